/**
 * A token placed from a sheet that was never hurt or conditioned has no instance yet (the demo's
 * tokens): the tracker gives it one fresh from its sheet when a condition goes on, so the GM's
 * condition editor and the opening condition work on it. A token with no sheet still cannot.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { CombatRefused, setTimedCondition } from '../../../../shared/play/combat'
import { begun, conditionsOn, fight, trailCampaign } from './fixture'

function withoutInstances(ids: string[]): Campaign {
  const c = trailCampaign()
  for (const id of ids) {
    const { instance: _none, ...rest } = c.tokens[id]!
    c.tokens[id] = rest
  }
  return c
}

describe('conditions on a token with a sheet but no instance yet', () => {
  it('the opening condition lands on the slower side', () => {
    const c = begun(undefined, withoutInstances(['rat', 'mouse']))
    expect(conditionsOn(c, 'rat')).toEqual(['off-guard'])
    expect(conditionsOn(c, 'mouse')).toEqual(['off-guard'])
    expect(fight(c).timers.map((t) => t.tokenId)).toEqual(['rat', 'mouse'])
  })

  it('a timed condition from the GM lands, with its timer', () => {
    const c = begun(undefined, withoutInstances(['bo']))
    const out = setTimedCondition(c, 'bo', 'bleeding', true, { kind: 'manual' })
    expect(conditionsOn(out, 'bo')).toEqual(['bleeding'])
  })

  it('a token with no sheet is still refused, by name', () => {
    const c = withoutInstances(['rat'])
    const { npcId: _sheet, ...bare } = c.tokens.rat!
    c.tokens.rat = bare
    expect(() => setTimedCondition(begun(undefined, c), 'rat', 'bleeding', true)).toThrow(
      new CombatRefused('Rat has no sheet, so it cannot hold a condition'),
    )
  })
})
