/**
 * What the BW panels ask the board to draw, in inches on the active map: rings around a point (an
 * explosion's bands every 2") or around a base (a fire's bands), and a disc with a landing point
 * (a missed shot's NearMiss area). The board reads this and draws it; the panels set and clear it.
 */
import { reactive } from 'vue'
import type { Base, Pt } from '../../../../shared/geometry/gridless'

export interface BwRings {
  centre: Pt
  /** A base the rings are measured from (fire: edge to edge); absent: from the point. */
  base?: Base
  radii: number[]
  label: string
}

export interface BwDisc {
  centre: Pt
  radius: number
  landing?: Pt
  label: string
}

/** Which panel's rings: the explosion being set off, or the selected unit's fire. */
export type BwRingsKey = 'blast' | 'fire'

export const bwOverlay = reactive<{
  rings: Record<BwRingsKey, BwRings | null>
  disc: BwDisc | null
}>({
  rings: { blast: null, fire: null },
  disc: null,
})

export function showRings(key: BwRingsKey, r: BwRings | null): void {
  bwOverlay.rings[key] = r
}

/** A panel waiting for a point clicked on the board (the explosion's centre), and the last one. */
export const bwPointPick = reactive<{ waiting: boolean; picked: Pt | null; n: number }>({
  waiting: false,
  picked: null,
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

export function showDisc(d: BwDisc | null): void {
  bwOverlay.disc = d
}
