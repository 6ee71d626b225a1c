import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  formatBwDice,
  maxOfDice,
  parseBwDice,
  rollBwDice,
} from '../../../../shared/rules/bw/engine/dice-expr'
import { formatInches } from '../../../../shared/rules/bw/engine/format'
import { blankBwState, withStatus } from '../../../../shared/rules/bw/engine/model'
import { BwStateSchema, BwUnitSheetSchema } from '../../../../shared/rules/bw/engine/sheet-schema'

const trooperSheet = {
  name: 'Trooper',
  type: 'minifig',
  living: true,
  skillDie: 6,
  moveIn: 5,
  armor: 'd6',
  power: 3,
  areaDots: 1,
  flammable: false,
  base: { shape: 'round', diameterIn: 1 },
  weapons: [
    {
      name: 'Rifle',
      ur: 4,
      rangeIn: 20,
      damage: [{ n: 1, die: 6 }],
      damageBonus: 0,
      nearMiss: 'minifigRanged',
      closeCombat: false,
      incendiary: false,
    },
  ],
}

describe('BW dice expressions (F-BW-2 Armor)', () => {
  it.each([
    ['d6', { dice: [{ n: 1, die: 6 }], bonus: 0 }, 6, '1d6'],
    ['1d6+1', { dice: [{ n: 1, die: 6 }], bonus: 1 }, 7, '1d6+1'],
    ['7', { dice: [], bonus: 7 }, 7, '7'],
    [
      '2d10 + 1d6 - 1',
      {
        dice: [
          { n: 2, die: 10 },
          { n: 1, die: 6 },
        ],
        bonus: -1,
      },
      25,
      '2d10+1d6-1',
    ],
  ])('reads %s (AR = its maximum)', (text, expr, ar, back) => {
    expect(parseBwDice(text)).toEqual(expr)
    expect(maxOfDice(parseBwDice(text))).toBe(ar)
    expect(formatBwDice(parseBwDice(text))).toBe(back)
  })

  it.each(['', 'd', '2x6', '-d6', '30d6', 'd1'])('refuses %j', (text) => {
    expect(() => parseBwDice(text)).toThrow(/dice|sides/)
  })

  it('a fixed number rolls itself; dice roll through Dice', () => {
    expect(rollBwDice(scriptedDice({}), parseBwDice('7'))).toEqual({ faces: [], total: 7 })
    expect(rollBwDice(scriptedDice({ 6: [4] }), parseBwDice('1d6+1')).total).toBe(5)
  })
})

describe('BW sheet and state schemas (C.8)', () => {
  it('accepts the Trooper and a blank state', () => {
    expect(BwUnitSheetSchema.parse(trooperSheet).name).toBe('Trooper')
    expect(BwStateSchema.parse(blankBwState())).toEqual(blankBwState())
  })

  it.each([
    ['a long name', { name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    ['armor as words', { armor: 'lots' }, 'Armor "lots" is not dice'],
    ['a d7', { skillDie: 7 }, 'the Skill die must be a d4, d6, d8, d10, d12 or d20'],
    ['a negative move', { moveIn: -1 }, 'Move must be at least 0"'],
    ['a vehicle with no wheels', { type: 'vehicle' }, 'a vehicle needs its legs, treads or wheels'],
    ['21 weapons', { weapons: Array(21).fill(trooperSheet.weapons[0]) }, 'at most 20 weapons'],
    ['a hex base', { base: { shape: 'hex' } }, 'a base is round'],
  ])('refuses %s in words', (_what, patch, message) => {
    const r = BwUnitSheetSchema.safeParse({ ...trooperSheet, ...patch })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message).join('; ')).toContain(message)
  })

  it('refuses a status listed twice', () => {
    const r = BwStateSchema.safeParse({ ...blankBwState(), statuses: ['prone', 'prone'] })
    expect(r.error?.issues[0]?.message).toBe('a status is listed twice')
  })

  it('withStatus keeps catalogue order without duplicates', () => {
    expect(withStatus(['prone'], 'stunned', true)).toEqual(['stunned', 'prone'])
    expect(withStatus(['stunned', 'prone'], 'stunned', true)).toEqual(['stunned', 'prone'])
    expect(withStatus(['stunned', 'prone'], 'prone', false)).toEqual(['stunned'])
  })

  it.each([
    [6.5, '6½"'],
    [6.4, '6½"'],
    [6.2, '6"'],
    [0.5, '½"'],
    [2.5, '2½"'],
    [-1, '−1"'],
  ])('shows %d inches as %s', (n, text) => {
    expect(formatInches(n)).toBe(text)
  })
})
