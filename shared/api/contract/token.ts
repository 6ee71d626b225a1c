/**
 * Tokens: move, place, remove, rotate, hide, link to a sheet, and edit an instance's state. What
 * an instance holds is the campaign's ruleset's: the contract checks its token id and that the
 * rest is bounded JSON, and main validates the state with the ruleset's instance schema.
 */
import { z } from 'zod'
import type { DistanceUnit } from '../../rules'
import { HexSchema, TokenKindSchema, TokenSizeSchema } from '../../model'
import { colour, mapId, playersName, sheetRef, tokenId, type ChannelSpec } from './common'

/** The most bends a drawn move may carry (the renderer simplifies the pointer's trail first). */
export const MOVE_VIA_MAX = 200

export const tokenChannels = {
  'map:moveToken': {
    // `free`: the GM repositions (Shift-drag) without movement costs. In a fight, `override`
    // moves the current combatant further than its movement left (the GM's Shift on a refusal),
    // and `quickStep` is the Quick-step (at most 1 m, provokes nothing).
    input: z
      .object({
        tokenId,
        to: HexSchema.strict(),
        free: z.boolean().optional(),
        override: z.boolean().optional(),
        quickStep: z.boolean().optional(),
        /** On a gridless board, the lattice points the drag passed through (a drawn path). */
        via: z
          .array(HexSchema.strict())
          .max(MOVE_VIA_MAX, `a drawn path has at most ${MOVE_VIA_MAX} bends`)
          .optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  'token:setGmOnly': { input: z.object({ tokenId, gmOnly: z.boolean() }).strict(), roles: ['gm'] },
  /** `playersName`: what the players read; '' none ("Figure"); null: the sheet's, else its name. */
  'token:setPlayersName': {
    input: z.object({ tokenId, playersName: playersName.nullable() }).strict(),
    roles: ['gm'],
  },
  'token:place': {
    input: z
      .object({
        mapId,
        name: z.string().trim().min(1).max(80),
        kind: TokenKindSchema,
        hex: HexSchema.strict(),
        size: TokenSizeSchema,
        color: colour,
        gmOnly: z.boolean(),
      })
      .strict(),
    roles: ['gm'],
  },
  'token:remove': { input: z.object({ tokenId }).strict(), roles: ['gm'] },
  'token:rotate': {
    input: z.object({ tokenId, facing: z.number().int().min(0).max(5) }).strict(),
    roles: ['gm'],
  },
  /** Turn a figure on a square board: 0 faces north, 2 east, 4 south, 6 west (eighths). */
  'token:setHeading': {
    input: z.object({ tokenId, heading: z.number().int().min(0).max(7) }).strict(),
    roles: ['gm'],
  },
  /**
   * A token's state set by hand: `tokenId` and the fields of the ruleset's instance (Blue Box:
   * hp, thp, plating, conditions), checked by that ruleset in main.
   */
  'token:setInstance': {
    input: z.looseObject({ tokenId }),
    roles: ['gm'],
  },
  /**
   * A token on the free hex nearest to `near` (where the GM is looking; the map's middle when
   * absent). With `sheet` it is a fresh instance of that NPC or PC: named, sized and given its
   * own state from the sheet; `name`, `color` and `gmOnly` override the defaults (the sheet's
   * name, numbered from the second; not GM-only for a PC, GM-only for an NPC). Without `sheet`,
   * `name`, `kind` and `size` say what it is.
   */
  'token:placeNear': {
    input: z
      .object({
        mapId,
        near: HexSchema.strict().optional(),
        sheet: sheetRef.optional(),
        name: z.string().trim().min(1).max(80).optional(),
        kind: TokenKindSchema.optional(),
        size: TokenSizeSchema.optional(),
        color: colour.optional(),
        gmOnly: z.boolean().optional(),
      })
      .strict()
      .superRefine((v, ctx) => {
        if (v.sheet) return
        for (const key of ['name', 'kind', 'size'] as const) {
          if (v[key] === undefined) {
            const message = 'a token without a sheet needs its name, kind and size'
            ctx.addIssue({ code: 'custom', path: [key], message })
          }
        }
      }),
    roles: ['gm'],
  },
  /** Make a token a fresh instance of a sheet, or of none (`null`). */
  'token:link': {
    input: z.object({ tokenId, sheet: sheetRef.nullable() }).strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

/** An Opportunity Attack a move in a fight provoked: who may react against whom. */
export interface MoveOpportunity {
  attackerId: string
  attackerName: string
  targetId: string
}

export interface TokenOutputs {
  /** `opportunities`: the Opportunity Attacks the move offered (always empty outside a fight). */
  /**
   * `distance`: what the move cost in the ruleset's `unit` (metres, inches, spaces); null for a
   * free move or one no rule priced.
   */
  'map:moveToken': {
    moved: boolean
    distance: number | null
    unit: DistanceUnit
    opportunities: MoveOpportunity[]
  }
  'token:setGmOnly': { changed: boolean }
  'token:setPlayersName': { changed: boolean }
  'token:place': { tokenId: string }
  'token:remove': { changed: boolean }
  'token:rotate': { changed: boolean }
  'token:setHeading': { changed: boolean }
  'token:setInstance': { changed: boolean }
  'token:placeNear': { tokenId: string; name: string; hex: { q: number; r: number } }
  'token:link': { changed: boolean }
}
