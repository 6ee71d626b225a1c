/**
 * The table display's curtain (issue 15): lower it to blank the players' screens while the GM
 * stages the next scene, raise it to show the scene. A GM edit through the history (undoable).
 */
import { z } from 'zod'
import type { ChannelSpec } from './common'

export const curtainChannels = {
  /** Lower (`down: true`) or raise the curtain on the players' screens. */
  'curtain:set': {
    input: z.object({ down: z.boolean({ error: 'say whether the curtain is down' }) }).strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

export interface CurtainOutputs {
  'curtain:set': { changed: boolean }
}
