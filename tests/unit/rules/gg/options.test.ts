import { describe, expect, it } from 'vitest'
import {
  GG_DEFAULT_DAMAGE_TYPES,
  GG_DEFAULT_OPTIONS,
  GG_PIPELINE_STEPS,
  resolveGgOptions,
} from '../../../../shared/rules/gg/engine/options'

describe('GG table options (D.4 defaults)', () => {
  it('fills every D.4 default when nothing is stored', () => {
    const o = resolveGgOptions(undefined)
    expect(o.testDie).toBe('d20')
    expect(o.inspiredOn).toEqual([20])
    expect(o.advMode).toBe('5e')
    expect(o.hitOnEqual).toBe(true)
    expect(o.cost).toEqual({
      movement: 1,
      attack: 1,
      useSkill: 1,
      useItem: 1,
      escapeGrapple: 2,
      mark: 1,
      oaRP: 1,
      limitBreak: 2,
    })
    expect(o.repeatSurcharge).toBe('flat')
    expect(o.repeatAppliesToMovement).toBe(true)
    expect(o.lateJoinEqual).toBe('after')
    expect(o.roundDuration).toBe('turnOwner')
    expect(o.sizeTable).toEqual({
      tiny: 0.5,
      small: 1,
      medium: 1,
      large: 2,
      huge: 3,
      gargantuan: 4,
    })
    expect(o.pipelineOrder[0]).toBe('immunity')
    expect(o.pipelineOrder).toHaveLength(10)
    expect(o.scarReduction).toEqual({ mode: 'fraction', mild: 0.25, moderate: 0.5, severe: 0.75 })
    expect(o.wounded5).toEqual({ criticalEngagement: 'dies', other: 'knockedOutOfFight' })
    expect(o.npcDeath).toEqual({ named: 'asPC', minions: 'dieAt0' })
    expect(o.lbCapOutsideCE).toBe(200)
    expect(o.damageTypes).toContain('limit')
    expect(o.cond.surprised).toBe('default')
    expect(o).toEqual(GG_DEFAULT_OPTIONS)
  })

  it('keeps a stored reading and fills the rest of a partly stored group', () => {
    const o = resolveGgOptions({ repeatSurcharge: 'cumulative', cost: { attack: 2 } })
    expect(o.repeatSurcharge).toBe('cumulative')
    expect(o.cost.attack).toBe(2)
    expect(o.cost.escapeGrapple).toBe(2)
    expect(o.testDie).toBe('d20')
  })

  it.each([
    [{ testDie: 'd12' }, /test die must be d20, 2d10 or 3d6/],
    [{ cost: { attack: -1 } }, /AP cost of an Attack cannot be negative/],
    [{ hitOnEqual: 'yes' }, /must be on or off/],
    [{ pipelineOrder: ['hp', 'hp'] }, /lists a step twice/],
    ['fast', /table options must be an object/],
  ])('refuses %j in words a GM understands', (input, message) => {
    expect(() => resolveGgOptions(input)).toThrow(message)
    expect(() => resolveGgOptions(input)).toThrow(/^Table option not understood: /)
  })
})

describe('the damage options shared by the engine (D.4, GG-Q28/Q32/Q33)', () => {
  it('damage types are lower-case ids; the pipeline and Scar amounts take their D.4 defaults', () => {
    const o = resolveGgOptions({})
    expect(o.damageTypes).toEqual([...GG_DEFAULT_DAMAGE_TYPES])
    expect(o.damageTypes).toContain('slashing')
    for (const t of o.damageTypes) expect(t).toBe(t.toLowerCase())
    expect(o.pipelineOrder).toEqual([...GG_PIPELINE_STEPS])
    expect(o.scarReduction).toEqual({ mode: 'fraction', mild: 0.25, moderate: 0.5, severe: 0.75 })
    expect(o.scarFixed).toEqual({ mild: 5, moderate: 10, severe: 15 })
  })

  it('GG-Q32 a pipeline with HP before Barrier Points is refused in plain words', () => {
    const order: string[] = GG_PIPELINE_STEPS.filter((s) => s !== 'hp')
    order.splice(order.indexOf('barrierPoints'), 0, 'hp')
    expect(() => resolveGgOptions({ pipelineOrder: order })).toThrow(
      /Table option not understood: the damage pipeline lists every step once/,
    )
  })
})
