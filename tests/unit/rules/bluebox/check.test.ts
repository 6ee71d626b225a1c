import { describe, expect, it } from 'vitest'
import {
  checkSucceeds,
  exhaustionPenalty,
  netEdge,
  powerDie,
  resolveBlueboxOptions,
  rollCheck,
  rollCheckAgainst,
  rollContested,
  rollPowerDice,
  rollPracticed,
  rollPreparedCheck,
  rollSave,
  scriptedDice,
  type CheckInput,
  type CheckResult,
  type PreparedCheck,
  type ScriptedFaces,
  type SaveInput,
} from '../../../../shared/rules/bluebox'

describe('powerDie (Power Die)', () => {
  it.each([
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 6],
    [5, 6],
    [6, 6],
    [7, 8],
    [12, 8],
  ])('level %i rolls a d%i', (level, sides) => {
    expect(powerDie(level)).toBe(sides)
  })
})

describe('netEdge (R1: cancel, then cap at 2)', () => {
  it.each([
    [3, 1, 2],
    [1, 2, -1],
    [3, 3, 0],
    [2, 0, 2],
    [5, 0, 2],
    [0, 5, -2],
    [4, 3, 1],
    [0, 0, 0],
  ])('%i Edge and %i Flaw roll %i', (edge, flaw, net) => {
    expect(netEdge(edge, flaw)).toBe(net)
  })
})

describe('exhaustionPenalty (R15)', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [1, 1],
    [3, 3],
    [6, 6],
    [7, 6],
    // A negative level is no level: never a bonus.
    [-1, 0],
    [-3, 0],
    [2.5, 2],
  ])('level %s subtracts %i', (level, penalty) => {
    expect(exhaustionPenalty(level)).toBe(penalty)
  })
})

type Case = [
  string,
  CheckInput,
  ScriptedFaces,
  { natural: number; edgeDice: number[]; flawDice: number[]; total: number; decisive: boolean },
]

describe('rollCheck', () => {
  const cases: Case[] = [
    [
      'a bare d12 plus modifier',
      { modifier: 3 },
      { 12: [7] },
      { natural: 7, edgeDice: [], flawDice: [], total: 10, decisive: false },
    ],
    [
      'no modifier',
      {},
      { 12: [4] },
      { natural: 4, edgeDice: [], flawDice: [], total: 4, decisive: false },
    ],
    [
      'one Edge d4 added',
      { modifier: 1, edge: 1 },
      { 12: [5], 4: [3] },
      { natural: 5, edgeDice: [3], flawDice: [], total: 9, decisive: false },
    ],
    [
      'two Flaw d4s subtracted',
      { flaw: 2 },
      { 12: [9], 4: [2, 3] },
      { natural: 9, edgeDice: [], flawDice: [2, 3], total: 4, decisive: false },
    ],
    [
      '3 Edge - 1 Flaw rolls 2 Edge dice',
      { edge: 3, flaw: 1 },
      { 12: [6], 4: [1, 4] },
      { natural: 6, edgeDice: [1, 4], flawDice: [], total: 11, decisive: false },
    ],
    [
      '1 Edge - 2 Flaw rolls 1 Flaw die',
      { edge: 1, flaw: 2 },
      { 12: [6], 4: [2] },
      { natural: 6, edgeDice: [], flawDice: [2], total: 4, decisive: false },
    ],
    [
      '3 Edge - 3 Flaw rolls none',
      { edge: 3, flaw: 3 },
      { 12: [6] },
      { natural: 6, edgeDice: [], flawDice: [], total: 6, decisive: false },
    ],
    [
      'Practiced rerolls a 1 on the d12',
      { practiced: true },
      { 12: [1, 7] },
      { natural: 7, edgeDice: [], flawDice: [], total: 7, decisive: false },
    ],
    [
      'Practiced reroll stands even if 1 (R2)',
      { practiced: true },
      { 12: [1, 1] },
      { natural: 1, edgeDice: [], flawDice: [], total: 1, decisive: false },
    ],
    [
      'unpracticed 1 stays',
      {},
      { 12: [1] },
      { natural: 1, edgeDice: [], flawDice: [], total: 1, decisive: false },
    ],
    [
      'Practiced rerolls a 1 on an Edge die, right after it',
      { practiced: true, edge: 2 },
      { 12: [5], 4: [1, 3, 2] },
      { natural: 5, edgeDice: [3, 2], flawDice: [], total: 10, decisive: false },
    ],
    [
      'Practiced never rerolls Flaw dice',
      { practiced: true, flaw: 1 },
      { 12: [8], 4: [1] },
      { natural: 8, edgeDice: [], flawDice: [1], total: 7, decisive: false },
    ],
    [
      'a natural 12 after the Practiced reroll is Decisive',
      { practiced: true },
      { 12: [1, 12] },
      { natural: 12, edgeDice: [], flawDice: [], total: 12, decisive: true },
    ],
    [
      'a natural 12 with Flaw is still Decisive',
      { flaw: 2, modifier: -1 },
      { 12: [12], 4: [4, 4] },
      { natural: 12, edgeDice: [], flawDice: [4, 4], total: 3, decisive: true },
    ],
    [
      'exhaustion subtracts its level',
      { modifier: 2, exhaustion: 2 },
      { 12: [6] },
      { natural: 6, edgeDice: [], flawDice: [], total: 6, decisive: false },
    ],
    [
      'a negative exhaustion level adds nothing',
      { modifier: 1, exhaustion: -4 },
      { 12: [5] },
      { natural: 5, edgeDice: [], flawDice: [], total: 6, decisive: false },
    ],
    [
      'exhaustion past 6 subtracts 6',
      { exhaustion: 7 },
      { 12: [10] },
      { natural: 10, edgeDice: [], flawDice: [], total: 4, decisive: false },
    ],
  ]
  it.each(cases)('%s', (_name, input, faces, expected) => {
    const dice = scriptedDice(faces)
    expect(rollCheck(input, dice)).toEqual(expected)
    dice.assertDone()
  })

  it('rerolls until not 1 under the table option (R2 option)', () => {
    const dice = scriptedDice({ 12: [1, 1, 1, 9], 4: [1, 1, 2] })
    const opts = resolveBlueboxOptions({ practicedReroll: 'until-not-one' })
    const r = rollCheck({ practiced: true, edge: 1 }, dice, opts)
    expect(r).toMatchObject({ natural: 9, edgeDice: [2], total: 11 })
    dice.assertDone()
  })
})

describe('rollCheckAgainst (DC, Decisive, impossible)', () => {
  it.each([
    ['meets the DC exactly', { modifier: 2 }, 10, { 12: [8] }, true],
    ['one short', { modifier: 2 }, 10, { 12: [7] }, false],
    ['natural 12 beats any DC', { modifier: -5 }, 30, { 12: [12] }, true],
    ['impossible stays impossible on a 12', { impossible: true }, 5, { 12: [12] }, false],
    ['impossible fails however high', { impossible: true, modifier: 20 }, 5, { 12: [10] }, false],
    ['exhaustion can sink a check', { modifier: 2, exhaustion: 3 }, 10, { 12: [10] }, false],
  ])('%s', (_n, input, dc, faces, success) => {
    expect(rollCheckAgainst(input, dc, scriptedDice(faces)).success).toBe(success)
  })
})

describe('rollSave (Saves; R15: no exhaustion)', () => {
  it('ignores exhaustion', () => {
    const input: SaveInput = { modifier: 1 }
    Object.assign(input, { exhaustion: 4 })
    const r = rollSave(input, 8, scriptedDice({ 12: [7] }))
    expect(r).toMatchObject({ success: true, roll: { total: 8 } })
  })
  it('a natural 12 saves against any DC', () => {
    expect(rollSave({ modifier: -2 }, 20, scriptedDice({ 12: [12] })).success).toBe(true)
  })
  it('applies Edge, Flaw and Practiced', () => {
    const r = rollSave(
      { modifier: 1, flaw: 1, practiced: true },
      6,
      scriptedDice({ 12: [1, 6], 4: [2] }),
    )
    expect(r).toMatchObject({ success: false, roll: { natural: 6, total: 5 } })
  })
  it.each([
    ['on a natural 12', { 12: [12] }],
    ['however high the total', { 12: [11] }],
  ])('an impossible save fails %s', (_n, faces) => {
    const dice = scriptedDice(faces)
    const r = rollSave({ impossible: true, modifier: 10 }, 5, dice)
    expect(r.success).toBe(false)
    expect(r.roll).not.toBeNull()
    dice.assertDone()
  })
  it('a save that is not impossible succeeds on the same roll', () => {
    expect(rollSave({ impossible: false, modifier: 10 }, 5, scriptedDice({ 12: [11] }))).toEqual({
      roll: { natural: 11, edgeDice: [], flawDice: [], total: 21, decisive: false },
      success: true,
    })
  })
  it('an automatic failure draws no dice', () => {
    expect(rollSave({ autoFail: true }, 2, scriptedDice({}))).toEqual({
      roll: null,
      success: false,
    })
  })
})

describe('rollContested (ties: Power Die roll-offs, R21)', () => {
  it.each([
    ['higher total wins', { modifier: 2, level: 1 }, { level: 1 }, { 12: [6, 7] }, 'a', []],
    ['b wins on total', { level: 1 }, { modifier: 3, level: 1 }, { 12: [6, 4] }, 'b', []],
    [
      'tie: Power Dice until one is higher',
      { level: 2 },
      { level: 3 },
      { 12: [5, 5], 4: [2, 2, 3, 1] },
      'a',
      [
        [2, 2],
        [3, 1],
      ],
    ],
    [
      'tie with different Power Dice (d4 vs d8)',
      { modifier: 1, level: 1 },
      { level: 8 },
      { 12: [5, 6], 4: [4], 8: [7] },
      'b',
      [[4, 7]],
    ],
    [
      'exhaustion counts in a contest',
      { modifier: 3, exhaustion: 3, level: 1 },
      { level: 1 },
      { 12: [6, 6], 4: [1, 3] },
      'b',
      [[1, 3]],
    ],
    [
      'a natural 12 does not auto-win a contest',
      { level: 1 },
      { modifier: 5, level: 1 },
      { 12: [12, 8] },
      'b',
      [],
    ],
  ] as const)('%s', (_n, a, b, faces, winner, rollOffs) => {
    const dice = scriptedDice(faces)
    const r = rollContested(a, b, dice)
    expect(r.winner).toBe(winner)
    expect(r.rollOffs).toEqual(rollOffs)
    dice.assertDone()
  })

  it('gives up after exactly 1000 tied roll-offs', () => {
    let draws = 0
    const stuck = { roll: () => (draws++, 3) }
    expect(() => rollContested({ level: 1 }, { level: 1 }, stuck)).toThrow(
      'rollContested: 1000 tied Power Die roll-offs; the dice are not random',
    )
    // Two d12s, then a Power Die each per roll-off.
    expect(draws).toBe(2 + 2 * 1000)
  })
})

describe('rollPowerDice', () => {
  it('rolls count Power Dice of the level', () => {
    expect(rollPowerDice(5, 2, scriptedDice({ 6: [6, 2] }))).toEqual([6, 2])
    expect(rollPowerDice(1, 0, scriptedDice({}))).toEqual([])
  })
})

describe('checkSucceeds: not impossible unless told', () => {
  const roll = (natural: number, total: number): CheckResult => ({
    natural,
    edgeDice: [],
    flawDice: [],
    total,
    decisive: natural === 12,
  })
  it.each([
    ['total meets the DC', roll(7, 10), 10, true],
    ['total one short', roll(6, 9), 10, false],
    ['a natural 12 under the DC', roll(12, 8), 20, true],
  ])('with no third argument: %s', (_n, r, dc, success) => {
    expect(checkSucceeds(r, dc)).toBe(success)
  })
  it('impossible fails even a natural 12 over the DC', () => {
    expect(checkSucceeds(roll(12, 25), 5, true)).toBe(false)
  })
})

describe('rollPreparedCheck: a prepared ability check with no condition', () => {
  const prepared: PreparedCheck = {
    kind: 'check',
    ability: 'strength',
    stat: 'FOR',
    input: { modifier: 3 },
    sources: [],
    net: 0,
    exhaustion: 0,
    autoFail: [],
    how: 'Strength +3',
  }
  it.each([
    [8, 11, true],
    [7, 11, false],
  ])('d12 %i + 3 vs DC %i succeeds: %s', (face, dc, success) => {
    const dice = scriptedDice({ 12: [face] })
    expect(rollPreparedCheck(prepared, dc, dice).success).toBe(success)
    dice.assertDone()
  })
  it('with no DC there is no success or failure', () => {
    expect(rollPreparedCheck(prepared, undefined, scriptedDice({ 12: [8] })).success).toBeNull()
  })
})

describe('the default Practiced reading rerolls a 1 once (R2)', () => {
  it.each([
    [
      'rollCheckAgainst',
      () => rollCheckAgainst({ practiced: true }, 2, scriptedDice({ 12: [1, 1] })),
    ],
    ['rollSave', () => rollSave({ practiced: true }, 2, scriptedDice({ 12: [1, 1] }))],
  ])('%s keeps a second 1 and fails DC 2', (_n, run) => {
    expect(run()).toMatchObject({ roll: { natural: 1, total: 1 }, success: false })
  })
})

describe('rollPracticed (R2) on its own', () => {
  it.each([
    ['unpracticed keeps the 1', false, [1], 1],
    ['practiced rerolls a 1', true, [1, 5], 5],
    ['practiced keeps a face other than 1', true, [7], 7],
    ['by default the reroll stands even if 1', true, [1, 1], 1],
  ])('%s', (_n, practiced, faces, face) => {
    const dice = scriptedDice({ 12: faces })
    expect(rollPracticed(dice, 12, practiced)).toBe(face)
    dice.assertDone()
  })
  it('until-not-one rerolls a d4 past every 1', () => {
    const dice = scriptedDice({ 4: [1, 1, 1, 3] })
    expect(rollPracticed(dice, 4, true, 'until-not-one')).toBe(3)
    dice.assertDone()
  })
  it('until-not-one on a one-sided die stops after one reroll (it could never leave 1)', () => {
    let draws = 0
    const ones = { roll: () => (draws++, 1) }
    expect(rollPracticed(ones, 1, true, 'until-not-one')).toBe(1)
    expect(draws).toBe(2)
  })
})
