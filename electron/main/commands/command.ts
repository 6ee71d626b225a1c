/**
 * Commands: each turns the campaign into its next state or refuses with a reason a GM can read.
 * The service records the diff both ways, so every command is undoable without writing an
 * inverse by hand.
 */
import { hexEquals, hexInRect, hexKey, type Hex } from '../../../shared/geometry/hex'
import type { Campaign } from '../../../shared/model'
import { rulesetOf } from '../../../shared/rules'

export class CommandRejected extends Error {
  override name = 'CommandRejected'
}

export interface Command {
  /** Shown in Undo/Redo menu items, e.g. "Move Kopaka". */
  label: string
  run(state: Campaign): Campaign
}

/** What to do about a move the rules refuse: a free move (Shift-drag) skips them. */
export const FREE_MOVE_HINT = 'Hold Shift while dragging to place it anyway'

function tokenOrThrow(state: Campaign, tokenId: string) {
  const token = Object.hasOwn(state.tokens, tokenId) ? state.tokens[tokenId] : undefined
  if (!token) throw new CommandRejected(`no token with id "${tokenId}"`)
  return token
}

/**
 * Move a token. Unless `free` (the GM repositioning), the campaign's ruleset must allow the move
 * (Blue Box: within the token's speed, a Dash included, for its whole footprint, crawling when
 * Prone) and the token must have room where it ends; `metres` tells what it cost. A ruleset
 * without movement rules lets every move through.
 */
export function moveTokenCommand(
  tokenId: string,
  to: Hex,
  free = false,
): Command & { metres: number | null } {
  return {
    metres: null,
    label: `Move token`,
    run(state) {
      const token = tokenOrThrow(state, tokenId)
      const map = state.maps[token.mapId]
      if (!map)
        throw new CommandRejected(`token "${token.name}" is on a missing map "${token.mapId}"`)
      if (!hexInRect(to, map.cols, map.rows, map.orientation)) {
        throw new CommandRejected(
          `hex ${hexKey(to)} is outside the map "${map.name}" (${map.cols} x ${map.rows})`,
        )
      }
      if (hexEquals(token.hex, to)) return state
      const movement = free ? undefined : rulesetOf(state).movement
      if (movement) {
        const plan = movement.planMove(map, token, to, state.tableOptions)
        // Refused by the movement rules alone: the GM may still reposition it freely.
        if (plan.reason) throw new CommandRejected(`${plan.reason}. ${FREE_MOVE_HINT}`)
        const sharing = Object.values(state.tokens).filter((t) => t.mapId === token.mapId)
        const crowded = movement.roomProblem(sharing, token, to)
        if (crowded) throw new CommandRejected(`${crowded}. ${FREE_MOVE_HINT}`)
        this.metres = plan.total
      }
      this.label = `Move ${token.name}`
      return {
        ...state,
        tokens: {
          ...state.tokens,
          [tokenId]: { ...token, hex: { ...token.hex, q: to.q, r: to.r } },
        },
      }
    },
  }
}

export function setGmOnlyCommand(tokenId: string, gmOnly: boolean): Command {
  return {
    label: gmOnly ? 'Hide token from players' : 'Show token to players',
    run(state) {
      const token = tokenOrThrow(state, tokenId)
      if (token.gmOnly === gmOnly) return state
      this.label = `${gmOnly ? 'Hide' : 'Show'} ${token.name}`
      return { ...state, tokens: { ...state.tokens, [tokenId]: { ...token, gmOnly } } }
    },
  }
}
