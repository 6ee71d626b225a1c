import { describe, expect, it } from 'vitest'
import {
  buildHexGrid,
  dropHexNear,
  edgeKey,
  footprintHexes,
  HEX_DIRECTIONS,
  hexAdd,
  hexDistance,
  hexEdges,
  hexKey,
  hexSpiral,
  offsetToHex,
  type DropOccupant,
  type Hex,
} from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainCell } from '../../../../shared/model'

const C = offsetToHex(5, 5, 'pointy')

function grid(
  terrain: Record<string, TerrainCell> = {},
  edges: Record<string, EdgeKind> = {},
  cols = 11,
  rows = 11,
) {
  return buildHexGrid({ orientation: 'pointy', cols, rows, terrain, edges })
}

/** Walls around every hex of `room` that borders a hex outside it. */
function walledRoom(room: Hex[]): Record<string, EdgeKind> {
  const inside = new Set(room.map(hexKey))
  const out: Record<string, EdgeKind> = {}
  for (const h of room) {
    for (const [d, e] of hexEdges(h).entries()) {
      const n = hexAdd(h, HEX_DIRECTIONS[d]!)
      if (!inside.has(hexKey(n))) out[edgeKey(e)] = 'wall'
    }
  }
  return out
}

describe('dropHexNear', () => {
  it('takes the view centre itself when it is free', () => {
    expect(dropHexNear(grid(), [], 'medium', C)).toEqual(C)
  })

  it('never lands on another token, of any size or kind, but right next to it', () => {
    const tiny: DropOccupant = { hex: C, size: 'tiny' }
    const got = dropHexNear(grid(), [tiny], 'tiny', C)!
    expect(hexKey(got)).not.toBe(hexKey(C))
    expect(hexDistance(got, C)).toBe(1)
  })

  it('keeps a Large footprint off a Giant one and off impassable ground', () => {
    const giant: DropOccupant = { hex: C, size: 'giant', facing: 2 }
    const rock = Object.fromEntries(
      hexSpiral(C, 3)
        .filter((h) => hexDistance(h, C) === 2)
        .slice(0, 6)
        .map((h) => [hexKey(h), { kind: 'impassable' } as TerrainCell]),
    )
    const g = grid(rock)
    const got = dropHexNear(g, [giant], 'large', C)!
    const taken = new Set(footprintHexes(C, 'giant', 2).map(hexKey))
    for (const h of footprintHexes(got, 'large')) {
      expect(taken.has(hexKey(h))).toBe(false)
      expect(rock[hexKey(h)]).toBeUndefined()
    }
  })

  it('does not reach into a walled-off room next to the view, but goes round to open ground', () => {
    // The centre hex is free; everything within 1 of it is taken except the hex in a closed room.
    const closet = offsetToHex(6, 5, 'pointy')
    const walls = walledRoom([closet])
    const others: DropOccupant[] = hexSpiral(C, 1)
      .filter((h) => hexKey(h) !== hexKey(closet))
      .map((hex) => ({ hex, size: 'medium' }))
    const got = dropHexNear(grid({}, walls), others, 'medium', C)!
    expect(hexKey(got)).not.toBe(hexKey(closet))
    expect(hexDistance(got, C)).toBe(2)
  })

  it('looking into a full closed room, falls back to the nearest free hex outside it', () => {
    const room = hexSpiral(C, 1)
    const inRoom: DropOccupant[] = room.map((hex) => ({ hex, size: 'medium' }))
    const got = dropHexNear(grid({}, walledRoom(room)), inRoom, 'medium', C)!
    expect(hexDistance(got, C)).toBe(2)
  })

  it('starts from the nearest hex on the map when the view looks past its edge', () => {
    const got = dropHexNear(grid(), [], 'medium', { q: -40, r: 5 })!
    expect(got).toEqual(offsetToHex(0, 5, 'pointy'))
  })

  it('says null when the map has no room at all', () => {
    const g = grid({}, {}, 2, 1)
    const both = [0, 1].map((c) => ({ hex: offsetToHex(c, 0, 'pointy'), size: 'medium' as const }))
    expect(dropHexNear(g, both, 'medium', both[0]!.hex)).toBeNull()
  })
})
