/**
 * The players' fog fringe: black stroked past the fog's outline only, never along the sides
 * between two hidden cells (inside the fog, where stroking cost raster time and showed nothing).
 */
import { describe, expect, it } from 'vitest'
import { hexKey } from '../../../shared/geometry/hex'
import { cellAtOffset, type CellLayout } from '../../../shared/geometry/layout'
import { paintFog } from '../../../renderer/src/board/fog-paint'
import { centreOf } from '../../../renderer/src/board/hex-trace'
import { mapBounds } from '../../../renderer/src/board/geometry'
import type { LayerMap } from '../../../renderer/src/board/layers'

type Seg = [number, number, number, number]

/** A context that keeps the segments of the path it was last asked to stroke. */
function recorder() {
  let path: Seg[] = []
  let at: [number, number] = [0, 0]
  const stroked: Seg[][] = []
  const ctx = {
    beginPath: () => (path = []),
    moveTo: (x: number, y: number) => (at = [x, y]),
    lineTo: (x: number, y: number) => {
      path.push([at[0], at[1], x, y])
      at = [x, y]
    },
    closePath: () => {},
    fill: () => {},
    stroke: () => stroked.push(path),
    setLineDash: () => {},
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, stroked }
}

describe('the projector fog fringe', () => {
  it.each<CellLayout>(['pointy', 'flat', 'square'])(
    'traces each %s side between hidden and revealed or off the map, and no other',
    (orientation) => {
      const cols = 7
      const rows = 6
      const revealed: Record<string, 1> = {}
      // A revealed patch in the middle and one on the edge.
      for (const [c, r] of [
        [3, 2],
        [3, 3],
        [4, 3],
        [0, 5],
      ] as const)
        revealed[hexKey(cellAtOffset(c, r, orientation))] = 1
      const map: LayerMap = { orientation, cols, rows, fog: { enabled: true, revealed } }
      const { ctx, stroked } = recorder()
      const s = { pxPerUnit: 1, pixelRatio: 1 }
      expect(paintFog(ctx, map as never, mapBounds(map), s, 'projector')).toBe(true)
      expect(stroked).toHaveLength(1)
      const segs = stroked[0] as Seg[]

      // Which cell's centre lies at a point (off the map: null).
      const centres: [number, number, boolean][] = []
      const p = [0, 0]
      for (let r = -1; r <= rows; r++)
        for (let c = -1; c <= cols; c++) {
          centreOf(orientation, c, r, p)
          const on = c >= 0 && c < cols && r >= 0 && r < rows
          const hidden = on && !revealed[hexKey(cellAtOffset(c, r, orientation))]
          centres.push([p[0] as number, p[1] as number, hidden])
        }
      const hiddenAt = (x: number, y: number) =>
        centres.some(([cx, cy, h]) => h && Math.hypot(cx - x, cy - y) < 1e-6)
      // Each side as the pair of cell centres it lies between.
      const sides = new Set<string>()
      for (const [x0, y0, x1, y1] of segs) {
        const mx = (x0 + x1) / 2
        const my = (y0 + y1) / 2
        const near = centres.filter(([cx, cy]) => {
          const d = Math.hypot(cx - mx, cy - my)
          return centres.every(([ox, oy]) => Math.hypot(ox - mx, oy - my) >= d - 1e-6)
        })
        expect(near).toHaveLength(2)
        const [a, b] = near as [[number, number, boolean], [number, number, boolean]]
        // One side hidden, the other revealed or off the map.
        expect(hiddenAt(a[0], a[1]) !== hiddenAt(b[0], b[1])).toBe(true)
        sides.add(`${mx.toFixed(3)},${my.toFixed(3)}`)
      }
      expect(sides.size).toBe(segs.length)
      // Every such side is there: count them from the centres, each hidden cell's nearest ones.
      let expected = 0
      const corners = orientation === 'square' ? 4 : 6
      for (const [cx, cy, h] of centres) {
        if (!h) continue
        const others = centres
          .filter(([ox, oy]) => ox !== cx || oy !== cy)
          .map(([ox, oy, oh]) => [Math.hypot(ox - cx, oy - cy), oh] as const)
          .sort((x, y) => x[0] - y[0])
          .slice(0, corners)
        expected += others.filter(([, oh]) => !oh).length
      }
      expect(segs.length).toBe(expected)
    },
  )
})
