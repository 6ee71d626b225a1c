/** Turning a figure on a square board: its heading, in eighths clockwise from north. */
import { CommandRejected, mapOrThrow, tokenOrThrow, withToken, type Command } from '../command'
import type { Campaign } from '../../../../shared/model'

const COMPASS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
]

/** Face a token toward `heading` (0 N, 2 E, 4 S, 6 W); undoable like any edit. */
export function setHeadingCommand(tokenId: string, heading: number): Command {
  return {
    label: 'Turn token',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const map = mapOrThrow(state, token.mapId)
      if (map.kind !== 'square')
        throw new CommandRejected(
          `${token.name} is on a hex map, where figures turn with Rotate (R), not by compass point`,
        )
      const label = `Turn ${token.name} to face ${COMPASS[heading] ?? 'north'}`
      if ((token.heading ?? 0) === heading) return { state, label }
      return { state: withToken(state, { ...token, heading }), label }
    },
  }
}
