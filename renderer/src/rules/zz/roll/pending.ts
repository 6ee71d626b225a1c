/**
 * The attack main keeps waiting for its re-roll step (ZZ-39..41), read leniently from the
 * campaign's ruleset state ('pendingAttack'): its dice, how many re-rolls it gets and which were
 * used. Null when no attack waits.
 */
import type { Campaign } from '../../../../../shared/model'
import type { ZzRolledDie } from '../../../../../shared/rules/zz/reroll'

export interface ZzPendingView {
  dice: ZzRolledDie[]
  rerolls: number
  used: string[]
  /** "Thurig attacks the Orc", when main says who. */
  title: string
}

const isDie = (d: unknown): d is ZzRolledDie =>
  !!d &&
  typeof d === 'object' &&
  typeof (d as ZzRolledDie).id === 'string' &&
  typeof (d as ZzRolledDie).face === 'number' &&
  typeof (d as ZzRolledDie).sides === 'number'

export function zzPendingAttack(c: Campaign | null): ZzPendingView | null {
  const raw = c?.rulesetState?.pendingAttack as Record<string, unknown> | undefined
  if (!raw || typeof raw !== 'object') return null
  const record = (raw.record ?? raw) as Record<string, unknown>
  const dice = Array.isArray(record.dice) ? record.dice.filter(isDie) : []
  if (dice.length === 0) return null
  const rerolls = Number(record.rerolls ?? raw.rerolls ?? 0)
  const usedRaw = raw.used ?? record.used
  const used = Array.isArray(usedRaw)
    ? usedRaw.filter((u): u is string => typeof u === 'string')
    : []
  const who = [raw.attackerName, raw.targetName].filter((s) => typeof s === 'string') as string[]
  return {
    dice,
    rerolls: Number.isFinite(rerolls) ? rerolls : 0,
    used,
    title: who.length === 2 ? `${who[0]} attacks ${who[1]}` : 'The attack waiting for its re-rolls',
  }
}
