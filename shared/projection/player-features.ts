/**
 * What players may see of a square board's dungeon features (OTHER-SYSTEMS B.8), built
 * field by field. Doors by kind and whether they stand open, never `locked` nor the GM's label for
 * them (a name like "Trapdoor to the vault" tells more than the door does); a secret door only
 * while it stands open. Containers that are not GM-only, by name, kind and open, never their
 * contents nor `locked`; item piles by how many things lie there (all the table shows), never
 * what they are nor the GM's notes; exits by name and
 * kind. Under fog only what stands on a revealed square (a door: on either of its squares). The
 * hidden layer never leaves the GM's side.
 */
import type { Container, Door, MapExit, SquareMapDef } from '../model'

export interface PlayerDoor {
  kind: Door['kind']
  open: boolean
}

export interface PlayerContainer {
  id: string
  /** The square it stands on, "x,y". */
  at: string
  name: string
  kind: Container['kind']
  open: boolean
}

/** A pile as the players have it: one entry, how many things lie there (absent: one). */
export interface PlayerItem {
  count?: number
}

export interface PlayerExit {
  name: string
  kind: MapExit['kind']
}

export interface PlayerFeatures {
  doors?: Record<string, PlayerDoor>
  containers?: Record<string, PlayerContainer>
  items?: Record<string, PlayerItem[]>
  exits?: Record<string, PlayerExit>
}

/** The two squares on either side of a square edge "x,y,0" (north side) or "x,y,1" (west side). */
export function squareEdgeSquares(key: string): [string, string] | null {
  const m = /^(-?\d+),(-?\d+),([01])$/.exec(key)
  if (!m) return null
  const x = Number(m[1])
  const y = Number(m[2])
  return [`${x},${y}`, m[3] === '0' ? `${x},${y - 1}` : `${x - 1},${y}`]
}

/** A square board's features as players may have them; `visible` says which squares they see. */
export function playerFeatures(
  map: SquareMapDef,
  visible: (square: string) => boolean,
): PlayerFeatures {
  const out: PlayerFeatures = {}
  if (map.doors) {
    const doors: Record<string, PlayerDoor> = {}
    for (const [key, door] of Object.entries(map.doors)) {
      if (door.kind === 'secret' && !door.open) continue
      const sides = squareEdgeSquares(key)
      if (!sides || !(visible(sides[0]) || visible(sides[1]))) continue
      doors[key] = { kind: door.kind, open: door.open === true }
    }
    out.doors = doors
  }
  if (map.containers) {
    const containers: Record<string, PlayerContainer> = {}
    for (const [id, box] of Object.entries(map.containers)) {
      if (box.gmOnly || !visible(box.at)) continue
      containers[id] = { id, at: box.at, name: box.name, kind: box.kind, open: box.open === true }
    }
    out.containers = containers
  }
  if (map.items) {
    const items: Record<string, PlayerItem[]> = {}
    for (const [key, pile] of Object.entries(map.items)) {
      if (!visible(key) || pile.length === 0) continue
      // The table shows a pile's count only: what lies there is found by looking (ZZ-16).
      const count = pile.reduce((n, i) => n + (i.count ?? 1), 0)
      items[key] = [count === 1 ? {} : { count }]
    }
    out.items = items
  }
  if (map.exits) {
    const exits: Record<string, PlayerExit> = {}
    for (const [key, exit] of Object.entries(map.exits)) {
      if (visible(key)) exits[key] = { name: exit.name, kind: exit.kind }
    }
    out.exits = exits
  }
  return out
}
