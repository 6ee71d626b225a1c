/**
 * Blue Box hooks for moving and reacting in a fight: who may make an Opportunity Attack, what a
 * combatant may hold as a Reaction, and the Dangerous Terrain save a move asks on entering it
 * (Combat Actions: Opportunity Attack, Held Actions; Terrain & Terrain Types; Grappled; Grappler;
 * Stasis; Unconscious; Down & Out).
 */
import type { Hex } from '../../../geometry/hex'
import type { Holdable, TurnPrompt } from '../../ruleset'
import { ACTIONS, ACTION_IDS } from '../engine/action-table'
import { beingConditions, combatOptions, tokenById } from './combat-being'
import { CONDITIONS } from '../engine/condition-table'
import { turnStartEffects } from '../engine/condition-turns'
import { dangerousUnder, promptOf } from './ruleset-turn-prompts'
import type { BlueboxCampaign, BlueboxToken } from './types'

/** An Opportunity Attack is the Reaction (Combat Actions). */
export const OPPORTUNITY_COST: Readonly<Record<string, number>> = { reaction: 1 }

/**
 * The first condition on the being that forbids Reactions (or acting at all), by name; Down too
 * when the table option `downReacts` is off.
 */
function noReactions(token: BlueboxToken, campaign: BlueboxCampaign): string | undefined {
  const conditions = beingConditions(campaign, token)
  const c = conditions.find((x) => {
    const cannot: readonly string[] = CONDITIONS[x.id].cannot
    return cannot.includes('react') || cannot.includes('act')
  })
  if (c) return CONDITIONS[c.id].name
  // Down bars no Reaction as written; the table may rule that it does.
  const down = conditions.find((x) => x.id === 'down')
  return down && !combatOptions(campaign).downReacts ? CONDITIONS.down.name : undefined
}

/**
 * What an Opportunity Attack costs this being now: its Reaction, or null when it cannot react
 * (Grappled, a Grappler, in Stasis, Unconscious, Out: each "cannot take Reactions"; Down when the
 * table says a Down being takes none).
 */
export function blueboxOpportunityCostOf(
  token: BlueboxToken,
  campaign: BlueboxCampaign,
): Readonly<Record<string, number>> | null {
  return noReactions(token, campaign) ? null : OPPORTUNITY_COST
}

/** Every action that costs AP and is not movement, at that cost: what a being may hold (Held Actions). */
const HOLDABLE: Holdable['actions'] = ACTION_IDS.flatMap((id) => {
  const { cost, movement, name } = ACTIONS[id]
  return cost.kind === 'ap' && !movement ? [{ id, name, cost: { ap: cost.ap } }] : []
})

/**
 * The actions a being may hold, each at its AP cost (Held Actions: "Spend the desired action's AP
 * cost, then wait for the trigger"), none when it cannot take Reactions (it fires as one).
 */
export function blueboxHoldable(token: BlueboxToken, campaign: BlueboxCampaign): Holdable {
  const why = noReactions(token, campaign)
  if (why)
    return {
      actions: [],
      why: `${token.name} is ${why}: it cannot take Reactions, so it cannot hold an action`,
    }
  return { actions: HOLDABLE }
}

/**
 * The save a move asks each time the being first enters Dangerous Terrain along `path` (a hex
 * whose footprint stands in it after one that did not): the map's save, failing for 1d4 damage
 * (Terrain & Terrain Types: "When a being first enters Dangerous Terrain ... they must make a
 * Save"). A move that starts in it and stays asks nothing; the turn start asks then.
 */
export function blueboxEnterPrompts(
  campaign: BlueboxCampaign,
  tokenId: string,
  path: readonly Hex[],
): TurnPrompt[] {
  const token = tokenById(campaign, tokenId)
  if (!token || token.instance?.down?.state === 'dead') return []
  const at = (hex: Hex) => dangerousUnder(campaign, { ...token, hex: { ...token.hex, ...hex } })
  const conditions = beingConditions(campaign, token)
  const out: TurnPrompt[] = []
  for (const [i, hex] of path.entries()) {
    const here = i > 0 ? at(hex) : undefined
    const prev = path[i - 1]
    if (!here || !prev || at(prev)) continue
    const effects = turnStartEffects(conditions, {
      beingId: tokenId,
      options: combatOptions(campaign),
      dangerousTerrain: here,
    }).filter((e) => e.source === 'dangerous-terrain')
    for (const e of effects) {
      const p = promptOf(e, campaign, tokenId)
      if (p) out.push({ ...p, text: `entered it: ${p.text}` })
    }
  }
  return out
}
