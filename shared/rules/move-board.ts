/** The board a hex-only ruleset's movement is asked about, checked to be a hex one. */
import type { HexGridSource } from '../geometry/hex'
import type { Campaign } from '../model'
import type { MoveBoard, MovingToken, Ruleset } from './ruleset'

/**
 * `map` as a hex board, or a RangeError saying this game plays on hexes: the core asks a ruleset
 * only about the board kinds it lists, so this is a guard, not a path a GM can take.
 */
export function hexMoveBoard(map: MoveBoard, game: string): HexGridSource {
  if (map.kind === 'square' || map.kind === 'gridless') {
    throw new RangeError(`${game} plays on hex maps, not ${map.kind} ones`)
  }
  return map
}

/**
 * The mover as the ruleset's planMove and reach should see it: with the speed its sheet gives
 * when the token carries none of its own (the same token when the ruleset has no `speedOf`, the
 * token has a speed, or no campaign is at hand).
 */
export function moverWithSpeed<T extends MovingToken>(
  ruleset: Pick<Ruleset, 'movement'> | null | undefined,
  token: T,
  campaign: Campaign | null | undefined,
): T {
  if (token.speed !== undefined || !campaign) return token
  const speed = ruleset?.movement?.speedOf?.(token, campaign)
  return speed === undefined ? token : { ...token, speed }
}
