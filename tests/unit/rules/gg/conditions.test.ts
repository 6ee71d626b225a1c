import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  attackConditionMods,
  attacksAsHidden,
  canTakeActions,
  grappleEnds,
  hpThresholdConditions,
  isBloodied,
  isDesperate,
  isFlanked,
  speedWithConditions,
  surprisedAfterTurnEnd,
} from '../../../../shared/rules/gg/engine/conditions'
import {
  GG_CONDITION_IDS,
  GG_CONDITIONS,
} from '../../../../shared/rules/gg/engine/condition-catalogue'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

const flankingOn = resolveGgOptions({ flanking: true })

describe('catalogue (A.5.1)', () => {
  it('describes every named condition once', () => {
    expect(GG_CONDITIONS.map((c) => c.id).sort()).toEqual([...GG_CONDITION_IDS].sort())
  })
})

describe('GG-096 Bloodied and GG-097 Desperation (worked examples)', () => {
  it.each([
    [15, 30, true, false],
    [16, 30, false, false],
    [15, 31, true, false],
    [7, 30, true, true],
    [8, 30, true, false],
  ])('HP %i of %i: bloodied %s, desperation %s', (hp, max, bloodied, desperation) => {
    expect(hpThresholdConditions(hp, max)).toEqual({ bloodied, desperation })
  })
  it("GG-Q34 'eq': only exactly half", () => {
    const eq = resolveGgOptions({ bloodiedCompare: 'eq' })
    expect(isBloodied(15, 30, eq)).toBe(true)
    expect(isBloodied(14, 30, eq)).toBe(false)
  })
  it("GG-Q34 'eq' governs Desperation too: only exactly a quarter", () => {
    const eq = resolveGgOptions({ bloodiedCompare: 'eq' })
    expect(isDesperate(7, 28, eq)).toBe(true)
    expect(isDesperate(6, 28, eq)).toBe(false)
    expect(isDesperate(6, 28)).toBe(true)
  })
  it('refuses nonsense HP in GM words', () => {
    expect(() => isBloodied(3, 0)).toThrow(/HP Maximum/)
  })
  it('property: Desperation implies Bloodied', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (max, raw) => {
          const hp = Math.min(raw, max)
          if (isDesperate(hp, max)) expect(isBloodied(hp, max)).toBe(true)
        },
      ),
    )
  })
})

describe('speed (A.5.1 Grappled, Slowed)', () => {
  it.each([
    [6, {}, 6],
    [6, { grappled: true }, 0],
    [6, { slowed: 1 }, 5],
    [6, { slowed: 2 }, 4],
    [1, { slowed: 3 }, 0],
  ])('speed %i with %o -> %i', (speed, set, expected) => {
    expect(speedWithConditions(speed, set)).toBe(expected)
  })
  it("'manual' leaves the speed alone", () => {
    const manual = resolveGgOptions({ cond: { grappled: 'manual' } })
    expect(speedWithConditions(6, { grappled: true }, manual)).toBe(6)
  })
  it('property: conditions never raise speed or make it negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (s, d, g) => {
          const out = speedWithConditions(s, { slowed: d, grappled: g })
          expect(out).toBeGreaterThanOrEqual(0)
          expect(out).toBeLessThanOrEqual(s)
        },
      ),
    )
  })
})

describe('actions (A.5.1 Surprised, Incapacitated, Unconscious)', () => {
  it.each([
    [{}, false, true],
    [{ surprised: true }, true, false],
    [{ surprised: true }, false, true],
    [{ incapacitated: true }, false, false],
    [{ unconscious: true }, false, false],
    [{ knockedOut: true }, false, false],
  ])('%o (first turn %s) can act: %s', (set, firstTurn, expected) => {
    expect(canTakeActions(set, { firstTurn })).toBe(expected)
  })
  it('Surprised ends after its first Turn', () => {
    expect(surprisedAfterTurnEnd({ surprised: true, prone: true })).toEqual({ prone: true })
  })
})

describe('attack modifiers', () => {
  it('Prone target: Advantage within 1 m, Disadvantage farther', () => {
    expect(
      attackConditionMods({}, { prone: true }, { melee: true, distance: 1 }).advantage,
    ).toHaveLength(1)
    const far = attackConditionMods({}, { prone: true }, { melee: false, distance: 8 })
    expect(far.advantage).toHaveLength(0)
    expect(far.disadvantage).toHaveLength(1)
  })
  it('GG-037 Ex.: a squeezing ogre attacks at Disadvantage; Aria attacks it with Advantage', () => {
    expect(
      attackConditionMods({ squeezing: true }, {}, { melee: true, distance: 1 }).disadvantage,
    ).toHaveLength(1)
    expect(
      attackConditionMods({}, { squeezing: true }, { melee: true, distance: 1 }).advantage,
    ).toHaveLength(1)
  })
  it('Flanked gives Advantage only with the optional rule on', () => {
    const a = attackConditionMods({}, { flanked: true }, { melee: true, distance: 1 })
    expect(a.advantage).toHaveLength(0)
    const b = attackConditionMods({}, { flanked: true }, { melee: true, distance: 1 }, flankingOn)
    expect(b.advantage).toEqual(['target is Flanked'])
    const plus2 = resolveGgOptions({ flanking: true, flankEffect: 'plus2Hit' })
    expect(
      attackConditionMods({}, { flanked: true }, { melee: true, distance: 1 }, plus2).bonus,
    ).toBe(2)
  })
  it("Hidden (GG-053) is the attack rules' Advantage, counted once; gg.cond.hidden manual turns it off", () => {
    const hidden = { hidden: true }
    expect(attackConditionMods(hidden, {}, { melee: true, distance: 1 }).advantage).toEqual([])
    expect(attacksAsHidden(hidden)).toBe(true)
    expect(attacksAsHidden({})).toBe(false)
    expect(attacksAsHidden(hidden, resolveGgOptions({ cond: { hidden: 'manual' } }))).toBe(false)
  })
})

describe('GG-039 Flanking geometry (worked example)', () => {
  const aria = { x: 0, y: 0 }
  it.each([
    [
      'Orc N, Wolf S (180°)',
      [
        { x: 0, y: -1 },
        { x: 0, y: 1 },
      ],
      true,
    ],
    [
      'Orc N, Wolf NE (45°)',
      [
        { x: 0, y: -1 },
        { x: 1, y: -1 },
      ],
      false,
    ],
    [
      'Orc N, Wolf E (90°)',
      [
        { x: 0, y: -1 },
        { x: 1, y: 0 },
      ],
      true,
    ],
    ['one hostile only', [{ x: 0, y: -1 }], false],
  ])('%s -> %s', (_label, hostiles, expected) => {
    expect(isFlanked(aria, hostiles, flankingOn)).toBe(expected)
  })
  it('off by default', () => {
    expect(
      isFlanked(aria, [
        { x: 0, y: -1 },
        { x: 0, y: 1 },
      ]),
    ).toBe(false)
  })
})

describe('Grappled ends (GG-Q26 default)', () => {
  it.each([
    [{ grapplerIncapacitated: false, released: false, targetDistance: 1, grapplerReach: 1 }, false],
    [{ grapplerIncapacitated: true, released: false, targetDistance: 1, grapplerReach: 1 }, true],
    [{ grapplerIncapacitated: false, released: true, targetDistance: 1, grapplerReach: 1 }, true],
    [{ grapplerIncapacitated: false, released: false, targetDistance: 2, grapplerReach: 1 }, true],
  ])('%o -> %s', (event, expected) => {
    expect(grappleEnds(event)).toBe(expected)
  })
})
