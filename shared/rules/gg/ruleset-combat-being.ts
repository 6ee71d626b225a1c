/**
 * One GG being in a fight as the combat hooks read it: its token, sheet, token state, side, the
 * party's Limit Potential and Critical Engagement flag, and the table's options (the one resolved
 * `GgOptions` every engine function takes).
 */
import { tokenSheet, type Campaign, type Token } from '../../model'
import type { GgConditionSet } from './conditions'
import { freshGgInstance, ggInstanceOf, type GgInstance } from './instance'
import type { GgLpBeing } from './limit-break'
import { resolveGgOptions, type GgOptions } from './options'
import { ggSheetOf } from './ruleset-sheet'
import type { GgSheet } from './sheet-schema'

/** The key of the party's Limit Potential in `campaign.rulesetState` (GG-110). */
export const LP_KEY = 'gg.lp'
/** The key of the Critical Engagement flag in `campaign.rulesetState` (GG-105, GG-111). */
export const CE_KEY = 'gg.criticalEngagement'

/** The campaign's GG table options, every default filled in (D.4). */
export function ggOptionsOf(campaign: Campaign): GgOptions {
  return resolveGgOptions(campaign.tableOptions)
}

/** The token with this id, or undefined (never an inherited key). */
export function tokenById(campaign: Campaign, id: string): Token | undefined {
  return Object.hasOwn(campaign.tokens, id) ? campaign.tokens[id] : undefined
}

/** The token's GG sheet, or null (no sheet, or not a GG one). */
export function sheetOf(campaign: Campaign, token: Token): GgSheet | null {
  const record = tokenSheet(campaign, token)
  return record ? ggSheetOf(record) : null
}

/** The token's state: its own, else fresh from its sheet; null for a token with neither. */
export function instanceOf(campaign: Campaign, token: Token): GgInstance | null {
  const own = token.instance === undefined ? null : ggInstanceOf(token.instance)
  if (own) return own
  const sheet = sheetOf(campaign, token)
  return sheet ? freshGgInstance(sheet) : null
}

/** A player character: its token stands for a PC sheet. */
export function isPc(token: Token): boolean {
  return token.kind === 'pc' || (token.npcId === undefined && token.pcId !== undefined)
}

/**
 * Whose side a being fights on, for Limit Potential (GG-Q42): a PC; an ally (an NPC on a side a PC
 * fights for in this fight); or a hostile.
 */
export function lpSide(campaign: Campaign, token: Token): GgLpBeing {
  if (isPc(token)) return 'pc'
  const order = campaign.combat?.order ?? []
  const side = order.find((c) => c.tokenId === token.id)?.side
  if (side === undefined) return 'hostile'
  const partySides = new Set(
    order
      .filter((c) => {
        const t = tokenById(campaign, c.tokenId)
        return t !== undefined && isPc(t)
      })
      .map((c) => c.side),
  )
  return partySides.has(side) ? 'ally' : 'hostile'
}

/** The party is in a Critical Engagement (the GM's flag). */
export function inCriticalEngagement(campaign: Campaign): boolean {
  return campaign.rulesetState?.[CE_KEY] === true
}

/** The party's Limit Potential (0 when none is kept yet). */
export function limitPotential(campaign: Campaign): number {
  const raw = campaign.rulesetState?.[LP_KEY]
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0
}

/** A token state's conditions as the condition rules read them (the dying track included). */
export function conditionSet(inst: GgInstance): GgConditionSet {
  const set: GgConditionSet = {}
  for (const c of inst.conditions) set[c] = true
  if (inst.slowed > 0) set.slowed = inst.slowed
  if (inst.dying.unconscious) set.unconscious = true
  if (inst.dying.outOfFight) set.knockedOut = true
  return set
}
