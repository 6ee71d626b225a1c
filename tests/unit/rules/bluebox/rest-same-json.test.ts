/**
 * A rest changes a PC's sheet only when the sheet it worked out would be written differently:
 * sameJsonText must say exactly what comparing the two JSON.stringify texts says.
 */
import { describe, expect, it } from 'vitest'
import { sameJsonText } from '../../../../shared/rules/bluebox/adapter/ruleset-rest-work'

/** Small seeded generator, so a failure names its seed. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32
}

const LEAVES: unknown[] = [
  0,
  -0,
  1,
  2.5,
  NaN,
  Infinity,
  null,
  undefined,
  true,
  false,
  '',
  '1',
  'a',
  () => 1,
  new Date(0),
]

function value(next: () => number, depth: number): unknown {
  const r = next()
  if (depth <= 0 || r < 0.5) return LEAVES[Math.floor(next() * LEAVES.length)]
  const n = Math.floor(next() * 4)
  if (r < 0.7) return Array.from({ length: n }, () => value(next, depth - 1))
  const keys = ['a', 'b', 'c', 'd']
  const o: Record<string, unknown> = {}
  for (let i = 0; i < n; i++) o[keys[Math.floor(next() * keys.length)]!] = value(next, depth - 1)
  return o
}

/** A copy of `v` with, often, one small change somewhere (or none). */
function nearly(v: unknown, next: () => number): unknown {
  if (Array.isArray(v)) {
    const copy = v.map((x) => (next() < 0.3 ? nearly(x, next) : x))
    if (next() < 0.1) copy.push(undefined)
    return copy
  }
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const copy: Record<string, unknown> = {}
    const keys = Object.keys(v)
    if (next() < 0.1) keys.reverse()
    for (const k of keys)
      copy[k] =
        next() < 0.3
          ? nearly((v as Record<string, unknown>)[k], next)
          : (v as Record<string, unknown>)[k]
    if (next() < 0.1) copy.z = next() < 0.5 ? undefined : 1
    return copy
  }
  return next() < 0.5 ? v : LEAVES[Math.floor(next() * LEAVES.length)]
}

describe('sameJsonText', () => {
  it('agrees with comparing JSON.stringify texts (seeded)', () => {
    let same = 0
    for (let seed = 1; seed <= 3000; seed++) {
      const next = rng(seed)
      const a = value(next, 4)
      const b = nearly(a, next)
      const want = JSON.stringify(a) === JSON.stringify(b)
      if (want) same++
      expect(sameJsonText(a, b), `seed ${seed}`).toBe(want)
      expect(sameJsonText(b, a), `seed ${seed}, swapped`).toBe(want)
    }
    // Both answers come up often, so the comparison above tests both.
    expect(same).toBeGreaterThan(300)
    expect(same).toBeLessThan(2700)
  })

  it('tells a sheet with a field added at the end from one with it in place', () => {
    const pc = { id: 'p', level: 2, weapons: [{ id: 'w', practice: 1 }] }
    expect(sameJsonText(pc, { ...pc })).toBe(true)
    expect(sameJsonText(pc, { ...pc, inventory: undefined })).toBe(true)
    expect(sameJsonText(pc, { ...pc, inventory: [] })).toBe(false)
    expect(sameJsonText(pc, { id: 'p', weapons: pc.weapons, level: 2 })).toBe(false)
    expect(sameJsonText(pc, { ...pc, weapons: [{ id: 'w', practice: 2 }] })).toBe(false)
  })
})
