/**
 * The attack main keeps waiting for its re-roll step (ZZ-39..41), as the GM's panel shows it:
 * its dice, the re-rolls left, why it gets them, and who attacks whom. Null when none waits.
 */
import type { Campaign } from '../../../../../shared/model'
import type { ZzRolledDie } from '../../../../../shared/rules/zz/engine/reroll'
import { pendingZzAttack } from '../../../../../shared/rules/zz/adapter/ruleset-rolls'

export interface ZzPendingView {
  dice: ZzRolledDie[]
  /** Re-rolls the attack gets in all. */
  rerolls: number
  used: string[]
  why: string[]
  /** "Thurig attacks Orc". */
  title: string
}

export function zzPendingAttack(c: Campaign | null): ZzPendingView | null {
  const p = c ? pendingZzAttack(c) : null
  if (!c || !p) return null
  const name = (id: string) => c.tokens[id]?.name ?? 'someone'
  return {
    dice: p.record.dice,
    rerolls: p.record.rerolls,
    used: p.used,
    why: p.why,
    title: `${name(p.attackerId)} attacks ${name(p.targetId)}`,
  }
}
