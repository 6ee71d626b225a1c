import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SQUARE_DIRECTIONS,
  buildSquareGrid,
  diagonalEdges,
  doorBlocksMove,
  edgeBetween,
  squareAt,
  squareEdgeKey,
  squareIndexOf,
  squareMovementField,
  squareMovementPath,
  squareStepCost,
  type Square,
  type SquareGridSource,
} from '../../../../shared/geometry/square'
import { prng } from '../../support/prng'
import { randomSquareMap } from '../../support/random-square-map'

/** The edges that stop a walker, read straight from the map records. */
function blockingEdges(src: SquareGridSource): Set<string> {
  const out = new Set<string>()
  for (const [k, kind] of Object.entries(src.edges ?? {})) if (kind === 'wall') out.add(k)
  for (const [k, d] of Object.entries(src.doors ?? {})) if (doorBlocksMove(d)) out.add(k)
  return out
}

/** Bellman-Ford over the records (no grid bits): the least Move to every square. */
function oracle(src: SquareGridSource, start: Square, diag: number): Map<string, number> {
  const blocked = blockingEdges(src)
  const dist = new Map<string, number>([[`${start.x},${start.y}`, 0]])
  const cost = (to: Square, d: number) => {
    const t = src.terrain?.[`${to.x},${to.y}`]?.kind
    if (t === 'impassable') return Infinity
    const base = d % 2 === 1 ? diag : 1
    return t === 'difficult' ? base * 2 : base
  }
  for (let changed = true; changed;) {
    changed = false
    for (let y = 0; y < src.rows; y++) {
      for (let x = 0; x < src.cols; x++) {
        const from = dist.get(`${x},${y}`)
        if (from === undefined) continue
        SQUARE_DIRECTIONS.forEach((s, d) => {
          const to = { x: x + s.x, y: y + s.y }
          if (to.x < 0 || to.y < 0 || to.x >= src.cols || to.y >= src.rows) return
          const crossed = d % 2 === 0 ? [edgeBetween({ x, y }, to)!] : diagonalEdges({ x, y }, to)!
          if (crossed.some((e) => blocked.has(squareEdgeKey(e)))) return
          const nd = from + cost(to, d)
          const key = `${to.x},${to.y}`
          if (nd < (dist.get(key) ?? Infinity)) {
            dist.set(key, nd)
            changed = true
          }
        })
      }
    }
  }
  return dist
}

describe('square movement (ZZ-23)', () => {
  it.each([
    ['ZZ-23 Ex. (0,0) to (2,1) costs 3 on open ground', {}, { x: 2, y: 1 }, 3],
    [
      'ZZ-23 a wall forces the long way round',
      { '1,0,1': 'wall', '1,1,1': 'wall' },
      { x: 1, y: 0 },
      5,
    ],
    ['ZZ-23 a wall beside the route costs nothing', { '1,1,0': 'wall' }, { x: 1, y: 0 }, 1],
  ] as const)('%s', (_name, edges, goal, total) => {
    const g = buildSquareGrid({ cols: 4, rows: 4, edges })
    const costOf = squareStepCost(g)
    const path = squareMovementPath(g, { x: 0, y: 0 }, goal, costOf)!
    expect(path.total).toBe(total)
    expect(path.steps.reduce((a, b) => a + b, 0)).toBe(total)
  })

  it('ZZ-23 a diagonal past the end of a wall is refused: the walk goes round orthogonally', () => {
    const g = buildSquareGrid({ cols: 3, rows: 3, edges: { '1,1,0': 'wall' } })
    const path = squareMovementPath(
      g,
      { x: 0, y: 1 },
      { x: 1, y: 0 },
      squareStepCost(g, { diagonalStep: 1 }),
    )!
    expect(path.total).toBe(2)
    expect(path.squares).toEqual([
      { x: 0, y: 1 },
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ])
  })

  it('ZZ-23 impassable squares and a closed door cannot be entered; a budget stops the field', () => {
    const g = buildSquareGrid({
      cols: 3,
      rows: 1,
      doors: { '1,0,1': { kind: 'door', open: false } },
      terrain: { '2,0': { kind: 'impassable' } },
    })
    const f = squareMovementField(g, { x: 0, y: 0 }, { costOf: squareStepCost(g) })
    expect(Array.from(f)).toEqual([0, Infinity, Infinity])
    const open = buildSquareGrid({ cols: 5, rows: 1 })
    const f2 = squareMovementField(open, 0, { costOf: squareStepCost(open), budget: 2 })
    expect(Array.from(f2)).toEqual([0, 1, 2, Infinity, Infinity])
  })

  it('a step cost that itself asks for a field (re-entry) still gets the right field', () => {
    const g = buildSquareGrid({ cols: 6, rows: 6, edges: { '2,0,1': 'wall', '2,1,1': 'wall' } })
    const plain = squareStepCost(g)
    const nested = (u: number, v: number, d: number) => {
      squareMovementField(g, v, { costOf: plain, budget: 3 })
      return plain(u, v, d)
    }
    const want = squareMovementField(g, 0, { costOf: plain })
    expect(Array.from(squareMovementField(g, 0, { costOf: nested }))).toEqual(Array.from(want))
  })

  it('fills a given field in place, and refuses one of another size', () => {
    const g = buildSquareGrid({ cols: 4, rows: 1 })
    const into = new Float64Array(4).fill(7)
    const f = squareMovementField(g, 0, { costOf: squareStepCost(g), budget: 2, into })
    expect(f).toBe(into)
    expect(Array.from(into)).toEqual([0, 1, 2, Infinity])
    expect(() =>
      squareMovementField(g, 0, { costOf: squareStepCost(g), into: new Float64Array(3) }),
    ).toThrow(/another grid/)
  })

  it('refuses a start off the map and a fractional step cost', () => {
    const g = buildSquareGrid({ cols: 2, rows: 2 })
    expect(() => squareMovementField(g, { x: 5, y: 0 }, { costOf: () => 1 })).toThrow(/off the map/)
    expect(() => squareMovementField(g, 0, { costOf: () => 0.5 })).toThrow(/whole number/)
  })

  it('property: the field equals Bellman-Ford on the records; paths are contiguous and never cross a wall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, diag) => {
          const rand = prng(seed)
          const cols = 2 + Math.floor(rand() * 7)
          const rows = 2 + Math.floor(rand() * 7)
          const src = randomSquareMap(rand, cols, rows, 0.1 + rand() * 0.3)
          const g = buildSquareGrid(src)
          const start = { x: Math.floor(rand() * cols), y: Math.floor(rand() * rows) }
          const costOf = squareStepCost(g, { diagonalStep: diag })
          const field = squareMovementField(g, start, { costOf })
          const want = oracle(src, start, diag)
          const blocked = blockingEdges(src)
          for (let i = 0; i < g.size; i++) {
            const s = squareAt(g, i)
            expect(field[i]).toBe(want.get(`${s.x},${s.y}`) ?? Infinity)
            const path = squareMovementPath(g, start, i, costOf, field)
            if (!Number.isFinite(field[i]!)) {
              expect(path).toBeNull()
              continue
            }
            expect(path!.total).toBe(field[i])
            expect(path!.squares[0]).toEqual(start)
            for (let k = 1; k < path!.squares.length; k++) {
              const a = path!.squares[k - 1]!
              const b = path!.squares[k]!
              expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBe(1)
              const crossed = edgeBetween(a, b) ? [edgeBetween(a, b)!] : diagonalEdges(a, b)!
              for (const e of crossed) expect(blocked.has(squareEdgeKey(e))).toBe(false)
            }
            expect(squareMovementPath(g, start, i, costOf)!.total).toBe(field[i])
          }
          expect(squareIndexOf(g, start)).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 150 },
    )
  })
})
