/**
 * Area-of-effect templates on hexes: a radius around a hex, a cone from an origin towards a
 * point, a line. Each lists the hexes it covers on the map, so the GM sees whom it touches.
 */
import { hexInRect, hexDistance, hexRound, hexToPixel, type Hex, type HexOrientation } from './hex'
import { hexLine } from './line'
import { hexRange } from './range'

export type AoeTemplate =
  | { kind: 'radius'; center: Hex; radius: number }
  | { kind: 'cone'; origin: Hex; toward: Hex; length: number }
  | { kind: 'line'; origin: Hex; toward: Hex; length: number }

export interface TemplateMap {
  orientation: HexOrientation
  cols: number
  rows: number
}

/**
 * The hexes a template covers on the map (the origin of a cone or line excluded). A line covers
 * exactly `length` hexes, from next to the origin outward through `toward`, before the map clips it.
 */
export function templateHexes(t: AoeTemplate, map: TemplateMap): Hex[] {
  const onMap = (h: Hex) => hexInRect(h, map.cols, map.rows, map.orientation)
  if (t.kind === 'radius')
    return hexRange(t.center, Math.max(0, Math.floor(t.radius))).filter(onMap)
  const length = Math.max(1, Math.floor(t.length))
  if (t.kind === 'line') {
    const d = hexDistance(t.origin, t.toward)
    if (d === 0) return []
    // Extend the line through `toward` to the template's length. The scaled point lies exactly
    // `length` away (distance is a norm), and cube rounding keeps it on that ring; rounding q and
    // r apart would not (-0.5 rounds up), so aims toward lower q and r came up short.
    const k = length / d
    const far = hexRound(
      t.origin.q + (t.toward.q - t.origin.q) * k,
      t.origin.r + (t.toward.r - t.origin.r) * k,
    )
    return hexLine(t.origin, far)
      .slice(1, length + 1)
      .filter(onMap)
  }
  // Cone: hexes within `length` whose centre lies within 30° either side of the aim (a 60° cone).
  const o = hexToPixel(t.origin, 1, map.orientation)
  const a = hexToPixel(t.toward, 1, map.orientation)
  const aim = Math.atan2(a.y - o.y, a.x - o.x)
  if (a.x === o.x && a.y === o.y) return []
  return hexRange(t.origin, length).filter((h) => {
    if (h.q === t.origin.q && h.r === t.origin.r) return false
    const p = hexToPixel(h, 1, map.orientation)
    let diff = Math.atan2(p.y - o.y, p.x - o.x) - aim
    diff = Math.atan2(Math.sin(diff), Math.cos(diff))
    return Math.abs(diff) <= Math.PI / 6 + 1e-9 && onMap(h)
  })
}
