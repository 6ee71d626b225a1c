/**
 * Where the table display's map sits on a screen, pure: the one function the players' page, the
 * GM's thumbnail of the table and the GM's TV frame all compute the table's view with, so the
 * three cannot disagree. The camera stops at the map's edges (a map smaller than the screen is
 * centred on it), and a smaller box (the thumbnail) shows the same view scaled down.
 */
import type { Point } from './scale'

export interface Size {
  width: number
  height: number
}

export interface Rect extends Point, Size {}

/**
 * The table's view: a map point at the middle at a zoom (a calibrated display), or the whole map
 * fitted (none calibrated). `screen` is the screen the view is for, in CSS pixels, unturned (the
 * players' page turns as a whole); absent, the box it is drawn in is that screen.
 */
export type TableView = ({ fit?: false; centre: Point; zoom: number } | { fit: true }) & {
  screen?: Size
  /**
   * Where the box the map is drawn in sits on `screen` (the players' page: below its initiative
   * strip). The view is then placed on the whole screen at its own zoom, so the strip covers
   * the map's top rather than pushing the table's centre down; without it a smaller box is the
   * screen scaled down (the GM's thumbnail).
   */
  inset?: Point
}

/** The margin, in screen pixels, a fitted table view keeps around the map. */
export const TABLE_FIT_MARGIN = 8

/**
 * The map point the view centres on, kept so the screen shows no black past the map's edges:
 * along each axis the centre stays half a screen inside `bounds`, and a map narrower (or shorter)
 * than the screen is centred on that axis.
 */
export function clampCentre(centre: Point, zoom: number, screen: Size, bounds: Rect): Point {
  const axis = (at: number, start: number, length: number, span: number): number => {
    const half = span / 2 / zoom
    if (length <= 2 * half) return start + length / 2
    return Math.min(Math.max(at, start + half), start + length - half)
  }
  return {
    x: axis(centre.x, bounds.x, bounds.width, screen.width),
    y: axis(centre.y, bounds.y, bounds.height, screen.height),
  }
}

/** The centre and zoom the view shows on its own screen (before any scaling to a smaller box). */
export function tableViewOn(
  view: TableView,
  bounds: Rect,
  screen: Size,
): { centre: Point; zoom: number } {
  if (view.fit) {
    const m = TABLE_FIT_MARGIN
    const zoom = Math.max(
      1e-4,
      Math.min((screen.width - 2 * m) / bounds.width, (screen.height - 2 * m) / bounds.height),
    )
    return { centre: { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }, zoom }
  }
  return { centre: clampCentre(view.centre, view.zoom, screen, bounds), zoom: view.zoom }
}

/**
 * The stage camera (offset and scale, as Konva takes them) that draws `view` of a map spanning
 * `bounds` in a `box`: the view's screen scaled to the box's width, centred in it.
 */
export function tableStageCamera(
  view: TableView,
  bounds: Rect,
  box: Size,
): { x: number; y: number; scale: number } {
  const screen = view.screen ?? box
  const { centre, zoom } = tableViewOn(view, bounds, screen)
  if (view.screen && view.inset) {
    const { x, y } = view.inset
    return {
      x: screen.width / 2 - x - centre.x * zoom,
      y: screen.height / 2 - y - centre.y * zoom,
      scale: zoom,
    }
  }
  const scale = zoom * (box.width / Math.max(1, screen.width))
  return { x: box.width / 2 - centre.x * scale, y: box.height / 2 - centre.y * scale, scale }
}

/** A screen as the map on it is laid out: a quarter turn swaps its width and height. */
export function turnedScreen(size: Size, rotation: number): Size {
  return rotation === 90 || rotation === 270
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height }
}
