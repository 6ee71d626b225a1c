import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { massBlox } from '../../../../shared/rules/bw/engine/mass'
import type { BwUnitSheet } from '../../../../shared/rules/bw/engine/model'
import {
  freeJumpHeightBrix,
  freeJumpLengthIn,
  moveBudget,
  moveLineText,
  obstacleRule,
  type BwMoveSituation,
} from '../../../../shared/rules/bw/engine/movement'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'

type Unit = Pick<BwUnitSheet, 'name' | 'type' | 'moveIn' | 'power' | 'propulsion'>
const trooper: Unit = { name: 'Trooper', type: 'minifig', moveIn: 5, power: 3 }
const vehicle = (moveIn: number): Unit => ({
  name: 'Tank',
  type: 'vehicle',
  moveIn,
  power: 3,
  propulsion: { kind: 'treads', heightIn: 1 },
})
const budget = (u: Unit, s: BwMoveSituation, o = D) => moveBudget(u, s, o).inches

describe('BW movement (A.3.2 Movement)', () => {
  it.each<[string, Unit, BwMoveSituation, number]>([
    ['BW-05 a seated Trooper stands up', trooper, { changedPosition: true }, 4],
    ['BW-05 not for vehicles', vehicle(10), { changedPosition: true }, 10],
    ['BW-06 a 4-brix wall', trooper, { obstacleBrix: 4 }, 3],
    ['BW-06 a 2-brix wall is a free jump (BW-Q24)', trooper, { obstacleBrix: 2 }, 5],
    ['BW-07 Trooper up a 20° hill', trooper, { uphill: { deg: 20 } }, 4],
    ['BW-07 10" vehicle up a 45° slope', vehicle(10), { uphill: { deg: 45 } }, 6],
    ['BW-08 Trooper down a 45° slope', trooper, { downhill: { deg: 45 } }, 7],
    ['BW-08 10" vehicle down a 20° slope', vehicle(10), { downhill: { deg: 20 } }, 12],
    ['BW-Q25 a 30° slope uses the 20° row', trooper, { uphill: { deg: 30 } }, 4],
    ['BW-Q25 under 20° is flat', trooper, { uphill: { deg: 19 } }, 5],
    ['BW-09 Trooper on a road', trooper, { road: true }, 6],
    ['BW-09 12" vehicle on a road', vehicle(12), { road: true }, 14],
    ['BW-10 Trooper wades into a river', trooper, { liquid: true }, 2.5],
    ['BW-10 10" vehicle fords it', vehicle(10), { liquid: true }, 5],
    ['BW-11 Trooper climbs a ladder', trooper, { ladder: true }, 2.5],
    ['BW-11 not for vehicles', vehicle(10), { ladder: true }, 10],
    ['BW-13 Power 3 picks up 2 blox', trooper, { pickUpBlox: 2 }, 4],
    ['BW-13 Power 3 picks up 5 blox', trooper, { pickUpBlox: 5 }, 3],
    ['BW-13 a vehicle picks up 5 blox', vehicle(10), { pickUpBlox: 5 }, 6],
    ['BW-14 Power 3 carrying 4 blox', trooper, { carryingBlox: 4 }, 4],
    ['BW-14 Power 3 carrying 6 blox', trooper, { carryingBlox: 6 }, 3],
    ['BW-14 Power 3 carrying 2 blox', trooper, { carryingBlox: 2 }, 5],
    ['BW-01 Extra Effort +5"', trooper, { extraEffort: 'move' }, 10],
    ['BW-Q32 +1 Power lifts 7 blox', trooper, { pickUpBlox: 7, extraEffort: 'power' }, 3],
    ['F-BW-6 flat first, then halve: road then river', trooper, { road: true, liquid: true }, 3],
    ['F-BW-6 halving does not stack', trooper, { liquid: true, ladder: true }, 2.5],
    [
      'F-BW-6 never below 0',
      trooper,
      { carryingBlox: 6, uphill: { deg: 45 }, changedPosition: true },
      0,
    ],
    [
      'BW-Q28 pick-up and carry stack in the pick-up turn',
      trooper,
      { pickUpBlox: 5, carryingBlox: 5 },
      2,
    ],
  ])('%s → %d"', (_name, unit, s, inches) => {
    expect(budget(unit, s)).toBe(inches)
  })

  it('seed 004 L84-85 with L133-137: Extra Effort in liquid, after half speed by default, or before it', () => {
    // A 5" Trooper wading: half speed, 2.5". Extra Effort's "additional 5\" of Movement" on top
    // gives 7.5"; with the effort added first, liquid halves both: (5 + 5) / 2 = 5".
    const wading = { liquid: true, extraEffort: 'move' as const }
    expect(budget(trooper, wading)).toBe(7.5)
    const first = moveBudget(
      trooper,
      wading,
      resolveBwOptions({ extraEffortOrder: 'addThenHalve' }),
    )
    expect(first.inches).toBe(5)
    expect(first.lines.map((l) => l.label)).toEqual([
      'Move',
      'Extra Effort',
      'In liquid: half speed',
    ])
    // On dry ground the order changes nothing: 5 + 5.
    expect(
      budget(
        trooper,
        { extraEffort: 'move' },
        resolveBwOptions({ extraEffortOrder: 'addThenHalve' }),
      ),
    ).toBe(10)
  })

  it('BW-13 / BW-Q29 7 blox with Power 3 cannot be lifted alone (unless maxLift none)', () => {
    const r = moveBudget(trooper, { pickUpBlox: 7 }, D)
    expect(r.blocked).toBe('Trooper cannot lift 7 blox alone (Power 3: at most 6)')
    expect(r.inches).toBe(0)
    expect(budget(trooper, { pickUpBlox: 7 }, resolveBwOptions({ maxLift: 'none' }))).toBe(3)
  })

  it('BW-Q28 oneOff: carrying costs nothing after the pick-up turn', () => {
    const o = resolveBwOptions({ carryPenaltyMode: 'oneOff' })
    expect(budget(trooper, { carryingBlox: 4 }, o)).toBe(5)
    expect(budget(trooper, { pickUpBlox: 4, carryingBlox: 4 }, o)).toBe(2)
  })

  it('F-BW-6 / BW-Q27 halfSpeedStacks: river and ladder halve twice', () => {
    const o = resolveBwOptions({ halfSpeedStacks: true })
    expect(budget(trooper, { liquid: true, ladder: true }, o)).toBe(1.25)
  })

  it('BW-Q26 a road under part of the move: any / majority / proportional', () => {
    const s = { road: 0.4 }
    expect(budget(trooper, s)).toBe(6)
    expect(budget(trooper, s, resolveBwOptions({ partialTerrain: 'majority' }))).toBe(5)
    expect(budget(trooper, s, resolveBwOptions({ partialTerrain: 'proportional' }))).toBeCloseTo(
      5.4,
    )
  })

  it('lists the modifiers for the GM', () => {
    const r = moveBudget(trooper, { road: true, liquid: true }, D)
    expect(r.lines.map(moveLineText)).toEqual([
      'Move +5"',
      'Paved road +1"',
      'In liquid: half speed −3"',
    ])
  })

  it.each([
    [2, 'freeJump'],
    [3, 'freeJump'],
    [4, 'climb'],
    [5, 'climb'],
    [6, 'needsLadder'],
  ])('BW-Q24 jumpFirst: a %d-brix obstacle → %s', (h, kind) => {
    expect(obstacleRule(h, trooper, D).kind).toBe(kind)
  })

  it('BW-Q24 climbAlways: 2 and 3 brix cost −2"', () => {
    const o = resolveBwOptions({ obstaclePrecedence: 'climbAlways' })
    expect(obstacleRule(2, trooper, o).kind).toBe('climb')
    expect(budget(trooper, { obstacleBrix: 2 }, o)).toBe(3)
    expect(obstacleRule(1, trooper, o).kind).toBe('freeJump')
  })

  it('BW-Q24 over 5 brix needs a rope or ladder', () => {
    expect(moveBudget(trooper, { obstacleBrix: 7 }, D).blocked).toMatch(/needs a rope or ladder/)
    expect(budget(trooper, { obstacleBrix: 7, ladder: true })).toBe(2.5)
  })

  it.each([
    [0.75, 'noPenalty', 10],
    [1.5, 'halfSpeed', 5],
    [2.25, 'collision', 0],
  ])('BW-12 treads 1": a %d-brix (¼", ½", ¾") obstacle → %s', (brix, kind, inches) => {
    expect(obstacleRule(brix, vehicle(10), D).kind).toBe(kind)
    expect(budget(vehicle(10), { obstacleBrix: brix })).toBe(inches)
  })

  it('BW-12 a vehicle with no propulsion on its sheet is refused in words', () => {
    expect(() => obstacleRule(1, { name: 'Cart', type: 'vehicle' }, D)).toThrow(
      'Cart has no legs, treads or wheels on its sheet',
    )
  })

  it('BW-04 Move 5": a 2.5" gap or a 1" (3-brix) hop', () => {
    expect(freeJumpLengthIn(trooper)).toBe(2.5)
    expect(freeJumpHeightBrix(D)).toBe(3)
  })

  it('F-BW-6 the budget is never negative and Extra Effort adds exactly 5" (property)', () => {
    const share = fc.oneof(fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true }))
    fc.assert(
      fc.property(
        fc.record({
          changedPosition: fc.boolean(),
          road: share,
          liquid: share,
          ladder: share,
          carryingBlox: fc.integer({ min: 0, max: 6 }),
          uphill: fc.record({ deg: fc.integer({ min: 0, max: 60 }) }),
        }),
        fc.constantFrom('any' as const, 'majority' as const, 'proportional' as const),
        (s, partialTerrain) => {
          const o = { ...D, partialTerrain }
          const base = budget(trooper, s, o)
          expect(base).toBeGreaterThanOrEqual(0)
          expect(budget(trooper, { ...s, extraEffort: 'move' }, o)).toBeCloseTo(base + 5, 9)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('BW mass (Determining Mass)', () => {
  it.each([
    ['BW-15 an AR 7 object', { armorRating: 7, areaDots: 4 }, 2],
    ['BW-15 AR 5', { armorRating: 5, areaDots: 1 }, 1],
    ['BW-15 a sword', { armorRating: 4, areaDots: 1, appreciable: false }, 0],
    ['BW-16 a 4×10 plate, AR 10', { armorRating: 10, areaDots: 40 }, 4],
    ['BW-16 area 25, AR 6 → 1.5 → 2', { armorRating: 6, areaDots: 25 }, 2],
    ['BW-Q33 area 10, AR 10 (text)', { armorRating: 10, areaDots: 10 }, 1],
  ])('%s → %d blox', (_name, o, blox) => {
    expect(massBlox(o, D)).toBe(blox)
  })

  it('BW-Q33 maxOfBoth: area 10, AR 10 → 2 blox', () => {
    expect(
      massBlox({ armorRating: 10, areaDots: 10 }, resolveBwOptions({ massFormula: 'maxOfBoth' })),
    ).toBe(2)
  })
})
