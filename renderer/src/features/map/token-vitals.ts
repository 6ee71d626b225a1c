/**
 * The GM's tokens with what their HP bar shows attached (the ruleset's UI decides: in Blue Box HP
 * of max, THP, Plating of full). A token keeps its object while neither it nor its sheet changes,
 * so the sprite cache (which compares token objects) redraws only the tokens that did.
 */
import { computed, type Ref } from 'vue'
import type { Campaign, Token } from '../../../../shared/model'
import type { RulesetUi } from '../../rules/registry'
import type { MapToken } from './TokenNode.vue'
import { sheetOfToken, type Sheet } from '../library/sheets'

export function useTokensWithVitals(
  tokens: Ref<readonly MapToken[]>,
  campaign: Ref<Campaign | null>,
  ui: Ref<RulesetUi | null>,
) {
  let memo = new WeakMap<object, { sheet: Sheet | null; out: MapToken }>()
  let memoUi: RulesetUi | null = null
  return computed<MapToken[]>(() => {
    const c = campaign.value
    if (ui.value !== memoUi) {
      memo = new WeakMap()
      memoUi = ui.value
    }
    return tokens.value.map((t) => {
      const sheet = c ? sheetOfToken(c, t as unknown as Token) : null
      const hit = memo.get(t)
      if (hit && hit.sheet === sheet) return hit.out
      let out: MapToken = t
      const vitals = sheet && memoUi ? memoUi.tokenVitals(t as unknown as Token, sheet) : null
      if (vitals) out = { ...t, vitals }
      memo.set(t, { sheet, out })
      return out
    })
  })
}
