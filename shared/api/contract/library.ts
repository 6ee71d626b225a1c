/**
 * The NPC and PC library. A sheet is the campaign's ruleset's: the contract checks that it is
 * bounded JSON, and main validates it with the ruleset's sheet schema, naming every problem.
 */
import { z } from 'zod'
import { HexSchema } from '../../model'
import {
  colour,
  importTextTooBig,
  mapId,
  playersName,
  rulesetPayload,
  tokenId,
  type ChannelSpec,
} from './common'

export const libraryChannels = {
  'npc:save': { input: z.object({ npc: rulesetPayload }).strict(), roles: ['gm'] },
  'npc:delete': { input: z.object({ id: tokenId }).strict(), roles: ['gm'] },
  'npc:setPlayersName': {
    input: z.object({ id: tokenId, playersName: playersName.nullable() }).strict(),
    roles: ['gm'],
  },
  'npc:duplicate': { input: z.object({ id: tokenId }).strict(), roles: ['gm'] },
  'npc:import': {
    input: z
      .object({
        text: z
          .string()
          .min(1)
          .superRefine((text, ctx) => {
            const message = importTextTooBig(text)
            if (message) ctx.addIssue({ code: 'custom', message })
          }),
      })
      .strict(),
    roles: ['gm'],
  },
  'npc:place': {
    input: z
      .object({
        npcId: tokenId,
        mapId,
        hex: HexSchema.strict(),
        gmOnly: z.boolean(),
        color: colour,
      })
      .strict(),
    roles: ['gm'],
  },
  'pc:save': { input: z.object({ pc: rulesetPayload }).strict(), roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

export interface LibraryOutputs {
  'npc:save': { id: string }
  'npc:delete': { changed: boolean }
  'npc:setPlayersName': { changed: boolean }
  'npc:duplicate': { id: string }
  'npc:import': { imported: number; renamed: string[] }
  'npc:place': { tokenId: string }
  'pc:save': { id: string }
}
