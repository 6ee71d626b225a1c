/**
 * Edges of the BW move budget (shared/rules/bw/engine/movement.ts): the lines the GM reads, vehicles and
 * their obstacles, lifting and carrying at the band edges, partial terrain and which half speed is
 * named. Worked from seed 004 "A.3.2 Movement" (L78-81, L99-175) with OTHER-SYSTEMS.md BW-Q24..Q29.
 */
import { describe, expect, it } from 'vitest'
import type { BwUnitSheet } from '../../../../shared/rules/bw/engine/model'
import {
  checkFreeJump,
  moveBudget,
  type BwMoveSituation,
} from '../../../../shared/rules/bw/engine/movement'
import { BW_DEFAULT_OPTIONS as D } from '../../../../shared/rules/bw/engine/options'

type Unit = Pick<BwUnitSheet, 'name' | 'type' | 'moveIn' | 'power' | 'propulsion'>
const trooper: Unit = { name: 'Trooper', type: 'minifig', moveIn: 5, power: 1 }
const tank: Unit = {
  name: 'Tank',
  type: 'vehicle',
  moveIn: 10,
  power: 1,
  propulsion: { kind: 'treads', heightIn: 2 },
}
const lines = (u: Unit, s: BwMoveSituation, o = D) => moveBudget(u, s, o).lines
const inches = (u: Unit, s: BwMoveSituation, o = D) => moveBudget(u, s, o).inches

describe('BW move budget lines', () => {
  it('open ground: only the Move line', () => {
    expect(lines(trooper, {})).toEqual([{ label: 'Move', inches: 5 }])
  })

  it.each<[string, BwMoveSituation, { label: string; inches: number }]>([
    [
      'seed 004 L116-119: up a 45° slope −2"',
      { uphill: { deg: 45 } },
      { label: 'Uphill (45° slope)', inches: -2 },
    ],
    [
      'seed 004 L112-115: up a 30° slope is the 20° row, −1"',
      { uphill: { deg: 30 } },
      { label: 'Uphill (20° slope)', inches: -1 },
    ],
    [
      'seed 004 L124-127: down a 45° slope +2"',
      { downhill: { deg: 45 } },
      { label: 'Downhill (45° slope)', inches: 2 },
    ],
    [
      'seed 004 L120-123: down a 20° slope +1"',
      { downhill: { deg: 20 } },
      { label: 'Downhill (20° slope)', inches: 1 },
    ],
    [
      'seed 004 L160-162: picking up 1 blox, up to Power 1, −1"',
      { pickUpBlox: 1 },
      { label: 'Picks up 1 blox', inches: -1 },
    ],
    [
      'seed 004 L164-166: picking up 2 blox, up to Power × 2, −2"',
      { pickUpBlox: 2 },
      { label: 'Picks up 2 blox', inches: -2 },
    ],
    [
      'seed 004 L168-170: carrying 1 blox, at least Power 1, −1"',
      { carryingBlox: 1 },
      { label: 'Carries 1 blox', inches: -1 },
    ],
    [
      'seed 004 L108-111: a 4-brix wall −2"',
      { obstacleBrix: 4 },
      { label: 'Climbs a 4-brix obstacle', inches: -2 },
    ],
  ])('%s', (_n, s, line) => {
    expect(lines(trooper, s)).toEqual([{ label: 'Move', inches: 5 }, line])
  })

  it('seed 004 L172-175: a vehicle carrying Power × 2 blox, −4"', () => {
    expect(lines(tank, { carryingBlox: 2 })).toEqual([
      { label: 'Move', inches: 10 },
      { label: 'Carries 2 blox', inches: -4 },
    ])
  })

  it('seed 004 L168-170: a unit of Power 0 carrying nothing pays nothing', () => {
    expect(inches({ ...trooper, power: 0 }, { carryingBlox: 0 })).toBe(5)
  })

  it('seed 004 L132-142: in liquid and on a ladder at once: one half speed, named for the liquid', () => {
    expect(lines(trooper, { liquid: true, ladder: true })).toEqual([
      { label: 'Move', inches: 5 },
      { label: 'In liquid: half speed', inches: -2.5 },
    ])
  })

  it('seed 004 L138-142: a rope or ladder is no penalty for a vehicle (n/a)', () => {
    expect(inches(tank, { ladder: true })).toBe(10)
  })
})

describe('BW vehicles and obstacles (seed 004 L143-159)', () => {
  it('treads 2" high: a 3-brix (1") obstacle is half their height: half speed', () => {
    expect(lines(tank, { obstacleBrix: 3 })).toEqual([
      { label: 'Move', inches: 10 },
      { label: 'Drives over a 3-brix obstacle: half speed', inches: -5 },
    ])
  })

  it('a 1-brix one is under a quarter: no penalty', () => {
    expect(lines(tank, { obstacleBrix: 1 })).toEqual([{ label: 'Move', inches: 10 }])
  })

  it('a 4-brix one is more than half: a collision, in words', () => {
    expect(moveBudget(tank, { obstacleBrix: 4 }, D)).toMatchObject({
      inches: 0,
      blocked: "Tank would collide: A 4-brix obstacle is more than half its treads' height",
    })
  })
})

describe('BW partial terrain (BW-Q26)', () => {
  const prop = { ...D, partialTerrain: 'proportional' as const }
  const maj = { ...D, partialTerrain: 'majority' as const }

  it('proportional: half the move on a road earns half of +1"', () => {
    expect(inches(trooper, { road: 0.5 }, prop)).toBe(5.5)
  })

  it('proportional: half the move in liquid slows it by a quarter', () => {
    expect(inches(trooper, { liquid: 0.5 }, prop)).toBe(3.75)
  })

  it('majority: half the move on a road is not the most of it', () => {
    expect(inches(trooper, { road: 0.5 }, maj)).toBe(5)
    expect(inches(trooper, { road: 0.6 }, maj)).toBe(6)
  })
})

describe('BW free jump (seed 004 L79-81)', () => {
  it('1" (3 brix) high at most', () => {
    expect(() => checkFreeJump(trooper, { lengthIn: 1, heightBrix: 4 }, D)).toThrow(
      'Trooper can jump at most 3 brix (1") high',
    )
    expect(() => checkFreeJump(trooper, { lengthIn: 1, heightBrix: 3 }, D)).not.toThrow()
  })
})
