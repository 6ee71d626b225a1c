import { describe, expect, it } from 'vitest'
import {
  edgeBetween,
  edgeKey,
  hexEdges,
  hexKey,
  hexToPixel,
  offsetToHex,
} from '../../../shared/geometry/hex'
import { HEX_SIZE } from '../../../renderer/src/board/geometry'
import {
  brushHexes,
  measure,
  nearestEdgeKey,
  rectHexes,
  roomHexes,
} from '../../../renderer/src/board/map-tools'

const map = { orientation: 'pointy' as const, cols: 10, rows: 8 }

describe('map tool gestures', () => {
  it.each([
    [0, 1],
    [1, 7],
    [2, 19],
  ])('a brush of radius %i in the middle covers %i hexes', (radius, count) => {
    expect(brushHexes(offsetToHex(5, 4, 'pointy'), radius, map)).toHaveLength(count)
  })

  it('a brush at the corner stays on the map', () => {
    expect(brushHexes({ q: 0, r: 0 }, 1, map).sort()).toEqual(['0,0', '0,1', '1,0'].sort())
  })

  it('a rectangle covers the rows and columns between its corners, either way round', () => {
    const a = offsetToHex(1, 1, 'pointy')
    const b = offsetToHex(3, 2, 'pointy')
    expect(rectHexes(a, b, map)).toHaveLength(6)
    expect(rectHexes(b, a, map).sort()).toEqual(rectHexes(a, b, map).sort())
  })

  it('a room is what walls enclose; an open map fills whole', () => {
    const inside = offsetToHex(5, 4, 'pointy')
    const walls = Object.fromEntries(hexEdges(inside).map((e) => [edgeKey(e), 'wall']))
    expect(roomHexes(inside, { ...map, edges: walls })).toEqual([hexKey(inside)])
    expect(roomHexes(inside, map)).toHaveLength(map.cols * map.rows)
    // Cover does not close a room.
    const cover = Object.fromEntries(hexEdges(inside).map((e) => [edgeKey(e), 'cover']))
    expect(roomHexes(inside, { ...map, edges: cover })).toHaveLength(map.cols * map.rows)
  })

  it('the nearest edge to a point just inside a hex side is that side', () => {
    const h = offsetToHex(4, 4, 'pointy')
    const n = { q: h.q + 1, r: h.r }
    const c = hexToPixel(h, HEX_SIZE, 'pointy')
    const cn = hexToPixel(n, HEX_SIZE, 'pointy')
    const nearSide = { x: c.x + (cn.x - c.x) * 0.4, y: c.y + (cn.y - c.y) * 0.4 }
    expect(nearestEdgeKey(nearSide, map)).toBe(edgeKey(edgeBetween(h, n)!))
  })

  it('measures hexes and metres', () => {
    expect(measure({ q: 0, r: 0 }, { q: 3, r: -1 }, 1)).toEqual({ hexes: 3, metres: 3 })
    expect(measure({ q: 0, r: 0 }, { q: 0, r: 4 }, 1.5)).toEqual({ hexes: 4, metres: 6 })
  })
})
