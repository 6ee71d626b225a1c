import { describe, expect, it } from 'vitest'
import {
  applyDamage,
  applyToHealth,
  damageAfterReductions,
  damageProfile,
  fallingDice,
  focusDC,
  halveForPlating,
  IMMUNE,
  platingFromSacrifice,
  platingPerDie,
  PURE,
  RESIST,
  resolveBlueboxOptions,
  rollFallingDamage,
  scriptedDice,
  thpAfterGain,
  VULNERABLE,
} from '../../../../shared/rules/bluebox'

describe('damageProfile', () => {
  const traits = { resist: ['Fire'], vulnerable: ['ice', 'stone'], immune: ['psychic'] }
  it.each([
    ['fire', false, RESIST],
    ['FIRE', false, RESIST],
    ['Ice', false, VULNERABLE],
    ['psychic', false, IMMUNE],
    ['psychic', true, PURE],
    ['air', false, 0],
    [undefined, false, 0],
    [undefined, true, PURE],
  ])('%s (pure %s)', (type, pure, profile) => {
    expect(damageProfile(traits, type, pure)).toBe(profile)
  })
  it('an empty damage type is untyped: it meets no trait, not even one named ""', () => {
    expect(damageProfile({ immune: [''], resist: [''], vulnerable: [''] }, '', false)).toBe(0)
  })
  it('resisting and being vulnerable to one type cancel', () => {
    expect(damageProfile({ resist: ['fire'], vulnerable: ['fire'] }, 'fire', false)).toBe(0)
  })
})

describe('platingPerDie (R5)', () => {
  it.each([
    [4, 2],
    [6, 3],
    [8, 4],
  ])('d%i destroys %i per die', (sides, x) => expect(platingPerDie(sides)).toBe(x))
})

describe('platingFromSacrifice (R5, R6, R7)', () => {
  const always = resolveBlueboxOptions({ platingResistScaling: 'always' })
  it.each([
    ['none sacrificed', 0, 4, 0, false, undefined, 0],
    // No die given up destroys nothing, even where Resistance's "minimum of 1" could apply.
    ['none sacrificed, Resistant, Back-footed', 0, 4, RESIST, true, undefined, 0],
    ['none sacrificed, Vulnerable, Back-footed', 0, 6, VULNERABLE, true, undefined, 0],
    ['a negative sacrifice is none', -1, 4, 0, false, undefined, 0],
    ['1 d4', 1, 4, 0, false, undefined, 2],
    ['2 d6', 2, 6, 0, false, undefined, 6],
    ['3 d8', 3, 8, 0, true, undefined, 12],
    ['Resistant, not Back-footed: unchanged', 2, 8, RESIST, false, undefined, 8],
    ['Resistant, Back-footed: halved', 2, 8, RESIST, true, undefined, 4],
    ['Resistant, Back-footed, 1 d6: 3 halves to 1', 1, 6, RESIST, true, undefined, 1],
    ['Resistant, Back-footed, 1 d4: 2 halves to 1', 1, 4, RESIST, true, undefined, 1],
    // A d2 destroys 1 per die: halving 1 is "minimum of 1", not 0.
    ['Resistant, Back-footed, 1 d2: 1 stays 1 (min 1)', 1, 2, RESIST, true, undefined, 1],
    ['Vulnerable, not Back-footed: unchanged', 1, 6, VULNERABLE, false, undefined, 3],
    ['Vulnerable, Back-footed: doubled', 1, 6, VULNERABLE, true, undefined, 6],
    ['Immune: none', 2, 8, IMMUNE, true, undefined, 0],
    ['Pure: as normal', 2, 4, PURE, true, undefined, 4],
    ['option always: Resistant halves without Back-foot', 2, 8, RESIST, false, always, 4],
    ['option always: Vulnerable doubles without Back-foot', 1, 4, VULNERABLE, false, always, 4],
  ])('%s', (_n, k, sides, profile, bf, opts, destroyed) => {
    expect(platingFromSacrifice(k, sides, profile, bf, opts)).toBe(destroyed)
  })
})

describe('halveForPlating (R3)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 1],
    [2, 1, 1],
    [3, 1, 2],
    [4, 2, 2],
    [5, 2, 3],
    [9, 4, 5],
  ])('%i -> %i (down) / %i (up)', (d, down, up) => {
    expect(halveForPlating(d, 'down')).toBe(down)
    expect(halveForPlating(d, 'up')).toBe(up)
  })
})

describe('damageAfterReductions (order: resist/vuln, then Plating; R4, R7, R8)', () => {
  it.each([
    ['no Plating, no traits', 7, 0, 0, 7],
    ['Plating halves', 7, 0, 3, 3],
    ['Plating halves to min 1', 1, 0, 3, 1],
    ['Resistance rounds up', 7, RESIST, 0, 4],
    ['Resistance then Plating (worked example 4)', 6, RESIST, 5, 1],
    ['Vulnerability doubles then Plating', 5, VULNERABLE, 2, 5],
    ['Immune takes nothing', 9, IMMUNE, 0, 0],
    ['Pure ignores Plating', 5, PURE, 9, 5],
    ['negative damage is none', -2, 0, 0, 0],
    ['zero stays zero through Plating', 0, 0, 4, 0],
  ])('%s', (_n, raw, profile, plating, out) => {
    expect(damageAfterReductions(raw, profile, plating)).toBe(out)
  })
  it('rounds up under the R3 option', () => {
    expect(damageAfterReductions(7, 0, 1, resolveBlueboxOptions({ platingRounding: 'up' }))).toBe(4)
  })
})

describe('applyToHealth (THP, then HP)', () => {
  it.each([
    [7, 4, 10, 0, 7],
    [3, 4, 10, 1, 10],
    [4, 4, 10, 0, 10],
    [20, 4, 10, 0, 0],
    [0, 2, 5, 2, 5],
    [5, 0, 3, 0, 0],
    // Negative THP/HP read as 0; negative damage heals nothing.
    [3, -2, 10, 0, 7],
    [0, 0, -4, 0, 0],
    [-3, 2, 5, 2, 5],
  ])('%i damage on %i THP, %i HP -> %i THP, %i HP', (dmg, thp, hp, thpAfter, hpAfter) => {
    expect(applyToHealth(dmg, thp, hp)).toEqual({ thp: thpAfter, hp: hpAfter })
  })
})

describe('applyDamage (non-attack damage instances)', () => {
  it.each([
    [
      'Bleeding d4 Pure ignores Plating',
      { plating: 5, hp: 10 },
      { amount: 3, pure: true },
      { damage: 3, thp: 0, hp: 7 },
    ],
    [
      'Dangerous Terrain fire vs resistant, plated',
      { plating: 2, hp: 10, resist: ['fire'] },
      { amount: 4, type: 'fire' },
      { damage: 1, thp: 0, hp: 9 },
    ],
    [
      'untyped damage is halved by Plating',
      { plating: 1, thp: 1, hp: 10 },
      { amount: 4 },
      { damage: 2, thp: 0, hp: 9 },
    ],
    [
      'Immune',
      { plating: 0, hp: 10, immune: ['acid'] },
      { amount: 4, type: 'acid' },
      { damage: 0, thp: 0, hp: 10 },
    ],
  ])('%s', (_n, target, hit, out) => {
    expect(applyDamage(target, hit)).toEqual(out)
  })
})

describe('thpAfterGain (THP does not stack)', () => {
  it.each([
    [0, 5, 5],
    [6, 4, 6],
    [3, 8, 8],
  ])('%i then %i -> %i', (a, b, out) => expect(thpAfterGain(a, b)).toBe(out))
})

describe('focusDC (R13)', () => {
  it.each([
    [0, 6],
    [1, 6],
    [6, 6],
    [7, 7],
    [15, 15],
  ])('%i damage -> DC %i', (d, dc) => expect(focusDC(d)).toBe(dc))
})

describe('fallingDice (R16)', () => {
  it.each([
    [0, 0],
    [2, 0],
    [2.9, 0],
    [3, 1],
    [4, 2],
    [6, 4],
    [10, 8],
  ])('%s m -> %i d4', (m, n) => expect(fallingDice(m)).toBe(n))

  it('rolls Pure d4s', () => {
    const dice = scriptedDice({ 4: [4, 1, 3] })
    expect(rollFallingDamage(5, dice)).toEqual({ amount: 8, pure: true })
    dice.assertDone()
  })
})
