/**
 * The Dungeon panel's plain logic: what a click on the map does with the chosen tool, the features
 * of a square board as a list in words, and the intent that removes one. Pure: the panel sends what
 * these return through the session's `act`.
 */
import type { ChannelInput } from '../../../../shared/api'
import type {
  Container,
  Door,
  HiddenEntry,
  MapExit,
  MapItem,
  SquareMapDef,
} from '../../../../shared/model'

export type DungeonTool = 'door' | 'container' | 'item' | 'exit' | 'hidden'

export const DUNGEON_TOOLS: { id: DungeonTool; label: string; hint: string }[] = [
  {
    id: 'door',
    label: 'Door',
    hint: 'Click a side of a square to put a door, window or portcullis there',
  },
  {
    id: 'container',
    label: 'Container',
    hint: 'Click a square to put a chest, barrel or other container there',
  },
  { id: 'item', label: 'Item', hint: 'Click a square to drop an item there' },
  { id: 'exit', label: 'Exit', hint: 'Click a square to mark a way out (stairs, a path)' },
  {
    id: 'hidden',
    label: 'Hidden',
    hint: 'Click a square to add a trap, monster or note only you see',
  },
]

/** What the tools place, as the GM set them up in the panel. */
export interface ToolSettings {
  door: { kind: Door['kind']; locked: boolean }
  container: { name: string; kind: Container['kind'] }
  item: { name: string; count: number }
  exit: { name: string; kind: MapExit['kind'] }
  hidden: { kind: HiddenEntry['kind']; text: string }
}

export type Selection =
  | { kind: 'door'; key: string }
  | { kind: 'container'; id: string }
  | { kind: 'items'; key: string }
  | { kind: 'exit'; key: string }
  | { kind: 'hidden'; key: string; index: number }

type Intent =
  | { channel: 'map:setDoor'; payload: ChannelInput<'map:setDoor'> }
  | { channel: 'map:setContainer'; payload: ChannelInput<'map:setContainer'> }
  | { channel: 'map:removeContainer'; payload: ChannelInput<'map:removeContainer'> }
  | { channel: 'map:setItems'; payload: ChannelInput<'map:setItems'> }
  | { channel: 'map:setExit'; payload: ChannelInput<'map:setExit'> }
  | { channel: 'map:setHidden'; payload: ChannelInput<'map:setHidden'> }

/** A clicked cell as a square key: "x,y" or { q, r } (the board's cells). */
export function squareKeyOf(cell: { q: number; r: number } | string | null): string | null {
  if (cell === null) return null
  return typeof cell === 'string' ? cell : `${cell.q},${cell.r}`
}

/** The items on a square, as the contract takes them back. */
export function pileOf(map: SquareMapDef, key: string): MapItem[] {
  const pile = map.items && Object.hasOwn(map.items, key) ? (map.items[key] ?? []) : []
  return pile.map(itemInput)
}

/** An item with only the fields the contract takes (a newer build's extra keys stay behind). */
export function itemInput(i: MapItem): MapItem {
  return {
    id: i.id,
    name: i.name,
    ...(i.count !== undefined ? { count: i.count } : {}),
    ...(i.notes !== undefined ? { notes: i.notes } : {}),
  }
}

/** The hidden entries on a square, with only the fields the contract takes. */
export function hiddenOf(map: SquareMapDef, key: string): HiddenEntry[] {
  const list = map.hidden && Object.hasOwn(map.hidden, key) ? (map.hidden[key] ?? []) : []
  return list.map((e) => ({
    id: e.id,
    kind: e.kind,
    text: e.text,
    ...(e.sprung !== undefined ? { sprung: e.sprung } : {}),
  }))
}

/**
 * What a click with `tool` does: the intent to send and what to select, or a sentence telling the
 * GM what to click instead. A door already on the clicked edge is selected, not replaced.
 */
export function clickIntent(
  map: SquareMapDef,
  tool: DungeonTool,
  s: ToolSettings,
  square: string | null,
  edge: string | null,
): { intent: Intent | null; select: Selection | null } | { problem: string } {
  const mapId = map.id
  if (tool === 'door') {
    if (!edge) return { problem: 'Click on the side of a square to put a door there.' }
    if (map.doors && Object.hasOwn(map.doors, edge))
      return { intent: null, select: { kind: 'door', key: edge } }
    const door = { kind: s.door.kind, open: false, locked: s.door.locked }
    return {
      intent: { channel: 'map:setDoor', payload: { mapId, edge, door } },
      select: { kind: 'door', key: edge },
    }
  }
  if (!square) return { problem: 'Click on a square of the map.' }
  if (tool === 'container') {
    const name = s.container.name.trim() || 'Chest'
    const container = {
      square,
      name,
      kind: s.container.kind,
      open: false,
      locked: false,
      items: [],
    }
    return { intent: { channel: 'map:setContainer', payload: { mapId, container } }, select: null }
  }
  if (tool === 'item') {
    const name = s.item.name.trim()
    if (!name) return { problem: 'Type the name of the item to drop first.' }
    const items = [
      ...pileOf(map, square),
      { name, ...(s.item.count > 1 ? { count: s.item.count } : {}) },
    ]
    if (items.length > 50) return { problem: `Square ${square} already holds 50 items.` }
    return {
      intent: { channel: 'map:setItems', payload: { mapId, square, items } },
      select: { kind: 'items', key: square },
    }
  }
  if (tool === 'exit') {
    const name = s.exit.name.trim() || 'Exit'
    return {
      intent: {
        channel: 'map:setExit',
        payload: { mapId, square, exit: { name, kind: s.exit.kind } },
      },
      select: { kind: 'exit', key: square },
    }
  }
  const list = hiddenOf(map, square)
  if (list.length >= 20) return { problem: `Square ${square} already holds 20 hidden entries.` }
  const hiddenEntries = [...list, { kind: s.hidden.kind, text: s.hidden.text }]
  return {
    intent: { channel: 'map:setHidden', payload: { mapId, square, hiddenEntries } },
    select: { kind: 'hidden', key: square, index: list.length },
  }
}

/** The intent that removes the selected feature; null when it is gone already. */
export function removeIntent(map: SquareMapDef, sel: Selection): Intent | null {
  const mapId = map.id
  switch (sel.kind) {
    case 'door':
      return map.doors?.[sel.key]
        ? { channel: 'map:setDoor', payload: { mapId, edge: sel.key, door: null } }
        : null
    case 'container':
      return map.containers?.[sel.id]
        ? { channel: 'map:removeContainer', payload: { mapId, containerId: sel.id } }
        : null
    case 'items':
      return { channel: 'map:setItems', payload: { mapId, square: sel.key, items: [] } }
    case 'exit':
      return map.exits?.[sel.key]
        ? { channel: 'map:setExit', payload: { mapId, square: sel.key, exit: null } }
        : null
    case 'hidden': {
      const list = hiddenOf(map, sel.key)
      if (!list[sel.index]) return null
      const hiddenEntries = list.filter((_, i) => i !== sel.index)
      return { channel: 'map:setHidden', payload: { mapId, square: sel.key, hiddenEntries } }
    }
  }
}

const SIDE = ['north', 'west'] as const

/** "north side of 3,1" for the edge "3,1,0". */
export function edgeLabel(key: string): string {
  const [x, y, side] = key.split(',')
  return `${SIDE[Number(side)] ?? '?'} side of ${x},${y}`
}

const DOOR_WORDS: Record<Door['kind'], string> = {
  door: 'Door',
  window: 'Window',
  portcullis: 'Portcullis',
  secret: 'Secret door',
}

/** A door in words: "Door (closed, locked), north side of 3,1 — Crypt gate". */
export function doorLabel(key: string, d: Door): string {
  const state = [d.open ? 'open' : 'closed', ...(d.locked ? ['locked'] : [])].join(', ')
  return `${DOOR_WORDS[d.kind]} (${state}), ${edgeLabel(key)}${d.name ? ` — ${d.name}` : ''}`
}

/** An item in words: "Arrows ×12". */
export function itemLabel(i: Pick<MapItem, 'name' | 'count'>): string {
  return i.count && i.count > 1 ? `${i.name} ×${i.count}` : i.name
}

export const HIDDEN_WORDS: Record<HiddenEntry['kind'], string> = {
  trap: 'Trap',
  monster: 'Monster',
  note: 'Note',
}
