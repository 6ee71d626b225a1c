/**
 * A rest ends what lasts "until a rest" on those who rest: each member's token forgets its
 * `untilRest` list, and the conditions on it it still holds come off, one log line per token.
 */
import type { Campaign, Combat } from '../../model'
import type { RollOutcome } from '../../rules'
import { rulesetOf } from '../../rules'
import { conditionName, withCombat, withTokenCondition } from '../combat/state'
import { untilRestOf } from '../combat/until-rest'

/** A member's tokens: the one it names, or every token of the player character it names. */
function memberTokens(campaign: Campaign, memberId: string): string[] {
  if (Object.hasOwn(campaign.tokens, memberId)) return [memberId]
  return Object.values(campaign.tokens)
    .filter((t) => t.pcId === memberId)
    .map((t) => t.id)
}

/**
 * End the members' "until a rest" conditions (Conditions & Statuses: a condition timed until a
 * rest ends when the bearer rests, an interrupted rest too once it is resolved). A condition
 * something else already ended (the ruleset's own rest rules, Hamstring) is only forgotten.
 */
export function endUntilRest(
  campaign: Campaign,
  members: readonly string[],
): { campaign: Campaign; outcomes: RollOutcome[] } {
  const outcomes: RollOutcome[] = []
  let next = campaign
  const ruleset = rulesetOf(campaign)
  const hooks = ruleset.combat
  for (const m of members) {
    for (const tokenId of memberTokens(next, m)) {
      const token = next.tokens[tokenId]!
      const listed = untilRestOf(token)
      if (listed.length === 0) continue
      const held = new Set(
        hooks && token.instance !== undefined ? hooks.conditionsOf(token.instance) : [],
      )
      const ended = listed.filter((c) => held.has(c))
      for (const c of ended) next = withTokenCondition(next, hooks!, tokenId, c, false)
      const { untilRest: _gone, ...plain } = next.tokens[tokenId]!
      next = { ...next, tokens: { ...next.tokens, [tokenId]: plain } }
      if (next.combat) {
        const combat: Combat = next.combat
        const timers = combat.timers.filter(
          (t) => !(t.tokenId === tokenId && t.until.kind === 'rest'),
        )
        if (timers.length !== combat.timers.length) next = withCombat(next, { ...combat, timers })
      }
      if (ended.length)
        outcomes.push({
          who: token.name,
          what: 'Until a rest',
          total: null,
          outcome: `ends ${ended.map((c) => conditionName(ruleset, c)).join(', ')}`,
          detail: '',
        })
    }
  }
  return { campaign: next, outcomes }
}
