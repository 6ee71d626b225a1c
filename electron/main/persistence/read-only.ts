/**
 * A campaign that plays a ruleset this build does not know opens read-only: the GM can look at
 * it, but every edit is refused and nothing is ever written over it (a newer build, or one with
 * that ruleset, must find it as it was).
 */
import { rulesetById } from '../../../shared/rules'

/** Why a campaign may not be edited or saved, as the GM reads it; null when it may. */
export function readOnlyReason(campaign: { rulesetId: string }): string | null {
  if (rulesetById(campaign.rulesetId)) return null
  return `This campaign plays "${campaign.rulesetId}", which this version of Blue Box GM does not know: it is open read-only.`
}

/** The ruleset's name as the title bar shows it; its id when this build does not know it. */
export function rulesetNameOf(campaign: { rulesetId: string }): string {
  return rulesetById(campaign.rulesetId)?.name ?? campaign.rulesetId
}
