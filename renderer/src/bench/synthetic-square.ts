/**
 * A seeded synthetic square board for the map bench (`bench.html?square=1`): 200 x 200 squares
 * with ~15% terrain in blocks, wall runs along square edges, and fog with about half the board
 * revealed in rectangular rooms. Same seed, same board.
 */
import type { EdgeKind, TerrainKind } from '../../../shared/model'
import { seededRandom, type BenchMap } from './synthetic-map'

const KINDS: TerrainKind[] = ['difficult', 'difficult', 'water', 'dangerous', 'climb', 'dig']

export function syntheticSquareMap(cols = 200, rows = 200, seed = 7): BenchMap {
  const rnd = seededRandom(seed)
  const few = (count: number) => Math.max(2, Math.round((count * cols * rows) / 40000))
  const at = (n: number) => Math.floor(rnd() * n)
  // A block of w x h squares at a random place, clipped to the board.
  const block = (max: number, each: (x: number, y: number) => void) => {
    const x0 = at(cols)
    const y0 = at(rows)
    const w = 1 + at(max)
    const h = 1 + at(max)
    for (let y = y0; y < Math.min(rows, y0 + h); y++)
      for (let x = x0; x < Math.min(cols, x0 + w); x++) each(x, y)
  }

  const terrain: NonNullable<BenchMap['terrain']> = {}
  let painted = 0
  while (painted < cols * rows * 0.15) {
    const kind = KINDS[at(KINDS.length)] as TerrainKind
    block(7, (x, y) => {
      const key = `${x},${y}`
      if (terrain[key] || rnd() < 0.2) return
      terrain[key] = { kind }
      painted++
    })
  }

  const edges: Record<string, EdgeKind> = {}
  for (let i = 0; i < few(320); i++) {
    const side = rnd() < 0.5 ? 0 : 1
    let x = at(cols)
    let y = at(rows)
    const length = 4 + at(10)
    // A north-side run goes east, a west-side run south.
    for (let s = 0; s < length && x < cols && y < rows; s++) {
      edges[`${x},${y},${side}`] = 'wall'
      if (side === 0) x++
      else y++
    }
  }

  const revealed: Record<string, 1> = {}
  let shown = 0
  while (shown < cols * rows * 0.5)
    block(20, (x, y) => {
      const key = `${x},${y}`
      if (revealed[key]) return
      revealed[key] = 1
      shown++
    })

  return {
    id: 'bench-square',
    name: `Bench ${cols} x ${rows} squares`,
    orientation: 'square',
    cols,
    rows,
    metresPerHex: 1.5,
    terrain,
    edges,
    fog: { enabled: true, revealed },
  }
}
