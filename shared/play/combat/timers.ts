/**
 * Timed conditions: a condition on a token with the event that ends it ("event + whose turn"),
 * pinned when given, counted down only when that event happens, so a skipped, delayed, Dazed or
 * removed combatant still ends each one at the right moment.
 */
import {
  TIMERS_MAX,
  type Campaign,
  type Combat,
  type Combatant,
  type Duration,
  type Timer,
} from '../../model'
import type { ConditionDetail, Ruleset, RulesetCombat } from '../../rules'
import { addItems, SAVE_ITEM } from './item-list'
import {
  clockSeconds,
  combatantOf,
  combatantOfToken,
  combatRules,
  conditionName,
  instanceOrFresh,
  mintId,
  notInFight,
  tokenName,
  tokenOf,
  withCombat,
  withLog,
  withTokenCondition,
} from './state'
import { describeDuration, pinDuration } from './durations'
import { CombatRefused, type DurationRequest } from './types'
import { withUntilRest } from './until-rest'

/**
 * Put a condition on a token (or take it off). In a fight, `until` times it (a timer replaces any
 * other on the same token and condition); outside one only "until rest" and "until removed" mean
 * anything, so a duration counted in turns is refused.
 */
export function setTimedCondition(
  campaign: Campaign,
  tokenId: string,
  condition: string,
  on: boolean,
  asked?: DurationRequest,
  sourceId?: string,
  dc?: number,
): Campaign {
  const { ruleset, hooks } = combatRules(campaign)
  const token = tokenOf(campaign, tokenId)
  if (!token) throw new CombatRefused(`no token "${tokenId}" on any map`)
  const def = ruleset.conditions.find((d) => d.id === condition)
  if (ruleset.conditions.length > 0 && !def) {
    throw new CombatRefused(`${ruleset.name} has no condition "${condition}"`)
  }
  if (dc !== undefined && (!Number.isInteger(dc) || dc < 0 || dc > 100))
    throw new CombatRefused(`a save's DC must be a whole number from 0 to 100 (not ${dc})`)
  // A condition that asks its own save (Poisoned): "save ends" is that save, when its rules say.
  const own = def?.ownSave
  const until: DurationRequest | undefined =
    asked?.kind === 'save' && own ? { ...asked, at: own.at, save: own.save } : asked
  const givenDC = own ? (dc ?? (until?.kind === 'save' ? until.dc : undefined)) : undefined
  const detail: ConditionDetail = {
    ...(givenDC !== undefined ? { dc: givenDC } : {}),
    clockSeconds: clockSeconds(campaign),
  }
  const name = conditionName(ruleset, condition)
  let combat = campaign.combat ?? null
  if (!on) {
    let next = withTokenCondition(campaign, hooks, tokenId, condition, false)
    if (combat) {
      combat = {
        ...combat,
        timers: combat.timers.filter((t) => !(t.tokenId === tokenId && t.condition === condition)),
      }
      next = withCombat(next, withLog(combat, `${name} on ${token.name} removed`))
    }
    return next
  }
  if (instanceOrFresh(campaign, token) === undefined) {
    throw new CombatRefused(`${token.name} has no sheet, so it cannot hold a condition`)
  }
  if (!combat) {
    if (until && until.kind !== 'rest' && until.kind !== 'manual') {
      throw new CombatRefused(`a duration counted in turns or saves needs a fight running`)
    }
    const on = withTokenCondition(campaign, hooks, tokenId, condition, true, detail)
    return until ? withUntilRest(on, tokenId, condition, until.kind === 'rest') : on
  }
  if (sourceId !== undefined && !combatantOf(combat, sourceId)) throw notInFight(campaign, sourceId)
  let timer: Timer | null = null
  if (until) {
    const bearer = combatantOfToken(combat, tokenId)
    if (until.kind === 'rounds' && !bearer) {
      throw new CombatRefused(`${token.name} is not in this fight, so its rounds cannot be counted`)
    }
    const duration = pinDuration(combat, bearer?.id ?? tokenId, until)
    const others = combat.timers.filter(
      (t) => !(t.tokenId === tokenId && t.condition === condition),
    )
    if (others.length >= TIMERS_MAX) {
      throw new CombatRefused(
        `this fight already times ${TIMERS_MAX} conditions: end some before adding another`,
      )
    }
    const minted = mintId(combat, 't')
    combat = { ...minted.combat, timers: others }
    timer = {
      id: minted.id,
      tokenId,
      condition,
      until: duration,
      round: combat.round,
      ...(sourceId !== undefined ? { sourceId } : {}),
    }
    combat = { ...combat, timers: [...others, timer] }
  }
  let next = withTokenCondition(campaign, hooks, tokenId, condition, true, detail)
  // The token remembers "until a rest" itself: the fight's timer goes when the fight ends.
  if (until) next = withUntilRest(next, tokenId, condition, until.kind === 'rest')
  const saveWords =
    own && givenDC !== undefined && until?.kind !== 'save'
      ? `; ${own.save} save DC ${givenDC} at the ${own.at} of its turns`
      : ''
  const how =
    timer || saveWords
      ? ` (${timer ? describeDuration(campaign, timer.until) : 'until removed'}${saveWords})`
      : ''
  return withCombat(next, withLog(combat, `${token.name} is ${name}${how}`))
}

/**
 * End timers (their conditions leave their bearers, unless another timer still holds the same
 * condition on the same token) and log each with `why`.
 */
export function endTimers(
  campaign: Campaign,
  ruleset: Ruleset,
  hooks: RulesetCombat,
  ending: readonly Timer[],
  kept: readonly Timer[],
  why: string,
): Campaign {
  if (ending.length === 0) return campaign
  const combat = campaign.combat as Combat
  let next = withCombat(campaign, { ...combat, timers: [...kept] })
  const lines: string[] = []
  for (const t of ending) {
    // Another timer may still hold the same condition on the same token (given twice).
    const held = kept.some((k) => k.tokenId === t.tokenId && k.condition === t.condition)
    // Gone already (a rule or the GM took it off): there is nothing left to end or to report.
    if (!hasCondition(next, hooks, t.tokenId, t.condition)) continue
    if (!held) next = withTokenCondition(next, hooks, t.tokenId, t.condition, false)
    lines.push(
      `${conditionName(ruleset, t.condition)} on ${tokenName(next, t.tokenId)} ends (${why})`,
    )
  }
  return withCombat(next, withLog(next.combat as Combat, ...lines))
}

/** The fight without the timers of conditions `tokenId` no longer holds. */
export function dropTimersOfGone(
  campaign: Campaign,
  hooks: RulesetCombat,
  tokenId: string,
): Campaign {
  const combat = campaign.combat
  if (!combat) return campaign
  const timers = combat.timers.filter(
    (t) => t.tokenId !== tokenId || hasCondition(campaign, hooks, tokenId, t.condition),
  )
  return timers.length === combat.timers.length
    ? campaign
    : withCombat(campaign, { ...combat, timers })
}

/** The token still holds the condition. */
function hasCondition(
  campaign: Campaign,
  hooks: RulesetCombat,
  tokenId: string,
  condition: string,
): boolean {
  const token = tokenOf(campaign, tokenId)
  const instance = token && instanceOrFresh(campaign, token)
  return instance !== undefined && hooks.conditionsOf(instance).includes(condition)
}

/**
 * The start or end of `c`'s turn happened: timers waiting on it count down and end at 0; saves the
 * bearer makes at this moment become items for the GM.
 */
export function fireTurnTimers(
  campaign: Campaign,
  ruleset: Ruleset,
  hooks: RulesetCombat,
  at: 'start' | 'end',
  c: Combatant,
): Campaign {
  const combat = campaign.combat as Combat
  const hit = combat.timers.some(
    (t) =>
      t.until.at === at &&
      ((t.until.kind === 'turn' && t.until.of === c.id) ||
        (t.until.kind === 'save' && t.tokenId === c.tokenId)),
  )
  if (!hit) return campaign
  const kept: Timer[] = []
  const ending: Timer[] = []
  const saves: Timer[] = []
  for (const t of combat.timers) {
    const u = t.until
    if (u.kind === 'turn' && u.at === at && u.of === c.id) {
      if (u.skipEnd === true) {
        const { skipEnd: _counted, ...rest } = u
        kept.push({ ...t, until: rest })
      } else if (u.count <= 1) ending.push(t)
      else kept.push({ ...t, until: { ...u, count: u.count - 1 } })
      continue
    }
    // A condition asking its own save (Poisoned) gets it from the ruleset's prompt, not twice.
    const own = ruleset.conditions.find((d) => d.id === t.condition)?.ownSave
    if (u.kind === 'save' && u.at === at && t.tokenId === c.tokenId && !own) saves.push(t)
    kept.push(t)
  }
  let next = withCombat(campaign, { ...combat, timers: kept })
  next = endTimers(next, ruleset, hooks, ending, kept, `the ${at} of ${c.name}'s turn`)
  return addItems(
    next,
    c.tokenId,
    at,
    saves.map((t) => {
      const u = t.until as Extract<Duration, { kind: 'save' }>
      return {
        source: conditionName(ruleset, t.condition),
        text: `${u.save} save DC ${u.dc} ends ${conditionName(ruleset, t.condition)}`,
        data: { [SAVE_ITEM]: t.id },
      }
    }),
  )
}
