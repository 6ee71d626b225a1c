/**
 * GG initiative and the order of Turns (OTHER-SYSTEMS.md A.1, GG-001..GG-012; seed 001, the
 * opening "Active Time" paragraphs on calling Initiative, ties, Rounds, late entry and Surprise).
 * Plain data in and out: roll each entrant's Test (test.ts's Trait Test) and build the slot order.
 * Swapping, stepping through Turns and Rounds and late entry are turn-order.ts's.
 */
import type { Dice } from '../../../dice'
import type { GgTrait } from './model'
import type { GgOptions } from './options'
import { rollTestDie, rollTraitTest } from './test'

/**
 * Who rolls Initiative: one Character, or a group of NPCs that rolls once (GG-003). The smallest
 * local shape of a being this module needs; the lead unifies it with the sheets' type.
 */
export interface InitiativeEntrant {
  id: string
  /** The name the GG reads in the order and in messages. */
  name: string
  side: 'pc' | 'npc'
  /** Agility or Intuition, chosen per Character (GG-001). */
  trait: Extract<GgTrait, 'AGI' | 'INT'>
  /** That Trait's value. */
  traitValue: number
  /** Fixed Initiative modifier from the stat block (A.10), if any. */
  modifier?: number
  /** The stat block says it wins initiative ties (GG-006). */
  winsTies?: boolean
  /** NPCs sharing one roll and one slot (GG-003); the members' ids. */
  members?: readonly string[]
  /**
   * A GG-approved other source (GG-002): its total, and the value of the Trait it used, which
   * NPC ties compare (GG-Q57).
   */
  approvedSource?: { label: string; total: number; traitValue: number }
  /** The GG declared it Surprised before the rolls (GG-004). */
  surprised?: boolean
}

/** One rolled Initiative. */
export interface InitiativeResult {
  id: string
  name: string
  side: 'pc' | 'npc'
  total: number
  /** The Trait value used, for NPC ties (GG-007, GG-Q57). */
  traitValue: number
  winsTies: boolean
  /** Everyone acting on this result: the entrant, or every member of its group (GG-003). */
  members: readonly string[]
  surprised: boolean
  /** What was rolled, for the log: "Agility", "Intuition" or the approved source's label. */
  source: string
}

/** One place in the order: a single Character, a group (GG-003) or tied PCs together (GG-008). */
export interface InitiativeSlot {
  initiative: number
  kind: 'single' | 'group' | 'sharedPCs'
  /** The results acting in this slot, in the order they were placed. */
  entries: InitiativeResult[]
  /** A newcomer that must wait: the slot is skipped before this Round (GG-012, GG-Q8). */
  fromRound?: number
}

/** The Encounter's order and where play stands. */
export interface InitiativeOrder {
  slots: InitiativeSlot[]
  /** Round number, 1 from the first Turn; 0 before anyone has acted. */
  round: number
  /** Index of the slot whose Turn it is; -1 before the first Turn. */
  current: number
}

/** Seconds per Round (GG-010). */
export const ROUND_SECONDS = 6

/** Game time of a number of Rounds (GG-010). Ex.: 5 Rounds -> 30 s. */
export function roundsToSeconds(rounds: number): number {
  return rounds * ROUND_SECONDS
}

/**
 * Mark the entrants the GG declared Surprised, before any Initiative Test is rolled (GG-004), so
 * each result carries it.
 */
export function declareSurprised(
  entrants: readonly InitiativeEntrant[],
  surprisedIds: readonly string[],
): InitiativeEntrant[] {
  const known = new Set(entrants.map((e) => e.id))
  for (const id of surprisedIds) {
    if (!known.has(id)) throw new Error(`Only someone in the Encounter can be Surprised.`)
  }
  return entrants.map((e) => ({ ...e, surprised: surprisedIds.includes(e.id) }))
}

/**
 * Roll one entrant's Initiative (GG-001..GG-004): an Agility or Intuition Test (test die + Trait
 * + modifier), or the total of a GG-approved source (GG-002, no roll). A group rolls once for all
 * its members (GG-003).
 */
export function rollInitiative(
  dice: Dice,
  entrant: InitiativeEntrant,
  options: Pick<GgOptions, 'testDie' | 'advMode' | 'inspiredOn'>,
): InitiativeResult {
  const members = entrant.members ?? [entrant.id]
  if (members.length === 0) throw new Error(`${entrant.name} is a group with no one in it.`)
  if (entrant.members !== undefined && entrant.side !== 'npc') {
    throw new Error('Only NPCs roll Initiative as a group.')
  }
  const base = {
    id: entrant.id,
    name: entrant.name,
    side: entrant.side,
    winsTies: entrant.winsTies === true,
    members,
    surprised: entrant.surprised === true,
  }
  if (entrant.approvedSource !== undefined) {
    return {
      ...base,
      total: entrant.approvedSource.total,
      traitValue: entrant.approvedSource.traitValue,
      source: entrant.approvedSource.label,
    }
  }
  const roll = rollTraitTest(
    dice,
    { trait: entrant.traitValue, modifier: entrant.modifier ?? 0 },
    options,
  )
  return {
    ...base,
    total: roll.ttv,
    traitValue: entrant.traitValue,
    source: entrant.trait === 'AGI' ? 'Agility' : 'Intuition',
  }
}

/** NPC and group ties: higher Trait value first, then reroll-offs of the test die (GG-007). */
function orderTiedNpcs(
  dice: Dice,
  npcs: readonly InitiativeResult[],
  testDie: GgOptions['testDie'],
): InitiativeResult[] {
  const byTrait = new Map<number, InitiativeResult[]>()
  for (const r of npcs) byTrait.set(r.traitValue, [...(byTrait.get(r.traitValue) ?? []), r])
  const out: InitiativeResult[] = []
  for (const value of [...byTrait.keys()].sort((a, b) => b - a)) {
    out.push(...rerollOff(dice, byTrait.get(value) ?? [], testDie))
  }
  return out
}

/** Tied NPCs reroll to order themselves, again among any still tied (GG-007). */
function rerollOff(
  dice: Dice,
  tied: readonly InitiativeResult[],
  testDie: GgOptions['testDie'],
): InitiativeResult[] {
  if (tied.length <= 1) return [...tied]
  const rolled = tied.map((r) => ({ r, roll: rollTestDie(dice, testDie) }))
  const byRoll = new Map<number, InitiativeResult[]>()
  for (const { r, roll } of rolled) byRoll.set(roll, [...(byRoll.get(roll) ?? []), r])
  const out: InitiativeResult[] = []
  for (const roll of [...byRoll.keys()].sort((a, b) => b - a)) {
    out.push(...rerollOff(dice, byRoll.get(roll) ?? [], testDie))
  }
  return out
}

/** The slot a single rolled result takes: a single Character, or a group (GG-003). */
export function slotOf(result: InitiativeResult): InitiativeSlot {
  return {
    initiative: result.total,
    kind: result.members.length > 1 ? 'group' : 'single',
    entries: [result],
  }
}

/**
 * Build the order from the rolled results (GG-005..GG-008): highest first; on a tie PCs go before
 * NPCs unless the NPC's stat block wins ties (GG-006); tied NPCs by the Trait value used, then by
 * reroll-offs on `dice` (GG-007); tied PCs share one slot and act together (GG-008).
 */
export function buildInitiativeOrder(
  dice: Dice,
  results: readonly InitiativeResult[],
  options: Pick<GgOptions, 'testDie'>,
): InitiativeOrder {
  const ids = new Set<string>()
  for (const r of results) {
    for (const id of r.members) {
      if (ids.has(id)) throw new Error(`${r.name} is in the order twice.`)
      ids.add(id)
    }
  }
  const totals = [...new Set(results.map((r) => r.total))].sort((a, b) => b - a)
  const slots: InitiativeSlot[] = []
  for (const total of totals) {
    const tied = results.filter((r) => r.total === total)
    const pcs = tied.filter((r) => r.side === 'pc')
    const npcs = tied.filter((r) => r.side === 'npc')
    const npcFirst = pcs.length > 0 ? npcs.filter((r) => r.winsTies) : []
    const npcAfter = npcs.filter((r) => !npcFirst.includes(r))
    for (const r of orderTiedNpcs(dice, npcFirst, options.testDie)) slots.push(slotOf(r))
    const [onlyPc] = pcs
    if (onlyPc && pcs.length === 1) slots.push(slotOf(onlyPc))
    if (pcs.length > 1) slots.push({ initiative: total, kind: 'sharedPCs', entries: pcs })
    for (const r of orderTiedNpcs(dice, npcAfter, options.testDie)) slots.push(slotOf(r))
  }
  return { slots, round: 0, current: -1 }
}

/** Every Character id in a slot. */
export function slotMembers(slot: InitiativeSlot): string[] {
  return slot.entries.flatMap((e) => [...e.members])
}
