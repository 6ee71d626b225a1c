/**
 * BW movement on a gridless board behind the Ruleset interface (OTHER-SYSTEMS.md C.2, BW-04..14,
 * BW-Q23..30): the path is the start, the points the GM's drag passed through, and the end; its
 * length in inches; the obstacles it crosses and the terrain it passes feed the engine's move
 * budget. `reach` is a disc of that budget; bases may not overlap.
 */
import {
  baseToBase,
  displacement,
  obstaclesCrossed,
  pathLength,
  pointInPolygon,
  segmentHitsPolygon,
  type Base,
  type Pt,
} from '../../../geometry/gridless'
import type {
  GridlessMoveBoard,
  MapOccupant,
  MoveBoard,
  MovePlan,
  MoveReach,
  MovingToken,
  RulesetMovement,
} from '../../ruleset'
import { formatInches } from '../engine/format'
import type { BwState, BwUnitSheet } from '../engine/model'
import { moveBudget, moveLineText, obstacleRule, type BwMoveSituation } from '../engine/movement'
import type { BwOptions } from '../engine/options'
import { latticeToPt } from './ruleset-being'
import type { BwTypes } from './types'

type MoveUnit = Pick<BwUnitSheet, 'name' | 'type' | 'moveIn' | 'power' | 'propulsion'>

/** The unit movement prices: its Move (the token's speed), and what its state carries of its sheet. */
function moveUnitOf(token: MovingToken<BwState>): MoveUnit {
  const mover = token.instance?.mover
  const unit: MoveUnit = {
    name: token.name ?? 'This unit',
    type: mover?.type ?? 'minifig',
    moveIn: token.speed ?? 5,
    power: mover?.power ?? 1,
  }
  if (mover?.propulsion) unit.propulsion = mover.propulsion
  return unit
}

/** BW-Q26: the share of a path (0..1) inside a polygon, sampled every ¼". */
export function shareInside(path: readonly Pt[], poly: readonly Pt[]): number {
  let inside = 0
  let all = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!
    const b = path[i]!
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 4))
    for (let k = i === 1 ? 0 : 1; k <= n; k++) {
      const t = k / n
      all++
      if (pointInPolygon({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, poly)) inside++
    }
  }
  if (path.length === 1) return pointInPolygon(path[0]!, poly) ? 1 : 0
  return all === 0 ? 0 : inside / all
}

/** BW-07/08: does a path run up (−1), down (+1) or across (0) a slope that falls towards `downhill`. */
export function slopeWay(path: readonly Pt[], downhillDeg: number): -1 | 0 | 1 {
  const a = path[0]!
  const b = path[path.length - 1]!
  const len = Math.hypot(b.x - a.x, b.y - a.y)
  if (len === 0) return 0
  const rad = (downhillDeg * Math.PI) / 180
  // Degrees clockwise from north on a board whose y grows south.
  const dot = ((b.x - a.x) * Math.sin(rad) - (b.y - a.y) * Math.cos(rad)) / len
  return dot > 0.2 ? 1 : dot < -0.2 ? -1 : 0
}

/** BW-04..14: the move situation along a path: obstacles crossed, terrain passed, the unit's state. */
export function situationAlong(
  board: GridlessMoveBoard,
  path: readonly Pt[],
  st: BwState | undefined,
): { situation: BwMoveSituation; names: string[] } {
  const s: BwMoveSituation = {}
  const names: string[] = []
  if (st?.statuses.includes('prone')) s.changedPosition = true
  if (st?.extraEffort) s.extraEffort = st.extraEffort
  if (st && st.carryingBlox > 0) s.carryingBlox = st.carryingBlox
  const obstacles = Object.values(board.obstacles ?? {})
  const crossed = obstaclesCrossed(path, obstacles).filter((c) => c.at > 0)
  for (const c of crossed) {
    if (s.obstacleBrix === undefined || c.heightBrix > s.obstacleBrix) s.obstacleBrix = c.heightBrix
    const o = board.obstacles?.[c.id]
    if (o) names.push(o.name)
  }
  const max = (a: number | boolean | undefined, b: number) =>
    Math.max(typeof a === 'number' ? a : 0, b)
  for (const area of Object.values(board.areas ?? {})) {
    const share = shareInside(path, area.points)
    if (share <= 0) continue
    if (area.kind === 'road') s.road = max(s.road, share)
    else if (area.kind === 'liquid') s.liquid = max(s.liquid, share)
    else if (area.kind === 'ladder') s.ladder = max(s.ladder, share)
    else if (area.kind === 'slope') {
      const way = slopeWay(path, area.downhill ?? 0)
      const deg = area.slopeDegrees ?? 20
      if (way > 0 && (!s.downhill || deg > s.downhill.deg)) s.downhill = { deg, share }
      if (way < 0 && (!s.uphill || deg > s.uphill.deg)) s.uphill = { deg, share }
    }
  }
  return { situation: s, names }
}

function notGridless(token: MovingToken, to: MovePlan['path'][number]): MovePlan {
  return {
    path: [token.hex, to],
    steps: [0],
    total: 0,
    speed: 0,
    band: 'blocked',
    reason: 'BrikWars units move on a gridless battlefield',
    dangerous: [],
  }
}

/** BW-04..14, BW-Q4/Q24/Q26: plan a move along start → via → to. */
export function planBwMove(
  map: MoveBoard,
  token: MovingToken<BwState>,
  to: { q: number; r: number },
  options: BwOptions,
  via: readonly { q: number; r: number }[] = [],
): MovePlan {
  if (map.kind !== 'gridless') return notGridless(token, to)
  const hexes = [token.hex, ...via, to]
  const pts = hexes.map(latticeToPt)
  const steps = pts.slice(1).map((p, i) => Math.hypot(p.x - pts[i]!.x, p.y - pts[i]!.y))
  const total =
    options.moveMeasure === 'displacement' ? displacement(pts[0]!, pts.at(-1)!) : pathLength(pts)
  const unit = moveUnitOf(token)
  const { situation } = situationAlong(map, pts, token.instance)
  const budget = moveBudget(unit, situation, options)
  const moved = token.instance?.movedThisTurnIn ?? 0
  const left = Math.max(0, budget.inches - moved)
  const note = budget.lines.slice(1).map(moveLineText).join(', ')
  const base = { path: hexes, steps, total, speed: left, dangerous: [], ...(note ? { note } : {}) }
  if (budget.blocked) return { ...base, band: 'blocked', reason: budget.blocked }
  if (total <= left + 1e-9) return { ...base, band: 'move', reason: null }
  return {
    ...base,
    band: 'too-far',
    reason: `${unit.name} needs ${formatInches(total)} but has ${formatInches(left)}${moved > 0 ? ' left this turn' : ''}`,
  }
}

/**
 * A disc of the unit's open-ground budget around it, on the ½" lattice: each point's straight-line
 * distance, Infinity past the budget or behind an obstacle taller than a free jump (a vehicle: one
 * it would collide with).
 */
export function bwReach(
  map: MoveBoard,
  token: MovingToken<BwState>,
  options: BwOptions,
): MoveReach {
  const unit = moveUnitOf(token)
  const { situation } = situationAlong(
    { kind: 'gridless', cols: 0, rows: 0 },
    [latticeToPt(token.hex)],
    token.instance,
  )
  const moved = token.instance?.movedThisTurnIn ?? 0
  const budget = Math.max(0, moveBudget(unit, situation, options).inches - moved)
  const steps = Math.floor(budget * 2 + 1e-9)
  const cols = map.cols
  const rows = map.rows
  const qs: number[] = []
  const rs: number[] = []
  const cost: number[] = []
  const blockers =
    map.kind === 'gridless'
      ? Object.values(map.obstacles ?? {}).filter((o) => {
          const rule = obstacleRule(o.heightBrix, unit, options)
          return rule.kind !== 'freeJump' && rule.kind !== 'noPenalty'
        })
      : []
  const start = latticeToPt(token.hex)
  for (let dr = -steps; dr <= steps; dr++) {
    const r = token.hex.r + dr
    if (r < 0 || r > rows) continue
    for (let dq = -steps; dq <= steps; dq++) {
      const q = token.hex.q + dq
      if (q < 0 || q > cols) continue
      const d = Math.hypot(dq, dr) / 2
      if (d > budget + 1e-9) continue
      const p = { x: q / 2, y: r / 2 }
      const hidden = blockers.some(
        (o) => !pointInPolygon(start, o.points) && segmentHitsPolygon(start, p, o.points),
      )
      qs.push(q)
      rs.push(r)
      cost.push(hidden ? Infinity : d)
    }
  }
  return {
    grid: { size: qs.length, q: Int32Array.from(qs), r: Int32Array.from(rs) },
    cost: Float64Array.from(cost),
    bands: [budget],
  }
}

/** A base a hair smaller, so bases that only touch do not count as overlapping. */
function shrunk(base: Base): Base {
  const e = 1 / 64
  return base.shape === 'round'
    ? { ...base, diameter: Math.max(0, base.diameter - 2 * e) }
    : { ...base, width: Math.max(0, base.width - 2 * e), depth: Math.max(0, base.depth - 2 * e) }
}

const ONE_INCH: Base = { shape: 'round', diameter: 1 }

/** C.7: bases may not overlap (touching is fine). */
export function bwRoomProblem(
  tokens: readonly MapOccupant[],
  token: MapOccupant,
  to: { q: number; r: number },
): string | null {
  const me = { at: latticeToPt(to), base: shrunk(token.base ?? ONE_INCH) }
  for (const t of tokens) {
    if (t.id === token.id) continue
    const other = { at: latticeToPt(t.hex), base: shrunk(t.base ?? ONE_INCH) }
    if (baseToBase(me, other) <= 0) return `${token.name}'s base would overlap ${t.name}'s`
  }
  return null
}

export const bwMovement: RulesetMovement<BwTypes> = {
  planMove: (map, token, to, options, _others, via) => planBwMove(map, token, to, options, via),
  reach: (map, token, options) => bwReach(map, token, options),
  roomProblem: bwRoomProblem,
}
