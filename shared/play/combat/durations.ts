/**
 * How long a timed condition lasts: a duration request pinned to the fight's events as the timer
 * stores it, and a stored duration in the GM's words.
 */
import type { Campaign, Combat, Combatant, Duration } from '../../model'
import { combatantOf } from './state'
import { CombatRefused, type DurationRequest } from './types'

/**
 * The stored duration for a request, pinned to the fight's next matching event: "until the start
 * of X's next turn" counts 1 start; "until the end of X's next turn" counts 2 ends while X's turn is
 * the current one (this turn's end is not the next turn's), else 1; "N rounds" lasts through the
 * end of the bearer's (`bearerId`, a combatant) Nth turn from now, so what its own turn's start
 * and end do happens N times whenever it was given (a turn of the bearer under way does not
 * count).
 */
export function pinDuration(combat: Combat, bearerId: string, request: DurationRequest): Duration {
  switch (request.kind) {
    case 'turn': {
      const of = combatantOf(combat, request.of)
      if (!of) throw new CombatRefused(`no combatant "${request.of}" in this fight`)
      const current = combat.phase === 'running' && isUnderway(combat, of)
      const count = request.at === 'end' && current ? 2 : 1
      return { kind: 'turn', at: request.at, of: of.id, count }
    }
    case 'rounds': {
      if (!Number.isInteger(request.rounds) || request.rounds < 1) {
        throw new CombatRefused(
          `a duration must be a whole number of rounds, 1 or more (not ${request.rounds})`,
        )
      }
      if (request.rounds > 1000) throw new CombatRefused('a duration is at most 1000 rounds')
      const bearer = combatantOf(combat, bearerId)
      if (!bearer) {
        throw new CombatRefused(`no combatant "${bearerId}" in this fight to count rounds by`)
      }
      const underway = combat.phase === 'running' && isUnderway(combat, bearer)
      return {
        kind: 'turn',
        at: 'end',
        of: bearerId,
        count: request.rounds,
        rounds: true,
        ...(underway ? { skipEnd: true } : {}),
      }
    }
    case 'save':
      if (!Number.isInteger(request.dc) || request.dc < 0 || request.dc > 100) {
        throw new CombatRefused(
          `a save's DC must be a whole number from 0 to 100 (not ${request.dc})`,
        )
      }
      return { kind: 'save', at: request.at, save: request.save, dc: request.dc }
    case 'rest':
      return { kind: 'rest' }
    case 'manual':
      return { kind: 'manual' }
  }
}

/**
 * Its turn has started and not ended: it is the current combatant, in the current group's turn,
 * or its started turn was put back to resume later this round.
 */
function isUnderway(combat: Combat, c: Combatant): boolean {
  if (combat.deferred.some((d) => d.id === c.id && d.started === true)) return true
  if (combat.currentId === null) return false
  if (c.id === combat.currentId) return true
  const lead = combatantOf(combat, combat.currentId)
  return lead?.groupId !== undefined && c.groupId === lead.groupId && !combat.acted.includes(c.id)
}

/** A stored duration in the GM's words: "until the start of Kopaka's next turn", "3 rounds". */
export function describeDuration(campaign: Campaign, d: Duration): string {
  const combat = campaign.combat
  switch (d.kind) {
    case 'turn': {
      const c = combat ? combatantOf(combat, d.of) : undefined
      const who = c?.name ?? d.of
      if (d.rounds)
        return `${d.count} round${d.count === 1 ? '' : 's'}${d.skipEnd === true ? ' after this turn' : ''}`
      const n = d.count === 1 ? 'next turn' : `turn after next`
      return `until the ${d.at} of ${who}'s ${n}`
    }
    case 'save':
      return `until a ${d.save} save DC ${d.dc} at the ${d.at} of its turn`
    case 'rest':
      return 'until a rest'
    case 'manual':
      return 'until removed'
  }
}
