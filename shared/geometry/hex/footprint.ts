/**
 * Token footprints by size: the shapes only (how many beings may share a hex is a ruleset's
 * rule). Tiny, Small and Medium beings fit in one hex. A Large being covers three mutually
 * adjacent hexes (a triangle) and a Giant five: its centre hex and four of the six around it
 * (Blue Box's Size, BLUEBOX-RULES R22, R23, drew these shapes). A Gargantuan being (GG's largest
 * Size Category, OTHER-SYSTEMS.md F-GG-6) has a square footprint of its own and the Giant's shape
 * on hexes. The shapes turn in sixths about the token's own hex, the anchor, which the model
 * stores as `token.hex` with `token.facing` 0..5.
 */
import { HEX_DIRECTIONS, hexDistance, type Hex } from './hex'

/** The sizes a footprint comes in, smallest first; the campaign schema's token sizes are these. */
export const FOOTPRINT_SIZES = ['tiny', 'small', 'medium', 'large', 'giant', 'gargantuan'] as const

export type FootprintSize = (typeof FOOTPRINT_SIZES)[number]

/** How many hexes one being of a size covers. */
export const FOOTPRINT_HEX_COUNT: Readonly<Record<FootprintSize, number>> = Object.freeze({
  tiny: 1,
  small: 1,
  medium: 1,
  large: 3,
  giant: 5,
  // No hex shape is drawn bigger than the Giant's: a Gargantuan being takes it on hexes (its own
  // size shows on squares, ../square/footprint).
  gargantuan: 5,
})

/** A facing as 0..5, whatever whole number of sixths was given (so facing 6 is facing 0). */
export function normalizeFacing(facing: number): number {
  const f = Math.trunc(facing) % 6
  return f < 0 ? f + 6 : f
}

/**
 * `h` turned `steps` sixths about `center`, each sixth taking HEX_DIRECTIONS[i] to
 * HEX_DIRECTIONS[i + 1]. In cube coordinates one sixth is (x, y, z) -> (-z, -x, -y).
 */
export function hexRotate(h: Hex, center: Hex, steps: number): Hex {
  let q = h.q - center.q
  let r = h.r - center.r
  for (let i = normalizeFacing(steps); i > 0; i--) {
    const nq = q + r
    r = -q
    q = nq
  }
  return { q: center.q + q + 0, r: center.r + r + 0 }
}

/**
 * The hexes a token covers, anchor first. Large (R23): the anchor and its neighbours in
 * directions `facing` and `facing + 1`, which are adjacent to each other, so the three form a
 * triangle around one hex vertex. Giant (R22): the anchor and four consecutive neighbours,
 * directions `facing` to `facing + 3`; of all ways to pick four neighbours this has the most
 * touching pairs (seven), so it is the compact cluster. Turning the footprint by one sixth about
 * the anchor gives the footprint of `facing + 1`.
 */
export function footprintHexes(anchor: Hex, size: FootprintSize, facing = 0): Hex[] {
  const out: Hex[] = [{ q: anchor.q, r: anchor.r }]
  const extra = FOOTPRINT_HEX_COUNT[size] - 1
  const f = normalizeFacing(facing)
  for (let i = 0; i < extra; i++) {
    const d = HEX_DIRECTIONS[(f + i) % 6] as Hex
    out.push({ q: anchor.q + d.q, r: anchor.r + d.r })
  }
  return out
}

/**
 * The footprint as directions: for each hex after the anchor, in `footprintHexes` order, the
 * index into HEX_DIRECTIONS of the step from the anchor to it. Empty for a one-hex being.
 */
export function footprintDirections(size: FootprintSize, facing = 0): number[] {
  const f = normalizeFacing(facing)
  return Array.from({ length: FOOTPRINT_HEX_COUNT[size] - 1 }, (_, i) => (f + i) % 6)
}

/**
 * Fewest steps between any hex of one footprint and any hex of the other; 0 when they overlap.
 * Reach and range between multi-hex beings are measured this way (edge to edge, not centre to
 * centre), so a Large being's reach counts from its nearest hex.
 */
export function footprintDistance(a: readonly Hex[], b: readonly Hex[]): number {
  let best = Infinity
  for (const x of a) {
    for (const y of b) {
      const d = hexDistance(x, y)
      if (d < best) best = d
    }
  }
  return best
}
