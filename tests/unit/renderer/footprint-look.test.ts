/**
 * Where a big token's disc sits and how its footprint is shaded (footprint-look.ts): on a square
 * board the disc sits in the middle of a footprint bigger than one square (a Large figure's 2 × 2,
 * a Giant's 3 × 3, anchored at the north-west square), whatever the ruleset; hexes keep theirs.
 */
import { describe, expect, it } from 'vitest'
import { squareFootprint } from '../../../shared/geometry/square'
import {
  FOOTPRINT_FILL_ALPHA,
  footprintCentreOffset,
  footprintLook,
  lighten,
  withAlpha,
} from '../../../renderer/src/board/footprint-look'
import { hexCenter, SQUARE_SIDE, tokenRadius } from '../../../renderer/src/board/geometry'
import { tokenAtPoint } from '../../../renderer/src/board/hit-test'

describe('footprintCentreOffset', () => {
  it('a Large figure on squares: half a square east and south of its anchor square’s centre', () => {
    // Squares are 64 units; a Large one on 4,2 covers 4,2 5,2 4,3 5,3, whose centres are
    // x 256 and 320, y 128 and 192: the middle (288, 160) is the anchor's (256, 128) + (32, 32).
    expect(SQUARE_SIDE).toBe(64)
    expect(footprintCentreOffset('large', 'square')).toEqual({ x: 32, y: 32 })
    const cells = squareFootprint({ x: 4, y: 2 }, 'large').map((c) =>
      hexCenter({ q: c.x, r: c.y }, 'square'),
    )
    const mean = {
      x: cells.reduce((s, c) => s + c.x, 0) / cells.length,
      y: cells.reduce((s, c) => s + c.y, 0) / cells.length,
    }
    expect(mean).toEqual({ x: 288, y: 160 })
  })

  it('a Giant one: a whole square on (3 × 3, the middle square’s centre)', () => {
    expect(footprintCentreOffset('giant', 'square')).toEqual({ x: 64, y: 64 })
  })

  it.each([
    ['a Medium figure on squares', 'medium', 'square', false],
    ['a Large one on pointy hexes', 'large', 'pointy', false],
    ['a Large one on flat hexes', 'large', 'flat', false],
    ['a Large one on a gridless table', 'large', 'square', true],
  ] as const)('%s stays on its cell', (_n, size, layout, gridless) => {
    expect(footprintCentreOffset(size, layout, gridless)).toEqual({ x: 0, y: 0 })
  })
})

describe('footprintLook', () => {
  const ogre = { hex: { q: 4, r: 2 }, size: 'large' as const, color: '#884422' }

  it('on squares: one filled block over the 2 × 2 squares, outlined in a lighter shade on a dark halo', () => {
    const look = footprintLook(ogre, 'square')
    // From the anchor square's west edge (−32) to the far edge (−32 + 128 = 96), 2 units in.
    expect(look.cells).toEqual([
      expect.objectContaining({
        x: -30,
        y: -30,
        width: 124,
        height: 124,
        fill: 'rgba(136,68,34,0.5)',
      }),
    ])
    expect(look.outline.map((o) => [o.stroke, o.strokeWidth, o.listening])).toEqual([
      ['rgba(8,10,14,0.9)', 6, false],
      // #884422 half way to white: 0x88 = 136 → 136 + 119 × 0.5 = 195.5 → 196 (c4), 68 → 161.5
      // → 162 (a2), 34 → 144.5 → 145 (91).
      ['#c4a291', 3, false],
    ])
    // Stronger than the old 0.35 wash, so it reads from across the room.
    expect(FOOTPRINT_FILL_ALPHA).toBeGreaterThanOrEqual(0.5)
  })

  it('a Giant block spans 3 squares; a Medium figure has none', () => {
    expect(footprintLook({ ...ogre, size: 'giant' }, 'square').cells[0]).toMatchObject({
      width: 3 * 64 - 4,
    })
    expect(footprintLook({ ...ogre, size: 'medium' }, 'square')).toEqual({ cells: [], outline: [] })
  })

  it('on hexes: the 3 hexes of a Large footprint, shaded and stroked, none clickable', () => {
    const look = footprintLook(ogre, 'pointy')
    expect(look.cells).toHaveLength(3)
    expect(look.cells.every((c) => c.listening === false && c.stroke === '#884422')).toBe(true)
  })

  it('withAlpha turns #rrggbb into rgba; lighten goes toward white', () => {
    expect(withAlpha('#ff0080', 0.25)).toBe('rgba(255,0,128,0.25)')
    // #7f1d1d: 127 → 191 (bf), 29 → 142 (8e).
    expect(lighten('#7f1d1d', 0.5)).toBe('#bf8e8e')
    expect(lighten('#123456', 0)).toBe('#123456')
    expect(lighten('#123456', 1)).toBe('#ffffff')
    expect(withAlpha('red', 1)).toBe('rgba(128,128,128,1)')
  })
})

describe('tokenAtPoint finds a Large figure’s disc in the middle of its footprint', () => {
  it('hits at the footprint’s middle, and a Medium figure at its square’s centre', () => {
    const ogre = { id: 'ogre', hex: { q: 4, r: 2 }, size: 'large' as const }
    const rat = { id: 'rat', hex: { q: 1, r: 1 }, size: 'medium' as const }
    expect(tokenAtPoint([ogre, rat], { x: 288, y: 160 }, 'square')?.id).toBe('ogre')
    // The disc (radius 44) is 45.25 from the anchor's centre: that point is past its rim.
    expect(tokenRadius('large')).toBe(44)
    expect(tokenAtPoint([ogre], { x: 256 - 10, y: 128 - 10 }, 'square')).toBeNull()
    expect(tokenAtPoint([ogre, rat], { x: 64, y: 64 }, 'square')?.id).toBe('rat')
  })
})
