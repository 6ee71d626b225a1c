/**
 * A gridless board's obstacles and terrain areas (OTHER-SYSTEMS C.7): draw one, change it, remove
 * it; each edit is one undoable command. Every corner must lie on the table, a shape must enclose
 * some ground, and a map that is not gridless is refused in words.
 */
import { inchesText } from '../../../../shared/geometry/gridless'
import {
  GRIDLESS_SHAPES_MAX,
  type Area,
  type Campaign,
  type GridlessMapDef,
  type InchPoint,
  type Obstacle,
} from '../../../../shared/model'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'
import type { NewId } from './features'

/** The map, which must be a gridless board. */
export function gridlessMapOrThrow(state: Campaign, mapId: string, what: string): GridlessMapDef {
  const map = mapOrThrow(state, mapId)
  if (map.kind !== 'gridless') {
    throw new CommandRejected(`${what} are for gridless tables; "${map.name}" is a ${map.kind} map`)
  }
  return map
}

/** The table's width and depth in inches. */
export function tableInches(map: GridlessMapDef): { width: number; depth: number } {
  return { width: map.cols * map.cellInches, depth: map.rows * map.cellInches }
}

/** "spot 3½", 7"": a point on the table as the GM reads it. */
export function spotWords(x: number, y: number): string {
  return `spot ${inchesText(x)}, ${inchesText(y)}`
}

/** Twice the polygon's signed area (shoelace); 0 when its corners lie on one line. */
function doubleArea(points: readonly InchPoint[]): number {
  let sum = 0
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[j] as InchPoint
    const b = points[i] as InchPoint
    sum += a.x * b.y - b.x * a.y
  }
  return sum
}

/** The corners, checked: each on the table, and together enclosing some ground. */
export function cornersOnTable(
  map: GridlessMapDef,
  name: string,
  points: readonly InchPoint[],
): InchPoint[] {
  const { width, depth } = tableInches(map)
  for (const p of points) {
    if (!(p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= depth)) {
      throw new CommandRejected(
        `${spotWords(p.x, p.y)} is off the table "${map.name}" (${inchesText(width)} x ${inchesText(depth)}); move that corner of ${name} onto it`,
      )
    }
  }
  if (Math.abs(doubleArea(points)) < 1e-6) {
    throw new CommandRejected(`the corners of ${name} lie on one line: it encloses no ground`)
  }
  return points.map((p) => ({ x: p.x, y: p.y }))
}

type Layer = 'obstacles' | 'areas'
const WORDS: Record<Layer, { many: string; one: string }> = {
  obstacles: { many: 'obstacles', one: 'obstacle' },
  areas: { many: 'terrain areas', one: 'terrain area' },
}

/** Put `shape` in the map's `layer` (new when its id is not there yet), or refuse when full. */
function setShape<T extends Obstacle | Area>(
  state: Campaign,
  map: GridlessMapDef,
  layer: Layer,
  shape: T,
): Campaign {
  const current = (map[layer] ?? {}) as Record<string, T>
  if (!Object.hasOwn(current, shape.id) && Object.keys(current).length >= GRIDLESS_SHAPES_MAX) {
    throw new CommandRejected(
      `a table holds at most ${GRIDLESS_SHAPES_MAX} ${WORDS[layer].many}; remove one first`,
    )
  }
  return withMap(state, { ...map, [layer]: { ...current, [shape.id]: shape } })
}

function shapeOrThrow<T>(map: GridlessMapDef, layer: Layer, id: string): T {
  const current = (map[layer] ?? {}) as Record<string, T>
  if (!Object.hasOwn(current, id)) {
    throw new CommandRejected(`there is no ${WORDS[layer].one} "${id}" on "${map.name}"`)
  }
  return current[id] as T
}

/** An obstacle as the GM draws it; without `id` a new one. */
export interface ObstacleSpec {
  id?: string | undefined
  name: string
  kind: Obstacle['kind']
  points: InchPoint[]
  heightBrix: number
}

/** Draw an obstacle, or change the one with `spec.id` (its name, kind, corners, height). */
export function setObstacleCommand(
  mapId: string,
  spec: ObstacleSpec,
  newId: NewId,
): Command<string> {
  return {
    label: spec.id ? 'Change obstacle' : 'Draw obstacle',
    run(state: Campaign) {
      const map = gridlessMapOrThrow(state, mapId, 'obstacles')
      const old = spec.id ? shapeOrThrow<Obstacle>(map, 'obstacles', spec.id) : null
      const points = cornersOnTable(map, spec.name, spec.points)
      const id = old?.id ?? newId('obs')
      const obstacle: Obstacle = {
        ...(old ?? {}),
        id,
        name: spec.name,
        kind: spec.kind,
        points,
        heightBrix: spec.heightBrix,
      }
      if (old && JSON.stringify(old) === JSON.stringify(obstacle)) return { state, result: id }
      return {
        state: setShape(state, map, 'obstacles', obstacle),
        result: id,
        label: `${old ? 'Change' : 'Draw'} ${spec.name}`,
      }
    },
  }
}

/** A terrain area as the GM draws it; without `id` a new one. */
export interface AreaSpec {
  id?: string | undefined
  name: string
  kind: Area['kind']
  points: InchPoint[]
  slopeDegrees?: 20 | 45 | undefined
  downhill?: number | undefined
}

/**
 * Draw a terrain area, or change the one with `spec.id`. A slope keeps its steepness and downhill
 * direction (south when not given); any other kind drops them.
 */
export function setAreaCommand(mapId: string, spec: AreaSpec, newId: NewId): Command<string> {
  return {
    label: spec.id ? 'Change terrain area' : 'Draw terrain area',
    run(state: Campaign) {
      const map = gridlessMapOrThrow(state, mapId, 'terrain areas')
      const old = spec.id ? shapeOrThrow<Area>(map, 'areas', spec.id) : null
      const points = cornersOnTable(map, spec.name, spec.points)
      if (spec.kind === 'slope' && spec.slopeDegrees === undefined)
        throw new CommandRejected(`say whether ${spec.name} is a 20° or a 45° slope`)
      const id = old?.id ?? newId('area')
      const { slopeDegrees: _s, downhill: _d, ...kept } = old ?? ({} as Partial<Area>)
      const area: Area = {
        ...kept,
        id,
        name: spec.name,
        kind: spec.kind,
        points,
        ...(spec.kind === 'slope'
          ? { slopeDegrees: spec.slopeDegrees, downhill: (spec.downhill ?? 180) % 360 }
          : {}),
      }
      if (old && JSON.stringify(old) === JSON.stringify(area)) return { state, result: id }
      return {
        state: setShape(state, map, 'areas', area),
        result: id,
        label: `${old ? 'Change' : 'Draw'} ${spec.name}`,
      }
    },
  }
}

/** Remove an obstacle or terrain area from the table. */
function removeShapeCommand(mapId: string, layer: Layer, id: string): Command {
  return {
    label: `Remove ${WORDS[layer].one}`,
    run(state: Campaign) {
      const map = gridlessMapOrThrow(state, mapId, WORDS[layer].many)
      const shape = shapeOrThrow<Obstacle | Area>(map, layer, id)
      const { [id]: _gone, ...rest } = (map[layer] ?? {}) as Record<string, Obstacle | Area>
      return { state: withMap(state, { ...map, [layer]: rest }), label: `Remove ${shape.name}` }
    },
  }
}

export const removeObstacleCommand = (mapId: string, id: string): Command =>
  removeShapeCommand(mapId, 'obstacles', id)
export const removeAreaCommand = (mapId: string, id: string): Command =>
  removeShapeCommand(mapId, 'areas', id)
