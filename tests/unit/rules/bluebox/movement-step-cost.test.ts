import { describe, expect, it } from 'vitest'
import { buildHexGrid, edgeKey, hexEdge, movementPath } from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainKind } from '../../../../shared/model'
import {
  BLUEBOX_DEFAULT_OPTIONS,
  resolveBlueboxOptions,
} from '../../../../shared/rules/bluebox/engine/options'
import { blueboxMovement } from '../../../../shared/rules/bluebox/adapter/ruleset-movement'
import { hexEntryCost } from '../../../../shared/rules/bluebox/engine/movement'
import {
  blueboxEnteredHex,
  blueboxStepCost,
  type BlueboxStepOptions,
} from '../../../../shared/rules/bluebox/engine/step-cost'
import { prng } from '../../support/prng'
import { randomMap } from '../../support/random-hex-map'

const OPTION_SETS: [string, BlueboxStepOptions][] = [
  ['default', {}],
  ['add stacking', { rules: { terrainCostStacking: 'add' } }],
  ['crawling', { manner: { crawling: true } }],
]

describe('blueboxStepCost: R17 and the terrain kinds', () => {
  // A row of pointy hexes (0,0) -> (1,0) -> (2,0); the step is always direction 0 (east).
  type Case = [string, TerrainKind, number, EdgeKind | null, BlueboxStepOptions, number]
  it.each<Case>([
    ['normal ground', 'normal', 0, null, {}, 1],
    ['entering Difficult', 'difficult', 0, null, {}, 2],
    ['swimming into water', 'water', 0, null, {}, 2],
    ['climb terrain', 'climb', 0, null, {}, 2],
    ['digging', 'dig', 0, null, {}, 4],
    ['Dangerous costs as normal ground', 'dangerous', 0, null, {}, 1],
    ['impassable', 'impassable', 0, null, {}, Infinity],
    ['through a wall', 'normal', 0, 'wall', {}, Infinity],
    ['vaulting Cover', 'normal', 0, 'cover', {}, 2],
    ['vaulting Cover into Difficult', 'difficult', 0, 'cover', {}, 4],
    [
      'vaulting Cover into Difficult, add',
      'difficult',
      0,
      'cover',
      { rules: { terrainCostStacking: 'add' } },
      3,
    ],
    ['a 1 m rise is walked', 'normal', 1, null, {}, 1],
    ['a 2 m rise is climbed', 'normal', 2, null, {}, 2],
    ['going down 5 m', 'normal', -5, null, {}, 1],
    ['Difficult + climb multiply (R17)', 'difficult', 3, null, {}, 4],
    [
      'Difficult + climb add (R17 option)',
      'difficult',
      3,
      null,
      { rules: { terrainCostStacking: 'add' } },
      3,
    ],
    ['a rise into water is one mode', 'water', 2, null, {}, 2],
    ['a rise into dig terrain is still digging', 'dig', 2, null, {}, 4],
    ['crawling into Difficult', 'difficult', 0, null, { manner: { crawling: true } }, 4],
  ])('%s: %s, rise %i, edge %s -> %d m', (_name, kind, rise, edge, opts, want) => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 3,
      rows: 1,
      terrain: { '1,0': { kind, elevation: rise } },
      edges: edge ? { [edgeKey(hexEdge({ q: 0, r: 0 }, 0))]: edge } : {},
    })
    expect(blueboxStepCost(grid, opts)(0, 1, 0)).toBe(want)
    const entered = blueboxEnteredHex(grid, 0, 1, 0)
    if (want === Infinity) expect(entered).toBeNull()
    else expect(hexEntryCost(entered!, opts.manner, opts.rules)).toBe(want)
  })

  it('pays for the hex entered: into Difficult 2 m, back out to normal 1 m (R17)', () => {
    const grid = buildHexGrid({
      orientation: 'pointy',
      cols: 3,
      rows: 1,
      terrain: { '1,0': { kind: 'difficult' } },
    })
    const path = movementPath(grid, 0, 2, blueboxStepCost(grid))!
    expect(path.hexes).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ])
    expect(path.steps).toEqual([2, 1])
    expect(path.total).toBe(3)
  })

  it('agrees with hexEntryCost of blueboxEnteredHex on every step of random maps', () => {
    const rand = prng(31)
    for (let m = 0; m < 30; m++) {
      const grid = buildHexGrid(randomMap(rand))
      for (const [, opts] of OPTION_SETS) {
        const costOf = blueboxStepCost(grid, opts)
        for (let u = 0; u < grid.size; u++) {
          for (let d = 0; d < 6; d++) {
            const v = grid.neighbors[u * 6 + d]!
            if (v < 0) continue
            const e = blueboxEnteredHex(grid, u, v, d)
            const want = e === null ? Infinity : hexEntryCost(e, opts.manner, opts.rules)
            expect(costOf(u, v, d)).toBe(want)
          }
        }
      }
    }
  })
})

describe('blueboxMovement.stepCost', () => {
  const grid = buildHexGrid({
    orientation: 'pointy',
    cols: 3,
    rows: 1,
    terrain: { '1,0': { kind: 'difficult' } },
  })

  it("is blueboxStepCost with the table options and the token's manner", () => {
    const vaka = { hex: { q: 0, r: 0 } }
    const prone = { ...vaka, instance: { hp: 16, thp: 0, plating: 0, conditions: ['prone'] } }
    const add = resolveBlueboxOptions({ terrainCostStacking: 'add' })
    expect(blueboxMovement.stepCost!(grid, vaka, BLUEBOX_DEFAULT_OPTIONS)(0, 1, 0)).toBe(2)
    expect(blueboxMovement.stepCost!(grid, prone, BLUEBOX_DEFAULT_OPTIONS)(0, 1, 0)).toBe(4)
    expect(blueboxMovement.stepCost!(grid, prone, add)(0, 1, 0)).toBe(3)
    expect(blueboxMovement.stepCost!(grid, null, BLUEBOX_DEFAULT_OPTIONS)(0, 1, 0)).toBe(2)
    // The same costs come back as the same function, so footprint steps are remembered.
    expect(blueboxMovement.stepCost!(grid, prone, BLUEBOX_DEFAULT_OPTIONS)).toBe(
      blueboxStepCost(grid, { manner: { crawling: true } }),
    )
  })
})
