/**
 * Edits made outside the tracker that a running fight must follow, each as one command so that
 * a refusal changes nothing and one undo takes all of it back: a roll from a sheet (its actor pays
 * the cost, its harm is counted, its timed conditions are pinned) and removing a token (its
 * combatant leaves the fight).
 */
import type { Campaign } from '../../../../shared/model'
import {
  applyStateChanges,
  chargeAction,
  endTurnIfHealedSelf,
  followInstanceEdit,
  followTurnDelay,
  logRoll,
  recordHarm,
  removeCombatant,
  setTimedCondition,
  stopMover,
} from '../../../../shared/play/combat'
import type { RolledRequest } from '../../../../shared/rules'
import type { Command } from '../command'
import { removeTokenCommand, setInstanceCommand } from '../token'
import { fightOf, refusing } from './common'

/** The combatant a token fights as (its first, if it fights twice), or null. */
export function combatantOfToken(state: Campaign, tokenId: string): string | null {
  return fightOf(state)?.order.find((c) => c.tokenId === tokenId)?.id ?? null
}

/**
 * A roll's changes applied during a fight. When its actor is a combatant it pays the cost once
 * turns are being taken
 * (refused with the reason unless `override`: then nothing is applied), and the conditions it gave
 * "until the start/end of the actor's next turn" become timers on the actor's turns. The harm the
 * changes did is recorded for the fight's summary. A hit that stops a move (an Opportunity
 * Attack) puts the mover back where the attacker reacted, giving back the rest of that move.
 * The fight's log tells the roll: who, what, how it went.
 */
export function rollInFightCommand(resolved: RolledRequest, override: boolean): Command {
  return {
    label: resolved.label,
    run(state) {
      const actor = resolved.actor ? combatantOfToken(state, resolved.actor) : null
      let next = state
      const running = fightOf(state)?.phase === 'running'
      const cost = resolved.cost ?? {}
      if (running && actor && resolved.actor && Object.keys(cost).length > 0) {
        const payer = resolved.actor
        next = refusing(() => chargeAction(next, payer, cost, override))
      }
      const charged = next
      next = refusing(() => applyStateChanges(next, resolved.changes))
      if (actor) {
        for (const t of resolved.timed ?? []) {
          const until = { kind: 'turn' as const, at: t.until, of: actor }
          next = refusing(() => setTimedCondition(next, t.tokenId, t.condition, true, until, actor))
        }
      }
      const after = next
      next = refusing(() => recordHarm(charged, after, resolved.actor))
      // An Opportunity Attack that hits stops the mover where the attacker reacted.
      const stops = resolved.stopsMove
      if (running && resolved.actor && stops) {
        const actorToken = resolved.actor
        next = refusing(() => stopMover(next, actorToken, stops))
      }
      next = refusing(() => followTurnDelay(next))
      // A roll by a being on itself that lifts it out of Down ends its turn (where the rules say).
      const self = resolved.actor
      // Logged before a turn it ends, so the log reads the roll, then the turn's end.
      next = logRoll(next, resolved.outcome)
      if (self) next = refusing(() => endTurnIfHealedSelf(state, next, self))
      return { state: next }
    },
  }
}

/**
 * A token's state set by hand. In a fight, raising the state of the combatant whose turn it is
 * out of its down state is read as that being healing itself: where the rules say so its turn
 * ends, logged, and the next starts (Undo takes both back); ticking Dazed on it moves its turn
 * to the end of the round; and what else the ruleset makes of the edit follows in the same step
 * (GG: switching the way of moving during a Movement action sets the metres left, GG-021).
 */
export function setInstanceInFightCommand(tokenId: string, instance: unknown): Command {
  const edit = setInstanceCommand(tokenId, instance)
  return {
    label: edit.label,
    run(state) {
      const done = edit.run(state)
      // What the rules make of the edit (GG: a switched way of moving re-prices the metres left).
      const followed = refusing(() => followInstanceEdit(state, done.state, tokenId))
      const next = refusing(() => followTurnDelay(endTurnIfHealedSelf(state, followed, tokenId)))
      return { ...done, state: next }
    },
  }
}

/** Remove a token; in a fight its combatant leaves first (timers on its turns end, logged). */
export function removeTokenInFightCommand(tokenId: string): Command {
  const remove = removeTokenCommand(tokenId)
  return {
    label: remove.label,
    run(state) {
      let next = state
      const fight = fightOf(state)
      for (const c of fight?.order.filter((x) => x.tokenId === tokenId) ?? []) {
        next = refusing(() => removeCombatant(next, c.id))
      }
      return remove.run(next)
    },
  }
}
