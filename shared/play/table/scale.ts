/**
 * The table display's physical scale, pure: pixels per inch from a calibration (a two-point drag
 * over something of known length, or the screen's diagonal), how many pixels one hex spans on the
 * glass, and where a map point lands on the table display for a camera (centre, rotation).
 */
import type { Hex } from '../../geometry/hex/hex'
import { cellCentre, type CellLayout } from '../../geometry/layout'
import { PPI_MAX, PPI_MIN, type TableRotation, type TableScale } from '../../model/table-display'

export class TableRefused extends Error {
  override name = 'TableRefused'
}

export const MM_PER_INCH = 25.4
/** A credit card's long side (ISO/IEC 7810 ID-1), in inches. */
export const CREDIT_CARD_INCHES = 3.37
/**
 * A screen whose shorter side is under this many CSS pixels is a phone's, never the table
 * display: it shows no calibration ruler, and main refuses a calibration from one.
 */
export const PHONE_SIDE_MAX = 600
const SQRT3 = Math.sqrt(3)

export interface Point {
  x: number
  y: number
}

/** Refuse a pixels-per-inch no real display has, in words. */
export function checkPpi(ppi: number): number {
  if (!Number.isFinite(ppi))
    throw new TableRefused('That calibration gives no scale: measure again.')
  if (ppi < PPI_MIN)
    throw new TableRefused(
      `That calibration gives ${ppi.toFixed(1)} pixels per inch, fewer than ${PPI_MIN}: ` +
        'check the length you typed and drag the ruler again.',
    )
  if (ppi > PPI_MAX)
    throw new TableRefused(
      `That calibration gives ${Math.round(ppi)} pixels per inch, more than ${PPI_MAX}: ` +
        'check the length you typed and drag the ruler again.',
    )
  return ppi
}

/** Pixels per inch from a drag from `a` to `b` over something `length` long (inches or mm). */
export function ppiFromDrag(a: Point, b: Point, length: number, unit: 'in' | 'mm'): number {
  if (!(length > 0)) throw new TableRefused('Type the length of what you measured (more than 0).')
  const inches = unit === 'mm' ? length / MM_PER_INCH : length
  return checkPpi(Math.hypot(b.x - a.x, b.y - a.y) / inches)
}

/** Pixels per inch of a screen `width` x `height` pixels whose diagonal is `inches`. */
export function ppiFromDiagonal(width: number, height: number, inches: number): number {
  if (!(inches > 0)) throw new TableRefused("Type the screen's diagonal in inches (more than 0).")
  return checkPpi(Math.hypot(width, height) / inches)
}

/** Pixels one hex spans across its flats on the glass: 1 inch, or 25 mm. */
export function hexAcrossPixels(ppi: number, scale: TableScale): number {
  return scale === 'inch' ? ppi : (ppi * 25) / MM_PER_INCH
}

/** The map's zoom that makes a hex of circumradius `hexSize` map units span `hexAcrossPixels`. */
export function tableZoom(ppi: number, scale: TableScale, hexSize: number): number {
  return hexAcrossPixels(ppi, scale) / (SQRT3 * hexSize)
}

/** Where the table display's camera puts the map: zoom, rotation and the centre's map point. */
export interface TableTransform {
  zoom: number
  rotation: TableRotation
  /** The map point (map units) at the viewport's centre. */
  centre: Point
  viewport: { width: number; height: number }
}

export function tableTransform(
  centre: Hex,
  orientation: CellLayout,
  hexSize: number,
  zoom: number,
  rotation: TableRotation,
  viewport: { width: number; height: number },
): TableTransform {
  return { zoom, rotation, centre: cellCentre(centre, hexSize, orientation), viewport }
}

/** A map point on the table display's screen, rotated clockwise about the centre. */
export function toScreen(t: TableTransform, p: Point): Point {
  const dx = (p.x - t.centre.x) * t.zoom
  const dy = (p.y - t.centre.y) * t.zoom
  const a = (t.rotation * Math.PI) / 180
  const c = Math.round(Math.cos(a))
  const s = Math.round(Math.sin(a))
  return {
    x: t.viewport.width / 2 + dx * c - dy * s,
    y: t.viewport.height / 2 + dx * s + dy * c,
  }
}

/** The rectangle the table shows, in map units: its four corners (rotated with the table). */
export function tableFrame(t: TableTransform): Point[] {
  const a = (-t.rotation * Math.PI) / 180
  const c = Math.round(Math.cos(a))
  const s = Math.round(Math.sin(a))
  const hw = t.viewport.width / 2 / t.zoom
  const hh = t.viewport.height / 2 / t.zoom
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([x, y]) => ({ x: t.centre.x + x! * c - y! * s, y: t.centre.y + x! * s + y! * c }))
}
