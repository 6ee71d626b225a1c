/**
 * What the BW panels draw over the gridless table, through the board's overlay store
 * (board/gridless-overlay.ts): an explosion's bands every 2" round its point, a fire's bands
 * round the burning base (contact, 1", 2" …), and a missed shot's NearMiss disc with where it
 * landed. Also the wait for a point clicked on the table (the explosion's centre).
 */
import { reactive } from 'vue'
import type { Base, Pt } from '../../../../shared/geometry/gridless'
import { useGridlessOverlayStore } from '../../stores/gridless-overlay'
import { useToolStore } from '../../stores/tools'

/** Which panel's rings: the explosion being set off, or the selected unit's fire. */
export type BwRingsKey = 'blast' | 'fire'

export interface BwRings {
  centre: Pt
  /** A base the rings are measured from (fire: edge to edge); absent: from the point. */
  base?: Base
  rings: { radius: number; label: string }[]
}

export interface BwDisc {
  centre: Pt
  radius: number
  landing?: Pt
  label: string
}

const OWNER: Record<BwRingsKey | 'nearMiss', string> = {
  blast: 'bw-explosion',
  fire: 'bw-fire',
  nearMiss: 'bw-nearmiss',
}

/** "full", "−1 die", "−2 dice" … for the band inside ring `i` (0 first). */
export function bandLabel(i: number, first = 'full'): string {
  return i === 0 ? first : `−${i} ${i === 1 ? 'die' : 'dice'}`
}

export function showRings(key: BwRingsKey, r: BwRings | null): void {
  const store = useGridlessOverlayStore()
  if (!r) return store.clear(OWNER[key])
  store.show(OWNER[key], {
    kind: 'rings',
    centre: r.centre,
    ...(r.base ? { base: r.base } : {}),
    rings: r.rings,
    ...(key === 'fire' ? { colour: '#ff4d2e' } : {}),
  })
}

export function showDisc(d: BwDisc | null): void {
  const store = useGridlessOverlayStore()
  if (!d) return store.clear(OWNER.nearMiss)
  store.show(OWNER.nearMiss, {
    kind: 'disc',
    centre: d.centre,
    radius: d.radius,
    label: d.label,
    landing: d.landing ?? null,
  })
}

/** The map mode of the wait for a point: the board's next click is the point. */
const POINT_MODE = 'bw-point'

/**
 * A panel waiting for a point clicked on the board (the explosion's centre), and the last one.
 * `waiting` is the point's mode on the map tools' stack: setting it starts or ends the mode.
 */
export const bwPointPick = reactive({
  get waiting(): boolean {
    return useToolStore().hasMode(POINT_MODE)
  },
  set waiting(on: boolean) {
    const tools = useToolStore()
    if (!on) tools.endMode(POINT_MODE)
    else if (!tools.hasMode(POINT_MODE))
      // Its button stops it ("click again to stop"): Esc passes it by, to the page's own uses.
      tools.pushMode({
        id: POINT_MODE,
        click: (cell) => void takeMapPoint(cell),
        escape: 'ignored',
      })
  },
  picked: null as Pt | null,
  n: 0,
})

/** A click on the board's lattice point `cell` (half inches); true when a panel was waiting. */
export function takeMapPoint(cell: { q: number; r: number }): boolean {
  if (!bwPointPick.waiting) return false
  bwPointPick.waiting = false
  bwPointPick.picked = { x: cell.q / 2, y: cell.r / 2 }
  bwPointPick.n++
  return true
}
