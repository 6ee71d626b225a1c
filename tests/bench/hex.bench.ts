/**
 * shared/hex on a 200 x 200 map with about a fifth of it Difficult, water or walled: a full
 * movement field from a random hex (`hex.range.p95`, issue 5 goal 5 ms); the same for a Large
 * token's whole footprint through `moveReach`, with a speed that puts the whole map in its Dash
 * band, on an unchanged map (`hex.reach.large.p95`, goal 5 ms: the reach overlay and drags,
 * which reuse the footprint steps remembered for the map state) and as the first call after a
 * map edit (`hex.reach.large.cold.*`, no goal); and a fog update from four PCs' line of sight,
 * radius 30 (`hex.fog.p95`, goal 16 ms). Seeded, so runs compare.
 */
import {
  buildHexGrid,
  edgeKey,
  footprintDirections,
  footprintFault,
  gridHexAt,
  gridOf,
  hexEdge,
  hexKey,
  movementField,
  offsetToHex,
  revealedBy,
  type HexGrid,
} from '../../shared/geometry/hex'
import type { EdgeKind, TerrainCell } from '../../shared/model/map-layers'
import { moveReach } from '../../shared/rules/bluebox/move-plan'
import { blueboxStepCost } from '../../shared/rules/bluebox/step-cost'
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
  // A Large token, facing as it comes, from a random hex where its footprint can stand. Speed
  // 1000 m puts the whole map inside the Dash band, so each field is as big as it gets.
  const largeDirs = [0, 1, 2, 3, 4, 5].map((f) => footprintDirections('large', f))
  const pickLarge = () => {
    const facing = Math.floor(rand() * 6)
    let start = randomIndex(grid, rand)
    while (footprintFault(grid, start, largeDirs[facing]!)) start = randomIndex(grid, rand)
    return { facing, from: gridHexAt(grid, start) }
  }
  const reachLarge = (map: typeof source, p: ReturnType<typeof pickLarge>) => () => {
    const mover = { size: 'large' as const, facing: p.facing }
    sink += moveReach(map, p.from, 1000, mover).cost[0] as number
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
  // Reach in a loop of its own, so its memos and fields do not crowd the caches of the others.
  for (let i = 0; i < 30; i++) reachLarge(source, pickLarge())()
  const reachSamples: number[] = []
  for (let i = 0; i < 300; i++) reachSamples.push(timeMs(reachLarge(source, pickLarge())))
  // The first reach after a map edit: a new map state, so a new grid (built untimed, see
  // hex.grid.build) with no footprint steps remembered yet.
  const coldSamples: number[] = []
  for (let i = 0; i < 20; i++) {
    const edited = { ...source }
    gridOf(edited)
    coldSamples.push(timeMs(reachLarge(edited, pickLarge())))
  }
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work observable')
  return [
    { bench: 'hex.grid.build', value: percentile(buildSamples, 50), unit: 'ms' },
    { bench: 'hex.range.p50', value: percentile(rangeSamples, 50), unit: 'ms' },
    { bench: 'hex.range.p95', value: percentile(rangeSamples, 95), unit: 'ms', goal: 5 },
    { bench: 'hex.reach.large.p50', value: percentile(reachSamples, 50), unit: 'ms' },
    { bench: 'hex.reach.large.p95', value: percentile(reachSamples, 95), unit: 'ms', goal: 5 },
    { bench: 'hex.reach.large.cold.p50', value: percentile(coldSamples, 50), unit: 'ms' },
    { bench: 'hex.reach.large.cold.p95', value: percentile(coldSamples, 95), unit: 'ms' },
    { bench: 'hex.fog.p50', value: percentile(fogSamples, 50), unit: 'ms' },
    { bench: 'hex.fog.p95', value: percentile(fogSamples, 95), unit: 'ms', goal: 16 },
  ]
}
