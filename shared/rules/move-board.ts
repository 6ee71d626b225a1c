/** The board a hex-only ruleset's movement is asked about, checked to be a hex one. */
import type { HexGridSource } from '../geometry/hex'
import type { MoveBoard } from './ruleset'

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
