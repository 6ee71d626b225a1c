/**
 * A turn's economy and what a turn boundary asks, as commands: spend a resource, take a turn
 * action, time a condition, resolve or dismiss the start- and end-of-turn items, use a party
 * track. Rolls are made with main's dice inside the command and handed back with their faces for
 * the dice log, whose entries then follow the step through undo and redo.
 */
import type { Dice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  applyStateChanges,
  chargeAction,
  combatOf,
  dismissItem,
  followTurnDelay,
  resolveItem,
  setTimedCondition,
  spendResource,
  takeTurnAction,
  useHeldAction,
  type DurationRequest,
} from '../../../../shared/play/combat'
import { rulesetOf } from '../../../../shared/rules'
import { CommandRejected, type Command } from '../command'
import {
  combatantName,
  loggedRolls,
  recording,
  refusing,
  tokenName,
  type LoggedRoll,
} from './common'

/** The name a resource goes by in the ruleset ("AP", "Reaction"), or its id. */
function resourceName(state: Campaign, resource: string): string {
  return rulesetOf(state).combat?.resources.find((r) => r.id === resource)?.name ?? resource
}

export function spendCommand(
  combatantId: string,
  resource: string,
  amount: number,
  override: boolean,
): Command {
  return {
    label: 'Spend',
    run(state) {
      const next = refusing(() => spendResource(state, combatantId, resource, amount, override))
      const what = `${Math.abs(amount)} ${resourceName(state, resource)}`
      const who = combatantName(state, combatantId)
      return {
        state: next,
        label: amount >= 0 ? `${who} spends ${what}` : `${who} gets back ${what}`,
      }
    },
  }
}

export function turnActionCommand(
  combatantId: string,
  actionId: string,
  override: boolean,
  choice?: string,
): Command {
  return {
    label: 'Take an action',
    run(state) {
      const next = refusing(() => takeTurnAction(state, combatantId, actionId, override, choice))
      const token = combatOf(state).order.find((c) => c.id === combatantId)?.tokenId
      const found =
        token && Object.hasOwn(state.tokens, token)
          ? rulesetOf(state)
              .combat?.actions(state.tokens[token]!, state)
              .find((a) => a.id === actionId)
          : undefined
      return {
        state: next,
        label: `${found?.name ?? actionId} (${combatantName(state, combatantId)})`,
      }
    },
  }
}

/** A combatant's held action fires as its Reaction. */
export function useHeldCommand(combatantId: string, override: boolean): Command {
  return {
    label: 'Use a held action',
    run(state) {
      const next = refusing(() => useHeldAction(state, combatantId, override))
      return { state: next, label: `Held action (${combatantName(state, combatantId)})` }
    },
  }
}

/** Put a condition on a token (or take it off), timed by `until` in a fight. */
export function setConditionCommand(
  tokenId: string,
  condition: string,
  on: boolean,
  until?: DurationRequest,
  sourceId?: string,
  dc?: number,
): Command {
  return {
    label: on ? 'Add a condition' : 'Remove a condition',
    run(state) {
      // Dazed on the combatant whose turn it is moves that turn to the end of the round.
      const next = refusing(() =>
        followTurnDelay(setTimedCondition(state, tokenId, condition, on, until, sourceId, dc)),
      )
      const name = rulesetOf(state).conditions.find((c) => c.id === condition)?.name ?? condition
      const who = tokenName(state, tokenId)
      return { state: next, label: on ? `${name} on ${who}` : `${name} off ${who}` }
    },
  }
}

export interface Resolved {
  rolls: LoggedRoll[]
}

function itemLabel(state: Campaign, itemId: string): string {
  const item = state.combat?.items.find((i) => i.id === itemId)
  return item ? `${item.source} (${tokenName(state, item.tokenId)})` : 'a turn item'
}

/** Roll and apply one waiting start/end-of-turn item. */
export function resolveItemCommand(itemId: string, dice: Dice): Command<Resolved> {
  return {
    label: 'Resolve a turn item',
    run(state) {
      const rec = recording(dice)
      const step = refusing(() => resolveItem(state, itemId, rec))
      return {
        state: step.campaign,
        result: { rolls: loggedRolls(step.rolls, rec.take()) },
        label: `Resolve ${itemLabel(state, itemId)}`,
      }
    },
  }
}

/**
 * Roll and apply every waiting item, in order, as one step. An item with nothing to roll (the GM
 * only reads it) or no longer rollable stays listed; refused only when none could be rolled.
 */
export function resolveAllCommand(dice: Dice): Command<Resolved> {
  return {
    label: 'Resolve all turn items',
    run(state) {
      const ids = refusing(() => combatOf(state)).items.map((i) => i.id)
      if (ids.length === 0) throw new CommandRejected('no start- or end-of-turn item is waiting')
      const rec = recording(dice)
      const rolls: LoggedRoll[] = []
      let next = state
      let resolved = 0
      let firstRefusal: string | null = null
      for (const id of ids) {
        // An earlier item's outcome may have settled this one (the condition ended).
        if (!combatOf(next).items.some((i) => i.id === id)) continue
        let step: ReturnType<typeof resolveItem>
        try {
          step = refusing(() => resolveItem(next, id, rec))
        } catch (err) {
          if (!(err instanceof CommandRejected)) throw err
          firstRefusal ??= err.message
          rec.take()
          continue
        }
        rolls.push(...loggedRolls(step.rolls, rec.take()))
        next = step.campaign
        resolved += 1
      }
      if (resolved === 0) throw new CommandRejected(firstRefusal ?? 'no item could be rolled')
      return {
        state: next,
        result: { rolls },
        label: `Resolve ${resolved} turn item${resolved === 1 ? '' : 's'}`,
      }
    },
  }
}

export function dismissItemCommand(itemId: string): Command {
  return {
    label: 'Dismiss a turn item',
    run(state) {
      const next = refusing(() => dismissItem(state, itemId))
      return { state: next, label: `Dismiss ${itemLabel(state, itemId)}` }
    },
  }
}

/** Use a party track (Blue Box: activate the Escalation Counter with a choice). */
export function partyTrackCommand(trackId: string, use: string, dice: Dice): Command<Resolved> {
  return {
    label: 'Use a party track',
    run(state) {
      const combat = rulesetOf(state).combat
      const usePartyTrack = combat?.usePartyTrack
      if (!usePartyTrack) throw new CommandRejected(`this game has no party track "${trackId}"`)
      const track = combat.partyTracks?.(state).find((t) => t.id === trackId)
      const choice = track?.uses.find((u) => u.id === use)
      // A use the track lists as not ready now is refused with its reason; any other the
      // ruleset refuses itself (an unknown track, the option not in use).
      if (track && choice && !choice.ready)
        throw new CommandRejected(choice.why ?? `${track.name} cannot be used that way now`)
      const rec = recording(dice)
      const rolled = refusing(() => usePartyTrack.call(combat, state, trackId, use, rec))
      let next = refusing(() => applyStateChanges(state, rolled.changes))
      // A combatant acting through the track pays for it, refused when it cannot.
      if (rolled.actor && rolled.cost) {
        const { actor, cost } = rolled
        next = refusing(() => chargeAction(next, actor, cost, false))
      }
      return {
        state: next,
        result: { rolls: loggedRolls([rolled], rec.take()) },
        label: `${track?.name ?? trackId}: ${choice?.name ?? use}`,
      }
    },
  }
}

/**
 * Spend one from a token's pool (Blue Box: a PC's EP, or a level of Exhaustion at 0 EP, and the
 * Escalation Counter's tick when it is in use): the ruleset says what changes, applied as one step.
 */
export function spendPoolCommand(tokenId: string, poolId: string, dice: Dice): Command<Resolved> {
  return {
    label: 'Spend from a pool',
    run(state) {
      const combat = rulesetOf(state).combat
      const spendPool = combat?.spendPool
      if (!spendPool) throw new CommandRejected('this game has nothing to spend on the tracker')
      const token = Object.hasOwn(state.tokens, tokenId) ? state.tokens[tokenId] : undefined
      if (!token) throw new CommandRejected(`no token with id "${tokenId}"`)
      const pool = combat.pools?.(token, state).find((p) => p.id === poolId)
      if (pool && !pool.spend.ready)
        throw new CommandRejected(pool.spend.why ?? `${token.name} cannot spend ${pool.name} now`)
      const rec = recording(dice)
      const rolled = refusing(() => spendPool.call(combat, state, tokenId, poolId, rec))
      const next = refusing(() => applyStateChanges(state, rolled.changes))
      return {
        state: next,
        result: { rolls: loggedRolls([rolled], rec.take()) },
        label: `${token.name} spends ${pool?.name ?? poolId} (${rolled.outcome.outcome})`,
      }
    },
  }
}
