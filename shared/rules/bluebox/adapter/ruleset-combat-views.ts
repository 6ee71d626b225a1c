/**
 * How the combat tracker reads a Blue Box being: its conditions, its vitals for the GM's list, the
 * harm a change did, whether it is out of the fight and how far it reaches (Health & Healing;
 * Down & Out; Reach, Range).
 */
import type { CombatVitals, ConditionDetail } from '../../ruleset'
import { counted, sheetRecord, trackOf } from './combat-being'
import { tokenHealth } from '../engine/public-view'
import { freshBlueboxInstance } from './ruleset-sheet'
import { derivedDefences } from '../engine/statblock'
import type { BlueboxCampaign, BlueboxToken } from './types'
import type { BlueboxInstance } from '../engine/views'

/**
 * The condition ids on a token's instance (none for a token with no state: the tracker's list
 * asks for every row).
 */
export function blueboxConditionsOf(instance: BlueboxInstance | undefined): readonly string[] {
  return instance?.conditions ?? []
}

/** A keyed record with `id` set to `value`, or without `id` (undefined when left empty). */
function keyed<T>(
  record: Record<string, T> | undefined,
  id: string,
  value: T | undefined,
): Record<string, T> | undefined {
  const { [id]: _old, ...rest } = record ?? {}
  const next = value === undefined ? rest : { ...rest, [id]: value }
  return Object.keys(next).length > 0 ? next : undefined
}

/** The instance keeping (or forgetting) a condition's DC and start time. */
function withDetail(
  inst: BlueboxInstance,
  id: string,
  dc: number | undefined,
  since: number | undefined,
): BlueboxInstance {
  const { saveDCs: _d, since: _s, ...rest } = inst
  const saveDCs = keyed(inst.saveDCs, id, dc ?? inst.saveDCs?.[id])
  const started = keyed(inst.since, id, since ?? inst.since?.[id])
  return { ...rest, ...(saveDCs ? { saveDCs } : {}), ...(started ? { since: started } : {}) }
}

/**
 * The instance with a condition added or taken off; the same object when nothing changes. Taking off the last of Down and Out ends the Down & Out track kept with them.
 * Given, it keeps the DC the GM gave its own save (Poisoned) and, for Unmasked, when it began on
 * the party clock (its six hours); taken off, it forgets both (and Weapon Destroyed its weapons).
 */
export function blueboxWithCondition(
  inst: BlueboxInstance,
  conditionId: string,
  on: boolean,
  detail?: ConditionDetail,
): BlueboxInstance {
  if (inst.conditions.includes(conditionId) === on) {
    if (!on || detail?.dc === undefined || inst.saveDCs?.[conditionId] === detail.dc) return inst
    // Already on: a new DC for its save replaces the old one.
    return withDetail(inst, conditionId, detail.dc, undefined)
  }
  const conditions = on
    ? [...inst.conditions, conditionId]
    : inst.conditions.filter((c) => c !== conditionId)
  const since = conditionId === 'unmasked' ? detail?.clockSeconds : undefined
  const kept = on ? withDetail(inst, conditionId, detail?.dc, since) : forget(inst, conditionId)
  const next = { ...kept, conditions }
  if (!on && !conditions.includes('down') && !conditions.includes('out') && next.down) {
    const { down: _ended, ...rest } = next
    return rest
  }
  return next
}

/** The instance without a condition's DC and start time (and Weapon Destroyed's weapons). */
function forget(inst: BlueboxInstance, id: string): BlueboxInstance {
  const { saveDCs: _d, since: _s, destroyedWeapons, ...rest } = inst
  const saveDCs = keyed(inst.saveDCs, id, undefined)
  const since = keyed(inst.since, id, undefined)
  const broken = id !== 'weapon-destroyed' ? destroyedWeapons : undefined
  return {
    ...rest,
    ...(saveDCs ? { saveDCs } : {}),
    ...(since ? { since } : {}),
    ...(broken ? { destroyedWeapons: broken } : {}),
  }
}

const TRACK_WORDS = {
  up: '',
  down: 'Down',
  out: 'Out',
  stable: 'Stable (Unconscious)',
  dead: 'Dead',
} as const

/**
 * The GM's lines for a being: "HP 12/20", "THP 3" (when it has any), "Plating 4/6" (when its
 * armor has any), and where it stands on the Down & Out track ("Down: 1 of 3 damage", "Death
 * Saves 1 success, 2 failures", "Dead"); its health look as the players' strip says it.
 */
export function blueboxVitals(token: BlueboxToken, campaign: BlueboxCampaign): CombatVitals {
  const sheet = sheetRecord(campaign, token)
  // A token never hurt nor conditioned has no instance yet: it stands at its sheet's full health.
  const inst = token.instance ?? (sheet ? freshBlueboxInstance(sheet) : null)
  if (!inst) return { lines: [] }
  const lines = [sheet ? `HP ${inst.hp}/${sheet.hpMax}` : `HP ${inst.hp}`]
  if (inst.thp > 0) lines.push(`THP ${inst.thp}`)
  const platingMax = sheet ? derivedDefences(sheet).plating : 0
  if (platingMax > 0 || inst.plating > 0)
    lines.push(platingMax > 0 ? `Plating ${inst.plating}/${platingMax}` : `Plating ${inst.plating}`)
  const track = trackOf(inst)
  if (track.state === 'down' && (track.successes > 0 || track.failures > 0))
    lines.push(
      `Death Saves ${counted(track.successes, 'success')}, ${counted(track.failures, 'failure')}`,
    )
  else if (track.state === 'down') lines.push(`Down: ${track.instances} of 3 damage`)
  else if (track.state !== 'up') lines.push(TRACK_WORDS[track.state])
  const health = sheet ? tokenHealth(inst.hp, sheet.hpMax, inst.conditions) : null
  return { lines, ...(health ? { health } : {}) }
}

/** THP and HP one change took off a being (0 for healing, or with no state before or after). */
export function blueboxHarm(
  a: BlueboxInstance | undefined,
  b: BlueboxInstance | undefined,
): number {
  if (!a || !b) return 0
  return Math.max(0, a.thp + a.hp - (b.thp + b.hp))
}

/** Out, dead or Unconscious: it takes no turns by default (Down & Out; Unconscious). */
export function blueboxOutOfFight(token: BlueboxToken): boolean {
  const inst = token.instance
  if (!inst) return false
  if (inst.down?.state === 'dead') return true
  return inst.conditions.some((c) => c === 'out' || c === 'unconscious')
}

/** The longest reach of the being's melee weapons in metres; 1 m without one (Reach). */
export function blueboxReach(token: BlueboxToken, campaign: BlueboxCampaign): number {
  const weapons = sheetRecord(campaign, token)?.weapons ?? []
  return weapons.reduce(
    (m, w) => (w.kind === 'melee' && w.reachOrRange > m ? w.reachOrRange : m),
    1,
  )
}
