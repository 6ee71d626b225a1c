/**
 * Exact distributions of whole-number totals, written once for every ruleset's odds: sums by
 * convolution over every face, never by sampling. A distribution is `{ min, p }`, `p[i]` the chance
 * of `min + i`, its chances summing to 1 (up to float rounding). No operation changes its inputs;
 * one may hand an input back, or share its `p`, when nothing changes, so treat a distribution as
 * read-only. The order of every sum is fixed, so the same question always gets the same bits.
 */

/** An exact distribution of integers: `p[i]` is the chance of `min + i`. */
export interface Distribution {
  min: number
  p: number[]
}

/**
 * A distribution with its upper tail worked out once: `tail[i]` is the chance of `min + i` or more
 * (a Float64Array, for the hot loops that read it).
 */
export interface TailedDistribution extends Distribution {
  tail: Float64Array
}

/** Throw unless `n` is a whole number at least `least`. */
function assertWhole(n: number, least: number, what: string): void {
  if (!Number.isInteger(n) || n < least) {
    throw new RangeError(`${what} must be a whole number >= ${least}, got ${String(n)}`)
  }
}

/** The value `value` for sure. */
export function certain(value: number): Distribution {
  return { min: value, p: [1] }
}

/** One die: every face 1..sides with chance 1/sides. */
export function dieDistribution(sides: number): Distribution {
  assertWhole(sides, 1, 'a die’s sides')
  return { min: 1, p: new Array<number>(sides).fill(1 / sides) }
}

/** The sum of `count` d`sides`, added one die at a time (no dice: 0 for sure). */
export function diceDistribution(count: number, sides: number): Distribution {
  assertWhole(count, 0, 'a count of dice')
  if (count === 0) return certain(0)
  let d = dieDistribution(sides)
  for (let i = 1; i < count; i++) d = plusDie(d, sides)
  return d
}

/**
 * `convolve(d, dieDistribution(sides))` to the bit, faster: every face has the same chance, so
 * each value's share is worked out once and spread over the faces.
 */
function plusDie(d: Distribution, sides: number): Distribution {
  const face = 1 / sides
  const from = d.p
  const p = new Array<number>(from.length + sides - 1).fill(0)
  for (let i = 0; i < from.length; i++) {
    const share = (from[i] as number) * face
    if (share === 0) continue
    for (let f = i; f < i + sides; f++) p[f] = (p[f] as number) + share
  }
  return { min: d.min + 1, p }
}

/** The distribution of a + b for independent a and b. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  // A sure value only moves the other (1 x p is p to the bit).
  if (a.p.length === 1 && a.p[0] === 1) return shift(b, a.min)
  if (b.p.length === 1 && b.p[0] === 1) return shift(a, b.min)
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0)
  for (let i = 0; i < a.p.length; i++) {
    const ai = a.p[i] as number
    if (ai === 0) continue
    for (let j = 0; j < b.p.length; j++) p[i + j] = (p[i + j] as number) + ai * (b.p[j] as number)
  }
  return { min: a.min + b.min, p }
}

/** Every value moved by `by` (a flat modifier). */
export function shift(d: Distribution, by: number): Distribution {
  return by === 0 ? d : { min: d.min + by, p: d.p }
}

/** The distribution of -x: subtract it with `convolve(a, negate(b))`. */
export function negate(d: Distribution): Distribution {
  // -(min + length - 1), written so that a top value of 0 gives min 0, never -0.
  return { min: 1 - d.p.length - d.min, p: d.p.slice().reverse() }
}

/**
 * The distribution of `map(x)`: each value's chance moves to its image, values that meet adding up
 * (in ascending order of x). `map` must give whole numbers when `d`'s values are whole.
 */
export function mapValues(d: Distribution, map: (value: number) => number): Distribution {
  const to = new Array<number>(d.p.length)
  let lo = Infinity
  let hi = -Infinity
  for (let i = 0; i < d.p.length; i++) {
    const v = map(d.min + i)
    to[i] = v
    if (v < lo) lo = v
    if (v > hi) hi = v
  }
  const p = new Array<number>(hi - lo + 1).fill(0)
  for (let i = 0; i < d.p.length; i++) {
    const k = (to[i] as number) - lo
    if (!Number.isInteger(k)) throw new RangeError(`mapValues: ${String(to[i])} is not on the grid`)
    p[k] = (p[k] as number) + (d.p[i] as number)
  }
  return { min: lo, p }
}

/**
 * A mixture: distribution `d` with chance `w` for each `[w, d]` (the chances summing to 1), as
 * when one of several ways happens. Spans every part's values, a part of chance 0 included.
 */
export function mix(
  parts: ReadonlyArray<readonly [chance: number, d: Distribution]>,
): Distribution {
  let lo = Infinity
  let hi = -Infinity
  for (const [, d] of parts) {
    if (d.min < lo) lo = d.min
    if (d.min + d.p.length - 1 > hi) hi = d.min + d.p.length - 1
  }
  if (lo === Infinity) throw new RangeError('mix needs at least one part')
  const p = new Array<number>(hi - lo + 1).fill(0)
  for (const [w, d] of parts) {
    if (w === 0) continue
    const at = d.min - lo
    for (let i = 0; i < d.p.length; i++) p[at + i] = (p[at + i] as number) + w * (d.p[i] as number)
  }
  return { min: lo, p }
}

/** Everything below `floor` folded onto `floor` (e.g. damage never below 0). */
export function floorAt(d: Distribution, floor: number): Distribution {
  if (d.min >= floor) return d
  const cut = floor - d.min
  let below = 0
  const last = cut < d.p.length ? cut : d.p.length - 1
  for (let i = 0; i <= last; i++) below += d.p[i] as number
  if (cut >= d.p.length) return { min: floor, p: [below] }
  const p = d.p.slice(cut)
  p[0] = below
  return { min: floor, p }
}

/** The highest value with a place in `p`. */
export function maxValue(d: Distribution): number {
  return d.min + d.p.length - 1
}

/** The chance of exactly `value`. */
export function chanceOf(d: Distribution, value: number): number {
  const i = value - d.min
  return i >= 0 && i < d.p.length ? (d.p[i] ?? 0) : 0
}

/**
 * The chance of `value` or more, summed from the top (as `withTail` does, to the bit); 1 for sure
 * at or below the minimum.
 */
export function chanceAtLeast(d: Distribution, value: number): number {
  const from = Math.ceil(value - d.min)
  if (from <= 0) return 1
  let s = 0
  for (let i = d.p.length - 1; i >= from; i--) s += d.p[i] as number
  return s
}

/** The chance of a value that passes `test` (asked only of values with a chance). */
export function chanceWhere(d: Distribution, test: (value: number) => boolean): number {
  let s = 0
  for (let i = 0; i < d.p.length; i++) {
    const pi = d.p[i] as number
    if (pi !== 0 && test(d.min + i)) s += pi
  }
  return s
}

/**
 * The chance that independent a beats b: a > b, or a ≥ b when `tiesWin`. Each value of a is
 * weighed by the chance that b is at most what it beats: a running sum of b's chances from the
 * bottom, 1 for sure from b's top on.
 */
export function chanceBeats(a: Distribution, b: Distribution, tiesWin: boolean): number {
  const top = b.p.length - 1
  const atMost: number[] = new Array<number>(top)
  let run = 0
  for (let i = 0; i < top; i++) atMost[i] = run += b.p[i] as number
  const offset = a.min - b.min - (tiesWin ? 0 : 1)
  let chance = 0
  for (let i = 0; i < a.p.length; i++) {
    const j = offset + i
    if (j < 0) continue
    chance += (a.p[i] as number) * (j >= top ? 1 : (atMost[j] as number))
  }
  return chance
}

/** The expected value. */
export function mean(d: Distribution): number {
  let m = 0
  for (let i = 0; i < d.p.length; i++) m += (d.min + i) * (d.p[i] as number)
  return m
}

/** The values that can happen, ascending, as `[value, chance]` pairs. */
export function distributionEntries(d: Distribution): Array<[value: number, chance: number]> {
  const out: Array<[number, number]> = []
  for (let i = 0; i < d.p.length; i++) {
    const pi = d.p[i] as number
    if (pi !== 0) out.push([d.min + i, pi])
  }
  return out
}

/** `d` with its upper tail, for many "at least" questions of one distribution. */
export function withTail(d: Distribution): TailedDistribution {
  const tail = new Float64Array(d.p.length)
  let acc = 0
  for (let i = d.p.length - 1; i >= 0; i--) tail[i] = acc += d.p[i] as number
  return { min: d.min, p: d.p, tail }
}

/** `chanceAtLeast` read off the tail: the same bits, without summing again. */
export function tailAtLeast(d: TailedDistribution, value: number): number {
  const i = Math.ceil(value - d.min)
  if (i <= 0) return 1
  return i < d.tail.length ? (d.tail[i] as number) : 0
}
