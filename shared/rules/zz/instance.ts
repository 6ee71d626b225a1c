/**
 * A ZZ figure's own state in play (B.9's current values): HP and Mind Points, statuses, a pending
 * Defend bonus (ZZ-07/08), what it holds and carries (ZZ-10), and who has attacked it since its
 * last turn (the Flank test, ZZ-40). Facing and how the figurine lies are the token's (`heading`,
 * `orientation`): every board shows them. The turn's AP and Move Points are the tracker's.
 */
import { z } from 'zod'
import { ZZ_STATUSES, type ZzInventory, type ZzState, type ZzStatus } from './model'
import { ZzGearSchema, type ZzSheet } from './sheet-schema'

const key = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => s !== '__proto__', 'the name "__proto__" is reserved')

export const ZzInstanceSchema = z.looseObject(
  {
    hp: z
      .number({ error: 'HP must be a number' })
      .int({ error: 'HP must be a whole number' })
      .min(-9999)
      .max(9999),
    mind: z.number().int().min(0).max(99).default(0),
    statuses: z
      .array(z.enum(ZZ_STATUSES, { error: `a status is one of ${ZZ_STATUSES.join(', ')}` }))
      .max(ZZ_STATUSES.length)
      .default([]),
    /** The pending proactive Defend bonus; 0: none (ZZ-07/08). */
    defendBonus: z.number().int().min(0).max(40).default(0),
    gear: ZzGearSchema.default({ hands: [null, null], stored: [], loaded: [] }),
    /** Tokens that attacked this figure since its last turn began (ZZ-40). */
    attackedBy: z.array(key).max(50).default([]),
    /** A disposition set in play (a bribed guard turning neutral); absent: the sheet's. */
    disposition: z.enum(['friendly', 'neutral', 'hostile']).optional(),
  },
  { error: "a ZZ figure's state must be an object" },
)

export type ZzInstance = z.output<typeof ZzInstanceSchema>

/** A token's instance read leniently: null when it is not a ZZ instance. */
export function zzInstanceOf(raw: unknown): ZzInstance | null {
  const r = ZzInstanceSchema.safeParse(raw)
  return r.success ? r.data : null
}

/** The state a figure enters play with: full HP and Mind Points, its gear, no statuses. */
export function freshZzInstance(sheet: ZzSheet): ZzInstance {
  return ZzInstanceSchema.parse({
    hp: sheet.hpMax,
    mind: sheet.mindMax,
    gear: structuredClone(sheet.gear),
  })
}

/** The engine's view of an instance (ZzState) for a sheet. */
export function zzStateOf(inst: ZzInstance, sheet: ZzSheet): ZzState {
  return {
    hp: inst.hp,
    hpMax: sheet.hpMax,
    mind: inst.mind,
    mindMax: sheet.mindMax,
    statuses: [...inst.statuses] as ZzStatus[],
    defendBonus: inst.defendBonus,
    hands: [inst.gear.hands[0], inst.gear.hands[1]],
    loaded: [...inst.gear.loaded],
  }
}

/** The inventory the engine's inventory rules read. */
export function zzInventoryOf(inst: ZzInstance): ZzInventory {
  return {
    hands: [inst.gear.hands[0], inst.gear.hands[1]],
    stored: inst.gear.stored.map((s) => ({ ...s })),
    loaded: [...inst.gear.loaded],
  }
}
