import { describe, expect, it } from 'vitest'
import { buildHexGrid, edgeKey, hexEdge, type HexGrid } from '../../../../shared/geometry/hex'
import type { EdgeKind, TerrainKind } from '../../../../shared/model'
import { blueboxEnteredHex } from '../../../../shared/rules/bluebox/engine/step-cost'

// What blueboxEnteredHex says about the step (0,0) -> (1,0) (direction 0, east) of a row of three
// pointy hexes; the cost tests only see its price, these see the description itself.
function row(kind: TerrainKind, rise = 0, edge: EdgeKind | null = null, dangerous?: unknown) {
  return buildHexGrid({
    orientation: 'pointy',
    cols: 3,
    rows: 1,
    terrain: {
      '1,0': { kind, elevation: rise, ...(dangerous === undefined ? {} : { dangerous }) },
    },
    edges: edge ? { [edgeKey(hexEdge({ q: 0, r: 0 }, 0))]: edge } : {},
  } as Parameters<typeof buildHexGrid>[0])
}
const step = (grid: HexGrid) => blueboxEnteredHex(grid, 0, 1, 0)

describe('blueboxEnteredHex: the step described', () => {
  it('normal ground on the level is a plain walk with nothing else to it', () => {
    // Walking is the default mode and there is nothing to vault, swim or save against.
    expect(step(row('normal'))).toEqual({})
  })

  it('names the mode of the entered terrain (seed 000 L597-599: climb, swim, dig)', () => {
    expect(step(row('water'))).toEqual({ mode: 'swim' })
    expect(step(row('climb'))).toEqual({ mode: 'climb' })
    expect(step(row('dig'))).toEqual({ mode: 'dig' })
    expect(step(row('difficult'))).toEqual({ difficult: true })
  })

  it('vaulting a Cover edge is marked on the step (seed 000 L621)', () => {
    expect(step(row('normal', 0, 'cover'))).toEqual({ vaultCover: true })
  })

  it('a rise of more than 1 m is climbed, 1 m is walked', () => {
    expect(step(row('normal', 2))).toEqual({ mode: 'climb' })
    expect(step(row('normal', 1))).toEqual({})
  })

  it('a rise into water stays a swim: swimming costs the same as climbing (seed 000 L597-598)', () => {
    // Both are 1 m moved = 2 m spent, so climbing is not dearer and the terrain keeps its own mode.
    expect(step(row('water', 3))).toEqual({ mode: 'swim' })
  })

  it("carries a Dangerous hex's Save and DC (seed 000 L611)", () => {
    const save = { stat: 'dex', dc: 12, damageType: 'fire' }
    expect(step(row('dangerous', 0, null, save))).toEqual({ dangerous: save })
  })

  it('a Dangerous hex without both a Save and a DC carries no save: the GM decides (seed 000 L613)', () => {
    expect(step(row('dangerous'))).toEqual({})
    expect(step(row('dangerous', 0, null, { stat: 'dex' }))).toEqual({})
    expect(step(row('dangerous', 0, null, { dc: 12 }))).toEqual({})
    expect(step(row('dangerous', 0, null, { stat: 3, dc: 12 }))).toEqual({})
    expect(step(row('dangerous', 0, null, { stat: 'dex', dc: '12' }))).toEqual({})
    expect(step(row('dangerous', 0, null, null))).toEqual({})
    expect(step(row('dangerous', 0, null, 'dex 12'))).toEqual({})
  })

  it('impassable terrain and walls forbid the step', () => {
    expect(step(row('impassable'))).toBeNull()
    expect(step(row('normal', 0, 'wall'))).toBeNull()
  })
})
