import { describe, expect, it } from 'vitest'
import {
  buildHexGrid,
  edgeBetween,
  edgeKey,
  hexKey,
  offsetToHex,
  targetSituation,
  type HexGridSource,
} from '../../../../shared/geometry/hex'
import { rulesetOf, type MovingToken } from '../../../../shared/rules'
import {
  blueboxTargetSituation,
  hasHeightAdvantage,
} from '../../../../shared/rules/bluebox/engine/height-advantage'
import {
  DEFAULT_SPEED_METRES,
  moveReach,
  moverOf,
  planMove,
} from '../../../../shared/rules/bluebox/engine/move-plan'
import {
  BLUEBOX_DEFAULT_OPTIONS,
  resolveBlueboxOptions,
} from '../../../../shared/rules/bluebox/engine/options'
import { blueboxMovement } from '../../../../shared/rules/bluebox/adapter/ruleset-movement'
import type { BlueboxInstance } from '../../../../shared/rules/bluebox/engine/views'

const row = (cols = 20): HexGridSource => ({
  orientation: 'pointy',
  cols,
  rows: 3,
  terrain: { [hexKey(offsetToHex(3, 1, 'pointy'))]: { kind: 'difficult' } },
})
const start = offsetToHex(1, 1, 'pointy')
const east = (n: number) => offsetToHex(1 + n, 1, 'pointy')

describe('blueboxMovement behind the Ruleset interface', () => {
  it('is what the registry hands out for a Blue Box campaign, reading its stored options', () => {
    const erased = rulesetOf({ rulesetId: 'bluebox' }).movement!
    expect(erased.roomProblem).toBe(blueboxMovement.roomProblem)
    const prone = { hex: start, instance: { hp: 3, thp: 0, plating: 0, conditions: ['prone'] } }
    const stored = { terrainCostStacking: 'add' }
    expect(erased.planMove(row(), prone, east(5), stored)).toEqual(
      blueboxMovement.planMove(row(), prone, east(5), resolveBlueboxOptions(stored)),
    )
  })

  it.each([
    ['no speed: 6 m', {}, 6, 'move'],
    ['speed 8', { speed: 8 }, 8, 'move'],
    ['speed 3', { speed: 3 }, 3, 'dash'],
    ['speed 2', { speed: 2 }, 2, 'too-far'],
  ] as const)('plans a move with the token speed (%s)', (_name, extra, speed, band) => {
    const token: MovingToken<BlueboxInstance> = { hex: start, name: 'Vaka', ...extra }
    // Five hexes east, one of them Difficult: 6 m.
    const plan = blueboxMovement.planMove(row(), token, east(5), BLUEBOX_DEFAULT_OPTIONS)
    expect(plan).toMatchObject({ total: 6, speed })
    expect(plan.band).toBe(band)
    expect(plan).toEqual(planMove(row(), start, east(5), speed, {}, 'Vaka', moverOf(token)))
  })

  it('words a refused move with the token name, or "The token" without one', () => {
    const far = blueboxMovement.planMove(
      row(),
      { hex: start, name: 'Vaka', speed: 2 },
      east(6),
      BLUEBOX_DEFAULT_OPTIONS,
    )
    expect(far.reason).toBe('Vaka needs 7 m but has 2 m (4 m with a Dash)')
    const anon = blueboxMovement.planMove(
      row(),
      { hex: start, speed: 2 },
      east(6),
      BLUEBOX_DEFAULT_OPTIONS,
    )
    expect(anon.reason).toMatch(/^The token needs 7 m/)
  })

  it('makes a Prone token crawl, and reads the table options', () => {
    const prone: MovingToken<BlueboxInstance> = {
      hex: start,
      instance: { hp: 3, thp: 0, plating: 0, conditions: ['prone'] },
    }
    expect(blueboxMovement.planMove(row(), prone, east(5), BLUEBOX_DEFAULT_OPTIONS).total).toBe(12)
    // R17's 'add' stacking: Difficult while crawling costs 1 + 1 + 1 = 3 instead of 4.
    expect(
      blueboxMovement.planMove(
        row(),
        prone,
        east(5),
        resolveBlueboxOptions({ terrainCostStacking: 'add' }),
      ).total,
    ).toBe(11)
  })

  it.each([undefined, [], ['grappled']])(
    'walks with no instance, or one that lists no Prone (%j)',
    (conditions) => {
      const instance = conditions && { hp: 3, thp: 0, plating: 0, conditions }
      const token: MovingToken<BlueboxInstance> = { hex: start, ...(instance ? { instance } : {}) }
      expect(blueboxMovement.planMove(row(), token, east(5), BLUEBOX_DEFAULT_OPTIONS).total).toBe(6)
    },
  )

  it('reaches what moveReach reaches, banded by speed and Dash', () => {
    const token: MovingToken<BlueboxInstance> = { hex: start, size: 'large', facing: 1, speed: 4 }
    const reach = blueboxMovement.reach(row(), token, BLUEBOX_DEFAULT_OPTIONS)
    expect(reach.bands).toEqual([4, 8])
    expect([...reach.cost]).toEqual([...moveReach(row(), start, 4, moverOf(token), {}).cost])
    expect(blueboxMovement.reach(row(), { hex: start }, BLUEBOX_DEFAULT_OPTIONS).bands).toEqual([
      DEFAULT_SPEED_METRES,
      2 * DEFAULT_SPEED_METRES,
    ])
  })
})

describe('Height Advantage (Cover & Height Advantage)', () => {
  const map = { orientation: 'pointy' as const, cols: 20, rows: 14 }
  const attacker = { q: 2, r: 5 }
  const target = { q: 7, r: 5 }

  it.each([
    [1, true],
    [3, true],
    [0.5, false],
    [0, false],
    [-2, false],
  ])('%d m above the target: %s', (height, advantage) => {
    expect(hasHeightAdvantage(height)).toBe(advantage)
  })

  it.each([
    [2, 0, true],
    [1, 0, true],
    [3, 3, false],
    [0, 2, false],
  ])('attacker at %i m, target at %i m: %s', (up, down, advantage) => {
    const grid = buildHexGrid({
      ...map,
      terrain: {
        [hexKey(attacker)]: { kind: 'normal', elevation: up },
        [hexKey(target)]: { kind: 'normal', elevation: down },
      },
    })
    const s = blueboxTargetSituation(grid, attacker, target)
    expect(s.heightAdvantage).toBe(advantage)
    // Everything else is the map's own reading.
    const { heightAdvantage: _, ...rest } = s
    expect(rest).toEqual(targetSituation(grid, attacker, target))
  })

  it('keeps Cover as the map reads it', () => {
    const nearTarget = edgeKey(edgeBetween({ q: 6, r: 5 }, target)!)
    const grid = buildHexGrid({ ...map, edges: { [nearTarget]: 'cover' } })
    expect(blueboxTargetSituation(grid, attacker, target)).toMatchObject({
      cover: true,
      heightAdvantage: false,
    })
  })
})
