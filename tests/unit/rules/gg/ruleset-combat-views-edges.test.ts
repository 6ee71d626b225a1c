/**
 * How the combat tracker reads a GG being, as the GM sees it: the conditions shown (the dying
 * track's states and Degrees among them), putting one on or off, the vitals lines with Bloodied
 * and Desperation (seed L98-L99; OTHER-SYSTEMS.md GG-096/097), the harm a change did, who is out
 * of the fight, and what an Opportunity Attack costs (GG-016, GG-059, F-GG-4).
 */
import { describe, expect, it } from 'vitest'
import { freshGgInstance } from '../../../../shared/rules/gg/engine/instance'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import { ggConditionsOf } from '../../../../shared/rules/gg/adapter/ruleset-combat-views'
import { ggCampaign, stateOf, withState } from './ruleset-combat-fixture'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'

const base = (): GgInstance => stateOf(ggCampaign(), 'orc')
const up = (edit: Partial<GgInstance['dying']>): GgInstance => {
  const s = base()
  return { ...s, dying: { ...s.dying, ...edit } }
}
const conditions = (s: GgInstance | undefined) => ggConditionsOf(s)
const vitals = (c: GgCampaign, id: string) => ggCombat.vitals(c.tokens[id]!, c)
const orcAt = (edit: (s: GgInstance) => GgInstance) => withState(ggCampaign(), 'orc', edit)

describe('the conditions the tracker shows', () => {
  it('nothing for a token with no state yet', () => {
    expect(conditions(undefined)).toEqual([])
  })

  it('each dying-track state and Degree by its own name', () => {
    expect(conditions(base())).toEqual([])
    expect(conditions(up({ unconscious: true }))).toEqual(['unconscious'])
    expect(conditions(up({ dying: true }))).toEqual(['dying'])
    expect(conditions(up({ stabilised: true }))).toEqual(['stabilised'])
    expect(conditions(up({ wounded: 1 }))).toEqual(['wounded'])
    expect(conditions(up({ outOfFight: true }))).toEqual(['knockedOut'])
    expect(conditions({ ...base(), slowed: 1 })).toEqual(['slowed'])
    expect(conditions({ ...base(), markedBy: ['Aria'] })).toEqual(['marked'])
  })

  it('a tracked name stored in the list is not shown twice nor without its flag', () => {
    // Slowed is shown from its Degrees: listed with 0 Degrees, it is not shown.
    expect(conditions({ ...base(), conditions: ['slowed', 'prone'] })).toEqual(['prone'])
  })
})

describe('putting a condition on or off', () => {
  const withC = (s: GgInstance, id: string, on: boolean) =>
    ggCombat.withCondition(s, id, on) as GgInstance

  it('Bloodied and Desperation follow HP: the same state back', () => {
    const s = base()
    expect(ggCombat.withCondition(s, 'bloodied', true)).toBe(s)
  })

  it('Unconscious and Knocked Out set the dying track’s flags', () => {
    expect(withC(base(), 'unconscious', true).dying.unconscious).toBe(true)
    expect(withC(up({ unconscious: true }), 'unconscious', false).dying.unconscious).toBe(false)
    expect(withC(base(), 'knockedOut', true).dying.outOfFight).toBe(true)
    expect(withC(up({ outOfFight: true }), 'knockedOut', false).dying.outOfFight).toBe(false)
  })

  it('taking Dying off also ends Stabilised', () => {
    const off = withC(up({ dying: true, stabilised: true }), 'dying', false)
    expect(off.dying).toMatchObject({ dying: false, stabilised: false })
    const on = withC(up({ stabilised: true }), 'dying', true)
    expect(on.dying).toMatchObject({ dying: true, stabilised: true })
  })

  it('Slowed keeps its Degrees when put on again, at least 1 (GG-043)', () => {
    expect(withC(base(), 'slowed', true).slowed).toBe(1)
    expect(withC({ ...base(), slowed: 3 }, 'slowed', false).slowed).toBe(0)
  })

  it('other conditions on the list stay as one is put on or taken off', () => {
    const s = { ...base(), conditions: ['prone'] } as GgInstance
    expect(withC(s, 'grappled', true).conditions).toEqual(['prone', 'grappled'])
    const two = { ...base(), conditions: ['prone', 'grappled'] } as GgInstance
    expect(withC(two, 'prone', false).conditions).toEqual(['grappled'])
  })

  it('Marked on is listed; Marked off forgets who Marked it', () => {
    expect(withC(base(), 'marked', true).conditions).toEqual(['marked'])
    const off = withC({ ...base(), markedBy: ['Aria'] }, 'marked', false)
    expect(off.markedBy).toEqual([])
    expect(conditions(off)).toEqual([])
  })
})

describe('the GM’s vitals lines', () => {
  it('HP of the sheet’s maximum; nothing for a token with no state nor sheet', () => {
    expect(vitals(ggCampaign(), 'orc').lines).toEqual(['HP 40/40'])
    const c = ggCampaign()
    const stray: GgToken = { ...c.tokens.orc!, id: 'x', npcId: 'nobody' }
    expect(ggCombat.vitals(stray, c)).toEqual({ lines: [] })
    const withOwn: GgToken = {
      ...stray,
      instance: { ...freshGgInstance({ hpMax: 9 } as never), hp: 7 } as never,
    }
    expect(ggCombat.vitals(withOwn, c).lines).toEqual(['HP 7'])
  })

  it('the dying track in words', () => {
    const line = (d: Partial<GgInstance['dying']>) =>
      vitals(
        orcAt((s) => ({ ...s, hp: 0, dying: { ...s.dying, ...d } })),
        'orc',
      ).lines
    expect(line({ dead: true })).toContain('Dead')
    expect(line({ outOfFight: true })).toContain('Knocked Out of the Fight')
    expect(line({ dying: true, stabilised: true })).toContain('Dying, Stabilised')
    expect(line({ unconscious: true, nonlethal: true })).toContain(
      'Unconscious (knocked out, not Dying)',
    )
    expect(line({ unconscious: true })).toContain('Unconscious')
  })

  it('Bloodied at half the maximum, Desperation at a quarter (L98-L99)', () => {
    // Orc HP max 40: 2 × 20 = 40 ≤ 40 Bloodied; 4 × 10 = 40 ≤ 40 Desperation; 2 × 21 = 42 > 40.
    expect(
      vitals(
        orcAt((s) => ({ ...s, hp: 21 })),
        'orc',
      ).lines,
    ).toEqual(['HP 21/40'])
    expect(
      vitals(
        orcAt((s) => ({ ...s, hp: 20 })),
        'orc',
      ).lines,
    ).toEqual(['HP 20/40', 'Bloodied'])
    expect(
      vitals(
        orcAt((s) => ({ ...s, hp: 10 })),
        'orc',
      ).lines,
    ).toEqual(['HP 10/40', 'Bloodied, Desperation'])
  })

  it('a dead being is Dead, not also Bloodied', () => {
    const dead = orcAt((s) => ({ ...s, hp: 0, dying: { ...s.dying, dead: true } }))
    expect(vitals(dead, 'orc').lines).toEqual(['HP 0/40', 'Dead'])
  })

  it('HP over the maximum shows no threshold', () => {
    expect(
      vitals(
        orcAt((s) => ({ ...s, hp: 45 })),
        'orc',
      ).lines,
    ).toEqual(['HP 45/40'])
  })

  it('the players’ look: down when Knocked Out or Unconscious even with HP left', () => {
    const look = (d: Partial<GgInstance['dying']>) =>
      vitals(
        orcAt((s) => ({ ...s, dying: { ...s.dying, ...d } })),
        'orc',
      ).health
    // The Orc keeps its 40 HP in each case: only the track says it is down.
    expect(look({ outOfFight: true })).toBe('down')
    expect(look({ unconscious: true })).toBe('down')
    expect(look({ dead: true })).toBe('down')
    expect(vitals(ggCampaign(), 'orc').health).toBeUndefined()
  })
})

describe('harm, the out-of-fight test and the Opportunity Attack cost', () => {
  it('harm adds the HP and the Barrier Points taken', () => {
    // 30 → 25 HP and 4 → 1 BP: 5 + 3 = 8.
    expect(ggCombat.harm({ ...base(), hp: 30, bp: 4 }, { ...base(), hp: 25, bp: 1 })).toBe(8)
  })

  it('out of the fight when Unconscious by condition alone', () => {
    const c = orcAt((s) => ({ ...s, conditions: ['unconscious'] }))
    expect(ggCombat.outOfFight!(c.tokens.orc!, c)).toBe(true)
    expect(ggCombat.outOfFight!(ggCampaign().tokens.orc!, ggCampaign())).toBe(false)
    // A token with no state and no sheet behind it is not out of the fight.
    const plain = ggCampaign()
    const stray: GgToken = { ...plain.tokens.orc!, id: 'x', npcId: 'nobody' }
    expect(ggCombat.outOfFight!(stray, plain)).toBe(false)
  })

  it('an Opportunity Attack costs 1 RP (F-GG-4) until one is made this turn (GG-016)', () => {
    const c = ggCampaign()
    expect(ggCombat.opportunityCostOf!(c.tokens.wolf!, c)).toEqual({ rp: 1 })
    // GG-059: the Orc's stat block grants none.
    expect(ggCombat.opportunityCostOf!(c.tokens.orc!, c)).toBeNull()
    const used = withState(c, 'wolf', (s) => ({ ...s, turn: { taken: {}, reactions: ['oa'] } }))
    expect(ggCombat.opportunityCostOf!(used.tokens.wolf!, used)).toBeNull()
    const other = withState(c, 'wolf', (s) => ({ ...s, turn: { taken: {}, reactions: ['parry'] } }))
    expect(ggCombat.opportunityCostOf!(other.tokens.wolf!, other)).toEqual({ rp: 1 })
  })
})
