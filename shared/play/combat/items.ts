/**
 * Resolving the start/end-of-turn checklist: the GM rolls an item (the ruleset's `resolvePrompt`,
 * or `rollSave` for a condition a save ends) with main's dice, and its changes and outcome are
 * applied and logged; or sets it aside (handled at the table).
 */
import type { Dice } from '../../dice'
import type { Campaign, Combat, TurnItem } from '../../model'
import { RollRefused, type HookRoll } from '../../rules'
import { applyStateChanges, recordHarm } from './changes'
import { SAVE_ITEM } from './item-list'
import { combatOf, combatRules, tokenName, withCombat, withLog } from './state'
import { dropTimersOfGone, endTimers } from './timers'
import { CombatRefused, type CombatStep } from './types'

function itemOf(combat: Combat, itemId: string): TurnItem {
  const item = combat.items.find((i) => i.id === itemId)
  if (!item)
    throw new CombatRefused('that turn item is no longer waiting (rolled or dismissed already)')
  return item
}

function saveTimerId(item: TurnItem): string | null {
  const d = item.data as Record<string, unknown> | null | undefined
  if (typeof d !== 'object' || d === null) return null
  const id = d[SAVE_ITEM]
  return typeof id === 'string' ? id : null
}

/** Roll and apply one waiting item; its outcome goes to the fight's log (and main's dice log). */
export function resolveItem(campaign: Campaign, itemId: string, dice: Dice): CombatStep {
  const combat = combatOf(campaign)
  const { ruleset, hooks } = combatRules(campaign)
  const item = itemOf(combat, itemId)
  const who = tokenName(campaign, item.tokenId)
  const timerId = saveTimerId(item)
  let roll: HookRoll
  let success = false
  try {
    if (timerId !== null) {
      const timer = combat.timers.find((t) => t.id === timerId)
      if (!timer || timer.until.kind !== 'save') {
        throw new CombatRefused(`the condition this save was for has already ended on ${who}`)
      }
      if (!hooks.rollSave) throw new CombatRefused(`${ruleset.name} has no saves to roll here`)
      const saved = hooks.rollSave(campaign, item.tokenId, timer.until.save, timer.until.dc, dice)
      roll = saved
      success = saved.success
    } else {
      if (!hooks.resolvePrompt || item.data === undefined) {
        throw new CombatRefused(`${item.source} has nothing to roll: dismiss it once handled`)
      }
      roll = hooks.resolvePrompt(campaign, item.tokenId, item.data, dice)
    }
  } catch (e) {
    if (e instanceof RollRefused) throw new CombatRefused(e.message)
    throw e
  }
  let next = recordHarm(campaign, applyStateChanges(campaign, roll.changes))
  const after = next.combat as Combat
  const o = roll.outcome
  next = withCombat(
    next,
    withLog(
      { ...after, items: after.items.filter((i) => i.id !== itemId) },
      `${who}, ${item.source}: ${o.outcome}${o.detail ? ` (${o.detail})` : ''}`,
    ),
  )
  if (success && timerId !== null) {
    const now = next.combat as Combat
    const ending = now.timers.filter((t) => t.id === timerId)
    const kept = now.timers.filter((t) => t.id !== timerId)
    next = endTimers(next, ruleset, hooks, ending, kept, 'saved')
  }
  // The roll took a timed condition off (a saved Poisoned): its timer goes with it.
  return { campaign: dropTimersOfGone(next, hooks, item.tokenId), rolls: [roll] }
}

/** Set an item aside without rolling it (the GM handled it at the table). */
export function dismissItem(campaign: Campaign, itemId: string): Campaign {
  const combat = combatOf(campaign)
  const item = itemOf(combat, itemId)
  return withCombat(
    campaign,
    withLog(
      { ...combat, items: combat.items.filter((i) => i.id !== itemId) },
      `${tokenName(campaign, item.tokenId)}, ${item.source}: set aside`,
    ),
  )
}
