/**
 * The table rules through the dispatcher (`campaign:setTableOptions`): a valid change is one
 * undoable step named for the GM, a bad value is refused naming the option with nothing changed,
 * and the switched rules reach the tracker (Death Saves at a Down PC's turn start; a PC's EP spent
 * from its row ticks the Escalation Counter).
 */
import { describe, expect, it } from 'vitest'
import { blueboxRuleset } from '../../../shared/rules/bluebox/adapter/ruleset'
import { BlueBoxOptionsSchema } from '../../../shared/rules/bluebox/engine/options'
import type { DiceLogEntry } from '../../../shared/api'
import { begun, combatHarness, ok, refused, type CombatHarness } from './combat-harness'

describe('table rules: campaign:setTableOptions', () => {
  it('switches Death Saves on as one undoable step, and undo puts the old rule back', () => {
    const h = combatHarness()
    expect(h.state.tableOptions.downAndOut).toBeUndefined()
    const out = ok(h.call('campaign:setTableOptions', { options: { downAndOut: 'death-saves' } }))
    expect(out).toEqual({ changed: true })
    expect(h.state.tableOptions.downAndOut).toBe('death-saves')
    expect(h.history.history().undoLabel).toBe('Table rules: Death Saves on')
    ok(h.call('history:undo'))
    expect(h.state.tableOptions.downAndOut).toBeUndefined()
    ok(h.call('history:redo'))
    expect(h.state.tableOptions.downAndOut).toBe('death-saves')
  })

  it('names two changes, keeps the options it was not given, and a repeat changes nothing', () => {
    const h = combatHarness(undefined, { unmaskedSaveDC: 8 })
    ok(
      h.call('campaign:setTableOptions', {
        options: { escalationCounter: true, platingRounding: 'up' },
      }),
    )
    expect(h.history.history().undoLabel).toBe(
      'Table rules: Escalation Counter on, Plating rounding: round up',
    )
    expect(h.state.tableOptions).toMatchObject({
      unmaskedSaveDC: 8,
      escalationCounter: true,
      platingRounding: 'up',
    })
    const again = ok(h.call('campaign:setTableOptions', { options: { escalationCounter: true } }))
    expect(again).toEqual({ changed: false })
  })

  it.each([
    [{ unmaskedSaveDC: 7 }, 'Unmasked save DC'],
    [{ escalationCounter: 'yes' }, 'Escalation Counter'],
    [{ downAndOut: 'never' }, 'Death Saves'],
    [{ criticalHits: true }, 'no table rule "criticalHits"'],
  ])('refuses %j naming the option, with nothing changed', (options, named) => {
    const h = combatHarness()
    const before = h.state
    const undoBefore = h.history.history().undoLabel
    const message = refused(h.call('campaign:setTableOptions', { options }))
    expect(message).toContain(named)
    expect(message).not.toMatch(/campaign:|\$\.|tableOptions/)
    expect(h.state).toBe(before)
    expect(h.history.history().undoLabel).toBe(undoBefore)
  })

  it('with Death Saves switched on, a Down PC’s turn start lists a Death Save', () => {
    const h = combatHarness()
    ok(h.call('campaign:setTableOptions', { options: { downAndOut: 'death-saves' } }))
    const vaka = h.state.tokens['pc-vaka']!
    const down = { ...(vaka.instance as object), hp: 0, conditions: ['down'] }
    ok(h.call('token:setInstance', { tokenId: 'pc-vaka', ...down }))
    begun(h)
    expect(h.fight.currentId).toBe('pc-vaka')
    expect(h.fight.items.map((i) => i.text)).toContainEqual(expect.stringContaining('Death Save'))
  })

  it('without it, the same Down PC’s turn start lists none', () => {
    const h = combatHarness()
    const vaka = h.state.tokens['pc-vaka']!
    const down = { ...(vaka.instance as object), hp: 0, conditions: ['down'] }
    ok(h.call('token:setInstance', { tokenId: 'pc-vaka', ...down }))
    begun(h)
    expect(h.fight.items.map((i) => i.text).join()).not.toContain('Death Save')
  })
})

describe('Blue Box table option fields', () => {
  it('lists every option of the schema once, each choice a value the schema accepts', () => {
    const keys = blueboxRuleset.options.fields.map((f) => f.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(Object.keys(BlueBoxOptionsSchema.shape).sort())
    for (const f of blueboxRuleset.options.fields) {
      const values = f.kind === 'boolean' ? [true, false] : f.choices.map((c) => c.value)
      for (const v of values)
        expect(BlueBoxOptionsSchema.safeParse({ [f.key]: v }).success, `${f.key}=${v}`).toBe(true)
      expect(f.help.length).toBeGreaterThan(20)
    }
  })
})

describe('party EP on the tracker: combat:spendPool', () => {
  const ep = (h: CombatHarness, id = 'vaka') =>
    h.state.pcs[id] as unknown as { epCurrent: number; exhaustion: number }
  const counter = (h: CombatHarness) =>
    (h.state.rulesetState?.escalation as { value: number; max: number } | undefined) ?? null
  const spend = (h: CombatHarness, tokenId = 'pc-vaka') =>
    h.call('combat:spendPool', { tokenId, poolId: 'ep' })

  it('with the Escalation Counter switched on, a PC spending EP in a fight ticks it to 2, undoable', () => {
    const h = combatHarness()
    ok(h.call('campaign:setTableOptions', { options: { escalationCounter: true } }))
    begun(h)
    expect(ep(h).epCurrent).toBe(3)
    const entry = ok<DiceLogEntry>(spend(h))
    expect(entry).toMatchObject({ who: 'Vaka', what: 'Spend EP', outcome: '2 EP left' })
    expect(entry.detail).toContain('Escalation Counter 2 of')
    expect(ep(h).epCurrent).toBe(2)
    expect(counter(h)?.value).toBe(2)
    expect(h.history.history().undoLabel).toBe('Vaka spends EP (2 EP left)')
    // Once per turn: a second spend this turn costs EP but the counter stays.
    const again = ok<DiceLogEntry>(spend(h))
    expect(again.detail).toContain('went up this turn already')
    expect(ep(h).epCurrent).toBe(1)
    expect(counter(h)?.value).toBe(2)
    ok(h.call('history:undo'))
    ok(h.call('history:undo'))
    expect(ep(h).epCurrent).toBe(3)
    expect(counter(h)).toBeNull()
  })

  it('at 0 EP takes a level of Exhaustion instead', () => {
    const h = begun(combatHarness())
    for (let i = 0; i < 3; i++) ok(spend(h))
    expect(ep(h)).toMatchObject({ epCurrent: 0, exhaustion: 0 })
    const entry = ok<DiceLogEntry>(spend(h))
    expect(entry.outcome).toBe('1 Exhaustion')
    expect(ep(h)).toMatchObject({ epCurrent: 0, exhaustion: 1 })
  })

  it('without the Escalation Counter, spending EP leaves no counter', () => {
    const h = begun(combatHarness())
    ok(spend(h))
    expect(ep(h).epCurrent).toBe(2)
    expect(counter(h)).toBeNull()
  })

  it('refuses an NPC (no EP) in words, with nothing changed', () => {
    const h = begun(combatHarness())
    const before = h.state
    expect(refused(spend(h, 'npc-hound'))).toContain('only PCs have EP')
    expect(h.state).toBe(before)
  })
})
