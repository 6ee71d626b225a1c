/**
 * GG order of Turns once Initiative is rolled (OTHER-SYSTEMS.md A.1, GG-005, GG-009, GG-010,
 * GG-012, GG-Q8; seed 001, the opening "Active Time" paragraphs): swap before the first action, step
 * through Turns and Rounds, let newcomers join. The order itself is built by initiative.ts.
 */
import {
  slotMembers,
  slotOf,
  type InitiativeOrder,
  type InitiativeResult,
  type InitiativeSlot,
} from './initiative'
import type { GgOptions } from './options'

/** Where a Character stands in the order: its slot and entry, with both as they are. */
interface Place {
  slot: number
  entry: number
  kind: InitiativeSlot['kind']
  result: InitiativeResult
}

function findEntry(order: InitiativeOrder, id: string): Place | null {
  for (const [slot, s] of order.slots.entries()) {
    const entry = s.entries.findIndex((e) => e.id === id)
    const result = s.entries[entry]
    if (result) return { slot, entry, kind: s.kind, result }
  }
  return null
}

/**
 * Pre-combat swap (GG-009): once the order is set and before anyone has acted, two willing
 * Characters trade places. Ex.: Aria 18 and Bram 9 swap -> Bram acts at 18, Aria at 9.
 */
export function swapBeforeCombat(
  order: InitiativeOrder,
  a: string,
  b: string,
  willing: { a: boolean; b: boolean },
): InitiativeOrder {
  if (order.current !== -1 || order.round !== 0) {
    throw new Error('Places can only be swapped before anyone has acted.')
  }
  const at = findEntry(order, a)
  const bt = findEntry(order, b)
  if (at === null || bt === null) throw new Error('Both Characters must be in the order to swap.')
  const ea = at.result
  const eb = bt.result
  if (!willing.a || !willing.b) {
    const unwilling = !willing.a ? ea.name : eb.name
    throw new Error(`${unwilling} is not willing to swap, so the places stay as they are.`)
  }
  if (at.slot === bt.slot) return order
  for (const [place, incoming] of [
    [at, eb],
    [bt, ea],
  ] as const) {
    if (place.kind === 'sharedPCs' && incoming.side !== 'pc') {
      throw new Error(
        `${incoming.name} cannot take a place in a shared Player Character Turn; only another Player Character can.`,
      )
    }
  }
  const swapped = (slot: number, entry: number, e: InitiativeResult): InitiativeResult =>
    slot === at.slot && entry === at.entry ? eb : slot === bt.slot && entry === bt.entry ? ea : e
  const slots = order.slots.map((s, i) => ({
    ...s,
    entries: s.entries.map((e, j) => swapped(i, j, e)),
  }))
  for (const s of slots) {
    if (s.kind !== 'sharedPCs') s.kind = slotMembers(s).length > 1 ? 'group' : 'single'
  }
  return { ...order, slots }
}

function actsIn(slot: InitiativeSlot, round: number): boolean {
  return (slot.fromRound ?? 1) <= round
}

/**
 * Advance to the next Turn (GG-005, GG-010): the next slot in order; after the last, a new Round
 * starts at the top. A newcomer's slot is skipped before the Round it may first act in (GG-012).
 */
export function nextTurn(order: InitiativeOrder): InitiativeOrder {
  if (order.slots.length === 0) throw new Error('No one is in the order yet.')
  let round = order.current === -1 ? 1 : order.round
  let current = order.current
  for (let guard = 0; guard <= order.slots.length * 2 + 1; guard++) {
    current += 1
    if (current >= order.slots.length) {
      current = 0
      round += 1
    }
    const slot = order.slots[current]
    if (slot && actsIn(slot, round)) return { ...order, round, current }
  }
  throw new Error('No one in the order can act.')
}

/** Where a late entry lands and when it first acts (GG-012). */
export interface LateEntry {
  order: InitiativeOrder
  /** Index of its slot in the new order. */
  slot: number
  /** The Round of its first Turn. */
  firstRound: number
}

/**
 * Late entry (GG-012): a newcomer takes the place its Initiative earns, after everyone it ties
 * with. If that place is before the current Turn's (its Initiative is higher) it first acts next
 * Round; a tie with the current Turn acts this Round right after it (`gg.lateJoinEqual` 'after')
 * or waits for the next Round ('nextRound', GG-Q8). Ex.: Aria 18, Orc 15, Wolf 9, Orc's Turn:
 * Bandit 17 -> next Round; 15 -> right after the Orc; 10 -> before the Wolf, this Round.
 */
export function joinLate(
  order: InitiativeOrder,
  result: InitiativeResult,
  options: Pick<GgOptions, 'lateJoinEqual'>,
): LateEntry {
  for (const id of result.members) {
    if (order.slots.some((s) => slotMembers(s).includes(id))) {
      throw new Error(`${result.name} is already in the order.`)
    }
  }
  let at = order.slots.findIndex((s) => s.initiative < result.total)
  if (at < 0) at = order.slots.length
  const round = Math.max(order.round, 1)
  const started = order.current >= 0
  const currentSlot = started ? order.slots[order.current] : undefined
  let firstRound = round
  if (started && at <= order.current) firstRound = round + 1
  else if (
    currentSlot !== undefined &&
    result.total === currentSlot.initiative &&
    options.lateJoinEqual === 'nextRound'
  ) {
    firstRound = round + 1
  }
  const slot: InitiativeSlot = { ...slotOf(result) }
  if (firstRound > round && at > order.current) slot.fromRound = firstRound
  const slots = [...order.slots.slice(0, at), slot, ...order.slots.slice(at)]
  const current = started && at <= order.current ? order.current + 1 : order.current
  return { order: { ...order, slots, current }, slot: at, firstRound }
}
