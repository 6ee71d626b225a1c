/**
 * shared/geometry/square on a 200 x 200 board with about a fifth of it walled, doored or
 * impassable, and 300 figures on it (heroes, monsters and neutrals). One sample of
 * `square.range.*` is what a selected figure's reach overlay asks for on a ZZ board: the movement
 * field from its square to a budget of 12 Move (ZZ-23, diagonal 2; into the overlay's own buffer,
 * as a hover re-asks on every pointer move), then the line of attack
 * (ZZ-28, figures in the way by disposition) from its square to every one of the other 299
 * figures (the default table has no maximum range, ZZ-Q19, so every figure is in range). Also the
 * grid build (`square.grid.build`) and a movement field over the whole map (`square.field.full.*`,
 * no goal). Seeded, so runs compare.
 */
import {
  buildSquareGrid,
  lineOfAttack,
  squareMovementField,
  squareStepCost,
  type SquareDisposition,
  type SquareGridDoor,
} from '../../shared/geometry/square'
import type { GridTerrainCell } from '../../shared/geometry/hex/grid'
import { percentile, timeMs, type Figure } from './harness'
import { prng } from '../unit/support/prng'

const COLS = 200
const ROWS = 200
const FIGURES = 300
const BUDGET = 12
const SAMPLES = 300
/** square.range.p95 goal: a reach query within 5 ms on the 2-core VM. */
const RANGE_GOAL_MS = 5

function benchMap(rand: () => number) {
  const terrain: Record<string, GridTerrainCell> = {}
  const edges: Record<string, 'wall'> = {}
  const doors: Record<string, SquareGridDoor> = {}
  const kinds = ['door', 'window', 'portcullis', 'secret'] as const
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLS; x++) {
      const t = rand()
      if (t < 0.05) terrain[`${x},${y}`] = { kind: 'impassable' }
      else if (t < 0.1) terrain[`${x},${y}`] = { kind: 'difficult' }
      for (const side of [0, 1]) {
        const e = rand()
        if (e < 0.06) edges[`${x},${y},${side}`] = 'wall'
        else if (e < 0.07)
          doors[`${x},${y},${side}`] = { kind: kinds[Math.floor(rand() * 4)]!, open: rand() < 0.5 }
      }
    }
  }
  return { cols: COLS, rows: ROWS, terrain, edges, doors }
}

export function run(): Figure[] {
  const rand = prng(17)
  const source = benchMap(rand)
  const buildSamples: number[] = []
  let grid = buildSquareGrid(source)
  for (let i = 0; i < 10; i++) buildSamples.push(timeMs(() => (grid = buildSquareGrid(source))))
  const costOf = squareStepCost(grid)

  // 300 figures on distinct squares: side 0 heroes, 1 monsters, 2 neutrals; side + 1 per square.
  const side = new Int8Array(grid.size)
  const figures: Array<{ x: number; y: number; side: number }> = []
  while (figures.length < FIGURES) {
    const x = Math.floor(rand() * COLS)
    const y = Math.floor(rand() * ROWS)
    if (side[y * COLS + x] !== 0) continue
    const s = figures.length % 10 === 0 ? 2 : figures.length % 3 === 0 ? 0 : 1
    side[y * COLS + x] = s + 1
    figures.push({ x, y, side: s })
  }

  let sink = 0
  // The overlay's own field, overwritten on each query (squareMovementField's `into`).
  const into = new Float64Array(grid.size)
  const reach = (who: number) => () => {
    const me = figures[who]!
    const field = squareMovementField(grid, { x: me.x, y: me.y }, { costOf, budget: BUDGET, into })
    sink += field[0] as number
    const occupantAt = (x: number, y: number): SquareDisposition | undefined => {
      const s = (side[y * COLS + x] as number) - 1
      if (s < 0) return undefined
      return s === me.side ? 'friendly' : s === 2 ? 'neutral' : 'hostile'
    }
    for (let k = 0; k < FIGURES; k++) {
      if (k === who) continue
      const other = figures[k]!
      if (lineOfAttack(grid, me, other, occupantAt).clear) sink++
    }
  }
  const full = (who: number) => () => {
    const me = figures[who]!
    sink += squareMovementField(grid, { x: me.x, y: me.y }, { costOf })[0] as number
  }
  const pick = () => Math.floor(rand() * FIGURES)
  for (let i = 0; i < 30; i++) reach(pick())()
  const rangeSamples: number[] = []
  for (let i = 0; i < SAMPLES; i++) rangeSamples.push(timeMs(reach(pick())))
  const fullSamples: number[] = []
  for (let i = 0; i < 50; i++) fullSamples.push(timeMs(full(pick())))
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work observable')
  return [
    { bench: 'square.grid.build', value: percentile(buildSamples, 50), unit: 'ms' },
    { bench: 'square.range.p50', value: percentile(rangeSamples, 50), unit: 'ms' },
    {
      bench: 'square.range.p95',
      value: percentile(rangeSamples, 95),
      unit: 'ms',
      goal: RANGE_GOAL_MS,
    },
    { bench: 'square.field.full.p50', value: percentile(fullSamples, 50), unit: 'ms' },
    { bench: 'square.field.full.p95', value: percentile(fullSamples, 95), unit: 'ms' },
  ]
}
