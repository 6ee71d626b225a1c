/**
 * The fight's log tells the rolls made in it (an attack, a check, a save), not only turns and
 * moves: who rolled what and how it went, in the round it was rolled. The log is the GM's; the
 * players never receive it.
 */
import type { Campaign } from '../../model'
import type { RollOutcome } from '../../rules'
import { withCombat, withLog } from './state'

/** "Vaka: Attack with Twin Blades on Scrap Hound: hit, 6 damage". */
export function rollLine(o: Pick<RollOutcome, 'who' | 'what' | 'outcome' | 'total'>): string {
  const how = o.outcome.trim() || (o.total === null ? '' : String(o.total))
  return how ? `${o.who}: ${o.what}: ${how}` : `${o.who}: ${o.what}`
}

/** `campaign` with the roll logged in its fight; unchanged when there is no fight. */
export function logRoll(campaign: Campaign, outcome: RollOutcome): Campaign {
  const combat = campaign.combat
  if (!combat) return campaign
  return withCombat(campaign, withLog(combat, rollLine(outcome)))
}
