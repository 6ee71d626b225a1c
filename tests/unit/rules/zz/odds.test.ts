import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chanceOf,
  distributionEntries,
  type Dice,
  type Distribution,
} from '../../../../shared/dice'
import {
  resolveZzAttack,
  rerollZzAttack,
  type ZzAttackInput,
  type ZzAttackRecord,
} from '../../../../shared/rules/zz/engine/attack'
import { zzDodge, zzShove, zzTrip } from '../../../../shared/rules/zz/engine/contest'
import {
  chainOdds,
  rerolledDieDist,
  zzAttackOdds,
  zzDodgeOdds,
  zzShoveOdds,
  zzTripOdds,
  zzSkillOdds,
} from '../../../../shared/rules/zz/engine/odds'
import { resolveZzOptions, type ZzOptions } from '../../../../shared/rules/zz/engine/options'
import { zzUseSkill } from '../../../../shared/rules/zz/engine/skill'
import { BOW, MONDO, THURIG, thurigVsMondo } from './fixture'

class NeedMore extends Error {}

/** Every outcome of `fn` over every sequence of faces it asks for, with its probability. */
function enumerate<T>(fn: (dice: Dice) => T): Array<[T, number]> {
  const out: Array<[T, number]> = []
  const walk = (prefix: number[], sides: number[]): void => {
    let i = 0
    let asked = 0
    const dice: Dice = {
      roll(n) {
        if (i < prefix.length) return prefix[i++] as number
        asked = n
        throw new NeedMore()
      },
    }
    try {
      const v = fn(dice)
      out.push([v, sides.reduce((p, s) => p / s, 1)])
    } catch (e) {
      if (!(e instanceof NeedMore)) throw e
      for (let f = 1; f <= asked; f++) walk([...prefix, f], [...sides, asked])
    }
  }
  walk([], [])
  return out
}

function total(d: Distribution): number {
  let s = 0
  for (const p of d.p) s += p
  return s
}

// Small dice so brute force stays quick: a d2 Crit die (even odds), d4 Base Attack, d3 Base Defense.
const small = (over: Partial<ZzOptions> = {}) =>
  resolveZzOptions({ critDie: { faces: 2, critFaces: 1 }, ...over })
const SMALL_ATTACKER = { ...THURIG, baseAttack: 4 }
const SMALL_TARGET = { ...MONDO, baseDefense: 3 }

function smallInput(over: Partial<ZzAttackInput> = {}, hp = 6): ZzAttackInput {
  const i = thurigVsMondo(over)
  return {
    ...i,
    attacker: {
      ...i.attacker,
      figure: SMALL_ATTACKER,
      state: { hands: ['bow', null], loaded: ['bow'], mind: 3 },
    },
    target: { figure: SMALL_TARGET, state: { ...i.target.state, hp } },
  }
}

function brute(input: ZzAttackInput, options: ZzOptions, policy: boolean) {
  const avg = (d: number) => (d + 1) / 2
  const rows = enumerate((dice) => {
    let r: ZzAttackRecord = resolveZzAttack(input, dice, options)
    const base = r.dice[0]
    if (policy && base && base.face < avg(base.sides)) {
      r = rerollZzAttack(input, r, base.id, [], dice, options)
    }
    return r
  })
  const damage = new Map<number, number>()
  let pDown = 0
  let pAtLeast = 0
  for (const [r, p] of rows) {
    damage.set(r.damage, (damage.get(r.damage) ?? 0) + p)
    if (r.statusesGained.includes('down')) pDown += p
    if (r.attack && r.defense && r.attack.total >= r.defense.total) pAtLeast += p
  }
  return { damage, pDown, pAtLeast }
}

function expectSameDist(a: Distribution, b: Map<number, number>): void {
  const keys = new Set([...a.p.map((_, i) => a.min + i), ...b.keys()])
  for (const k of keys) expect(chanceOf(a, k), `value ${k}`).toBeCloseTo(b.get(k) ?? 0, 12)
}

describe('exact attack odds agree with brute force over every face', () => {
  const cases: Array<[string, Partial<ZzAttackInput>, Partial<ZzOptions>]> = [
    ['ZZ-35/47 unarmed, no Aim', {}, {}],
    ['ZZ-58 Aim, stop after 2 Crits', { aim: 2 }, {}],
    ['ZZ-Q5 Aim 3, chainFailKeepsFirst', { aim: 3 }, { chainFailKeepsFirst: true }],
    ['ZZ-Q6 Aim 2, dieOnly', { aim: 2 }, { doubleScope: 'dieOnly' }],
    ['ZZ-38 unexpected, defender Aims', { unexpected: true, defenseAim: 1 }, {}],
    ['ZZ-59 ranged with Aim', { weapon: { ...BOW, damage: 'd3' }, distance: 8, aim: 1 }, {}],
    [
      'ZZ-43 ranged, rangedHitTarget 5',
      { weapon: { ...BOW, damage: 'd3' }, distance: 7 },
      { rangedHitTarget: 5 },
    ],
    ['ZZ-49 lt0, deathAtNegMax', { aim: 2 }, { downAt: 'lt0', deathAtNegMax: true }],
  ]
  it.each(cases)('%s', (_n, over, opt) => {
    const o = small(opt)
    const input = smallInput({ ...over, fromBack: true })
    const odds = zzAttackOdds(input, o)
    for (const policy of [false, true]) {
      const want = brute(input, o, policy)
      const got = policy ? odds.withBaseReroll : odds
      expectSameDist(got.damage, want.damage)
      expect(got.pDown).toBeCloseTo(want.pDown, 12)
      expect(got.pAtLeast).toBeCloseTo(want.pAtLeast, 12)
      expect(total(got.damage)).toBeCloseTo(1, 12)
    }
  })

  it('ZZ-Q13 with rerollKeep best the policy figure still matches', () => {
    const o = small({ rerollKeep: 'best' })
    const input = smallInput({ fromBack: true, aim: 1 })
    expectSameDist(zzAttackOdds(input, o).withBaseReroll.damage, brute(input, o, true).damage)
  })
})

describe('chain, skill and contest odds', () => {
  it('ZZ-58 stop after k Crits on a d6: P(no Crit) 5/6, P(keep k) (1/6)^k, P(bust) the rest', () => {
    const o = resolveZzOptions({})
    const c = chainOdds(2, o)
    expect(c.pNoCrit).toBeCloseTo(5 / 6, 12)
    expect(c.pDoublings[2]).toBeCloseTo(1 / 36, 12)
    expect(c.pBust).toBeCloseTo(1 / 6 - 1 / 36, 12)
  })

  it('F-ZZ-2 property: a chain plan odds sum to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 0, max: 8 }), (faces, k) => {
        const o = resolveZzOptions({ critDie: { faces, critFaces: 1 } })
        const c = chainOdds(k, o)
        expect(c.pNoCrit + c.pBust + c.pDoublings.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
      }),
    )
  })

  it('ZZ-39 the re-roll policy distribution sums to 1 and never lowers the mean', () => {
    for (const s of [4, 6, 8, 12, 20]) {
      for (const keep of ['new', 'best'] as const) {
        const d = rerolledDieDist(s, keep)
        expect(total(d)).toBeCloseTo(1, 12)
        let mean = 0
        for (const [v, p] of distributionEntries(d)) mean += v * p
        expect(mean).toBeGreaterThanOrEqual((s + 1) / 2)
      }
    }
  })

  it.each([
    ['ZZ-61 attribute 2 vs 10, no Aim', 2, 10, undefined],
    ['ZZ-62 attribute 6 vs 25, Aim 2', 6, 25, 2],
    ['ZZ-62 attribute 1 vs 10, Aim 1', 1, 10, 1],
    ['ZZ-62 Difficulty 1 is sure', 0, 1, undefined],
  ] as const)('%s: brute force agrees', (_n, attribute, difficulty, aim) => {
    const o = small()
    const input = { attribute, difficulty, ...(aim !== undefined ? { aim } : {}) }
    const want = enumerate((d) => zzUseSkill(input, d, o).success).reduce(
      (s, [ok, p]) => s + (ok ? p : 0),
      0,
    )
    expect(zzSkillOdds(input, o)).toBeCloseTo(want, 12)
  })

  it('ZZ-61 attribute 1 vs Difficulty 10 is 4 in 12 without Aim', () => {
    expect(zzSkillOdds({ attribute: 1, difficulty: 10 }, resolveZzOptions({}))).toBeCloseTo(
      4 / 12,
      12,
    )
  })

  const pOf = (rows: Array<[boolean, number]>) => rows.reduce((s, [ok, p]) => s + (ok ? p : 0), 0)

  it.each([
    ['ZZ-45 Shove, running, ties to the shover', {}, true],
    ['ZZ-Q22 Shove with the printed Base Attack die', { shoveDefenseDie: 'baseAttack' }, false],
  ] as const)('%s: brute force agrees', (_n, opt, running) => {
    const o = small(opt)
    const input = { shover: SMALL_ATTACKER, target: { ...SMALL_TARGET, size: 20 }, running }
    expect(zzShoveOdds(input, o)).toBeCloseTo(
      pOf(enumerate((d) => zzShove(input, d, o).success)),
      12,
    )
  })

  it('ZZ-46 Trip odds with the tripper Aiming match brute force', () => {
    const o = small()
    const input = { tripper: SMALL_ATTACKER, target: SMALL_TARGET, aim: 2 }
    expect(zzTripOdds(input, o)).toBeCloseTo(pOf(enumerate((d) => zzTrip(input, d, o).success)), 12)
  })

  it.each(['mover', 'occupant'] as const)(
    'ZZ-Q28 Dodge odds, ties to the %s, match brute force',
    (dodgeTie) => {
      const o = small({ dodgeTie })
      const input = { mover: { ...SMALL_ATTACKER, str: 0 }, occupant: SMALL_TARGET }
      expect(zzDodgeOdds(input, o)).toBeCloseTo(
        pOf(enumerate((d) => zzDodge(input, d, o).passes)),
        12,
      )
    },
  )

  it('ZZ-Q6 odds refuse a callback plan in words', () => {
    expect(() => zzAttackOdds(thurigVsMondo({ aim: () => false }), resolveZzOptions({}))).toThrow(
      /stop after so many Crits/,
    )
  })
})
