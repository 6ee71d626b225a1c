import { describe, expect, it } from 'vitest'
import {
  SQUARE_SIDE,
  cellAt,
  cornerOffsets,
  fitCamera,
  hexCenter,
  mapBounds,
  traceVisibleHexes,
  visibleOffsetRange,
  type MapShape,
} from '../../../renderer/src/board/geometry'
import { paintBoard } from '../../../renderer/src/board/board-paint'
import { paintFog } from '../../../renderer/src/board/fog-paint'
import type { LayerMap } from '../../../renderer/src/board/layers'
import {
  brushHexes,
  measure,
  nearestEdgeKey,
  rectHexes,
  roomHexes,
  wallTraceStart,
  wallTraceTo,
} from '../../../renderer/src/board/map-tools'
import { rulerConfig } from '../../../renderer/src/board/overlay-configs'
import { squareEdgeKeyEnds, squareTemplate } from '../../../renderer/src/board/square-cells'
import { templateReading } from '../../../renderer/src/board/zones'
import { tokenAtPoint } from '../../../renderer/src/board/hit-test'
import { headingWedge } from '../../../renderer/src/board/token-look'

const SQ: MapShape = { orientation: 'square', cols: 10, rows: 6 }
const A = SQUARE_SIDE

/** A 2D context that records the path calls and the fills and strokes made of them. */
function recorder() {
  const segs: [number, number, number, number][] = []
  const rects: number[][] = []
  let at = [0, 0]
  let path: number[][] = []
  const fills: { style: unknown; points: number[][] }[] = []
  const strokes: { style: unknown; segs: number }[] = []
  let pathSegs = 0
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    beginPath: () => {
      path = []
      pathSegs = 0
    },
    moveTo: (x: number, y: number) => {
      at = [x, y]
      path.push([x, y])
    },
    lineTo: (x: number, y: number) => {
      segs.push([at[0] as number, at[1] as number, x, y])
      at = [x, y]
      path.push([x, y])
      pathSegs++
    },
    closePath: () => {},
    fill: () => void fills.push({ style: ctx.fillStyle, points: [...path] }),
    stroke: () => void strokes.push({ style: ctx.strokeStyle, segs: pathSegs }),
    fillRect: (...r: number[]) => void rects.push(r),
    setLineDash: () => {},
    save: () => {},
    restore: () => {},
    clip: () => {},
    fillText: () => {},
    strokeText: () => {},
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, segs, rects, fills, strokes }
}

describe('square board layout', () => {
  it('a square centre and the square under it round-trip, and points inside stay in it', () => {
    for (let y = 0; y < SQ.rows; y++)
      for (let x = 0; x < SQ.cols; x++) {
        const c = hexCenter({ q: x, r: y }, 'square')
        expect(c).toEqual({ x: x * A, y: y * A })
        expect(cellAt(c, 'square')).toEqual({ q: x, r: y })
        expect(cellAt({ x: c.x + A * 0.49, y: c.y - A * 0.49 }, 'square')).toEqual({ q: x, r: y })
      }
  })

  it('the bounds cover exactly the squares, and fitCamera shows them all', () => {
    expect(mapBounds(SQ)).toEqual({ x: -A / 2, y: -A / 2, width: 10 * A, height: 6 * A })
    const cam = fitCamera(SQ, { width: 800, height: 600 }, 0)
    const b = mapBounds(SQ)
    expect(b.x * cam.scale + cam.x).toBeGreaterThanOrEqual(-1e-6)
    expect((b.x + b.width) * cam.scale + cam.x).toBeLessThanOrEqual(800 + 1e-6)
  })

  it('the visible range is the squares a rectangle touches, clamped, and empty off the map', () => {
    expect(visibleOffsetRange(SQ, mapBounds(SQ))).toEqual({ c0: 0, c1: 9, r0: 0, r1: 5 })
    // A rectangle inside square (2, 1) to the middle of square (4, 3).
    expect(
      visibleOffsetRange(SQ, { x: 2 * A - 10, y: A - 10, width: 2 * A, height: 2 * A }),
    ).toEqual({ c0: 2, c1: 4, r0: 1, r1: 3 })
    const off = visibleOffsetRange(SQ, { x: 20 * A, y: 0, width: A, height: A })
    expect(off.c0).toBeGreaterThan(off.c1)
  })

  it('a square has four corners and traceVisibleHexes draws one outline per square', () => {
    expect(cornerOffsets('square')).toHaveLength(4)
    let moves = 0
    let lines = 0
    const n = traceVisibleHexes(
      { moveTo: () => void moves++, lineTo: () => void lines++, closePath: () => {} },
      SQ,
      mapBounds(SQ),
    )
    expect(n).toBe(60)
    expect([moves, lines]).toEqual([60, 180])
  })

  it('edge "x,y,0" is the north side of x,y and "x,y,1" its west side', () => {
    expect(squareEdgeKeyEnds('2,3,0')).toEqual([
      { x: 2 * A - A / 2, y: 3 * A - A / 2 },
      { x: 2 * A + A / 2, y: 3 * A - A / 2 },
    ])
    expect(squareEdgeKeyEnds('2,3,1')).toEqual([
      { x: 2 * A - A / 2, y: 3 * A - A / 2 },
      { x: 2 * A - A / 2, y: 3 * A + A / 2 },
    ])
    expect(squareEdgeKeyEnds('2,3,2')).toBeNull()
  })

  it('the wall tool snaps to the nearest square edge and a drag lays edges end to end', () => {
    // Just below the top side of square (3, 2): its north edge.
    expect(nearestEdgeKey({ x: 3 * A + 5, y: 2 * A - A / 2 + 4 }, SQ)).toBe('3,2,0')
    // Just right of its west side.
    expect(nearestEdgeKey({ x: 3 * A - A / 2 + 3, y: 2 * A + 6 }, SQ)).toBe('3,2,1')
    // A drag along the top of row 2 from square 1 to square 4: north edges of 1..4.
    const y = 2 * A - A / 2
    let t = wallTraceStart({ x: 1 * A, y: y + 2 }, SQ)
    for (let x = A; x <= 4 * A + A / 2; x += 9) t = wallTraceTo(t, { x, y: y + 2 }, SQ)
    expect(new Set(t.edges)).toEqual(new Set(['1,2,0', '2,2,0', '3,2,0', '4,2,0']))
  })

  it('brush, rectangle and room fill work in squares; walls and closed doors stop a room', () => {
    expect(brushHexes({ q: 0, r: 0 }, 1, SQ).sort()).toEqual(['0,0', '0,1', '1,0', '1,1'])
    expect(rectHexes({ q: 1, r: 1 }, { q: 2, r: 2 }, SQ).sort()).toEqual([
      '1,1',
      '1,2',
      '2,1',
      '2,2',
    ])
    const small = { orientation: 'square' as const, cols: 3, rows: 1 }
    expect(roomHexes({ q: 0, r: 0 }, small)).toHaveLength(3)
    expect(roomHexes({ q: 0, r: 0 }, { ...small, edges: { '1,0,1': 'wall' } })).toEqual(['0,0'])
    const door = { ...small, doors: { '2,0,1': { open: false } } }
    expect(roomHexes({ q: 0, r: 0 }, door).sort()).toEqual(['0,0', '1,0'])
    expect(
      roomHexes({ q: 0, r: 0 }, { ...small, doors: { '2,0,1': { open: true } } }),
    ).toHaveLength(3)
  })

  it('the ruler counts squares, Manhattan by default, and says squares and metres', () => {
    expect(measure({ q: 0, r: 0 }, { q: 3, r: 2 }, 1.5, 'square')).toEqual({
      hexes: 5,
      metres: 7.5,
    })
    expect(measure({ q: 0, r: 0 }, { q: 3, r: 2 }, 1, 'square', 'chebyshev').hexes).toBe(3)
    const r = rulerConfig({ q: 0, r: 0 }, { q: 3, r: 2 }, 'square', 1.5, 1)
    expect(r.text.text).toBe('5 squares · 7.5 m')
  })

  it('templates cover squares by centre: a circle, a line and a cone', () => {
    expect(squareTemplate('radius', { q: 5, r: 5 }, { q: 5, r: 5 }, 1, 20, 20)).toHaveLength(9)
    const line = squareTemplate('line', { q: 0, r: 0 }, { q: 3, r: 0 }, 3, 20, 20)
    expect(line).toEqual([
      { q: 1, r: 0 },
      { q: 2, r: 0 },
      { q: 3, r: 0 },
    ])
    const cone = squareTemplate('cone', { q: 5, r: 5 }, { q: 7, r: 5 }, 2, 20, 20)
    expect(cone.every((c) => c.q > 5)).toBe(true)
    expect(cone).toContainEqual({ q: 6, r: 5 })
    const reading = templateReading('line', { q: 0, r: 0 }, { q: 3, r: 0 }, 3, SQ as never, [])
    expect(reading?.text).toBe('Line 3 m · 3 squares · no tokens')
  })

  it('a token is hit inside the disc centred in its square', () => {
    const tokens = [{ id: 'a', hex: { q: 2, r: 1 }, size: 'medium' as const }]
    expect(tokenAtPoint(tokens, { x: 2 * A + 5, y: A - 5 }, 'square')?.id).toBe('a')
    expect(tokenAtPoint(tokens, { x: 3 * A, y: A }, 'square')).toBeNull()
  })
})

describe('painting a square board', () => {
  const map: LayerMap = {
    orientation: 'square',
    cols: 4,
    rows: 3,
    terrain: { '1,1': { kind: 'water' } },
    edges: { '2,1,1': 'wall' },
    fog: { enabled: true, revealed: { '0,0': 1, '1,0': 1 } },
  }
  const scale = { pxPerUnit: 1, pixelRatio: 1 }

  it('paints the board, its grid on square lines, terrain and a wall on its edge', () => {
    const r = recorder()
    paintBoard(r.ctx, map, mapBounds(map), scale, null)
    // The plain board is the map's rectangle.
    expect(r.rects[0]).toEqual([-A / 2, -A / 2, 4 * A, 3 * A])
    // Grid lines: 5 vertical and 4 horizontal, each across the whole board.
    const grid = r.segs.filter(
      ([x0, y0, x1, y1]) =>
        (x0 === x1 && Math.abs(y1 - y0) === 3 * A) || (y0 === y1 && Math.abs(x1 - x0) === 4 * A),
    )
    expect(grid).toHaveLength(9)
    for (const [x0, , x1] of grid) if (x0 === x1) expect(((x0 + A / 2) / A) % 1).toBe(0)
    // The water square is filled in the water colour around its centre.
    const water = r.fills.find((f) => f.style === '#2c6da3')
    expect(water).toBeDefined()
    const xs = water!.points.map((p) => p[0] as number)
    expect(Math.min(...xs)).toBeGreaterThan(A / 2 - 1)
    expect(Math.max(...xs)).toBeLessThan(A + A / 2 + 1)
    // The wall: the west side of square (2, 1).
    expect(r.segs).toContainEqual([2 * A - A / 2, A - A / 2, 2 * A - A / 2, A + A / 2])
  })

  it('paints the walls and Cover of the rows and columns a tile covers, and only those', () => {
    const big: LayerMap = {
      orientation: 'square',
      cols: 20,
      rows: 20,
      edges: { '2,1,0': 'wall', '3,2,1': 'cover', '15,15,0': 'wall', '2,15,1': 'wall' },
    }
    const r = recorder()
    // Squares 0..5 by 0..5, and the edges along their far sides.
    paintBoard(r.ctx, big, { x: -A / 2, y: -A / 2, width: 6 * A, height: 6 * A }, scale, null)
    const short = r.segs.filter(([x0, y0, x1, y1]) => Math.hypot(x1 - x0, y1 - y0) === A)
    // The north side of (2, 1) and the west side of (3, 2); nothing from rows or columns away.
    expect(short).toEqual([
      [2 * A - A / 2, A - A / 2, 3 * A - A / 2, A - A / 2],
      [3 * A - A / 2, 2 * A - A / 2, 3 * A - A / 2, 3 * A - A / 2],
    ])
  })

  it('paints fog over the hidden squares only, black for the players', () => {
    const r = recorder()
    expect(paintFog(r.ctx, map as never, mapBounds(map), scale, 'projector')).toBe(true)
    const fog = r.fills.find((f) => f.style === '#000000')
    expect(fog).toBeDefined()
    // Row 0 is hidden from square 2 on; rows 1 and 2 wholly.
    const inFog = (x: number, y: number) => {
      // Point in any of the run rectangles traced (four points each).
      for (let i = 0; i + 3 < fog!.points.length; i += 4) {
        const ps = fog!.points.slice(i, i + 4)
        const px = ps.map((p) => p[0] as number)
        const py = ps.map((p) => p[1] as number)
        if (
          x > Math.min(...px) &&
          x < Math.max(...px) &&
          y > Math.min(...py) &&
          y < Math.max(...py)
        )
          return true
      }
      return false
    }
    expect(inFog(0, 0)).toBe(false)
    expect(inFog(A, 0)).toBe(false)
    expect(inFog(2 * A, 0)).toBe(true)
    expect(inFog(0, A)).toBe(true)
    expect(inFog(3 * A, 2 * A)).toBe(true)
  })
})

describe('a figure’s heading wedge', () => {
  it.each([
    [0, 0, -1],
    [2, 1, 0],
    [4, 0, 1],
    [6, -1, 0],
  ])('heading %i points its tip outside the rim toward (%i, %i)', (heading, dx, dy) => {
    const [tx, ty] = headingWedge(heading, 30)
    expect(Math.hypot(tx!, ty!)).toBeGreaterThan(30)
    expect(Math.sign(Math.round(tx!)) + 0).toBe(dx)
    expect(Math.sign(Math.round(ty!)) + 0).toBe(dy)
  })
})
