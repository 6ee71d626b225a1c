import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Dice } from '../../../../shared/dice'
import { scriptedDice } from '../../../../shared/dice'
import { GG_DEFAULT_OPTIONS, type GgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  advantageCount,
  advantagePlan,
  netAdvantage,
  rollTraitTest,
  traitTest,
  traitTestOdds,
  type TraitTestInput,
} from '../../../../shared/rules/gg/engine/test'

const defaults = GG_DEFAULT_OPTIONS
const withOpts = (o: Partial<GgOptions>): GgOptions => ({ ...defaults, ...o })

/** Dice that hand out a fixed list of faces in order, whatever the die. */
function facesDice(faces: readonly number[]): Dice {
  let at = 0
  return { roll: () => faces[at++] as number }
}

/** Every way `n` dice with the given sides can land, in roll order. */
function* allFaces(sides: readonly number[]): Generator<number[]> {
  if (sides.length === 0) {
    yield []
    return
  }
  const [first, ...rest] = sides as [number, ...number[]]
  for (let f = 1; f <= first; f++) for (const tail of allFaces(rest)) yield [f, ...tail]
}

describe('Trait Test (F-GG-1..3)', () => {
  it('GG-001 Ex.: Aria (AGI 3) rolls d20 11 on an Agility Test -> TTV 14', () => {
    const dice = scriptedDice({ 20: [11] })
    const r = rollTraitTest(dice, { trait: 3 }, defaults)
    expect(r).toEqual({ rolls: [11], natural: 11, ttv: 14, inspired: false })
    dice.assertDone()
  })

  it.each<[string, TraitTestInput, number[], number, boolean]>([
    ['adds SB only when Trained', { trait: 1, sb: 2, trained: true }, [7], 10, true],
    ['ignores SB when not Trained', { trait: 1, sb: 2 }, [7], 8, false],
    ['adds modifiers', { trait: 2, modifier: -3 }, [11], 10, true],
    ['Advantage keeps the higher', { trait: 0, advantage: { advantage: 1 } }, [4, 15], 15, true],
    [
      'Disadvantage keeps the lower',
      { trait: 0, advantage: { disadvantage: 2 } },
      [4, 15],
      4,
      false,
    ],
    [
      'Advantage and Disadvantage cancel to one roll',
      { trait: 0, advantage: { advantage: 2, disadvantage: 1 } },
      [9],
      9,
      false,
    ],
  ])('%s', (_label, input, faces, ttv, success) => {
    const dice = scriptedDice({ 20: faces })
    const r = traitTest(dice, input, 10, defaults)
    expect(r.ttv).toBe(ttv)
    expect(r.success).toBe(success)
    dice.assertDone()
  })

  it('TG met exactly is a success (TTV >= TG)', () => {
    expect(traitTest(scriptedDice({ 20: [7] }), { trait: 3 }, 10, defaults).success).toBe(true)
    expect(traitTest(scriptedDice({ 20: [6] }), { trait: 3 }, 10, defaults).success).toBe(false)
  })

  it('an Inspired Event is a kept natural 20 (F-GG-2), or the faces the table lists', () => {
    expect(rollTraitTest(scriptedDice({ 20: [20] }), { trait: 0 }, defaults).inspired).toBe(true)
    const dis = rollTraitTest(
      scriptedDice({ 20: [20, 3] }),
      { trait: 0, advantage: { disadvantage: 1 } },
      defaults,
    )
    expect(dis.inspired).toBe(false)
    const wide = withOpts({ inspiredOn: [19, 20] })
    expect(rollTraitTest(scriptedDice({ 20: [19] }), { trait: 0 }, wide).inspired).toBe(true)
  })

  it('2d10 and 3d6 test dice sum their dice (gg.testDie)', () => {
    expect(
      rollTraitTest(scriptedDice({ 10: [3, 9] }), { trait: 1 }, withOpts({ testDie: '2d10' })).ttv,
    ).toBe(13)
    expect(
      rollTraitTest(scriptedDice({ 6: [1, 2, 6] }), { trait: 0 }, withOpts({ testDie: '3d6' })).ttv,
    ).toBe(9)
  })

  it('netCount rolls one extra die per net Advantage; bonus2 gives +-2 instead', () => {
    expect(advantagePlan({ advantage: 3, disadvantage: 1 }, 'netCount')).toEqual({
      sets: 3,
      keep: 'highest',
      bonus: 0,
    })
    expect(advantagePlan({ advantage: 0, disadvantage: 1 }, 'netCount')).toEqual({
      sets: 2,
      keep: 'lowest',
      bonus: 0,
    })
    expect(advantagePlan({ advantage: 1 }, 'bonus2')).toEqual({
      sets: 1,
      keep: 'highest',
      bonus: 2,
    })
    expect(advantagePlan({ disadvantage: 2 }, 'bonus2')).toEqual({
      sets: 1,
      keep: 'highest',
      bonus: -2,
    })
    const r = rollTraitTest(
      scriptedDice({ 20: [5, 12, 8] }),
      { trait: 0, advantage: { advantage: 2 } },
      withOpts({ advMode: 'netCount' }),
    )
    expect(r.natural).toBe(12)
  })

  it('refuses a negative count of Advantage', () => {
    expect(() => advantagePlan({ advantage: -1 }, '5e')).toThrow(/whole numbers, 0 or more/)
  })

  it.each([
    [1, 0, '5e', 'advantage'],
    [0, 2, '5e', 'disadvantage'],
    [2, 1, '5e', 'normal'],
    [2, 1, 'netCount', 'advantage'],
    [1, 1, 'netCount', 'normal'],
    [0, 1, 'bonus2', 'disadvantage'],
  ] as const)('netAdvantage(%i, %i, %s) → %s (the verdict of advantagePlan)', (a, d, mode, out) => {
    expect(netAdvantage(a, d, mode)).toBe(out)
  })

  it('a single verdict counts as one source (advantageCount)', () => {
    expect(advantageCount('advantage')).toEqual({ advantage: 1, disadvantage: 0 })
    expect(advantageCount('disadvantage')).toEqual({ advantage: 0, disadvantage: 1 })
    expect(advantageCount(undefined)).toEqual({ advantage: 0, disadvantage: 0 })
    expect(advantageCount({ advantage: 2 })).toEqual({ advantage: 2, disadvantage: 0 })
  })
})

describe('exact odds of a Trait Test', () => {
  it('d20 + 3 vs TG 10 succeeds 14 times in 20; with Advantage 1 - (6/20)^2', () => {
    expect(traitTestOdds({ trait: 3 }, 10, defaults).success).toBeCloseTo(0.7, 12)
    expect(
      traitTestOdds({ trait: 3, advantage: { advantage: 1 } }, 10, defaults).success,
    ).toBeCloseTo(1 - 0.09, 12)
    expect(
      traitTestOdds({ trait: 3, advantage: { disadvantage: 1 } }, 10, defaults).success,
    ).toBeCloseTo(0.49, 12)
    expect(traitTestOdds({ trait: 0 }, 10, defaults).inspired).toBeCloseTo(0.05, 12)
  })

  const cases: Array<
    [
      GgOptions['testDie'],
      GgOptions['advMode'],
      Partial<{ advantage: number; disadvantage: number }>,
    ]
  > = [
    ['d20', '5e', {}],
    ['d20', '5e', { advantage: 1 }],
    ['d20', '5e', { disadvantage: 1 }],
    ['d20', 'netCount', { advantage: 2 }],
    ['d20', 'bonus2', { disadvantage: 1 }],
    ['2d10', '5e', { advantage: 1 }],
    ['2d10', 'netCount', { advantage: 1, disadvantage: 2 }],
    ['3d6', '5e', { disadvantage: 1 }],
  ]
  it.each(cases)('match brute force over every face: %s, %s, %j', (testDie, advMode, advantage) => {
    const opts = withOpts({
      testDie,
      advMode,
      inspiredOn: [testDie === 'd20' ? 20 : testDie === '2d10' ? 20 : 18],
    })
    const input: TraitTestInput = { trait: 2, sb: 1, trained: true, advantage }
    const plan = advantagePlan(advantage, advMode)
    const per = testDie === 'd20' ? [20] : testDie === '2d10' ? [10, 10] : [6, 6, 6]
    const sides = Array.from({ length: plan.sets }, () => per).flat()
    for (const tg of [5, 12, 16, 23]) {
      let outcomes = 0
      let wins = 0
      let inspired = 0
      for (const faces of allFaces(sides)) {
        const r = traitTest(facesDice(faces), input, tg, opts)
        outcomes++
        if (r.success) wins++
        if (r.inspired) inspired++
      }
      const odds = traitTestOdds(input, tg, opts)
      expect(odds.success).toBeCloseTo(wins / outcomes, 12)
      expect(odds.inspired).toBeCloseTo(inspired / outcomes, 12)
    }
  })

  const arbDie = fc.constantFrom<GgOptions['testDie']>('d20', '2d10', '3d6')
  const arbMode = fc.constantFrom<GgOptions['advMode']>('5e', 'netCount', 'bonus2')
  const arbAdv = fc.record({ advantage: fc.nat(3), disadvantage: fc.nat(3) })

  it('the TTV chances sum to 1 and success is a probability', () => {
    fc.assert(
      fc.property(
        arbDie,
        arbMode,
        arbAdv,
        fc.integer({ min: -5, max: 8 }),
        fc.integer({ min: -5, max: 40 }),
        (testDie, advMode, advantage, trait, tg) => {
          const o = traitTestOdds({ trait, advantage }, tg, withOpts({ testDie, advMode }))
          const total = o.ttv.reduce((a, b) => a + b, 0)
          expect(total).toBeCloseTo(1, 12)
          expect(o.success).toBeGreaterThanOrEqual(-1e-12)
          expect(o.success).toBeLessThanOrEqual(1 + 1e-12)
        },
      ),
    )
  })

  it('a higher TG never raises the chance; Advantage never lowers it, Disadvantage never raises it', () => {
    fc.assert(
      fc.property(
        arbDie,
        arbMode,
        fc.integer({ min: -3, max: 6 }),
        fc.integer({ min: 0, max: 30 }),
        (testDie, advMode, trait, tg) => {
          const opts = withOpts({ testDie, advMode })
          const straight = traitTestOdds({ trait }, tg, opts).success
          expect(traitTestOdds({ trait }, tg + 1, opts).success).toBeLessThanOrEqual(
            straight + 1e-12,
          )
          expect(
            traitTestOdds({ trait, advantage: { advantage: 1 } }, tg, opts).success,
          ).toBeGreaterThanOrEqual(straight - 1e-12)
          expect(
            traitTestOdds({ trait, advantage: { disadvantage: 1 } }, tg, opts).success,
          ).toBeLessThanOrEqual(straight + 1e-12)
        },
      ),
    )
  })
})
