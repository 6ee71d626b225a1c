import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { resolveZzRoll } from './rolls-fixture'
import { resolveZzThrow } from '../../../../shared/rules/zz/adapter/ruleset-rolls-checks'
import { inst, THURIG_SHEET, withInst, zzCampaign } from './rolls-fixture'

// Thurig (STR 3, DEX 1, INT 1, CHA 0, 2 Mind Points, Lockpicking DEX +2) stands on 5,6 of a
// 10 × 10 board; Mondo on 5,5 (rolls-fixture.ts). Outside a fight a turn is full: 3 AP (ZZ-01).
type Faces = Record<number, number[]>
const roll = (req: Record<string, unknown>, c: Campaign, faces: Faces = {}) =>
  resolveZzRoll(req, c, scriptedDice(faces))
const skill = (over: Record<string, unknown> = {}) => ({
  kind: 'skill',
  tokenId: 'thurig',
  attribute: 'DEX',
  skill: 'Lockpicking',
  difficulty: 9,
  ...over,
})

describe('ZZ-61 Use Skill: d12 + the Primary Attribute (+ modifiers) ≥ the Difficulty (seed 003 L235)', () => {
  it('the whole record: skill named in any case, its bonus and a modifier added, 1 AP', () => {
    // d12 [5] + DEX 1 + Lockpicking 2 + modifier 1 = 9 ≥ 9: success; Use Skill costs 1 AP.
    const c = zzCampaign()
    const r = roll(skill({ skill: 'lockpicking', modifier: 1 }), c, { 12: [5] })
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Use Lockpicking',
      total: 9,
      outcome: 'success',
      detail: 'd12 [5] + DEX 1 + Lockpicking 2 + 1 = 9 vs Difficulty 9',
      // The Difficulty stays with the GM.
      public: { what: 'Use Lockpicking', total: 9, outcome: 'success' },
    })
    expect(r.label).toBe('Thurig: Use Lockpicking')
    expect(r.actor).toBe('thurig')
    expect(r.cost).toEqual({ ap: 1 })
    // No Aim / Focus: no Mind Point is spent, so nothing of Thurig changes.
    expect(r.changes).toEqual([])
  })

  it('one short of the Difficulty fails, the 1 AP still spent', () => {
    // d12 [4] + 1 + 2 + 1 = 8 < 9.
    const r = roll(skill({ modifier: 1 }), zzCampaign(), { 12: [4] })
    expect([r.outcome.total, r.outcome.outcome, r.outcome.public?.outcome]).toEqual([
      8,
      'failure',
      'failure',
    ])
    expect(r.cost).toEqual({ ap: 1 })
  })

  it('a penalty is written as a subtraction, not "+ -2"', () => {
    // d12 [9] + DEX 1 + Lockpicking 2 − 2 = 10 ≥ 9: success.
    const r = roll(skill({ modifier: -2 }), zzCampaign(), { 12: [9] })
    expect(r.outcome.detail).toBe('d12 [9] + DEX 1 + Lockpicking 2 − 2 = 10 vs Difficulty 9')
    expect(r.outcome.outcome).toBe('success')
  })

  it('a generic attribute check names the attribute and adds no skill (L235 "a generic Strength check")', () => {
    // d12 [7] + STR 3 = 10 ≥ 10.
    const r = roll(skill({ skill: undefined, attribute: 'STR', difficulty: 10 }), zzCampaign(), {
      12: [7],
    })
    expect(r.outcome.what).toBe('Use STR')
    expect(r.outcome.detail).toBe('d12 [7] + STR 3 = 10 vs Difficulty 10')
    expect(r.outcome.outcome).toBe('success')
  })

  it('the skill asked for, not the first on the sheet: its own bonus counts', () => {
    const base = zzCampaign()
    const sheet = {
      ...THURIG_SHEET,
      skills: [...THURIG_SHEET.skills, { name: 'Climbing', attribute: 'STR', bonus: 4 }],
    }
    const c = { ...base, pcs: { thurig: sheet } } as Campaign
    // d12 [2] + STR 3 + Climbing 4 = 9 ≥ 9 (with Lockpicking's 2 it would be 7, a failure).
    const r = roll(skill({ skill: 'CLIMBING', attribute: 'STR' }), c, { 12: [2] })
    expect(r.outcome.detail).toBe('d12 [2] + STR 3 + Climbing 4 = 9 vs Difficulty 9')
    expect(r.outcome.outcome).toBe('success')
  })

  it('refuses a skill the sheet does not have', () => {
    expect(() => roll(skill({ skill: 'Swimming' }), zzCampaign())).toThrow(
      'Thurig has no skill "Swimming".',
    )
  })

  it('ZZ-62 / L239 Difficulty 1 succeeds without a roll, for 1 AP', () => {
    const r = roll(skill({ difficulty: 1 }), zzCampaign())
    expect(r.outcome.detail).toBe('Difficulty 1: Lockpicking succeeds without a roll.')
    expect([r.outcome.total, r.outcome.outcome]).toEqual([null, 'success'])
    expect(r.cost).toEqual({ ap: 1 })
  })
})

describe('ZZ-56..58 Use Skill with Aim / Focus (seed 003 Aim / Focus L7-9)', () => {
  it('a Crit doubles the total; it costs 1 AP more and 1 Mind Point (ZZ-56)', () => {
    // d12 [5] + 1 + 2 = 8; Crit die d6 [1] is the Crit face (F-ZZ-2): 8 × 2 = 16 ≥ 12.
    const c = zzCampaign()
    const r = roll(skill({ aim: 1, difficulty: 12 }), c, { 12: [5], 6: [1] })
    expect(r.outcome.detail).toBe(
      'd12 [5] + DEX 1 + Lockpicking 2 (Aim / Focus: Crit) = 16 vs Difficulty 12',
    )
    expect(r.outcome.outcome).toBe('success')
    // 1 AP for Use Skill + 1 for Aim / Focus.
    expect(r.cost).toEqual({ ap: 2 })
    // 2 Mind Points − 1 = 1.
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'thurig', instance: { ...inst(c, 'thurig'), mind: 1 } },
    ])
  })

  it('ZZ-58 a blank after a Crit busts the chain back to the original total', () => {
    // Chasing 2 Crits: d6 [1] Crit, then [4] blank: the 16 falls back to 8 < 12.
    const r = roll(skill({ aim: 2, difficulty: 12 }), zzCampaign(), { 12: [5], 6: [1, 4] })
    expect(r.outcome.detail).toBe(
      'd12 [5] + DEX 1 + Lockpicking 2 (Aim / Focus: Crit, blank, bust) = 8 vs Difficulty 12',
    )
    expect(r.outcome.outcome).toBe('failure')
  })

  it('a first blank doubles nothing', () => {
    const r = roll(skill({ aim: 1, difficulty: 12 }), zzCampaign(), { 12: [5], 6: [3] })
    expect(r.outcome.detail).toBe(
      'd12 [5] + DEX 1 + Lockpicking 2 (Aim / Focus: blank) = 8 vs Difficulty 12',
    )
  })

  it('with no Mind Point left, Aim / Focus is refused', () => {
    const c = withInst(zzCampaign(), 'thurig', { mind: 0 })
    expect(() => roll(skill({ aim: 1 }), c, { 12: [5], 6: [1] })).toThrow(/Mind/)
    // Without Aim / Focus no Mind Point is needed.
    expect(roll(skill(), c, { 12: [5] }).cost).toEqual({ ap: 1 })
  })
})

const jump = (to: string | undefined, modifier = 0) => ({
  kind: 'jump',
  tokenId: 'thurig',
  modifier,
  ...(to === undefined ? {} : { to }),
})

describe('ZZ-26 Jump: 2 Move Points, d20 + DEX (+ modifiers) ≥ 10 clears the square', () => {
  it('the whole record of a jump west with a −3 modifier: the flat part shown with its sign', () => {
    // d20 [12] + DEX 1 − 3 = 12 − 2 = 10 ≥ 10: from 5,6 over 4,6 onto 3,6.
    const r = roll(jump('3,6', -3), zzCampaign(), { 20: [12] })
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Jump',
      total: 10,
      outcome: 'lands on 3,6',
      detail: 'd20 [12] − 2 = 10 vs 10',
      public: { what: 'Jump', total: 10, outcome: 'lands on 3,6' },
    })
    expect(r.label).toBe('Thurig: Jump')
    expect(r.cost).toEqual({ ap: 0, move: 2 })
    expect(r.changes).toEqual([{ kind: 'token', tokenId: 'thurig', hex: { q: 3, r: 6 } }])
  })

  it('a flat part of 0 reads "+ 0"', () => {
    // DEX 1 − 1 = 0; d20 [10] + 0 = 10.
    const r = roll(jump('3,6', -1), zzCampaign(), { 20: [10] })
    expect(r.outcome.detail).toBe('d20 [10] + 0 = 10 vs 10')
  })

  it('east over 6,6 onto 7,6; a wall between 5,6 and 6,6 refuses it before the roll', () => {
    // d20 [9] + 1 = 10.
    const r = roll(jump('7,6'), zzCampaign(), { 20: [9] })
    expect(r.changes).toEqual([{ kind: 'token', tokenId: 'thurig', hex: { q: 7, r: 6 } }])
    // '6,6,1' is the west side of 6,6: the side Thurig crosses first.
    const walled = zzCampaign({ map: { edges: { '6,6,1': 'wall' } } })
    expect(() => roll(jump('7,6'), walled)).toThrow(
      'Thurig cannot jump to 7,6: a wall or a shut door is in the way.',
    )
  })

  it('south over 5,7 onto 5,8, and diagonally over 6,7 onto 7,8', () => {
    // d20 [9] + 1 = 10 each time.
    expect(roll(jump('5,8'), zzCampaign(), { 20: [9] }).changes).toEqual([
      { kind: 'token', tokenId: 'thurig', hex: { q: 5, r: 8 } },
    ])
    expect(roll(jump('7,8'), zzCampaign(), { 20: [9] }).outcome.outcome).toBe('lands on 7,8')
    // A knight's move (1 across, 2 down) is not straight on.
    expect(() => roll(jump('6,8'), zzCampaign())).toThrow(/lands 2 squares straight on/)
  })

  it('9 stays put: the 2 Move Points are spent and the figure does not move', () => {
    // d20 [8] + 1 = 9 < 10.
    const r = roll(jump('5,8'), zzCampaign(), { 20: [8] })
    expect([r.outcome.outcome, r.outcome.detail]).toEqual(['stays put', 'd20 [8] + 1 = 9 vs 10'])
    expect(r.changes).toEqual([])
    expect(r.cost).toEqual({ ap: 0, move: 2 })
  })

  it('with no landing square named, a clear jump is the roll alone: the GM moves the figure', () => {
    const r = roll(jump(undefined), zzCampaign(), { 20: [9] })
    expect(r.outcome.outcome).toBe('clears it')
    expect(r.changes).toEqual([])
  })

  it('refuses a jump onto its own square: there is no square to jump over', () => {
    expect(() => roll(jump('5,6'), zzCampaign())).toThrow(
      'A Jump lands 2 squares straight on from Thurig, over the next one.',
    )
  })
})

const holding = (c: Campaign, hands: [string | null, string | null], loaded: string[] = []) =>
  withInst(c, 'thurig', { gear: { ...inst(c, 'thurig').gear, hands, loaded } })
const throwAt = (at: string, item = 'rock') => ({ kind: 'throw', tokenId: 'thurig', item, at })

describe('ZZ-32 Throw (1 AP): range 5 + STR, then the Direction Die (ZZ-Q30, F-ZZ-3)', () => {
  it('the whole record: the thrown bow leaves the hand and stops being loaded; the sling stays', () => {
    // Range 5 + STR 3 = 8; 5,6 to 5,2 is 4 away, in range: one Direction Die roll, d8 [3] = E
    // (the 8 points from N clockwise), so it lands on 6,2.
    const c = holding(zzCampaign(), ['bow', 'sling'], ['bow', 'sling'])
    const r = roll(throwAt('5,2', 'bow'), c, { 8: [3] })
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Throw the bow',
      total: null,
      outcome: 'lands on 6,2',
      detail: 'Range 8, 4 away; Direction Die: E; it lands on 6,2',
      public: { what: 'Throw the bow', total: null, outcome: 'lands on 6,2' },
    })
    expect(r.label).toBe('Thurig: Throw the bow')
    expect(r.cost).toEqual({ ap: 1 })
    const before = inst(c, 'thurig')
    expect(r.changes).toEqual([
      {
        kind: 'instance',
        tokenId: 'thurig',
        instance: {
          ...before,
          gear: { ...before.gear, hands: [null, 'sling'], loaded: ['sling'] },
        },
      },
      { kind: 'map-features', mapId: 'm', items: { '6,2': [{ id: 'bow', name: 'bow' }] } },
    ])
  })

  it('refuses an item not in hand', () => {
    expect(() => roll(throwAt('5,2'), zzCampaign(), { 8: [3] })).toThrow(
      'Thurig is not holding the rock.',
    )
  })

  it.each([
    // Each is within range 8 (Manhattan, ZZ-Q10): one roll, 1 square the named way.
    ['the west column', '0,6', 3, 'lands on 1,6'], // 5 away; E
    ['the top row', '5,0', 3, 'lands on 6,0'], // 6 away; E
    ['the east column', '9,6', 7, 'lands on 8,6'], // 4 away; W
    ['the bottom row', '5,9', 1, 'lands on 5,8'], // 3 away; N
  ])('aims at a square on the board’s edge: %s', (_n, at, face, outcome) => {
    const c = holding(zzCampaign(), ['rock', null])
    expect(roll(throwAt(at), c, { 8: [face] }).outcome.outcome).toBe(outcome)
  })

  it.each(['-1,6', '5,-1', '10,6', '5,10'])('refuses a square off the 10 × 10 board: %s', (at) => {
    const c = holding(zzCampaign(), ['rock', null])
    expect(() => roll(throwAt(at), c, { 8: [3] })).toThrow(`Square ${at} is not on the map.`)
  })

  it('refuses a square that is not one', () => {
    const c = holding(zzCampaign(), ['rock', null])
    expect(() =>
      resolveZzThrow(
        c,
        { kind: 'throw', tokenId: 'thurig', item: 'rock', at: 'north' },
        scriptedDice({ 8: [3] }),
      ),
    ).toThrow('Square north is not on the map.')
  })
})
