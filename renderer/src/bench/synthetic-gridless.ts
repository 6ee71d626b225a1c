/**
 * A seeded synthetic gridless table for the map bench (`bench.html?gridless=1`): 72" x 48" (a
 * 144 x 96 lattice of ½" cells), 40 obstacles, a few terrain areas, fog with about half the table
 * revealed in blocks, and units on round and rectangular bases. Same seed, same table.
 */
import type { Area, Obstacle } from '../../../shared/model'
import type { MapToken } from '../board/token-look'
import { seededRandom, type BenchMap } from './synthetic-map'

const KINDS: Obstacle['kind'][] = ['wall', 'building', 'hedge', 'rock', 'rubble', 'tree']
const AREAS: Area['kind'][] = ['road', 'liquid', 'slope', 'ladder']

export function syntheticGridlessMap(
  widthInches = 72,
  depthInches = 48,
  seed = 7,
): BenchMap & {
  kind: 'gridless'
  obstacles: Record<string, Obstacle>
  areas: Record<string, Area>
} {
  const rnd = seededRandom(seed)
  const cols = widthInches * 2
  const rows = depthInches * 2
  const quad = (w: number, h: number) => {
    const x = Math.round(rnd() * (widthInches - w) * 2) / 2
    const y = Math.round(rnd() * (depthInches - h) * 2) / 2
    const skew = Math.round(rnd() * 2) / 2
    return [
      { x: x + skew, y },
      { x: x + w, y },
      { x: x + w - skew, y: y + h },
      { x, y: y + h },
    ]
  }
  const obstacles: Record<string, Obstacle> = {}
  for (let i = 0; i < 40; i++) {
    const id = `o${i}`
    obstacles[id] = {
      id,
      name: `Block ${i + 1}`,
      kind: KINDS[i % KINDS.length] as Obstacle['kind'],
      points: quad(2 + Math.round(rnd() * 6), 1 + Math.round(rnd() * 4)),
      heightBrix: 1 + Math.round(rnd() * 20),
    }
  }
  const areas: Record<string, Area> = {}
  for (let i = 0; i < 8; i++) {
    const id = `a${i}`
    const kind = AREAS[i % AREAS.length] as Area['kind']
    areas[id] = {
      id,
      name: `Area ${i + 1}`,
      kind,
      points: quad(4 + Math.round(rnd() * 8), 3 + Math.round(rnd() * 6)),
      ...(kind === 'slope' ? { slopeDegrees: 20 as const, downhill: 90 } : {}),
    }
  }
  const revealed: Record<string, 1> = {}
  let shown = 0
  while (shown < cols * rows * 0.5) {
    const x0 = Math.floor(rnd() * cols)
    const y0 = Math.floor(rnd() * rows)
    const w = 4 + Math.floor(rnd() * 30)
    const h = 4 + Math.floor(rnd() * 30)
    for (let y = y0; y < Math.min(rows, y0 + h); y++)
      for (let x = x0; x < Math.min(cols, x0 + w); x++) {
        const key = `${x},${y}`
        if (revealed[key]) continue
        revealed[key] = 1
        shown++
      }
  }
  return {
    kind: 'gridless',
    id: 'bench-gridless',
    name: `Bench ${widthInches}" x ${depthInches}" table`,
    orientation: 'square',
    cols,
    rows,
    metresPerHex: 0.0127,
    obstacles,
    areas,
    fog: { enabled: true, revealed },
  }
}

/** Give the bench's units bases: mostly 1" round, every fifth a turned 2" x 1" rectangle. */
export function withBases(tokens: MapToken[]): MapToken[] {
  return tokens.map((t, i) => ({
    ...t,
    base:
      i % 5 === 4
        ? { shape: 'rect', width: 2, depth: 1, angle: (i * 37) % 180 }
        : { shape: 'round', diameter: 1 },
  }))
}
