/**
 * The ZZ dungeon actions behind the Ruleset interface (OTHER-SYSTEMS.md B.1, B.8; seed 003, the
 * Finish, Loot, Open / Close and Pick Up / Drop actions): each checks reach on the square board
 * (melee Range 1 = the orthogonal neighbours by default, ZZ-Q10) and the turn's AP, then changes
 * the figures' gear ('instance') and the board's doors, containers and items ('map-features').
 */
import type { Container, MapItem, SquareMapDef } from '../../../model'
import { edgeSquares, parseSquareEdgeKey, parseSquareKey } from '../../../geometry/square'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import {
  zzDropAction,
  zzFinishAction,
  zzLootAction,
  zzOpenCloseAction,
  zzPickUpAction,
} from '../engine/actions'
import type { ZzLedger } from '../engine/economy'
import type { ZzInstance } from '../engine/instance'
import type { ZzSheet } from '../engine/sheet-schema'
import { zzDrop, zzLoot, zzPickUp } from '../engine/inventory'
import type { ZzContainer, ZzInventory } from '../engine/model'
import { zzOptionsOf } from '../engine/options'
import type {
  ZzDropRequest,
  ZzFinishRequest,
  ZzLootRequest,
  ZzOpenCloseRequest,
  ZzPickUpRequest,
} from '../engine/roll-requests'
import {
  refused,
  sameBoard,
  spaces,
  zzActorOf,
  zzBoardOf,
  zzNearest,
  zzLedgerOf,
  type ZzActor,
} from './ruleset-rolls-lookup'
import { figuresOn, heldRange } from './targeting'
import { zzWalledOff } from '../engine/board-steps'
import type { ZzCampaign } from './types'

/** What a ledger step cost, for the tracker (AP and Move Points; Mind Points are the figure's). */
export function costOf(before: ZzLedger, after: ZzLedger): Record<string, number> {
  const cost: Record<string, number> = { ap: before.ap - after.ap }
  if (after.move !== before.move) cost.move = before.move - after.move
  return cost
}

function done(
  actor: ZzActor,
  what: string,
  detail: string,
  changes: StateChange[],
  cost: Record<string, number>,
): RolledRequest {
  return {
    outcome: {
      who: actor.figure.name,
      what,
      total: null,
      outcome: 'done',
      detail,
      // A dungeon action the whole table watches: what it was, nothing more.
      public: { what, total: null, outcome: 'done' },
    },
    changes,
    label: `${actor.figure.name}: ${what}`,
    actor: actor.token.id,
    cost,
  }
}

const withGear = (inst: ZzInstance, inv: ZzInventory): ZzInstance => ({
  ...inst,
  gear: {
    ...inst.gear,
    hands: inv.hands,
    stored: inv.stored.map((x) => ({ ...x })),
    loaded: inv.loaded,
  },
})
const invOf = (inst: ZzInstance): ZzInventory => ({
  hands: [inst.gear.hands[0], inst.gear.hands[1]],
  stored: inst.gear.stored.map((s) => ({ ...s })),
  loaded: [...inst.gear.loaded],
})
const instance = (a: ZzActor, inst: ZzInstance): StateChange => ({
  kind: 'instance',
  tokenId: a.token.id,
  instance: inst,
})

/** ZZ-09, ZZ-Q44: Finish a Down figure within unarmed or held-weapon reach: dead or Unconscious. */
export function resolveZzFinish(campaign: ZzCampaign, r: ZzFinishRequest): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.actorTokenId)
  const target = zzActorOf(campaign, r.targetTokenId)
  sameBoard(campaign, actor.token, target.token)
  const ledger = zzLedgerOf(campaign, actor)
  const d = zzNearest(actor, target, options).spaces
  const res = refused(() =>
    zzFinishAction(
      ledger,
      { name: target.figure.name, statuses: target.inst.statuses },
      d,
      heldRange(actor),
      r.outcome,
    ),
  )
  const word = r.outcome === 'dead' ? 'kills' : 'knocks out'
  return done(
    actor,
    `Finish ${target.figure.name}`,
    `${actor.figure.name} ${word} ${target.figure.name} (ZZ-09).`,
    [instance(target, { ...target.inst, statuses: res.statuses })],
    costOf(ledger, res.ledger),
  )
}

function square(key: string) {
  const s = parseSquareKey(key)
  if (!s) throw new RollRefused(`"${key}" is not a square.`)
  return s
}

function onBoard(map: SquareMapDef, s: { x: number; y: number }): void {
  if (s.x < 0 || s.y < 0 || s.x >= map.cols || s.y >= map.rows)
    throw new RollRefused(`Square ${s.x},${s.y} is off the map.`)
}

function containerOf(map: SquareMapDef, id: string): Container {
  const c = map.containers && Object.hasOwn(map.containers, id) ? map.containers[id] : undefined
  if (!c) throw new RollRefused(`There is no container "${id}" on this map.`)
  return c
}

/**
 * What a figure carries an item as: a weapon of its sheet by the weapon's id (so it can wield it),
 * anything else by the name the GM gave it (map items' ids mean nothing on a sheet).
 */
function carriedAs(sheet: ZzSheet, item: MapItem): string {
  return sheet.weapons.some((w) => w.id === item.id) ? item.id : item.name
}

function addItems(
  inv: ZzInventory,
  items: readonly MapItem[],
  into: ZzContainer,
  sheet: ZzSheet,
): ZzInventory {
  let stored = inv.stored
  for (const it of items) {
    const n = it.count ?? 1
    // A figure carries things by name (what its sheet and the GM read); map items have ids too.
    const as = carriedAs(sheet, it)
    const at = stored.findIndex((s) => s.item === as && s.container === into)
    stored =
      at < 0
        ? [...stored, { item: as, container: into, count: n }]
        : stored.map((s, i) => (i === at ? { ...s, count: s.count + n } : s))
  }
  return { ...inv, stored }
}

/** Refused in words when a wall or shut door stands between the figure and what it reaches for. */
function mustReach(
  map: SquareMapDef,
  who: string,
  a: { x: number; y: number },
  b: { x: number; y: number },
  what: string,
): void {
  if (zzWalledOff(map, a, b))
    throw new RollRefused(`A wall or a shut door stands between ${who} and ${what}.`)
}

/** ZZ-14: Loot a dead or Unconscious figure next to the looter, or an open container beside it. */
export function resolveZzLoot(campaign: ZzCampaign, r: ZzLootRequest): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const map = zzBoardOf(campaign, actor.token)
  const ledger = zzLedgerOf(campaign, actor)
  if (r.fromTokenId !== undefined) {
    const target = zzActorOf(campaign, r.fromTokenId)
    sameBoard(campaign, actor.token, target.token)
    mustReach(map, actor.figure.name, actor.at, target.at, target.figure.name)
    const adjacent = zzNearest(actor, target, options).spaces <= 1
    const next = refused(() =>
      zzLootAction(ledger, { name: target.figure.name, statuses: target.inst.statuses }, adjacent),
    )
    const inv = invOf(target.inst)
    const all = [
      ...inv.hands.filter((h): h is string => h !== null),
      ...inv.stored.map((s) => s.item),
    ]
    const items = r.items ?? [...new Set(all)]
    if (items.length === 0) throw new RollRefused(`${target.figure.name} carries nothing to loot.`)
    const res = refused(() =>
      zzLoot(inv, invOf(actor.inst), items, r.into, { target: target.figure.name }),
    )
    return done(
      actor,
      `Loot ${target.figure.name}`,
      `${actor.figure.name} takes ${items.join(', ')} from ${target.figure.name} into the ${r.into} (ZZ-14).`,
      [
        instance(target, withGear(target.inst, res.target)),
        instance(actor, withGear(actor.inst, res.looter)),
      ],
      costOf(ledger, next),
    )
  }
  const c = containerOf(map, r.containerId as string)
  const adjacent = spaces(actor.at, square(c.at), options) <= 1
  if (!adjacent) throw new RollRefused(`The ${c.name} is not next to ${actor.figure.name}.`)
  mustReach(map, actor.figure.name, actor.at, square(c.at), `the ${c.name}`)
  if (!c.open) throw new RollRefused(`The ${c.name} is closed; open it first (1 AP).`)
  const next = refused(() => zzLootAction(ledger, { name: c.name, statuses: ['dead'] }, true))
  const wanted = r.items ?? c.items.map((i) => i.id)
  const taken = c.items.filter((i) => wanted.includes(i.id))
  const missing = wanted.filter((w) => !c.items.some((i) => i.id === w))
  if (missing.length) throw new RollRefused(`The ${c.name} holds no ${missing.join(', ')}.`)
  if (taken.length === 0) throw new RollRefused(`The ${c.name} is empty.`)
  const rest = c.items.filter((i) => !wanted.includes(i.id))
  return done(
    actor,
    `Loot the ${c.name}`,
    `${actor.figure.name} takes ${taken.map((i) => i.name).join(', ')} from the ${c.name} into the ${r.into} (ZZ-14).`,
    [
      instance(
        actor,
        withGear(actor.inst, addItems(invOf(actor.inst), taken, r.into, actor.sheet)),
      ),
      { kind: 'map-features', mapId: map.id, containers: { [c.id]: { ...c, items: rest } } },
    ],
    costOf(ledger, next),
  )
}

/** ZZ-16: pick an item up from the figure's square or a next one, into a hand or a container. */
export function resolveZzPickUp(campaign: ZzCampaign, r: ZzPickUpRequest): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const map = zzBoardOf(campaign, actor.token)
  const at = square(r.at)
  onBoard(map, at)
  const ledger = zzLedgerOf(campaign, actor)
  const next = refused(() => zzPickUpAction(ledger, spaces(actor.at, at, options)))
  const pile = map.items?.[r.at] ?? []
  const item = pile.find((i) => i.id === r.item)
  if (!item) throw new RollRefused(`There is no ${r.item} on square ${r.at}.`)
  mustReach(map, actor.figure.name, actor.at, at, `the ${item.name}`)
  let inv = invOf(actor.inst)
  if (r.into !== undefined) inv = addItems(inv, [item], r.into, actor.sheet)
  else {
    if ((item.count ?? 1) > 1)
      throw new RollRefused(
        `The ${item.name} is a stack of ${item.count}; say which container it goes in.`,
      )
    inv = refused(() => zzPickUp(inv, carriedAs(actor.sheet, item), actor.figure.name))
  }
  const rest = pile.filter((i) => i !== item)
  return done(
    actor,
    `Pick up the ${item.name}`,
    `${actor.figure.name} picks up the ${item.name}${r.into ? ` into the ${r.into}` : ''} (ZZ-16).`,
    [
      instance(actor, withGear(actor.inst, inv)),
      { kind: 'map-features', mapId: map.id, items: { [r.at]: rest.length ? rest : null } },
    ],
    costOf(ledger, next),
  )
}

/** ZZ-16: drop a held (or stored) item beneath the figure or onto a next blank square. */
export function resolveZzDrop(campaign: ZzCampaign, r: ZzDropRequest): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const map = zzBoardOf(campaign, actor.token)
  const key = r.at ?? `${actor.at.x},${actor.at.y}`
  const at = square(key)
  onBoard(map, at)
  const occupied = figuresOn(campaign, map).some((t) => t.hex.q === at.x && t.hex.r === at.y)
  const ledger = zzLedgerOf(campaign, actor)
  const d = spaces(actor.at, at, options)
  const next = refused(() => zzDropAction(ledger, d, d === 0 || !occupied))
  mustReach(map, actor.figure.name, actor.at, at, `square ${key}`)
  const inv = invOf(actor.inst)
  const hand = inv.hands.indexOf(r.item)
  const res = refused(() =>
    zzDrop(inv, hand === 0 || hand === 1 ? { hand } : { item: r.item }, actor.figure.name),
  )
  const here = map.items?.[key] ?? []
  // What lies on the map is named for the GM: a weapon by its sheet name; ids unique in the pile.
  const weapon = actor.sheet.weapons.find((w) => w.id === res.item)
  const base = res.item.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40) || 'item'
  let id = base
  for (let n = 2; here.some((i) => i.id === id); n++) id = `${base}-${n}`
  const pile = [...here, { id, name: weapon?.name ?? res.item }]
  if (pile.length > 50) throw new RollRefused(`Square ${key} already holds 50 items.`)
  return done(
    actor,
    `Drop the ${res.item}`,
    `${actor.figure.name} drops the ${res.item} on square ${key} (ZZ-16).`,
    [
      instance(actor, withGear(actor.inst, res.inventory)),
      { kind: 'map-features', mapId: map.id, items: { [key]: pile } },
    ],
    costOf(ledger, next),
  )
}

/** ZZ-15: open or close a door on an edge of the figure's square, or a container beside it. */
export function resolveZzOpenClose(campaign: ZzCampaign, r: ZzOpenCloseRequest): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const map = zzBoardOf(campaign, actor.token)
  const ledger = zzLedgerOf(campaign, actor)
  if (r.door !== undefined) {
    const door = map.doors && Object.hasOwn(map.doors, r.door) ? map.doors[r.door] : undefined
    const edge = parseSquareEdgeKey(r.door)
    if (!door || !edge) throw new RollRefused(`There is no door on that edge (${r.door}).`)
    const name = door.name ?? door.kind
    const adjacent = edgeSquares(edge).some((s) => s.x === actor.at.x && s.y === actor.at.y)
    const next = refused(() => zzOpenCloseAction(ledger, { name, locked: door.locked }, adjacent))
    const word = door.open ? 'closes' : 'opens'
    return done(
      actor,
      `${door.open ? 'Close' : 'Open'} the ${name}`,
      `${actor.figure.name} ${word} the ${name} (ZZ-15).`,
      [{ kind: 'map-features', mapId: map.id, doors: { [r.door]: { ...door, open: !door.open } } }],
      costOf(ledger, next),
    )
  }
  const c = containerOf(map, r.containerId as string)
  const adjacent = spaces(actor.at, square(c.at), options) <= 1
  mustReach(map, actor.figure.name, actor.at, square(c.at), `the ${c.name}`)
  const next = refused(() =>
    zzOpenCloseAction(ledger, { name: c.name, locked: c.locked }, adjacent),
  )
  return done(
    actor,
    `${c.open ? 'Close' : 'Open'} the ${c.name}`,
    `${actor.figure.name} ${c.open ? 'closes' : 'opens'} the ${c.name} (ZZ-15).`,
    [{ kind: 'map-features', mapId: map.id, containers: { [c.id]: { ...c, open: !c.open } } }],
    costOf(ledger, next),
  )
}
