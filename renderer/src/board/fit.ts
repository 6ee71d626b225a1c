/**
 * Fitting the grid to a background image by clicking the centres of three hexes in a row on the
 * picture: their spacing gives the image's pixels per hex, and the first click is snapped onto the
 * nearest grid centre.
 */
import { type Point } from '../../../shared/geometry/hex'
import { backgroundRect, hexWidthUnits, type BackgroundSpec } from './background'
import { hexCenter, mapBounds, type MapShape, cellAt } from './geometry'

export interface Fit {
  pixelsPerHex: number
  offsetX: number
  offsetY: number
}

/**
 * Three clicks (map units, as the image is drawn now) on neighbouring hex centres in a line.
 * Neighbouring centres are sqrt(3) x size apart in either orientation: one hex width on pointy
 * maps, sqrt(3)/2 of one on flat maps (whose hex width is corner to corner).
 */
export function fitFromThreeCentres(
  clicks: readonly Point[],
  spec: BackgroundSpec,
  map: MapShape,
): Fit | null {
  if (clicks.length !== 3) return null
  const rect = backgroundRect(spec, map)
  const k = hexWidthUnits(map.orientation) / spec.pixelsPerHex
  const image = clicks.map((p) => ({ x: (p.x - rect.x) / k, y: (p.y - rect.y) / k }))
  const [a, b, c] = image as [Point, Point, Point]
  const spacing = (Math.hypot(b.x - a.x, b.y - a.y) + Math.hypot(c.x - b.x, c.y - b.y)) / 2
  if (!(spacing > 2)) return null
  // Neighbouring square centres are one side apart, as pointy hex centres are one width apart.
  const pixelsPerHex = map.orientation !== 'flat' ? spacing : (spacing * 2) / Math.sqrt(3)
  const k2 = hexWidthUnits(map.orientation) / pixelsPerHex
  // Put the first click's image point on the centre of the hex it was made in.
  const centre = hexCenter(cellAt(clicks[0] as Point, map.orientation), map.orientation)
  const origin = { x: centre.x - a.x * k2, y: centre.y - a.y * k2 }
  const bounds = mapBounds(map)
  const round = (v: number) => Math.round(v * 100) / 100
  return {
    pixelsPerHex: round(pixelsPerHex),
    offsetX: round((origin.x - bounds.x) / k2),
    offsetY: round((origin.y - bounds.y) / k2),
  }
}

/**
 * Dragging the picture under the grid from `from` to `to` (map units): the same image pixel that
 * was under `from` ends up under `to`, so the offset moves by the drag measured in image pixels.
 */
export function fitFromDrag(spec: BackgroundSpec, map: MapShape, from: Point, to: Point): Fit {
  const k = hexWidthUnits(map.orientation) / spec.pixelsPerHex
  const round = (v: number) => Math.round(v * 100) / 100
  return {
    pixelsPerHex: spec.pixelsPerHex,
    offsetX: round(spec.offsetX + (to.x - from.x) / k),
    offsetY: round(spec.offsetY + (to.y - from.y) / k),
  }
}
