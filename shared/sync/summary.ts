/**
 * What changed between two states of a campaign, item by item and in one line: the History dialog's
 * "2 maps edited, 14 tokens moved, 1 NPC added, fog on Warehouse revealed 40 hexes". Pure and fast:
 * records are compared key by key, by identity first (states that share structure cost nothing),
 * then structurally only where they differ; never stringified whole.
 */
import { cellPlace, cellWord, type Campaign, type MapDef } from '../model'
import type {
  ChangeItem,
  ChangeKind,
  ChangeSummary,
  ChangeVerb,
  TakeBackKind,
} from './change-types'
import { jsonEqual } from './patch'

const KIND_ORDER: readonly ChangeKind[] = [
  'campaign',
  'map',
  'token',
  'npc',
  'pc',
  'note',
  'encounter',
  'fog',
  'combat',
  'rest',
]
const VERB_ORDER: readonly ChangeVerb[] = [
  'added',
  'removed',
  'edited',
  'moved',
  'revealed',
  'hidden',
]

/** Fog is named map by map in the line up to this many maps; the rest are counted. */
const FOG_MAPS_NAMED = 3

type Rec = Record<string, unknown>

/** Whether two records hold the same values under every key but `skip`'s. */
function sameExcept(a: Rec, b: Rec, skip: ReadonlySet<string>): boolean {
  let countA = 0
  for (const key of Object.keys(a)) {
    if (skip.has(key)) continue
    countA++
    if (!Object.hasOwn(b, key) || !jsonEqual(a[key], b[key])) return false
  }
  let countB = 0
  for (const key of Object.keys(b)) if (!skip.has(key)) countB++
  return countA === countB
}

const MAP_OWN_FIELDS: ReadonlySet<string> = new Set(['fog'])
const TOKEN_PLACE: ReadonlySet<string> = new Set(['hex', 'mapId'])
const FOG_COUNTED: ReadonlySet<string> = new Set(['enabled', 'draft', 'revealed'])

/**
 * The added, removed and edited entries of one collection, `edit` deciding what a change to an
 * entry present in both is (null: none worth listing).
 */
function diffRecords<T>(
  older: Record<string, T>,
  newer: Record<string, T>,
  emit: (id: string, change: ChangeVerb, before: T | undefined, after: T | undefined) => void,
  edit: (before: T, after: T) => ChangeVerb | null = (a, b) => (jsonEqual(a, b) ? null : 'edited'),
): void {
  if (older === newer) return
  for (const id of Object.keys(older)) {
    const before = older[id] as T
    if (!Object.hasOwn(newer, id)) {
      emit(id, 'removed', before, undefined)
      continue
    }
    const after = newer[id] as T
    if (before === after) continue
    const change = edit(before, after)
    if (change) emit(id, change, before, after)
  }
  for (const id of Object.keys(newer)) {
    if (!Object.hasOwn(older, id)) emit(id, 'added', undefined, newer[id] as T)
  }
}

/**
 * Counts of keys gained and lost from one object to another when the caller already knows them
 * (from the files' texts, say); undefined to have them counted.
 */
export type KnownKeyCounts = (
  before: object,
  after: object,
) => { gained: number; lost: number } | undefined

/** Keys of `after` that `before` lacks (revealed), and of `before` that `after` lacks (hidden). */
function keysGainedLost(
  before: Rec | undefined,
  after: Rec | undefined,
  known?: KnownKeyCounts,
): { gained: number; lost: number } {
  const counts = before && after && known?.(before, after)
  if (counts) return counts
  // for-in, not Object.keys: a fog record of thousands of cells is counted without a key list.
  let beforeKeys = 0
  if (before) for (const key in before) if (Object.hasOwn(before, key)) beforeKeys++
  if (!after) return { gained: 0, lost: beforeKeys }
  let gained = 0
  let common = 0
  for (const key in after) {
    if (!Object.hasOwn(after, key)) continue
    if (before && Object.hasOwn(before, key)) common++
    else gained++
  }
  return { gained, lost: beforeKeys - common }
}

function mapEdited(before: MapDef, after: MapDef): ChangeVerb | null {
  if (!sameExcept(before as Rec, after as Rec, MAP_OWN_FIELDS)) return 'edited'
  const fa = before.fog
  const fb = after.fog
  if (fa === fb) return null
  // Fog turned on or off, or the GM's prepared edits changed: the map is edited; what the
  // players see (`revealed`) is counted as fog items instead.
  if ((fa?.enabled ?? false) !== (fb?.enabled ?? false)) return 'edited'
  if (!jsonEqual(fa?.draft, fb?.draft)) return 'edited'
  if (fa && fb && !sameExcept(fa as Rec, fb as Rec, FOG_COUNTED)) return 'edited'
  return null
}

/** Where a moved token stood and stands; the map is named too when the move changed maps. */
function movedWords(
  before: Campaign['tokens'][string],
  after: Campaign['tokens'][string],
  older: Campaign,
  newer: Campaign,
): { from?: string; to?: string } {
  const mapA = Object.hasOwn(older.maps, before.mapId) ? older.maps[before.mapId] : undefined
  const mapB = Object.hasOwn(newer.maps, after.mapId) ? newer.maps[after.mapId] : undefined
  if (!mapA || !mapB) return {}
  const other = before.mapId !== after.mapId
  const at = (map: MapDef, cell: { q: number; r: number }) =>
    other ? `${map.name} ${cellPlace(map, cell)}` : cellPlace(map, cell)
  return { from: at(mapA, before.hex), to: at(mapB, after.hex) }
}

function mapNameIn(campaign: Campaign, mapId: string | undefined): string | undefined {
  if (mapId === undefined || !Object.hasOwn(campaign.maps, mapId)) return undefined
  return campaign.maps[mapId]?.name
}

/**
 * What changed from `older` to `newer`, item by item and in one line. `known` may tell how many
 * fog cells were revealed and hidden where the caller knows it already.
 */
export function summarizeChanges(
  older: Campaign,
  newer: Campaign,
  known?: KnownKeyCounts,
): ChangeSummary {
  const items: ChangeItem[] = []
  const push = (
    kind: ChangeKind,
    change: ChangeVerb,
    id: string | undefined,
    name: string,
    extra: Partial<ChangeItem> = {},
  ) => {
    const item: ChangeItem = { kind, change, name, ...extra }
    if (id !== undefined) item.id = id
    items.push(item)
  }
  const takeBack = (kind: TakeBackKind, id: string) => ({ takeBack: { kind, id } })

  if (
    older.name !== newer.name ||
    older.rulesetId !== newer.rulesetId ||
    !jsonEqual(older.tableOptions, newer.tableOptions)
  ) {
    push('campaign', 'edited', undefined, newer.name)
  }

  diffRecords(
    older.maps,
    newer.maps,
    (id, change, before, after) =>
      push('map', change, id, (after ?? before)?.name ?? id, takeBack('map', id)),
    mapEdited,
  )

  diffRecords(
    older.tokens,
    newer.tokens,
    (id, change, before, after) => {
      const mapName = after
        ? (mapNameIn(newer, after.mapId) ?? mapNameIn(older, after.mapId))
        : mapNameIn(older, before?.mapId)
      const extra: Partial<ChangeItem> = takeBack('token', id)
      if (mapName !== undefined) extra.mapName = mapName
      if (change === 'moved' && before && after)
        Object.assign(extra, movedWords(before, after, older, newer))
      push('token', change, id, (after ?? before)?.name ?? id, extra)
    },
    // One item per token: a token that moved and was hurt on the way reads as moved.
    (a, b) =>
      a.mapId !== b.mapId || !jsonEqual(a.hex, b.hex)
        ? 'moved'
        : sameExcept(a as Rec, b as Rec, TOKEN_PLACE)
          ? null
          : 'edited',
  )

  for (const kind of ['npc', 'pc'] as const) {
    const key = kind === 'npc' ? 'npcs' : 'pcs'
    diffRecords(older[key], newer[key], (id, change, before, after) =>
      push(kind, change, id, (after ?? before)?.name ?? id, takeBack(kind, id)),
    )
  }
  diffRecords(older.notes, newer.notes, (id, change, before, after) =>
    push('note', change, id, (after ?? before)?.title ?? id),
  )
  diffRecords(older.encounters, newer.encounters, (id, change, before, after) =>
    push('encounter', change, id, (after ?? before)?.name ?? id),
  )

  if (older.maps !== newer.maps) {
    for (const id of Object.keys(newer.maps)) {
      if (!Object.hasOwn(older.maps, id)) continue
      const before = older.maps[id]?.fog?.revealed
      const after = newer.maps[id]?.fog?.revealed
      if (before === after) continue
      const name = newer.maps[id]?.name ?? id
      const { gained: revealed, lost: hidden } = keysGainedLost(before, after, known)
      if (revealed) push('fog', 'revealed', id, name, { mapName: name, count: revealed })
      if (hidden) push('fog', 'hidden', id, name, { mapName: name, count: hidden })
    }
  }

  const ca = older.combat ?? null
  const cb = newer.combat ?? null
  if (ca !== cb) {
    const fight = (verb: ChangeVerb, c: NonNullable<Campaign['combat']>, from: Campaign) => {
      const mapName = mapNameIn(from, c.mapId) ?? c.mapId
      push('combat', verb, c.id, `Fight on ${mapName}`, { mapName })
    }
    if (ca && (!cb || ca.id !== cb.id)) fight('removed', ca, older)
    if (cb && (!ca || ca.id !== cb.id)) fight('added', cb, newer)
    if (ca && cb && ca.id === cb.id && !jsonEqual(ca, cb)) fight('edited', cb, newer)
  }

  const ra = older.rest ?? null
  const rb = newer.rest ?? null
  if (ra !== rb) {
    if (!ra) push('rest', 'added', undefined, 'Rest')
    else if (!rb) push('rest', 'removed', undefined, 'Rest')
    else if (!jsonEqual(ra, rb)) push('rest', 'edited', undefined, 'Rest')
  }

  items.sort(compareItems)
  return { items, line: summaryLine(items, newer, older) }
}

function compareItems(a: ChangeItem, b: ChangeItem): number {
  return (
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    compareText(a.name, b.name) ||
    VERB_ORDER.indexOf(a.change) - VERB_ORDER.indexOf(b.change) ||
    compareText(a.id ?? '', b.id ?? '')
  )
}

/** Code-unit order: the same on every machine, whatever its locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const NOUNS: Record<string, [string, string]> = {
  map: ['map', 'maps'],
  token: ['token', 'tokens'],
  npc: ['NPC', 'NPCs'],
  pc: ['PC', 'PCs'],
  note: ['note', 'notes'],
  encounter: ['encounter', 'encounters'],
}

function counted(n: number, [one, many]: readonly [string, string]): string {
  return `${n} ${n === 1 ? one : many}`
}

function cells(n: number, map: MapDef | undefined): string {
  const word = map ? cellWord(map) : 'hex'
  return counted(n, [word, word === 'hex' ? 'hexes' : `${word}s`])
}

const FIGHT_WORDS: Partial<Record<ChangeVerb, string>> = {
  added: 'started',
  removed: 'ended',
  edited: 'changed',
}
const REST_WORDS: Partial<Record<ChangeVerb, string>> = {
  added: 'rest planning started',
  removed: 'rest planning ended',
  edited: 'rest plan changed',
}

/** The items in one line, counted by kind and verb in the items' order; fog named map by map. */
function summaryLine(items: readonly ChangeItem[], newer: Campaign, older: Campaign): string {
  const counts = new Map<string, number>()
  const fog = new Map<string, { name: string; revealed?: number; hidden?: number; map?: MapDef }>()
  for (const item of items) {
    if (item.kind === 'fog') {
      const id = item.id ?? ''
      let entry = fog.get(id)
      if (!entry) {
        const map = Object.hasOwn(newer.maps, id) ? newer.maps[id] : older.maps[id]
        entry = { name: item.name, map }
        fog.set(id, entry)
      }
      if (item.change === 'revealed') entry.revealed = item.count ?? 0
      else entry.hidden = item.count ?? 0
      continue
    }
    const key = `${item.kind} ${item.change}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const parts: string[] = []
  const tail: string[] = []
  for (const kind of KIND_ORDER) {
    const noun = NOUNS[kind]
    for (const verb of VERB_ORDER) {
      const n = counts.get(`${kind} ${verb}`) ?? 0
      if (n === 0) continue
      if (noun) parts.push(`${counted(n, noun)} ${verb}`)
      else if (kind === 'campaign') parts.push('campaign edited')
    }
  }
  // A fight that ended before another started reads in that order.
  const fightsFirst = (i: ChangeItem) => (i.kind === 'combat' && i.change === 'removed' ? 0 : 1)
  for (const item of [...items].sort((x, y) => fightsFirst(x) - fightsFirst(y))) {
    if (item.kind === 'combat')
      tail.push(`fight on ${item.mapName ?? ''} ${FIGHT_WORDS[item.change] ?? 'changed'}`)
    else if (item.kind === 'rest') tail.push(REST_WORDS[item.change] ?? 'rest plan changed')
  }
  const fogs = [...fog.values()]
  for (const f of fogs.slice(0, FOG_MAPS_NAMED)) {
    const what: string[] = []
    if (f.revealed) what.push(`revealed ${cells(f.revealed, f.map)}`)
    if (f.hidden) what.push(`hid ${cells(f.hidden, f.map)}`)
    parts.push(`fog on ${f.name} ${what.join(' and ')}`)
  }
  if (fogs.length > FOG_MAPS_NAMED) {
    const more = counted(fogs.length - FOG_MAPS_NAMED, ['more map', 'more maps'])
    parts.push(`fog on ${more} changed`)
  }
  parts.push(...tail)
  return parts.length ? capitalize(parts.join(', ')) : 'No changes'
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
