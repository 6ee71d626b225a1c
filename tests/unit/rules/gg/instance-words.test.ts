/**
 * A GG token's state (A.10's "current state") refused field by field, each in words that name the
 * field: the Turn's ledger (GG-021 / GG-Q10's movement before a switch), the way it moves next
 * (GG-021, GG-024), its next jump (GG-029 / GG-032), the Wounded tick (GG-102), and a state that is
 * no object at all.
 */
import { describe, expect, it } from 'vitest'
import { GgInstanceSchema } from '../../../../shared/rules/gg/engine/instance'
import { GgCheckRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'

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

describe('GG token state: what a hand-edited or older state is read as', () => {
  // A token written before a field existed, or edited by hand, is read with the state a fresh
  // token has: on its feet (no dying-track flag, Wounded 0, GG-098 … GG-109), no BP, nothing
  // used this Turn (GG-015 / GG-016), no Slowed Degree (GG-043).
  const UP = {
    unconscious: false,
    dying: false,
    stabilised: false,
    wounded: 0,
    nonlethal: false,
    outOfFight: false,
    dead: false,
  }

  it('a state of HP alone is a fresh token', () => {
    const s = GgInstanceSchema.parse({ hp: 7 })
    expect(s).toEqual({
      hp: 7,
      bp: 0,
      dying: UP,
      conditions: [],
      slowed: 0,
      scars: [],
      markedBy: [],
      turn: { taken: {}, reactions: [] },
    })
  })

  it('an empty dying track and an empty ledger read field by field as on its feet, nothing used', () => {
    const s = GgInstanceSchema.parse({ hp: 7, dying: {}, turn: {} })
    expect(s.dying).toEqual(UP)
    expect(s.turn).toEqual({ taken: {}, reactions: [] })
  })

  it('a jump not said to be running is a standing one (GG-029: running needs 2 m first)', () => {
    const s = GgInstanceSchema.parse({ hp: 7, jump: { kind: 'long', phy: 2 } })
    expect(s.jump).toEqual({ kind: 'long', phy: 2, running: false })
  })

  it('a held Scar offer without its flags holds a plain lethal hit of no named type', () => {
    const s = GgInstanceSchema.parse({ hp: 7, scarOffer: { damage: 9, from: 'Orc' } })
    expect(s.scarOffer).toEqual({
      damage: 9,
      from: 'Orc',
      types: [],
      crit: false,
      nonlethal: false,
    })
  })

  it.each<[object, string]>([
    [{ dying: { wounded: 6 } }, 'Wounded must be at most 5'],
    [{ turn: { taken: { attack: 101 }, reactions: [] } }, 'Times taken must be at most 100'],
    [{ bp: -1 }, 'BP cannot be negative'],
    [{ slowed: 1.5 }, 'Slowed must be a whole number'],
    [{ altitude: 1001 }, 'Altitude must be at most 1000'],
    [{ scarOffer: { damage: -2, from: 'Orc' } }, 'Held damage cannot be negative'],
  ])('a count out of bounds is named: %j', (more, message) => {
    expect(words({ ...base, ...more })).toEqual([message])
  })

  it('a name that would reach an object prototype is no action key and no reaction', () => {
    // zod's record drops the key before it is checked: read, it is simply not there
    const taken = JSON.parse('{"__proto__": 1}') as object
    const read = GgInstanceSchema.parse({ ...base, turn: { taken, reactions: [] } })
    expect(Object.keys(read.turn.taken)).toEqual([])
    expect(Object.getPrototypeOf(read.turn.taken)).toBe(Object.prototype)
    expect(words({ ...base, turn: { taken: {}, reactions: ['__proto__'] } })).toEqual([
      'the name "__proto__" is reserved',
    ])
  })

  it('GG-043: a being dragged along needs its token, its name and whether it Slowed the dragger', () => {
    expect(words({ ...base, dragging: { tokenId: 'orc', name: 'Orc', slowed: true } })).toEqual([])
    expect(words({ ...base, dragging: { tokenId: 'orc', name: 'Orc' } })).toHaveLength(1)
    expect(words({ ...base, dragging: { name: 'Orc', slowed: false } })).toHaveLength(1)
    expect(words({ ...base, dragging: { tokenId: 'orc', slowed: false } })).toHaveLength(1)
  })
})
