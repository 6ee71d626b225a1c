import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { escalationMax } from '../../../../shared/rules/bluebox/engine/attack'
import {
  activateEscalationCounter,
  ESCALATION_ACTIVATIONS,
  escalationCounterAfterSpend,
  escalationCounterReady,
  escalationCounterStart,
  escalationCounterWithMax,
  escalationHealing,
  spendEscalationPoint,
  type EscalationCounter,
} from '../../../../shared/rules/bluebox/engine/escalation'

const ON = { escalationCounter: true } as const

describe('spendEscalationPoint', () => {
  it.each([
    [
      { ep: 3, exhaustion: 0 },
      { ok: true, paidWith: 'ep', ep: 2, exhaustion: 0, fallsUnconscious: false },
    ],
    [
      { ep: 0, exhaustion: 0 },
      { ok: true, paidWith: 'exhaustion', ep: 0, exhaustion: 1, fallsUnconscious: false },
    ],
    [
      { ep: 0, exhaustion: 6 },
      { ok: true, paidWith: 'exhaustion', ep: 0, exhaustion: 7, fallsUnconscious: true },
    ],
    [{ ep: 2, exhaustion: 7 }, { ok: false }],
  ])('%j', (being, expected) => expect(spendEscalationPoint(being)).toMatchObject(expected))
})

describe('the Escalation Counter', () => {
  const spend = (turn: number, extra = {}) => ({
    turn,
    byPlayerCharacter: true,
    inCombat: true,
    ...extra,
  })

  it('starts at 1 with the max for 3 PCs (8)', () => {
    expect(escalationCounterStart(escalationMax(3))).toEqual({ value: 1, max: 8 })
  })

  it.each<[string, EscalationCounter, ReturnType<typeof spend>, object | undefined, number]>([
    ['a PC spends in combat', { value: 1, max: 8 }, spend(1), ON, 2],
    [
      '1/turn: a second spend on the same turn',
      { value: 2, max: 8, lastTickTurn: 1 },
      spend(1),
      ON,
      2,
    ],
    ['the next turn ticks again', { value: 2, max: 8, lastTickTurn: 1 }, spend(2), ON, 3],
    ['never past the max', { value: 8, max: 8 }, spend(5), ON, 8],
    [
      'an NPC spending does not count',
      { value: 1, max: 8 },
      spend(1, { byPlayerCharacter: false }),
      ON,
      1,
    ],
    ['outside combat does not count', { value: 1, max: 8 }, spend(1, { inCombat: false }), ON, 1],
    ['the optional rule is off by default', { value: 1, max: 8 }, spend(1), undefined, 1],
  ])('%s', (_n, counter, event, options, value) => {
    expect(escalationCounterAfterSpend(counter, event, options).value).toBe(value)
  })

  it('ready only when maxed out; activation resets to 1 and names the option', () => {
    expect(escalationCounterReady({ value: 7, max: 8 })).toBe(false)
    expect(activateEscalationCounter({ value: 7, max: 8 }, 'party-actions', ON)).toMatchObject({
      ok: false,
    })
    const r = activateEscalationCounter({ value: 8, max: 8, lastTickTurn: 3 }, 'party-healing', ON)
    expect(r).toEqual({
      ok: true,
      counter: { value: 1, max: 8 },
      activation: ESCALATION_ACTIVATIONS['party-healing'],
    })
    expect(activateEscalationCounter({ value: 8, max: 8 }, 'party-healing')).toMatchObject({
      ok: false,
    })
  })

  it('a change of party size changes the max and caps the value', () => {
    const c: EscalationCounter = { value: 3, max: 8 }
    expect(escalationCounterWithMax(c, escalationMax(1))).toEqual({ value: 3, max: 4 })
    expect(escalationCounterWithMax({ value: 7, max: 8 }, 4).value).toBe(4)
  })
})

describe('escalationHealing (2✦, overflow becomes THP)', () => {
  it.each([
    [
      'heals within the max',
      { level: 2, hp: 5, maxHp: 20 },
      { 4: [3, 4] },
      { healing: 7, hp: 12, thp: 0 },
    ],
    ['overflow becomes THP', { level: 2, hp: 18, maxHp: 20 }, { 4: [3, 4] }, { hp: 20, thp: 5 }],
    [
      'THP do not stack: the higher stays',
      { level: 2, hp: 19, maxHp: 20, thp: 9 },
      { 4: [2, 2] },
      { hp: 20, thp: 9 },
    ],
    ['level 5 rolls d6', { level: 5, hp: 0, maxHp: 30 }, { 6: [6, 5] }, { healing: 11, hp: 11 }],
    [
      'Stasis adds a ✦',
      { level: 1, hp: 0, maxHp: 30, conditions: [{ id: 'stasis' as const }] },
      { 4: [1, 1, 4] },
      { healing: 6 },
    ],
  ])('%s', (_n, member, faces, expected) => {
    const dice = scriptedDice(faces)
    expect(escalationHealing(member, dice)).toMatchObject(expected)
    dice.assertDone()
  })
})
