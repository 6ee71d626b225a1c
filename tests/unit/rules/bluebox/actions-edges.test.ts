/**
 * The turn economy at its edges: what each turn boundary keeps and resets, the exact reasons an
 * action is refused, what paying for each kind of action records, held actions, and whose clock
 * an action's condition runs on (seed 000: Action Points L437-439, Free Actions L441, Reactions
 * L443, Held Actions L528-530, Movement L540-556, Prone L992, Down & Out L843, Grappled L910,
 * Grappler L918-922, Stasis L1012, Unconscious L1022).
 */
import { describe, expect, it } from 'vitest'
import {
  actionConditionExpiry,
  canTakeAction,
  takeAction,
  triggerHeldAction,
  turnStateAtCombatStart,
  turnStateAtRoundStart,
  turnStateAtTurnEnd,
  turnStateAtTurnStart,
  type ActionId,
  type ActorState,
  type TurnState,
} from '../../../../shared/rules/bluebox/engine/actions'
import type { ConditionInstance } from '../../../../shared/rules/bluebox/engine/conditions'
import { actor, cond, fresh } from './actions-fixture'

const reason = (state: ActorState, id: ActionId, choice = {}): string => {
  const r = canTakeAction(state, id, choice)
  return r.ok ? 'ok' : r.reason
}
const taken = (state: ActorState, id: ActionId, choice = {}): TurnState => {
  const r = takeAction(state, id, choice)
  if (!r.ok) throw new Error(r.reason)
  return r.turn
}

describe('the turn boundaries', () => {
  it('combat starts with nothing spent and no Reaction yet (L443)', () => {
    expect(turnStateAtCombatStart()).toEqual({
      apSpent: 0,
      moveActionsUsed: 0,
      dashed: false,
      quickStepped: false,
      disengaged: false,
      reactionAvailable: false,
      reactedThisRound: false,
      firstTurnTaken: false,
      freeActionsUsed: [],
    })
  })

  it('a turn starts with every AP, the Move Action, 1/round uses and Free Actions back (L437-441, L546-552)', () => {
    const spent: TurnState = {
      apSpent: 2,
      moveActionsUsed: 2,
      dashed: true,
      quickStepped: true,
      disengaged: true,
      reactionAvailable: true,
      reactedThisRound: false,
      firstTurnTaken: true,
      freeActionsUsed: ['release-grapple'],
    }
    expect(turnStateAtTurnStart(spent)).toEqual({
      apSpent: 0,
      moveActionsUsed: 0,
      dashed: false,
      quickStepped: false,
      disengaged: false,
      reactionAvailable: true,
      reactedThisRound: false,
      firstTurnTaken: true,
      freeActionsUsed: [],
    })
  })

  it('a Reaction used earlier this round stays used when the own turn starts (L443)', () => {
    const reacted = { ...fresh(), reactionAvailable: false, reactedThisRound: true }
    expect(turnStateAtTurnStart(reacted)).toMatchObject({
      reactionAvailable: false,
      reactedThisRound: true,
    })
    // An older state with no record of a Reaction reads as none used.
    const { reactedThisRound: _none, ...older } = fresh()
    expect(turnStateAtTurnStart(older).reactedThisRound).toBe(false)
  })

  it('a new round frees the round’s Reaction and keeps the rest of the turn as it was', () => {
    const mid = {
      ...fresh(),
      apSpent: 1,
      dashed: true,
      reactionAvailable: false,
      reactedThisRound: true,
    }
    expect(turnStateAtRoundStart(mid)).toEqual({ ...mid, reactedThisRound: false })
  })

  it('the end of a turn keeps what was spent; only the Reaction and Disengage change', () => {
    const mid = { ...fresh(), apSpent: 2, moveActionsUsed: 1, dashed: true, disengaged: true }
    expect(turnStateAtTurnEnd({ ...mid, reactionAvailable: false })).toEqual({
      ...mid,
      reactionAvailable: true,
      disengaged: false,
    })
  })
})

describe('the reasons an action is refused', () => {
  it.each<[string, ActorState, ActionId, string]>([
    ['Hunker out of Cover', actor(), 'hunker', 'Hunker: must be adjacent to Cover'],
    ['Hide while seen', actor({ seen: true }), 'hide', 'Hide: must not be seen'],
    ['Stand up when not Prone', actor(), 'stand-up', 'Stand up: must be Prone'],
    ['escape with no Grapple', actor(), 'escape-grapple', 'Escape Grapple: must be Grappled'],
    ['release with no Grapple', actor(), 'release-grapple', 'Release Grapple: must be a Grappler'],
    [
      'an Opportunity Attack with nothing provoking it',
      actor({ ownTurn: false }),
      'opportunity-attack',
      'Opportunity Attack: nothing has provoked it',
    ],
    [
      'Out: no actions (L843)',
      actor({ conditions: cond('down', 'out') }),
      'attack',
      'Out: cannot take actions, reactions or movement',
    ],
    [
      'Stasis: no reactions either (L1012)',
      actor({ conditions: cond('stasis'), ownTurn: false, provoked: true }),
      'opportunity-attack',
      'Stasis: cannot take actions, reactions or movement',
    ],
    [
      'after Disengage, no attack (L556)',
      actor({ turn: { ...fresh(), disengaged: true } }),
      'attack',
      'Disengaged: no attack rolls or forced saves this turn',
    ],
    [
      'Grappled: no Reactions (L910)',
      actor({ conditions: cond('grappled'), ownTurn: false, provoked: true }),
      'opportunity-attack',
      'Grappled: cannot take Reactions',
    ],
    [
      'a Reaction already used this round (L443)',
      actor({ ownTurn: false, provoked: true, turn: { ...fresh(), reactedThisRound: true } }),
      'opportunity-attack',
      'the Reaction is already used this round',
    ],
    [
      'an action off one’s own turn (L439)',
      actor({ ownTurn: false }),
      'hide',
      'actions are taken on your own turn',
    ],
    ['Dash twice (L550)', actor({ turn: { ...fresh(), dashed: true } }), 'dash', 'Dash is 1/round'],
    [
      'Quick-step twice (L546)',
      actor({ turn: { ...fresh(), quickStepped: true } }),
      'quick-step',
      'Quick-step is 1/round',
    ],
    [
      'a third Move Action after Dash (L552)',
      actor({ turn: { ...fresh(), dashed: true, moveActionsUsed: 2 } }),
      'move',
      'no Move Action left (Dash grants a second)',
    ],
    [
      'a Free Action twice (L441)',
      actor({
        conditions: cond('grappler'),
        turn: { ...fresh(), freeActionsUsed: ['release-grapple'] },
      }),
      'release-grapple',
      'each Free Action once per turn',
    ],
    ['Dash when unable to move', actor({ conditions: cond('grappled') }), 'dash', 'cannot move'],
    ['moving at speed 0', actor({ speed: 0 }), 'move', 'cannot move'],
    [
      'an attack with no AP left (L439)',
      actor({ turn: { ...fresh(), apSpent: 2 } }),
      'attack',
      'needs 1 AP, 0 left',
    ],
  ])('%s', (_n, state, id, expected) => expect(reason(state, id)).toBe(expected))

  it('a prerequisite condition is that one: Grappled is not Prone (L992)', () => {
    expect(reason(actor({ conditions: cond('grappled') }), 'stand-up')).toBe(
      'Stand up: must be Prone',
    )
  })

  it('a being that cannot move may still act: a Grappled attacker attacks (L908)', () => {
    expect(reason(actor({ conditions: cond('grappled') }), 'attack')).toBe('ok')
    expect(reason(actor({ conditions: cond('immobilized') }), 'hide')).toBe('ok')
  })

  it('with no speed stored, a Grappled being still cannot move (L908)', () => {
    const { speed: _none, ...noSpeed } = actor({ conditions: cond('grappled') })
    expect(reason(noSpeed, 'move')).toBe('cannot move')
  })

  it('half of a 1 m speed is less than one metre: a Hamstrung being with 1 m cannot move (L203)', () => {
    expect(reason(actor({ speed: 1, conditions: cond('hamstrung') }), 'move')).toBe('cannot move')
    expect(reason(actor({ speed: 2, conditions: cond('hamstrung') }), 'move')).toBe('ok')
  })

  it('a Quick-step taken leaves the rest of the turn free: an attack, a Dash (L546-552)', () => {
    const stepped = actor({ turn: { ...fresh(), quickStepped: true, moveActionsUsed: 1 } })
    expect(reason(stepped, 'attack')).toBe('ok')
    expect(reason(stepped, 'dash')).toBe('ok')
  })

  it('hiding is allowed when nobody is said to see the being', () => {
    expect(reason(actor({ seen: false }), 'hide')).toBe('ok')
  })

  it('a Grappler’s one Free Action to let go is allowed, and costs nothing (L922, L441)', () => {
    expect(canTakeAction(actor({ conditions: cond('grappler') }), 'release-grapple')).toEqual({
      ok: true,
      ap: 0,
      usesReaction: false,
      usesMoveAction: false,
    })
  })

  it('a being that cannot move may still stand up, by AP or by the Move Action (L992)', () => {
    const stuck = actor({ conditions: cond('prone', 'immobilized') })
    expect(canTakeAction(stuck, 'stand-up')).toEqual({
      ok: true,
      ap: 1,
      usesReaction: false,
      usesMoveAction: false,
    })
    expect(canTakeAction(stuck, 'stand-up', { useAltCost: true })).toMatchObject({
      ok: true,
      ap: 0,
      usesMoveAction: true,
    })
  })

  it('standing up by the Move Action needs one left', () => {
    const used = actor({ conditions: cond('prone'), turn: { ...fresh(), moveActionsUsed: 1 } })
    expect(reason(used, 'stand-up', { useAltCost: true })).toBe(
      'no Move Action left (Dash grants a second)',
    )
    expect(reason(used, 'stand-up')).toBe('ok')
  })

  it('an action with one cost ignores a request for another, and the GM’s AP only varies Object Interaction', () => {
    expect(canTakeAction(actor(), 'attack', { useAltCost: true, ap: 2 })).toEqual({
      ok: true,
      ap: 1,
      usesReaction: false,
      usesMoveAction: false,
    })
    expect(canTakeAction(actor(), 'object-interaction', { ap: 2 })).toMatchObject({
      ok: true,
      ap: 2,
    })
    expect(canTakeAction(actor(), 'object-interaction')).toMatchObject({ ok: true, ap: 1 })
  })

  it('the last AP pays for a 1 AP action', () => {
    expect(canTakeAction(actor({ turn: { ...fresh(), apSpent: 1 } }), 'trip')).toMatchObject({
      ok: true,
      ap: 1,
    })
  })

  it('a Reaction costs no AP and no Move Action, even with all AP spent (L443)', () => {
    const spent = actor({ ownTurn: false, provoked: true, turn: { ...fresh(), apSpent: 2 } })
    expect(canTakeAction(spent, 'opportunity-attack')).toEqual({
      ok: true,
      ap: 0,
      usesReaction: true,
      usesMoveAction: false,
    })
  })

  it('a Move Action spends the Move Action and no AP (L540)', () => {
    expect(canTakeAction(actor(), 'quick-step')).toEqual({
      ok: true,
      ap: 0,
      usesReaction: false,
      usesMoveAction: true,
    })
  })
})

describe('holding an action (L528-530)', () => {
  it.each<[string, ActorState, object, string]>([
    [
      'naming Held Action itself',
      actor(),
      { heldActionId: 'held-action' },
      'name the action to hold',
    ],
    [
      'a Reaction costs no AP to pay ahead',
      actor(),
      { heldActionId: 'opportunity-attack' },
      'Opportunity Attack cannot be held: it costs no AP',
    ],
    [
      'a Move Action costs no AP to pay ahead',
      actor(),
      { heldActionId: 'move' },
      'General Movement cannot be held: it costs no AP',
    ],
    [
      'a being that cannot react cannot trigger it',
      actor({ conditions: cond('grappled') }),
      { heldActionId: 'attack' },
      'Grappled: cannot take Reactions, so cannot hold',
    ],
    [
      'the held action’s cost must be payable',
      actor({ turn: { ...fresh(), apSpent: 2 } }),
      { heldActionId: 'attack' },
      'needs 1 AP, 0 left',
    ],
    [
      'a second held action',
      actor({ turn: { ...fresh(), held: { actionId: 'trip', ap: 1 } } }),
      { heldActionId: 'attack' },
      'an action is already held',
    ],
  ])('%s is refused', (_n, state, choice, expected) =>
    expect(reason(state, 'held-action', choice)).toBe(expected),
  )

  it('it costs the held action’s AP: an Object Interaction the GM sets at 2 AP', () => {
    expect(
      canTakeAction(actor(), 'held-action', { heldActionId: 'object-interaction', ap: 2 }),
    ).toEqual({ ok: true, ap: 2, usesReaction: false, usesMoveAction: false })
    const turn = taken(actor(), 'held-action', { heldActionId: 'object-interaction', ap: 2 })
    expect(turn).toMatchObject({ apSpent: 2, held: { actionId: 'object-interaction', ap: 2 } })
  })

  it('an action taken with a held action named is no held action', () => {
    expect('held' in taken(actor(), 'attack', { heldActionId: 'trip' })).toBe(false)
  })

  it('a being that cannot act is refused for that, before a lesser bar: Stasis, not Grappled', () => {
    const turn = { ...fresh(), held: { actionId: 'attack' as const, ap: 1 } }
    const stuck = actor({ conditions: cond('grappled', 'stasis'), ownTurn: false, turn })
    expect(triggerHeldAction(stuck)).toEqual({ ok: false, reason: 'Stasis: cannot take Reactions' })
  })

  it('firing it takes the Reaction and drops the held action, keeping the rest of the turn', () => {
    const turn = { ...fresh(), apSpent: 1, held: { actionId: 'attack' as const, ap: 1 } }
    const fired = triggerHeldAction(actor({ ownTurn: false, turn }))
    if (!fired.ok) throw new Error(fired.reason)
    const { held: _gone, ...rest } = turn
    expect(fired.turn).toEqual({ ...rest, reactionAvailable: false, reactedThisRound: true })
    expect('held' in fired.turn).toBe(false)
  })

  it.each<[string, ConditionInstance[], Partial<TurnState>, string]>([
    ['Unconscious (L1022)', cond('unconscious'), {}, 'Unconscious: cannot take Reactions'],
    ['Grappler (L918)', cond('grappler'), {}, 'Grappler: cannot take Reactions'],
    [
      'the Reaction spent',
      [],
      { reactionAvailable: false },
      'the Reaction is already used this round',
    ],
    [
      'a Reaction used this round',
      [],
      { reactedThisRound: true },
      'the Reaction is already used this round',
    ],
  ])('it cannot fire: %s', (_n, conditions, over, expected) => {
    const turn = { ...fresh(), ...over, held: { actionId: 'attack' as const, ap: 1 } }
    expect(triggerHeldAction(actor({ conditions, ownTurn: false, turn }))).toEqual({
      ok: false,
      reason: expected,
    })
  })
})

describe('what paying for an action records', () => {
  it('a Quick-step: the Move Action and the 1/round use, no AP', () => {
    expect(taken(actor(), 'quick-step')).toEqual({
      ...fresh(),
      moveActionsUsed: 1,
      quickStepped: true,
    })
  })

  it('Disengage: 1 AP and the Disengaged turn (L554-556)', () => {
    expect(taken(actor(), 'disengage')).toEqual({ ...fresh(), apSpent: 1, disengaged: true })
  })

  it('a Free Action: listed as used, no AP', () => {
    const turn = taken(actor({ conditions: cond('grappler') }), 'release-grapple')
    expect(turn).toEqual({ ...fresh(), freeActionsUsed: ['release-grapple'] })
  })

  it('an Opportunity Attack: the Reaction and the round’s use of it, nothing else', () => {
    const turn = taken(actor({ ownTurn: false, provoked: true }), 'opportunity-attack')
    expect(turn).toEqual({ ...fresh(), reactionAvailable: false, reactedThisRound: true })
  })

  it('an attack: 1 AP and nothing more; the earlier 1/round uses stay', () => {
    const before = { ...fresh(), dashed: true, quickStepped: true, disengaged: false }
    expect(taken(actor({ turn: before }), 'attack')).toEqual({ ...before, apSpent: 1 })
    expect('held' in taken(actor(), 'attack')).toBe(false)
  })

  it('a Dash: 1 AP and the 1/round use, which grants the second Move Action', () => {
    expect(taken(actor(), 'dash')).toEqual({ ...fresh(), apSpent: 1, dashed: true })
  })
})

describe('when an action’s condition ends', () => {
  it('with no target named, a target-timed condition runs on the actor’s clock', () => {
    expect(actionConditionExpiry({ at: 'turn-start', of: 'target' }, { actorId: 'a' }, 2)).toEqual({
      at: 'turn-start',
      beingId: 'a',
    })
  })
})
