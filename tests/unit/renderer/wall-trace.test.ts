import { describe, expect, it } from 'vitest'
import {
  edgeHexes,
  hexToOffset,
  parseEdgeKey,
  type HexOrientation,
  type Point,
} from '../../../shared/geometry/hex'
import { HEX_SIZE } from '../../../renderer/src/board/geometry'
import { edgeSegment } from '../../../renderer/src/board/layers'
import {
  cornerPoint,
  nearestCorner,
  wallTraceStart,
  wallTraceTo,
} from '../../../renderer/src/board/map-tools'

const ORIENTATIONS: HexOrientation[] = ['pointy', 'flat']
const mapOf = (orientation: HexOrientation) => ({ orientation, cols: 30, rows: 30 })
const pt = (p: Point) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`

function ends(key: string, orientation: HexOrientation): [string, string] {
  const e = parseEdgeKey(key)
  if (!e) throw new Error(`bad key ${key}`)
  const [a, b] = edgeHexes(e)
  const [p, q] = edgeSegment(mapOf(orientation), a, b)
  return [pt(p), pt(q)]
}

/** The pointer's positions from `a` to `b`, `step` map units apart, as mousemove events give. */
function drag(a: Point, b: Point, step: number): Point[] {
  const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step))
  return Array.from({ length: n + 1 }, (_, i) => ({
    x: a.x + ((b.x - a.x) * i) / n,
    y: a.y + ((b.y - a.y) * i) / n,
  }))
}

function trace(orientation: HexOrientation, points: Point[]) {
  const map = mapOf(orientation)
  let t = wallTraceStart(points[0]!, map)
  for (const p of points.slice(1)) t = wallTraceTo(t, p, map)
  return t
}

/** Every edge shares a corner with the one before it: the wall has no holes. */
function expectConnected(edges: string[], orientation: HexOrientation): void {
  for (let i = 1; i < edges.length; i++) {
    const [a, b] = ends(edges[i - 1]!, orientation)
    const [c, d] = ends(edges[i]!, orientation)
    expect(
      [a, b].some((x) => x === c || x === d),
      `${edges[i - 1]} then ${edges[i]}`,
    ).toBe(true)
  }
}

const centre = { x: 12 * HEX_SIZE * 1.5, y: 12 * HEX_SIZE * 1.5 }

describe('wall strokes', () => {
  it.each(ORIENTATIONS)('a click places the one edge nearest the pointer (%s)', (o) => {
    expect(trace(o, [{ x: centre.x + HEX_SIZE * 0.8, y: centre.y }]).edges).toHaveLength(1)
  })

  // Directions in degrees; each drag runs six hexes, pointer events 4, 20 or 200 units apart.
  const cases = ORIENTATIONS.flatMap((o) =>
    [0, 30, 45, 60, 90, 135, 200, 270].flatMap((deg) =>
      [4, 20, 200].map((step) => [o, deg, step] as const),
    ),
  )
  it.each(cases)('a %s drag at %i° (events %i apart) is one unbroken wall', (o, deg, step) => {
    const len = HEX_SIZE * Math.sqrt(3) * 6
    const a = { x: centre.x + 7, y: centre.y + 5 }
    const b = {
      x: a.x + len * Math.cos((deg * Math.PI) / 180),
      y: a.y + len * Math.sin((deg * Math.PI) / 180),
    }
    const t = trace(o, drag(a, b, step))
    const unique = [...new Set(t.edges)]
    expect(unique.length).toBeGreaterThanOrEqual(6)
    expectConnected(t.edges, o)
    // It ends at (or, within the stroke's hysteresis, next to) the corner nearest where the
    // pointer let go...
    const dist = (p: Point) => Math.hypot(p.x - b.x, p.y - b.y)
    const nearest = dist(cornerPoint(nearestCorner(b, mapOf(o)), mapOf(o)))
    expect(dist(cornerPoint(t.at, mapOf(o)))).toBeLessThanOrEqual(nearest + HEX_SIZE * 0.15 + 1e-6)
    // ...and stays near the pointer's path on the way.
    const dx = b.x - a.x
    const dy = b.y - a.y
    for (const key of unique) {
      const [p, q] = ends(key, o).map((s) => s.split(',').map(Number)) as [number[], number[]]
      const m = { x: (p[0]! + q[0]!) / 2, y: (p[1]! + q[1]!) / 2 }
      const off = Math.abs((m.x - a.x) * dy - (m.y - a.y) * dx) / Math.hypot(dx, dy)
      expect(off, key).toBeLessThan(HEX_SIZE * 1.5)
    }
  })

  it.each([4, 20, 300])(
    'a drag along the line between two pointy rows walls every edge between them (events %i apart)',
    (step) => {
      const o = 'pointy'
      // Row 10's centres sit at y = 15 * HEX_SIZE; its lower corners at +0.5 and +1 radius.
      const y = 15 * HEX_SIZE + 0.75 * HEX_SIZE
      const x0 = 6 * Math.sqrt(3) * HEX_SIZE
      const x1 = 14 * Math.sqrt(3) * HEX_SIZE
      const t = trace(o, drag({ x: x0, y }, { x: x1, y }, step))
      const unique = [...new Set(t.edges)]
      expectConnected(t.edges, o)
      for (const key of unique) {
        const rows = edgeHexes(parseEdgeKey(key)!)
          .map((h) => hexToOffset(h, o).row)
          .sort()
        expect(rows, key).toEqual([10, 11])
      }
      // Eight hexes along: two edges each under every hex crossed, none missing.
      expect(unique.length).toBeGreaterThanOrEqual(16)
      expect(unique.length).toBeLessThanOrEqual(17)
    },
  )

  it.each([4, 20, 300])(
    'a drag along the line between two flat columns walls every edge between them (events %i apart)',
    (step) => {
      const o = 'flat'
      const x = 15 * HEX_SIZE + 0.75 * HEX_SIZE
      const y0 = 6 * Math.sqrt(3) * HEX_SIZE
      const y1 = 14 * Math.sqrt(3) * HEX_SIZE
      const t = trace(o, drag({ x, y: y0 }, { x, y: y1 }, step))
      const unique = [...new Set(t.edges)]
      expectConnected(t.edges, o)
      for (const key of unique) {
        const cols = edgeHexes(parseEdgeKey(key)!)
          .map((h) => hexToOffset(h, o).col)
          .sort()
        expect(cols, key).toEqual([10, 11])
      }
      expect(unique.length).toBeGreaterThanOrEqual(16)
      expect(unique.length).toBeLessThanOrEqual(17)
    },
  )
})
