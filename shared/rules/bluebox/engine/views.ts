/**
 * Blue Box's typed views of the ruleset-neutral model: the campaign stores sheets and token
 * instances as loose JSON checked by this ruleset's schemas (shared/rules/payloads.ts), so code
 * inside the Blue Box folders reads them through these.
 */
import { z } from 'zod'
import type { Campaign, Token } from '../../../model'
import type { NpcRecord, PcRecord } from './sheet-schema'

export type { NpcRecord, PcRecord } from './sheet-schema'

/**
 * Where a being stands on the Down & Out track, kept on its token while it is not up: damage
 * instances taken while Down, and Death Save tallies with the optional rule (Down & Out).
 */
export const DownTrackSchema = z.object({
  state: z.enum(['up', 'down', 'out', 'stable', 'dead']),
  instances: z.number().int().min(0).max(10),
  successes: z.number().int().min(0).max(10),
  failures: z.number().int().min(0).max(10),
})

/** A token's state in play: HP, temporary HP, Plating left and its conditions (Health & Healing). */
export const BlueboxInstanceSchema = z.looseObject(
  {
    hp: z.number().int().min(0),
    thp: z.number().int().min(0),
    plating: z.number().int().min(0),
    conditions: z.array(z.string().max(40)).max(50),
    /** The Down & Out track; absent while the being is up (or before it was ever kept). */
    down: DownTrackSchema.optional(),
    /**
     * The Exhaustion level of a token whose sheet keeps none (an NPC's; a PC's is on its sheet),
     * read while the `exhaustion` mark is among its conditions (see `instanceExhaustion`).
     */
    exhaustion: z.number().int().min(1).max(7).optional(),
    /** The DC the GM gave a condition's own save (Poisoned's FOR save), by condition id. */
    saveDCs: z.record(z.string().max(40), z.number().int().min(0).max(100)).optional(),
    /** When a condition began on the party clock, in seconds, by condition id (Unmasked). */
    since: z.record(z.string().max(40), z.number().int().min(0)).optional(),
    /**
     * The weapons a Decisive Destroy hit broke (by weapon id), read while the `weapon-destroyed`
     * mark is among its conditions: their attacks have 1 Flaw until repaired. A mark without
     * this list (a campaign from before tokens kept it) reads as every weapon of the token.
     */
    destroyedWeapons: z.array(z.string().min(1).max(100)).max(20).optional(),
  },
  { error: "a token's state must be { hp, thp, plating, conditions }" },
)

export type BlueboxInstance = z.output<typeof BlueboxInstanceSchema>

/** A token's Blue Box state, or undefined for a token without one (an object, a bare marker). */
export function blueboxInstance(token: Pick<Token, 'instance'>): BlueboxInstance | undefined {
  return token.instance as BlueboxInstance | undefined
}

/** The campaign's NPC library as Blue Box sheets (validated on load). */
export function npcRecords(campaign: Pick<Campaign, 'npcs'>): Record<string, NpcRecord> {
  return campaign.npcs as Record<string, NpcRecord>
}

/** The campaign's player characters as Blue Box sheets (validated on load). */
export function pcRecords(campaign: Pick<Campaign, 'pcs'>): Record<string, PcRecord> {
  return campaign.pcs as Record<string, PcRecord>
}

/** The library NPC with this id, if any. */
export function npcRecord(campaign: Pick<Campaign, 'npcs'>, id: string): NpcRecord | undefined {
  return Object.hasOwn(campaign.npcs, id) ? npcRecords(campaign)[id] : undefined
}

/** The PC with this id, if any. */
export function pcRecord(campaign: Pick<Campaign, 'pcs'>, id: string): PcRecord | undefined {
  return Object.hasOwn(campaign.pcs, id) ? pcRecords(campaign)[id] : undefined
}

/** The sheet a token is an instance of: its NPC, else its PC; null for a token with neither. */
export function sheetOfToken(
  campaign: Pick<Campaign, 'npcs' | 'pcs'>,
  token: Pick<Token, 'npcId' | 'pcId'>,
): { kind: 'npc'; record: NpcRecord } | { kind: 'pc'; record: PcRecord } | null {
  const npc = token.npcId !== undefined ? npcRecord(campaign, token.npcId) : undefined
  if (npc) return { kind: 'npc', record: npc }
  const pc = token.pcId !== undefined ? pcRecord(campaign, token.pcId) : undefined
  return pc ? { kind: 'pc', record: pc } : null
}

/** The conditions on a token (none without a token or a state). */
export function tokenConditions(
  token: Pick<Token, 'instance'> | null | undefined,
): readonly string[] {
  return (token && blueboxInstance(token)?.conditions) ?? []
}

/**
 * The Exhaustion level a token's state holds (Exhaustion): 0 without the `exhaustion` mark, else
 * its level; a mark with no level (a campaign from before tokens kept levels) reads as level 1.
 */
export function instanceExhaustion(inst: BlueboxInstance | undefined): number {
  if (!inst?.conditions.includes('exhaustion')) return 0
  return inst.exhaustion ?? 1
}

/**
 * Whether a Destroy hit broke this weapon of the token (Decisive Rolls & Hits): it is listed, or
 * the token bears the mark with no list (an older campaign: the mark was the token's).
 */
export function weaponBroken(inst: BlueboxInstance | undefined, weaponId: string): boolean {
  if (!inst?.conditions.includes('weapon-destroyed')) return false
  return inst.destroyedWeapons === undefined || inst.destroyedWeapons.includes(weaponId)
}

/** The state holding this Exhaustion level (0 to 7): the mark and the level, or neither at 0. */
export function withInstanceExhaustion(inst: BlueboxInstance, level: number): BlueboxInstance {
  const { exhaustion: _old, ...rest } = inst
  const others = inst.conditions.filter((c) => c !== 'exhaustion')
  if (level <= 0) return { ...rest, conditions: others }
  return { ...rest, conditions: [...others, 'exhaustion'], exhaustion: Math.min(7, level) }
}

/** Only the entries of `record` for these condition ids, or undefined when none is left. */
function onlyFor<T>(
  record: Record<string, T> | undefined,
  ids: readonly string[],
): Record<string, T> | undefined {
  if (!record) return undefined
  const kept = Object.fromEntries(Object.entries(record).filter(([id]) => ids.includes(id)))
  return Object.keys(kept).length > 0 ? kept : undefined
}

/**
 * What a hand edit of a token's state (HP, THP, Plating, condition ticks) keeps from its state
 * before, for the conditions still on: its own Exhaustion level, the DCs given for conditions'
 * saves, when conditions began, the weapons a Destroy broke; Unmasked ticked on now begins at `nowSeconds` (the party clock).
 */
export function keptByHandEdit(
  inst: BlueboxInstance | undefined,
  conditions: readonly string[],
  nowSeconds?: number,
): Pick<BlueboxInstance, 'exhaustion' | 'saveDCs' | 'since' | 'destroyedWeapons'> {
  const level = conditions.includes('exhaustion') ? inst?.exhaustion : undefined
  const broken = conditions.includes('weapon-destroyed') ? inst?.destroyedWeapons : undefined
  const saveDCs = onlyFor(inst?.saveDCs, conditions)
  let since = onlyFor(inst?.since, conditions)
  if (
    conditions.includes('unmasked') &&
    since?.['unmasked'] === undefined &&
    nowSeconds !== undefined
  )
    since = { ...since, unmasked: nowSeconds }
  return {
    ...(level !== undefined ? { exhaustion: level } : {}),
    ...(saveDCs ? { saveDCs } : {}),
    ...(since ? { since } : {}),
    ...(broken ? { destroyedWeapons: broken } : {}),
  }
}
