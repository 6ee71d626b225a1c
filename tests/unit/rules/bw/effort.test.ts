import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  checkExtraEffort,
  endOfTurnEffort,
  extraEffortEffect,
  putForthExtraEffort,
  recoverExhaustion,
} from '../../../../shared/rules/bw/engine/effort'
import { blankBwState, type BwState } from '../../../../shared/rules/bw/engine/model'
import { moveBudget } from '../../../../shared/rules/bw/engine/movement'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'
import { rulesetById } from '../../../../shared/rules'
import { BW_STATUS_CATALOGUE_IDS, BW_STATUSES } from '../../../../shared/rules/bw/engine/status'

const trooper = { name: 'Trooper 2', living: true, type: 'minifig' as const, moveIn: 5, power: 3 }
const robot = { ...trooper, name: 'Robot', living: false }
const exhausted = (): BwState => ({ ...blankBwState(), statuses: ['stunned', 'exhausted'] })

describe('BW Extra Effort (BW-01/02)', () => {
  it('BW-01 Trooper takes +5" → moves 10"', () => {
    const s = putForthExtraEffort(trooper, blankBwState(), 'move', D)
    expect(s.extraEffort).toBe('move')
    const effect = extraEffortEffect(s, 'move')
    expect(effect).toEqual({ moveIn: 5, power: 0, actsAsNotExhausted: false })
    expect(moveBudget(trooper, { extraEffort: 'move' }, D).inches).toBe(10)
    expect(extraEffortEffect(s, 'power').power).toBe(1)
  })

  it.each([
    [3, 'exhausted', ['stunned', 'exhausted']],
    [4, 'exhausted', ['stunned', 'exhausted']],
    [5, 'fine', []],
  ] as const)('BW-01 end of turn: d6 → %d → %s', (roll, outcome, statuses) => {
    const s = putForthExtraEffort(trooper, blankBwState(), 'move', D)
    const dice = scriptedDice({ 6: [roll] })
    const r = endOfTurnEffort(dice, s, D)
    expect(r.outcome).toBe(outcome)
    expect(r.state.statuses).toEqual(statuses)
    expect(r.state.extraEffort).toBeNull()
    dice.assertDone()
  })

  it('BW-02 an exhausted Trooper uses Extra Effort to act normally; d6 → 5 → Unconscious', () => {
    const s = putForthExtraEffort(trooper, exhausted(), 'move', D)
    expect(extraEffortEffect(s, 'move')).toEqual({ moveIn: 0, power: 0, actsAsNotExhausted: true })
    const r = endOfTurnEffort(scriptedDice({ 6: [5] }), s, D)
    expect(r.outcome).toBe('unconscious')
    expect(r.state.statuses).toContain('unconscious')
  })

  it('BW-02 d6 → 6 → stays conscious, still exhausted', () => {
    const s = putForthExtraEffort(trooper, exhausted(), 'move', D)
    const r = endOfTurnEffort(scriptedDice({ 6: [6] }), s, D)
    expect(r.outcome).toBe('stillExhausted')
    expect(r.state.statuses).toEqual(['stunned', 'exhausted'])
  })

  it('BW-Q31 Extra Effort at most once per turn, in words', () => {
    const s = putForthExtraEffort(trooper, blankBwState(), 'power', D)
    expect(() => putForthExtraEffort(trooper, s, 'move', D)).toThrow(
      'Trooper 2 has already put forth Extra Effort this turn',
    )
  })

  it('BW-Q35 only living creatures, unless extraEffortEligible all', () => {
    expect(() => checkExtraEffort(robot, blankBwState(), D)).toThrow(
      'Robot is not a living creature, so it cannot put forth Extra Effort',
    )
    const all = resolveBwOptions({ extraEffortEligible: 'all' })
    expect(() => checkExtraEffort(robot, blankBwState(), all)).not.toThrow()
  })

  it('an Unconscious unit cannot put forth Extra Effort', () => {
    const s = { ...blankBwState(), statuses: ['unconscious' as const] }
    expect(() => checkExtraEffort(trooper, s, D)).toThrow('Trooper 2 is Unconscious')
  })

  it('BW-Q31 oneTurn: after a full turn Stunned without Extra Effort, exhaustion ends', () => {
    const r = endOfTurnEffort(scriptedDice({}), exhausted(), D)
    expect(r).toMatchObject({ roll: null, outcome: 'recovered' })
    expect(r.state.statuses).toEqual([])
  })

  it('BW-Q31 manual: exhaustion stays until the GM clears it', () => {
    const o = resolveBwOptions({ exhaustionRecovery: 'manual' })
    const r = endOfTurnEffort(scriptedDice({}), exhausted(), o)
    expect(r.outcome).toBe('none')
    expect(r.state.statuses).toEqual(['stunned', 'exhausted'])
    expect(recoverExhaustion(r.state).statuses).toEqual([])
  })

  it('a rested unit without Extra Effort rolls nothing', () => {
    expect(endOfTurnEffort(scriptedDice({}), blankBwState(), D)).toMatchObject({
      roll: null,
      outcome: 'none',
    })
  })
})

describe('BW status catalogue (C.5.1)', () => {
  it('lists every status with a label and an effect line', () => {
    for (const id of BW_STATUS_CATALOGUE_IDS) {
      expect(BW_STATUSES[id].id).toBe(id)
      expect(BW_STATUSES[id].label.length).toBeGreaterThan(2)
      expect(BW_STATUSES[id].effect.length).toBeGreaterThan(20)
    }
    expect(BW_STATUSES.prone.effect).toContain('1"')
  })

  it("shows every status on the players' screen: each is on the table for all to see", () => {
    // C.5.1: a stunned, exhausted, unconscious, prone, burning or knocked-back figure is a
    // physical state of the figure on the table, so the ruleset's catalogue shows each.
    const bw = rulesetById('bw')!
    expect(bw.conditions.map((c) => [c.id, c.visible])).toEqual(
      BW_STATUS_CATALOGUE_IDS.map((id) => [id, true]),
    )
  })

  it('gives the tracker each status by its label and line, ended by hand (no timer, C.5.1)', () => {
    // Exhaustion ends with the end-of-turn roll (BW-02), fire when its Burn Level reaches 0, Prone
    // by standing up: none is a number of rounds, so the tracker leaves each to the GM.
    const bw = rulesetById('bw')!
    for (const c of bw.conditions) {
      const entry = BW_STATUSES[c.id as keyof typeof BW_STATUSES]
      expect(c).toMatchObject({
        name: entry.label,
        summary: entry.effect,
        timing: { ends: 'manual' },
      })
    }
  })
})

describe('BrikWars as the campaign picker lists it', () => {
  it('plays on a gridless table in inches, and has no saving throws (seed 004)', () => {
    const bw = rulesetById('bw')!
    expect([bw.name, bw.boards, bw.unit, bw.saves]).toEqual(['BrikWars', ['gridless'], 'in', []])
    expect(bw.about).toMatch(/gridless table measured in inches/)
  })
})
