/**
 * A turn's economy: what each resource holds (`left`), its refills at the start or end of the
 * being's own turn, and spending it, refused with the reason ("Vakama has no AP left this turn")
 * unless the GM overrides. A per-round limit (one Reaction per round) holds even when the
 * resource refilled in between (Actions & Action Economy).
 */
import type { Campaign, Combat, Combatant } from '../../model'
import {
  type EconomyResource,
  type Ruleset,
  type RulesetCombat,
  type TurnAction,
} from '../../rules'
import { applyStateChanges } from './changes'
import { choiceTaken } from './held'
import { paid } from './pay'
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
export { paid } from './pay'

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
  const owner = amount === 1 ? actionOwning(campaign, hooks, c, resource) : undefined
  if (owner) return takeTurnAction(campaign, combatantId, owner.id, override)
  const next = paid(ruleset, hooks, c, { [resource]: amount }, override)
  return withCombat(campaign, overrideLog(withCombatant(combat, next), c, next, override))
}

/**
 * The one action whose cost names `resource` (Blue Box: the Dash pip is the Dash, the Quick-step
 * pip the Quick-step), so spending its pip takes the action, gives and all; undefined when no
 * action or several (AP) spend it.
 */
function actionOwning(
  campaign: Campaign,
  hooks: RulesetCombat,
  c: Combatant,
  resource: string,
): TurnAction | undefined {
  const token = tokenOf(campaign, c.tokenId)
  if (!token) return undefined
  const owners = hooks.actions(token, campaign).filter((a) => Object.hasOwn(a.cost, resource))
  return owners.length === 1 ? owners[0] : undefined
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
  choice?: string,
): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  const { ruleset, hooks } = combatRules(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  const token = tokenOf(campaign, c.tokenId)
  if (!token) throw new CombatRefused(`${c.name}'s token is no longer on the map`)
  const action = hooks.actions(token, campaign).find((a) => a.id === actionId)
  if (!action) throw new CombatRefused(`${c.name} cannot take the action "${actionId}"`)
  // A held action or a Free Action: its own rules (./held.ts).
  const chosen = choiceTaken(campaign, hooks, c, token, action, choice, override)
  if (chosen)
    return withCombat(campaign, withLog(withCombatant(combat, chosen.combatant), chosen.line))
  const next = actionPaid(ruleset, hooks, c, action, override)
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
 * The combatant having taken `action`: its cost paid (refused unless `override`), what it gives
 * added, its flag set for the rest of the turn. The condition and `actionTaken` changes are the
 * caller's to apply.
 */
export function actionPaid(
  ruleset: Ruleset,
  hooks: RulesetCombat,
  c: Combatant,
  action: TurnAction,
  override: boolean,
): Combatant {
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
  return next
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
