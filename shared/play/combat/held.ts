/**
 * Held actions and Free Actions on the tracker. A held action is paid now and waits as a Reaction
 * until the start of the holder's next turn, when it lapses (Blue Box: Held Actions, "Spend the
 * desired action's AP cost, then wait for the trigger. This action is held until the start of
 * your next turn."). A Free Action costs nothing, but each option once per turn (Actions & Action
 * Economy: Free Actions).
 */
import type { Campaign, Combat, Combatant, Token } from '../../model'
import type { RulesetCombat, TurnAction } from '../../rules'
import { paid } from './pay'
import {
  combatOf,
  combatRules,
  requireCombatant,
  requireRunning,
  withCombat,
  withCombatant,
  withLog,
} from './state'
import { CombatRefused } from './types'

/** The prefix of the flag a Free Action option sets for the rest of the turn. */
export const FREE_FLAG = 'free:'

/** The flag an option sets: its id, or the GM's name for it, folded so case and spaces match. */
export function freeFlag(option: string): string {
  const key = option.trim().toLowerCase().replace(/\s+/g, ' ')
  return `${FREE_FLAG}${key}`.slice(0, 40)
}

/**
 * The combatant after a Free Action `option` (its id, or the GM's words for a named one):
 * refused when it already used that option this turn or its flags are full.
 */
export function freeActionTaken(c: Combatant, option: string, name: string): Combatant {
  const flag = freeFlag(option)
  if (flag === FREE_FLAG) throw new CombatRefused('name the Free Action, such as "drop the torch"')
  if (c.flags.includes(flag)) {
    throw new CombatRefused(
      `${c.name} has already used "${name}" this turn: each Free Action once per turn`,
    )
  }
  if (c.flags.length >= 20) {
    throw new CombatRefused(`${c.name} has taken too many actions this turn to count another`)
  }
  return { ...c, flags: [...c.flags, flag] }
}

/**
 * The combatant holding `choice` (one of the ruleset's `holdable()` actions): its cost paid now
 * (refused unless `override`); refused when it already holds one or cannot hold this.
 */
export function heldTaken(
  campaign: Campaign,
  hooks: RulesetCombat,
  c: Combatant,
  token: Token,
  choice: string | undefined,
  override: boolean,
): { combatant: Combatant; line: string } {
  const { ruleset } = combatRules(campaign)
  if (c.held) {
    throw new CombatRefused(
      `${c.name} already holds ${c.held.name} until the start of its next turn`,
    )
  }
  const holdable = hooks.holdable?.(token, campaign) ?? { actions: [] }
  if (holdable.actions.length === 0) {
    throw new CombatRefused(holdable.why ?? `${c.name} has no action it can hold now`)
  }
  const pick = holdable.actions.find((a) => a.id === choice)
  if (!pick) {
    const names = holdable.actions.map((a) => a.name).join(', ')
    throw new CombatRefused(`choose the action ${c.name} holds: ${names}`)
  }
  const payer = paid(ruleset, hooks, c, pick.cost, override)
  const combatant = { ...payer, held: { actionId: pick.id, name: pick.name, cost: pick.cost } }
  return {
    combatant,
    line: `${c.name} holds ${pick.name} until the start of its next turn${override ? ' (GM override)' : ''}`,
  }
}

/** What taking a Free Action or holding an action does to the combatant, with its log line. */
export function choiceTaken(
  campaign: Campaign,
  hooks: RulesetCombat,
  c: Combatant,
  token: Token,
  action: TurnAction,
  choice: string | undefined,
  override: boolean,
): { combatant: Combatant; line: string } | null {
  if (action.holds === true) return heldTaken(campaign, hooks, c, token, choice, override)
  if (action.free === undefined) return null
  const named = action.free === 'named'
  const option = named ? (choice ?? '').trim().slice(0, 80) : action.id
  const words = named ? option : action.name
  const combatant = freeActionTaken(
    paid(combatRules(campaign).ruleset, hooks, c, action.cost, override),
    option,
    words,
  )
  return { combatant, line: `${c.name}: Free Action: ${words}` }
}

/**
 * The held action fires as the holder's Reaction: the Reaction (the ruleset's `heldFires`) is
 * paid, refused when it is spent this round unless `override`, and what holding it cost is given
 * back for the action to spend as it is made (an attack rolled from the sheet pays its AP then).
 */
export function useHeldAction(
  campaign: Campaign,
  combatantId: string,
  override: boolean,
): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  const { ruleset, hooks } = combatRules(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  if (!c.held) throw new CombatRefused(`${c.name} holds no action`)
  const held = c.held
  const reacted = paid(ruleset, hooks, c, hooks.heldFires ?? {}, override)
  const back = Object.fromEntries(Object.entries(held.cost).map(([k, v]) => [k, -v]))
  const { held: _used, ...rest } = paid(ruleset, hooks, reacted, back, true)
  const line = `${c.name} uses its held ${held.name} as its Reaction${override ? ' (GM override)' : ''}`
  return withCombat(campaign, withLog(withCombatant(combat, rest), line))
}

/** At the start of the holder's turn an unused held action lapses, logged. */
export function heldLapsed(combat: Combat, c: Combatant): { combat: Combat; combatant: Combatant } {
  if (!c.held) return { combat, combatant: c }
  const { held, ...rest } = c
  return {
    combat: withLog(combat, `${c.name}'s held ${held.name} lapses unused`),
    combatant: rest,
  }
}
