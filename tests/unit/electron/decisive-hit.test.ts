/**
 * A Decisive hit's option taken through main as the attack dialog sends it: the target is marked
 * in the same step as the damage, and one undo takes both back (seed 000, Decisive Rolls & Hits:
 * a 12 on the d12 is Decisive and hits; Hamstring "persists until they rest"; Destroy's weapon
 * has "(-1) Flaw").
 */
import { describe, expect, it } from 'vitest'
import { begun, combatHarness, conditionsOf, ok } from './combat-harness'

/** Vaka's turn with the Scrap Hound beside her at (2,5); every d12 a 12, every damage die a 1. */
function houndBeside() {
  const h = combatHarness({ 12: [12, 12], 4: Array<number>(20).fill(1) })
  ok(h.call('map:moveToken', { tokenId: 'npc-hound', to: { q: 2, r: 5 }, free: true }))
  begun(h)
  expect(h.fight.currentId).toBe('pc-vaka')
  return h
}

const blades = (situation: Record<string, unknown>) => ({
  attackerId: 'pc-vaka',
  weaponId: 'twin-blades',
  targetId: 'npc-hound',
  situation,
})

describe('a Decisive option through main', () => {
  it('Hamstring marks the Hound Hamstrung until a rest; undo takes mark and memory back', () => {
    const h = houndBeside()
    ok(h.call('roll:attack', blades({ decisiveOption: 'hamstring' })))
    expect(conditionsOf(h, 'npc-hound')).toContain('hamstrung')
    expect(h.state.tokens['npc-hound']?.untilRest).toEqual(['hamstrung'])
    ok(h.call('history:undo'))
    expect(conditionsOf(h, 'npc-hound')).not.toContain('hamstrung')
    expect(h.state.tokens['npc-hound']?.untilRest).toBeUndefined()
  })

  it("Destroy breaks the Hound's first weapon by default; undo mends it", () => {
    const h = houndBeside()
    ok(h.call('roll:attack', blades({ decisiveOption: 'destroy' })))
    expect(conditionsOf(h, 'npc-hound')).toContain('weapon-destroyed')
    const inst = h.state.tokens['npc-hound']?.instance as { destroyedWeapons?: string[] }
    expect(inst.destroyedWeapons).toEqual(['shear-jaws'])
    ok(h.call('history:undo'))
    expect(conditionsOf(h, 'npc-hound')).not.toContain('weapon-destroyed')
  })
})
