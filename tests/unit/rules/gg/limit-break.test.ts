import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  eventLp,
  lbLevelAvailable,
  lpAfterGain,
  lpAfterLimitBreak,
  passiveLp,
  scarsAfterLongRest,
} from '../../../../shared/rules/gg/engine/limit-break'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

describe('GG-110 … GG-114 Limit Potential (worked examples)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [230, 2],
    [300, 3],
  ])('pool %i -> Level %i', (lp, level) => {
    expect(lbLevelAvailable(lp)).toBe(level)
  })
  it('GG-111 Ex.: outside a Critical Engagement the pool stops at 200; inside it reaches 300', () => {
    expect(lpAfterGain(190, 20, false)).toEqual({ lp: 200, wasted: 10 })
    expect(lpAfterGain(290, 20, true)).toEqual({ lp: 300, wasted: 10 })
    const o = resolveGgOptions({ lbCapOutsideCE: 299 })
    expect(lpAfterGain(290, 20, false, o).lp).toBe(299)
  })
  it('GG-112 Ex.: 4 PCs make 20 LP a round -> Level 1 after 5 rounds', () => {
    let lp = 0
    let rounds = 0
    while (lbLevelAvailable(lp) < 1) {
      for (let pc = 0; pc < 4; pc++) lp = lpAfterGain(lp, passiveLp('pc'), false).lp
      rounds++
    }
    expect(rounds).toBe(5)
    expect(passiveLp('hostile')).toBe(0)
    expect(passiveLp('ally')).toBe(0)
    expect(passiveLp('ally', resolveGgOptions({ lpGenerators: 'allAllies' }))).toBe(5)
  })
  it('GG-112 / GG-Q42: the Memory (a summon) makes no passive LP under pcs; it does under allAllies', () => {
    expect(passiveLp('memory')).toBe(0)
    const all = resolveGgOptions({ lpGenerators: 'allAllies' })
    expect(passiveLp('memory', all)).toBe(5)
    expect(passiveLp('hostile', all)).toBe(0)
  })
  it('GG-113: event LP come from the table', () => {
    const o = resolveGgOptions({ lpEvents: { crit: 10 } })
    expect(eventLp('crit', o)).toBe(10)
    expect(eventLp('crit')).toBe(0)
  })
  it('GG-114 Ex.: pool 230 at Level 2 spends 200; a Level not reached is refused', () => {
    expect(lpAfterLimitBreak(230, 2)).toBe(30)
    expect(lpAfterLimitBreak(230, 1, resolveGgOptions({ lbSpend: 'all' }))).toBe(0)
    expect(() => lpAfterLimitBreak(230, 3)).toThrow('only reached Limit Break Level 2')
    expect(() => lpAfterLimitBreak(40, 1)).toThrow(/needs 100 Limit Potential/)
  })
  it('property: the pool never exceeds its cap nor shrinks on a gain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        (lp, g, ce) => {
          const start = Math.min(lp, ce ? 300 : 200)
          const r = lpAfterGain(start, g, ce)
          expect(r.lp).toBeLessThanOrEqual(ce ? 300 : 200)
          expect(r.lp).toBeGreaterThanOrEqual(start)
          expect(r.lp - start + r.wasted).toBe(g)
        },
      ),
    )
  })
})

describe('GG-Q33 Scar recovery', () => {
  it('Scars stay after a Long Rest unless the table says they heal', () => {
    const scars = { mild: 'blood in the eyes' }
    expect(scarsAfterLongRest(scars)).toBe(scars)
    expect(scarsAfterLongRest(scars, resolveGgOptions({ scarRecovery: 'longRest' }))).toEqual({})
  })
})
