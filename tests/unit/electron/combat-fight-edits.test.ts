/**
 * Edits outside the tracker that a running fight follows: a drag spends the mover's metres and
 * offers Opportunity Attacks, a roll from a sheet makes its actor pay and pins what it gave, and a
 * removed token leaves the fight; each one step that a refusal leaves untouched.
 */
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import type { RolledRequest } from '../../../shared/rules'
import { rollInFightCommand } from '../../../electron/main/commands/combat'
import { CommandRejected } from '../../../electron/main/commands/command'
import { begun, combatant, combatHarness, conditionsOf, ok, refused } from './combat-harness'

/** Vaka's turn with the Scrap Hound beside her at (2,5). */
/** Vaka's turn with the Scrap Hound beside her; by default in round 2, the Hound's Reaction gained. */
function houndBeside(round = 2, dice?: Record<number, number[]>) {
  const h = dice ? combatHarness(dice) : combatHarness()
  ok(h.call('map:moveToken', { tokenId: 'npc-hound', to: { q: 2, r: 5 }, free: true }))
  begun(h)
  while (h.fight.round < round) ok(h.call('combat:next'))
  expect(h.fight.currentId).toBe('pc-vaka')
  return h
}

type Opportunities = { attackerId: string; attackerName: string; targetId: string }[]
const move = (h: ReturnType<typeof begun>, to: { q: number; r: number }, extra = {}) =>
  h.call('map:moveToken', { tokenId: 'pc-vaka', to, ...extra })

describe('moving in a fight', () => {
  it("spends the acting combatant's metres in the same step, and undo gives them back", () => {
    const h = begun()
    expect(combatant(h, 'pc-vaka').left.metres).toBe(6)
    expect(ok(move(h, { q: 4, r: 5 }))).toEqual({
      moved: true,
      distance: 3,
      unit: 'm',
      opportunities: [],
    })
    expect(combatant(h, 'pc-vaka').left.metres).toBe(3)
    expect(h.history.history().undoLabel).toBe('Move Vaka')
    ok(h.call('history:undo'))
    expect(combatant(h, 'pc-vaka').left.metres).toBe(6)
    expect(h.state.tokens['pc-vaka']?.hex).toMatchObject({ q: 1, r: 5 })
  })

  it('a drop past the metres left takes the Dash on the way (L550); with the Dash spent it is refused unless overridden', () => {
    const h = begun()
    ok(move(h, { q: 4, r: 5 }))
    // 4 m more with 3 m left: the Dash (1 AP, a second Move Action of 6 m) pays: 3 + 6 - 4 = 5.
    ok(move(h, { q: 8, r: 5 }))
    expect(combatant(h, 'pc-vaka').left).toMatchObject({ metres: 5, ap: 1, dash: 0 })
    expect(h.fight.log.at(-1)?.text).toBe('Vaka: Dash (moved into its band)')
    const before = h.state
    const message = refused(move(h, { q: 2, r: 5 }))
    expect(message).toMatch(
      /Vaka has only 5 m Move left this turn, not 6 m, and cannot take the Dash action \(Vaka has no Dash left this turn\)/,
    )
    expect(h.state).toBe(before)
    ok(move(h, { q: 2, r: 5 }, { override: true }))
    expect(h.state.tokens['pc-vaka']?.hex).toMatchObject({ q: 2, r: 5 })
    expect(combatant(h, 'pc-vaka').left.metres).toBe(0)
  })

  it("the GM's free reposition and another combatant's move cost nothing", () => {
    const h = begun()
    ok(move(h, { q: 5, r: 5 }, { free: true }))
    ok(h.call('map:moveToken', { tokenId: 'npc-hound', to: { q: 7, r: 7 } }))
    expect(combatant(h, 'pc-vaka').left.metres).toBe(6)
    expect(combatant(h, 'npc-hound').left.metres).toBe(combatant(h, 'npc-hound').full.metres)
  })

  it("walking 2 m or more within an enemy's reach offers it an Opportunity Attack", () => {
    const h = houndBeside()
    const out = ok<{ opportunities: Opportunities }>(move(h, { q: 0, r: 5 }))
    expect(out.opportunities).toEqual([]) // 1 m: too short to provoke
    ok(h.call('history:undo'))
    expect(ok<{ opportunities: Opportunities }>(move(h, { q: 4, r: 4 })).opportunities).toEqual([
      expect.objectContaining({
        attackerId: 'npc-hound',
        attackerName: 'Scrap Hound',
        targetId: 'pc-vaka',
      }),
    ])
  })

  it('an Opportunity Attack that hits stops the mover where the enemy reacted, in one undoable step (L476)', () => {
    const h = houndBeside(2, { 12: [12], 4: [1, 1, 1, 1], 6: [1, 1, 1, 1], 8: [1, 1, 1, 1] })
    // 1 m within the Hound's reach (it stands at 2,5), then 3 m east along the row: the first of
    // those is the second metre within reach, so the Hound reacts with Vaka at 3,4.
    expect(ok<{ opportunities: Opportunities }>(move(h, { q: 2, r: 4 })).opportunities).toEqual([])
    const out = ok<{ opportunities: Opportunities }>(move(h, { q: 5, r: 4 }))
    expect(out.opportunities.map((o) => o.attackerId)).toEqual(['npc-hound'])
    expect(combatant(h, 'pc-vaka').left.metres).toBe(2)
    const jaws = {
      attackerId: 'npc-hound',
      weaponId: 'shear-jaws',
      targetId: 'pc-vaka',
      situation: { action: 'opportunity', decisiveOption: 'heavy-strike' },
    }
    ok(h.call('roll:attack', jaws)) // L457: a natural 12 hits
    expect(h.state.tokens['pc-vaka']?.hex).toMatchObject({ q: 3, r: 4 })
    // 6 - 1 - 3 walked, + the 2 m after the stop given back.
    expect(combatant(h, 'pc-vaka').left.metres).toBe(4)
    expect(combatant(h, 'npc-hound').left.reaction).toBe(0)
    ok(h.call('history:undo'))
    expect(h.state.tokens['pc-vaka']?.hex).toMatchObject({ q: 5, r: 4 })
    expect(combatant(h, 'pc-vaka').left.metres).toBe(2)
  })

  it('an enemy offers none before its first turn gave it its Reaction, nor once it is spent', () => {
    const h = houndBeside(1)
    expect(ok<{ opportunities: Opportunities }>(move(h, { q: 4, r: 4 })).opportunities).toEqual([])
    ok(h.call('history:undo'))
    while (h.fight.round < 2) ok(h.call('combat:next'))
    ok(h.call('combat:spend', { combatantId: 'npc-hound', resource: 'reaction', amount: 1 }))
    expect(ok<{ opportunities: Opportunities }>(move(h, { q: 4, r: 4 })).opportunities).toEqual([])
  })

  it('a Quick-step or a Disengage provokes nothing', () => {
    const h = houndBeside()
    const quick = ok<{ opportunities: Opportunities }>(move(h, { q: 0, r: 5 }, { quickStep: true }))
    expect(quick.opportunities).toEqual([])
    expect(h.history.history().undoLabel).toBe('Quick-step Vaka')
    ok(h.call('history:undo'))
    ok(h.call('combat:action', { combatantId: 'pc-vaka', actionId: 'disengage' }))
    expect(h.history.history().undoLabel).toBe('Disengage (Vaka)')
    expect(ok<{ opportunities: Opportunities }>(move(h, { q: 4, r: 4 })).opportunities).toEqual([])
  })

  it('outside a fight a move offers nothing and spends nothing', () => {
    const h = combatHarness()
    expect(ok(move(h as ReturnType<typeof begun>, { q: 3, r: 5 }))).toEqual({
      moved: true,
      distance: 2,
      unit: 'm',
      opportunities: [],
    })
    expect(h.state.combat ?? null).toBeNull()
  })
})

describe('removing a token in a fight', () => {
  it('takes its combatant out in the same step; undo brings both back', () => {
    const h = begun()
    ok(h.call('token:remove', { tokenId: 'npc-hound' }))
    expect(h.state.tokens['npc-hound']).toBeUndefined()
    expect(h.fight.order.map((c) => c.id)).not.toContain('npc-hound')
    expect(h.history.history().undoLabel).toBe('Remove Scrap Hound')
    ok(h.call('history:undo'))
    expect(h.state.tokens['npc-hound']).toBeDefined()
    expect(h.fight.order.map((c) => c.id)).toContain('npc-hound')
  })
})

/** A Shove by Vaka on the Hound: 2 damage, Back-footed until the start of Vaka's next turn. */
function shove(state: Campaign, cost: Record<string, number> = { ap: 1 }): RolledRequest {
  const hound = state.tokens['npc-hound']!
  const inst = hound.instance as { hp: number; conditions: string[] }
  return {
    outcome: { who: 'Vaka', what: 'Shove', total: 9, outcome: 'success', detail: '' },
    label: 'Vaka shoves Scrap Hound',
    changes: [
      {
        kind: 'instance',
        tokenId: 'npc-hound',
        instance: { ...inst, hp: inst.hp - 2, conditions: [...inst.conditions, 'back-footed'] },
      },
    ],
    actor: 'pc-vaka',
    cost,
    timed: [{ tokenId: 'npc-hound', condition: 'back-footed', until: 'start' }],
  }
}

describe('a roll from a sheet in a fight', () => {
  it("makes the actor pay, applies the changes, pins the timed condition to the actor's turn and counts the harm", () => {
    const h = begun()
    const step = rollInFightCommand(shove(h.state), false).run(h.state)
    const fight = step.state.combat!
    expect(fight.order.find((c) => c.id === 'pc-vaka')?.left.ap).toBe(1)
    expect(fight.timers).toContainEqual(
      expect.objectContaining({
        tokenId: 'npc-hound',
        condition: 'back-footed',
        until: expect.objectContaining({ kind: 'turn', at: 'start', of: 'pc-vaka', count: 1 }),
      }),
    )
    expect(fight.stats['pc-vaka']).toMatchObject({ dealt: 2 })
    expect(fight.stats['npc-hound']).toMatchObject({ taken: 2 })
  })

  it('refuses when the actor cannot pay, unless overridden', () => {
    const h = begun()
    ok(h.call('combat:spend', { combatantId: 'pc-vaka', resource: 'ap', amount: 2 }))
    expect(() => rollInFightCommand(shove(h.state), false).run(h.state)).toThrow(CommandRejected)
    expect(() => rollInFightCommand(shove(h.state), false).run(h.state)).toThrow(/no AP left/)
    const step = rollInFightCommand(shove(h.state), true).run(h.state)
    const hound = step.state.tokens['npc-hound']?.instance as { conditions: string[] }
    expect(hound.conditions).toContain('back-footed')
    expect(step.state.combat?.order.find((c) => c.id === 'pc-vaka')?.left.ap).toBe(0)
  })

  it("Back-footed from a Shove ends at the start of the shover's next turn", () => {
    const h = begun()
    h.history.execute(rollInFightCommand(shove(h.state), false))
    for (let i = 0; i < 3; i++) {
      ok(h.call('combat:next'))
      expect(conditionsOf(h, 'npc-hound')).toContain('back-footed')
    }
    ok(h.call('combat:next')) // round 2: Vaka's turn starts
    expect(conditionsOf(h, 'npc-hound')).not.toContain('back-footed')
  })

  it('takes `override` off the request before the ruleset sees it, and wants it yes or no', () => {
    const h = combatHarness()
    const attack = {
      attackerId: 'pc-vaka',
      weaponId: 'twin-blades',
      targetId: 'npc-hound',
      situation: { distanceM: 1 },
    }
    ok(h.call('map:moveToken', { tokenId: 'npc-hound', to: { q: 2, r: 5 }, free: true }))
    expect(ok<DiceLogEntry>(h.call('roll:attack', { ...attack, override: true })).who).toBe('Vaka')
    const message = refused(h.call('roll:attack', { ...attack, override: 'yes' }), 'invalid-input')
    expect(message).toBe('The override setting must be yes or no.')
  })
})

describe('roll:attack in a fight, through the dispatcher', () => {
  const attack = (extra: Record<string, unknown> = {}, situation = {}) => ({
    attackerId: 'pc-vaka',
    weaponId: 'twin-blades',
    targetId: 'npc-hound',
    situation: { distanceM: 1, ...situation },
    ...extra,
  })
  /** Every d12 a 12 and every d4 a 4: each attack hits. */
  const hits = () => combatHarness({ 12: Array<number>(40).fill(12), 4: Array<number>(40).fill(4) })
  function ready() {
    const h = hits()
    ok(h.call('map:moveToken', { tokenId: 'npc-hound', to: { q: 2, r: 5 }, free: true }))
    return begun(h)
  }

  it('spends the AP; with none left it is refused, nothing applied and nothing logged', () => {
    const h = ready()
    ok(h.call('roll:attack', attack()))
    expect(combatant(h, 'pc-vaka').left.ap).toBe(1)
    expect(h.fight.stats['pc-vaka']?.dealt).toBeGreaterThan(0)
    ok(h.call('roll:attack', attack()))
    expect(combatant(h, 'pc-vaka').left.ap).toBe(0)
    const state = h.state
    const logged = h.log.entries.length
    expect(refused(h.call('roll:attack', attack()))).toBe('Vaka has no AP left this turn.')
    expect(h.state).toBe(state)
    expect(h.log.entries).toHaveLength(logged)
    // The GM's Shift: it goes through.
    ok(h.call('roll:attack', attack({ override: true })))
    expect(h.log.entries).toHaveLength(logged + 1)
    // One undo takes back the damage and the AP together, and the roll shows as undone.
    ok(h.call('history:undo'))
    expect(h.state).toEqual(state)
    expect(h.log.entries.at(-1)?.undone).toBe(true)
  })

  it("the fight's log tells the attack: who, with what, on whom, how it went; Undo takes the line back", () => {
    const h = ready()
    const before = h.fight.log.length
    const entry = ok<DiceLogEntry>(h.call('roll:attack', attack()))
    // Every d12 a 12: the attack hits, and the log says so beside the dice log's own words.
    expect(entry.outcome).toMatch(/hit/i)
    expect(h.fight.log).toHaveLength(before + 1)
    const line = h.fight.log.at(-1)!
    expect(line.round).toBe(h.fight.round)
    expect(line.text).toBe(`Vaka: ${entry.what}: ${entry.outcome}`)
    expect(line.text).toContain('Scrap Hound')
    ok(h.call('history:undo'))
    expect(h.fight.log).toHaveLength(before)
  })

  it("a Shove's Back-footed lasts until the start of the shover's next turn", () => {
    const h = ready()
    ok(h.call('roll:attack', attack({}, { action: 'shove' })))
    expect(conditionsOf(h, 'npc-hound')).toContain('back-footed')
    expect(h.fight.timers).toContainEqual(
      expect.objectContaining({
        tokenId: 'npc-hound',
        condition: 'back-footed',
        until: expect.objectContaining({ kind: 'turn', at: 'start', of: 'pc-vaka' }),
      }),
    )
    for (let i = 0; i < 3; i++) {
      ok(h.call('combat:next'))
      expect(conditionsOf(h, 'npc-hound')).toContain('back-footed')
    }
    ok(h.call('combat:next'))
    expect(h.fight.currentId).toBe('pc-vaka')
    expect(conditionsOf(h, 'npc-hound')).not.toContain('back-footed')
    ok(h.call('history:undo'))
    expect(conditionsOf(h, 'npc-hound')).toContain('back-footed')
  })
})
