/**
 * A turn's economy: what each resource holds (`left`), its refills at the start or end of the
 * being's own turn, and spending it, refused with the reason ("Vakama has no AP left this turn")
 * unless the GM overrides. A per-round limit (one Reaction per round) holds even when the
 * resource refilled in between (Actions & Action Economy).
 */
import type { Campaign, Combat, Combatant } from '../../model'
import { distanceText, type EconomyResource, type Ruleset, type RulesetCombat } from '../../rules'
import { applyStateChanges } from './changes'
import { setTimedCondition } from './timers'
import {
  combatantOfToken,
  combatOf,
  combatRules,
  requireCombatant,
  requireRunning,
  tokenOf,
  withCombat,
  withCombatant,
  withLog,
} from './state'
import { CombatRefused } from './types'

export { openingEconomy } from './new-combatant'

/**
 * The combatant after a refill at the start or end of its turn: a turn-start resource refills at
 * every start (a resource gained at the first turn, at that one too), a turn-end one at each end
 * once gained. Keys the ruleset lists no resource for refill at the start.
 */
export function refilled(
  c: Combatant,
  resources: readonly EconomyResource[],
  econ: Record<string, number>,
  at: 'start' | 'end',
): Combatant {
  const left = { ...c.left }
  const full = { ...c.full }
  for (const [key, value] of Object.entries(econ)) {
    if (key === '__proto__') continue
    const res = resources.find((r) => r.id === key)
    const refill = res
      ? at === 'start'
        ? res.refill === 'turn-start' || (res.fromFirstTurn === true && !c.hasStarted)
        : res.refill === 'turn-end' && (res.fromFirstTurn !== true || c.hasStarted)
      : at === 'start'
    if (refill) {
      left[key] = value
      full[key] = value
    }
  }
  return { ...c, left, full }
}

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

/**
 * Spend (negative: give back) a resource of a combatant's economy in a running fight; refused
 * with the reason when there is not enough, or the round's limit is reached, unless `override`.
 */
export function spendResource(
  campaign: Campaign,
  combatantId: string,
  resource: string,
  amount: number,
  override: boolean,
): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  const { ruleset, hooks } = combatRules(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  if (!Number.isInteger(amount) || amount === 0) {
    throw new CombatRefused(
      `an amount to spend must be a whole number other than 0 (not ${amount})`,
    )
  }
  const next = paid(ruleset, hooks, c, { [resource]: amount }, override)
  return withCombat(campaign, overrideLog(withCombatant(combat, next), c, next, override))
}

/** An override is logged (the GM let a combatant spend what it did not have). */
function overrideLog(
  combat: Combat,
  before: Combatant,
  after: Combatant,
  override: boolean,
): Combat {
  if (!override) return combat
  return withLog(combat, `${after.name} spent past its limits (GM override)`)
}

/**
 * Take one of the ruleset's turn actions (Dash, Quick-step, Disengage): pay its cost, add what it
 * gives, set its flag for the rest of the turn, apply what the ruleset's `actionTaken` says it
 * changes (GG: counted for the repeat surcharge), put its condition on the actor until the start
 * or end of the actor's next turn.
 */
export function takeTurnAction(
  campaign: Campaign,
  combatantId: string,
  actionId: string,
  override: boolean,
): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  const { ruleset, hooks } = combatRules(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  const token = tokenOf(campaign, c.tokenId)
  if (!token) throw new CombatRefused(`${c.name}'s token is no longer on the map`)
  const action = hooks.actions(token, campaign).find((a) => a.id === actionId)
  if (!action) throw new CombatRefused(`${c.name} cannot take the action "${actionId}"`)
  let next = paid(ruleset, hooks, c, action.cost, override)
  if (action.gives) {
    const left = { ...next.left }
    for (const [key, value] of Object.entries(action.gives)) {
      if (key === '__proto__') continue
      left[key] = Math.max(
        0,
        Math.min(1000, (Object.hasOwn(left, key) ? (left[key] as number) : 0) + value),
      )
    }
    next = { ...next, left }
  }
  if (action.flag && !next.flags.includes(action.flag) && next.flags.length < 20) {
    next = { ...next, flags: [...next.flags, action.flag] }
  }
  const taken = hooks.actionTaken?.(campaign, c.tokenId, action.id) ?? []
  let out = withCombat(
    applyStateChanges(campaign, taken),
    withLog(
      withCombatant(combat, next),
      `${c.name}: ${action.name}${override ? ' (GM override)' : ''}`,
    ),
  )
  if (action.condition) {
    out = setTimedCondition(
      out,
      c.tokenId,
      action.condition.id,
      true,
      { kind: 'turn', at: action.condition.until, of: c.id },
      c.id,
    )
  }
  return out
}

/**
 * An action rolled from a sheet in a fight: `actor` pays `cost` (refused unless `override`). No
 * fight running, or an actor not in it: nothing to charge. (Main records the harm with recordHarm
 * and times the conditions it gave with setTimedCondition.)
 */
export function chargeAction(
  campaign: Campaign,
  actorTokenId: string,
  cost: Record<string, number>,
  override: boolean,
): Campaign {
  const combat = campaign.combat
  if (!combat || combat.phase !== 'running') return campaign
  if (Object.values(cost).every((v) => v === 0)) return campaign
  const c = combatantOfToken(combat, actorTokenId)
  if (!c) return campaign
  const { ruleset, hooks } = combatRules(campaign)
  const next = paid(ruleset, hooks, c, cost, override)
  return withCombat(campaign, overrideLog(withCombatant(combat, next), c, next, override))
}
