/**
 * The GG ruleset object as the core reads it, at its edges: the condition list from A.5.1's
 * catalogue (only Surprised ends by itself; which show on the figure), the save Traits by name,
 * the options hook, and every kind of roll request routed to its own resolver.
 */
import { describe, expect, it } from 'vitest'
import { GG_CONDITIONS } from '../../../../shared/rules/gg/engine/condition-catalogue'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'
import { ggRuleset } from '../../../../shared/rules/gg/adapter/ruleset'
import { ggCampaign, roll } from './fixture'

describe('the condition list (A.5.1)', () => {
  const byId = (id: string) => ggRuleset.conditions.find((c) => c.id === id)!

  it('one per catalogue entry, its name and effect carried over', () => {
    expect(ggRuleset.conditions.map((c) => c.id)).toEqual(GG_CONDITIONS.map((c) => c.id))
    const prone = GG_CONDITIONS.find((c) => c.id === 'prone')!
    expect(byId('prone')).toMatchObject({ name: prone.name, summary: prone.effect })
  })

  it('Surprised ends at the end of its own (first) Turn; the rest are ended by hand', () => {
    expect(byId('surprised').timing).toEqual({ ends: 'end-of-turn', whose: 'own' })
    for (const id of ['marked', 'prone', 'bloodied', 'dying', 'hidden'])
      expect(byId(id).timing).toEqual({ ends: 'manual' })
  })

  it('shown on the figure: prone, grappled, unconscious, knocked out, squeezing, marked', () => {
    const shown = ggRuleset.conditions.filter((c) => c.visible).map((c) => c.id)
    expect(shown.sort()).toEqual(
      ['grappled', 'knockedOut', 'marked', 'prone', 'squeezing', 'unconscious'].sort(),
    )
  })
})

describe('the rest of the ruleset object', () => {
  it('saves are the six Traits by their full names (F-GG-1)', () => {
    expect(ggRuleset.saves).toEqual([
      { id: 'PHY', name: 'Physique' },
      { id: 'AGI', name: 'Agility' },
      { id: 'END', name: 'Endurance' },
      { id: 'KNO', name: 'Knowledge' },
      { id: 'INT', name: 'Intuition' },
      { id: 'DET', name: 'Determination' },
    ])
  })

  it('its name and what it is about, as the table picker shows them', () => {
    expect(ggRuleset.name).toBe('Trait-Test (GG)')
    expect(ggRuleset.about).toBe(
      'Heroic adventure on a hex or square map in metres; a d20 plus a Trait against a Test Goal, and a party Limit Break.',
    )
  })

  it('options resolve stored values over the defaults', () => {
    expect(ggRuleset.options.resolve({})).toEqual(GG_DEFAULT_OPTIONS)
    expect(ggRuleset.options.resolve({ bpGain: 'keepHigher' })).toMatchObject({
      bpGain: 'keepHigher',
    })
  })
})

describe('each roll request goes to its own resolver', () => {
  it('a Scar answer with no offer pending is refused by the Scar resolver', () => {
    expect(() => roll(ggCampaign(), { kind: 'check', scarFor: 'orc', choice: 'mild' }, {})).toThrow(
      'Orc has no Scar Concept offered to answer.',
    )
  })

  it('a barrier gain is resolved as Barrier Points, no dice', () => {
    const out = roll(ggCampaign(), { kind: 'check', barrierFor: 'aria', amount: 3 }, {})
    expect(out.outcome.what).toBe('Barrier Points')
  })

  it('a Trait Test rolls one d20: 12 + AGI 3 = 15 (F-GG-1)', () => {
    const out = roll(
      ggCampaign(),
      { kind: 'check', sheet: { kind: 'pc', id: 'aria' }, trait: 'AGI' },
      { 20: [12] },
    )
    expect(out.outcome.total).toBe(15)
  })

  it('a bad request is refused before any resolver', () => {
    expect(() => roll(ggCampaign(), { kind: 'check', barrierFor: 'aria' }, {})).toThrow()
  })

  it('the rolls hook carries the request schema', () => {
    expect(ggRuleset.rolls.schema.safeParse({ kind: 'check' }).success).toBe(false)
  })
})
