/**
 * A turn's economy at its edges (seed 000, Actions & Action Economy, L443: a Reaction is gained "at
 * the start of their first turn in combat ... and regains the ability to do so at the end of their
 * turn"): refills at each boundary, spending a pip that is an action, the GM's override in the log,
 * and what a sheet's action charges.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import {
  chargeAction,
  CombatRefused,
  spendResource,
  takeTurnAction,
} from '../../../../shared/play/combat'
import { actionPaid, refilled } from '../../../../shared/play/combat/economy'
import { trailRuleset } from '../../../support/test-ruleset'
import { begun, fight, started } from './fixture'

const hooks = trailRuleset.combat!
const who = (c: Campaign, id: string) => fight(c).order.find((o) => o.id === id)!
const logs = (c: Campaign) => fight(c).log.map((l) => l.text)

describe('refilled', () => {
  // Trail (tests/support): act and steps refill at the turn's start; react at its end, gained at
  // the first turn's start (as L443's Reaction).
  const fresh = () => ({ ...who(begun(), 'bo'), left: {}, full: {} })
  const econ = { act: 1, react: 1, steps: 4, extra: 2 }

  it("at a first turn's start: the start resources, the one gained then, and unlisted keys", () => {
    const out = refilled({ ...fresh(), hasStarted: false }, hooks.resources, econ, 'start')
    expect(out.left).toEqual({ act: 1, react: 1, steps: 4, extra: 2 })
    expect(out.full).toEqual({ act: 1, react: 1, steps: 4, extra: 2 })
  })

  it("at a later turn's start: not the end resource", () => {
    const out = refilled({ ...fresh(), hasStarted: true }, hooks.resources, econ, 'start')
    expect(out.left).toEqual({ act: 1, steps: 4, extra: 2 })
  })

  it('at a turn end: only the end resource, once it has been gained', () => {
    const gained = refilled({ ...fresh(), hasStarted: true }, hooks.resources, econ, 'end')
    expect(gained.left).toEqual({ react: 1 })
    expect(gained.full).toEqual({ react: 1 })
    const notYet = refilled({ ...fresh(), hasStarted: false }, hooks.resources, econ, 'end')
    expect(notYet.left).toEqual({})
  })
})

describe('spendResource', () => {
  it('spending an act pays it alone: no Dash is taken, nothing logged', () => {
    const c = begun()
    const out = spendResource(c, 'ash', 'act', 1, false)
    expect(who(out, 'ash').left).toMatchObject({ act: 0, steps: 4 })
    expect(logs(out)).toEqual(logs(c))
  })

  it('spending the one pip an action owns takes that action; giving it back only gives it back', () => {
    const took = spendResource(begun(), 'ash', 'shuffle', 1, false)
    expect(logs(took).at(-1)).toBe('Ash: Shuffle')
    const back = spendResource(took, 'ash', 'shuffle', -1, false)
    expect(logs(back)).toEqual(logs(took))
  })

  it('refuses an amount of 0 or a fraction, in words', () => {
    for (const amount of [0, 1.5]) {
      expect(() => spendResource(begun(), 'ash', 'act', amount, false)).toThrow(
        new CombatRefused(`an amount to spend must be a whole number other than 0 (not ${amount})`),
      )
    }
  })

  it('spends for a combatant whose token has left the map', () => {
    const c = begun()
    const { bo: _gone, ...tokens } = c.tokens
    const out = spendResource({ ...c, tokens }, 'bo', 'act', 1, false)
    expect(who(out, 'bo').left.act).toBe(0)
  })

  it('logs an override as spending past its limits', () => {
    const out = spendResource(begun(), 'ash', 'act', 2, true)
    expect(logs(out).at(-1)).toBe('Ash spent past its limits (GM override)')
  })
})

describe('takeTurnAction', () => {
  it('says so when the GM overrode the cost', () => {
    const c = spendResource(begun(), 'ash', 'act', 1, false)
    expect(logs(takeTurnAction(c, 'ash', 'dash', true)).at(-1)).toBe('Ash: Dash (GM override)')
  })

  it('refuses before the fight has begun, and for a token gone from the map', () => {
    expect(() => takeTurnAction(started(), 'ash', 'dash', false)).toThrow(
      new CombatRefused('the fight has not begun: settle initiative, then press Begin'),
    )
    const c = begun()
    const { ash: _gone, ...tokens } = c.tokens
    expect(() => takeTurnAction({ ...c, tokens }, 'ash', 'dash', false)).toThrow(
      new CombatRefused("Ash's token is no longer on the map"),
    )
  })

  it('names its refusal as one, so a crash log tells it from a fault', () => {
    let caught: unknown
    try {
      takeTurnAction(started(), 'ash', 'dash', false)
    } catch (err) {
      caught = err
    }
    expect(String(caught)).toBe(
      'CombatRefused: the fight has not begun: settle initiative, then press Begin',
    )
  })
})

describe('actionPaid', () => {
  const ash = () => who(begun(), 'ash')

  it('sets its flag once, and not past 20 flags', () => {
    const slip = hooks.actions(begun().tokens['ash']!, begun()).find((a) => a.id === 'slip')!
    const once = actionPaid(trailRuleset, hooks, { ...ash(), flags: ['disengaged'] }, slip, true)
    expect(once.flags).toEqual(['disengaged'])
    const nineteen = Array.from({ length: 19 }, (_, i) => `f${i}`)
    expect(
      actionPaid(trailRuleset, hooks, { ...ash(), flags: nineteen }, slip, true).flags,
    ).toEqual([...nineteen, 'disengaged'])
    const twenty = [...nineteen, 'f19']
    expect(actionPaid(trailRuleset, hooks, { ...ash(), flags: twenty }, slip, true).flags).toEqual(
      twenty,
    )
  })

  it('gives nothing under a reserved key', () => {
    const gives = JSON.parse('{"__proto__": 3, "steps": 1}') as Record<string, number>
    const action = { id: 'odd', name: 'Odd', cost: {}, gives, summary: '' }
    const out = actionPaid(trailRuleset, hooks, ash(), action, false)
    expect(Object.keys(out.left).sort()).toEqual(Object.keys(ash().left).sort())
    expect(out.left.steps).toBe(ash().left.steps! + 1)
    // An action with no flag sets none.
    expect(out.flags).toEqual(ash().flags)
  })
})

describe('chargeAction', () => {
  it('charges nothing before the fight begins, for a free action, or to someone not fighting', () => {
    const s = started()
    expect(chargeAction(s, 'ash', { act: 1 }, false)).toBe(s)
    const c = begun()
    expect(chargeAction(c, 'ash', { act: 0 }, false)).toBe(c)
    expect(chargeAction(c, 'ghost', { act: 1 }, false)).toBe(c)
  })

  it('logs an override', () => {
    const c = chargeAction(begun(), 'ash', { act: 2 }, true)
    expect(logs(c).at(-1)).toBe('Ash spent past its limits (GM override)')
  })
})
