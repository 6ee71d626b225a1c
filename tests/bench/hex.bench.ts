/**
 * shared/hex on a 200 x 200 map with about a fifth of it Difficult, water or walled: a full
 * movement field from a random hex (`hex.range.p95`, issue 5 goal 5 ms) and a fog update from
 * four PCs' line of sight, radius 30 (`hex.fog.p95`, goal 16 ms). Seeded, so runs compare.
 */
import {
  blueboxStepCost,
  buildHexGrid,
  edgeKey,
  hexEdge,
  hexKey,
  movementField,
  offsetToHex,
  revealedBy,
  type HexGrid,
} from '../../shared/hex'
import type { EdgeKind, TerrainCell } from '../../shared/model/map-layers'
import { percentile, timeMs, type Figure } from './harness'
import { prng } from '../unit/support/prng'

const COLS = 200
const ROWS = 200

function benchMap(rand: () => number): {
  terrain: Record<string, TerrainCell>
  edges: Record<string, EdgeKind>
} {
  const terrain: Record<string, TerrainCell> = {}
  const edges: Record<string, EdgeKind> = {}
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const h = offsetToHex(col, row, 'pointy')
      const x = rand()
      if (x < 0.08) terrain[hexKey(h)] = { kind: 'difficult' }
      else if (x < 0.14) terrain[hexKey(h)] = { kind: 'water' }
      if (rand() < 0.06) edges[edgeKey(hexEdge(h, Math.floor(rand() * 6)))] = 'wall'
    }
  }
  return { terrain, edges }
}

function randomIndex(grid: HexGrid, rand: () => number): number {
  return Math.floor(rand() * grid.size)
}

export function run(): Figure[] {
  const rand = prng(5)
  const layers = benchMap(rand)
  const source = { orientation: 'pointy' as const, cols: COLS, rows: ROWS, ...layers }
  const buildSamples: number[] = []
  let grid = buildHexGrid(source)
  for (let i = 0; i < 10; i++) buildSamples.push(timeMs(() => (grid = buildHexGrid(source))))
  const costOf = blueboxStepCost(grid)
  const budgetMetres = 1_000_000

  let sink = 0
  const field = () => {
    const f = movementField(grid, randomIndex(grid, rand), { budgetMetres, costOf })
    sink += f[0] as number
  }
  const fog = () => {
    const origins = [0, 1, 2, 3].map(() => randomIndex(grid, rand))
    sink += revealedBy(grid, origins, 30)[0] as number
  }
  for (let i = 0; i < 30; i++) {
    field()
    fog()
  }
  const rangeSamples: number[] = []
  const fogSamples: number[] = []
  for (let i = 0; i < 300; i++) {
    rangeSamples.push(timeMs(field))
    fogSamples.push(timeMs(fog))
  }
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work observable')
  return [
    { bench: 'hex.grid.build', value: percentile(buildSamples, 50), unit: 'ms' },
    { bench: 'hex.range.p50', value: percentile(rangeSamples, 50), unit: 'ms' },
    { bench: 'hex.range.p95', value: percentile(rangeSamples, 95), unit: 'ms', goal: 5 },
    { bench: 'hex.fog.p50', value: percentile(fogSamples, 50), unit: 'ms' },
    { bench: 'hex.fog.p95', value: percentile(fogSamples, 95), unit: 'ms', goal: 16 },
  ]
}
