import { describe, expect, it } from 'vitest'
import {
  certain,
  chanceAtLeast,
  chanceBeats,
  chanceOf,
  chanceWhere,
  convolve,
  diceDistribution,
  dieDistribution,
  distributionEntries,
  floorAt,
  mapValues,
  maxValue,
  mean,
  mix,
  negate,
  shift,
  tailAtLeast,
  withTail,
  type Distribution,
} from '../../../../shared/dice'

// Every expected value below is worked out by hand in the comment beside it. Chances that are
// sums of powers of two are exact in floating point and compared with toBe / toEqual; the others
// (sixths, thirds) to 15 digits.
const d2 = dieDistribution(2)
const d4 = dieDistribution(4)
const d6 = dieDistribution(6)

/** The chance of every value from min to max, zeros included. */
const all = (d: Distribution) => d.p.map((p, i) => [d.min + i, p])

describe('dice', () => {
  it('one d6: faces 1..6, each 1/6', () => {
    expect(d6.min).toBe(1)
    expect(d6.p).toEqual([1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6])
  })

  it('2d6: 2..12 in the triangle 1, 2, ..., 6, ..., 1 of 36; 7 has 6/36', () => {
    const s = diceDistribution(2, 6)
    expect(s.min).toBe(2)
    expect(maxValue(s)).toBe(12)
    expect(s.p.map((p) => Math.round(p * 36))).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])
    expect(chanceOf(s, 7)).toBeCloseTo(6 / 36, 15)
    expect(chanceOf(s, 2)).toBeCloseTo(1 / 36, 15)
  })

  it('3d2: 3..6 as 1, 3, 3, 1 of 8 (exact in binary)', () => {
    expect(diceDistribution(3, 2)).toEqual({ min: 3, p: [1 / 8, 3 / 8, 3 / 8, 1 / 8] })
  })

  it('adding dice one at a time is convolving with a die, to the bit (d6 and d10, 1 to 6 dice)', () => {
    for (const sides of [6, 10]) {
      let byConvolution = dieDistribution(sides)
      for (let count = 1; count <= 6; count++) {
        expect(diceDistribution(count, sides)).toEqual(byConvolution)
        byConvolution = convolve(byConvolution, dieDistribution(sides))
      }
    }
  })

  it('no dice is 0 for sure; a die needs a whole number of sides, a count a whole number >= 0', () => {
    expect(diceDistribution(0, 6)).toEqual({ min: 0, p: [1] })
    expect(() => dieDistribution(0)).toThrow(RangeError)
    expect(() => dieDistribution(2.5)).toThrow(RangeError)
    expect(() => diceDistribution(-1, 6)).toThrow(RangeError)
    expect(() => diceDistribution(1.5, 6)).toThrow(RangeError)
  })

  it('certain(v) is v with chance 1', () => {
    expect(certain(-3)).toEqual({ min: -3, p: [1] })
  })
})

describe('sums and moves', () => {
  it('d2 + d2: 2, 3, 4 with 1/4, 1/2, 1/4', () => {
    expect(convolve(d2, d2)).toEqual({ min: 2, p: [0.25, 0.5, 0.25] })
  })

  it('a zero chance in the middle adds nothing: {0: 1/2, 2: 1/2} + d2 is 1..4 at 1/4 each', () => {
    // 0+1, 0+2, 2+1, 2+2 = 1, 2, 3, 4, each 1/2 x 1/2.
    expect(convolve({ min: 0, p: [0.5, 0, 0.5] }, d2)).toEqual({
      min: 1,
      p: [0.25, 0.25, 0.25, 0.25],
    })
  })

  it('a sure value only moves the other: 3 + d4 and d4 + 3 run 4..7', () => {
    expect(convolve(certain(3), d4)).toEqual({ min: 4, p: [0.25, 0.25, 0.25, 0.25] })
    expect(convolve(d4, certain(3))).toEqual({ min: 4, p: [0.25, 0.25, 0.25, 0.25] })
  })

  it('shift moves every value: d4 + 3 runs 4..7; a shift of 0 is the same distribution', () => {
    expect(shift(d4, 3)).toEqual({ min: 4, p: [0.25, 0.25, 0.25, 0.25] })
    expect(shift(d4, 0)).toBe(d4)
  })

  it('negate mirrors: -(d4 + {1: 1/2, 2: 1/4, 3: 1/4}) and a top of 0 gives min 0, not -0', () => {
    expect(negate({ min: 1, p: [0.5, 0.25, 0.25] })).toEqual({ min: -3, p: [0.25, 0.25, 0.5] })
    const m = negate({ min: -2, p: [0.5, 0.25, 0.25] })
    expect(Object.is(m.min, 0)).toBe(true)
    expect(m.p).toEqual([0.25, 0.25, 0.5])
  })

  it('d2 - d2: -1, 0, 1 with 1/4, 1/2, 1/4', () => {
    expect(convolve(d2, negate(d2))).toEqual({ min: -1, p: [0.25, 0.5, 0.25] })
  })

  it('does not change its inputs', () => {
    const a = { min: 0, p: [0.5, 0.5] }
    convolve(a, a)
    negate(a)
    floorAt(a, 1)
    mapValues(a, (v) => -v)
    expect(a).toEqual({ min: 0, p: [0.5, 0.5] })
  })
})

describe('maps of values', () => {
  it('doubling a d4 (a Crit) gives 2, 4, 6, 8 with 1/4 each and nothing between', () => {
    expect(all(mapValues(d4, (v) => 2 * v))).toEqual([
      [2, 0.25],
      [3, 0],
      [4, 0.25],
      [5, 0],
      [6, 0.25],
      [7, 0],
      [8, 0.25],
    ])
  })

  it('values that meet add up: min(d4, 2) is 1 with 1/4 and 2 with 3/4', () => {
    expect(mapValues(d4, (v) => Math.min(v, 2))).toEqual({ min: 1, p: [0.25, 0.75] })
  })

  it('doubling only the positive totals of d4 - 2 (ZZ): -1, 0 stay, 1, 2 double to 2, 4', () => {
    const d = mapValues(shift(d4, -2), (v) => (v > 0 ? 2 * v : v))
    expect(all(d)).toEqual([
      [-1, 0.25],
      [0, 0.25],
      [1, 0],
      [2, 0.25],
      [3, 0],
      [4, 0.25],
    ])
  })

  it('a map off the whole numbers is refused', () => {
    expect(() => mapValues(d2, (v) => v / 2)).toThrow(RangeError)
  })
})

describe('mixtures', () => {
  it('0 with 1/4, else d2 (3/4): 0 -> 1/4, 1 -> 3/8, 2 -> 3/8', () => {
    expect(
      mix([
        [0.25, certain(0)],
        [0.75, d2],
      ]),
    ).toEqual({ min: 0, p: [0.25, 0.375, 0.375] })
  })

  it('a part with chance 0 still spans its values, with chance 0', () => {
    expect(
      mix([
        [0, certain(-1)],
        [1, certain(1)],
      ]),
    ).toEqual({ min: -1, p: [0, 0, 1] })
  })

  it('needs at least one part', () => {
    expect(() => mix([])).toThrow(RangeError)
  })
})

describe('floors', () => {
  it('d4 - 2 floored at 0: -1 and 0 land on 0 (1/2), then 1 and 2 at 1/4', () => {
    expect(floorAt(shift(d4, -2), 0)).toEqual({ min: 0, p: [0.5, 0.25, 0.25] })
  })

  it('d6 floored at 3: 1, 2, 3 on 3 (1/2), then 4, 5, 6 at 1/6', () => {
    const f = floorAt(d6, 3)
    expect(f.min).toBe(3)
    expect(f.p).toHaveLength(4)
    expect(f.p[0]).toBeCloseTo(1 / 2, 15)
    for (const p of f.p.slice(1)) expect(p).toBe(1 / 6)
  })

  it('all below the floor: d4 - 5 (-4..-1) is 0 for sure', () => {
    expect(floorAt(shift(d4, -5), 0)).toEqual({ min: 0, p: [1] })
  })

  it('nothing below the floor: the same distribution back', () => {
    expect(floorAt(d4, 1)).toBe(d4)
  })
})

describe('chances', () => {
  const twoD6 = diceDistribution(2, 6)

  it('chanceOf reads one value, 0 outside the range or between whole numbers', () => {
    expect(chanceOf(d4, 3)).toBe(0.25)
    expect(chanceOf(d4, 0)).toBe(0)
    expect(chanceOf(d4, 5)).toBe(0)
    expect(chanceOf(d4, 2.5)).toBe(0)
  })

  it('at least: d6 >= 5 is 2/6, 2d6 >= 10 is 6/36, at or below the minimum 1, past the top 0', () => {
    expect(chanceAtLeast(d6, 5)).toBeCloseTo(2 / 6, 15)
    expect(chanceAtLeast(twoD6, 10)).toBeCloseTo(6 / 36, 15)
    expect(chanceAtLeast(d6, 1)).toBe(1)
    expect(chanceAtLeast(d6, -4)).toBe(1)
    expect(chanceAtLeast(d6, 7)).toBe(0)
    // Between whole numbers: at least 4.5 is at least 5.
    expect(chanceAtLeast(d4, 3.5)).toBe(0.25)
  })

  it('the tail gives the same bits as chanceAtLeast', () => {
    const d = convolve(twoD6, negate(d4))
    const t = withTail(d)
    for (let v = d.min - 2; v <= maxValue(d) + 2; v++) {
      expect(tailAtLeast(t, v)).toBe(chanceAtLeast(d, v))
    }
    expect(tailAtLeast(withTail(d4), 4)).toBe(0.25)
    expect(tailAtLeast(withTail(d4), 1)).toBe(1)
    expect(tailAtLeast(withTail(d4), 5)).toBe(0)
  })

  it('chanceWhere: 2d6 even is 18/36; the test is asked only of values with a chance', () => {
    expect(chanceWhere(twoD6, (v) => v % 2 === 0)).toBeCloseTo(1 / 2, 15)
    const asked: number[] = []
    chanceWhere(
      mapValues(d2, (v) => 3 * v),
      (v) => (asked.push(v), true),
    )
    expect(asked).toEqual([3, 6])
  })

  it('d6 against d6: beats 15/36, ties count 21/36 (15 + the 6 ties)', () => {
    expect(chanceBeats(d6, d6, false)).toBeCloseTo(15 / 36, 15)
    expect(chanceBeats(d6, d6, true)).toBeCloseTo(21 / 36, 15)
  })

  it('d4 against a sure 2: beats with 3 and 4 (1/2); ties too with 2 (3/4)', () => {
    expect(chanceBeats(d4, certain(2), false)).toBe(0.5)
    expect(chanceBeats(d4, certain(2), true)).toBe(0.75)
  })

  it('above the other’s top beats for sure (exactly 1), below its bottom never', () => {
    expect(chanceBeats(certain(7), d6, false)).toBe(1)
    expect(chanceBeats(certain(6), d6, true)).toBe(1)
    expect(chanceBeats(certain(1), d6, false)).toBe(0)
    expect(chanceBeats(certain(0), d6, true)).toBe(0)
  })

  it('mean: 2d6 is 7; d4 - 2 floored at 0 is 0 x 1/2 + 1/4 + 2/4 = 3/4', () => {
    expect(mean(twoD6)).toBeCloseTo(7, 14)
    expect(mean(floorAt(shift(d4, -2), 0))).toBe(0.75)
  })

  it('entries list the values that can happen, ascending', () => {
    expect(distributionEntries(mapValues(d2, (v) => 3 * v))).toEqual([
      [3, 0.5],
      [6, 0.5],
    ])
  })
})
