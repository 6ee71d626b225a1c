/**
 * A ZZ campaign's library and roll dialog open through the generic features: the sheet pane
 * shows the ZZ stat block and its tokens for a selected monster, the ZZ form while editing, and
 * the registry keeps ZZ's UI (a test cannot remove it by accident).
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import SheetPane from '../../../renderer/src/features/library/SheetPane.vue'
import { rulesetUiOf, unregisterRulesetUi } from '../../../renderer/src/rules/registry'
import { zzOrc, zzStore } from './zz-campaign'

describe('a ZZ campaign’s library', () => {
  it('shows the ZZ stat block and the token state of a selected monster', () => {
    zzStore()
    const w = mount(SheetPane, { props: { kind: 'npc', selected: zzOrc(), editing: null } })
    expect(w.find('article.statblock.zz').exists()).toBe(true)
    expect(w.get('[data-line="defend"] [data-role="value"]').text()).toBe('d4 + 2')
    expect(w.get('[data-instance="tok-orc"] [data-role="instance-hp"]').text()).toBe('HP 12/12')
    w.unmount()
  })

  it('edits with the ZZ form (the dice pickers, weapons and gear)', () => {
    zzStore()
    const w = mount(SheetPane, {
      props: { kind: 'npc', selected: null, editing: { initial: zzOrc(), isNew: false } },
    })
    expect(w.find('form.sheet-form.zz-form').exists()).toBe(true)
    expect(w.find('[data-path="baseAttack"]').exists()).toBe(true)
    expect(w.find('[data-weapon="axe"]').exists()).toBe(true)
    w.unmount()
  })

  it('the registry keeps ZZ’s UI when asked to remove it', () => {
    unregisterRulesetUi('zz')
    expect(rulesetUiOf('zz')?.id).toBe('zz')
  })
})
