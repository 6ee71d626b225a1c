/** Fog of war: on or off, revealed hexes, and edits prepared before the players see them. */
import { z } from 'zod'
import { continues, hexKeys, mapId, type ChannelSpec } from './common'

export const fogChannels = {
  'fog:setEnabled': { input: z.object({ mapId, enabled: z.boolean() }).strict(), roles: ['gm'] },
  'fog:reveal': {
    input: z.object({ mapId, hexes: hexKeys, reveal: z.boolean(), continues }).strict(),
    roles: ['gm'],
  },
  'fog:prepare': { input: z.object({ mapId, preparing: z.boolean() }).strict(), roles: ['gm'] },
  'fog:push': { input: z.object({ mapId }).strict(), roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

export interface FogOutputs {
  'fog:setEnabled': { changed: boolean }
  'fog:reveal': { changed: boolean }
  'fog:prepare': { changed: boolean }
  'fog:push': { changed: boolean }
}
