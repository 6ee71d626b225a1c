/**
 * Surprised at the start of a fight, where the game has it (seed 001, Initiative: "before making
 * the Initiative Test rolls, the GG will determine if anyone involved is Surprised. Anyone deemed
 * thus gains the Surprised condition before the Test is rolled"). The game's own hooks say what
 * the condition does and when it ends; this only gives it, before anyone rolls.
 */
import type { Campaign } from '../../model'
import type { RulesetCombat } from '../../rules'
import { withTokenCondition } from './state'
import { CombatRefused } from './types'

/** `campaign` with Surprised on each of `tokenIds` (tokens of the fight being started). */
export function withSurprised(
  campaign: Campaign,
  hooks: RulesetCombat,
  entryIds: readonly string[],
  tokenIds: readonly string[] | undefined,
): Campaign {
  if (!tokenIds || tokenIds.length === 0) return campaign
  if (!hooks.initiativeTicks?.includes('surprised'))
    throw new CombatRefused('this game has no Surprised condition at the start of a fight')
  let out = campaign
  for (const tokenId of tokenIds) {
    if (!entryIds.includes(tokenId))
      throw new CombatRefused('only a combatant of this fight can be Surprised')
    out = withTokenCondition(out, hooks, tokenId, 'surprised', true)
  }
  return out
}
