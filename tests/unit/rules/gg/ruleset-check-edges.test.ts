import { describe, expect, it } from 'vitest'
import { GG_DEFAULT_OPTIONS, resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  checkConditionSources,
  checkCover,
} from '../../../../shared/rules/gg/adapter/ruleset-check'
import { ARIA, ORC, ggCampaign, inFight, instanceIn, roll, state } from './fixture'

// Aria (fixture, A.0 sample PC): AGI 3, INT 2, KNO 1, SB 2. The Orc: PHY 3, KNO 0, SB 2.
const ariaCheck = (more: object = {}) => ({
  kind: 'check',
  sheet: { kind: 'pc', id: 'aria' },
  tokenId: 'aria',
  trait: 'AGI',
  ...more,
})

describe('a GG Trait Test: whose sheet, which token (F-GG-1)', () => {
  it("an NPC's Test reads the NPC's Trait: d20 9 + PHY 3 = 12 meets TG 12", () => {
    const out = roll(
      ggCampaign(),
      { kind: 'check', sheet: { kind: 'npc', id: 'orc' }, tokenId: 'orc', trait: 'PHY', tg: 12 },
      { 20: [9] },
    )
    expect(out.outcome).toMatchObject({
      who: 'Orc',
      what: 'PHY Test vs TG 12',
      total: 12,
      outcome: 'success',
      detail: 'd20 9 + 3 (PHY) = 12',
    })
    expect(out.label).toBe('Orc rolls PHY Test')
    expect(out.actor).toBe('orc')
  })

  it('a sheet rolled off the map: no actor, the sheet name; no TG, so the table sees no result', () => {
    // d20 4 + INT 2 = 6.
    const out = roll(
      ggCampaign(),
      { kind: 'check', sheet: { kind: 'pc', id: 'aria' }, trait: 'INT' },
      { 20: [4] },
    )
    expect(out.outcome).toEqual({
      who: 'Aria',
      what: 'INT Test',
      total: 6,
      outcome: '6',
      detail: 'd20 4 + 2 (INT) = 6',
      public: { what: 'INT Test', total: 6, outcome: '' },
    })
    expect(out.label).toBe('Aria rolls INT Test')
    expect('actor' in out).toBe(false)
    expect('cost' in out).toBe(false)
  })

  it('an Inspired Event on a success shows to the table as well', () => {
    // d20 20 + AGI 3 = 23 >= 10.
    const out = roll(ggCampaign(), ariaCheck({ tg: 10 }), { 20: [20] })
    expect(out.outcome.outcome).toBe('success, Inspired Event')
    expect(out.outcome.public).toEqual({
      what: 'AGI Test',
      total: 23,
      outcome: 'success, Inspired Event',
    })
  })

  it('refuses a sheet missing from the library', () => {
    expect(() =>
      roll(ggCampaign(), { kind: 'check', sheet: { kind: 'pc', id: 'bob' }, trait: 'AGI' }, {}),
    ).toThrow('There is no PC "bob" in the library.')
    expect(() =>
      roll(ggCampaign(), { kind: 'check', sheet: { kind: 'npc', id: 'bob' }, trait: 'AGI' }, {}),
    ).toThrow('There is no NPC "bob" in the library.')
    // A name on the prototype of a plain object is not a sheet in the library.
    expect(() =>
      roll(
        ggCampaign(),
        { kind: 'check', sheet: { kind: 'pc', id: 'toString' }, trait: 'AGI' },
        {},
      ),
    ).toThrow('There is no PC "toString" in the library.')
  })

  it("refuses a PC's token for an NPC sheet", () => {
    expect(() =>
      roll(
        ggCampaign(),
        { kind: 'check', sheet: { kind: 'npc', id: 'orc' }, tokenId: 'aria', trait: 'PHY' },
        {},
      ),
    ).toThrow('Aria is not a token of Orc.')
  })
})

describe('Advantage and Disadvantage in words (F-GG-3, GG-Q3)', () => {
  it("5e: the GM's two Disadvantages roll two dice and keep the lower: 4 + AGI 3 = 7", () => {
    const out = roll(ggCampaign(), ariaCheck({ disadvantages: 2 }), { 20: [9, 4] })
    expect(out.outcome.detail).toBe('d20 4 (Disadvantage: 9, 4) + 3 (AGI) = 7; 2 Disadvantage (GM)')
  })
  it("GG-Q3 'bonus2': +2 or -2 on the TTV, named after the side that wins", () => {
    const c = ggCampaign({ advMode: 'bonus2' })
    // d20 10 + AGI 3 + 2 = 15.
    expect(
      roll(c, ariaCheck({ advantages: 2, disadvantages: 1 }), { 20: [10] }).outcome,
    ).toMatchObject({
      total: 15,
      detail: 'd20 10 + 3 (AGI) + 2 (Advantage) = 15; 2 Advantage (GM); 1 Disadvantage (GM)',
    })
    // d20 10 + AGI 3 - 2 = 11.
    expect(
      roll(c, ariaCheck({ advantages: 1, disadvantages: 2 }), { 20: [10] }).outcome,
    ).toMatchObject({
      total: 11,
      detail: 'd20 10 + 3 (AGI) − 2 (Disadvantage) = 11; 1 Advantage (GM); 2 Disadvantage (GM)',
    })
  })
  it("GG-037: squeezing adds to the GM's Disadvantage (netCount: 0 Adv, 2 Dis -> keep lowest of 3)", () => {
    const c = ggCampaign({ advMode: 'netCount' })
    c.tokens.aria!.instance = state(ARIA, { conditions: ['squeezing'] })
    const out = roll(c, ariaCheck({ disadvantages: 1 }), { 20: [12, 8, 15] })
    // Lowest 8 + AGI 3 = 11.
    expect(out.outcome.total).toBe(11)
    expect(out.outcome.detail).toBe(
      'd20 8 (Disadvantage: 12, 8, 15) + 3 (AGI) = 11; 1 Disadvantage (GM); ' +
        'squeezing: Disadvantage on Agility Tests (GG-037)',
    )
  })
})

describe('checkConditionSources (GG-037)', () => {
  const squeezing = state(ARIA, { conditions: ['squeezing'] })
  it('only a squeezing roller, only on Agility', () => {
    expect(checkConditionSources(squeezing, 'AGI', GG_DEFAULT_OPTIONS)).toEqual({
      disadvantages: 1,
      why: ['squeezing: Disadvantage on Agility Tests (GG-037)'],
    })
    expect(checkConditionSources(squeezing, 'PHY', GG_DEFAULT_OPTIONS)).toEqual({
      disadvantages: 0,
      why: [],
    })
    expect(checkConditionSources(state(ARIA), 'AGI', GG_DEFAULT_OPTIONS)).toEqual({
      disadvantages: 0,
      why: [],
    })
    expect(checkConditionSources(null, 'AGI', GG_DEFAULT_OPTIONS)).toEqual({
      disadvantages: 0,
      why: [],
    })
  })
})

describe('checkCover (GG-066/067, GG-Q27)', () => {
  it('no cover: nothing, on any Trait and whatever the table says', () => {
    const off = resolveGgOptions({ coverOnAgiSaves: false })
    expect(checkCover({ cover: 'none' }, 'PHY', off)).toEqual({ bonus: 0, words: '' })
  })
  it('GG-066: half cover +2; GG-067: three-quarters +5', () => {
    expect(checkCover({ cover: 'half' }, 'AGI', GG_DEFAULT_OPTIONS)).toEqual({
      bonus: 2,
      words: 'half cover',
    })
    expect(checkCover({ cover: 'threeQuarters' }, 'AGI', GG_DEFAULT_OPTIONS)).toEqual({
      bonus: 5,
      words: 'three-quarters cover',
    })
  })
  it('refuses, in the words the GM reads', () => {
    expect(() => checkCover({ cover: 'half' }, 'END', GG_DEFAULT_OPTIONS)).toThrow(
      'Cover helps only Agility Tests made to avoid damage (GG-066/067), not a END Test.',
    )
    expect(() =>
      checkCover({ cover: 'half' }, 'AGI', resolveGgOptions({ coverOnAgiSaves: false })),
    ).toThrow(
      'The table rules give cover no bonus on Agility Tests (Table rules: Cover helps Agility Tests is off).',
    )
  })
})

describe('Stabilise edges (GG-107)', () => {
  const dyingOrc = () => {
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, {
      hp: 0,
      dying: { ...state(ORC).dying, unconscious: true, dying: true, wounded: 1 },
    })
    return c
  }
  const stabilise = (more: object = {}) =>
    ariaCheck({ trait: 'INT', stabilise: 'orc', trained: true, ...more })

  it('a failure says the target is still Dying, and the table reads no TG', () => {
    // Medicine is KNO by default (GG-Q39): d20 6 + KNO 1 + SB 2 = 9 < 10.
    const out = roll(dyingOrc(), stabilise(), { 20: [6] })
    expect(out.outcome).toMatchObject({
      total: 9,
      outcome: 'failure',
      detail: 'd20 6 + 1 (KNO) + 2 (SB) = 9; Orc is still Dying',
      public: { what: 'KNO (Medicine) Test to Stabilise Orc', total: 9, outcome: 'failure' },
    })
  })
  it('a success says so in the log', () => {
    // d20 7 + 1 + 2 = 10 >= 10.
    const out = roll(dyingOrc(), stabilise(), { 20: [7] })
    expect(out.outcome.detail).toBe(
      'd20 7 + 1 (KNO) + 2 (SB) = 10; Orc is Stabilised: no more Wounded Degrees at the start of its Turns',
    )
    expect(out.changes).toHaveLength(1)
    expect('cost' in out).toBe(false)
  })
  it('first aid from a sheet off the map costs no AP, even in a running fight', () => {
    const c = inFight(dyingOrc())
    const request = {
      kind: 'check',
      sheet: { kind: 'pc', id: 'aria' },
      trait: 'INT',
      stabilise: 'orc',
      trained: true,
    }
    const out = roll(c, request, { 20: [15] })
    expect(out.cost).toBeUndefined()
    expect(out.changes.map((ch) => (ch as { tokenId?: string }).tokenId)).toEqual(['orc'])
    expect(out.label).toBe('Aria tries to Stabilise Orc')
  })
  it('a failed Stabilise in a fight still costs the Use Skill AP (GG-015: 1AP)', () => {
    const out = roll(inFight(dyingOrc()), stabilise(), { 20: [1] })
    expect(out.outcome.outcome).toBe('failure')
    expect(out.cost).toEqual({ ap: 1 })
    expect(instanceIn(out.changes, 'aria')!.turn.taken).toEqual({ useSkill: 1 })
    expect(instanceIn(out.changes, 'orc')).toBeUndefined()
  })
  it('refuses a dead target, and a roller who cannot act', () => {
    const dead = dyingOrc()
    const inst = dead.tokens.orc!.instance as ReturnType<typeof state>
    dead.tokens.orc!.instance = { ...inst, dying: { ...inst.dying, dead: true } }
    expect(() => roll(dead, stabilise(), {})).toThrow('Orc is dead; first aid cannot help.')
    for (const flag of ['unconscious', 'dead', 'outOfFight']) {
      const c = dyingOrc()
      c.tokens.aria!.instance = state(ARIA, { dying: { ...state(ARIA).dying, [flag]: true } })
      expect(() => roll(c, stabilise(), {})).toThrow('Aria cannot act, so cannot give first aid.')
    }
  })
})
