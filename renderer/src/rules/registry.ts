/**
 * The renderer's ruleset registry: ruleset id -> that ruleset's UI pieces (sheet form, stat block,
 * roll dialog, the library's list and import, what a token's HP bar shows...). Generic features
 * pick through here and never import a ruleset's folder themselves; the rules (numbers, odds,
 * movement) come from `shared/rules` (`rulesetOf(campaign)`).
 */
import { blueboxUi } from './bluebox/ui'
import { bwUi } from './bw/ui'
import { ggUi } from './gg/ui'
import type { RulesetUi } from './ruleset-ui'
import { zzUi } from './zz/ui'

export type { RulesetUi } from './ruleset-ui'

const uis = new Map<string, RulesetUi>([
  [blueboxUi.id, blueboxUi],
  [ggUi.id, ggUi],
  [zzUi.id, zzUi],
  [bwUi.id, bwUi],
])

/** The UI of ruleset `id`, or null when this build has none (the campaign is read-only then). */
export function rulesetUiOf(id: string | null | undefined): RulesetUi | null {
  return (id && uis.get(id)) || null
}

/** Add a ruleset's UI (a test's own). Replaces one with the same id. */
export function registerRulesetUi(ui: RulesetUi): void {
  uis.set(ui.id, ui)
}

export function unregisterRulesetUi(id: string): void {
  if (id !== blueboxUi.id && id !== zzUi.id) uis.delete(id)
}
