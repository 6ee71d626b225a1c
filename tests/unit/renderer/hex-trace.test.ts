import { describe, expect, it } from 'vitest'
import {
  HEX_DIRECTIONS,
  hexToPixel,
  offsetToHex,
  type HexOrientation,
} from '../../../shared/geometry/hex'
import { HEX_SIZE, cornerOffsets } from '../../../renderer/src/board/geometry'
import {
  centreOf,
  hasNeighbour,
  sideCorners,
  traceGridLines,
  traceRun,
} from '../../../renderer/src/board/hex-trace'

const ORIENTATIONS: HexOrientation[] = ['pointy', 'flat']

/** Records a path as polylines of points. */
function recorder() {
  const lines: { x: number; y: number }[][] = []
  return {
    lines,
    moveTo: (x: number, y: number) => void lines.push([{ x, y }]),
    lineTo: (x: number, y: number) => void lines[lines.length - 1]?.push({ x, y }),
    closePath: () => {
      const l = lines[lines.length - 1]
      if (l?.[0]) l.push(l[0])
    },
  }
}

const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`
const segKey = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  [key(a), key(b)].sort().join('|')

describe('sideCorners', () => {
  it.each(ORIENTATIONS)('bounds the side facing each neighbour (%s)', (o) => {
    const corners = cornerOffsets(o)
    HEX_DIRECTIONS.forEach((d, dir) => {
      const n = hexToPixel(d, HEX_SIZE, o)
      const [a, b] = sideCorners(o, dir).map((i) => corners[i]!)
      // The side's midpoint lies halfway to the neighbour's centre.
      expect((a!.x + b!.x) / 2).toBeCloseTo(n.x / 2, 9)
      expect((a!.y + b!.y) / 2).toBeCloseTo(n.y / 2, 9)
    })
  })
})

describe('centreOf and hasNeighbour', () => {
  it.each(ORIENTATIONS)('agree with the axial maths (%s)', (o) => {
    const map = { orientation: o, cols: 5, rows: 4 }
    const out = [0, 0]
    for (let row = 0; row < map.rows; row++)
      for (let col = 0; col < map.cols; col++) {
        const h = offsetToHex(col, row, o)
        centreOf(o, col, row, out)
        const c = hexToPixel(h, HEX_SIZE, o)
        expect(out[0]).toBeCloseTo(c.x, 9)
        expect(out[1]).toBeCloseTo(c.y, 9)
        HEX_DIRECTIONS.forEach((d, dir) => {
          const n = { q: h.q + d.q, r: h.r + d.r }
          const onMap = [...Array(map.rows).keys()].some((r) =>
            [...Array(map.cols).keys()].some((c2) => {
              const x = offsetToHex(c2, r, o)
              return x.q === n.q && x.r === n.r
            }),
          )
          expect(hasNeighbour(map, col, row, dir)).toBe(onMap)
        })
      }
  })
})

describe('traceGridLines', () => {
  it.each(ORIENTATIONS)('draws every side of every hex exactly once (%s)', (o) => {
    const map = { orientation: o, cols: 6, rows: 5 }
    const rec = recorder()
    const n = traceGridLines(rec, map, { c0: 0, c1: map.cols - 1, r0: 0, r1: map.rows - 1 })
    expect(n).toBe(map.cols * map.rows)
    const drawn: string[] = []
    for (const l of rec.lines)
      for (let i = 1; i < l.length; i++) drawn.push(segKey(l[i - 1]!, l[i]!))
    expect(new Set(drawn).size).toBe(drawn.length)
    // Every side of every hex, from the plain outlines.
    const expected = new Set<string>()
    const corners = cornerOffsets(o)
    const c = [0, 0]
    for (let row = 0; row < map.rows; row++)
      for (let col = 0; col < map.cols; col++) {
        centreOf(o, col, row, c)
        const pts = corners.map((p) => ({ x: c[0]! + p.x, y: c[1]! + p.y }))
        pts.forEach((p, i) => expected.add(segKey(p, pts[(i + 1) % 6]!)))
      }
    expect(new Set(drawn)).toEqual(expected)
  })
})

describe('traceRun', () => {
  const area = (pts: { x: number; y: number }[]) =>
    Math.abs(
      pts.reduce(
        (s, p, i) => s + p.x * pts[(i + 1) % pts.length]!.y - pts[(i + 1) % pts.length]!.x * p.y,
        0,
      ),
    ) / 2
  const hexArea = (3 * Math.sqrt(3) * HEX_SIZE * HEX_SIZE) / 2

  it.each(ORIENTATIONS.flatMap((o) => [1, 2, 5].map((n) => [o, n] as const)))(
    'outlines a run of hexes as one polygon of their area (%s, %i hexes)',
    (o, n) => {
      const rec = recorder()
      traceRun(rec, o, 3, 2, 2 + n - 1)
      expect(rec.lines).toHaveLength(1)
      const pts = rec.lines[0]!.slice(0, -1)
      expect(area(pts)).toBeCloseTo(hexArea * n, 6)
      // Four path points a hex plus the ends: about two calls a hex, against seven per outline.
      expect(pts.length).toBe(4 * n + 2)
    },
  )
})
