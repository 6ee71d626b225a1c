/**
 * Commands: each turns the campaign into its next state or refuses with a reason a GM can read.
 * The history records the diff both ways, so every command is undoable without writing an
 * inverse by hand.
 *
 * One mechanism for every command: `run` returns a `Step`, the next state plus whatever the
 * caller needs back (`result`: a new id, what a move cost...) and, when it depends on the state,
 * the undo label. A command never hands anything back by assigning to itself.
 */
import type { Campaign, MapDef, Token } from '../../../shared/model'

export class CommandRejected extends Error {
  override name = 'CommandRejected'
}

/**
 * A step's label that counts what it did ("Reveal 3 hexes"): the parts of one edit sent in parts
 * join one undo step, named by the first part's `label` of their summed counts.
 */
export interface CountedLabel {
  count: number
  label(count: number): string
}

/** What a command's run gives back: the next state, its result, and the label it earned. */
export type Step<R = void> = {
  state: Campaign
  /** The Undo/Redo label when it names something only the state knows ("Move Kopaka"). */
  label?: string
  /** The label as a count, for an edit that may come in parts (instead of `label`). */
  counted?: CountedLabel
} & (unknown extends R
  ? { result?: R }
  : [R] extends [void]
    ? { result?: undefined }
    : { result: R })

export interface Command<R = void> {
  /** Shown in Undo/Redo menu items unless the step names a better one, e.g. "Move token". */
  label: string
  run(state: Campaign): Step<R>
}

/** A command's run that changed nothing and has nothing to say. */
export function unchanged(state: Campaign): Step {
  return { state }
}

/** A token by id (own keys only: `__proto__` and `constructor` are not tokens). */
export function tokenOrThrow(state: Campaign, tokenId: string): Token {
  const token = Object.hasOwn(state.tokens, tokenId) ? state.tokens[tokenId] : undefined
  if (!token) throw new CommandRejected(`no token with id "${tokenId}"`)
  return token
}

export function mapOrThrow(state: Campaign, mapId: string): MapDef {
  const map = Object.hasOwn(state.maps, mapId) ? state.maps[mapId] : undefined
  if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
  return map
}

export function withMap(state: Campaign, map: MapDef): Campaign {
  return { ...state, maps: { ...state.maps, [map.id]: map } }
}

export function withToken(state: Campaign, token: Token): Campaign {
  return { ...state, tokens: { ...state.tokens, [token.id]: token } }
}
