/**
 * Blue Box combat and rest hooks behind the Ruleset interface: a turn's economy, the conditions
 * that end by themselves at a turn boundary, what a boundary asks the GM to roll, and the rest
 * kinds and activities (Actions & Action Economy; Conditions & Statuses; Rest & Repair).
 */
import type { Campaign, Token } from '../../model'
import type { RulesetCombat, RulesetRest, StateChange, TurnPrompt } from '../ruleset'
import { apPerTurn } from './actions'
import { CONDITIONS } from './condition-table'
import { turnEndEffects, turnStartEffects, type TurnEffect } from './condition-turns'
import type { ConditionInstance } from './condition-types'
import { resolveOptions, type BlueBoxOptions } from './options'
import { conditionsOfBeing, sheetExhaustion } from './prepared-rolls'
import { REST_ACTIVITIES, REST_ACTIVITY_IDS, REST_KINDS, type RestKind } from './rest-table'
import { BLUEBOX_CONDITION_DEFS } from './ruleset-conditions'
import { blueboxInstance, sheetOfToken } from './views'

/** A being's conditions as the rules read them: its token's, with its sheet's Exhaustion. */
function beingConditions(campaign: Campaign, token: Token): ConditionInstance[] {
  const sheet = sheetOfToken(campaign, token)?.record
  return conditionsOfBeing(
    blueboxInstance(token)?.conditions ?? [],
    sheet ? sheetExhaustion(sheet) : 0,
  )
}

/**
 * What a combatant may do on its turn: its AP (2, or its sheet's; 1 when Down; 0 when it cannot
 * act), one Move Action and one Reaction unless a condition forbids them (Actions & Action Economy).
 */
export function blueboxEconomy(token: Token, campaign: Campaign): Record<string, number> {
  const conditions = beingConditions(campaign, token)
  const sheet = sheetOfToken(campaign, token)?.record
  const cannot = new Set(conditions.flatMap((c) => CONDITIONS[c.id].cannot))
  const ap = apPerTurn({ conditions, ...(sheet ? { baseAp: sheet.ap } : {}) })
  return {
    ap: cannot.has('act') ? 0 : ap,
    move: cannot.has('move') ? 0 : 1,
    reaction: cannot.has('react') ? 0 : 1,
  }
}

const ENDS_AT = {
  start: new Set(
    BLUEBOX_CONDITION_DEFS.filter(
      (d) => d.timing.ends === 'start-of-turn' && d.timing.whose === 'own',
    ).map((d) => d.id),
  ),
  end: new Set(
    BLUEBOX_CONDITION_DEFS.filter(
      (d) => d.timing.ends === 'end-of-turn' && d.timing.whose === 'own',
    ).map((d) => d.id),
  ),
}

/**
 * The conditions on `tokenId` that end by themselves at the start or end of its own turn
 * (Defensive Stance at the start of the next one, a delayed Dazed at its end). Conditions timed by
 * another being's turn, and those a save ends, stay for the GM: a token stores no source or roll.
 */
function boundaryChanges(campaign: Campaign, tokenId: string, at: 'start' | 'end'): StateChange[] {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  const inst = token && blueboxInstance(token)
  if (!inst) return []
  const conditions = inst.conditions.filter((c) => !ENDS_AT[at].has(c))
  if (conditions.length === inst.conditions.length) return []
  return [{ kind: 'instance', tokenId, instance: { ...inst, conditions } }]
}

function dice(d: { count: number; die: 4 | 'power' }): string {
  return `${d.count}d${d.die === 'power' ? '✦' : d.die}`
}

function promptOf(e: TurnEffect): TurnPrompt | null {
  const source = e.source === 'dangerous-terrain' ? 'Dangerous terrain' : CONDITIONS[e.source].name
  switch (e.kind) {
    case 'damage':
      return { source, text: `${dice(e.dice)}${e.pure ? ' Pure' : ''} damage` }
    case 'save':
      return {
        source,
        text: e.autoFail
          ? `${e.stat} save fails automatically`
          : `${e.stat} save${e.dc === null ? ' (the GM sets the DC)' : ` DC ${e.dc}`}`,
      }
    case 'death-save':
      return { source, text: `Death Save DC ${e.dc}` }
    case 'delay-turn':
      return { source, text: 'its turn moves to the end of the round' }
    default:
      return null
  }
}

/** What the start or end of a token's turn asks the GM to roll or do (Conditions & Statuses). */
export function blueboxTurnPrompts(
  campaign: Campaign,
  tokenId: string,
  at: 'start' | 'end',
): TurnPrompt[] {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  if (!token) return []
  const conditions = beingConditions(campaign, token)
  const options = resolveOptions(campaign.tableOptions as Partial<BlueBoxOptions>)
  const effects = (at === 'start' ? turnStartEffects : turnEndEffects)(conditions, {
    beingId: tokenId,
    options,
  })
  return effects.map(promptOf).filter((p): p is TurnPrompt => p !== null)
}

export const blueboxCombat: RulesetCombat = {
  economy: blueboxEconomy,
  atTurnStart: (campaign, tokenId) => boundaryChanges(campaign, tokenId, 'start'),
  atTurnEnd: (campaign, tokenId) => boundaryChanges(campaign, tokenId, 'end'),
  prompts: blueboxTurnPrompts,
}

const REST_NAMES: Record<RestKind, string> = { short: 'Short rest', long: 'Long rest' }

/** Short and long rests, and every Rest Activity (each fits either rest) (Rest & Repair). */
export const blueboxRest: RulesetRest = {
  kinds: (Object.keys(REST_KINDS) as RestKind[]).map((id) => ({
    id,
    name: `${REST_NAMES[id]} (${REST_KINDS[id].hours.min}-${REST_KINDS[id].hours.max} hours)`,
  })),
  activities: REST_ACTIVITY_IDS.map((id) => ({
    id,
    name: REST_ACTIVITIES[id].name,
    rest: Object.keys(REST_KINDS),
  })),
}
