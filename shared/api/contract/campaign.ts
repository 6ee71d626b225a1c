/** The campaign as a file: where it lives, whether it is saved, and making a new one. */
import { z } from 'zod'
import type { ChannelSpec } from './common'

export const campaignChannels = {
  /**
   * A new campaign playing `rulesetId` (this build's default when absent). The desktop app asks
   * where to keep it; an id this build does not know is refused by name.
   */
  'campaign:new': {
    input: z
      .object({
        name: z.string().trim().min(1).max(120),
        rulesetId: z.string().min(1).max(100).optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /**
   * Change some of the table rules (the ruleset's table options, by key; the others stay). Main
   * checks the result with the ruleset's options schema and applies it as one undoable step.
   */
  'campaign:setTableOptions': {
    input: z
      .object({
        options: z
          .record(
            z.string().min(1).max(60),
            z.union([z.string().max(100), z.number().finite(), z.boolean()]),
          )
          .refine((o) => Object.keys(o).length <= 60, { error: 'at most 60 table rules at once' }),
      })
      .strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

/** Where the campaign lives and whether it is safely on disk (GM only). */
export interface CampaignStatus {
  name: string
  /** The campaign folder, or null for a campaign that is not saved anywhere. */
  dir: string | null
  dirty: boolean
  saving: boolean
  /** ISO time of the last good write. */
  lastSavedAt: string | null
  error: string | null
  /** The ruleset the campaign plays, by id, and its name (the id itself when unknown here). */
  rulesetId: string
  rulesetName: string
  /**
   * Why the campaign is open read-only (it plays a ruleset this build does not know), as the
   * sentence the GM reads; null when it can be edited. A read-only campaign is never saved.
   */
  readOnly: string | null
}

export interface CampaignOutputs {
  /** The new campaign's folder; null when the GM cancelled. */
  'campaign:new': { dir: string | null }
  'campaign:setTableOptions': { changed: boolean }
}
