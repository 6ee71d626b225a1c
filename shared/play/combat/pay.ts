/**
 * Paying from a turn's economy: refused with the reason ("Vakama has no AP left this turn")
 * unless the GM overrides; a per-round limit (one Reaction per round) holds even when the
 * resource refilled in between (Actions & Action Economy).
 */
import type { Combatant } from '../../model'
import { distanceText, type EconomyResource, type Ruleset, type RulesetCombat } from '../../rules'
import { CombatRefused } from './types'

function amountText(ruleset: Ruleset, res: EconomyResource | undefined, n: number): string {
  return res?.show === 'distance' ? distanceText(n, ruleset.unit) : String(n)
}

/**
 * The combatant having paid `cost` (by resource id); refused, naming what is missing, when it
 * cannot and `override` is off. A negative amount gives back.
 */
export function paid(
  ruleset: Ruleset,
  hooks: RulesetCombat,
  c: Combatant,
  cost: Readonly<Record<string, number>>,
  override: boolean,
): Combatant {
  const left = { ...c.left }
  const used = { ...c.usedThisRound }
  for (const [key, amount] of Object.entries(cost)) {
    if (amount === 0) continue
    if (!Number.isFinite(amount)) throw new CombatRefused(`an amount of ${key} must be a number`)
    const res = hooks.resources.find((r) => r.id === key)
    const name = res?.name ?? key
    const has = Object.hasOwn(left, key)
    if (!has && !res) throw new CombatRefused(`${ruleset.name} has no "${key}" to spend`)
    const now = has ? (left[key] as number) : 0
    const usedNow = Object.hasOwn(used, key) ? (used[key] as number) : 0
    if (!override && amount > 0) {
      if (has && now < amount) {
        throw new CombatRefused(
          now <= 0
            ? `${c.name} has no ${name} left this turn`
            : `${c.name} has only ${amountText(ruleset, res, now)} ${name} left this turn, not ${amountText(ruleset, res, amount)}`,
        )
      }
      if (res?.perRound !== undefined && usedNow + amount > res.perRound) {
        throw new CombatRefused(
          res.perRound === 1
            ? `${c.name} has already used its ${name} this round`
            : `${c.name} has already used ${usedNow} of ${res.perRound} ${name} this round`,
        )
      }
    }
    if (has) left[key] = Math.max(0, Math.min(1000, now - amount))
    used[key] = Math.max(0, Math.min(1000, usedNow + Math.round(amount)))
  }
  return { ...c, left, usedThisRound: used }
}
