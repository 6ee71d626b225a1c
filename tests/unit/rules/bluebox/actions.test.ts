import { describe, expect, it } from 'vitest'
import {
  ACTION_IDS,
  ACTIONS,
  actionConditionExpiry,
  apPerTurn,
  canTakeAction,
  opportunityAttackProvoked,
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

/** Every action of Combat Actions with its AP cost and reach, as the seed lists them. */
describe('the action table', () => {
  it.each<[ActionId, string, string]>([
    ['attack', 'ap:1', 'weapon'],
    ['shove', 'ap:1', 'metres:1'],
    ['opportunity-attack', 'reaction', 'weapon'],
    ['unarmed-attack', 'ap:1', 'metres:1'],
    ['flash-shot', 'ap:1', 'weapon'],
    ['beyond-range', 'ap:1', 'weapon'],
    ['grapple', 'ap:1', 'metres:1'],
    ['trip', 'ap:1', 'weapon'],
    ['defensive-stance', 'ap:1', 'self'],
    ['hunker', 'ap:1', 'self'],
    ['hide', 'ap:1', 'self'],
    ['search', 'ap:1', 'known-location'],
    ['swap-equipment', 'ap:1', 'self'],
    ['object-interaction', 'ap:1', 'none'],
    ['held-action', 'held', 'none'],
    ['move', 'move-action', 'self'],
    ['quick-step', 'move-action', 'self'],
    ['dash', 'ap:1', 'self'],
    ['disengage', 'ap:1', 'self'],
    ['stand-up', 'ap:1', 'self'],
    ['escape-grapple', 'ap:1', 'self'],
    ['release-grapple', 'free', 'self'],
    ['medicine-check', 'ap:1', 'metres:1'],
  ])('%s costs %s, reach %s', (id, cost, reach) => {
    const def = ACTIONS[id]
    expect(def.id).toBe(id)
    expect(def.cost.kind === 'ap' ? `ap:${def.cost.ap}` : def.cost.kind).toBe(cost)
    expect(def.reach.kind === 'metres' ? `metres:${def.reach.metres}` : def.reach.kind).toBe(reach)
  })

  it('has no action outside that list', () => expect(ACTION_IDS.length).toBe(23))

  it.each<[ActionId, unknown]>([
    ['shove', { kind: 'push', metres: 1 }],
    [
      'shove',
      {
        kind: 'apply-condition',
        condition: 'back-footed',
        to: 'target',
        until: { at: 'turn-start', of: 'actor' },
      },
    ],
    [
      'flash-shot',
      {
        kind: 'apply-condition',
        condition: 'back-footed',
        to: 'target',
        until: { at: 'turn-end', of: 'actor', next: true },
      },
    ],
    ['opportunity-attack', { kind: 'stop-movement' }],
    ['trip', { kind: 'apply-condition', condition: 'prone', to: 'target' }],
    ['grapple', { kind: 'apply-condition', condition: 'grappler', to: 'self' }],
    ['hide', { kind: 'apply-condition', condition: 'hidden', to: 'self' }],
    ['hunker', { kind: 'apply-condition', condition: 'hunkered', to: 'self' }],
    ['search', { kind: 'remove-condition', condition: 'hidden', from: 'target' }],
    ['quick-step', { kind: 'move', metres: 1, provokes: false }],
    ['dash', { kind: 'grant-move-action' }],
    ['disengage', { kind: 'no-attacks-or-forced-saves-this-turn' }],
    ['medicine-check', { kind: 'heal', dice: { count: 1, die: 'power' }, when: 'down-or-out' }],
  ])('%s does %j', (id, effect) => expect(ACTIONS[id].effects).toContainEqual(effect))

  it('Beyond Range: twice the range with 1 Flaw; shove, flash shot and trip deal no damage', () => {
    expect(ACTIONS['beyond-range'].roll).toEqual({ kind: 'attack', flaw: 1 })
    expect(ACTIONS['beyond-range'].reach).toMatchObject({ rangeMultiple: 2 })
    for (const id of ['shove', 'flash-shot', 'trip'] as const) {
      expect(ACTIONS[id].effects.some((e) => e.kind === 'damage')).toBe(false)
    }
  })
})

describe('apPerTurn', () => {
  it.each<[string, ConditionInstance[], number | undefined, number]>([
    ['a player character', [], undefined, 2],
    ['a being with 3 AP', [], 3, 3],
    ['Down', cond('down'), undefined, 1],
    ['Out', cond('down', 'out'), undefined, 0],
    ['Unconscious', cond('unconscious'), undefined, 0],
    ['Stasis', cond('stasis'), undefined, 0],
    ['Prone only', cond('prone'), undefined, 2],
  ])('%s', (_n, conditions, baseAp, ap) => expect(apPerTurn({ conditions, baseAp })).toBe(ap))
})

const reason = (state: ActorState, id: ActionId, choice = {}): string => {
  const r = canTakeAction(state, id, choice)
  return r.ok ? 'ok' : r.reason
}

describe('canTakeAction', () => {
  it.each<[string, ActorState, ActionId, RegExp]>([
    ['an attack on your turn', actor(), 'attack', /^ok$/],
    ['two AP spent', actor({ turn: { ...fresh(), apSpent: 2 } }), 'attack', /needs 1 AP, 0 left/],
    [
      'Down: one AP only',
      actor({ conditions: cond('down'), turn: { ...fresh(), apSpent: 1 } }),
      'trip',
      /0 left/,
    ],
    ['Out acts not at all', actor({ conditions: cond('out') }), 'move', /Out: cannot/],
    [
      'Unconscious cannot react',
      actor({ conditions: cond('unconscious'), provoked: true }),
      'opportunity-attack',
      /Unconscious/,
    ],
    ['not your turn', actor({ ownTurn: false }), 'attack', /own turn/],
    [
      'a reaction off-turn',
      actor({ ownTurn: false, provoked: true }),
      'opportunity-attack',
      /^ok$/,
    ],
    ['no trigger, no reaction', actor({ ownTurn: false }), 'opportunity-attack', /provoked/],
    [
      'reaction spent',
      actor({ provoked: true, turn: { ...fresh(), reactionAvailable: false } }),
      'opportunity-attack',
      /already used/,
    ],
    [
      'Grappled cannot react',
      actor({ conditions: cond('grappled'), provoked: true }),
      'opportunity-attack',
      /Grappled: cannot take Reactions/,
    ],
    [
      'Grappler cannot react',
      actor({ conditions: cond('grappler'), provoked: true }),
      'opportunity-attack',
      /Grappler/,
    ],
    ['Grappled cannot move', actor({ conditions: cond('grappled') }), 'move', /cannot move/],
    [
      'Immobilized cannot quick-step',
      actor({ conditions: cond('immobilized') }),
      'quick-step',
      /cannot move/,
    ],
    [
      'a second Move Action needs Dash',
      actor({ turn: { ...fresh(), moveActionsUsed: 1 } }),
      'move',
      /no Move Action left/,
    ],
    [
      'after Dash it is there',
      actor({ turn: { ...fresh(), moveActionsUsed: 1, dashed: true } }),
      'move',
      /^ok$/,
    ],
    ['Dash is 1/round', actor({ turn: { ...fresh(), dashed: true } }), 'dash', /1\/round/],
    [
      'Quick-step is 1/round',
      actor({ turn: { ...fresh(), quickStepped: true } }),
      'quick-step',
      /1\/round/,
    ],
    [
      'Disengage bars attacks',
      actor({ turn: { ...fresh(), disengaged: true } }),
      'shove',
      /Disengaged/,
    ],
    ['Disengage allows hiding', actor({ turn: { ...fresh(), disengaged: true } }), 'hide', /^ok$/],
    ['Hunker needs Cover', actor(), 'hunker', /Cover/],
    ['Hunker in Cover', actor({ inCover: true }), 'hunker', /^ok$/],
    ['Hide while seen', actor({ seen: true }), 'hide', /not be seen/],
    ['Stand up needs Prone', actor(), 'stand-up', /Prone/],
    ['Stand up while Prone', actor({ conditions: cond('prone') }), 'stand-up', /^ok$/],
    ['escape needs Grappled', actor(), 'escape-grapple', /Grappled/],
    ['release needs Grappler', actor(), 'release-grapple', /Grappler/],
    [
      'release twice',
      actor({
        conditions: cond('grappler'),
        turn: { ...fresh(), freeActionsUsed: ['release-grapple'] },
      }),
      'release-grapple',
      /once per turn/,
    ],
  ])('%s', (_n, state, id, expected) => expect(reason(state, id)).toMatch(expected))

  it('Object Interaction takes the GM’s AP; Stand up may use the Move Action', () => {
    expect(canTakeAction(actor(), 'object-interaction', { ap: 3 })).toEqual({
      ok: false,
      reason: 'needs 3 AP, 2 left',
    })
    expect(
      canTakeAction(actor({ conditions: cond('prone') }), 'stand-up', { useAltCost: true }),
    ).toEqual({
      ok: true,
      ap: 0,
      usesReaction: false,
      usesMoveAction: true,
    })
  })

  it.each<[string, ActorState, object, RegExp]>([
    ['hold an attack', actor(), { heldActionId: 'attack' }, /^ok$/],
    ['name the action', actor(), {}, /name the action/],
    ['cannot hold a reaction', actor(), { heldActionId: 'opportunity-attack' }, /costs no AP/],
    [
      'Grappler cannot hold',
      actor({ conditions: cond('grappler') }),
      { heldActionId: 'attack' },
      /cannot hold/,
    ],
    [
      'one held at a time',
      actor({ turn: { ...fresh(), held: { actionId: 'attack', ap: 1 } } }),
      { heldActionId: 'trip' },
      /already held/,
    ],
  ])('Held Actions: %s', (_n, state, choice, expected) =>
    expect(reason(state, 'held-action', choice)).toMatch(expected),
  )
})

describe('takeAction and the turn economy', () => {
  it('attack, dash, move twice, then out of AP', () => {
    let s = actor()
    for (const id of ['attack', 'dash', 'move', 'move'] as const) {
      const r = takeAction(s, id)
      if (!r.ok) throw new Error(r.reason)
      s = { ...s, turn: r.turn }
    }
    expect(s.turn).toMatchObject({ apSpent: 2, moveActionsUsed: 2, dashed: true })
    expect(takeAction(s, 'trip')).toEqual({ ok: false, reason: 'needs 1 AP, 0 left' })
  })

  it('a held action is paid now, triggers as the Reaction, and lapses at the next turn', () => {
    const held = takeAction(actor(), 'held-action', { heldActionId: 'attack' })
    if (!held.ok) throw new Error(held.reason)
    expect(held.turn).toMatchObject({ apSpent: 1, held: { actionId: 'attack', ap: 1 } })
    const fired = triggerHeldAction(actor({ ownTurn: false, turn: turnStateAtTurnEnd(held.turn) }))
    expect(fired).toMatchObject({
      ok: true,
      actionId: 'attack',
      turn: { reactionAvailable: false },
    })
    expect(turnStateAtTurnStart(held.turn).held).toBeUndefined()
    expect(triggerHeldAction(actor())).toEqual({ ok: false, reason: 'no action is held' })
  })

  it('Reaction: none before the first turn, gained then, regained only at the end of a turn', () => {
    const start = turnStateAtCombatStart()
    expect(start.reactionAvailable).toBe(false)
    const first = turnStateAtTurnStart(start)
    expect(first.reactionAvailable).toBe(true)
    const used = { ...turnStateAtTurnEnd(first), reactionAvailable: false }
    expect(turnStateAtTurnStart(used).reactionAvailable).toBe(false)
    expect(turnStateAtTurnEnd(turnStateAtTurnStart(used)).reactionAvailable).toBe(true)
  })

  // A past bug: a being reacted, regained its Reaction at the end of its own turn, and must not
  // react again before the round ends.
  it('one Reaction per round, even after it is regained at the end of the own turn', () => {
    const reactor = (turn: TurnState) => actor({ ownTurn: false, provoked: true, turn })
    const reacted = takeAction(reactor(fresh()), 'opportunity-attack')
    if (!reacted.ok) throw new Error(reacted.reason)
    expect(reacted.turn.reactedThisRound).toBe(true)
    const regained = turnStateAtTurnEnd(reacted.turn)
    expect(regained.reactionAvailable).toBe(true)
    expect(canTakeAction(reactor(regained), 'opportunity-attack')).toEqual({
      ok: false,
      reason: 'the Reaction is already used this round',
    })
    const nextRound = turnStateAtRoundStart(regained)
    expect(canTakeAction(reactor(nextRound), 'opportunity-attack')).toMatchObject({ ok: true })
  })

  it("a held action fired as the Reaction also spends the round's one Reaction", () => {
    const held = takeAction(actor(), 'held-action', { heldActionId: 'attack' })
    if (!held.ok) throw new Error(held.reason)
    const fired = triggerHeldAction(actor({ ownTurn: false, turn: turnStateAtTurnEnd(held.turn) }))
    if (!fired.ok) throw new Error(fired.reason)
    const again = {
      ...turnStateAtTurnEnd(fired.turn),
      held: { actionId: 'attack' as const, ap: 1 },
    }
    expect(triggerHeldAction(actor({ ownTurn: false, turn: again }))).toEqual({
      ok: false,
      reason: 'the Reaction is already used this round',
    })
  })

  // A past bug: no speed stored was read as 1 m, so a Down (½) or Hamstrung being could not move.
  it.each<[string, ConditionInstance[]]>([
    ['Down', cond('down')],
    ['Hamstrung', cond('hamstrung')],
  ])('a %s being with no speed stored still moves at half the default 6 m', (_what, conditions) => {
    const { speed: _none, ...noSpeed } = actor({ conditions })
    expect(canTakeAction(noSpeed, 'move')).toMatchObject({ ok: true })
  })

  it('Disengage lasts until the end of the turn', () => {
    const r = takeAction(actor(), 'disengage')
    if (!r.ok) throw new Error(r.reason)
    expect(r.turn.disengaged).toBe(true)
    expect(turnStateAtTurnEnd(r.turn).disengaged).toBe(false)
  })
})

describe('opportunityAttackProvoked', () => {
  it.each([
    [{ voluntary: true, metresWithinReach: 2 }, true],
    [{ voluntary: true, metresWithinReach: 1 }, false],
    [{ voluntary: false, metresWithinReach: 4 }, false],
    [{ voluntary: true, metresWithinReach: 3, quickStep: true }, false],
    [{ voluntary: true, metresWithinReach: 3, disengaged: true }, false],
  ])('%j -> %s', (move, provoked) => expect(opportunityAttackProvoked(move)).toBe(provoked))
})

describe('actionConditionExpiry', () => {
  it.each([
    [{ at: 'turn-start', of: 'actor' } as const, { at: 'turn-start', beingId: 'a' }],
    [
      { at: 'turn-end', of: 'actor', next: true } as const,
      { at: 'turn-end', beingId: 'a', afterRound: 4 },
    ],
    [{ at: 'turn-start', of: 'target' } as const, { at: 'turn-start', beingId: 't' }],
  ])('%j', (until, expires) =>
    expect(actionConditionExpiry(until, { actorId: 'a', targetId: 't' }, 4)).toEqual(expires),
  )
})
