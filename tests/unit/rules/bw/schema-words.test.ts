/**
 * A BrikWars unit sheet (OTHER-SYSTEMS.md C.8, F-BW-1/2/4) and a unit's state in play refused
 * field by field, each in words that name the field and what it may be: what a GM reads when a
 * hand-edited or imported sheet cannot be used.
 */
import { describe, expect, it } from 'vitest'
import { blankBwState } from '../../../../shared/rules/bw/engine/model'
import { BwStateSchema, BwUnitSheetSchema } from '../../../../shared/rules/bw/engine/sheet-schema'
import { TROOPER } from '../../support/bw-fixture'

type Issues = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }
const messages = (r: Issues) => (r.success ? [] : r.error!.issues.map((i) => i.message))
const sheetWords = (more: object) => messages(BwUnitSheetSchema.safeParse({ ...TROOPER, ...more }))
const weaponWords = (more: object) => sheetWords({ weapons: [{ ...TROOPER.weapons[0]!, ...more }] })
const stateWords = (more: object) =>
  messages(BwStateSchema.safeParse({ ...blankBwState(), ...more }))

describe('a BW unit sheet in words', () => {
  it('the fixture trooper is read as it is', () => {
    expect(sheetWords({})).toEqual([])
  })

  it.each<[object, string]>([
    [{ name: '' }, 'Name must not be empty'],
    [{ name: 5 }, 'Name must be text'],
    [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    [{ type: 'dragon' }, 'the unit type is minifig, creature, vehicle, structure or object'],
    [{ living: 'yes' }, 'Living must be yes or no'],
    [{ skillDie: 7 }, 'the Skill die must be a d4, d6, d8, d10, d12 or d20'],
    [{ moveIn: 'far' }, 'Move must be a number of inches'],
    [{ moveIn: 101 }, 'Move must be at most 100", not 101'],
    [{ armor: '' }, 'Armor must not be empty'],
    [{ armor: 'd'.repeat(21) }, 'Armor must be at most 20 characters'],
    [{ power: 101 }, 'Power must be at most 100, not 101'],
    [{ areaDots: -1 }, 'Area must be at least 0, not -1'],
    [{ flammable: 1 }, 'Flammable must be yes or no'],
    [{ maxBurnLevel: 0 }, 'Maximum Burn Level must be at least 1, not 0'],
    [{ propulsion: { kind: 'hover', heightIn: 1 } }, 'propulsion is legs, treads or wheels'],
    [
      { propulsion: { kind: 'legs', heightIn: 0 } },
      'Propulsion height must be at least 0.1", not 0',
    ],
    [{ base: { shape: 'hex' } }, 'a base is round (a diameter) or rectangular (width and depth)'],
    [
      { base: { shape: 'round', diameterIn: 0.1 } },
      'Base diameter must be at least 0.25", not 0.1',
    ],
    [
      { base: { shape: 'rect', widthIn: 101, depthIn: 1 } },
      'Base width must be at most 100", not 101',
    ],
    [
      { base: { shape: 'rect', widthIn: 1, depthIn: 0 } },
      'Base depth must be at least 0.25", not 0',
    ],
    [{ weapons: 'rifle' }, 'Weapons must be a list'],
    [
      { weapons: Array.from({ length: 21 }, () => TROOPER.weapons[0]) },
      'a unit carries at most 20 weapons',
    ],
  ])('%j', (more, message) => {
    expect(sheetWords(more)).toEqual([message])
  })

  it('F-BW-2: Armor that could never be above 0 (1d4−9 is at most −5) is refused', () => {
    expect(sheetWords({ armor: '1d4-9' })).toEqual(['Armor "1d4-9" can never be above 0'])
  })

  it('F-BW-2: Armor that is not dice or a number says so, under the name Armor', () => {
    const words = sheetWords({ armor: 'tough' })
    expect(words).toHaveLength(1)
    expect(words[0]).toMatch(/^Armor \S/)
  })

  it('a vehicle with no legs, treads or wheels is refused at its propulsion', () => {
    const r = BwUnitSheetSchema.safeParse({ ...TROOPER, type: 'vehicle' })
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [['propulsion'], 'a vehicle needs its legs, treads or wheels and their height'],
    ])
  })
})

describe("a BW weapon's fields in words", () => {
  it.each<[object, string]>([
    [{ name: '' }, 'Weapon name must not be empty'],
    [{ ur: 31 }, 'Usage Rating must be at most 30, not 31'],
    [{ rangeIn: 501 }, 'Range must be at most 500", not 501'],
    [{ damage: 'd6' }, 'Damage must be a list of dice'],
    [
      { damage: Array.from({ length: 7 }, () => ({ n: 1, die: 6 })) },
      'a weapon rolls at most 6 kinds of damage dice',
    ],
    [{ damage: [{ n: 0, die: 6 }] }, 'Number of damage dice must be at least 1, not 0'],
    [{ damage: [{ n: 1, die: 7 }] }, 'a damage die must be a d4, d6, d8, d10, d12 or d20'],
    [{ damageBonus: -21 }, 'Damage bonus must be at least -20, not -21'],
    [
      { nearMiss: 'cannon' },
      'the NearMiss class is thrown, minifig ranged, launcher, siege or super siege',
    ],
    [{ closeCombat: 'no' }, 'Close combat must be yes or no'],
    [{ incendiary: 'no' }, 'Incendiary must be yes or no'],
  ])('%j', (more, message) => {
    expect(weaponWords(more)).toEqual([message])
  })
})

describe("a BW unit's state in play in words", () => {
  it.each<[object, string]>([
    [{ destroyed: 1 }, 'Destroyed must be yes or no'],
    [{ statuses: ['dizzy'] }, 'a status is stunned, exhausted, unconscious or prone'],
    [{ statuses: ['prone', 'prone'] }, 'a status is listed twice'],
    [{ burnLevel: 21 }, 'Burn Level must be at most 20, not 21'],
    [{ aimingAt: '' }, 'Aiming at must not be empty'],
    [{ movedThisTurnIn: -1 }, 'Moved this turn must be at least 0", not -1'],
    [{ movedLastTurnIn: 1001 }, 'Moved last turn must be at most 1000", not 1001'],
    [{ extraEffort: 'fly' }, 'Extra Effort is move or power'],
    [{ carryingBlox: 'lots' }, 'Carrying must be a number of blox'],
    [{ carryingBlox: -1 }, 'Carrying must be at least 0 blox'],
    [{ carryingBlox: 10001 }, 'Carrying must be at most 10000 blox'],
    [{ changedPosition: 'x' }, 'Changed position must be yes or no'],
    [{ actedThisTurn: 'x' }, 'Acted this turn must be yes or no'],
    [{ oppFireUsed: 'x' }, 'Opportunity Fire used must be yes or no'],
  ])('%j', (more, message) => {
    expect(stateWords(more)).toEqual([message])
  })
})
