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

export function showDisc(d: BwDisc | null): void {
  bwOverlay.disc = d
}
