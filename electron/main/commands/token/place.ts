/** Plain token edits: place one where the GM says, remove, rotate, hide from or show to players. */
import { hexKey } from '../../../../shared/geometry/hex'
import { cellOnMap, cellWord, type Campaign, type Token } from '../../../../shared/model'
import { CommandRejected, mapOrThrow, tokenOrThrow, withToken, type Command } from '../command'

export function placeTokenCommand(token: Token): Command<{ tokenId: string }> {
  return {
    label: `Place ${token.name}`,
    run(state: Campaign) {
      if (Object.hasOwn(state.tokens, token.id))
        throw new CommandRejected(`a token with id "${token.id}" already exists`)
      const map = mapOrThrow(state, token.mapId)
      if (!cellOnMap(map, token.hex)) {
        throw new CommandRejected(
          `${cellWord(map)} ${hexKey(token.hex)} is outside the map "${map.name}"`,
        )
      }
      return { state: withToken(state, token), result: { tokenId: token.id } }
    },
  }
}

export function removeTokenCommand(tokenId: string): Command {
  return {
    label: 'Remove token',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const { [tokenId]: _gone, ...tokens } = state.tokens
      return { state: { ...state, tokens }, label: `Remove ${token.name}` }
    },
  }
}

export function rotateTokenCommand(tokenId: string, facing: number): Command {
  return {
    label: 'Rotate token',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const label = `Rotate ${token.name}`
      if ((token.facing ?? 0) === facing) return { state, label }
      return { state: withToken(state, { ...token, facing }), label }
    },
  }
}

export function setGmOnlyCommand(tokenId: string, gmOnly: boolean): Command {
  return {
    label: gmOnly ? 'Hide token from players' : 'Show token to players',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      if (token.gmOnly === gmOnly) return { state }
      return {
        state: withToken(state, { ...token, gmOnly }),
        label: `${gmOnly ? 'Hide' : 'Show'} ${token.name}`,
      }
    },
  }
}

/**
 * What the players call a figure: a name, '' for none ("Figure"), or null to follow its sheet's
 * players' name (else its own name) again.
 */
export function setPlayersNameCommand(tokenId: string, playersName: string | null): Command {
  return {
    label: 'Name a token for the players',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const name = playersName?.trim() ?? null
      if ((token.playersName ?? null) === name) return { state }
      const { playersName: _old, ...rest } = token
      void _old
      return {
        state: withToken(state, name === null ? rest : { ...rest, playersName: name }),
        label: `Name ${token.name} for the players`,
      }
    },
  }
}
