/**
 * What the map legend lists. The GM's lists everything the map can show; the players' lists only
 * what their own (already projected) view holds, so it never hints at a kind they cannot see.
 */
import type { TerrainKind } from '../../../shared/model'
import {
  TERRAIN_CODES,
  edgeHexes,
  hexKey,
  parseEdgeKey,
  parseHexKey,
  type Hex,
} from '../../../shared/geometry/hex'
import type { TokenHealth } from '../../../shared/projection'
import {
  HEALTH_LOOK,
  HIDDEN_COLOUR,
  conditionAbbreviation,
  conditionName,
  TURN_COLOUR,
  type ConditionNamer,
} from './token-look'
import { hexCenter, type Camera, cellAt, cellSizeOf } from './geometry'
import { TERRAIN_COLOURS, TERRAIN_NAMES, type LayerMap } from './layers'
import { ZONE_COLOURS } from './zones'
import {
  AREA_COLOURS,
  isGridlessLayer,
  OBSTACLE_COLOURS,
  type GridlessLayerMap,
} from './gridless-paint'

export type Swatch =
  | { kind: 'fill'; colour: string; border?: string; dotted?: boolean }
  | { kind: 'hatch' }
  | { kind: 'line'; colour: string; dashed?: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'chip'; fill: string; ink: string; text: string }
  | { kind: 'bar' }

export interface LegendEntry {
  id: string
  label: string
  swatch: Swatch
}

export interface LegendSection {
  title: string
  entries: LegendEntry[]
}

interface LegendToken {
  health?: TokenHealth
  conditions?: readonly string[]
  turn?: boolean
}

/** The glowing ring round the token whose turn it is in a fight. */
const TURN: LegendEntry = {
  id: 'turn',
  label: 'Whose turn it is (glowing ring)',
  swatch: { kind: 'fill', colour: 'transparent', border: TURN_COLOUR },
}

function terrainEntry(kind: TerrainKind): LegendEntry {
  return {
    id: `terrain-${kind}`,
    label: TERRAIN_NAMES[kind],
    swatch:
      kind === 'impassable' ? { kind: 'hatch' } : { kind: 'fill', colour: TERRAIN_COLOURS[kind] },
  }
}

const ELEVATION: LegendEntry = {
  id: 'elevation',
  label: 'Height above the ground',
  swatch: { kind: 'text', text: '+3 m' },
}
const WALL: LegendEntry = { id: 'wall', label: 'Wall', swatch: { kind: 'line', colour: '#e8e1cf' } }
const COVER: LegendEntry = {
  id: 'cover',
  label: 'Cover',
  swatch: { kind: 'line', colour: '#4cc9f0', dashed: true },
}

/** Everything the GM's map can show. */
export function gmLegend(): LegendSection[] {
  return [
    { title: 'Terrain', entries: [...TERRAIN_CODES.map(terrainEntry), ELEVATION] },
    {
      title: 'Edges and fog',
      entries: [
        WALL,
        COVER,
        {
          id: 'fog',
          label: 'Fog (players see black)',
          swatch: { kind: 'fill', colour: 'rgba(4, 6, 10, 0.55)', border: '#555' },
        },
        {
          id: 'fog-draft',
          label: 'Prepared fog: reveal / hide',
          swatch: { kind: 'line', colour: '#ffd166', dashed: true },
        },
      ],
    },
    {
      title: 'Selected token',
      entries: [
        {
          id: 'move',
          label: 'One Move Action',
          swatch: { kind: 'fill', colour: ZONE_COLOURS.move },
        },
        { id: 'dash', label: 'With a Dash', swatch: { kind: 'fill', colour: ZONE_COLOURS.dash } },
        {
          id: 'reach',
          label: 'Weapon reach',
          swatch: { kind: 'line', colour: ZONE_COLOURS.reach },
        },
        {
          id: 'beyond',
          label: 'Beyond Range',
          swatch: { kind: 'line', colour: ZONE_COLOURS.beyond, dashed: true },
        },
        {
          id: 'critical',
          label: 'Critical Area',
          swatch: { kind: 'fill', colour: ZONE_COLOURS.critical },
        },
      ],
    },
    {
      title: 'Tokens',
      entries: [
        { id: 'hp-bar', label: 'HP (cyan: THP), Plating below', swatch: { kind: 'bar' } },
        {
          id: 'condition',
          label: 'Condition (hover for its name)',
          swatch: {
            kind: 'chip',
            fill: '#f4d35e',
            ink: '#14171c',
            text: conditionAbbreviation('prone'),
          },
        },
        {
          id: 'gm-only',
          label: 'GM-only token (dashed ring)',
          swatch: { kind: 'fill', colour: 'transparent', border: '#e0c3ff' },
        },
        {
          id: 'hidden-in-fight',
          label: "Hidden in the fight: not on the players' map or strip (dotted ring)",
          swatch: { kind: 'fill', colour: 'transparent', border: HIDDEN_COLOUR, dotted: true },
        },
        TURN,
      ],
    },
  ]
}

/** Only what the players' view actually shows: its terrain kinds, edges, fog and token marks. */
export function playerLegend(
  map: LayerMap,
  tokens: readonly LegendToken[],
  nameOf: ConditionNamer = conditionName,
): LegendSection[] {
  const kinds = new Set<TerrainKind>()
  let elevated = false
  for (const cell of Object.values(map.terrain ?? {})) {
    kinds.add(cell.kind)
    if (cell.elevation) elevated = true
  }
  const terrain = TERRAIN_CODES.filter((k) => k !== 'normal' && kinds.has(k)).map(terrainEntry)
  if (elevated) terrain.push(ELEVATION)
  const edges = new Set(Object.values(map.edges ?? {}))
  const other: LegendEntry[] = []
  if (edges.has('wall')) other.push(WALL)
  if (edges.has('cover')) other.push(COVER)
  if (map.fog?.enabled)
    other.push({
      id: 'fog',
      label: 'Unexplored',
      swatch: { kind: 'fill', colour: '#000', border: '#555' },
    })
  const healths = new Set(tokens.map((t) => t.health).filter((h): h is TokenHealth => !!h))
  const conditions = new Set(tokens.flatMap((t) => t.conditions ?? []))
  const marks: LegendEntry[] = [
    ...(['hurt', 'badly hurt', 'down'] as const)
      .filter((h) => healths.has(h))
      .map((h) => ({
        id: `health-${h}`,
        label: HEALTH_LOOK[h].text,
        swatch: { kind: 'chip' as const, ...HEALTH_LOOK[h], text: '' },
      })),
    ...(tokens.some((t) => t.turn) ? [TURN] : []),
    ...[...conditions].sort().map((c) => ({
      id: `condition-${c}`,
      label: nameOf(c),
      swatch: {
        kind: 'chip' as const,
        fill: '#f4d35e',
        ink: '#14171c',
        text: conditionAbbreviation(c),
      },
    })),
  ]
  return [
    { title: 'Terrain', entries: terrain },
    { title: 'Map', entries: other },
    { title: 'Tokens', entries: marks },
  ].filter((s) => s.entries.length > 0)
}

/** The part of the map a camera shows in a view of `size` pixels, in map units. */
export interface ViewRect {
  x0: number
  y0: number
  x1: number
  y1: number
}

export function viewRectOf(camera: Camera, size: { width: number; height: number }): ViewRect {
  return {
    x0: -camera.x / camera.scale,
    y0: -camera.y / camera.scale,
    x1: (size.width - camera.x) / camera.scale,
    y1: (size.height - camera.y) / camera.scale,
  }
}

/**
 * The map cut down to the hexes on screen (the table display's legend): only terrain in hexes whose
 * centre lies on the screen or within half a hex of its edge, and only edges touching one of them,
 * so the players' legend names what they can see now, not the whole map. Walks whichever is
 * smaller, the map's terrain or the hexes on screen.
 */
export function mapOnScreen<M extends LayerMap>(map: M, rect: ViewRect): M {
  const pad = cellSizeOf(map.orientation) / 2
  const inside = (h: Hex) => {
    const c = hexCenter(h, map.orientation)
    return (
      c.x >= rect.x0 - pad && c.x <= rect.x1 + pad && c.y >= rect.y0 - pad && c.y <= rect.y1 + pad
    )
  }
  const terrain: NonNullable<LayerMap['terrain']> = {}
  const all = map.terrain ?? {}
  const keys = Object.keys(all)
  // Axial coordinates are linear in pixels: the rectangle's corners bound its hexes' q and r.
  const corners = [
    { x: rect.x0, y: rect.y0 },
    { x: rect.x1, y: rect.y0 },
    { x: rect.x0, y: rect.y1 },
    { x: rect.x1, y: rect.y1 },
  ].map((p) => cellAt(p, map.orientation))
  const qs = corners.map((h) => h.q)
  const rs = corners.map((h) => h.r)
  const q0 = Math.min(...qs) - 1
  const q1 = Math.max(...qs) + 1
  const r0 = Math.min(...rs) - 1
  const r1 = Math.max(...rs) + 1
  if ((q1 - q0 + 1) * (r1 - r0 + 1) < keys.length) {
    for (let q = q0; q <= q1; q++)
      for (let r = r0; r <= r1; r++) {
        const key = hexKey({ q, r })
        if (Object.hasOwn(all, key) && inside({ q, r })) terrain[key] = all[key]!
      }
  } else {
    for (const key of keys) {
      const h = parseHexKey(key)
      if (h && inside(h)) terrain[key] = all[key]!
    }
  }
  const edges: NonNullable<LayerMap['edges']> = {}
  for (const [key, kind] of Object.entries(map.edges ?? {})) {
    const e = parseEdgeKey(key)
    if (e && edgeHexes(e).some(inside)) edges[key] = kind
  }
  return { ...map, terrain, edges }
}

const AREA_WORDS: Record<string, string> = {
  road: 'Road',
  liquid: 'Liquid',
  slope: 'Slope (arrow: downhill)',
  ladder: 'Ladder or rope',
}

/**
 * A gridless table's obstacles and terrain areas: each kind on this table (for the players, in
 * their view) with its colour; null when the table has none or is no gridless one.
 */
export function gridlessLegendSection(map: GridlessLayerMap): LegendSection | null {
  if (!isGridlessLayer(map)) return null
  const m = map
  const obstacles = new Set(Object.values(m.obstacles ?? {}).map((o) => o.kind))
  const areas = new Set(Object.values(m.areas ?? {}).map((a) => a.kind))
  const entries: LegendEntry[] = [
    ...[...obstacles].sort().map((k) => ({
      id: `obstacle-${k}`,
      label: `${k[0]!.toUpperCase()}${k.slice(1)} (name · height in brix)`,
      swatch: {
        kind: 'fill' as const,
        colour: OBSTACLE_COLOURS[k].fill,
        border: OBSTACLE_COLOURS[k].stroke,
      },
    })),
    ...[...areas].sort().map((k) => ({
      id: `area-${k}`,
      label: AREA_WORDS[k] ?? k,
      swatch: { kind: 'fill' as const, colour: AREA_COLOURS[k] },
    })),
  ]
  return entries.length ? { title: 'Table', entries } : null
}
