/**
 * What GG rolls look up in the campaign (A.10): the table's options, a token and its stat block and
 * state (refused in words when there is none), its conditions as the rules read them, whether it
 * fights in a running fight, and an action's cost with the repeat surcharge (GG-015).
 */
import type { Campaign, Token } from '../../../model'
import { RollRefused } from '../../ruleset'
import { repeatSurcharge, type GgAction } from '../engine/economy'
import { freshGgInstance, ggInstanceOf, type GgInstance } from '../engine/instance'
import type { GgOptions } from '../engine/options'
import { tokenById } from './ruleset-combat-being'
import type { GgSheet } from '../engine/sheet-schema'
import type { GgCampaign, GgToken } from './types'

export { conditionSet, ggOptionsOf } from './ruleset-combat-being'

/** An engine rule's refusal (an Error in the GM's words) as the roll's refusal. */
export function refusal(err: unknown): RollRefused {
  return new RollRefused(err instanceof Error ? err.message : String(err))
}

/** The token a roll names, or refused. */
export function ggTokenOf(campaign: GgCampaign, id: string): GgToken {
  const token = tokenById(campaign, id)
  if (!token) throw new RollRefused(`There is no token with the id "${id}" on any map.`)
  return token
}

/** The GG sheet a token stands for, or refused (a token with no stat block cannot roll). */
export function ggSheetOfToken(campaign: GgCampaign, token: GgToken, why: string): GgSheet {
  // An NPC link is never followed into the PCs, even to a PC the token also names.
  const book: Readonly<Record<string, GgSheet>> =
    token.npcId !== undefined ? campaign.npcs : campaign.pcs
  const id = token.npcId ?? token.pcId
  const sheet = id !== undefined && Object.hasOwn(book, id) ? book[id] : undefined
  if (!sheet)
    throw new RollRefused(
      `${token.name} has no stat block, so ${why}. Link it to an NPC or PC from the library first.`,
    )
  return sheet
}

/** A token's state, or a fresh one from its sheet when it has none yet. */
export function stateOf(token: GgToken, sheet: GgSheet): GgInstance {
  return token.instance ?? freshGgInstance(sheet)
}

/**
 * `stateOf` for a reader that holds the campaign untyped (the renderer's copy of it): a state
 * that is not a GG one reads as none yet.
 */
export function ggStateOf(token: Pick<Token, 'instance'>, sheet: GgSheet): GgInstance {
  return ggInstanceOf(token.instance) ?? freshGgInstance(sheet)
}

/** The fight's running and this token fights in it: then actions are paid for. */
export function inRunningFight(campaign: Pick<Campaign, 'combat'>, tokenId: string): boolean {
  const fight = campaign.combat
  return (
    fight !== null &&
    fight !== undefined &&
    fight.phase === 'running' &&
    fight.order.some((c) => c.tokenId === tokenId)
  )
}

// A surcharge falls on a repeat only (GG-015), so the words start at the second taking.
const REPEAT = ['Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh']
const ordinal = (n: number): string => REPEAT[n - 2] ?? `${n}th`

/** What one action costs now with its repeat surcharge (GG-015), and the words for it. */
export function surcharged(
  action: GgAction,
  inst: GgInstance,
  options: GgOptions,
): { ap: number; extra: number; text?: string } {
  const before = inst.turn.taken[action.key] ?? 0
  const extra = repeatSurcharge(action, before, options)
  const ap = action.apCost + extra
  if (extra === 0) return { ap, extra }
  return {
    ap,
    extra,
    text: `${ordinal(before + 1)} ${action.name} this Turn: +${extra}AP (GG-015)`,
  }
}
