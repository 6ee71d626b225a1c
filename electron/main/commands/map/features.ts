/**
 * A square board's dungeon features (OTHER-SYSTEMS B.8): doors on edges, containers, item piles and
 * exits on squares, and the GM's hidden layer. Each edit is one undoable command; a place off the
 * map, a hex map or a feature that is not there is refused in words.
 */
import {
  cellOnMap,
  FEATURES_MAX,
  squareEdgeOnMap,
  type Campaign,
  type Container,
  type Door,
  type HiddenEntry,
  type MapExit,
  type MapItem,
  type SquareMapDef,
} from '../../../../shared/model'
import { CommandRejected, mapOrThrow, withMap, type Command } from '../command'

/** Makes a new feature id ("item-1a2b3c4d"); main's dispatcher passes a random one. */
export type NewId = (prefix: string) => string

/** The map, which must be a square board. */
export function squareMapOrThrow(state: Campaign, mapId: string): SquareMapDef {
  const map = mapOrThrow(state, mapId)
  if (map.kind !== 'square') {
    throw new CommandRejected(
      `doors and containers are for square maps; "${map.name}" is a hex map`,
    )
  }
  return map
}

/** A square's key in its one spelling ("03,4" is "3,4"), refused by name when off the map. */
export function squareOnMap(map: SquareMapDef, key: string): string {
  const [x, y] = key.split(',').map(Number) as [number, number]
  const canonical = `${x},${y}`
  if (!cellOnMap(map, { q: x, r: y })) {
    throw new CommandRejected(
      `square ${canonical} is outside the map "${map.name}" (${map.cols} x ${map.rows})`,
    )
  }
  return canonical
}

/** An edge's key in its one spelling, refused by name when it is no side of a square here. */
export function edgeOnMap(map: SquareMapDef, key: string): string {
  const [x, y, side] = key.split(',').map(Number) as [number, number, number]
  const canonical = `${x},${y},${side}`
  if (!squareEdgeOnMap(map, canonical)) {
    throw new CommandRejected(`${edgeWords(canonical)} is outside the map "${map.name}"`)
  }
  return canonical
}

/** "the north side of square 3,1" for "3,1,0"; "the west side of square 3,1" for "3,1,1". */
export function edgeWords(key: string): string {
  const [x, y, side] = key.split(',')
  return `the ${side === '0' ? 'north' : 'west'} side of square ${x},${y}`
}

function roomFor(layer: Record<string, unknown> | undefined, key: string, what: string): void {
  if (layer && !Object.hasOwn(layer, key) && Object.keys(layer).length >= FEATURES_MAX)
    throw new CommandRejected(`a map holds at most ${FEATURES_MAX} ${what}; remove one first`)
}

/** A record without `key` (a fresh copy). */
function without<T>(layer: Record<string, T> | undefined, key: string): Record<string, T> {
  const out = { ...(layer ?? {}) }
  delete out[key]
  return out
}

/** Items with ids, every id once: a missing or repeated one gets a new id. */
export function withIds<T extends { id?: string | undefined }>(
  list: readonly T[],
  newId: NewId,
  prefix: string,
): (T & { id: string })[] {
  const seen = new Set<string>()
  return list.map((entry) => {
    let id = entry.id
    if (id === undefined || seen.has(id)) id = newId(prefix)
    seen.add(id)
    return { ...entry, id }
  })
}

/** Items as stored: only the fields the model knows, absent ones left out. */
function cleanItems(list: readonly ItemSpec[], newId: NewId): MapItem[] {
  return withIds(list, newId, 'item').map((i) => ({
    id: i.id,
    name: i.name,
    ...(i.count !== undefined && i.count !== 1 ? { count: i.count } : {}),
    ...(i.notes ? { notes: i.notes } : {}),
  }))
}

export interface ItemSpec {
  id?: string | undefined
  name: string
  count?: number | undefined
  notes?: string | undefined
}

export interface DoorSpec {
  kind: Door['kind']
  open: boolean
  locked: boolean
  name?: string | undefined
}

/** Put a door, window, portcullis or secret door on an edge (null removes the one there). */
export function setDoorCommand(mapId: string, edge: string, door: DoorSpec | null): Command {
  return {
    label: door ? `Place ${door.kind === 'secret' ? 'secret door' : door.kind}` : 'Remove door',
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const key = edgeOnMap(map, edge)
      if (!door) {
        if (!map.doors || !Object.hasOwn(map.doors, key))
          throw new CommandRejected(`there is no door on ${edgeWords(key)}`)
        return { state: withMap(state, { ...map, doors: without(map.doors, key) }) }
      }
      if (door.open && door.locked) throw new CommandRejected('a locked door cannot stand open')
      roomFor(map.doors, key, 'doors')
      const name = door.name?.trim()
      const next: Door = {
        kind: door.kind,
        open: door.open,
        locked: door.locked,
        ...(name ? { name } : {}),
      }
      return { state: withMap(state, { ...map, doors: { ...(map.doors ?? {}), [key]: next } }) }
    },
  }
}

/** Open or close a door, lock or unlock it (ZZ-15: a locked door does not open). */
export function setDoorStateCommand(
  mapId: string,
  edge: string,
  change: { open?: boolean | undefined; locked?: boolean | undefined },
): Command {
  const verb =
    change.open === true
      ? 'Open'
      : change.open === false
        ? 'Close'
        : change.locked
          ? 'Lock'
          : 'Unlock'
  return {
    label: `${verb} door`,
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const key = edgeOnMap(map, edge)
      const door = map.doors && Object.hasOwn(map.doors, key) ? map.doors[key] : undefined
      if (!door) throw new CommandRejected(`there is no door on ${edgeWords(key)}`)
      const next: Door = {
        ...door,
        open: change.open ?? door.open,
        locked: change.locked ?? door.locked,
      }
      if (next.open && next.locked) {
        throw new CommandRejected(
          change.open
            ? `the ${door.kind === 'secret' ? 'secret door' : door.kind} on ${edgeWords(key)} is locked: unlock it first`
            : 'close the door before locking it',
        )
      }
      return { state: withMap(state, { ...map, doors: { ...map.doors, [key]: next } }) }
    },
  }
}

export interface ContainerSpec {
  id?: string | undefined
  at: string
  name: string
  kind: Container['kind']
  open: boolean
  locked: boolean
  gmOnly?: boolean | undefined
  items: ItemSpec[]
}

/** Create a container (no id) or change one; the result is its id. */
export function setContainerCommand(
  mapId: string,
  spec: ContainerSpec,
  newId: NewId,
): Command<string> {
  return {
    label: spec.id ? `Change ${spec.name}` : `Add ${spec.name}`,
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const at = squareOnMap(map, spec.at)
      const containers = map.containers ?? {}
      if (spec.id !== undefined && !Object.hasOwn(containers, spec.id))
        throw new CommandRejected(`there is no container "${spec.name}" on "${map.name}" any more`)
      const id = spec.id ?? newId('box')
      roomFor(containers, id, 'containers')
      if (spec.open && spec.locked)
        throw new CommandRejected('a locked container cannot stand open')
      const next: Container = {
        id,
        at,
        name: spec.name.trim(),
        kind: spec.kind,
        open: spec.open,
        locked: spec.locked,
        items: cleanItems(spec.items, newId),
        ...(spec.gmOnly ? { gmOnly: true } : {}),
      }
      const out = { ...map, containers: { ...containers, [id]: next } }
      return { state: withMap(state, out), result: id }
    },
  }
}

export function removeContainerCommand(mapId: string, containerId: string): Command {
  return {
    label: 'Remove container',
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const box =
        map.containers && Object.hasOwn(map.containers, containerId)
          ? map.containers[containerId]
          : undefined
      if (!box) throw new CommandRejected(`there is no such container on "${map.name}"`)
      return {
        state: withMap(state, { ...map, containers: without(map.containers, containerId) }),
        label: `Remove ${box.name}`,
      }
    },
  }
}

/** The items lying on a square, the whole pile (empty: none). */
export function setItemsCommand(
  mapId: string,
  at: string,
  items: ItemSpec[],
  newId: NewId,
): Command {
  return {
    label: 'Change items on the floor',
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const key = squareOnMap(map, at)
      if (items.length === 0)
        return { state: withMap(state, { ...map, items: without(map.items, key) }) }
      roomFor(map.items, key, 'item piles')
      const pile = cleanItems(items, newId)
      return { state: withMap(state, { ...map, items: { ...(map.items ?? {}), [key]: pile } }) }
    },
  }
}

/** An exit point on a square; null removes the one there. */
export function setExitCommand(mapId: string, at: string, exit: MapExit | null): Command {
  return {
    label: exit ? `Place exit ${exit.name}` : 'Remove exit',
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const key = squareOnMap(map, at)
      if (!exit) {
        if (!map.exits || !Object.hasOwn(map.exits, key))
          throw new CommandRejected(`there is no exit on square ${key}`)
        return { state: withMap(state, { ...map, exits: without(map.exits, key) }) }
      }
      roomFor(map.exits, key, 'exits')
      const next: MapExit = { name: exit.name.trim(), kind: exit.kind }
      return { state: withMap(state, { ...map, exits: { ...(map.exits ?? {}), [key]: next } }) }
    },
  }
}

export interface HiddenSpec {
  id?: string | undefined
  kind: HiddenEntry['kind']
  text: string
  sprung?: boolean | undefined
}

/** The GM's hidden layer on a square, the whole list (empty: none). Never shown to players. */
export function setHiddenCommand(
  mapId: string,
  at: string,
  entries: HiddenSpec[],
  newId: NewId,
): Command {
  return {
    label: 'Change the hidden layer',
    run(state) {
      const map = squareMapOrThrow(state, mapId)
      const key = squareOnMap(map, at)
      if (entries.length === 0)
        return { state: withMap(state, { ...map, hidden: without(map.hidden, key) }) }
      roomFor(map.hidden, key, 'squares with hidden entries')
      const list: HiddenEntry[] = withIds(entries, newId, 'hid').map((e) => ({
        id: e.id,
        kind: e.kind,
        text: e.text,
        ...(e.sprung ? { sprung: true } : {}),
      }))
      return { state: withMap(state, { ...map, hidden: { ...(map.hidden ?? {}), [key]: list } }) }
    },
  }
}
