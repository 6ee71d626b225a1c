import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  dyingAfterHealing,
  dyingAfterHit,
  dyingAtEncounterEnd,
  dyingAtTurnStart,
  finalMomentRefusal,
  GG_UP,
  rollStabilise,
  type GgDyingState,
  type GgHpHit,
} from '../../../../shared/rules/gg/engine/dying'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

const st = (s: Partial<GgDyingState>): GgDyingState => ({ ...GG_UP, ...s })
const dyingAria = st({ unconscious: true, dying: true })
const hit = (h: Partial<GgHpHit>): GgHpHit => ({
  hpBefore: 0,
  maxHp: 30,
  damage: 5,
  bpAbsorbed: 0,
  crit: false,
  encounter: 'other',
  ...h,
})

describe('GG-098 … GG-101 dropping to 0 HP (worked examples)', () => {
  it.each([
    [
      'GG-098: 5 HP, 6 damage -> Unconscious + Dying',
      hit({ hpBefore: 5, damage: 6 }),
      st({ unconscious: true, dying: true }),
      0,
    ],
    [
      'GG-099: HP 8 takes 40 -> Knocked Out of the Fight',
      hit({ hpBefore: 8, damage: 40 }),
      st({ unconscious: true, outOfFight: true }),
      0,
    ],
    [
      'GG-099: HP 8 takes 37 -> Unconscious + Dying',
      hit({ hpBefore: 8, damage: 37 }),
      st({ unconscious: true, dying: true }),
      0,
    ],
    [
      'GG-101: an arrow brings her to 0 -> Unconscious + Dying',
      hit({ hpBefore: 4, damage: 4 }),
      st({ unconscious: true, dying: true }),
      0,
    ],
    ['short of 0 HP: nothing changes', hit({ hpBefore: 30, damage: 12 }), GG_UP, 18],
    [
      'GG-109: a melee knockout -> Unconscious, not Dying',
      hit({ hpBefore: 6, damage: 8, nonlethalMelee: true }),
      st({ unconscious: true, nonlethal: true }),
      0,
    ],
  ])('%s', (_label, h, expected, hpAfter) => {
    const r = dyingAfterHit(GG_UP, h)
    expect(r.state).toEqual(expected)
    expect(r.hpAfter).toBe(hpAfter)
  })

  it('GG-099 / GG-Q35 massive damage follows Wounded 5: death in a Critical Engagement, out elsewhere', () => {
    const massive = (encounter: GgHpHit['encounter'], o = resolveGgOptions({})) =>
      dyingAfterHit(GG_UP, hit({ hpBefore: 8, damage: 40, encounter }), o)
    const ce = massive('criticalEngagement')
    expect(ce.state).toMatchObject({ dead: true, outOfFight: true, dying: false, wounded: 0 })
    expect(ce.events).toEqual(['knockedOutOfFight', 'died'])
    const other = massive('other')
    expect(other.state).toMatchObject({ dead: false, outOfFight: true, dying: false, wounded: 0 })
    expect(other.events).toEqual(['knockedOutOfFight'])
    // The outcome is Wounded 5's, so a table where Wounded 5 kills everywhere dies everywhere…
    const harsh = resolveGgOptions({ wounded5: { other: 'dies' } })
    expect(massive('other', harsh).state.dead).toBe(true)
    // …and 'removedOnly' only takes the being out of the Encounter, even in a Critical Engagement.
    const removed = massive('criticalEngagement', resolveGgOptions({ koOutcome: 'removedOnly' }))
    expect(removed.state).toMatchObject({ dead: false, outOfFight: true })
  })
  it('GG-Q41: BP-absorbed damage does not count towards massive damage by default', () => {
    // 45 damage, 10 into BP, 35 reaches HP 8 -> 27 left < 30.
    expect(
      dyingAfterHit(GG_UP, hit({ hpBefore: 8, damage: 45, bpAbsorbed: 10 })).state.outOfFight,
    ).toBe(false)
    const noBp = resolveGgOptions({ massiveAfterBP: false })
    expect(
      dyingAfterHit(GG_UP, hit({ hpBefore: 8, damage: 45, bpAbsorbed: 10 }), noBp).state.outOfFight,
    ).toBe(true)
  })
  it('GG-Q55: a minion dies at 0 HP', () => {
    expect(dyingAfterHit(GG_UP, hit({ hpBefore: 3, damage: 4, being: 'minion' })).state.dead).toBe(
      true,
    )
    expect(dyingAfterHit(GG_UP, hit({ hpBefore: 3, damage: 4, being: 'named' })).state.dying).toBe(
      true,
    )
  })
})

describe('GG-102 the dying tick and GG-105 Wounded 5', () => {
  it('Ex.: two of her Turns pass while Dying -> Wounded 2', () => {
    const once = dyingAtTurnStart(dyingAria, 'other').state
    expect(dyingAtTurnStart(once, 'other').state.wounded).toBe(2)
  })
  it('GG-108: no tick while Stabilised', () => {
    expect(
      dyingAtTurnStart(st({ ...dyingAria, stabilised: true, wounded: 2 }), 'other').state.wounded,
    ).toBe(2)
  })
  it('Ex.: Wounded 5 in a Critical Engagement -> Dies', () => {
    const r = dyingAtTurnStart(st({ ...dyingAria, wounded: 4 }), 'criticalEngagement')
    expect(r.state.dead).toBe(true)
    expect(r.events).toContain('died')
  })
  it('Wounded 5 elsewhere -> Knocked Out of the Fight (default)', () => {
    const r = dyingAtTurnStart(st({ ...dyingAria, wounded: 4 }), 'other')
    expect(r.state).toMatchObject({ dead: false, outOfFight: true, wounded: 5 })
  })
})

describe('GG-103 / GG-108 damage while Dying (worked examples)', () => {
  it('Ex.: Wounded 2, hit normally -> 3, then critted -> 5', () => {
    const a = dyingAfterHit(st({ ...dyingAria, wounded: 2 }), hit({})).state
    expect(a.wounded).toBe(3)
    const b = dyingAfterHit(a, hit({ crit: true, encounter: 'criticalEngagement' })).state
    expect(b.wounded).toBe(5)
    expect(b.dead).toBe(true)
  })
  it('Ex.: Stabilised at Wounded 2, hit by an arrow -> Wounded 4, no longer Stabilised', () => {
    const r = dyingAfterHit(st({ ...dyingAria, stabilised: true, wounded: 2 }), hit({})).state
    expect(r).toMatchObject({ wounded: 4, stabilised: false, dying: true })
  })
  it('GG-Q37 2+critBonus: a crit on a Stabilised being adds 3', () => {
    const o = resolveGgOptions({ stabilisedHit: '2+critBonus' })
    expect(
      dyingAfterHit(st({ ...dyingAria, stabilised: true }), hit({ crit: true }), o).state.wounded,
    ).toBe(3)
    expect(
      dyingAfterHit(st({ ...dyingAria, stabilised: true }), hit({ crit: true })).state.wounded,
    ).toBe(2)
  })
  it.each([
    ['BP take 4 of 4 -> no Degree', 4, 4, 0],
    ['BP take 6 of 9 -> +1 Degree', 9, 6, 1],
  ])('GG-Q40 Ex.: %s', (_l, damage, bpAbsorbed, wounded) => {
    expect(dyingAfterHit(dyingAria, hit({ damage, bpAbsorbed })).state.wounded).toBe(wounded)
  })
  it('Ex. GG-109: the knocked-out bandit takes 3 fire -> gains Dying (no Degree by default)', () => {
    const ko = st({ unconscious: true, nonlethal: true })
    const r = dyingAfterHit(ko, hit({ damage: 3 })).state
    expect(r).toMatchObject({ dying: true, nonlethal: false, wounded: 0 })
    const o = resolveGgOptions({ nonlethalHitWound: true })
    expect(dyingAfterHit(ko, hit({ damage: 3 }), o).state.wounded).toBe(1)
  })
  it('refuses BP absorbing more than the damage', () => {
    expect(() => dyingAfterHit(dyingAria, hit({ damage: 3, bpAbsorbed: 5 }))).toThrow(
      /Barrier Points/,
    )
  })
  it('property: Wounded never exceeds 5 and never falls from a hit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ damage: fc.integer({ min: 0, max: 20 }), crit: fc.boolean() }), {
          maxLength: 8,
        }),
        (hits) => {
          let s = dyingAria
          for (const h of hits) {
            const next = dyingAfterHit(s, hit(h)).state
            expect(next.wounded).toBeGreaterThanOrEqual(s.wounded)
            expect(next.wounded).toBeLessThanOrEqual(5)
            s = next
          }
        },
      ),
    )
  })
})

describe('GG-100 / GG-104 healing and the end of the Encounter', () => {
  it('Ex.: healed for 1 -> conscious', () => {
    const r = dyingAfterHealing(dyingAria, { hpBefore: 0, maxHp: 30, amount: 1 })
    expect(r.hpAfter).toBe(1)
    expect(r.state.unconscious).toBe(false)
  })
  it('Ex.: healed to 5 at Wounded 3 -> Dying ends, Wounded 3 remains; cleared at the end with HP 5', () => {
    const r = dyingAfterHealing(st({ ...dyingAria, wounded: 3 }), {
      hpBefore: 0,
      maxHp: 30,
      amount: 5,
    })
    expect(r.state).toMatchObject({ dying: false, wounded: 3 })
    expect(dyingAtEncounterEnd(r.state, 5).wounded).toBe(0)
    expect(dyingAtEncounterEnd(r.state, 0).wounded).toBe(3)
  })
  it('GG-094: healing caps at the maximum; GG-095: the dead are not healed', () => {
    expect(dyingAfterHealing(GG_UP, { hpBefore: 25, maxHp: 30, amount: 10 }).hpAfter).toBe(30)
    expect(
      dyingAfterHealing(st({ dead: true }), { hpBefore: 0, maxHp: 30, amount: 10 }).hpAfter,
    ).toBe(0)
  })
})

describe('GG-107 Stabilise', () => {
  const bram = { traits: { KNO: 2 }, sb: 2, trained: true }
  it.each([
    ['Ex.: Bram d20 8 + KNO 2 + SB 2 = 12 -> Stabilised', 8, 12, true],
    ['d20 5 -> 9, fails', 5, 9, false],
  ])('%s', (_l, face, total, success) => {
    const dice = scriptedDice({ 20: [face] })
    const r = rollStabilise(dyingAria, bram, dice)
    expect(r.total).toBe(total)
    expect(r.success).toBe(success)
    expect(r.state.stabilised).toBe(success)
    dice.assertDone()
  })
  it('rolls the table test die and the Medicine Trait of the options (GG-Q1, GG-Q39)', () => {
    const o = resolveGgOptions({ testDie: '3d6', skillTrait: { medicine: 'INT' } })
    const dice = scriptedDice({ 6: [1, 2, 3] })
    const r = rollStabilise(
      dyingAria,
      { traits: { KNO: 5, INT: 1 }, sb: 2, trained: true },
      dice,
      o,
    )
    expect([r.die, r.total, r.success]).toEqual([6, 9, false])
    dice.assertDone()
  })
  it('refuses a character who is not Dying', () => {
    expect(() => rollStabilise(GG_UP, bram, scriptedDice({ 20: [10] }))).toThrow(/Dying/)
  })
})

describe('GG-106 Final Moment (worked example)', () => {
  it.each([
    [
      'throw the dagger at the boss',
      { requirementsMet: true, heals: false, preventsDeath: false },
      null,
    ],
    [
      'drink a healing potion',
      { requirementsMet: true, heals: true, preventsDeath: false },
      'A Final Moment cannot be used to heal.',
    ],
  ])('%s', (_l, action, expected) => {
    expect(finalMomentRefusal(action)).toBe(expected)
  })
})

describe('GG dying track at its edges (seed 001 L101-L117)', () => {
  const ce = 'criticalEngagement' as const

  it('L106 Wounded 5 in a Critical Engagement: dead, no longer Dying nor Stabilised', () => {
    // Dying at Wounded 4, hit again (1 Degree, L104): 4 + 1 = 5 -> dies in a Critical Engagement.
    const r = dyingAfterHit(
      st({ unconscious: true, dying: true, wounded: 4 }),
      hit({ encounter: ce }),
    )
    expect(r.state).toStrictEqual(st({ unconscious: true, dead: true, wounded: 5 }))
    expect(r.events).toEqual(['woundedGained', 'died'])
  })

  it('L106 Wounded 5 elsewhere: Knocked Out of the Fight, and no longer Stabilised', () => {
    // Stabilised at Wounded 3, any damage: 2 Degrees (L111), 3 + 2 = 5 -> out of the fight.
    const r = dyingAfterHit(
      st({ unconscious: true, dying: true, stabilised: true, wounded: 3 }),
      hit({}),
    )
    expect(r.state).toStrictEqual(
      st({ unconscious: true, dying: true, wounded: 5, outOfFight: true }),
    )
    expect(r.events).toEqual(['stabilisedLost', 'woundedGained', 'knockedOutOfFight'])
  })

  it('a track already at Wounded 5 gains nothing more at a turn start', () => {
    const r = dyingAtTurnStart(st({ unconscious: true, dying: true, wounded: 5 }), 'other')
    expect(r.events).toEqual([])
    expect(r.state.wounded).toBe(5)
    expect(dyingAtTurnStart(GG_UP, 'other').events).toEqual([])
  })

  it('refuses a hit or HP that cannot be, in words', () => {
    const parts =
      'Damage and the part Barrier Points absorbed must be 0 or more, the part no larger than the damage.'
    expect(() => dyingAfterHit(GG_UP, hit({ damage: -1 }))).toThrow(parts)
    expect(() => dyingAfterHit(GG_UP, hit({ bpAbsorbed: -1 }))).toThrow(parts)
    expect(() => dyingAfterHit(GG_UP, hit({ damage: 3, bpAbsorbed: 4 }))).toThrow(parts)
    const hp = 'Current HP must lie between 0 and the HP Maximum.'
    expect(() => dyingAfterHit(GG_UP, hit({ hpBefore: -1 }))).toThrow(hp)
    expect(() => dyingAfterHit(GG_UP, hit({ hpBefore: 31 }))).toThrow(hp)
  })

  it('the dead and the Knocked Out are past what a hit can do', () => {
    for (const gone of [st({ dead: true }), st({ outOfFight: true })]) {
      const r = dyingAfterHit(gone, hit({ hpBefore: 10, damage: 50 }))
      expect(r).toEqual({ state: gone, hpAfter: 10, events: [] })
    }
  })

  it('L101 left-over damage exactly the HP Maximum knocks out: 5 HP takes 35, 30 left over of 30', () => {
    const r = dyingAfterHit(GG_UP, hit({ hpBefore: 5, damage: 35 }))
    expect(r.events).toEqual(['knockedOutOfFight'])
  })

  it('a minion dies at 0 HP; a named NPC drops as a PC does (table defaults)', () => {
    expect(dyingAfterHit(GG_UP, hit({ hpBefore: 5, damage: 6, being: 'minion' })).events).toEqual([
      'died',
    ])
    expect(dyingAfterHit(GG_UP, hit({ hpBefore: 5, damage: 6, being: 'named' })).events).toEqual([
      'unconscious',
      'dying',
    ])
    expect(dyingAfterHit(GG_UP, hit({ hpBefore: 5, damage: 6 })).events).toEqual([
      'unconscious',
      'dying',
    ])
  })

  it('L117 with wounds only past Barrier Points off, a hit the BP took part of wounds no one', () => {
    const o = resolveGgOptions({ bpPartialWound: false })
    expect(dyingAfterHit(dyingAria, hit({ damage: 5, bpAbsorbed: 2 }), o).events).toEqual([])
    expect(dyingAfterHit(dyingAria, hit({ damage: 0 }), o).events).toEqual([])
    expect(dyingAfterHit(dyingAria, hit({ damage: 5 }), o).state.wounded).toBe(1)
  })

  it('at 0 HP and neither Dying nor knocked out by choice, a hit changes nothing', () => {
    const stable = st({ unconscious: true })
    expect(dyingAfterHit(stable, hit({})).events).toEqual([])
  })

  it('L112 a knocked-out-by-choice being hit again starts Dying, with a Degree when the table says', () => {
    const ko = st({ unconscious: true, nonlethal: true })
    const plain = dyingAfterHit(ko, hit({}))
    expect(plain.events).toEqual(['dying'])
    expect(plain.state).toStrictEqual(st({ unconscious: true, dying: true }))
    const o = resolveGgOptions({ nonlethalHitWound: true })
    // A Critical Hit while Dying gives 2 Degrees (L104).
    expect(dyingAfterHit(ko, hit({ crit: true }), o).state.wounded).toBe(2)
  })

  it("L111 a Stabilised being's crit gives 3 Degrees only under the '2+critBonus' reading", () => {
    const stab = st({ unconscious: true, dying: true, stabilised: true })
    const o = resolveGgOptions({ stabilisedHit: '2+critBonus' })
    expect(dyingAfterHit(stab, hit({ crit: true }), o).state.wounded).toBe(3)
    expect(dyingAfterHit(stab, hit({ crit: true })).state.wounded).toBe(2)
  })

  it('L105 healing: none below 0; 0 leaves a Dying being down; any HP wakes it fully', () => {
    expect(() => dyingAfterHealing(dyingAria, { hpBefore: 0, maxHp: 30, amount: -1 })).toThrow(
      'Healing cannot be negative.',
    )
    expect(dyingAfterHealing(dyingAria, { hpBefore: 0, maxHp: 30, amount: 0 })).toEqual({
      state: dyingAria,
      hpAfter: 0,
    })
    const down = st({
      unconscious: true,
      dying: true,
      stabilised: true,
      nonlethal: true,
      wounded: 2,
    })
    expect(dyingAfterHealing(down, { hpBefore: 0, maxHp: 30, amount: 4 })).toStrictEqual({
      state: st({ wounded: 2 }),
      hpAfter: 4,
    })
  })

  it('L105 Wounded clears at the end of the Encounter for a being with exactly 1 HP', () => {
    expect(dyingAtEncounterEnd(st({ wounded: 3 }), 1).wounded).toBe(0)
    expect(dyingAtEncounterEnd(st({ wounded: 3 }), 0).wounded).toBe(3)
  })

  it("L110 Stabilise: the roller's modifier counts; a Stabilised being is not stabilised twice", () => {
    // d20 4 + KNO 2 + SB 1 (Trained) + 3 = 10 against TG 10: stabilised; without the +3, 7 fails.
    const roller = { traits: { KNO: 2 }, sb: 1, trained: true }
    expect(
      rollStabilise(dyingAria, { ...roller, modifier: 3 }, scriptedDice({ 20: [4] })).success,
    ).toBe(true)
    expect(rollStabilise(dyingAria, roller, scriptedDice({ 20: [4] })).success).toBe(false)
    expect(() =>
      rollStabilise(st({ dying: true, stabilised: true }), roller, scriptedDice({})),
    ).toThrow('This character is already stabilised.')
  })

  it('L107 a Final Moment may neither heal nor prevent the death, each said', () => {
    const ok = { requirementsMet: true, heals: false, preventsDeath: false }
    expect(finalMomentRefusal({ ...ok, heals: true })).toBe(
      'A Final Moment cannot be used to heal.',
    )
    expect(finalMomentRefusal({ ...ok, preventsDeath: true })).toBe(
      'A Final Moment cannot prevent the death.',
    )
  })
})
