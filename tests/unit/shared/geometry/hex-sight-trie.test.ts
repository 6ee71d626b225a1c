/**
 * Field of view through its shared line trie, in a file of its own: the trie is built once per
 * import and then grown, so these tests are the ones that build it (radius 0 up to 12, then 14),
 * and each checks every hex against an oracle read straight from the edge records.
 */
import { describe, expect, it } from 'vitest'
import {
  buildHexGrid,
  edgeKey,
  fieldOfView,
  gridHexAt,
  hexDistance,
  hexEdge,
  hexLineEdges,
  offsetToHex,
  type EdgeKind,
  type HexGridSource,
  type HexOrientation,
} from '../../../../shared/geometry/hex'
import { prng } from '../../support/prng'

describe('fieldOfView, building its line trie', () => {
  it('on an open map sees exactly the hexes within the radius, as the trie grows 0..12', () => {
    const grid = buildHexGrid({ orientation: 'flat', cols: 27, rows: 27 })
    const origin = 13 * 27 + 13
    const o = gridHexAt(grid, origin)
    for (let radius = 0; radius <= 12; radius++) {
      const seen = fieldOfView(grid, origin, radius)
      const want = Array.from({ length: grid.size }, (_, i) =>
        hexDistance(o, gridHexAt(grid, i)) <= radius ? 1 : 0,
      )
      expect([...seen], `radius ${radius}`).toEqual(want)
    }
  })

  it('with walls, including on the map border, sees what the edge records allow (radius 14)', () => {
    const rand = prng(71)
    for (let m = 0; m < 6; m++) {
      const orientation: HexOrientation = m % 2 === 0 ? 'pointy' : 'flat'
      const cols = 12 + Math.floor(rand() * 8)
      const rows = 12 + Math.floor(rand() * 8)
      const edges: Record<string, EdgeKind> = {}
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          const h = offsetToHex(col, row, orientation)
          for (let d = 0; d < 6; d++) {
            if (rand() < 0.04) edges[edgeKey(hexEdge(h, d))] = 'wall'
          }
        }
      }
      const src: HexGridSource = { orientation, cols, rows, edges }
      const grid = buildHexGrid(src)
      for (let k = 0; k < 4; k++) {
        const origin = Math.floor(rand() * grid.size)
        const o = gridHexAt(grid, origin)
        const seen = fieldOfView(grid, origin, 14)
        const want = Array.from({ length: grid.size }, (_, i) => {
          const h = gridHexAt(grid, i)
          if (hexDistance(o, h) > 14) return 0
          return hexLineEdges(o, h).some((e) => src.edges?.[edgeKey(e)] === 'wall') ? 0 : 1
        })
        expect([...seen]).toEqual(want)
      }
    }
  })
})
