/**
 * The BW one-unit requests through the Ruleset interface (shared/rules/bw/adapter/ruleset-rolls-simple.ts):
 * Extra Effort (seed 004 L84-91), a declared aim (L41-43), the end of a turn and setting a fire or
 * putting it out (L26-31), each with its log line, its one state change and its refusals in words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { rulesetById } from '../../../../shared/rules'
import { blankBwState } from '../../../../shared/rules/bw/engine/model'
import { RollRefused } from '../../../../shared/rules/ruleset'
import { bwTable, HUT, stateAfter, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const UNITS: Placing[] = [
  { id: 'blue', x: 10, y: 10 },
  { id: 'red', x: 20, y: 10 },
  { id: 'hut', npc: HUT, x: 30, y: 30, kind: 'object' },
]
const run = (req: unknown, units: Placing[] = UNITS, faces: Record<number, number[]> = {}) => {
  const c = bwTable(units)
  const dice = scriptedDice(faces)
  const out = bw.rolls.resolve(bw.rolls.schema.parse(req), c, dice)
  dice.assertDone()
  return { c, out }
}
const withState = (id: string, state: object) =>
  UNITS.map((u) => (u.id === id ? { ...u, state } : u))

describe('BW Extra Effort request', () => {
  it('seed 004 L84-85: +5" of Movement, marked for the end-of-turn roll', () => {
    const { c, out } = run({ kind: 'effort', tokenId: 'blue', effort: 'move' })
    expect(out.outcome).toMatchObject({
      who: 'blue',
      what: 'Extra Effort',
      total: null,
      outcome: '+5" of Move',
    })
    expect(out.outcome.public).toEqual({
      what: 'Extra Effort',
      total: null,
      outcome: '+5" of Move',
    })
    expect(out.outcome.detail).toContain('rolls 1d6 at the end of its turn')
    expect(out.label).toBe('blue: Extra Effort (+5" of Move)')
    expect(out.changes).toHaveLength(1)
    expect(stateAfter(c, out.changes, 'blue').extraEffort).toBe('move')
  })

  it('seed 004 L85-86: or 1 additional point of Power', () => {
    const { c, out } = run({ kind: 'effort', tokenId: 'blue', effort: 'power' })
    expect(out.outcome.outcome).toBe('+1 Power')
    expect(stateAfter(c, out.changes, 'blue').extraEffort).toBe('power')
  })

  it('seed 004 L88-89: an exhausted unit puts it forth to behave as if not exhausted', () => {
    const st = { statuses: ['stunned', 'exhausted'] }
    const { out } = run({ kind: 'effort', tokenId: 'blue', effort: 'move' }, withState('blue', st))
    expect(out.outcome.outcome).toBe('acts as if not exhausted')
  })

  it('seed 004 L84: a hut is no living creature; refused in words', () => {
    expect(() => run({ kind: 'effort', tokenId: 'hut', effort: 'move' })).toThrow(RollRefused)
    expect(() => run({ kind: 'effort', tokenId: 'hut', effort: 'move' })).toThrow(
      'hut is not a living creature, so it cannot put forth Extra Effort',
    )
  })
})

describe('BW aim request', () => {
  it('seed 004 L41-43: a unit declares its aim at a target (for +2 after a full turn)', () => {
    const { c, out } = run({ kind: 'aim', tokenId: 'blue', targetTokenId: 'red' })
    expect(out.outcome).toMatchObject({ who: 'blue', what: 'Aim', total: null })
    expect(out.outcome.outcome).toBe('aims at red')
    expect(out.outcome.detail).toContain('+2')
    expect(out.label).toBe('blue aims at red')
    expect(stateAfter(c, out.changes, 'blue').aimingAt).toBe('red')
  })

  it('and stops aiming', () => {
    const { c, out } = run(
      { kind: 'aim', tokenId: 'blue', targetTokenId: null },
      withState('blue', { aimingAt: 'red' }),
    )
    expect(out.outcome.outcome).toBe('stops aiming')
    expect(out.outcome.detail).toBe('')
    expect(out.label).toBe('blue stops aiming')
    expect(stateAfter(c, out.changes, 'blue').aimingAt).toBeNull()
  })

  it('an aim at a unit not on the map is refused', () => {
    expect(() => run({ kind: 'aim', tokenId: 'blue', targetTokenId: 'ghost' })).toThrow(
      'That unit is no longer on the map.',
    )
  })
})

describe('BW end-of-turn request', () => {
  it('seed 004 L86-88: after Extra Effort a 4 leaves it Stunned from exhaustion', () => {
    const { c, out } = run(
      { kind: 'endTurn', tokenId: 'blue' },
      withState('blue', { extraEffort: 'move', movedThisTurnIn: 7 }),
      { 6: [4] },
    )
    expect(out.outcome).toMatchObject({
      who: 'blue',
      what: 'End of turn',
      total: 4,
      outcome: 'Stunned from exhaustion',
      detail: 'Extra Effort roll 1d6: 4',
    })
    expect(out.label).toBe('blue: end of turn (Stunned from exhaustion)')
    const s = stateAfter(c, out.changes, 'blue')
    expect(s.statuses).toEqual(['stunned', 'exhausted'])
    expect(s.movedLastTurnIn).toBe(7)
  })

  it('without Extra Effort nothing is rolled; the line says how far it moved', () => {
    const { out } = run(
      { kind: 'endTurn', tokenId: 'blue' },
      withState('blue', { movedThisTurnIn: 3 }),
    )
    expect(out.outcome).toMatchObject({
      total: null,
      outcome: 'nothing to roll',
      detail: 'moved 3" this turn',
    })
  })
})

describe('BW fire set and put out', () => {
  it('seed 004 L26-27: the hut set alight burns at Burn Level 1 by default', () => {
    const { c, out } = run({ kind: 'fire', action: 'ignite', tokenId: 'hut' })
    expect(out.outcome).toMatchObject({
      who: 'hut',
      what: 'Fire',
      total: 1,
      outcome: 'On Fire, Burn Level 1',
      detail: 'BW-33: it burns with 1d6 at the start of each turn.',
    })
    expect(out.label).toBe('hut catches fire (Burn Level 1)')
    expect(stateAfter(c, out.changes, 'hut').burnLevel).toBe(1)
  })

  it('seed 004 L30-31: at most the maximum Burn Level (3 by default, BW-Q17)', () => {
    const { c, out } = run({ kind: 'fire', action: 'ignite', tokenId: 'hut', burnLevel: 5 })
    expect(out.outcome.total).toBe(3)
    expect(stateAfter(c, out.changes, 'hut').burnLevel).toBe(3)
  })

  it('a unit that is not flammable is refused in words', () => {
    expect(() => run({ kind: 'fire', action: 'ignite', tokenId: 'blue' })).toThrow(
      'blue is not flammable',
    )
  })

  it('a fire is put out; a unit not on fire cannot be', () => {
    const { c, out } = run(
      { kind: 'fire', action: 'extinguish', tokenId: 'hut' },
      withState('hut', { burnLevel: 2 }),
    )
    expect(out.outcome).toMatchObject({
      who: 'hut',
      what: 'Fire',
      total: 0,
      outcome: 'put out',
      detail: '',
    })
    expect(out.label).toBe('hut: fire put out')
    expect(stateAfter(c, out.changes, 'hut')).toEqual({ ...blankBwState(), burnLevel: 0 })
    expect(() => run({ kind: 'fire', action: 'extinguish', tokenId: 'hut' })).toThrow(
      'hut is not on fire.',
    )
  })
})
