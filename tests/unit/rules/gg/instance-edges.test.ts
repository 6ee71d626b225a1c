import { describe, expect, it } from 'vitest'
import {
  freshGgInstance,
  ggInstanceOf,
  hasCondition,
  GgInstanceSchema,
} from '../../../../shared/rules/gg/engine/instance'
import { GgNpcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'

const orc = GgNpcSchema.parse({
  id: 'orc',
  name: 'Orc',
  traits: { PHY: 3, AGI: 1, END: 4, KNO: 0, INT: 0, DET: 0 },
  hpMax: 40,
  bp: 6,
})

describe('a GG token’s state (A.10 current state)', () => {
  it('a fresh token is at full HP with its sheet’s BP, on its feet, nothing used', () => {
    expect(freshGgInstance(orc)).toEqual({
      hp: 40,
      bp: 6,
      dying: {
        unconscious: false,
        dying: false,
        stabilised: false,
        wounded: 0,
        nonlethal: false,
        outOfFight: false,
        dead: false,
      },
      conditions: [],
      slowed: 0,
      scars: [],
      markedBy: [],
      turn: { taken: {}, reactions: [] },
    })
  })

  it('a fresh token’s dying track is its own copy, not the shared "up" state', () => {
    const a = freshGgInstance(orc)
    a.dying.dead = true
    expect(freshGgInstance(orc).dying.dead).toBe(false)
  })

  it('a hand-edited state with only HP reads with every default filled in', () => {
    const inst = ggInstanceOf({ hp: 12 })
    expect(inst).toMatchObject({
      hp: 12,
      bp: 0,
      conditions: [],
      slowed: 0,
      scars: [],
      markedBy: [],
      turn: { taken: {}, reactions: [] },
    })
    expect(inst!.dying).toMatchObject({ dying: false, wounded: 0, dead: false })
  })

  it('what is not a GG state reads as null', () => {
    expect(ggInstanceOf(null)).toBe(null)
    expect(ggInstanceOf({})).toBe(null)
    expect(ggInstanceOf({ hp: -1 })).toBe(null)
    expect(ggInstanceOf({ hp: 1.5 })).toBe(null)
    expect(ggInstanceOf({ hp: 5, conditions: ['nonsense'] })).toBe(null)
  })

  it('refusals name the field and the fault in words', () => {
    const r = GgInstanceSchema.safeParse({ hp: 5, conditions: ['sleepy'] })
    expect(r.success).toBe(false)
    expect(r.error!.issues[0]!.message).toBe('"sleepy" is not a GG condition')
    const hp = GgInstanceSchema.safeParse({ hp: 'x' })
    expect(hp.error!.issues[0]!.message).toBe('HP must be a number')
    const move = GgInstanceSchema.safeParse({ hp: 5, move: { mode: 'dig', speed: 3 } })
    expect(move.error!.issues[0]!.message).toMatch(/^"dig" is not a way to move \(walk, /)
    const proto = GgInstanceSchema.safeParse({ hp: 5, turn: { reactions: ['__proto__'] } })
    expect(proto.success).toBe(false)
    expect(GgInstanceSchema.safeParse({ hp: 5, turn: { reactions: ['oa'] } }).success).toBe(true)
  })

  it('hasCondition is true only for a condition the token has', () => {
    const inst = { ...freshGgInstance(orc), conditions: ['prone' as const] }
    expect(hasCondition(inst, 'prone')).toBe(true)
    expect(hasCondition(freshGgInstance(orc), 'prone')).toBe(false)
  })
})
