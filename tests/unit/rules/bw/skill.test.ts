import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'
import {
  aimCounts,
  attackRoll,
  nearMissRadius,
  rangePenalty,
  resolveAttackRoll,
  skillModifiers,
  type BwAttackSituation,
} from '../../../../shared/rules/bw/engine/skill'

const total = (s: BwAttackSituation, o = D) => skillModifiers(s, o).total

describe('BW Skill Modifiers (A.3.1)', () => {
  it.each<[string, BwAttackSituation, number]>([
    ['BW-17 aimed one full turn', { aimed: true }, 2],
    ['BW-18 stationary target', { targetStationary: true }, 1],
    ['BW-19 stationary target in CC: +5, not +6', { targetStationary: true, closeCombat: true }, 5],
    ['BW-20 target moved 13"', { targetMovedIn: 13 }, -2],
    ['BW-20 target moved 5.9"', { targetMovedIn: 5.9 }, 0],
    ['BW-21 attacker moved 6"', { attackerMovedIn: 6 }, -1],
    ['BW-23 hidden target', { hidden: true }, -5],
    ['BW-24 called shot at a head', { sta: ['head'] }, -2],
    ['BW-24 half a minifig over a crate', { sta: ['halfMinifig'] }, -1],
    ['BW-24 hand', { sta: ['hand'] }, -3],
    ['BW-25 opportunity fire', { opportunityFire: true }, -2],
    ['BW-26 first CC attacker', { closeCombat: true, ccAttackerIndex: 1 }, 0],
    ['BW-26 second CC attacker', { closeCombat: true, ccAttackerIndex: 2 }, -2],
    ['BW-26 third CC attacker (flat)', { closeCombat: true, ccAttackerIndex: 3 }, -2],
    ['BW-22 CC ignores range', { closeCombat: true, rangeIn: 30 }, 0],
    ['F-BW-6 modifiers sum', { aimed: true, targetStationary: true, rangeIn: 20 }, 1],
  ])('%s', (_name, situation, expected) => {
    expect(total(situation)).toBe(expected)
  })

  it.each([
    [14.9, 0],
    [15, -1],
    [19.9, -1],
    [20, -2],
    [32, -4],
  ])('BW-22 range %d" → %d', (range, mod) => {
    expect(rangePenalty(range)).toBe(mod === 0 ? 0 : mod)
    expect(total({ rangeIn: range })).toBe(mod)
  })

  it('BW-26 cumulative option: third attacker −4', () => {
    const o = resolveBwOptions({ multiCC: 'cumulative' })
    expect(total({ ccAttackerIndex: 2 }, o)).toBe(-2)
    expect(total({ ccAttackerIndex: 3 }, o)).toBe(-4)
  })

  it('BW-Q6 overlapping STA: the worst by default, summed under staStack sum', () => {
    expect(total({ sta: ['halfMinifig', 'head'] })).toBe(-2)
    expect(total({ sta: ['halfMinifig', 'head'] }, resolveBwOptions({ staStack: 'sum' }))).toBe(-3)
  })

  it('lists a line per modifier for the GM', () => {
    const m = skillModifiers({ aimed: true, rangeIn: 15, sta: ['head'] }, D)
    expect(m.lines).toEqual([
      { label: 'Aimed for one full turn', value: 2 },
      { label: 'Range 15"', value: -1 },
      { label: 'Small target: a minifig head', value: -2 },
    ])
    expect(m.total).toBe(-1)
    expect(m.withoutSta).toBe(1)
  })

  it('BW-Q2 aim counts only at the declared target, without acting (or moving, by default)', () => {
    const aim = { aimingAt: 'sentry', movedIn: 0, acted: false }
    expect(aimCounts(aim, 'sentry', D)).toBe(true)
    expect(aimCounts(aim, 'other', D)).toBe(false)
    expect(aimCounts({ ...aim, movedIn: 2 }, 'sentry', D)).toBe(false)
    expect(
      aimCounts({ ...aim, movedIn: 2 }, 'sentry', resolveBwOptions({ aimRequires: 'noAct' })),
    ).toBe(true)
    expect(aimCounts({ ...aim, acted: true }, 'sentry', D)).toBe(false)
  })
})

describe('BW attack roll, MissedBy and NearMiss (NearMiss Calculation)', () => {
  it('F-BW-1 a roll equal to the UR hits (hitOnEqual), or misses by 1 without it', () => {
    const m = skillModifiers({}, D)
    expect(resolveAttackRoll(4, 4, m, D)).toEqual({
      roll: 4,
      modified: 4,
      hit: true,
      missedBy: null,
    })
    const strict = resolveBwOptions({ hitOnEqual: false })
    expect(resolveAttackRoll(4, 4, m, strict)).toEqual({
      roll: 4,
      modified: 4,
      hit: false,
      missedBy: 1,
    })
  })

  it('BW-27 UR 4, roll 3, range −1 → MissedBy 2', () => {
    const dice = scriptedDice({ 6: [3] })
    const r = attackRoll(dice, 6, 4, skillModifiers({ rangeIn: 15 }, D), D)
    expect(r).toEqual({ roll: 3, modified: 2, hit: false, missedBy: 2 })
    dice.assertDone()
  })

  it('BW-28 UR 4, roll 5, head −2 → a miss with MissedBy 1', () => {
    const r = resolveAttackRoll(5, 4, skillModifiers({ sta: ['head'] }, D), D)
    expect(r).toEqual({ roll: 5, modified: 3, hit: false, missedBy: 1 })
  })

  it('BW-27 STA is ignored in MissedBy when the shot would miss anyway', () => {
    const r = resolveAttackRoll(1, 5, skillModifiers({ sta: ['hand'] }, D), D)
    expect(r.missedBy).toBe(4)
  })

  it('BW-Q9 MissedBy is at least missedByMin', () => {
    const m = { total: -3, withoutSta: 0 }
    expect(resolveAttackRoll(3, 4, m, D).missedBy).toBe(1)
    expect(resolveAttackRoll(6, 4, m, resolveBwOptions({ missedByMin: 2 })).missedBy).toBe(2)
  })

  it.each([
    ['thrown', 1.5],
    ['minifigRanged', 3],
    ['launcher', 3],
    ['siege', 6],
    ['superSiege', 12],
  ] as const)('BW-29 MissedBy 3, %s → within %d"', (cls, inches) => {
    expect(nearMissRadius(3, cls)).toBe(inches)
  })

  it('a hit has no MissedBy and a miss a positive one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -3, max: 0 }),
        (roll, ur, other, sta) => {
          const r = resolveAttackRoll(roll, ur, { total: other + sta, withoutSta: other }, D)
          expect(r.hit).toBe(roll + other + sta >= ur)
          if (r.hit) expect(r.missedBy).toBeNull()
          else expect(r.missedBy).toBeGreaterThanOrEqual(1)
        },
      ),
      { numRuns: 200 },
    )
  })
})
