/**
 * The rulesets this build knows, by id. The only file outside a ruleset's own folder that imports
 * it: everything else asks here for the campaign's ruleset and plays it through the interface.
 */
import { blueboxRuleset } from './bluebox/adapter/ruleset'
import { bwRuleset } from './bw/adapter/ruleset'
import { ggRuleset } from './gg/adapter/ruleset'
import type { Ruleset } from './ruleset'
import { zzRuleset } from './zz/adapter/ruleset'

/** The rulesets this build ships, Blue Box first (a test's own are registered beside them). */
export const SHIPPED_RULESETS: readonly Ruleset[] = [
  blueboxRuleset,
  ggRuleset,
  zzRuleset,
  bwRuleset,
]

const rulesets = new Map<string, Ruleset>(SHIPPED_RULESETS.map((r) => [r.id, r]))

/** A campaign plays a ruleset this build does not know: it opens read-only. */
export class UnknownRuleset extends Error {
  override name = 'UnknownRuleset'
  constructor(readonly rulesetId: string) {
    super(
      `this campaign plays the ruleset "${rulesetId}", which this version of the app does not know`,
    )
  }
}

/** Add a ruleset (a test's own, or one loaded later). Replaces one with the same id. */
export function registerRuleset(ruleset: Ruleset): void {
  rulesets.set(ruleset.id, ruleset)
}

/** Remove a ruleset a test registered. */
export function unregisterRuleset(id: string): void {
  if (!SHIPPED_RULESETS.some((r) => r.id === id)) rulesets.delete(id)
}

export function rulesetById(id: string): Ruleset | null {
  return rulesets.get(id) ?? null
}

/** The ruleset a campaign plays; throws UnknownRuleset when this build does not know it. */
export function rulesetOf(campaign: { rulesetId: string }): Ruleset {
  const r = rulesets.get(campaign.rulesetId)
  if (!r) throw new UnknownRuleset(campaign.rulesetId)
  return r
}

/** Every known ruleset, for New Campaign's list. */
export function listRulesets(): Ruleset[] {
  return [...rulesets.values()]
}

/** The ruleset a new campaign plays unless the GM picks another. */
export const DEFAULT_RULESET_ID = blueboxRuleset.id
