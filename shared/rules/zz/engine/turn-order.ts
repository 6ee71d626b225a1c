/**
 * The Zealots of Zaldar turn order (OTHER-SYSTEMS.md B.0 F-ZZ-1, ZZ-Q1; the extract has none:
 * the rulebook compares Zaldar to HeroQuest's "Zargon"). Three readings by `zz.turnOrder`:
 * Heroes in seat order then Zaldar with all his figures as one turn; Heroes and Zaldar's figures
 * alternating; or a d20 Initiative with ties broken by DEX, then by re-rolling.
 */
import type { Dice } from '../../../dice'
import type { ZzOptions } from './options'

/** One figure in the order. */
export interface ZzTurnEntrant {
  id: string
  name: string
  side: 'hero' | 'zaldar'
  /** Seat order around the table (Heroes clockwise from Zaldar's left) or listing order. */
  seat: number
  dex: number
}

/** One turn of the round: a Hero, or a group that acts together (Zaldar's figures). */
export interface ZzTurnSlot {
  label: string
  side: 'hero' | 'zaldar'
  ids: string[]
}

/** The round's order and, for Initiative, every d20 each figure rolled. */
export interface ZzTurnOrder {
  slots: ZzTurnSlot[]
  rolls: Record<string, number[]>
}

const bySeat = (a: ZzTurnEntrant, b: ZzTurnEntrant) => a.seat - b.seat
const single = (e: ZzTurnEntrant): ZzTurnSlot => ({ label: e.name, side: e.side, ids: [e.id] })

/** F-ZZ-1, ZZ-Q1 (`turnOrder`): the order of a round. */
export function zzTurnOrder(
  entrants: readonly ZzTurnEntrant[],
  options: Pick<ZzOptions, 'turnOrder'>,
  dice: Dice,
): ZzTurnOrder {
  const heroes = entrants.filter((e) => e.side === 'hero').sort(bySeat)
  const zaldar = entrants.filter((e) => e.side === 'zaldar').sort(bySeat)
  if (options.turnOrder === 'heroesThenZaldar') {
    const slots = heroes.map(single)
    if (zaldar.length > 0)
      slots.push({ label: 'Zaldar', side: 'zaldar', ids: zaldar.map((e) => e.id) })
    return { slots, rolls: {} }
  }
  if (options.turnOrder === 'alternate') {
    const slots: ZzTurnSlot[] = []
    for (let i = 0; i < Math.max(heroes.length, zaldar.length); i++) {
      const h = heroes[i]
      const z = zaldar[i]
      if (h) slots.push(single(h))
      if (z) slots.push(single(z))
    }
    return { slots, rolls: {} }
  }
  return zzInitiative(entrants, dice)
}

/** ZZ-Q1 d20Initiative: highest d20 first; ties go to the higher DEX, then the tied re-roll until it breaks. */
export function zzInitiative(entrants: readonly ZzTurnEntrant[], dice: Dice): ZzTurnOrder {
  const rolls: Record<string, number[]> = {}
  const roll = (e: ZzTurnEntrant) => {
    const face = dice.roll(20)
    ;(rolls[e.id] ??= []).push(face)
    return face
  }
  const first = new Map(entrants.map((e) => [e.id, roll(e)]))
  const order = (
    group: ZzTurnEntrant[],
    score: (e: ZzTurnEntrant) => number,
    depth: number,
  ): ZzTurnEntrant[] => {
    const sorted = [...group].sort((a, b) => score(b) - score(a))
    const out: ZzTurnEntrant[] = []
    for (let i = 0; i < sorted.length;) {
      let j = i + 1
      while (
        j < sorted.length &&
        score(sorted[j] as ZzTurnEntrant) === score(sorted[i] as ZzTurnEntrant)
      )
        j++
      const tied = sorted.slice(i, j)
      if (tied.length === 1) out.push(...tied)
      else if (depth === 0) out.push(...order(tied, (e) => e.dex, 1))
      else {
        const again = new Map(tied.map((e) => [e.id, roll(e)]))
        out.push(...order(tied, (e) => again.get(e.id) ?? 0, 2))
      }
      i = j
    }
    return out
  }
  const sorted = order([...entrants].sort(bySeat), (e) => first.get(e.id) ?? 0, 0)
  return { slots: sorted.map(single), rolls }
}
