/**
 * Commands a running fight follows on the current combatant's own turn: a hand edit that heals it
 * out of Down ends its turn (Down & Out, L843), and Dazed on it moves the turn to the end of the
 * round (Dazed, L823); one undo takes each back.
 */
import { describe, expect, it } from 'vitest'
import { begun, ok } from './combat-harness'

const state = (hp: number, conditions: string[]) => ({ hp, thp: 0, plating: 0, conditions })

describe('on the current combatant', () => {
  it('healing Vaka out of Down by hand on her turn ends it; undo takes it back', () => {
    const h = begun() // round 1, Vaka's turn
    ok(h.call('token:setInstance', { tokenId: 'pc-vaka', ...state(0, ['down']) }))
    expect(h.fight.currentId).toBe('pc-vaka')
    ok(h.call('token:setInstance', { tokenId: 'pc-vaka', ...state(5, []) }))
    expect(h.fight.currentId).toBe('npc-hound')
    expect(h.fight.log.map((l) => l.text)).toContain(
      'Vaka healed itself out of its down state: its turn ends',
    )
    ok(h.call('history:undo'))
    expect(h.fight.currentId).toBe('pc-vaka')
    expect((h.state.tokens['pc-vaka']!.instance as { hp: number }).hp).toBe(0)
  })

  it('healing Orin by hand on Vaka’s turn leaves the turn with Vaka', () => {
    const h = begun()
    ok(h.call('token:setInstance', { tokenId: 'pc-orin', ...state(0, ['down']) }))
    ok(h.call('token:setInstance', { tokenId: 'pc-orin', ...state(5, []) }))
    expect(h.fight.currentId).toBe('pc-vaka')
  })

  it('Dazed on Vaka during her turn: the Hound goes; Vaka resumes after the Sentinel', () => {
    const h = begun() // order: Vaka, Hound, Orin, Sentinel
    ok(h.call('combat:setCondition', { tokenId: 'pc-vaka', condition: 'dazed', on: true }))
    expect(h.fight.currentId).toBe('npc-hound')
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    ok(h.call('combat:next'))
    expect(h.fight.currentId).toBe('pc-vaka')
    expect(h.fight.round).toBe(1)
  })
})
