/**
 * The players' initiative strip as the hub sends it: the fight on the shown map, the current
 * combatant marked, hidden combatants and GM-only tokens left out, health as words, HP only for
 * PCs and only when the GM ticked "show PC HP".
 */
import { describe, expect, it } from 'vitest'
import type { Patch } from '../../../shared/sync'
import type { PlayerView } from '../../../shared/projection'
import { begun, combatHarness, FOUR, ok } from './combat-harness'

function strip(h: ReturnType<typeof combatHarness>) {
  return (h.hub.snapshot('player').view as PlayerView).initiative
}

describe("the players' initiative strip", () => {
  it('shows the order with the current combatant, never the hidden one', () => {
    const h = begun()
    const s = strip(h)
    expect(s?.round).toBe(1)
    expect(s?.entries.map((e) => e.name)).toEqual(['Vaka', 'Scrap Hound', 'Orin'])
    expect(s?.entries.filter((e) => e.current).map((e) => e.id)).toEqual(['pc-vaka'])
    ok(h.call('combat:next'))
    expect(
      strip(h)
        ?.entries.filter((e) => e.current)
        .map((e) => e.id),
    ).toEqual(['npc-hound'])
    ok(h.call('combat:setHidden', { combatantId: 'npc-sentinel', hidden: false }))
    expect(strip(h)?.entries.map((e) => e.id)).toContain('npc-sentinel')
  })

  it('leaves out a GM-only token even when its combatant is not hidden', () => {
    const h = combatHarness()
    ok(
      h.call('combat:start', {
        ...FOUR,
        entries: [...FOUR.entries, { tokenId: 'npc-ambusher', side: 'enemies', hidden: false }],
      }),
    )
    expect(JSON.stringify(strip(h))).not.toContain('ambusher')
    expect(JSON.stringify(h.player)).not.toContain('ambusher')
  })

  it('never carries HP numbers, unless the GM shows PCs their HP: then PCs only', () => {
    const h = begun()
    const numbers = (json: string) => /"hp"|HP \d/.test(json)
    expect(numbers(JSON.stringify(strip(h)))).toBe(false)
    expect(strip(h)?.entries.every((e) => e.hp === undefined)).toBe(true)
    ok(h.call('combat:showPcHp', { on: true }))
    const shown = strip(h)!.entries
    expect(shown.find((e) => e.id === 'pc-vaka')?.hp).toMatch(/\d/)
    expect(shown.find((e) => e.id === 'npc-hound')?.hp).toBeUndefined()
    // The patch that turned it on carried the two PCs' HP and no NPC's.
    const last = h.player.filter((e) => e.name === 'state:patch').at(-1)?.payload as Patch
    expect(JSON.stringify(last).match(/"hp"/g)).toHaveLength(2)
  })

  it('is absent when the fight is on a map the players are not shown', () => {
    const h = begun()
    ok(h.call('map:showToPlayers', { mapId: null }))
    expect(strip(h)).toBeUndefined()
    ok(h.call('history:undo'))
    expect(strip(h)).toBeDefined()
    ok(h.call('combat:end'))
    expect(strip(h)).toBeUndefined()
  })

  it("keeps a hidden combatant's token off the players' map until it is revealed", () => {
    const h = begun()
    const onMap = () => Object.keys((h.hub.snapshot('player').view as PlayerView).tokens)
    expect(h.state.tokens['npc-sentinel']?.gmOnly).toBe(false)
    expect(onMap()).not.toContain('npc-sentinel')
    expect(onMap()).toContain('npc-hound')
    ok(h.call('combat:setHidden', { combatantId: 'npc-sentinel', hidden: false }))
    expect(onMap()).toContain('npc-sentinel')
    ok(h.call('history:undo'))
    expect(onMap()).not.toContain('npc-sentinel')
  })

  it('leaves out a combatant whose figure is under fog', () => {
    const h = begun()
    const hex = h.state.tokens['npc-hound']!.hex
    const vaka = h.state.tokens['pc-vaka']!.hex
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: [`${vaka.q},${vaka.r}`], reveal: true }))
    expect(strip(h)?.entries.map((e) => e.id)).toEqual(['pc-vaka'])
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: [`${hex.q},${hex.r}`], reveal: true }))
    expect(strip(h)?.entries.map((e) => e.id)).toEqual(['pc-vaka', 'npc-hound'])
  })

  it('End combat sends no patch that puts a never-revealed hidden combatant on the map', () => {
    const h = begun()
    const sent = h.player.length
    const summary = ok<{ hidden: string[] }>(h.call('combat:end'))
    const patches = JSON.stringify(h.player.slice(sent))
    expect(patches).toContain('initiative')
    expect(patches).not.toContain('npc-sentinel')
    expect(summary.hidden).toEqual([h.state.tokens['npc-sentinel']!.name])
    expect(h.state.tokens['npc-sentinel']?.gmOnly).toBe(true)
    // Undo resumes the fight with the token as it was.
    ok(h.call('history:undo'))
    expect(h.state.tokens['npc-sentinel']?.gmOnly).toBe(false)
    expect(h.state.combat).not.toBeNull()
  })

  it('Reveal of a GM-only token shows it on the map and the strip in one undo step', () => {
    const h = combatHarness()
    ok(
      h.call('combat:start', {
        ...FOUR,
        entries: [...FOUR.entries, { tokenId: 'npc-ambusher', side: 'enemies', hidden: true }],
      }),
    )
    const seen = () => JSON.stringify(h.hub.snapshot('player').view)
    expect(seen()).not.toContain('npc-ambusher')
    ok(h.call('combat:setHidden', { combatantId: 'npc-ambusher', hidden: false }))
    const view = h.hub.snapshot('player').view as PlayerView
    expect(Object.keys(view.tokens)).toContain('npc-ambusher')
    expect(view.initiative?.entries.map((e) => e.id)).toContain('npc-ambusher')
    ok(h.call('history:undo'))
    expect(seen()).not.toContain('npc-ambusher')
  })
})
