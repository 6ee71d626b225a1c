/**
 * BW sheets, states and requests as schemas (shared/rules/bw/engine/sheet-schema.ts, library.ts,
 * roll-requests.ts, npc-io.ts, model.ts): the blank sheet a GM starts from (OTHER-SYSTEMS.md C.8,
 * F-BW-1/4), Armor as dice or a number (F-BW-2), and the words a GM gets for what cannot be read.
 */
import { describe, expect, it } from 'vitest'
import { importNpcFile, rulesetById, exportNpcFile } from '../../../../shared/rules'
import { blankBwState } from '../../../../shared/rules/bw/engine/model'
import { BwArmorSchema, BwUnitSheetSchema } from '../../../../shared/rules/bw/engine/sheet-schema'
import { HUT, TROOPER } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)

describe('BW blank sheet and fresh state (C.8)', () => {
  it('F-BW-1/4: a living minifig, Skill d6, Move 5", Armor d6, with a rifle (UR 4, 10", 1d6)', () => {
    expect(bw.sheet.blank('npc', 'n1', 'Recruit')).toEqual({
      id: 'n1',
      name: 'Recruit',
      type: 'minifig',
      living: true,
      skillDie: 6,
      moveIn: 5,
      armor: 'd6',
      power: 1,
      areaDots: 4,
      flammable: false,
      base: { shape: 'round', diameterIn: 1 },
      weapons: [
        {
          name: 'Rifle',
          ur: 4,
          rangeIn: 10,
          damage: [{ n: 1, die: 6 }],
          damageBonus: 0,
          nearMiss: 'minifigRanged',
          closeCombat: false,
          incendiary: false,
        },
      ],
    })
  })

  it('C.8: a unit enters play unhurt, not burning, not moved, with nothing done this turn', () => {
    expect(blankBwState()).toEqual({
      destroyed: false,
      statuses: [],
      burnLevel: 0,
      aimingAt: null,
      movedThisTurnIn: 0,
      movedLastTurnIn: 0,
      extraEffort: null,
      carryingBlox: 0,
      changedPosition: false,
      actedThisTurn: false,
      oppFireUsed: false,
    })
  })

  it('the id "__proto__" is reserved', () => {
    expect(messages(bw.sheet.schema.npc.safeParse({ ...TROOPER, id: '__proto__' }))).toContain(
      'the id "__proto__" is reserved',
    )
  })
})

describe('BW Armor (F-BW-2)', () => {
  it.each(['0', '2d6-3', 'd6', '7'])('%j can be rolled above nothing: accepted', (armor) => {
    expect(BwArmorSchema.safeParse(armor).success).toBe(true)
  })

  it.each([
    ['-1', 'Armor "-1" can never be above 0'],
    ['d6-7', 'Armor "d6-7" can never be above 0'],
    ['x', 'Armor "x" is not dice like d6, 1d6+1 or 7'],
  ])('%j is refused: %s', (armor, message) => {
    expect(messages(BwArmorSchema.safeParse(armor))).toEqual([message])
  })
})

describe('BW sheet fields in words', () => {
  const weapon = TROOPER.weapons[0]!
  it.each([
    [{ moveIn: -1 }, 'Move must be at least 0", not -1'],
    [{ moveIn: 101 }, 'Move must be at most 100", not 101'],
    [{ moveIn: 'far' }, 'Move must be a number of inches'],
    [{ power: 1.5 }, 'Power must be a whole number, not 1.5'],
    [{ power: -1 }, 'Power must be at least 0, not -1'],
    [{ power: 101 }, 'Power must be at most 100, not 101'],
    [{ power: 'x' }, 'Power must be a number'],
    [{ name: '' }, 'Name must not be empty'],
    [
      { weapons: [{ ...weapon, damage: [{ n: 0, die: 6 }] }] },
      'Number of damage dice must be at least 1, not 0',
    ],
  ])('%j: %s', (change, message) => {
    expect(messages(BwUnitSheetSchema.safeParse({ ...TROOPER, ...change }))).toContain(message)
  })
})

describe('BW requests refused in words', () => {
  const parse = (req: unknown) => bw.rolls.schema.safeParse(req)
  it('a token id "__proto__" is reserved', () => {
    expect(messages(parse({ kind: 'endTurn', tokenId: '__proto__' }))).toContain(
      'the id "__proto__" is reserved',
    )
  })

  it('an explosion of words is no dice', () => {
    const r = parse({ kind: 'explosion', at: { x: 1, y: 1 }, damage: 'lots' })
    expect(messages(r)).toContain('Damage "lots" is not dice like d6, 1d6+1 or 7')
    expect(parse({ kind: 'explosion', at: { x: 1, y: 1 }, damage: '3d10' }).success).toBe(true)
  })

  it.each([
    [{}, false],
    [{ targetTokenId: 'b', at: { x: 1, y: 1 } }, false],
    [{ targetTokenId: 'b' }, true],
    [{ at: { x: 1, y: 1 } }, true],
  ])('an attack names a target or a point, not both nor neither: %j', (aim, ok) => {
    const r = parse({ kind: 'attack', attackerTokenId: 'a', ...aim })
    expect(r.success).toBe(ok)
    if (!ok)
      expect(messages(r)).toContain('An attack names either a target or a point on the table')
  })
})

describe('BW unit files (C.8)', () => {
  it('an imported unit whose id is taken is renamed, reported with its name', () => {
    const read = importNpcFile(bw, exportNpcFile(rulesetById('bw')!, [TROOPER, HUT]), ['hut'])
    expect(read.ok && read.renamed).toEqual([
      { index: 1, name: HUT.name, from: 'hut', to: 'hut-2' },
    ])
  })
})
