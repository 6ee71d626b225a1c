/**
 * The combat tracker through the dispatcher: every channel a GM edit with a named undo step,
 * hook rolls in the dice log following their step, Next Turn undone exactly, and bad input refused
 * in words with nothing changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import type { TurnItem } from '../../../shared/model'
import {
  begun,
  combatant,
  combatHarness,
  conditionsOf,
  FOUR,
  ok,
  refused,
  type CombatHarness,
} from './combat-harness'

describe('combat commands: the fight as undoable steps', () => {
  it('start, begin and Next Turn are named for the GM (round and whose turn)', () => {
    const h = combatHarness()
    expect(ok(h.call('combat:start', FOUR))).toMatchObject({ ties: [] })
    expect(h.history.history().undoLabel).toBe('Start combat (4 combatants)')
    expect(h.fight.phase).toBe('initiative')
    ok(h.call('combat:begin'))
    expect(h.history.history().undoLabel).toBe('Begin combat (Round 1: Vaka)')
    ok(h.call('combat:next'))
    expect(h.history.history().undoLabel).toBe('Next turn (Round 1: Scrap Hound)')
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    expect(h.history.history().undoLabel).toBe('Next turn (Round 2: Vaka)')
    ok(h.call('combat:previous'))
    expect(h.history.history().undoLabel).toBe('Previous turn (Round 1: Rust Sentinel)')
  })

  it('rolls initiative with main dice into the dice log, faces and all, and undo marks it undone', () => {
    const h = combatHarness({ 12: [9, 4] })
    const entries = FOUR.entries.map((e, i) =>
      i < 2 ? { tokenId: e.tokenId, side: e.side, hidden: e.hidden } : e,
    )
    const out = ok<{ combatId: string; ties: string[][] }>(
      h.call('combat:start', { ...FOUR, entries }),
    )
    expect(h.fight.id).toBe(out.combatId)
    const [entry] = ok<DiceLogEntry[]>(h.call('dice:log'))
    expect(entry).toMatchObject({
      what: 'Initiative',
      faces: [
        [12, 9],
        [12, 4],
      ],
    })
    expect(entry?.detail).toContain('Vaka')
    expect(entry?.detail).toContain('Scrap Hound')
    ok(h.call('history:undo'))
    expect(h.state.combat ?? null).toBeNull()
    expect(ok<DiceLogEntry[]>(h.call('dice:log'))[0]?.undone).toBe(true)
  })

  it('Next Turn then undo restores expired conditions, spent AP and items exactly', () => {
    const h = begun()
    // Vaka's turn: Prone until the start of the Hound's turn, 1 AP spent; the Hound bleeds.
    ok(
      h.call('combat:setCondition', {
        tokenId: 'pc-vaka',
        condition: 'prone',
        on: true,
        until: { kind: 'turn', at: 'start', of: 'npc-hound' },
      }),
    )
    ok(
      h.call('combat:setCondition', {
        tokenId: 'npc-hound',
        condition: 'bleeding',
        on: true,
        until: { kind: 'manual' },
      }),
    )
    ok(h.call('combat:spend', { combatantId: 'pc-vaka', resource: 'ap', amount: 1 }))
    expect(h.history.history().undoLabel).toBe('Vaka spends 1 AP')
    const before = structuredClone(h.state)
    expect(combatant(h, 'pc-vaka').left.ap).toBe(1)

    ok(h.call('combat:next')) // the Hound's turn starts: Vaka's Prone ends
    expect(conditionsOf(h, 'pc-vaka')).not.toContain('prone')
    ok(h.call('combat:next')) // the Hound's turn ends (Bleeding waits), Orin's starts
    ok(h.call('combat:next'))
    ok(h.call('combat:next')) // round 2: Vaka's AP are back
    expect(h.fight.round).toBe(2)
    expect(combatant(h, 'pc-vaka').left.ap).toBe(2)
    expect(h.fight.items.map((i) => i.source)).toContain('Bleeding')

    for (let i = 0; i < 4; i++) ok(h.call('history:undo'))
    expect(h.state).toEqual(before)
    expect(conditionsOf(h, 'pc-vaka')).toContain('prone')
    expect(combatant(h, 'pc-vaka').left.ap).toBe(1)
    expect(h.fight.items).toEqual([])
    // And redo plays it all again.
    for (let i = 0; i < 4; i++) ok(h.call('history:redo'))
    expect(h.fight.round).toBe(2)
    expect(conditionsOf(h, 'pc-vaka')).not.toContain('prone')
  })

  it('resolving a Bleeding item rolls the d4 into the dice log and the fight log; undo follows', () => {
    const h = begun(combatHarness({ 4: [3] }))
    ok(
      h.call('combat:setCondition', {
        tokenId: 'npc-hound',
        condition: 'bleeding',
        on: true,
        until: { kind: 'manual' },
      }),
    )
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    const item = h.fight.items.find((i) => i.source === 'Bleeding')
    expect(item).toBeDefined()
    const hp = (h.state.tokens['npc-hound']?.instance as { hp: number }).hp
    const entry = ok<DiceLogEntry>(h.call('combat:resolveItem', { itemId: item!.id }))
    expect(entry.faces).toEqual([[4, 3]])
    expect((h.state.tokens['npc-hound']?.instance as { hp: number }).hp).toBe(hp - 3)
    expect(h.fight.items).toEqual([])
    expect(h.fight.log.at(-1)?.text).toContain('Bleeding')
    expect(h.gm.some((e) => e.name === 'dice:rolled')).toBe(true)
    expect(h.history.history().undoLabel).toBe('Resolve Bleeding (Scrap Hound)')

    ok(h.call('history:undo'))
    expect((h.state.tokens['npc-hound']?.instance as { hp: number }).hp).toBe(hp)
    expect(h.fight.items.map((i) => i.id)).toEqual([item!.id])
    const changed = h.gm.filter((e) => e.name === 'dice:changed').at(-1)
    expect(changed?.payload).toMatchObject({ id: entry.id, undone: true })
    ok(h.call('history:redo'))
    expect(ok<DiceLogEntry[]>(h.call('dice:log')).at(-1)?.undone).toBeUndefined()
  })

  it('resolves every waiting item at once as one step, each roll its own log entry', () => {
    const h = begun(combatHarness({ 4: [1, 2] }))
    for (const tokenId of ['npc-hound', 'pc-orin']) {
      ok(
        h.call('combat:setCondition', {
          tokenId,
          condition: 'bleeding',
          on: true,
          until: { kind: 'manual' },
        }),
      )
    }
    for (let i = 0; i < 3; i++) ok(h.call('combat:next')) // the Hound's and Orin's turns end
    expect(h.fight.items).toHaveLength(2)
    const entries = ok<DiceLogEntry[]>(h.call('combat:resolveAll'))
    expect(entries.map((e) => e.faces)).toEqual([[[4, 1]], [[4, 2]]])
    expect(h.fight.items).toEqual([])
    expect(h.history.history().undoLabel).toBe('Resolve 2 turn items')
    ok(h.call('history:undo'))
    expect(h.fight.items).toHaveLength(2)
    const log = ok<DiceLogEntry[]>(h.call('dice:log'))
    expect(log.filter((e) => e.undone).map((e) => e.id)).toEqual(entries.map((e) => e.id))
  })

  it('resolving all leaves an item with nothing to roll listed; with only such items it says so', () => {
    const h = begun(combatHarness({ 4: [2] }))
    ok(
      h.call('combat:setCondition', {
        tokenId: 'npc-hound',
        condition: 'bleeding',
        on: true,
        until: { kind: 'manual' },
      }),
    )
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    // A reminder the GM only reads (no roll), as a ruleset may list.
    const note = {
      id: 'note-1',
      tokenId: 'pc-orin',
      at: 'start' as const,
      round: 1,
      source: 'Note',
      text: 'Read',
      data: undefined,
    } satisfies TurnItem
    h.history.execute({
      label: 'test: add a reminder',
      run: (state) => ({
        state: { ...state, combat: { ...h.fight, items: [...h.fight.items, note] } },
      }),
    })
    const entries = ok<DiceLogEntry[]>(h.call('combat:resolveAll'))
    expect(entries.map((e) => e.faces)).toEqual([[[4, 2]]])
    expect(h.fight.items.map((i) => i.id)).toEqual(['note-1'])
    expect(h.history.history().undoLabel).toBe('Resolve 1 turn item')
    expect(refused(h.call('combat:resolveAll'))).toMatch(/^Note has nothing to roll/)
  })

  it('an item dismissed is gone from the list and logged, and comes back on undo', () => {
    const h = begun()
    ok(
      h.call('combat:setCondition', {
        tokenId: 'npc-hound',
        condition: 'bleeding',
        on: true,
        until: { kind: 'manual' },
      }),
    )
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    const item = h.fight.items[0]!
    ok(h.call('combat:dismissItem', { itemId: item.id }))
    expect(h.fight.items).toEqual([])
    expect(h.history.history().undoLabel).toBe('Dismiss Bleeding (Scrap Hound)')
    expect(ok<DiceLogEntry[]>(h.call('dice:log'))).toEqual([])
  })

  it('delay, hide, group, add, remove and end are named steps', () => {
    const h = begun()
    ok(h.call('combat:delay', { combatantId: 'npc-hound', afterId: 'pc-orin' }))
    expect(h.history.history().undoLabel).toBe('Delay Scrap Hound until after Orin')
    ok(h.call('combat:setHidden', { combatantId: 'npc-sentinel', hidden: false }))
    expect(h.history.history().undoLabel).toBe('Reveal Rust Sentinel')
    ok(h.call('combat:add', { tokenId: 'pc-mira', side: 'party', hidden: false, initiative: 6 }))
    expect(h.history.history().undoLabel).toBe('Add Mira to the fight')
    ok(h.call('combat:remove', { combatantId: 'pc-orin' }))
    expect(h.history.history().undoLabel).toBe('Remove Orin from the fight')
    ok(h.call('combat:showPcHp', { on: true }))
    expect(h.fight.showPcHp).toBe(true)
    const summary = ok<{ rounds: number; lines: string[] }>(h.call('combat:end'))
    expect(summary.rounds).toBe(1)
    expect(summary.lines.join('\n')).toContain('Vaka')
    expect(h.state.combat ?? null).toBeNull()
    expect(h.history.history().undoLabel).toBe('End combat (1 round)')
    ok(h.call('history:undo'))
    expect(h.fight.round).toBe(1)
  })
})

describe('combat commands: bad input is refused in words and changes nothing', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  /** The call is refused with `code`, its message names `words`, and nothing changed. */
  function refusedUnchanged(
    h: CombatHarness,
    channel: string,
    payload: unknown,
    code: string,
    words: RegExp,
  ): void {
    const state = h.state
    const copy = structuredClone(state)
    const history = h.history.history()
    const log = h.log.entries.length
    const events = h.gm.length
    const message = refused(h.call(channel, payload), code)
    expect(message).toMatch(words)
    expect(message).toMatch(/^[A-Z"].*[.!?]$/)
    expect(message).not.toContain('combat:')
    expect(h.state).toBe(state)
    expect(h.state).toEqual(copy)
    expect(h.history.history()).toEqual(history)
    expect(h.log.entries).toHaveLength(log)
    expect(h.gm).toHaveLength(events)
  }

  it.each<[string, unknown, RegExp]>([
    ['combat:setInitiative', { combatantId: 'pc-vaka', initiative: 'seven' }, /initiative/i],
    ['combat:setInitiative', { combatantId: 'pc-vaka', initiative: 7.5 }, /initiative.*whole/i],
    [
      'combat:start',
      {
        ...FOUR,
        entries: [{ tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 'high' }],
      },
      /initiative/i,
    ],
    [
      'combat:setCondition',
      { tokenId: 'pc-vaka', condition: 'prone', on: true, until: { kind: 'rounds', rounds: 0 } },
      /round/i,
    ],
    [
      'combat:setCondition',
      { tokenId: 'pc-vaka', condition: 'prone', on: true, until: { kind: 'rounds', rounds: -2 } },
      /round/i,
    ],
  ])('%s with %j is invalid input naming the field', (channel, payload, words) => {
    refusedUnchanged(begun(), channel, payload, 'invalid-input', words)
  })

  it.each<[string, unknown]>([
    ['combat:remove', { combatantId: 'pc-orin' }],
    ['combat:setInitiative', { combatantId: 'pc-orin', initiative: 4 }],
    ['combat:spend', { combatantId: 'pc-orin', resource: 'ap', amount: 1 }],
    ['combat:delay', { combatantId: 'pc-orin', afterId: null }],
    ['combat:setHidden', { combatantId: 'pc-orin', hidden: true }],
  ])('%s on a combatant that no longer exists is refused, naming it', (channel, payload) => {
    const h = begun()
    ok(h.call('combat:remove', { combatantId: 'pc-orin' }))
    refusedUnchanged(h, channel, payload, 'rejected', /Orin|pc-orin/)
  })

  it('Next Turn on a finished fight says there is none and changes nothing', () => {
    const h = begun()
    ok(h.call('combat:end'))
    refusedUnchanged(h, 'combat:next', {}, 'rejected', /fight/i)
  })

  it('an item that is no longer waiting is refused', () => {
    refusedUnchanged(begun(), 'combat:resolveItem', { itemId: 'gone' }, 'rejected', /item/i)
  })

  it('spending more than is left is refused with the reason, and passes with the override', () => {
    const h = begun()
    refusedUnchanged(
      h,
      'combat:spend',
      { combatantId: 'pc-vaka', resource: 'ap', amount: 3 },
      'rejected',
      /Vaka.*AP/,
    )
    ok(
      h.call('combat:spend', { combatantId: 'pc-vaka', resource: 'ap', amount: 3, override: true }),
    )
    expect(combatant(h, 'pc-vaka').left.ap).toBeLessThanOrEqual(0)
  })
})

describe('combat commands: a party track', () => {
  it('raises the Escalation Counter once a turn, as a named step with a log line, undone with it', () => {
    const h = begun(combatHarness(undefined, { escalationCounter: true }))
    const entry = ok<DiceLogEntry>(
      h.call('combat:partyTrack', { trackId: 'escalation', use: 'tick' }),
    )
    expect(entry.what).toBe('Escalation Counter')
    expect(h.history.history().undoLabel).toBe('Escalation Counter: A PC spent EP (+1)')
    const counter = h.state.rulesetState?.escalation as { value: number }
    // Once a turn: the second is refused with the track's own reason.
    const again = refused(h.call('combat:partyTrack', { trackId: 'escalation', use: 'tick' }))
    expect(again).toBe('It went up this turn already.')
    ok(h.call('history:undo'))
    expect((h.state.rulesetState?.escalation as { value: number } | undefined)?.value).not.toBe(
      counter.value,
    )
    expect(h.log.entries.at(-1)?.undone).toBe(true)
  })

  it('is refused in words when the table does not use it', () => {
    const h = begun()
    const message = refused(h.call('combat:partyTrack', { trackId: 'escalation', use: 'tick' }))
    expect(message).toMatch(/Escalation Counter is not in use/)
    expect(h.log.entries).toEqual([])
  })
})
