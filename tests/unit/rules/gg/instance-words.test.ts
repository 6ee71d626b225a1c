/**
 * A GG token's state (A.10's "current state") refused field by field, each in words that name the
 * field: the Turn's ledger (GG-021 / GG-Q10's movement before a switch), the way it moves next
 * (GG-021, GG-024), its next jump (GG-029 / GG-032), the Wounded tick (GG-102), and a state that is
 * no object at all.
 */
import { describe, expect, it } from 'vitest'
import { GgInstanceSchema } from '../../../../shared/rules/gg/instance'
import { GgCheckRequestSchema } from '../../../../shared/rules/gg/roll-requests'

const words = (state: unknown) => {
  const r = GgInstanceSchema.safeParse(state)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}
const base = { hp: 10 }

describe('GG token state in words', () => {
  it('a state that is no object', () => {
    expect(words('hurt')).toEqual(['a GG token state must be an object'])
  })

  it.each<[unknown, string]>([
    ['far', 'Movement spent before the switch must be a number'],
    [-0.5, 'Movement spent before the switch cannot be negative'],
    [1000.5, 'Movement spent before the switch must be at most 1000'],
  ])('GG-Q10: movement spent before a switch of %j', (switchedAt, message) => {
    expect(words({ ...base, turn: { taken: {}, reactions: [], switchedAt } })).toEqual([message])
  })

  it('GG-Q10: 2.5 m before the switch is a spend (metres, not whole)', () => {
    expect(words({ ...base, turn: { taken: {}, reactions: [], switchedAt: 2.5 } })).toEqual([])
  })

  it.each<[object, string]>([
    [{ mode: 'fly', speed: 101 }, 'The speed of that way of moving must be at most 100'],
    [{ mode: 'fly', speed: 9, flyTo: -1 }, 'The altitude to fly to cannot be negative'],
    [{ mode: 'fly', speed: 9, flyTo: 1.5 }, 'The altitude to fly to must be a whole number'],
  ])('GG-021 / GG-024: the next way of moving %j', (move, message) => {
    expect(words({ ...base, move })).toEqual([message])
  })

  it.each<[object, string]>([
    [{ kind: 'triple', phy: 2 }, 'a jump is a long jump or a high jump'],
    [{ kind: 'long', phy: 'strong' }, 'Physique must be a number'],
    [{ kind: 'long', phy: 2.5 }, 'Physique must be a whole number'],
    [{ kind: 'high', phy: -11 }, 'Physique cannot be below -10'],
    [{ kind: 'high', phy: 31 }, 'Physique must be at most 30'],
  ])('GG-029 / GG-032: the next jump %j', (jump, message) => {
    expect(words({ ...base, jump })).toEqual([message])
  })

  it('a jump at the Physique bounds, -10 and 30, is read', () => {
    expect(words({ ...base, jump: { kind: 'long', phy: -10 } })).toEqual([])
    expect(words({ ...base, jump: { kind: 'high', phy: 30, running: true } })).toEqual([])
  })

  it('GG-102: the Wounded Degree before the tick is a count up to 20', () => {
    expect(words({ ...base, woundedBefore: 21 })).toEqual(['Wounded before must be at most 20'])
    expect(words({ ...base, woundedBefore: 20 })).toEqual([])
  })
})

describe('GG Trait Test requests in words', () => {
  it('F-GG-1: a Trait that is not one of the six is refused, the six named', () => {
    const r = GgCheckRequestSchema.safeParse({
      kind: 'check',
      sheet: { kind: 'pc', id: 'aria' },
      trait: 'LUCK',
    })
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'a Trait is one of PHY, AGI, END, KNO, INT, DET',
    ])
  })
})
