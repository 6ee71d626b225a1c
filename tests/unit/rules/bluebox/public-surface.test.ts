import { describe, expect, it } from 'vitest'
import * as bluebox from '../../../../shared/rules/bluebox'

describe('Blue Box public surface (BLUEBOX-RULES.md)', () => {
  it.each([
    'powerDie',
    'netEdge',
    'rollCheck',
    'resolveAttack',
    'hitChance',
    'fallingDice',
    'escalationMax',
    'focusDC',
    // Rules as data, wired from their own modules.
    'rollModifiersFromConditions',
    'turnStartEffects',
    'canTakeAction',
    'pathCost',
    'spendEscalationPoint',
    'restPlanProblems',
    'craftingSucceeds',
    'attackOdds',
  ])('exports %s as a function', (name) => {
    expect(typeof (bluebox as Record<string, unknown>)[name]).toBe('function')
  })

  it('answers the settled readings through the one module', () => {
    expect([1, 3, 4, 6, 7, 12].map(bluebox.powerDie)).toEqual([4, 4, 6, 6, 8, 8])
    expect(bluebox.netEdge(3, 1)).toBe(2)
    expect(bluebox.escalationMax(3)).toBe(8)
    expect([2, 3, 6].map(bluebox.fallingDice)).toEqual([0, 1, 4])
    expect(bluebox.focusDC(9)).toBe(9)
    expect(bluebox.focusDC(2)).toBe(6)
    expect(bluebox.hitChance({}, 13)).toBeCloseTo(1 / 12, 12)
  })
})
