import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LINE_STEP,
  buildSquareGrid,
  cornerBlocked,
  lineOfAttack,
  squareDirectionIndex,
  squareImpassable,
  squareIndexXY,
  traceSquareLine,
  type LineOfAttack,
  type SquareGrid,
  squareKey,
  squareLine,
  type Square,
  type SquareDisposition,
} from '../../../../shared/geometry/square'
import { prng } from '../../support/prng'
import { randomSquareMap } from '../../support/random-square-map'

const keys = (s: readonly Square[]) => s.map(squareKey)
const sq = fc.record({ x: fc.integer({ min: -12, max: 12 }), y: fc.integer({ min: -12, max: 12 }) })

/** The squares the centre-to-centre segment touches (closed squares), by exact geometry. */
function oracleLine(a: Square, b: Square): Set<string> {
  const out = new Set<string>()
  const dx = b.x - a.x
  const dy = b.y - a.y
  // Doubled coordinates: a's centre is (2a.x + 1, 2a.y + 1), square (x, y) spans [2x, 2x + 2].
  const f = (X: number, Y: number) => (X - 2 * a.x - 1) * dy - (Y - 2 * a.y - 1) * dx
  for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) {
    for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) {
      const v = [f(2 * x, 2 * y), f(2 * x + 2, 2 * y), f(2 * x, 2 * y + 2), f(2 * x + 2, 2 * y + 2)]
      if (Math.min(...v) <= 0 && Math.max(...v) >= 0) out.add(squareKey({ x, y }))
    }
  }
  return out
}

describe('squareLine (ZZ-28, ZZ-32)', () => {
  it.each([
    ['straight east', { x: 3, y: 0 }, ['0,0', '1,0', '2,0', '3,0']],
    ['a knight move', { x: 2, y: 1 }, ['0,0', '1,0', '1,1', '2,1']],
    [
      'an exact diagonal touches both squares beside each corner',
      { x: 2, y: 2 },
      ['0,0', '1,0', '0,1', '1,1', '2,1', '1,2', '2,2'],
    ],
    ['the same square', { x: 0, y: 0 }, ['0,0']],
  ] as const)('%s', (_name, b, want) => {
    expect(keys(squareLine({ x: 0, y: 0 }, b))).toEqual(want)
  })

  it('property: the squares are exactly those the segment touches, the same from either end', () => {
    fc.assert(
      fc.property(sq, sq, (a, b) => {
        const line = keys(squareLine(a, b))
        expect(new Set(line)).toEqual(oracleLine(a, b))
        expect(line.length).toBe(new Set(line).size)
        expect(new Set(keys(squareLine(b, a)))).toEqual(new Set(line))
      }),
    )
  })
})

const none = () => undefined

/** ZZ-28 by the plain walk of line.ts and the grid helpers: what the fast inlined walk must match. */
function oracleAttack(
  grid: SquareGrid,
  from: Square,
  to: Square,
  occupantAt: (x: number, y: number) => SquareDisposition | undefined,
): LineOfAttack {
  let found: LineOfAttack = { clear: true }
  traceSquareLine(from.x, from.y, to.x, to.y, (x, y, how, px, py) => {
    const i = squareIndexXY(grid, x, y)
    if (how !== LINE_STEP.besideCorner) {
      const p = squareIndexXY(grid, px, py)
      const dir = squareDirectionIndex(x - px, y - py)
      const walled =
        how === LINE_STEP.throughCorner
          ? cornerBlocked(grid.shotWalls, p, i, dir)
          : (((grid.shotWalls[p] as number) >> (dir >> 1)) & 1) === 1
      if (walled) {
        found = { clear: false, blockedBy: 'wall', at: { x: px, y: py } }
        return false
      }
    }
    if (x === to.x && y === to.y) return true
    if (squareImpassable(grid, i)) {
      found = { clear: false, blockedBy: 'obstruction', at: { x, y } }
      return false
    }
    const who = occupantAt(x, y)
    if (who === 'neutral' || who === 'hostile') {
      found = { clear: false, blockedBy: 'figure', at: { x, y }, disposition: who }
      return false
    }
    return true
  })
  return found
}

describe('lineOfAttack (ZZ-28)', () => {
  const open = buildSquareGrid({ cols: 6, rows: 6 })
  const at =
    (who: SquareDisposition, x: number, y: number) =>
    (qx: number, qy: number): SquareDisposition | undefined =>
      qx === x && qy === y ? who : undefined

  it.each([
    ['ZZ-28 Ex. a spear at range 2 past an ally is valid', at('friendly', 1, 0), true],
    ['ZZ-28 Ex. a neutral merchant in between blocks', at('neutral', 1, 0), false],
    ['ZZ-28 a foe in between blocks', at('hostile', 1, 0), false],
    ['ZZ-28 the target itself never blocks', at('hostile', 2, 0), true],
  ] as const)('%s', (_name, occupantAt, clear) => {
    expect(lineOfAttack(open, { x: 0, y: 0 }, { x: 2, y: 0 }, occupantAt).clear).toBe(clear)
  })

  it('ZZ-28 names what blocks: the figure and where it stands', () => {
    expect(lineOfAttack(open, { x: 0, y: 0 }, { x: 2, y: 0 }, at('neutral', 1, 0))).toEqual({
      clear: false,
      blockedBy: 'figure',
      at: { x: 1, y: 0 },
      disposition: 'neutral',
    })
  })

  it('ZZ-28 a line through a corner is stopped by a foe in either square beside it', () => {
    expect(lineOfAttack(open, { x: 0, y: 0 }, { x: 1, y: 1 }, at('hostile', 0, 1)).clear).toBe(
      false,
    )
    expect(lineOfAttack(open, { x: 0, y: 0 }, { x: 1, y: 1 }, at('hostile', 1, 0)).clear).toBe(
      false,
    )
    expect(lineOfAttack(open, { x: 0, y: 0 }, { x: 1, y: 1 }, at('friendly', 1, 0)).clear).toBe(
      true,
    )
  })

  it.each([
    ['a wall', { edges: { '1,0,1': 'wall' as const } }, 'wall'],
    ['a closed door', { doors: { '1,0,1': { kind: 'door' as const, open: false } } }, 'wall'],
    ['an open door', { doors: { '1,0,1': { kind: 'door' as const, open: true } } }, undefined],
    ['an open window', { doors: { '1,0,1': { kind: 'window' as const, open: true } } }, undefined],
    [
      'a closed portcullis',
      { doors: { '1,0,1': { kind: 'portcullis' as const, open: false } } },
      undefined,
    ],
    [
      'an impassable square',
      { terrain: { '1,0': { kind: 'impassable' as const } } },
      'obstruction',
    ],
    ['a wall beside the line', { edges: { '1,1,0': 'wall' as const } }, undefined],
  ])('ZZ-28 %s', (_name, layers, blockedBy) => {
    const g = buildSquareGrid({ cols: 4, rows: 4, ...layers })
    const r = lineOfAttack(g, { x: 0, y: 0 }, { x: 2, y: 0 }, none)
    expect(r.clear ? undefined : r.blockedBy).toBe(blockedBy)
  })

  it('ZZ-28 a diagonal shot past the end of a wall is blocked, as a diagonal step is', () => {
    const g = buildSquareGrid({ cols: 4, rows: 4, edges: { '1,1,0': 'wall' } })
    expect(lineOfAttack(g, { x: 0, y: 1 }, { x: 1, y: 0 }, none)).toMatchObject({
      blockedBy: 'wall',
    })
    expect(lineOfAttack(g, { x: 1, y: 0 }, { x: 0, y: 1 }, none).clear).toBe(false)
  })

  it('property: walls and obstructions block the same both ways; friends never block; foes block on the line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const rand = prng(seed)
        const cols = 2 + Math.floor(rand() * 9)
        const rows = 2 + Math.floor(rand() * 9)
        const g = buildSquareGrid(randomSquareMap(rand, cols, rows, rand() * 0.25))
        const pick = () => ({ x: Math.floor(rand() * cols), y: Math.floor(rand() * rows) })
        const a = pick()
        const b = pick()
        const there = lineOfAttack(g, a, b, none)
        expect(lineOfAttack(g, b, a, none).clear).toBe(there.clear)
        expect(lineOfAttack(g, a, b, () => 'friendly')).toEqual(there)
        const foe = pick()
        const between = keys(squareLine(a, b)).slice(1, -1)
        const withFoe = lineOfAttack(g, a, b, at('hostile', foe.x, foe.y))
        if (there.clear) expect(withFoe.clear).toBe(!between.includes(squareKey(foe)))
        else expect(withFoe.clear).toBe(false)
      }),
      { numRuns: 400 },
    )
  })

  it('property: the result (what blocks and where) matches the plain walk of the supercover', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
        const rand = prng(seed)
        const cols = 2 + Math.floor(rand() * 12)
        const rows = 2 + Math.floor(rand() * 12)
        const g = buildSquareGrid(randomSquareMap(rand, cols, rows, rand() * 0.2))
        const who = new Map<string, SquareDisposition>()
        const kinds = ['friendly', 'neutral', 'hostile'] as const
        for (let k = 0; k < (cols * rows) / 6; k++) {
          who.set(`${Math.floor(rand() * cols)},${Math.floor(rand() * rows)}`, kinds[k % 3]!)
        }
        const occ = (x: number, y: number) => who.get(`${x},${y}`)
        for (let k = 0; k < 10; k++) {
          const a = { x: Math.floor(rand() * cols), y: Math.floor(rand() * rows) }
          const b = { x: Math.floor(rand() * cols), y: Math.floor(rand() * rows) }
          expect(lineOfAttack(g, a, b, occ)).toEqual(oracleAttack(g, a, b, occ))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a square off the map', () => {
    expect(() => lineOfAttack(open, { x: 0, y: 0 }, { x: 9, y: 0 }, none)).toThrow(/off the map/)
  })
})
