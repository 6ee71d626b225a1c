/**
 * The GM's tokens with their being's numbers attached (HP of max, THP, Plating of full), for the
 * map's HP bars and tooltip. A token keeps its object while neither it nor its sheet changes, so
 * the sprite cache (which compares token objects) redraws only the tokens that did.
 */
import { computed, type Ref } from 'vue'
import type { Campaign, Token } from '../../../../shared/model'
import { derivedDefences } from '../../../../shared/rules/bluebox'
import type { MapToken } from './TokenNode.vue'
import { instanceOf, sheetOfToken, type Sheet } from '../library/sheets'

export function useTokensWithVitals(
  tokens: Ref<readonly MapToken[]>,
  campaign: Ref<Campaign | null>,
) {
  const memo = new WeakMap<object, { sheet: Sheet | null; out: MapToken }>()
  return computed<MapToken[]>(() => {
    const c = campaign.value
    return tokens.value.map((t) => {
      const sheet = c ? sheetOfToken(c, t as unknown as Token) : null
      const hit = memo.get(t)
      if (hit && hit.sheet === sheet) return hit.out
      let out: MapToken = t
      if (sheet) {
        const s = instanceOf(t as unknown as Token, sheet)
        out = {
          ...t,
          vitals: { ...s, hpMax: sheet.hpMax, platingMax: derivedDefences(sheet).plating },
        }
      }
      memo.set(t, { sheet, out })
      return out
    })
  })
}
