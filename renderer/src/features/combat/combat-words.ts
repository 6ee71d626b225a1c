/**
 * The tracker's words for the GM: how long a timed condition still lasts, which initiative totals
 * tie, what a combatant's economy shows. Pure functions of the stored fight (no Vue), so the
 * panel's rows stay small and the words are unit-tested.
 */
import type { Combat, Combatant, Duration, Timer } from '../../../../shared/model'

/** A combatant's name by id; an id that left the fight reads as "someone who left". */
export function nameOf(combat: Combat, id: string): string {
  return combat.order.find((c) => c.id === id)?.name ?? 'someone who left the fight'
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`
}

/**
 * How long a condition still lasts, in words: "until the start of Kopaka's turn", "until the end
 * of Vakama's 2nd turn from now", "2 rounds" (each ending with one of the bearer's turns), "save
 * ends (FOR 10)", "until rest", "until removed".
 */
export function durationWords(combat: Combat, until: Duration): string {
  switch (until.kind) {
    case 'turn': {
      if (until.rounds) {
        // Given during the bearer's own turn: that turn is not one of them.
        const n = until.count === 1 ? '1 round' : `${until.count} rounds`
        return until.skipEnd === true ? `${n} after this turn` : n
      }
      const whose = possessive(nameOf(combat, until.of))
      const nth = until.count === 1 ? '' : ` ${ordinal(until.count)}`
      return `until the ${until.at} of ${whose}${nth} turn${until.count === 1 ? '' : ' from now'}`
    }
    case 'save':
      return `save ends (${until.save} ${until.dc})`
    case 'rest':
      return 'until rest'
    default:
      return 'until removed'
  }
}

export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** One condition on a combatant, with its remaining time when the fight times it. */
export interface ConditionLine {
  id: string
  name: string
  /** Absent: the fight does not time it (it ends by the ruleset's own rule or the GM). */
  remaining?: string
  timerId?: string
}

/** The conditions on a token (ids from the ruleset), each with its timer's words, if any. */
export function conditionLines(
  combat: Combat,
  tokenId: string,
  conditionIds: readonly string[],
  nameOfCondition: (id: string) => string,
): ConditionLine[] {
  const timers = combat.timers.filter((t: Timer) => t.tokenId === tokenId)
  return conditionIds.map((id) => {
    const timer = timers.find((t) => t.condition === id)
    return {
      id,
      name: nameOfCondition(id),
      ...(timer ? { remaining: durationWords(combat, timer.until), timerId: timer.id } : {}),
    }
  })
}

/**
 * The ids of combatants whose initiative ties with a neighbour's in the order (initiative phase:
 * the GM drags to settle them). Unrolled totals (null) never tie.
 */
export function tiedIds(order: readonly Combatant[]): Set<string> {
  const out = new Set<string>()
  for (let i = 1; i < order.length; i++) {
    const a = order[i - 1]!
    const b = order[i]!
    // Once the GM moved one of the two by hand, their order is the GM's: the tie is settled.
    if (a.placed || b.placed) continue
    if (a.initiative !== null && a.initiative === b.initiative) {
      out.add(a.id)
      out.add(b.id)
    }
  }
  return out
}

/** The pips of a resource: `left` filled of `full` (at least as many as are left). */
export function pips(left: number, full: number): boolean[] {
  const n = Math.max(0, Math.min(20, Math.max(full, left)))
  return Array.from({ length: n }, (_, i) => i < left)
}

/** The fight's log, newest first, with the round it happened in. */
export function logLines(combat: Combat, max = 60): string[] {
  return combat.log
    .slice(-max)
    .reverse()
    .map((l) => (l.round > 0 ? `R${l.round}: ${l.text}` : l.text))
}
