/**
 * The curtain's "room by room" reveal: the shown map's revealed hexes split into rooms bounded by
 * walls (the fog tool's room fill, kept to the revealed hexes), in the order the players' screen
 * uncovers them: the room holding the most PC tokens first, then the bigger rooms. Purely a
 * painting effect: the players' view already holds the whole map.
 */
import { cellAtOffset } from '../../../shared/geometry/layout'
import { hexKey, parseHexKey, type Hex } from '../../../shared/geometry/hex'
import type { MapShape } from './geometry'
import { roomHexes } from './map-tools'

/** One room uncovered every this many ms. */
export const ROOM_STEP_MS = 250
/** At most this many steps (the whole reveal within 3 s); the smallest rooms share the last. */
export const MAX_ROOM_STEPS = 12

export interface RevealMap extends MapShape {
  edges?: Record<string, string>
  /** A square board's doors: a closed one walls rooms off like a wall. */
  doors?: Record<string, { open?: boolean }>
  fog?: { enabled: boolean; revealed: Record<string, 1> }
}

/**
 * The reveal's steps, each a list of hex keys, in order. A map without walls, or whose revealed
 * hexes make one room, gives one step (a plain fade).
 */
export function revealRooms(
  map: RevealMap,
  pcHexes: readonly Hex[],
  maxSteps = MAX_ROOM_STEPS,
): string[][] {
  const shown = shownHexes(map)
  const hasWalls =
    Object.values(map.edges ?? {}).some((k) => k === 'wall') ||
    Object.values(map.doors ?? {}).some((d) => d.open !== true)
  if (!hasWalls) return shown.size ? [[...shown]] : []
  const roomOf = new Map<string, number>()
  const rooms: string[][] = []
  for (const key of shown) {
    if (roomOf.has(key)) continue
    const start = parseHexKey(key)
    if (!start) continue
    const room = roomHexes(start, map, (k) => shown.has(k))
    if (!room.length) continue
    for (const k of room) roomOf.set(k, rooms.length)
    rooms.push(room)
  }
  const pcs = rooms.map(() => 0)
  for (const h of pcHexes) {
    const i = roomOf.get(hexKey(h))
    if (i !== undefined) pcs[i] = (pcs[i] ?? 0) + 1
  }
  const order = rooms
    .map((room, i) => ({ room, i, pcs: pcs[i] ?? 0 }))
    .sort((a, b) => b.pcs - a.pcs || b.room.length - a.room.length || a.i - b.i)
  const steps = order.map((o) => o.room)
  if (steps.length <= maxSteps) return steps
  return [...steps.slice(0, maxSteps - 1), steps.slice(maxSteps - 1).flat()]
}

/** The hexes the players see on the map: the revealed ones under fog, else all of them. */
function shownHexes(map: RevealMap): Set<string> {
  const out = new Set<string>()
  if (map.fog?.enabled) {
    for (const key of Object.keys(map.fog.revealed)) out.add(key)
    return out
  }
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col < map.cols; col++)
      out.add(hexKey(cellAtOffset(col, row, map.orientation)))
  return out
}
