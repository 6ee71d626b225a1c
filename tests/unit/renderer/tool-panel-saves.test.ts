/**
 * The terrain tool's Dangerous save lists the saves of the campaign's ruleset (Ruleset.saves), not
 * a list of its own, and the brush paints one of them.
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import {
  registerRuleset,
  rulesetById,
  unregisterRuleset,
  type Ruleset,
} from '../../../shared/rules'
import ToolPanel from '../../../renderer/src/features/map/ToolPanel.vue'
import { useToolStore } from '../../../renderer/src/stores/tools'
import { demoCampaign, storeWith } from './library-support'

const TRAIL_ID = 'trail-test'
const trailRuleset: Ruleset = {
  ...rulesetById('bluebox')!,
  id: TRAIL_ID,
  name: 'Trail (test)',
  saves: [{ id: 'grit', name: 'Grit' }],
}

const mounted: { unmount(): void }[] = []
afterEach(() => {
  mounted.splice(0).forEach((w) => w.unmount())
  unregisterRuleset(TRAIL_ID)
})

async function dangerousPanel() {
  const w = mount(ToolPanel, { props: { fogEnabled: false, fogPreparing: false } })
  mounted.push(w)
  const tools = useToolStore()
  tools.tool = 'terrain'
  tools.terrain = 'dangerous'
  await w.vm.$nextTick()
  const select = w.get('select[aria-label="Save"]')
  const options = select.findAll('option').map((o) => [o.attributes('value'), o.text()])
  return { w, tools, select, options }
}

describe("the Dangerous terrain save comes from the campaign's ruleset", () => {
  it("lists Blue Box's five stats by name for a Blue Box campaign", async () => {
    storeWith()
    const { options, tools, select } = await dangerousPanel()
    expect(options).toEqual([
      ['FOR', 'Fortitude (FOR)'],
      ['DEX', 'Dexterity (DEX)'],
      ['SPI', 'Spirit (SPI)'],
      ['CHA', 'Charisma (CHA)'],
      ['KNO', 'Knowledge (KNO)'],
    ])
    expect(tools.terrainCell()).toMatchObject({ dangerous: { stat: 'FOR' } })
    await select.setValue('SPI')
    expect(tools.terrainCell()).toMatchObject({ kind: 'dangerous', dangerous: { stat: 'SPI' } })
  })

  it("lists another ruleset's saves, and paints one of them", async () => {
    registerRuleset(trailRuleset)
    storeWith({ ...demoCampaign(), rulesetId: TRAIL_ID })
    const { options, tools } = await dangerousPanel()
    expect(options).toEqual([['grit', 'Grit']])
    expect(tools.terrainCell()).toMatchObject({ dangerous: { stat: 'grit' } })
  })
})
