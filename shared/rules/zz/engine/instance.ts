/**
 * A ZZ figure's own state in play (B.9's current values): HP and Mind Points, statuses, a pending
 * Defend bonus (ZZ-07/08), what it holds and carries (ZZ-10), and who has attacked it since its
 * last turn (the Flank test, ZZ-40). Facing and how the figurine lies are the token's (`heading`,
 * `orientation`): every board shows them. The turn's AP and Move Points are the tracker's.
 */
import type { z } from 'zod'
import type { ZzInventory, ZzState } from './model'
import { ZzInstanceSchema, type ZzSheet } from './sheet-schema'

export { ZzInstanceSchema }

export type ZzInstance = z.output<typeof ZzInstanceSchema>

/** A token's instance read leniently: null when it is not a ZZ instance. */
export function zzInstanceOf(raw: unknown): ZzInstance | null {
  const r = ZzInstanceSchema.safeParse(raw)
  return r.success ? r.data : null
}

/**
 * The state a figure enters play with: full HP and Mind Points, its gear, no statuses; a Hero who
 * left a map by an exit (ZZ-21) comes back with the state it left with, kept on its sheet.
 */
export function freshZzInstance(sheet: ZzSheet): ZzInstance {
  // Read, not trusted: only a Hero's schema reads `offBoard`; a monster's sheet may carry any key.
  const kept = ZzInstanceSchema.safeParse(sheet.offBoard)
  if (kept.success) return kept.data
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
    statuses: [...inst.statuses],
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
