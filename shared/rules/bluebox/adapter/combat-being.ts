/**
 * One being in a fight as the combat hooks read and change it: its token, sheet and conditions,
 * and the damage and healing pipelines that keep its Down & Out track on the token (Damage &
 * Modifiers; Health & Healing; Down & Out; Focus & Focus Checks). Pure: every change is a new
 * instance the caller returns as a StateChange.
 */
import { campaignOptions, campaignReader } from '../../define'
import { CONDITIONS, CONDITION_IDS } from '../engine/condition-table'
import type { ConditionId, ConditionInstance } from '../engine/condition-types'
import { applyDamage, focusDC } from '../engine/damage'
import { downAfterDamage, downAfterHealing, NOT_DOWN, type DownTrack } from '../engine/down-and-out'
import { resolveBlueboxOptions, type BlueBoxOptions } from '../engine/options'
import { conditionsOfBeing, sheetExhaustion } from '../engine/prepared-rolls'
import type { NpcRecord, PcRecord } from '../engine/sheet-schema'
import type { BlueboxCampaign, BlueboxToken, BlueboxTypes } from './types'
import { instanceExhaustion, withInstanceExhaustion, type BlueboxInstance } from '../engine/views'

const KNOWN = new Set<string>(CONDITION_IDS)

const read = campaignReader<BlueboxTypes>()

/** The token with this id, or undefined (never an inherited key). */
export function tokenById(campaign: BlueboxCampaign, id: string): BlueboxToken | undefined {
  return read.token(campaign, id)
}

/**
 * The campaign's table options with the defaults filled in (resolved once per stored options
 * object); a stored reading the rules refuse is a RollRefused naming it.
 */
export const combatOptions: (campaign: Pick<BlueboxCampaign, 'tableOptions'>) => BlueBoxOptions =
  campaignOptions(resolveBlueboxOptions)

/** The token's sheet record (NPC or PC), or null. */
export function sheetRecord(
  campaign: BlueboxCampaign,
  token: Pick<BlueboxToken, 'npcId' | 'pcId'>,
): NpcRecord | PcRecord | null {
  return read.sheet(campaign, token)
}

/** The PC sheet with this id, if any (never an inherited key). */
export function pcById(campaign: BlueboxCampaign, id: string): PcRecord | undefined {
  return Object.hasOwn(campaign.pcs, id) ? campaign.pcs[id] : undefined
}

/**
 * The sheet a token is an instance of, with its kind: its NPC, else its PC; null for a token
 * with neither.
 */
export function sheetOfBeing(
  campaign: BlueboxCampaign,
  token: Pick<BlueboxToken, 'npcId' | 'pcId'>,
): { kind: 'npc'; record: NpcRecord } | { kind: 'pc'; record: PcRecord } | null {
  const npc =
    token.npcId !== undefined && Object.hasOwn(campaign.npcs, token.npcId)
      ? campaign.npcs[token.npcId]
      : undefined
  if (npc) return { kind: 'npc', record: npc }
  const pc = token.pcId !== undefined ? pcById(campaign, token.pcId) : undefined
  return pc ? { kind: 'pc', record: pc } : null
}

/**
 * A being's conditions as the rules read them: its token's, with its Exhaustion level (a PC's
 * sheet's, an NPC token's own).
 */
export function beingConditions(
  campaign: BlueboxCampaign,
  token: BlueboxToken,
): ConditionInstance[] {
  const sheet = sheetRecord(campaign, token)
  const inst = token.instance
  const all = conditionsOfBeing(
    inst?.conditions ?? [],
    Math.max(sheet ? sheetExhaustion(sheet) : 0, instanceExhaustion(inst)),
  )
  if (!inst?.saveDCs && !inst?.since) return all
  // What the token keeps about a condition: the DC given for its save, when it began.
  return all.map((c) => {
    const dc = inst.saveDCs?.[c.id]
    const since = inst.since?.[c.id]
    return dc === undefined && since === undefined
      ? c
      : {
          ...c,
          ...(dc !== undefined ? { saveDC: dc } : {}),
          ...(since !== undefined ? { sinceSeconds: since } : {}),
        }
  })
}

/** The things a being's conditions forbid (act, react, move...). */
export function forbidden(conditions: readonly ConditionInstance[]): Set<string> {
  return new Set(conditions.flatMap((c) => CONDITIONS[c.id].cannot))
}

/** "1 success", "2 failures": a count in words. */
export function counted(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`
}

/** Condition names for messages; unknown ids as they are. */
export function conditionName(id: string): string {
  return KNOWN.has(id) ? CONDITIONS[id as ConditionId].name : id
}

/**
 * The Down & Out track of an instance: the one kept on it, else read from its conditions (a token
 * marked Down or Out by hand starts its track there).
 */
export function trackOf(inst: BlueboxInstance): DownTrack {
  if (inst.down) return inst.down
  if (inst.conditions.includes('out')) return { ...NOT_DOWN, state: 'out', instances: 3 }
  if (inst.conditions.includes('down')) return { ...NOT_DOWN, state: 'down' }
  return { ...NOT_DOWN }
}

const without = (ids: readonly string[], gone: readonly string[]): string[] =>
  ids.filter((c) => !gone.includes(c))
const withAll = (ids: readonly string[], added: readonly string[]): string[] => [
  ...ids,
  ...added.filter((c) => !ids.includes(c)),
]

/**
 * The instance with a new track, its conditions following it: up clears Down and Out (and a
 * stable being's Unconscious); down is Down (a stable being hurt again wakes to its Death Saves);
 * out is Down and Out; stable (three Death Save successes) is Unconscious instead; dead stays
 * Down and Out (Out forbids everything) with the track saying dead, as no condition says it.
 */
export function withTrack(inst: BlueboxInstance, track: DownTrack): BlueboxInstance {
  const { down: _old, ...rest } = inst
  const c = inst.conditions
  switch (track.state) {
    case 'up': {
      // Leaving stable (Unconscious at 0 HP) wakes the being too.
      const gone = inst.down?.state === 'stable' ? ['down', 'out', 'unconscious'] : ['down', 'out']
      return { ...rest, conditions: without(c, gone) }
    }
    case 'down': {
      // A stable being hurt again is back on its Death Saves: Down, no longer asleep.
      const gone = inst.down?.state === 'stable' ? ['out', 'unconscious'] : ['out']
      return { ...rest, conditions: without(withAll(c, ['down']), gone), down: track }
    }
    case 'out':
    case 'dead':
      return { ...rest, conditions: withAll(c, ['down', 'out']), down: track }
    case 'stable':
      return {
        ...rest,
        conditions: withAll(without(c, ['down', 'out']), ['unconscious']),
        down: track,
      }
  }
}

/** The being is dead by its track. */
export function isDead(inst: BlueboxInstance | undefined): boolean {
  return inst?.down?.state === 'dead'
}

export interface Settled {
  instance: BlueboxInstance
  /** What the damage did, in words for the log ("Vaka is Down; Focus check DC 6"). */
  notes: string[]
  /** A PC's sheet with the Exhaustion it gained (its level lives there), when it gained any. */
  pc?: PcRecord
}

/** The PC sheet a token stands for, or null (an NPC, a bare token). */
export function pcOfToken(campaign: BlueboxCampaign, token: BlueboxToken): PcRecord | null {
  const sheet = sheetOfBeing(campaign, token)
  return sheet?.kind === 'pc' ? sheet.record : null
}

/**
 * Exhaustion gained in play, applied where the level lives: a PC's sheet (`pc`, the latest copy of
 * it), else the token's own level and mark; at most 7 (Exhaustion). The note says the new level.
 */
export function gainExhaustion(
  inst: BlueboxInstance,
  pc: PcRecord | null,
  levels: number,
  name: string,
): { instance: BlueboxInstance; pc?: PcRecord; note: string } {
  const before = Math.max(pc?.exhaustion ?? 0, instanceExhaustion(inst))
  const after = Math.min(7, before + levels)
  const note = `${name} takes ${counted(levels, 'level')} of Exhaustion (${before} → ${after})`
  if (pc) return { instance: inst, pc: { ...pc, exhaustion: after }, note }
  return { instance: withInstanceExhaustion(inst, after), note }
}

/**
 * After damage reached THP and HP (`instance` holds the new numbers): the Down & Out track moves
 * (0 HP is Down and 1 Exhaustion, the third instance while Down is Out, a melee hit on an Out being
 * kills; with Death Saves, damage while Down is one failure), and a Focused being is asked for a
 * Focus check at max(6, damage) (Down & Out; Focus & Focus Checks). Exhaustion gained raises the
 * level where it lives: `pc`'s sheet (a PC token), else the token's own.
 */
export function settleDamage(
  before: BlueboxInstance,
  instance: BlueboxInstance,
  damage: number,
  name: string,
  options: BlueBoxOptions,
  meleeHit = false,
  pc: PcRecord | null = null,
): Settled {
  const track = trackOf(before)
  const u = downAfterDamage(
    track,
    { hpBefore: before.hp, hpAfter: instance.hp, damage, meleeHit },
    options,
  )
  const notes: string[] = []
  // An unchanged track writes the conditions it already implies (trackOf read it from them).
  let next = withTrack(instance, u.track)
  if (u.becameDown) notes.push(`${name} is Down`)
  if (u.becameOut) notes.push(`${name} is Out (third damage while Down)`)
  if (u.died)
    notes.push(
      track.state === 'out'
        ? `the melee hit kills ${name}`
        : `${name} dies (third Death Save failure)`,
    )
  else if (options.downAndOut === 'death-saves' && u.track.failures > track.failures)
    notes.push(`damage while Down: Death Save failure ${u.track.failures} of 3`)
  let sheet: PcRecord | undefined
  if (u.exhaustionGained > 0) {
    const g = gainExhaustion(next, pc, u.exhaustionGained, name)
    next = g.instance
    sheet = g.pc
    notes.push(g.note)
  }
  if (damage > 0 && before.conditions.includes('focused') && u.track.state !== 'dead')
    notes.push(`${name} is Focused: Focus check DC ${focusDC(damage)}`)
  return { instance: next, notes, ...(sheet ? { pc: sheet } : {}) }
}

/** A damage instance outside an attack: Bleeding, Poisoned, Dangerous terrain. */
export interface HurtBy {
  amount: number
  pure?: boolean
  type?: string
  /** Unmasked's suffocation: no reduction at all. */
  irreducible?: boolean
}

export interface Hurt extends Settled {
  /** What reached THP + HP. */
  damage: number
}

/**
 * One damage instance through the damage pipeline: resistances and Plating unless Pure, THP then
 * HP, then the Down & Out track (Damage & Modifiers; Down & Out).
 */
export function hurtBeing(
  campaign: BlueboxCampaign,
  token: BlueboxToken,
  inst: BlueboxInstance,
  hit: HurtBy,
  pc: PcRecord | null = pcOfToken(campaign, token),
): Hurt {
  const sheet = sheetRecord(campaign, token)
  const options = combatOptions(campaign)
  const applied = applyDamage(
    {
      plating: inst.plating,
      thp: inst.thp,
      hp: inst.hp,
      resist: sheet?.resistances ?? [],
      vulnerable: sheet?.vulnerabilities ?? [],
      immune: sheet?.immunities ?? [],
    },
    {
      amount: hit.amount,
      pure: hit.pure === true || hit.irreducible === true,
      ...(hit.type !== undefined ? { type: hit.type } : {}),
    },
    options,
  )
  const after: BlueboxInstance = { ...inst, hp: applied.hp, thp: applied.thp }
  const settled = settleDamage(inst, after, applied.damage, token.name, options, false, pc)
  return { ...settled, damage: applied.damage }
}

/**
 * Healing received: HP up to the maximum, then the Down & Out track (healing ends it; with Death
 * Saves it is one automatic success) and the conditions healing ends (Bleeding, Poisoned)
 * (Health & Healing; Down & Out).
 */
export function healBeing(
  inst: BlueboxInstance,
  hp: number,
  thp: number,
  healed: number,
  options: BlueBoxOptions,
): BlueboxInstance {
  const track = trackOf(inst)
  const nextTrack = downAfterHealing(track, healed, options)
  const next = withTrack({ ...inst, hp, thp }, nextTrack)
  if (healed <= 0) return next
  const ends = (id: string): boolean =>
    KNOWN.has(id) && CONDITIONS[id as ConditionId].endsOn.some((e) => e.on === 'healing')
  // Healing that leaves a being on its Death Saves (or dead) keeps it Down; what else healing
  // ends, ends (Unconscious never ends on healing, so it needs no keeping).
  const keep = new Set(nextTrack.state === 'up' ? [] : ['down', 'out'])
  return { ...next, conditions: next.conditions.filter((c) => keep.has(c) || !ends(c)) }
}
