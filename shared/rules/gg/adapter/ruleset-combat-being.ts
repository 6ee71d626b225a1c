/**
 * One GG being in a fight as the combat hooks read it: its token, sheet, token state, side, the
 * party's Limit Potential and Critical Engagement flag, and the table's options (the one resolved
 * `GgOptions` every engine function takes).
 */
import type { Campaign, Token } from '../../../model'
import { campaignOptions, campaignReader } from '../../define'
import type { GgConditionSet } from '../engine/conditions'
import { freshGgInstance, type GgInstance } from '../engine/instance'
import type { GgLpBeing } from '../engine/limit-break'
import { GG_DEFAULT_OPTIONS, resolveGgOptions, type GgOptions } from '../engine/options'
import type { GgSheet } from '../engine/sheet-schema'
import type { GgCampaign, GgToken, GgTypes } from './types'

/** The key of the party's Limit Potential in `campaign.rulesetState` (GG-110). */
export const LP_KEY = 'gg.lp'
/** The key of the Critical Engagement flag in `campaign.rulesetState` (GG-105, GG-111). */
export const CE_KEY = 'gg.criticalEngagement'

/**
 * The campaign's GG table options, every default filled in (D.4). A campaign's options are checked
 * when it opens, so a refusal here (a RollRefused in words) only meets options edited since by hand.
 */
export const ggOptionsOf: (campaign: Pick<Campaign, 'tableOptions'>) => GgOptions =
  campaignOptions(resolveGgOptions)

const read = campaignReader<GgTypes>()

/** The token with this id, or undefined (never an inherited key). */
export function tokenById(campaign: GgCampaign, id: string): GgToken | undefined {
  return read.token(campaign, id)
}

/** The token's GG sheet, or null for a token that stands for none. */
export function sheetOf(campaign: GgCampaign, token: GgToken): GgSheet | null {
  return read.sheet(campaign, token)
}

/** The token's state: its own, else fresh from its sheet; null for a token with neither. */
export function instanceOf(campaign: GgCampaign, token: GgToken): GgInstance | null {
  if (token.instance) return token.instance
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
export function lpSide(campaign: GgCampaign, token: Token): GgLpBeing {
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

/**
 * A token state's conditions as the condition rules read them, the dying track included: an
 * Unconscious being also lies Prone unless the table applies Unconscious by hand (A.5.1).
 */
export function conditionSet(
  inst: GgInstance,
  options: Pick<GgOptions, 'cond'> = GG_DEFAULT_OPTIONS,
): GgConditionSet {
  const set: GgConditionSet = {}
  for (const c of inst.conditions) set[c] = true
  if (inst.slowed > 0) set.slowed = inst.slowed
  if (inst.dying.unconscious) {
    set.unconscious = true
    if (options.cond.unconscious === 'default') set.prone = true
  }
  if (inst.dying.outOfFight) set.knockedOut = true
  return set
}
