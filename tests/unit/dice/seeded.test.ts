import { describe, expect, it } from 'vitest'
import { seededDice, seededDiceFromState } from '../../../shared/dice'

function rolls(seed: number | string, n: number, sides = 12): number[] {
  const dice = seededDice(seed)
  return Array.from({ length: n }, () => dice.roll(sides))
}

describe('seededDice', () => {
  it.each([[1], [42], ['campaign-7'], [''], [-3], [2 ** 40]])(
    'is reproducible for seed %j',
    (seed) => {
      expect(rolls(seed, 50)).toEqual(rolls(seed, 50))
    },
  )

  it('gives different sequences for different seeds', () => {
    expect(rolls(1, 30)).not.toEqual(rolls(2, 30))
    expect(rolls('a', 30)).not.toEqual(rolls('b', 30))
  })

  it.each([1, 2, 4, 6, 8, 12, 20, 100])('rolls only faces 1..%i and reaches every one', (sides) => {
    const dice = seededDice(sides)
    const seen = new Set<number>()
    for (let i = 0; i < 5000; i++) {
      const f = dice.roll(sides)
      expect(Number.isInteger(f) && f >= 1 && f <= sides).toBe(true)
      seen.add(f)
    }
    expect(seen.size).toBe(sides)
  })

  it('is close to uniform on a d12 (chi-square, 11 dof, p < 0.001 bound 31.3)', () => {
    const dice = seededDice('uniform')
    const n = 120_000
    const counts = new Array<number>(13).fill(0)
    for (let i = 0; i < n; i++) counts[dice.roll(12)]! += 1
    const e = n / 12
    let chi = 0
    for (let f = 1; f <= 12; f++) chi += (counts[f]! - e) ** 2 / e
    expect(chi).toBeLessThan(31.3)
  })

  it('resumes exactly from a stored state', () => {
    const a = seededDice('resume')
    for (let i = 0; i < 17; i++) a.roll(6)
    const b = seededDiceFromState(a.state())
    expect(Array.from({ length: 40 }, () => b.roll(8))).toEqual(
      Array.from({ length: 40 }, () => a.roll(8)),
    )
  })

  it.each([0, -1, 1.5, Number.NaN])('rejects a die with %s sides', (sides) => {
    expect(() => seededDice(1).roll(sides)).toThrow(RangeError)
  })
})
