/**
 * Small helpers every transition shares: finding the fight, its combatants and tokens, writing
 * the bounded log, minting ids from a counter the fight keeps, and replacing pieces with
 * structural sharing (only what changed is copied, so Next Turn stays cheap with 300 combatants).
 */
import { withUntilRest } from './until-rest'
import {
  COMBAT_LOG_MAX,
  type Campaign,
  type Combat,
  type Combatant,
  type CombatLogEntry,
  type Token,
  tokenSheet,
} from '../../model'

// Where the time of day is read for conditions that count it (Unmasked's six hours).
export { clockSeconds } from '../../model'
import { rulesetOf, type ConditionDetail, type Ruleset, type RulesetCombat } from '../../rules'
import { CombatRefused } from './types'

/** The fight in progress, or a refusal naming that there is none. */
export function combatOf(campaign: Campaign): Combat {
  const combat = campaign.combat
  if (!combat) throw new CombatRefused('no fight is running: start one from the map first')
  return combat
}

/** The campaign's ruleset and its combat hooks, or a refusal when the game has none. */
export function combatRules(campaign: Campaign): { ruleset: Ruleset; hooks: RulesetCombat } {
  const ruleset = rulesetOf(campaign)
  if (!ruleset.combat) throw new CombatRefused(`${ruleset.name} has no combat rules to track`)
  return { ruleset, hooks: ruleset.combat }
}

export function tokenOf(campaign: Campaign, tokenId: string): Token | undefined {
  return Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
}

/** "Vakama is not in this fight", or the id when nothing names it. */
export function notInFight(campaign: Campaign, id: string): CombatRefused {
  const token = tokenOf(campaign, id)
  return new CombatRefused(
    token ? `${token.name} is not in this fight` : `no combatant "${id}" in this fight`,
  )
}

export function combatantOf(combat: Combat, id: string): Combatant | undefined {
  return combat.order.find((c) => c.id === id)
}

/** The combatant, or a refusal naming it. */
export function requireCombatant(campaign: Campaign, combat: Combat, id: string): Combatant {
  const c = combatantOf(combat, id)
  if (!c) throw notInFight(campaign, id)
  return c
}

/** The combatant fighting for a token (its first, if the token fights twice). */
export function combatantOfToken(combat: Combat, tokenId: string): Combatant | undefined {
  return combat.order.find((c) => c.tokenId === tokenId)
}

/** The fight must be past its initiative phase. */
export function requireRunning(combat: Combat): void {
  if (combat.phase !== 'running') {
    throw new CombatRefused('the fight has not begun: settle initiative, then press Begin')
  }
}

export function withCombat(campaign: Campaign, combat: Combat | null): Campaign {
  return { ...campaign, combat }
}

/** Lines appended to the log; the oldest drop off past COMBAT_LOG_MAX. */
export function withLog(combat: Combat, ...texts: string[]): Combat {
  if (texts.length === 0) return combat
  const added: CombatLogEntry[] = texts.map((text) => ({
    round: combat.round,
    text: text.length > 500 ? `${text.slice(0, 499)}…` : text,
  }))
  const log = [...combat.log, ...added]
  return { ...combat, log: log.length > COMBAT_LOG_MAX ? log.slice(-COMBAT_LOG_MAX) : log }
}

/** A fresh id for a timer or an item: `${combatId}-${kind}${n}` from a counter the fight keeps. */
export function mintId(combat: Combat, kind: 't' | 'i'): { id: string; combat: Combat } {
  const n = typeof combat.counter === 'number' ? combat.counter + 1 : 1
  return { id: `${combat.id}-${kind}${n}`, combat: { ...combat, counter: n } }
}

/** The combatant replaced (same place in the order). */
export function withCombatant(combat: Combat, next: Combatant): Combat {
  return { ...combat, order: combat.order.map((c) => (c.id === next.id ? next : c)) }
}

/** A token's new instance, sharing everything else. */
export function withInstance(campaign: Campaign, tokenId: string, instance: unknown): Campaign {
  const token = tokenOf(campaign, tokenId)
  if (!token || token.instance === instance) return campaign
  return {
    ...campaign,
    tokens: {
      ...campaign.tokens,
      [tokenId]: { ...token, instance: instance as Token['instance'] },
    },
  }
}

/** Put a condition on a token's instance or take it off; no instance (no sheet): unchanged. */
export function withTokenCondition(
  campaign: Campaign,
  hooks: RulesetCombat,
  tokenId: string,
  condition: string,
  on: boolean,
  detail?: ConditionDetail,
): Campaign {
  const token = tokenOf(campaign, tokenId)
  const instance = token && instanceOrFresh(campaign, token)
  if (instance === undefined) return campaign
  const next = withInstance(campaign, tokenId, hooks.withCondition(instance, condition, on, detail))
  // A condition that ends takes its "until a rest" with it.
  return on ? next : withUntilRest(next, tokenId, condition, false)
}

/**
 * A token's instance, or a fresh one from the sheet it stands for when it has none yet (a token
 * placed before it was ever hurt or conditioned, like the demo's); undefined for a token with no
 * sheet.
 */
export function instanceOrFresh(campaign: Campaign, token: Token): unknown {
  if (token.instance !== undefined) return token.instance
  const sheet = tokenSheet(campaign, token)
  return sheet ? (rulesetOf(campaign).instance.fresh(sheet) ?? undefined) : undefined
}

/** A condition's name as the GM reads it ("Back-footed"), or its id. */
export function conditionName(ruleset: Ruleset, id: string): string {
  return ruleset.conditions.find((d) => d.id === id)?.name ?? id
}

/** The token's name, or the id when it is gone. */
export function tokenName(campaign: Campaign, tokenId: string): string {
  return tokenOf(campaign, tokenId)?.name ?? tokenId
}

/** The members of a combatant's group that take this turn with it (itself alone if ungrouped). */
export function turnMembers(
  combat: Combat,
  lead: Combatant,
  acted: ReadonlySet<string>,
): Combatant[] {
  if (lead.groupId === undefined) return [lead]
  const deferred = new Set(combat.deferred.map((d) => d.id))
  return combat.order.filter(
    (c) =>
      c.id === lead.id || (c.groupId === lead.groupId && !acted.has(c.id) && !deferred.has(c.id)),
  )
}
