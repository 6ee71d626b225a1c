/**
 * What GG rolls look up in the campaign, at the edges: whether a token fights in a running fight
 * (then its actions are paid for), a token's state or a fresh one, its stat block through an NPC
 * or a PC link, and an action's cost with the repeat surcharge (GG-015, GG-Q6) in the GM's words.
 */
import { describe, expect, it } from 'vitest'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  ggSheetOfToken,
  ggStateOf,
  ggTokenOf,
  inRunningFight,
  surcharged,
} from '../../../../shared/rules/gg/adapter/ruleset-rolls-lookup'
import { ARIA, ORC, ggCampaign, inFight, state } from './fixture'

describe('inRunningFight', () => {
  it('no fight: false', () => {
    const c = ggCampaign()
    c.combat = null
    expect(inRunningFight(c, 'aria')).toBe(false)
    delete (c as { combat?: unknown }).combat
    expect(inRunningFight(c, 'aria')).toBe(false)
  })
  it('a running fight: true for a token in the order, false for one outside it', () => {
    const c = inFight(ggCampaign(), ['aria'])
    expect(inRunningFight(c, 'aria')).toBe(true)
    expect(inRunningFight(c, 'orc')).toBe(false)
  })
  it('one of several fighters is in it (it need not be the only one)', () => {
    const c = inFight(ggCampaign(), ['aria', 'orc'])
    expect(inRunningFight(c, 'orc')).toBe(true)
  })
  it('a fight not running yet: false even for a token in it', () => {
    const c = inFight(ggCampaign())
    c.combat = { ...c.combat!, phase: 'initiative' }
    expect(inRunningFight(c, 'aria')).toBe(false)
  })
})

describe('a token and its stat block', () => {
  it('a PC token is read through its PC link, an NPC token through its NPC link', () => {
    const c = ggCampaign()
    expect(ggSheetOfToken(c, ggTokenOf(c, 'aria'), 'x').name).toBe('Aria')
    expect(ggSheetOfToken(c, ggTokenOf(c, 'orc'), 'x').name).toBe('Orc')
  })
  it('a token with neither link has no stat block; the reason is said', () => {
    const c = ggCampaign()
    const t = { ...c.tokens.orc! }
    delete t.npcId
    expect(() => ggSheetOfToken(c, t, 'it cannot roll')).toThrow(
      'Orc has no stat block, so it cannot roll. Link it to an NPC or PC from the library first.',
    )
  })
  it('with neither link, a sheet whose id is "undefined" is not taken for it', () => {
    const c = ggCampaign()
    c.pcs.undefined = ARIA
    const t = { ...c.tokens.orc! }
    delete t.npcId
    expect(() => ggSheetOfToken(c, t, 'x')).toThrow(/Orc has no stat block/)
  })
  it('an NPC link that names a PC id is not followed into the PCs', () => {
    const c = ggCampaign()
    const t = { ...c.tokens.orc!, npcId: 'aria' }
    expect(() => ggSheetOfToken(c, t, 'x')).toThrow(/Orc has no stat block/)
  })
  it('an inherited name is no token or sheet', () => {
    const c = ggCampaign()
    expect(() => ggTokenOf(c, 'toString')).toThrow(
      'There is no token with the id "toString" on any map.',
    )
    const t = { ...c.tokens.orc!, npcId: 'constructor' }
    expect(() => ggSheetOfToken(c, t, 'x')).toThrow(/no stat block/)
  })
  it('its state when it has one; a fresh one from the sheet when not', () => {
    const c = ggCampaign()
    expect(ggStateOf(c.tokens.orc!, ORC)).toEqual(state(ORC))
    c.tokens.aria!.instance = { ...state(ARIA, { hp: 7 }) }
    expect(ggStateOf(c.tokens.aria!, ARIA).hp).toBe(7)
  })
})

describe('the repeat surcharge in words (GG-015: +2AP each time after the first; GG-Q6)', () => {
  const attack = { key: 'attack', name: 'Attack', apCost: 1 }
  const taken = (n: number) => state(ORC, { turn: { ...state(ORC).turn, taken: { attack: n } } })
  const flat = resolveGgOptions({})
  const cumulative = resolveGgOptions({ repeatSurcharge: 'cumulative' })

  it('the first this Turn: its own cost, no words', () => {
    expect(surcharged(attack, state(ORC), flat)).toEqual({ ap: 1, extra: 0 })
  })
  it('the second: 1 + 2 = 3AP, "Second Attack this Turn"', () => {
    expect(surcharged(attack, taken(1), flat)).toEqual({
      ap: 3,
      extra: 2,
      text: 'Second Attack this Turn: +2AP (GG-015)',
    })
  })
  it('cumulative, the third: +2·2 = +4, 1 + 4 = 5AP', () => {
    expect(surcharged(attack, taken(2), cumulative)).toEqual({
      ap: 5,
      extra: 4,
      text: 'Third Attack this Turn: +4AP (GG-015)',
    })
  })
  it('ordinals up to Seventh, then "8th"', () => {
    expect(surcharged(attack, taken(6), flat).text).toBe('Seventh Attack this Turn: +2AP (GG-015)')
    expect(surcharged(attack, taken(7), flat).text).toBe('8th Attack this Turn: +2AP (GG-015)')
    expect(surcharged(attack, taken(3), flat).text).toMatch(/^Fourth /)
    expect(surcharged(attack, taken(4), flat).text).toMatch(/^Fifth /)
    expect(surcharged(attack, taken(5), flat).text).toMatch(/^Sixth /)
  })
  it('another action taken before does not count (the surcharge is per action)', () => {
    const other = { key: 'useSkill', name: 'Use Skill', apCost: 1 }
    expect(surcharged(other, taken(2), flat)).toEqual({ ap: 1, extra: 0 })
  })
})
