/**
 * "My character": the view a phone tied to a PC gets is that PC's own sheet, through the ruleset's
 * interface, and nothing of any other being; its fight only as the players see the fight.
 */
import { describe, expect, it } from 'vitest'
import { characterView } from '../../../shared/projection'
import { begun, combatHarness, FOUR, ok, type CombatHarness } from '../electron/combat-harness'

const hurt = (h: CombatHarness, tokenId: string, hp: number, conditions: string[] = []) =>
  ok(h.call('token:setInstance', { tokenId, hp, thp: 0, plating: 1, conditions }))

describe('characterView', () => {
  it('shows a PC its HP of its maximum, its Plating and every condition on it, with the rule said', () => {
    const h = combatHarness()
    hurt(h, 'pc-vaka', 11, ['poisoned', 'prone'])
    const view = characterView(h.state, 'pc-vaka')!
    expect(view).toMatchObject({ tokenId: 'pc-vaka', name: 'Vaka' })
    expect(view.meters).toEqual([
      { id: 'hp', name: 'HP', value: 11, max: 16 },
      { id: 'plating', name: 'Plating', value: 1, max: 2 },
    ])
    // A gauge is not said twice as a line.
    expect(view.lines.some((l) => /^HP |^Plating /.test(l))).toBe(false)
    // Poisoned does not show on a figure (the players' view leaves it out), but it is Vaka's own.
    expect(view.conditions.map((c) => c.name)).toEqual(['Poisoned', 'Prone'])
    for (const c of view.conditions) expect(c.summary.length).toBeGreaterThan(10)
    expect(view.fight).toBeUndefined()
  })

  it('carries a condition’s whole rule, how it ends included, even the longest', () => {
    const h = combatHarness()
    hurt(h, 'pc-vaka', 11, ['grappled'])
    const [grappled] = characterView(h.state, 'pc-vaka')!.conditions
    // Grappled's hint ends on the Grappler's own ways out (seed 000 L912, L922).
    expect(grappled?.summary).toMatch(/or falls Unconscious\)$/)
  })

  it('reads a PC never hurt at its sheet’s full health', () => {
    const view = characterView(combatHarness().state, 'pc-orin')!
    expect(view.meters[0]).toEqual({ id: 'hp', name: 'HP', value: 16, max: 16 })
    expect(view.conditions).toEqual([])
  })

  it.each([
    ['an NPC', 'npc-hound'],
    ['an object', 'obj-crate'],
    ['a token that is gone', 'pc-nobody'],
    ['a prototype key', '__proto__'],
  ])('shows nothing for %s', (_what, tokenId) => {
    expect(characterView(combatHarness().state, tokenId)).toBeNull()
  })

  it('carries nothing of another being: others’ HP and conditions change, the view does not', () => {
    const a = combatHarness()
    const b = combatHarness()
    hurt(a, 'pc-vaka', 9)
    hurt(b, 'pc-vaka', 9)
    hurt(b, 'pc-orin', 3, ['bleeding'])
    hurt(b, 'npc-hound', 2, ['frightened'])
    hurt(b, 'npc-sentinel', 1, ['hidden'])
    const mine = characterView(a.state, 'pc-vaka')
    expect(characterView(b.state, 'pc-vaka')).toEqual(mine)
    const text = JSON.stringify(mine)
    for (const other of ['Orin', 'Scrap Hound', 'Rust Sentinel', 'npc-', 'pc-orin'])
      expect(text).not.toContain(other)
  })

  it('in a fight the players see: the round, whose turn, and what is left of the turn', () => {
    const h = begun()
    const vaka = characterView(h.state, 'pc-vaka')!
    expect(vaka.fight).toMatchObject({ round: 1, myTurn: true })
    const ap = vaka.fight!.resources.find((r) => r.id === 'ap')!
    expect(ap).toMatchObject({ name: 'AP', left: 2, full: 2 })
    ok(h.call('combat:spend', { combatantId: 'pc-vaka', resource: 'ap', amount: 1 }))
    expect(
      characterView(h.state, 'pc-vaka')!.fight!.resources.find((r) => r.id === 'ap')!.left,
    ).toBe(1)
    expect(characterView(h.state, 'pc-orin')!.fight).toMatchObject({ round: 1, myTurn: false })
    // A distance reads with the ruleset's unit.
    const move = vaka.fight!.resources.find((r) => r.unit !== undefined)
    if (move) expect(move.unit).toBe('m')
  })

  it('its round does not tick over on a hidden one’s turn, as the players’ strip does not', () => {
    const h = combatHarness()
    // The hidden Sentinel acts first in each round (initiative 20), then Vaka, Hound and Orin.
    const entries = FOUR.entries.map((e) =>
      e.tokenId === 'npc-sentinel' ? { ...e, initiative: 20 } : e,
    )
    ok(h.call('combat:start', { ...FOUR, entries }))
    ok(h.call('combat:begin'))
    for (let i = 0; i < 4; i++) ok(h.call('combat:next'))
    expect(h.state.combat).toMatchObject({ round: 2, currentId: 'npc-sentinel' })
    // Orin acted last in round 1: the phone still reads round 1 until Vaka's turn.
    expect(characterView(h.state, 'pc-vaka')!.fight).toMatchObject({ round: 1, myTurn: false })
    ok(h.call('combat:next'))
    expect(characterView(h.state, 'pc-vaka')!.fight).toMatchObject({ round: 2, myTurn: true })
  })

  it('behind the curtain: its own sheet still, but no fight (that would give the scene away)', () => {
    const h = begun()
    hurt(h, 'pc-vaka', 10)
    ok(h.call('curtain:set', { down: true }))
    const view = characterView(h.state, 'pc-vaka')!
    expect(view.meters[0]!.value).toBe(10)
    expect(view.fight).toBeUndefined()
  })

  it('a PC hidden in the fight has no fight on its phone, as on the strip', () => {
    const h = begun()
    ok(h.call('combat:setHidden', { combatantId: 'pc-orin', hidden: true }))
    expect(characterView(h.state, 'pc-orin')!.fight).toBeUndefined()
  })
})
