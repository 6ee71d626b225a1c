/**
 * How a Large or Giant token's footprint is drawn, pure: where its disc sits and the shading and
 * outline of the cells it covers, in map units from its anchor cell's centre (TokenNode's group).
 * On a square board a footprint bigger than one square (any ruleset's: geometry/square/footprint,
 * anchored at the north-west square) carries the disc in its middle; on hexes the disc stays on
 * the anchor hex, as BLUEBOX-RULES R22/R23 place it. The shading is read across a room on a TV: a
 * solid fill and an outline in a lighter shade of the token's colour on a dark halo.
 */
import { FOOTPRINT_HEX_COUNT, footprintHexes, type Point } from '../../../shared/geometry/hex'
import type { CellLayout } from '../../../shared/geometry/layout'
import { squareFootprintSide } from '../../../shared/geometry/square'
import type { TokenSize } from '../../../shared/model'
import { cornerOffsets, hexCenter, SQUARE_SIDE } from './geometry'

const NONE: Point = Object.freeze({ x: 0, y: 0 })

/**
 * Where the disc sits from the anchor cell's centre: the middle of the footprint on a square
 * board ((n − 1) / 2 squares east and south for a side of n), the cell itself elsewhere.
 */
export function footprintCentreOffset(
  size: TokenSize,
  layout: CellLayout,
  gridless = false,
): Point {
  if (layout !== 'square' || gridless) return NONE
  const half = ((squareFootprintSide(size) - 1) * SQUARE_SIDE) / 2
  return half === 0 ? NONE : { x: half, y: half }
}

/** The channels of '#rrggbb' (a mid grey for anything else). */
function rgbOf(hex: string): [number, number, number] {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return [128, 128, 128]
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** '#rrggbb' with an alpha, as Konva takes a colour. */
export function withAlpha(hex: string, alpha: number): string {
  return `rgba(${rgbOf(hex).join(',')},${alpha})`
}

/**
 * '#rrggbb' taken `k` of the way to white: a dark token's outline still stands out on a dark
 * board (a deep red #7f1d1d at 0.5 is #bf8e8e), and it keeps its hue, unlike the cream walls.
 */
export function lighten(hex: string, k: number): string {
  const c = rgbOf(hex).map((v) => Math.round(v + (255 - v) * k))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

/** The fill's alpha: strong enough to read from across the room, the map still showing through. */
export const FOOTPRINT_FILL_ALPHA = 0.5

interface FootprintToken {
  hex: { q: number; r: number }
  size: TokenSize
  color: string
  facing?: number
}

/** Konva configs for a footprint: the shaded cells, and an outline (a dark halo under the colour). */
export interface FootprintLook {
  cells: Record<string, unknown>[]
  outline: Record<string, unknown>[]
}

const EMPTY: FootprintLook = Object.freeze({ cells: [], outline: [] }) as FootprintLook

/** The footprint of a token bigger than one cell (Large, Giant, Gargantuan); nothing otherwise. */
export function footprintLook(
  t: FootprintToken,
  layout: CellLayout,
  gridless = false,
): FootprintLook {
  const square = layout === 'square' && !gridless
  if ((square ? squareFootprintSide(t.size) : FOOTPRINT_HEX_COUNT[t.size]) === 1) return EMPTY
  const drawn = { listening: false, strokeScaleEnabled: false, perfectDrawEnabled: false }
  if (square) {
    // One square block: a filled rectangle with its outline, no seams between its squares.
    const side = squareFootprintSide(t.size) * SQUARE_SIDE
    const inset = 2
    const box = {
      ...drawn,
      x: -SQUARE_SIDE / 2 + inset,
      y: -SQUARE_SIDE / 2 + inset,
      width: side - 2 * inset,
      height: side - 2 * inset,
      cornerRadius: 4,
    }
    // The block is the figure as much as its disc is: a click or a drag anywhere on it takes
    // the token (the group stays on the anchor square, so a drop still lands the anchor).
    const fill = withAlpha(t.color, FOOTPRINT_FILL_ALPHA)
    return {
      cells: [{ ...box, fill, name: 'footprint', listening: true }],
      outline: [
        { ...box, stroke: 'rgba(8,10,14,0.9)', strokeWidth: 6 },
        { ...box, stroke: lighten(t.color, 0.5), strokeWidth: 3, name: 'footprint-outline' },
      ],
    }
  }
  const anchor = hexCenter(t.hex, layout)
  const corners = cornerOffsets(layout).flatMap((p) => [p.x * 0.96, p.y * 0.96])
  const cells = footprintHexes(t.hex, t.size, t.facing ?? 0).map((h) => {
    const c = hexCenter(h, layout)
    return {
      ...drawn,
      x: c.x - anchor.x,
      y: c.y - anchor.y,
      points: corners,
      closed: true,
      fill: withAlpha(t.color, FOOTPRINT_FILL_ALPHA),
      stroke: t.color,
      strokeWidth: 2.5,
      name: 'footprint',
    }
  })
  return { cells, outline: [] }
}
