import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SQUARE_DIRECTIONS,
  diagonalEdges,
  edgeBetween,
  edgeSquares,
  parseSquareEdgeKey,
  parseSquareKey,
  squareDistance,
  squareEdgeKey,
  squareKey,
  squareNeighbor,
  squareSide,
  stepDistance,
} from '../../../../shared/geometry/square'

const sq = fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) })

describe('square keys and edges (B.8)', () => {
  it('round-trips square and edge keys, refuses others', () => {
    expect(parseSquareKey(squareKey({ x: -3, y: 7 }))).toEqual({ x: -3, y: 7 })
    expect(parseSquareEdgeKey('3,7,1')).toEqual({ x: 3, y: 7, side: 1 })
    expect(squareEdgeKey({ x: 3, y: 7, side: 0 })).toBe('3,7,0')
    for (const bad of ['3', '3,7,2', 'a,b', '3.5,1', '']) {
      expect(parseSquareKey(bad)).toBeNull()
      expect(parseSquareEdgeKey(bad)).toBeNull()
    }
  })

  it('names the directions clockwise from north with y growing south', () => {
    expect(SQUARE_DIRECTIONS[0]).toEqual({ x: 0, y: -1 })
    expect(SQUARE_DIRECTIONS[2]).toEqual({ x: 1, y: 0 })
    expect(SQUARE_DIRECTIONS[4]).toEqual({ x: 0, y: 1 })
    expect(SQUARE_DIRECTIONS[6]).toEqual({ x: -1, y: 0 })
  })

  it('edgeBetween: the north side of x,y is shared with x,y-1; the east side is x+1,y west', () => {
    expect(edgeBetween({ x: 2, y: 2 }, { x: 2, y: 1 })).toEqual({ x: 2, y: 2, side: 0 })
    expect(edgeBetween({ x: 2, y: 1 }, { x: 2, y: 2 })).toEqual({ x: 2, y: 2, side: 0 })
    expect(edgeBetween({ x: 2, y: 2 }, { x: 3, y: 2 })).toEqual({ x: 3, y: 2, side: 1 })
    expect(edgeBetween({ x: 2, y: 2 }, { x: 3, y: 3 })).toBeNull()
    expect(edgeBetween({ x: 2, y: 2 }, { x: 2, y: 4 })).toBeNull()
  })

  it('edgeBetween is symmetric and its squares are the two it separates', () => {
    fc.assert(
      fc.property(sq, fc.constantFrom(0, 2, 4, 6), (a, dir) => {
        const b = squareNeighbor(a, dir)
        const e = edgeBetween(a, b)!
        expect(edgeBetween(b, a)).toEqual(e)
        expect(edgeSquares(e).map(squareKey).sort()).toEqual([squareKey(a), squareKey(b)].sort())
        expect(squareSide(a, dir)).toEqual(e)
      }),
    )
  })

  it('ZZ-23 a diagonal step passes the four edges meeting at its corner, the same both ways', () => {
    const edges = diagonalEdges({ x: 0, y: 1 }, { x: 1, y: 0 })!.map(squareEdgeKey).sort()
    expect(edges).toEqual(['0,1,0', '1,0,1', '1,1,0', '1,1,1'])
    expect(diagonalEdges({ x: 1, y: 0 }, { x: 0, y: 1 })!.map(squareEdgeKey).sort()).toEqual(edges)
    expect(diagonalEdges({ x: 0, y: 0 }, { x: 1, y: 0 })).toBeNull()
  })
})

describe('distances (ZZ-23, ZZ-27, F-ZZ-5)', () => {
  it.each([
    ['ZZ-23 Ex. (0,0) to (2,1) costs 3', { x: 2, y: 1 }, 'step', 2, 3],
    ['ZZ-23 one diagonal costs 2', { x: 1, y: 1 }, 'step', 2, 2],
    ['ZZ-23 diagonal 1 plays like a king', { x: 3, y: 2 }, 'step', 1, 3],
    ['ZZ-27 Manhattan range', { x: 3, y: 2 }, 'manhattan', 2, 5],
    ['ZZ-Q10 Chebyshev range', { x: 3, y: 2 }, 'chebyshev', 2, 3],
  ] as const)('%s', (_name, b, metric, diag, want) => {
    expect(squareDistance({ x: 0, y: 0 }, b, metric, diag)).toBe(want)
  })

  it('ZZ-23 a diagonal is never cheaper: the step metric lies between Chebyshev and Manhattan', () => {
    fc.assert(
      fc.property(sq, sq, fc.integer({ min: 1, max: 3 }), (a, b, d) => {
        const s = stepDistance(a, b, d)
        expect(s).toBeGreaterThanOrEqual(squareDistance(a, b, 'chebyshev'))
        expect(s).toBeLessThanOrEqual(squareDistance(a, b, 'manhattan'))
        expect(stepDistance(b, a, d)).toBe(s)
      }),
    )
  })
})
