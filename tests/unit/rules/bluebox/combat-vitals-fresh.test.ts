/**
 * The tracker's HP lines for a token that was placed from its sheet and never hurt (no instance
 * yet, like the demo's): full health from the sheet, not nothing.
 */
import { describe, expect, it } from 'vitest'
import demo from '../../../../resources/demo-campaign/campaign.json'
import { blueboxCombat } from '../../../../shared/rules/bluebox/adapter/ruleset-combat'
import type { BlueboxCampaign } from '../../../../shared/rules/bluebox/adapter/types'

describe('vitals of a token with no instance yet', () => {
  it('read the sheet at full health', () => {
    const c = structuredClone(demo) as unknown as BlueboxCampaign
    const hound = c.tokens['npc-hound']!
    expect(hound.instance).toBeUndefined()
    const hp = c.npcs['sample-scrap-hound']!.hpMax as number
    const v = blueboxCombat.vitals(hound, c)
    expect(v.lines[0]).toBe(`HP ${hp}/${hp}`)
    expect(v.health).toBeUndefined()
  })

  it('a token with no sheet still has none', () => {
    const c = structuredClone(demo) as unknown as BlueboxCampaign
    expect(blueboxCombat.vitals(c.tokens['obj-crate']!, c).lines).toEqual([])
  })
})
