/**
 * The ruleset of the campaign in view, for generic features: its rules (`shared/rules`, e.g. the
 * movement the drag preview prices) and its UI pieces (./registry). Both null when this build
 * does not know the campaign's ruleset: the campaign is then open read-only.
 */
import { computed } from 'vue'
import { DEFAULT_RULESET_ID, rulesetById } from '../../../shared/rules'
import { useSessionStore } from '../stores/session'
import { rulesetUiOf } from './registry'

export function useRuleset() {
  const session = useSessionStore()
  /** The GM's view names its ruleset; the players' projection does not, and plays the default. */
  const id = computed(() => {
    const v = session.view as { rulesetId?: string } | null
    return v ? (v.rulesetId ?? DEFAULT_RULESET_ID) : null
  })
  const rules = computed(() => (id.value ? rulesetById(id.value) : null))
  const ui = computed(() => rulesetUiOf(id.value))
  /** The table options as stored in the campaign (the ruleset resolves the defaults). */
  const options = computed(() => (session.view as { tableOptions?: unknown } | null)?.tableOptions)
  return { id, rules, ui, options }
}
