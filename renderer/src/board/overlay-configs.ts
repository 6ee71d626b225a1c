/**
 * Konva configs of the map's overlay: the drop target, the dragged path with its cost, the
 * ruler, and the preview of a tool gesture. Pure functions of what is being done and the zoom.
 */
import type { SquareMetric } from '../../../shared/geometry/square'
import { squareEdgeKeyEnds } from './square-cells'
import { cellCount } from './zones'
import type { CellLayout } from '../../../shared/geometry/layout'
import type Konva from 'konva'
import { edgeHexes, parseEdgeKey, parseHexKey, type Hex } from '../../../shared/geometry/hex'
import { distanceText, type DistanceUnit, type MovePlan } from '../../../shared/rules'
import { HEX_SIZE, cornerOffsets, hexCenter, type MapShape } from './geometry'
import { edgeSegment } from './layers'
import { measure } from './map-tools'

type Ctx = Konva.Context & CanvasRenderingContext2D

export function hexOutlineConfig(h: Hex, ok: boolean, orientation: CellLayout) {
  const c = hexCenter(h, orientation)
  return {
    x: c.x,
    y: c.y,
    points: cornerOffsets(orientation).flatMap((p) => [p.x, p.y]),
    closed: true,
    stroke: ok ? '#ffd166' : '#ef476f',
    strokeWidth: 3,
    strokeScaleEnabled: false,
    fill: ok ? 'rgba(255,209,102,0.18)' : 'rgba(239,71,111,0.18)',
    listening: false,
  }
}

const BAND_COLOURS = {
  move: '#06d6a0',
  dash: '#ffd166',
  'too-far': '#ef476f',
  blocked: '#ef476f',
} as const

/** The dragged path: hex centres joined, coloured by what the move needs, its cost at the end. */
export function dragPathConfig(
  d: { plan: MovePlan; free: boolean; crowded?: string | null } | null,
  orientation: CellLayout,
  scale: number,
  /** The ruleset's distance unit: a square dungeon counts spaces, not metres. */
  unit: DistanceUnit = 'm',
) {
  if (!d || d.plan.path.length < 2) return null
  const colour = d.free ? '#9aa3b2' : d.crowded ? BAND_COLOURS.blocked : BAND_COLOURS[d.plan.band]
  const pts = d.plan.path.flatMap((h) => {
    const c = hexCenter(h, orientation)
    return [c.x, c.y]
  })
  const end = hexCenter(d.plan.path[d.plan.path.length - 1] as Hex, orientation)
  const fontSize = 15 / scale
  const text = d.free
    ? 'free move (Shift)'
    : d.crowded
      ? 'no room there'
      : d.plan.band === 'move'
        ? `${distanceText(d.plan.total, unit)} of ${distanceText(d.plan.speed, unit)}` +
          (d.plan.note ? `: ${d.plan.note}` : '')
        : d.plan.band === 'dash'
          ? `${distanceText(d.plan.total, unit)}: ${d.plan.note ?? 'needs a Dash'}`
          : `${distanceText(d.plan.total, unit)}: too far`
  return {
    line: {
      points: pts,
      stroke: colour,
      strokeWidth: 4,
      strokeScaleEnabled: false,
      lineJoin: 'round',
      dash: d.free ? [6, 6] : [],
      listening: false,
    },
    label: { x: end.x + HEX_SIZE * 0.6, y: end.y - HEX_SIZE * 0.9, listening: false },
    text: { text, fontSize, fill: '#14171c', padding: fontSize * 0.3, fontStyle: 'bold' },
    tag: { fill: colour, cornerRadius: 4 },
  }
}

/** The ruler between two hex centres, with hexes and metres. */
export function rulerConfig(
  start: Hex,
  endHex: Hex,
  orientation: CellLayout,
  metresPerHex: number,
  scale: number,
  /** Hexes between the footprints of the tokens at the ends, when one covers several hexes. */
  betweenFootprints: number | null = null,
  /** How a square board counts (its ruleset's metric); Manhattan when it says nothing. */
  metric: SquareMetric = 'manhattan',
) {
  const a = hexCenter(start, orientation)
  const b = hexCenter(endHex, orientation)
  const m = measure(start, endHex, metresPerHex, orientation, metric)
  const fontSize = 16 / scale
  return {
    line: {
      points: [a.x, a.y, b.x, b.y],
      stroke: '#ffd166',
      strokeWidth: 3,
      strokeScaleEnabled: false,
      dash: [8, 6],
      listening: false,
    },
    label: { x: b.x + 8 / scale, y: b.y - fontSize * 1.6, listening: false },
    text: {
      text:
        `${cellCount(m.hexes, orientation === 'square')} · ${m.metres} m` +
        (betweenFootprints === null
          ? ''
          : ` · ${betweenFootprints * metresPerHex} m between footprints`),
      fontSize,
      fill: '#14171c',
      padding: fontSize * 0.3,
      fontStyle: 'bold',
    },
  }
}

/** What a gesture in progress would touch: edges as yellow strokes, hexes as a yellow wash. */
export function previewConfig(keys: Set<string>, edges: boolean, map: MapShape) {
  return {
    listening: false,
    deps: [keys],
    sceneFunc(ctx: Konva.Context) {
      const c = ctx as Ctx
      c.beginPath()
      if (edges) {
        for (const key of keys) {
          const ends =
            map.orientation === 'square'
              ? squareEdgeKeyEnds(key)
              : (() => {
                  const e = parseEdgeKey(key)
                  return e ? edgeSegment(map, ...edgeHexes(e)) : null
                })()
          if (!ends) continue
          const [a, b] = ends
          c.moveTo(a.x, a.y)
          c.lineTo(b.x, b.y)
        }
        c.strokeStyle = '#ffd166'
        c.lineWidth = HEX_SIZE * 0.16
        c.stroke()
        return
      }
      const offs = cornerOffsets(map.orientation)
      for (const key of keys) {
        const h = parseHexKey(key)
        if (!h) continue
        const ctr = hexCenter(h, map.orientation)
        c.moveTo(ctr.x + (offs[0]?.x ?? 0), ctr.y + (offs[0]?.y ?? 0))
        for (const o of offs.slice(1)) c.lineTo(ctr.x + o.x, ctr.y + o.y)
        c.closePath()
      }
      c.fillStyle = 'rgba(255, 209, 102, 0.28)'
      c.fill()
    },
  }
}
