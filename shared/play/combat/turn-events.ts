/**
 * What happens at one combatant's turn boundary, in the order the tracker promises: at the start,
 * its economy refills (from `economy()`), its flags clear, timers waiting on this start count
 * down, the ruleset's `atTurnStart` changes apply, and its start prompts become checklist items;
 * at the end, the ruleset's `atTurnEnd` changes and end prompts, then the timers waiting on this
 * end, then the resources that refill at the turn's end refill.
 */
import type { Campaign, Combat, Combatant } from '../../model'
import type { Ruleset, RulesetCombat, TurnContext } from '../../rules'
import { applyStateChanges, recordHarm } from './changes'
import { refilled } from './economy'
import { heldLapsed } from './held'
import { addItems, isDelayTurn } from './item-list'
import { clockSeconds, combatantOf, tokenOf, withCombat, withCombatant } from './state'
import { dropTimersOfGone, fireTurnTimers } from './timers'
import type { TurnContextSource } from './types'

export interface TurnRules {
  ruleset: Ruleset
  hooks: RulesetCombat
  sight: TurnContextSource
}

/** The hooks' context; enemy sight is worked out only if a hook reads it. */
export function contextFor(
  campaign: Campaign,
  tokenId: string,
  sight: TurnContextSource,
): TurnContext {
  const round = campaign.combat?.round ?? 0
  let seen: boolean | undefined
  return {
    round,
    clockSeconds: clockSeconds(campaign),
    get inEnemySight() {
      seen ??= sight.inEnemySight(campaign, tokenId)
      return seen
    },
  }
}

/** The combatant as the fight holds it now (hooks may have replaced it). */
function fresh(campaign: Campaign, c: Combatant): Combatant {
  return combatantOf(campaign.combat as Combat, c.id) ?? c
}

/** The start of `c`'s turn. */
export function startTurn(campaign: Campaign, rules: TurnRules, c: Combatant): Campaign {
  const { ruleset, hooks, sight } = rules
  const token = tokenOf(campaign, c.tokenId)
  const econ = token ? hooks.economy(token, campaign) : {}
  const refill = { ...refilled(c, hooks.resources, econ, 'start'), hasStarted: true, flags: [] }
  // An unused held action lasts until the start of the holder's next turn: it lapses now.
  const { combat: lapsed, combatant: started } = heldLapsed(campaign.combat as Combat, refill)
  let next = withCombat(campaign, withCombatant(lapsed, started))
  next = fireTurnTimers(next, ruleset, hooks, 'start', started)
  if (!token) return next
  const before = next
  next = recordHarm(before, applyStateChanges(next, hooks.atTurnStart(next, c.tokenId)))
  const prompts =
    hooks.prompts?.(next, c.tokenId, 'start', contextFor(next, c.tokenId, sight)) ?? []
  return addItems(
    next,
    c.tokenId,
    'start',
    prompts.filter((p) => !isDelayTurn(p)),
  )
}

/**
 * The end of `c`'s turn. What the end does (the ruleset's changes and prompts) happens before the
 * timers waiting on it end theirs: a condition lasting "until the end of" this turn (or N rounds)
 * is still on when the turn ends, so Bleeding for 1 round bleeds.
 */
export function endTurn(campaign: Campaign, rules: TurnRules, c: Combatant): Campaign {
  const { ruleset, hooks, sight } = rules
  let next = campaign
  const token = tokenOf(next, c.tokenId)
  if (token) {
    const before = next
    next = recordHarm(before, applyStateChanges(next, hooks.atTurnEnd(next, c.tokenId)))
    const prompts =
      hooks.prompts?.(next, c.tokenId, 'end', contextFor(next, c.tokenId, sight)) ?? []
    next = addItems(
      next,
      c.tokenId,
      'end',
      prompts.filter((p) => !isDelayTurn(p)),
    )
  }
  next = fireTurnTimers(next, ruleset, hooks, 'end', fresh(next, c))
  // A condition its own end took off (a delayed Dazed): its timer has nothing left to end.
  next = dropTimersOfGone(next, hooks, c.tokenId)
  const now = fresh(next, c)
  const after = tokenOf(next, c.tokenId)
  const econ = after ? hooks.economy(after, next) : {}
  const ended = { ...refilled(now, hooks.resources, econ, 'end'), flags: [] }
  return withCombat(next, withCombatant(next.combat as Combat, ended))
}

/** The ruleset asks to move this turn to the end of the round (Blue Box: Dazed). */
export function wantsDelay(campaign: Campaign, rules: TurnRules, c: Combatant): boolean {
  const prompts = rules.hooks.prompts
  if (!prompts || !tokenOf(campaign, c.tokenId)) return false
  return prompts(campaign, c.tokenId, 'start', contextFor(campaign, c.tokenId, rules.sight)).some(
    isDelayTurn,
  )
}
