/**
 * What the hover card says about the token and the hex under the pointer. The GM's card has the
 * token's HP, THP, Plating and conditions, and the hex's terrain, elevation and what it costs to
 * enter (the step cost the move preview uses). The players' card names a token they can see,
 * how hurt it looks and its visible conditions, and the terrain of a revealed hex only.
 */
import { cellInRect } from '../../../shared/geometry/layout'
import {
  gridIndexOf,
  gridOf,
  hexKey,
  type Hex,
  type HexGridSource,
} from '../../../shared/geometry/hex'
import {
  squareGridOf,
  squareIndexXY,
  squareNeighbor,
  squareStepOpen,
  type SquareGridSource,
} from '../../../shared/geometry/square'
import { DEFAULT_RULESET_ID, distanceText, rulesetById, type Ruleset } from '../../../shared/rules'
import { TERRAIN_NAMES, type LayerMap } from './layers'
import { HEALTH_LOOK, conditionName, type ConditionNamer, type MapToken } from './token-look'

export interface HoverSection {
  /** 'token' or 'hex', for tests and styling. */
  kind: 'token' | 'hex'
  heading: string
  lines: string[]
}

export interface HoverInput {
  mode: 'gm' | 'projector'
  map: LayerMap & { metresPerHex?: number }
  token: MapToken | null
  hex: Hex
  /** The campaign's ruleset (its step cost prices a hex) and table options. */
  ruleset?: Ruleset | null
  options?: unknown
  /** Names conditions as the ruleset writes them. */
  conditionName?: ConditionNamer
}

/**
 * Metres to enter a hex from its cheapest neighbour under the ruleset's step cost, Infinity where
 * nothing gets in, or null when the ruleset has no movement rules (or this build has no ruleset).
 */
export function hexEntryMetres(
  map: LayerMap,
  hex: Hex,
  ruleset: Ruleset | null = rulesetById(DEFAULT_RULESET_ID),
  options?: unknown,
): number | null {
  // The step cost is a hex grid's; a square board's ruleset prices steps its own way.
  if (!ruleset?.movement?.stepCost || map.orientation === 'square') return null
  const grid = gridOf(map as unknown as HexGridSource)
  const i = gridIndexOf(grid, hex)
  if (i < 0) return Infinity
  const costOf = ruleset.movement.stepCost(grid, null, options)
  let best = Infinity
  for (let d = 0; d < 6; d++) {
    const n = grid.neighbors[i * 6 + d] as number
    if (n >= 0) best = Math.min(best, costOf(n, i, (d + 3) % 6))
  }
  return best
}

/**
 * On a square board: what stepping into the square costs from a side neighbour and from a corner
 * one under the ruleset's square step cost (Infinity where walls, shut doors or solid terrain keep
 * it out), or null when the ruleset prices no square steps.
 */
export function squareEntryCost(
  map: LayerMap,
  at: Hex,
  ruleset: Ruleset | null | undefined,
  options?: unknown,
): { orthogonal: number; diagonal: number } | null {
  if (!ruleset?.movement?.squareStepCost || map.orientation !== 'square') return null
  const grid = squareGridOf(map as unknown as SquareGridSource)
  const v = squareIndexXY(grid, at.q, at.r)
  if (v < 0) return { orthogonal: Infinity, diagonal: Infinity }
  const cost = ruleset.movement.squareStepCost(grid, null, options)
  const best = { orthogonal: Infinity, diagonal: Infinity }
  for (let d = 0; d < 8; d++) {
    // From the neighbour on side d, stepping the opposite way into this square.
    const n = squareNeighbor({ x: at.q, y: at.r }, d)
    const u = squareIndexXY(grid, n.x, n.y)
    const dir = (d + 4) % 8
    if (u < 0 || !squareStepOpen(grid, u, v, dir)) continue
    const k = (d & 1) === 1 ? 'diagonal' : 'orthogonal'
    best[k] = Math.min(best[k], cost(u, v, dir))
  }
  return best
}

function squareCostLine(i: HoverInput): string | null {
  const c = squareEntryCost(i.map, i.hex, i.ruleset, i.options)
  if (!c) return null
  if (!Number.isFinite(c.orthogonal) && !Number.isFinite(c.diagonal))
    return 'Walled off: cannot be entered'
  const unit = i.ruleset?.unit ?? 'm'
  const say = (n: number) => (Number.isFinite(n) ? distanceText(n, unit) : 'closed')
  return `Step in: ${say(c.orthogonal)} from a side, ${say(c.diagonal)} from a corner`
}

function tokenSection(t: MapToken, gm: boolean, nameOf: ConditionNamer): HoverSection {
  const lines: string[] = []
  const v = gm ? t.vitals : undefined
  if (v) {
    lines.push(
      [
        `HP ${v.hp}/${v.hpMax}`,
        ...(v.thp ? [`THP ${v.thp}`] : []),
        ...(v.platingMax || v.plating ? [`Plating ${v.plating}/${v.platingMax}`] : []),
      ].join(' · '),
    )
  } else if (!gm && t.health) lines.push(HEALTH_LOOK[t.health].text)
  const conditions = gm ? t.instance?.conditions : t.conditions
  if (conditions?.length) lines.push(conditions.map(nameOf).join(', '))
  if (gm && t.gmOnly) lines.push('GM only: the players do not see it')
  return { kind: 'token', heading: t.name, lines }
}

function hexSection(i: HoverInput): HoverSection | null {
  const { map, hex } = i
  if (!cellInRect(hex, map.cols, map.rows, map.orientation)) return null
  const key = hexKey(hex)
  const fogged = !!map.fog?.enabled && !Object.hasOwn(map.fog.revealed, key)
  // The players' view never had what lies under fog; say nothing rather than "open ground".
  if (i.mode !== 'gm' && fogged) return null
  const cell = map.terrain && Object.hasOwn(map.terrain, key) ? map.terrain[key] : undefined
  const kind = cell?.kind ?? 'normal'
  const lines: string[] = []
  if (cell?.elevation) lines.push(`Elevation ${cell.elevation > 0 ? '+' : ''}${cell.elevation} m`)
  if (i.mode === 'gm') {
    const m = hexEntryMetres(map, hex, i.ruleset, i.options)
    const per = map.metresPerHex ?? 1
    const square = kind === 'impassable' ? null : squareCostLine(i)
    if (kind === 'impassable') lines.push('Cannot be entered')
    else if (square) lines.push(square)
    else if (m !== null)
      lines.push(
        Number.isFinite(m)
          ? `${m} m of movement to enter${per !== 1 ? ` (a hex is ${per} m)` : ''}`
          : 'Walled off: cannot be entered',
      )
    if (fogged) lines.push('Under fog: the players do not see it')
  }
  const where = i.mode === 'gm' ? ` (${hex.q}, ${hex.r})` : ''
  return { kind: 'hex', heading: `${TERRAIN_NAMES[kind]}${where}`, lines }
}

export function hoverCard(i: HoverInput): HoverSection[] {
  const out: HoverSection[] = []
  if (i.token) out.push(tokenSection(i.token, i.mode === 'gm', i.conditionName ?? conditionName))
  const h = hexSection(i)
  if (h) out.push(h)
  return out
}
