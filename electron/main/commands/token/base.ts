/**
 * Units on a gridless board (OTHER-SYSTEMS C.7): a unit's base, and where a new one is put down
 * (the free lattice point nearest where the GM looks, its base clear of every other).
 */
import { baseToBase, type Placed } from '../../../../shared/geometry/gridless'
import type { Hex } from '../../../../shared/geometry/hex'
import { cellOnMap, type Base, type Campaign, type GridlessMapDef } from '../../../../shared/model'
import { CommandRejected, mapOrThrow, tokenOrThrow, withToken, type Command } from '../command'

/** A base not given is a round 1" one (the model's default). */
export const DEFAULT_BASE: Base = { shape: 'round', diameter: 1 }

/** A token on a gridless board as geometry places it: its base about its lattice point. */
export function placedOf(t: { hex: Hex; base?: Base | undefined }, cellInches = 0.5): Placed {
  return { at: { x: t.hex.q * cellInches, y: t.hex.r * cellInches }, base: t.base ?? DEFAULT_BASE }
}

/**
 * The free lattice point nearest `near` (rings of growing Chebyshev distance) where `base` lies
 * clear of every other token's base and its centre is on the table; null when there is none.
 */
export function dropBaseNear(
  map: GridlessMapDef,
  tokens: readonly { hex: Hex; base?: Base | undefined }[],
  near: Hex,
  base: Base = DEFAULT_BASE,
): Hex | null {
  const others = tokens.map((t) => placedOf(t, map.cellInches))
  const free = (q: number, r: number) => {
    if (!cellOnMap(map, { q, r })) return false
    const me = placedOf({ hex: { q, r }, base }, map.cellInches)
    return others.every((o) => baseToBase(me, o) > 0)
  }
  const reach = Math.max(map.cols, map.rows)
  for (let d = 0; d <= reach; d++) {
    for (let r = near.r - d; r <= near.r + d; r++) {
      if (r < 0 || r >= map.rows) continue
      for (let q = near.q - d; q <= near.q + d; q++) {
        if (Math.max(Math.abs(q - near.q), Math.abs(r - near.r)) !== d) continue
        if (free(q, r)) return { q, r }
      }
    }
  }
  return null
}

/** "a 1" round base", "a 2" x 1" base": a base in the GM's words. */
export function baseWords(base: Base): string {
  return base.shape === 'round'
    ? `a ${base.diameter}" round base`
    : `a ${base.width}" x ${base.depth}" base`
}

/** Give a unit on a gridless board its base: round (a diameter) or rectangular, turned. */
export function setBaseCommand(tokenId: string, base: Base): Command {
  return {
    label: 'Set base',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const map = mapOrThrow(state, token.mapId)
      if (map.kind !== 'gridless') {
        throw new CommandRejected(
          `bases are for units on a gridless table; ${token.name} stands on the ${map.kind} map "${map.name}"`,
        )
      }
      const next: Base =
        base.shape === 'round'
          ? { shape: 'round', diameter: base.diameter }
          : {
              shape: 'rect',
              width: base.width,
              depth: base.depth,
              angle: ((base.angle % 360) + 360) % 360,
            }
      if (JSON.stringify(token.base ?? DEFAULT_BASE) === JSON.stringify(next)) return { state }
      return {
        state: withToken(state, { ...token, base: next }),
        label: `Give ${token.name} ${baseWords(next)}`,
      }
    },
  }
}
