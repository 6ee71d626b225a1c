/**
 * Putting a timed condition on (or off): what is refused and why, what a condition outside a fight
 * can last for, and which timer a new one replaces.
 */
import { describe, expect, it } from 'vitest'
import { TIMERS_MAX, type Campaign } from '../../../../shared/model'
import { setTimedCondition } from '../../../../shared/play/combat'
import { begun, conditionsOn, fight, trailCampaign } from './fixture'

const timersOf = (c: Campaign) =>
  fight(c).timers.map((t) => [t.tokenId, t.condition, t.until.kind, t.sourceId ?? null])

describe('setTimedCondition refusals', () => {
  it.each([-1, 101, 2.5])("refuses a save's DC of %s", (dc) => {
    expect(() =>
      setTimedCondition(begun(), 'ash', 'marked', true, undefined, undefined, dc),
    ).toThrow(`a save's DC must be a whole number from 0 to 100 (not ${dc})`)
  })

  it.each([0, 100])('takes a DC of %s', (dc) => {
    const c = setTimedCondition(begun(), 'ash', 'marked', true, undefined, undefined, dc)
    expect(conditionsOn(c, 'ash')).toContain('marked')
  })

  it('refuses rounds counted for a token that is not in the fight', () => {
    const c = begun()
    const cat = {
      ...c,
      tokens: { ...c.tokens, cat: { ...c.tokens['rat']!, id: 'cat', name: 'Cat' } },
    }
    expect(() =>
      setTimedCondition(cat, 'cat', 'marked', true, { kind: 'rounds', rounds: 2 }),
    ).toThrow('Cat is not in this fight, so its rounds cannot be counted')
    // Until a turn of someone in the fight is fine for it.
    const on = setTimedCondition(cat, 'cat', 'marked', true, { kind: 'turn', at: 'end', of: 'ash' })
    expect(timersOf(on)).toContainEqual(['cat', 'marked', 'turn', null])
  })

  it('refuses a source that is not in the fight, and keeps one that is', () => {
    expect(() =>
      setTimedCondition(begun(), 'ash', 'marked', true, { kind: 'manual' }, 'ghost'),
    ).toThrow('no combatant "ghost" in this fight')
    const c = setTimedCondition(begun(), 'ash', 'marked', true, { kind: 'manual' }, 'rat')
    expect(timersOf(c)).toContainEqual(['ash', 'marked', 'manual', 'rat'])
  })

  it(`holds ${TIMERS_MAX} timers: one more is refused, a replacement is not`, () => {
    const c = begun()
    const timers = Array.from({ length: TIMERS_MAX - 1 }, (_, i) => ({
      id: `x${i}`,
      tokenId: 'bo',
      condition: `c${i}`,
      until: { kind: 'manual' as const },
      round: 1,
    }))
    const almost = { ...c, combat: { ...fight(c), timers } }
    const full = setTimedCondition(almost, 'ash', 'marked', true, { kind: 'manual' })
    expect(fight(full).timers).toHaveLength(TIMERS_MAX)
    expect(() => setTimedCondition(full, 'rat', 'marked', true, { kind: 'manual' })).toThrow(
      `this fight already times ${TIMERS_MAX} conditions: end some before adding another`,
    )
    const again = setTimedCondition(full, 'ash', 'marked', true, { kind: 'rest' })
    expect(fight(again).timers).toHaveLength(TIMERS_MAX)
    expect(fight(again).timers.at(-1)?.until).toEqual({ kind: 'rest' })
  })
})

describe('outside a fight', () => {
  it('refuses a duration counted in turns or saves', () => {
    const c = trailCampaign()
    const msg = 'a duration counted in turns or saves needs a fight running'
    expect(() =>
      setTimedCondition(c, 'ash', 'marked', true, { kind: 'turn', at: 'end', of: 'ash' }),
    ).toThrow(msg)
    expect(() =>
      setTimedCondition(c, 'ash', 'marked', true, { kind: 'save', at: 'end', save: 'grit', dc: 3 }),
    ).toThrow(msg)
  })

  it('until a rest is remembered on the token; until removed, or no duration, is not', () => {
    const c = trailCampaign()
    const rest = setTimedCondition(c, 'ash', 'marked', true, { kind: 'rest' })
    expect(conditionsOn(rest, 'ash')).toEqual(['marked'])
    expect(rest.tokens['ash']?.untilRest).toEqual(['marked'])
    for (const until of [{ kind: 'manual' as const }, undefined]) {
      const on = setTimedCondition(c, 'ash', 'marked', true, until)
      expect(conditionsOn(on, 'ash')).toEqual(['marked'])
      expect(on.tokens['ash']?.untilRest).toBeUndefined()
    }
    // Put on again by hand: no longer until a rest.
    expect(
      setTimedCondition(rest, 'ash', 'marked', true, { kind: 'manual' }).tokens['ash']?.untilRest,
    ).toBeUndefined()
  })

  it('a condition comes off with no fight to log it in', () => {
    const c = setTimedCondition(trailCampaign(), 'ash', 'marked', true)
    const off = setTimedCondition(c, 'ash', 'marked', false)
    expect(conditionsOn(off, 'ash')).toEqual([])
  })
})

describe('taking a timed condition off in a fight', () => {
  it('drops only its timer on that token, and logs it', () => {
    let c = setTimedCondition(begun(), 'ash', 'marked', true, { kind: 'manual' })
    c = setTimedCondition(c, 'ash', 'dazed', true, { kind: 'manual' })
    c = setTimedCondition(c, 'bo', 'marked', true, { kind: 'manual' })
    const off = setTimedCondition(c, 'ash', 'marked', false)
    expect(conditionsOn(off, 'ash')).toEqual(['dazed'])
    expect(timersOf(off).filter(([, cond]) => cond !== 'off-guard')).toEqual([
      ['ash', 'dazed', 'manual', null],
      ['bo', 'marked', 'manual', null],
    ])
    expect(fight(off).log.at(-1)?.text).toBe('Marked on Ash removed')
  })
})
