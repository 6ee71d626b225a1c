import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { difficultyWords, oneIn } from '../../../../shared/rules/zz/engine/ladder-words'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import {
  difficultyStep,
  ZZ_DIFFICULTY_LADDER,
  zzStopDropRoll,
  zzUseSkill,
} from '../../../../shared/rules/zz/engine/skill'

const O = ZZ_DEFAULT_OPTIONS

describe('Use Skill and the ladder', () => {
  it.each([
    ['ZZ-61 d12 7 + STR 2 = 9 vs Difficulty 10: fail', 2, 10, undefined, { 12: [7] }, 9, false],
    ['ZZ-62 attribute 6: 12 + 6 = 18 < 25 without Aim', 6, 25, undefined, { 12: [12] }, 18, false],
    ['ZZ-62 attribute 6, Aim: 13, Crit -> 26 >= 25', 6, 25, 1, { 12: [7], 6: [1] }, 26, true],
    ['ZZ-61 exactly the Difficulty succeeds', 2, 10, undefined, { 12: [8] }, 10, true],
  ] as const)('%s', (_n, attribute, difficulty, aim, faces, total, success) => {
    const dice = scriptedDice(faces)
    const r = zzUseSkill({ attribute, difficulty, ...(aim ? { aim } : {}) }, dice, O)
    dice.assertDone()
    expect([r.total, r.success, r.automatic]).toEqual([total, success, false])
  })

  it('ZZ-62 Difficulty 1 is automatic: nothing rolled', () => {
    const dice = scriptedDice({})
    expect(zzUseSkill({ attribute: 0, difficulty: 1 }, dice, O)).toMatchObject({
      automatic: true,
      success: true,
      total: null,
    })
  })

  it('ZZ-62 the ladder runs 1, 5, 10, 15, 20, 25 and a Difficulty finds its step', () => {
    expect(ZZ_DIFFICULTY_LADDER.map((s) => s.difficulty)).toEqual([1, 5, 10, 15, 20, 25])
    expect(difficultyStep(12).difficulty).toBe(10)
    expect(difficultyStep(30).difficulty).toBe(25)
    for (const s of ZZ_DIFFICULTY_LADDER) expect(s.description.length).toBeGreaterThan(10)
  })
})

describe('the ladder says the odds the dice give', () => {
  it('seed 003 L241, Difficulty 10 with 1 in the attribute: the text says 1/5, d12 + 1 gives 4 in 12', () => {
    // d12 + 1 >= 10 on faces 9, 10, 11 and 12: 4 of 12, one in 3, before any Aim or Focus.
    const ten = ZZ_DIFFICULTY_LADDER.find((s) => s.difficulty === 10)!
    const words = difficultyWords(ten, ZZ_DEFAULT_OPTIONS)
    expect(words).toContain('one in 3 (33%)')
    expect(words).not.toMatch(/five|1\/5/)
    // The other steps keep their words.
    const five = ZZ_DIFFICULTY_LADDER.find((s) => s.difficulty === 5)!
    expect(difficultyWords(five, ZZ_DEFAULT_OPTIONS)).toBe(five.description)
  })

  it('says a chance the way a GM says it', () => {
    expect(oneIn(1 / 3)).toBe('one in 3')
    expect(oneIn(0.22)).toBe('about one in 5')
    expect(oneIn(0)).toBe('no chance')
    expect(oneIn(1)).toBe('a sure thing')
  })
})

describe('Stop, Drop & Roll', () => {
  it.each([
    ['ZZ-55 d12 4 + DEX 2 = 6: extinguished', 4, true],
    ['ZZ-55 d12 3 + DEX 2 = 5: still On Fire', 3, false],
  ])('%s', (_n, face, out) => {
    expect(zzStopDropRoll(2, scriptedDice({ 12: [face] }), O).extinguished).toBe(out)
  })

  it('ZZ-31 it costs 3 AP and 3 Move Points and leaves the figure face-down in its square', () => {
    expect(zzStopDropRoll(2, scriptedDice({ 12: [9] }), O)).toMatchObject({
      ap: 3,
      movePoints: 3,
      orientation: 'face-down',
    })
  })

  it('ZZ-Q29 sdrDifficulty moves the target', () => {
    const o = resolveZzOptions({ sdrDifficulty: 8 })
    expect(zzStopDropRoll(2, scriptedDice({ 12: [4] }), o).extinguished).toBe(false)
  })
})
