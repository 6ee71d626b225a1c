/**
 * A Zealots of Zaldar figure's inventory (OTHER-SYSTEMS.md B.1, ZZ-10..12, ZZ-14, ZZ-16, ZZ-Q43;
 * seed 003, the Inventory, Hand Over, Load, Loot and Pick Up / Drop actions): two hands and the
 * containers on its person, ammunition counted, loaded weapons remembered until fired. Each
 * function is the item side of a 1 AP action (its cost and reach are in actions.ts); refusals are
 * thrown in words a GM understands. Items are named by their ids.
 */
import type { ZzContainer, ZzInventory, ZzStoredItem, ZzWeapon } from './model'

export type ZzHand = 0 | 1
const HAND_NAME = ['left', 'right'] as const

function addStored(
  stored: readonly ZzStoredItem[],
  item: string,
  container: ZzContainer,
  count = 1,
): ZzStoredItem[] {
  const at = stored.findIndex((s) => s.item === item && s.container === container)
  if (at < 0) return [...stored, { item, container, count }]
  return stored.map((s, i) => (i === at ? { ...s, count: s.count + count } : s))
}

function takeStored(
  stored: readonly ZzStoredItem[],
  item: string,
  container: ZzContainer | undefined,
  who: string,
): { stored: ZzStoredItem[]; from: ZzContainer } {
  const at = stored.findIndex(
    (s) => s.item === item && s.count > 0 && (!container || s.container === container),
  )
  const found = stored[at]
  if (!found) throw new Error(`${who} has no ${item}${container ? ` in the ${container}` : ''}.`)
  const next = stored
    .map((s, i) => (i === at ? { ...s, count: s.count - 1 } : s))
    .filter((s) => s.count > 0)
  return { stored: next, from: found.container }
}

const openHand = (inv: ZzInventory): ZzHand | null =>
  inv.hands[0] === null ? 0 : inv.hands[1] === null ? 1 : null

function withHand(inv: ZzInventory, hand: ZzHand, item: string | null): ZzInventory['hands'] {
  return hand === 0 ? [item, inv.hands[1]] : [inv.hands[0], item]
}

function held(inv: ZzInventory, hand: ZzHand, who: string): string {
  const item = inv.hands[hand]
  if (item === null) throw new Error(`${who}'s ${HAND_NAME[hand]} hand is empty.`)
  return item
}

/** ZZ-10: retrieve an item from a container into an open hand; both hands full → an exchange is needed. */
export function zzRetrieve(
  inv: ZzInventory,
  item: string,
  who: string,
  container?: ZzContainer,
): ZzInventory {
  const hand = openHand(inv)
  if (hand === null) {
    throw new Error(`Both of ${who}'s hands are full; taking out the ${item} needs an exchange.`)
  }
  const taken = takeStored(inv.stored, item, container, who)
  return { ...inv, stored: taken.stored, hands: withHand(inv, hand, item) }
}

/** ZZ-10: exchange the item in a hand with a stored one; the held item goes into `into` (default: where the other came from). */
export function zzExchange(
  inv: ZzInventory,
  hand: ZzHand,
  item: string,
  who: string,
  into?: ZzContainer,
): ZzInventory {
  const was = held(inv, hand, who)
  const taken = takeStored(inv.stored, item, undefined, who)
  return {
    ...inv,
    stored: addStored(taken.stored, was, into ?? taken.from),
    hands: withHand(inv, hand, item),
  }
}

/** ZZ-10, ZZ-Q43: store a held item (a loaded weapon stays loaded until fired). */
export function zzStore(
  inv: ZzInventory,
  hand: ZzHand,
  container: ZzContainer,
  who: string,
): ZzInventory {
  const was = held(inv, hand, who)
  return {
    ...inv,
    stored: addStored(inv.stored, was, container),
    hands: withHand(inv, hand, null),
  }
}

/** ZZ-12, ZZ-Q43: load a held ranged weapon with one of its ammunition from any container. */
export function zzLoad(
  inv: ZzInventory,
  weapon: Pick<ZzWeapon, 'id' | 'name' | 'ammo'>,
  who: string,
): ZzInventory {
  if (!inv.hands.includes(weapon.id)) throw new Error(`${who} is not holding the ${weapon.name}.`)
  if (!weapon.ammo) throw new Error(`The ${weapon.name} needs no loading.`)
  if (inv.loaded.includes(weapon.id)) throw new Error(`The ${weapon.name} is already loaded.`)
  if (!inv.stored.some((s) => s.item === weapon.ammo && s.count > 0)) {
    throw new Error(`${who} has no ${weapon.ammo} left to load the ${weapon.name}.`)
  }
  const taken = takeStored(inv.stored, weapon.ammo, undefined, who)
  return { ...inv, stored: taken.stored, loaded: [...inv.loaded, weapon.id] }
}

/** ZZ-44, ZZ-Q43: a loaded weapon fires: it is no longer loaded (the projectile is spent). */
export function zzFire(inv: ZzInventory, weapon: Pick<ZzWeapon, 'id' | 'name'>): ZzInventory {
  if (!inv.loaded.includes(weapon.id)) throw new Error(`The ${weapon.name} is not loaded.`)
  return { ...inv, loaded: inv.loaded.filter((w) => w !== weapon.id) }
}

/** Ammunition a figure still carries (ZZ-Q43), in every container. */
export function zzAmmoCount(inv: ZzInventory, ammo: string): number {
  return inv.stored.filter((s) => s.item === ammo).reduce((a, s) => a + s.count, 0)
}

/** ZZ-16: drop a held item (a dropped weapon is no longer loaded), or one from a container; the caller places it on the square. */
export function zzDrop(
  inv: ZzInventory,
  from: { hand: ZzHand } | { item: string; container?: ZzContainer },
  who: string,
): { inventory: ZzInventory; item: string } {
  if ('hand' in from) {
    const item = held(inv, from.hand, who)
    return {
      item,
      inventory: {
        ...inv,
        hands: withHand(inv, from.hand, null),
        loaded: inv.loaded.filter((w) => w !== item),
      },
    }
  }
  const taken = takeStored(inv.stored, from.item, from.container, who)
  return { item: from.item, inventory: { ...inv, stored: taken.stored } }
}

/** ZZ-16: pick an item up into an open hand, or into a container when named (hands full and none named → refused). */
export function zzPickUp(
  inv: ZzInventory,
  item: string,
  who: string,
  into?: ZzContainer,
): ZzInventory {
  if (into) return { ...inv, stored: addStored(inv.stored, item, into) }
  const hand = openHand(inv)
  if (hand === null)
    throw new Error(`Both of ${who}'s hands are full; say which container the ${item} goes in.`)
  return { ...inv, hands: withHand(inv, hand, item) }
}

/** ZZ-11: hand a held item to another figure's open hand (the action's consent and adjacency are in actions.ts). */
export function zzHandOver(
  giver: ZzInventory,
  hand: ZzHand,
  receiver: ZzInventory,
  names: { giver: string; receiver: string },
): { giver: ZzInventory; receiver: ZzInventory } {
  const item = held(giver, hand, names.giver)
  const free = openHand(receiver)
  if (free === null) throw new Error(`Both of ${names.receiver}'s hands are full.`)
  return {
    giver: {
      ...giver,
      hands: withHand(giver, hand, null),
      loaded: giver.loaded.filter((w) => w !== item),
    },
    receiver: {
      ...receiver,
      hands: withHand(receiver, free, item),
      loaded: giver.loaded.includes(item) ? [...receiver.loaded, item] : receiver.loaded,
    },
  }
}

/** ZZ-14: loot items (held or stored; a stack is taken whole) from a dead or Unconscious figure into the looter's container. */
export function zzLoot(
  target: ZzInventory,
  looter: ZzInventory,
  items: readonly string[],
  into: ZzContainer,
  names: { target: string },
): { target: ZzInventory; looter: ZzInventory } {
  let t: ZzInventory = target
  let stored = looter.stored
  let loaded = looter.loaded
  for (const item of items) {
    const hand = t.hands.indexOf(item)
    if (hand === 0 || hand === 1) {
      if (t.loaded.includes(item)) loaded = [...loaded, item]
      t = { ...t, hands: withHand(t, hand, null), loaded: t.loaded.filter((w) => w !== item) }
      stored = addStored(stored, item, into)
      continue
    }
    const stacks = t.stored.filter((s) => s.item === item)
    if (stacks.length === 0) throw new Error(`${names.target} carries no ${item}.`)
    const count = stacks.reduce((a, s) => a + s.count, 0)
    t = { ...t, stored: t.stored.filter((s) => s.item !== item) }
    stored = addStored(stored, item, into, count)
  }
  return { target: t, looter: { ...looter, stored, loaded } }
}
