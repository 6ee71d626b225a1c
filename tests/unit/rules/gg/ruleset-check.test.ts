import { describe, expect, it } from 'vitest'
import { ARIA, ORC, ggCampaign, inFight, instanceIn, roll, state } from './fixture'

const check = (more: object = {}) => ({
  kind: 'check',
  sheet: { kind: 'pc', id: 'aria' },
  tokenId: 'aria',
  trait: 'AGI',
  ...more,
})

describe('a GG Trait Test from a sheet', () => {
  it('adds the Trait and SB when Trained, against the Test Goal', () => {
    const out = roll(ggCampaign(), check({ skill: 'Acrobatics', trained: true, tg: 12 }), {
      20: [8],
    })
    expect(out.outcome).toEqual({
      who: 'Aria',
      what: 'AGI (Acrobatics) Test vs TG 12',
      total: 13,
      outcome: 'success',
      detail: 'd20 8 + 3 (AGI) + 2 (SB) = 13',
      // GG-006: the Test Goal is the GM's; the table reads the Test, its TTV and the result.
      public: { what: 'AGI (Acrobatics) Test', total: 13, outcome: 'success' },
    })
    expect(out.changes).toEqual([])
    expect(out.cost).toBeUndefined()
  })

  it('says a failure, a bare total without a TG, and an Inspired Event', () => {
    expect(roll(ggCampaign(), check({ tg: 15 }), { 20: [5] }).outcome.outcome).toBe('failure')
    expect(roll(ggCampaign(), check(), { 20: [5] }).outcome.outcome).toBe('8')
    const nat = roll(ggCampaign(), check({ tg: 30 }), { 20: [20] })
    expect(nat.outcome.outcome).toBe('failure, Inspired Event')
    expect(nat.outcome.detail).toContain('an Inspired Event (natural 20)')
  })

  it('squeezing gives Disadvantage on Agility Tests only (GG-037)', () => {
    const c = ggCampaign()
    c.tokens.aria!.instance = state(ARIA, { conditions: ['squeezing'] })
    const agi = roll(c, check({ tg: 10 }), { 20: [15, 5] })
    expect(agi.outcome).toMatchObject({ total: 8, outcome: 'failure' })
    expect(agi.outcome.detail).toContain('d20 5 (Disadvantage: 15, 5)')
    expect(agi.outcome.detail).toContain('squeezing: Disadvantage on Agility Tests (GG-037)')
    const phy = roll(c, check({ trait: 'PHY', tg: 10 }), { 20: [15] })
    expect(phy.outcome.outcome).toBe('success')
  })

  it('the GM’s Advantage and modifier count; both Advantage and Disadvantage cancel (5e)', () => {
    const adv = roll(ggCampaign(), check({ advantages: 1, modifier: -1 }), { 20: [3, 12] })
    expect(adv.outcome.detail).toBe(
      'd20 12 (Advantage: 3, 12) + 3 (AGI) − 1 = 14; 1 Advantage (GM)',
    )
    const both = roll(ggCampaign(), check({ advantages: 1, disadvantages: 1 }), { 20: [3] })
    expect(both.outcome.total).toBe(6)
  })

  it('refuses a token of another sheet', () => {
    expect(() => roll(ggCampaign(), check({ tokenId: 'orc' }), {})).toThrow(
      'Orc is not a token of Aria.',
    )
  })
})

describe('Stabilise (GG-107)', () => {
  const dyingOrc = () => {
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, {
      hp: 0,
      dying: { ...state(ORC).dying, unconscious: true, dying: true, wounded: 2 },
    })
    return c
  }
  const stabilise = (more: object = {}) =>
    check({ trait: 'INT', stabilise: 'orc', trained: true, ...more })

  it('a Medicine (KNO) Test against TG 10 Stabilises the Dying target on a success', () => {
    const out = roll(dyingOrc(), stabilise(), { 20: [7] })
    expect(out.outcome).toMatchObject({
      what: 'KNO (Medicine) Test to Stabilise Orc vs TG 10',
      total: 10,
      outcome: 'success',
    })
    expect(instanceIn(out.changes, 'orc')!.dying).toMatchObject({
      dying: true,
      stabilised: true,
      wounded: 2,
    })
    expect(out.label).toBe('Aria tries to Stabilise Orc')
  })

  it('a failure leaves it Dying; the table may name another Trait for Medicine', () => {
    const fail = roll(dyingOrc(), stabilise(), { 20: [6] })
    expect(fail.outcome.outcome).toBe('failure')
    expect(fail.changes).toEqual([])
    const c = dyingOrc()
    c.tableOptions = { skillTrait: { medicine: 'INT' } }
    expect(roll(c, stabilise(), { 20: [6] }).outcome.outcome).toBe('success')
  })

  it('in a running fight it is Use Skill: 1AP, then 3AP with the repeat surcharge', () => {
    const c = inFight(dyingOrc())
    const first = roll(c, stabilise(), { 20: [2] })
    expect(first.cost).toEqual({ ap: 1 })
    expect(first.actor).toBe('aria')
    expect(instanceIn(first.changes, 'aria')!.turn.taken).toEqual({ useSkill: 1 })
    c.tokens.aria!.instance = instanceIn(first.changes, 'aria')
    const second = roll(c, stabilise(), { 20: [2] })
    expect(second.cost).toEqual({ ap: 3 })
    expect(second.outcome.detail).toContain('Second Use Skill this Turn: +2AP (GG-015)')
  })

  it('refuses a target that is not Dying, or already Stabilised', () => {
    expect(() => roll(ggCampaign(), stabilise(), {})).toThrow(
      'Orc is not Dying, so there is nothing to Stabilise.',
    )
    const c = dyingOrc()
    const inst = c.tokens.orc!.instance as ReturnType<typeof state>
    c.tokens.orc!.instance = { ...inst, dying: { ...inst.dying, stabilised: true } }
    expect(() => roll(c, stabilise(), {})).toThrow('Orc is already Stabilised.')
  })
})
