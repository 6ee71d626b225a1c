/**
 * A generic overlay for a gridless table's rules UI: concentric rings around a point or around a
 * base's outline (BW's explosion and fire bands, each ring labelled), and a disc (BW's NearMiss
 * area) with an optional marked landing point. Pure: configs in map units for Konva.
 *
 * API (the store in stores/gridless-overlay.ts holds a list of these by owner):
 *
 *   const overlay = useGridlessOverlayStore()
 *   overlay.show('bw-explosion', {
 *     kind: 'rings',
 *     centre: { x: 12, y: 8 },                 // inches from the table's top-left corner
 *     base: { shape: 'round', diameter: 1 },   // optional: rings measured from this base's edge
 *     rings: [
 *       { radius: 1, label: 'full' },
 *       { radius: 2, label: '−1 die' },
 *       { radius: 3, label: '−2 dice' },
 *     ],
 *   })
 *   overlay.show('bw-nearmiss', {
 *     kind: 'disc',
 *     centre: { x: 20, y: 10 },
 *     radius: 3,
 *     label: 'NearMiss 3"',
 *     landing: { x: 21.5, y: 9 },              // optional: where the shot came down
 *   })
 *   overlay.clear('bw-explosion')               // or overlay.clear() for everything
 */
import type { Base, InchPoint } from '../../../shared/model'
import { inchToMap, UNITS_PER_INCH } from './gridless-paint'

export interface RingsOverlay {
  kind: 'rings'
  /** The centre in inches (a unit's centre when `base` is given). */
  centre: InchPoint
  /** Measure the rings from this base's outline instead of the centre point. */
  base?: Base
  /** Radii in inches, innermost first, each with the words written on it. */
  rings: readonly { radius: number; label: string }[]
  /** Stroke colour (default amber). */
  colour?: string
}

export interface DiscOverlay {
  kind: 'disc'
  centre: InchPoint
  radius: number
  label?: string
  /** A marked point inside (where a shot landed). */
  landing?: InchPoint | null
  colour?: string
}

/** A shape being drawn: its corners so far, open (the GM's obstacle tool). */
export interface DraftOverlay {
  kind: 'draft'
  points: readonly InchPoint[]
  colour?: string
}

export type GridlessOverlay = RingsOverlay | DiscOverlay | DraftOverlay

/** One Konva shape to draw: a circle, a (turned, rounded) rect, a cross or a label. */
export type OverlayShape =
  | { type: 'circle'; config: Record<string, unknown> }
  | { type: 'rect'; config: Record<string, unknown> }
  | { type: 'line'; config: Record<string, unknown> }
  | { type: 'text'; config: Record<string, unknown> }

const U = UNITS_PER_INCH

function label(text: string, x: number, y: number, scale: number, colour: string) {
  const fontSize = 14 / scale
  return {
    type: 'text' as const,
    config: {
      text,
      x: x + 4 / scale,
      y: y - fontSize - 2 / scale,
      fontSize,
      fontStyle: 'bold',
      fontFamily: 'system-ui, sans-serif',
      fill: colour,
      stroke: 'rgba(8,10,14,0.9)',
      strokeWidth: 3 / scale,
      fillAfterStrokeEnabled: true,
      listening: false,
    },
  }
}

/** The shapes that draw `o` at camera scale `scale` (labels keep their screen size). */
export function overlayShapes(o: GridlessOverlay, scale: number): OverlayShape[] {
  const colour =
    o.colour ?? (o.kind === 'rings' ? '#ff8c42' : o.kind === 'draft' ? '#ffd166' : '#f72585')
  const stroke = { stroke: colour, strokeWidth: 2.5, strokeScaleEnabled: false, listening: false }
  const out: OverlayShape[] = []
  if (o.kind === 'draft') {
    const pts = o.points.flatMap((p) => {
      const m = inchToMap(p)
      return [m.x, m.y]
    })
    out.push({ type: 'line', config: { ...stroke, points: pts, dash: [8, 5] } })
    for (const p of o.points) {
      const m = inchToMap(p)
      out.push({
        type: 'circle',
        config: { x: m.x, y: m.y, radius: 5 / scale, fill: colour, listening: false },
      })
    }
    return out
  }
  const c = inchToMap(o.centre)
  if (o.kind === 'disc') {
    const r = o.radius * U
    out.push({
      type: 'circle',
      config: {
        ...stroke,
        x: c.x,
        y: c.y,
        radius: r,
        fill: colour,
        opacity: 0.9,
        fillEnabled: false,
      },
    })
    out.push({
      type: 'circle',
      config: { x: c.x, y: c.y, radius: r, fill: colour, opacity: 0.18, listening: false },
    })
    if (o.label) out.push(label(o.label, c.x + r * 0.71, c.y - r * 0.71, scale, colour))
    if (o.landing) {
      const l = inchToMap(o.landing)
      const k = 10 / scale
      out.push({
        type: 'line',
        config: { ...stroke, points: [l.x - k, l.y - k, l.x + k, l.y + k] },
      })
      out.push({
        type: 'line',
        config: { ...stroke, points: [l.x - k, l.y + k, l.x + k, l.y - k] },
      })
    }
    return out
  }
  const base = o.base
  o.rings.forEach((ring, i) => {
    const dash = i === 0 ? undefined : [10, 6]
    if (base?.shape === 'rect') {
      // Every point within `radius` of a rectangle: the rectangle grown by it, corners rounded.
      const w = (base.width + 2 * ring.radius) * U
      const h = (base.depth + 2 * ring.radius) * U
      out.push({
        type: 'rect',
        config: {
          ...stroke,
          dash,
          x: c.x,
          y: c.y,
          width: w,
          height: h,
          offsetX: w / 2,
          offsetY: h / 2,
          rotation: base.angle,
          cornerRadius: ring.radius * U,
        },
      })
      const a = (base.angle * Math.PI) / 180
      const top = { x: c.x + (h / 2) * Math.sin(a), y: c.y - (h / 2) * Math.cos(a) }
      out.push(label(ring.label, top.x, top.y, scale, colour))
      return
    }
    const r = (ring.radius + (base?.shape === 'round' ? base.diameter / 2 : 0)) * U
    out.push({ type: 'circle', config: { ...stroke, dash, x: c.x, y: c.y, radius: r } })
    out.push(label(ring.label, c.x, c.y - r, scale, colour))
  })
  return out
}
