/**
 * A GG stat block's derived numbers at their edges, with the words the stat block view shows for
 * how each was derived: HT (GG-049, seed 001 L44), END DR (GG-080), reach (GG-038), the Attack
 * Roll's Trait and bonus (GG-047/048) and the damage bonus (GG-071, GG-Q19).
 */
import { describe, expect, it } from 'vitest'
import { GgNpcSchema, type GgSheet } from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  actionTrait,
  aocReach,
  attackBonus,
  damageBonus,
  enduranceDr,
  hitTarget,
} from '../../../../shared/rules/gg/engine/statblock'

const TRAITS = { PHY: 3, AGI: 2, END: 5, KNO: 1, INT: 4, DET: -1 }

/** An NPC with these Traits and actions (SB 2 unless given). */
function npc(more: object = {}, actions: object[] = []): GgSheet {
  return GgNpcSchema.parse({
    id: 'n',
    name: 'N',
    traits: TRAITS,
    sb: 2,
    hpMax: 10,
    actions: actions.map((a, i) => ({ id: `a${i}`, name: `A${i}`, ...a })),
    ...more,
  })
}
const act = (a: object) => npc({}, [a]).actions[0]!

describe('HT (GG-049, seed 001 L44: 10 + Agility)', () => {
  it('a negative AGI lowers it, written with a true minus: 10 + (−2) = 8', () => {
    expect(hitTarget(npc({ traits: { ...TRAITS, AGI: -2 } }))).toEqual({
      value: 8,
      how: '10 − 2 (AGI)',
    })
  })
  it('AGI 0: 10 + 0 = 10', () => {
    expect(hitTarget(npc({ traits: { ...TRAITS, AGI: 0 } }))).toEqual({
      value: 10,
      how: '10 + 0 (AGI)',
    })
  })
})

describe('END damage reduction (GG-080: half END, minimum 1, none with END ≤ 0; GG-Q30)', () => {
  it('END 5: floor 5/2 = 2; ceil → 3', () => {
    expect(enduranceDr(npc())).toEqual({ value: 2, how: 'half of END 5, at least 1' })
    expect(enduranceDr(npc(), { rounding: 'ceil' }).value).toBe(3)
  })
  it('END 1: half is 0, the minimum makes it 1', () => {
    expect(enduranceDr(npc({ traits: { ...TRAITS, END: 1 } })).value).toBe(1)
  })
  it('END 0 and END −1: none, and says so', () => {
    for (const END of [0, -1])
      expect(enduranceDr(npc({ traits: { ...TRAITS, END } }))).toEqual({
        value: 0,
        how: 'END is 0 or less',
      })
  })
})

describe('reach (GG-038: 1 m, 2 m with a Reach weapon)', () => {
  it('no Reach weapon: the usual 1 m, said so', () => {
    expect(aocReach(npc({}, [{ properties: ['light'] }]))).toEqual({
      value: 1,
      how: '1 m (the usual reach)',
    })
  })
  it('a melee Reach weapon: 1 + 1 = 2 m', () => {
    expect(aocReach(npc({}, [{ properties: ['reach'] }]))).toEqual({
      value: 2,
      how: '1 m + 1 m (a Reach weapon)',
    })
  })
  it('a ranged action marked Reach does not widen the AoC (reach is melee, GG-038)', () => {
    expect(aocReach(npc({}, [{ melee: false, range: 6, properties: ['reach'] }])).value).toBe(1)
  })
  it('a Reach weapon among others still counts (the second of two)', () => {
    expect(aocReach(npc({}, [{}, { properties: ['reach'] }])).value).toBe(2)
  })
  it("the table's own figures: base 2 m + 3 m = 5 m; without the weapon 2 m", () => {
    const reach = { base: 2, reachProperty: 3 }
    expect(aocReach(npc({}, [{ properties: ['reach'] }]), { reach })).toEqual({
      value: 5,
      how: '2 m + 3 m (a Reach weapon)',
    })
    expect(aocReach(npc(), { reach })).toEqual({ value: 2, how: '2 m (the usual reach)' })
  })
  it('the stat block’s own reach wins over a Reach weapon', () => {
    expect(aocReach(npc({ reach: 4 }, [{ properties: ['reach'] }]))).toEqual({
      value: 4,
      how: 'from the stat block',
    })
  })
})

describe("an attack's Trait (GG-047: melee PHY, ranged AGI, spells their Spellcasting Trait)", () => {
  it('weapons: melee PHY, ranged AGI, a named Trait wins', () => {
    expect(actionTrait(act({}))).toBe('PHY')
    expect(actionTrait(act({ melee: false, range: 6 }))).toBe('AGI')
    expect(actionTrait(act({ trait: 'DET' }))).toBe('DET')
  })
  it('Unarmed Strikes are always PHY, whatever Trait is written on them', () => {
    expect(actionTrait(act({ kind: 'unarmed', trait: 'INT' }))).toBe('PHY')
    expect(actionTrait(act({ kind: 'unarmed', melee: false }))).toBe('PHY')
  })
  it('spells and other actions: their Trait, KNO when none is written, never by melee/ranged', () => {
    expect(actionTrait(act({ kind: 'spell', trait: 'INT' }))).toBe('INT')
    expect(actionTrait(act({ kind: 'spell' }))).toBe('KNO')
    expect(actionTrait(act({ kind: 'other' }))).toBe('KNO')
    expect(actionTrait(act({ kind: 'spell', melee: false }))).toBe('KNO')
    expect(actionTrait(act({ kind: 'other', trait: 'DET' }))).toBe('DET')
  })
})

describe('the Attack Roll bonus (GG-047/048: Trait, + SB when Trained; Unarmed always Trained)', () => {
  it('untrained weapon: PHY 3 only', () => {
    expect(attackBonus(npc(), act({ trained: false }))).toEqual({ value: 3, how: 'PHY 3' })
  })
  it('untrained Unarmed Strike still adds SB: 3 + 2 = 5', () => {
    expect(attackBonus(npc(), act({ kind: 'unarmed', trained: false }))).toEqual({
      value: 5,
      how: 'PHY 3 + SB 2',
    })
  })
  it('an extra bonus: 3 + 2 + 1 = 6; a penalty: 3 + 2 − 2 = 3', () => {
    expect(attackBonus(npc(), act({ attackBonus: 1 }))).toEqual({
      value: 6,
      how: 'PHY 3 + SB 2 + 1',
    })
    expect(attackBonus(npc(), act({ attackBonus: -2 }))).toEqual({
      value: 3,
      how: 'PHY 3 + SB 2 − 2',
    })
  })
  it('SB 0 is not written: spell INT 4 + 0 = 4', () => {
    expect(attackBonus(npc({ sb: 0 }), act({ kind: 'spell', trait: 'INT' }))).toEqual({
      value: 4,
      how: 'INT 4',
    })
  })
})

describe('the damage bonus (GG-071: the Trait for a Weapon; GG-Q19: SB too only by option)', () => {
  it('Unarmed: SB 2 + PHY 3 = 5, with or without the option', () => {
    const fist = act({ kind: 'unarmed' })
    expect(damageBonus(npc(), fist)).toEqual({ value: 5, how: 'SB 2 + PHY 3' })
    expect(damageBonus(npc(), fist, { weaponDamageAddsSB: true }).value).toBe(5)
  })
  it('spells and other actions: the dice only, even with the option', () => {
    for (const kind of ['spell', 'other'])
      expect(damageBonus(npc(), act({ kind, trait: 'INT' }), { weaponDamageAddsSB: true })).toEqual(
        { value: 0, how: 'the dice only' },
      )
  })
  it('a ranged weapon: AGI 2; with the option 2 + SB 2 = 4', () => {
    const bow = act({ melee: false, range: 6 })
    expect(damageBonus(npc(), bow)).toEqual({ value: 2, how: 'AGI 2' })
    expect(damageBonus(npc(), bow, { weaponDamageAddsSB: true })).toEqual({
      value: 4,
      how: 'AGI 2 + SB 2',
    })
  })
  it('a weapon with its own Trait: DET −1', () => {
    expect(damageBonus(npc(), act({ trait: 'DET' }))).toEqual({ value: -1, how: 'DET -1' })
  })
})
