/**
 * The table display's curtain: lower it to blank the players' screens while the GM stages the next
 * scene, raise it to show the scene. A GM edit through the history (undoable).
 */
import { z } from 'zod'
import { CURTAIN_REVEALS } from '../../model'
import type { ChannelSpec } from './common'

export const curtainChannels = {
  /** Lower (`down: true`) or raise the curtain on the players' screens. */
  'curtain:set': {
    input: z.object({ down: z.boolean({ error: 'say whether the curtain is down' }) }).strict(),
    roles: ['gm'],
  },
  /**
   * The curtain's look: how raising it uncovers the map ("fade" or "rooms", one by one), and the
   * picture behind the title while it is down (an image asset's id; null: no picture).
   */
  'curtain:setLook': {
    input: z
      .object({
        reveal: z.enum(CURTAIN_REVEALS, { error: 'choose a fade or room by room' }).optional(),
        picture: z
          .string()
          .regex(/^[0-9a-f]{64}$/, { error: "choose one of the campaign's images" })
          .nullable()
          .optional(),
      })
      .strict()
      .refine((v) => v.reveal !== undefined || v.picture !== undefined, {
        error: 'say what to change: the reveal or the picture',
      }),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

export interface CurtainOutputs {
  'curtain:set': { changed: boolean }
  'curtain:setLook': { changed: boolean }
}
