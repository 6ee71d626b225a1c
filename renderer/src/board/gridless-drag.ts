/**
 * Dragging a unit on a gridless table (C.7): the pointer's trail thinned to a few bends
 * (simplifyPath), snapped to the ½" lattice, and its length against the unit's move as the
 * campaign's ruleset prices it (`planMove(..., via)`), coloured by band. Pure.
 */
import { inchesText, pathLength, simplifyPath, type Pt } from '../../../shared/geometry/gridless'
import type { Hex } from '../../../shared/geometry/hex'
import type { MapDef, Token } from '../../../shared/model'
import type { MovePlan, Ruleset } from '../../../shared/rules'
import { inchToMap } from './gridless-paint'

/** How far (inches) the drawn line may stray from the pointer's trail. */
export const TRAIL_TOLERANCE = 0.4
/** The most bends a move carries (the contract's limit). */
export const VIA_MAX = 200

const inch = (h: Hex): Pt => ({ x: h.q / 2, y: h.r / 2 })
const lattice = (p: Pt): Hex => ({ q: Math.round(p.x * 2), r: Math.round(p.y * 2) })

/**
 * The bends of a drawn move from `start` to `end` through the pointer's `trail` (inches): the
 * thinned trail's inner points on the lattice, none repeated or equal to an end. `straight`: none.
 */
export function viaOf(trail: readonly Pt[], start: Hex, end: Hex, straight: boolean): Hex[] {
  if (straight || trail.length === 0) return []
  const thin = simplifyPath([inch(start), ...trail, inch(end)], TRAIL_TOLERANCE)
  const out: Hex[] = []
  let prev = start
  for (const p of thin.slice(1, -1)) {
    const h = lattice(p)
    if ((h.q === prev.q && h.r === prev.r) || (h.q === end.q && h.r === end.r)) continue
    out.push(h)
    prev = h
  }
  return out.slice(0, VIA_MAX)
}

export interface GridlessDragState {
  points: Hex[]
  inches: number
  /** Its plan by the ruleset's movement (null: no movement rules for this table). */
  plan: MovePlan | null
  free: boolean
}

/** The drawn move and, when the ruleset plays gridless tables, its price. */
export function gridlessDragState(
  ruleset: Ruleset | null | undefined,
  map: unknown,
  token: { hex: Hex },
  to: Hex,
  via: Hex[],
  options: unknown,
  others: readonly unknown[],
  free: boolean,
): GridlessDragState {
  const points = [token.hex, ...via, to]
  const inches = pathLength(points.map(inch))
  const movement = ruleset?.boards.includes('gridless') ? ruleset.movement : undefined
  const plan =
    movement && !free
      ? movement.planMove(map as MapDef, token as Token, to, options, others as Token[], via)
      : null
  return { points, inches, plan, free }
}

const BAND_COLOURS = {
  move: '#06d6a0',
  dash: '#ffd166',
  'too-far': '#ef476f',
  blocked: '#ef476f',
} as const

/** "7½\" of 10\"", "12\": too far (of 10\")", the reason it is blocked, or the length alone. */
export function gridlessDragText(d: GridlessDragState): string {
  if (d.free) return `${inchesText(d.inches)}, free move (Shift)`
  const p = d.plan
  if (!p) return inchesText(d.inches)
  const total = inchesText(p.total)
  if (p.band === 'move') return `${total} of ${inchesText(p.speed)}`
  if (p.band === 'dash') return `${total}: ${p.note ?? 'needs a run'}`
  if (p.band === 'blocked') return p.reason ?? `${total}: blocked`
  return `${total}: too far (moves ${inchesText(p.speed)})`
}

/** The drawn line and its label for the overlay layer. */
export function gridlessPathConfig(d: GridlessDragState | null, scale: number) {
  if (!d || d.points.length < 2) return null
  const colour = d.free ? '#9aa3b2' : d.plan ? BAND_COLOURS[d.plan.band] : '#ffd166'
  const pts = d.points.flatMap((h) => {
    const c = inchToMap(inch(h))
    return [c.x, c.y]
  })
  const end = inchToMap(inch(d.points[d.points.length - 1] as Hex))
  const fontSize = 15 / scale
  const text = gridlessDragText(d)
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
    label: { x: end.x + 24 / scale, y: end.y - 30 / scale, listening: false },
    text: { text, fontSize, fill: '#14171c', padding: fontSize * 0.3, fontStyle: 'bold' },
    tag: { fill: colour, cornerRadius: 4 },
  }
}
