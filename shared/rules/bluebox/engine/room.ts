/**
 * Room in a hex (Definitions & Errata, Size): three Tiny beings may share a hex, or two Small
 * ones; a Medium or bigger being has its hexes to itself. The footprint shapes come from the
 * geometry; who may share them is this rule.
 */
import { footprintHexes, type FootprintSize, type Hex } from '../../../geometry/hex'
import type { MapOccupant } from '../../ruleset'

/** How many beings of a size may share one hex (Definitions & Errata, Size). */
export const BEINGS_PER_HEX: Readonly<Record<FootprintSize, number>> = Object.freeze({
  tiny: 3,
  small: 2,
  medium: 1,
  large: 1,
  giant: 1,
  gargantuan: 1,
})

/**
 * Whether `mover` can end with its anchor at `at`: every hex of its footprint must have room,
 * counting in sixths of a hex (a Tiny being takes 2, a Small one 3, anything bigger all 6), so
 * three Tiny or two Small beings share a hex and nothing shares with a Medium or bigger one
 * (Definitions & Errata, Size). Objects take no room. Null when there is room, else why not.
 */
export function hexRoomProblem(
  occupants: Iterable<MapOccupant>,
  mover: MapOccupant,
  at: Hex,
): string | null {
  if (mover.kind === 'object') return null
  const share = (size: FootprintSize) => 6 / BEINGS_PER_HEX[size]
  const mine = footprintHexes(at, mover.size, mover.facing ?? 0)
  const keys = new Map<string, MapOccupant[]>(mine.map((h) => [`${h.q},${h.r}`, []]))
  for (const o of occupants) {
    if (o.id === mover.id || o.kind === 'object') continue
    for (const h of footprintHexes(o.hex, o.size, o.facing ?? 0)) keys.get(`${h.q},${h.r}`)?.push(o)
  }
  for (const [key, here] of keys) {
    const used = here.reduce((n, o) => n + share(o.size), 0)
    if (used + share(mover.size) <= 6) continue
    const names = here.map((o) => o.name).join(' and ')
    return `${mover.name} has no room at ${key}: ${names} ${here.length === 1 ? 'is' : 'are'} there (a hex holds 3 Tiny, 2 Small or 1 Medium or bigger being)`
  }
  return null
}
