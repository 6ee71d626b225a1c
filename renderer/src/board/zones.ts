/**
 * Shaded areas around a selected token: where it can move (speed, then the Dash band) and what it
 * can hit (reach or range, Beyond Range, the Critical Area), and the hexes of an AoE template.
 * The sets come from shared/hex; this file only decides which hexes go in which zone and how a
 * zone is painted (a wash, an outline along its border, or both) in one Konva shape.
 */
import { cellInRect } from '../../../shared/geometry/layout'
import type Konva from 'konva'
import {
  HEX_DIRECTIONS,
  footprintHexes,
  gridHexAt,
  hexAdd,
  hexDistance,
  hexKey,
  hexRange,
  templateHexes,
  type Hex,
  type HexGridSource,
} from '../../../shared/geometry/hex'
import type { MapDef, Token, TokenSize } from '../../../shared/model'
import { DEFAULT_RULESET_ID, rulesetById, type Ruleset } from '../../../shared/rules'
import { cornerOffsets, hexCenter, type MapShape } from './geometry'
import { edgeSegment } from './layers'
import { squareBorder, squareSteps, squareTemplate } from './square-cells'

export interface Zone {
  id: string
  hexes: readonly Hex[]
  /** A wash over every hex. */
  fill?: string
  /** A line along the zone's border (edges between a hex in it and one outside). */
  stroke?: string
  dash?: number[]
}

export const ZONE_COLOURS = {
  // Washes that read apart from the terrain colours (water blue, Difficult ochre): green for a
  // Move Action, a pale veil for the Dash beyond it.
  move: 'rgba(6, 214, 160, 0.28)',
  dash: 'rgba(226, 232, 240, 0.16)',
  // Gold lines (the selection's colour) for what it can hit; dashed past range.
  reach: '#ffd166',
  beyond: '#ffd166',
  critical: 'rgba(239, 71, 111, 0.35)',
  /** The Critical Area's border, when the movement's wash is on and it is drawn as an outline. */
  criticalEdge: '#ef476f',
  template: 'rgba(255, 140, 66, 0.35)',
  templateEdge: '#ff8c42',
} as const

export interface ZoneToken {
  hex: Hex
  size: TokenSize
  facing?: number
  speed?: number
  instance?: { conditions: readonly string[] }
}

export interface AttackReach {
  kind: 'melee' | 'ranged'
  /** Reach or range in metres. */
  range: number
  /** The weapon's Critical Area in metres, both ends included. */
  critical?: { min: number; max: number } | null
}

/** A reach or range the overlay and the target reading can use: whole metres, 1 to 200. */
export function rangeOk(range: unknown): range is number {
  return typeof range === 'number' && Number.isInteger(range) && range >= 1 && range <= 200
}

/** Whether a ruleset plays on this map's kind of board (its movement knows only those). */
export function playsOn(
  ruleset: Ruleset | null | undefined,
  map: { orientation: MapShape['orientation']; kind?: unknown },
): boolean {
  const boards: readonly string[] = ruleset?.boards ?? ['hex']
  if (map.kind === 'gridless') return boards.includes('gridless')
  return boards.includes(map.orientation === 'square' ? 'square' : 'hex')
}

type ZoneMap = Omit<HexGridSource, 'orientation'> & MapShape & { metresPerHex?: number }

/**
 * Where the token can get to this turn, as the ruleset's movement bands say: the first band (one
 * Move Action in Blue Box) green, the second (a Dash) pale.
 */
export function moveZones(
  map: ZoneMap,
  token: ZoneToken,
  ruleset: Ruleset | null = rulesetById(DEFAULT_RULESET_ID),
  options?: unknown,
  others?: readonly ZoneToken[],
): Zone[] {
  if (!ruleset?.movement || !playsOn(ruleset, map)) return []
  const { grid, cost, bands } = ruleset.movement.reach(
    map as unknown as MapDef,
    token as unknown as Token,
    options,
    others as unknown as Token[] | undefined,
  )
  const [first = 0, second = first] = bands
  const move: Hex[] = []
  const dash: Hex[] = []
  for (let i = 0; i < cost.length; i++) {
    const c = cost[i] as number
    if (c === 0 || c === Infinity) continue
    if (c <= first) move.push(gridHexAt(grid, i))
    else if (c <= second) dash.push(gridHexAt(grid, i))
  }
  return [
    { id: 'move', hexes: move, fill: ZONE_COLOURS.move },
    { id: 'dash', hexes: dash, fill: ZONE_COLOURS.dash },
  ]
}

/**
 * What the token can attack: within reach or range (an outline), Beyond Range up to twice it
 * for ranged weapons (a dashed outline), and the Critical Area (a red wash). Distances are in
 * metres from the nearest hex of the attacker's footprint, so a Large being reaches from its edge.
 */
export function attackZones(map: ZoneMap, token: ZoneToken, attack: AttackReach): Zone[] {
  // A half-typed or nonsense range draws nothing; the panel says what is wrong with it. A gridless
  // table measures ranges in inches: its ruleset draws its own rings (the gridless overlay).
  if (!rangeOk(attack.range) || (map as { kind?: unknown }).kind === 'gridless') return []
  const perHex = map.metresPerHex ?? 1
  const range = Math.max(1, Math.floor(attack.range / perHex))
  const outer = attack.kind === 'ranged' ? range * 2 : range
  const crit = attack.critical
  const feet = footprintHexes(token.hex, token.size, token.facing ?? 0)
  const own = new Set(feet.map(hexKey))
  const within: Hex[] = []
  const beyond: Hex[] = []
  const critical: Hex[] = []
  const seen = new Set<string>()
  const onMap = (h: Hex) => cellInRect(h, map.cols, map.rows, map.orientation)
  const square = map.orientation === 'square'
  const distance = square ? (a: Hex, b: Hex) => squareSteps(a, b) : hexDistance
  const around = (f: Hex): Hex[] => {
    if (!square) return hexRange(f, outer)
    const out: Hex[] = []
    for (let dy = -outer; dy <= outer; dy++)
      for (let dx = -outer; dx <= outer; dx++) out.push({ q: f.q + dx, r: f.r + dy })
    return out
  }
  for (const f of feet) {
    for (const h of around(f)) {
      const key = hexKey(h)
      if (seen.has(key) || own.has(key)) continue
      seen.add(key)
      if (!onMap(h)) continue
      let d = Infinity
      for (const g of feet) d = Math.min(d, distance(g, h))
      if (d <= range) within.push(h)
      else if (d <= outer) beyond.push(h)
      else continue
      const m = d * perHex
      if (crit && m >= crit.min && m <= crit.max) critical.push(h)
    }
  }
  const zones: Zone[] = [{ id: 'reach', hexes: within, stroke: ZONE_COLOURS.reach }]
  if (beyond.length > 0)
    zones.push({
      id: 'beyond',
      hexes: [...within, ...beyond],
      stroke: ZONE_COLOURS.beyond,
      dash: [10, 6],
    })
  if (critical.length > 0)
    zones.push({ id: 'critical', hexes: critical, fill: ZONE_COLOURS.critical })
  return zones
}

/** The zones that say where the selected token can move (the ones `moveZones` makes). */
const MOVE_ZONES: readonly string[] = ['move', 'dash']

/**
 * One wash at a time: with the selected token's movement shown, what its weapon can hit (the
 * Critical Area's wash) is drawn as an outline instead, so the two together do not flood the
 * map. The reach and Beyond Range are outlines already. Without movement, nothing changes.
 */
export function oneWash(zones: readonly Zone[]): readonly Zone[] {
  const moving = zones.some((z) => MOVE_ZONES.includes(z.id) && z.fill && z.hexes.length > 0)
  if (!moving) return zones
  return zones.map((z) => {
    if (MOVE_ZONES.includes(z.id) || !z.fill) return z
    const stroke = z.stroke ?? (z.id === 'critical' ? ZONE_COLOURS.criticalEdge : z.fill)
    return { id: z.id, hexes: z.hexes, stroke, dash: z.dash ?? [4, 5] }
  })
}

/** How each zone is painted ('fill', 'outline' or 'both'), for the map probe. */
export function zoneStyles(zones: readonly Zone[]): Record<string, string> {
  return Object.fromEntries(
    zones.map((z) => [z.id, z.fill && z.stroke ? 'both' : z.fill ? 'fill' : 'outline']),
  )
}

export type TemplateShape = 'radius' | 'cone' | 'line'

export interface TemplateReading {
  zone: Zone
  /** The hexes covered, as the GM reads them off: count and the tokens touched. */
  hexCount: number
  /** Tokens with any hex of their footprint inside the template, in the order given. */
  touched: string[]
  text: string
}

/**
 * An AoE template dragged from `start` to `end`: a radius around `start`, or a cone or line from
 * `start` towards `end`, `sizeMetres` long. The seed names area-of-effects (Conditions: Hidden, Invisible) and leaves their
 * shapes to powers and the GM. Null until a cone or
 * line has a direction.
 */
export function templateReading(
  shape: TemplateShape,
  start: Hex,
  end: Hex,
  sizeMetres: number,
  map: MapShape & { metresPerHex?: number },
  tokens: readonly (ZoneToken & { id: string; name: string })[],
): TemplateReading | null {
  const perHex = map.metresPerHex ?? 1
  if (!Number.isFinite(sizeMetres) || sizeMetres < 0 || sizeMetres > 100) return null
  const n = Math.max(shape === 'radius' ? 0 : 1, Math.floor(sizeMetres / perHex))
  if (shape !== 'radius' && start.q === end.q && start.r === end.r) return null
  const layout = map.orientation
  const hexes =
    layout === 'square'
      ? squareTemplate(shape, start, end, n, map.cols, map.rows)
      : shape === 'radius'
        ? templateHexes(
            { kind: 'radius', center: start, radius: n },
            { ...map, orientation: layout },
          )
        : templateHexes(
            { kind: shape, origin: start, toward: end, length: n },
            { ...map, orientation: layout },
          )
  const inside = new Set(hexes.map(hexKey))
  const touched = tokens.filter((t) =>
    footprintHexes(t.hex, t.size, t.facing ?? 0).some((h) => inside.has(hexKey(h))),
  )
  const what =
    shape === 'radius'
      ? `Radius ${n * perHex} m`
      : `${shape === 'cone' ? 'Cone' : 'Line'} ${n * perHex} m`
  const names = touched.length ? touched.map((t) => t.name).join(', ') : 'no tokens'
  return {
    zone: { id: 'template', hexes, fill: ZONE_COLOURS.template, stroke: ZONE_COLOURS.templateEdge },
    hexCount: hexes.length,
    touched: touched.map((t) => t.id),
    text: `${what} · ${cellCount(hexes.length, layout === 'square')} · ${names}`,
  }
}

/** "1 hex", "3 hexes", or on a square board "1 square", "3 squares". */
export function cellCount(n: number, square: boolean): string {
  return square ? `${n} square${n === 1 ? '' : 's'}` : `${n} hex${n === 1 ? '' : 'es'}`
}

const borders = new WeakMap<readonly Hex[], [Hex, Hex][]>()

/** Each pair (cell in the set, its neighbour outside it): the set's border, once per set. */
function borderEdges(hexes: readonly Hex[], square: boolean): [Hex, Hex][] {
  const known = borders.get(hexes)
  if (known) return known
  if (square) {
    const out = squareBorder(hexes)
    borders.set(hexes, out)
    return out
  }
  const keys = new Set(hexes.map(hexKey))
  const out: [Hex, Hex][] = []
  for (const h of hexes) {
    for (const d of HEX_DIRECTIONS) {
      const n = hexAdd(h, d)
      if (!keys.has(hexKey(n))) out.push([h, n])
    }
  }
  borders.set(hexes, out)
  return out
}

type Ctx = Konva.Context & CanvasRenderingContext2D

/** One Konva shape that paints every zone; lines keep their width on screen at any zoom. */
export function zonesConfig(zones: readonly Zone[], map: MapShape, scale: number) {
  const offs = cornerOffsets(map.orientation)
  const square = map.orientation === 'square'
  const edgesOf = zones.map((z) => (z.stroke ? borderEdges(z.hexes, square) : []))
  return {
    name: 'zones',
    /** Hexes per zone, for the map probe. */
    zoneCounts: Object.fromEntries(zones.map((z) => [z.id, z.hexes.length])),
    zoneStyles: zoneStyles(zones),
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc(ctx: Konva.Context) {
      const c = ctx as Ctx
      zones.forEach((z, i) => {
        if (z.fill && z.hexes.length > 0) {
          c.beginPath()
          for (const h of z.hexes) {
            const ctr = hexCenter(h, map.orientation)
            c.moveTo(ctr.x + (offs[0]?.x ?? 0), ctr.y + (offs[0]?.y ?? 0))
            for (const o of offs.slice(1)) c.lineTo(ctr.x + o.x, ctr.y + o.y)
            c.closePath()
          }
          c.fillStyle = z.fill
          c.fill()
        }
        const edges = edgesOf[i] ?? []
        if (z.stroke && edges.length > 0) {
          c.beginPath()
          for (const [a, b] of edges) {
            const [p, q] = edgeSegment(map, a, b)
            c.moveTo(p.x, p.y)
            c.lineTo(q.x, q.y)
          }
          c.setLineDash((z.dash ?? []).map((v) => v / scale))
          c.lineWidth = 3 / scale
          c.lineCap = 'round'
          c.strokeStyle = z.stroke
          c.stroke()
          c.setLineDash([])
        }
      })
    },
  }
}
