import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ConditionInstance } from '../../../../shared/rules/bluebox/engine/conditions'
import {
  campBonusCount,
  restEnd,
  restoreHpRoll,
  restPlanProblems,
  restSlots,
  restStart,
  type PlannedActivity,
  type RestActivityId,
} from '../../../../shared/rules/bluebox/engine/rest'

const acts = (...ids: RestActivityId[]): PlannedActivity[] => ids.map((activity) => ({ activity }))

describe('rest slots: only a Gift to an ally adds one (seed 000 L675, L705)', () => {
  it('repairing an ally’s Plating is aimed at the ally but gives it no slot (L687)', () => {
    // A short rest is 3 activities each (L675); the repair is one of a's, b still has 3.
    const plan = [
      { beingId: 'a', activities: [{ activity: 'repair-plating' as const, target: 'b' }] },
      { beingId: 'b', activities: [] },
    ]
    expect([...restSlots(plan, 'short')]).toEqual([
      ['a', 3],
      ['b', 3],
    ])
  })

  it('a Gift to oneself adds nothing', () => {
    const plan = [{ beingId: 'a', activities: [{ activity: 'gift' as const, target: 'a' }] }]
    expect([...restSlots(plan, 'short')]).toEqual([['a', 3]])
  })
})

describe('rest plan problems: aims', () => {
  it('a self-only activity aimed at oneself is fine', () => {
    const plan = [{ beingId: 'a', activities: [{ activity: 'restore-hp' as const, target: 'a' }] }]
    expect(restPlanProblems(plan, 'short')).toEqual([])
  })

  it('an ally repair aimed at nobody in the rest is an unknown being; untargeted is one’s own', () => {
    const plan = [
      {
        beingId: 'a',
        activities: [
          { activity: 'repair-tool' as const, target: 'z' },
          { activity: 'repair-tool' as const },
        ],
      },
    ]
    expect(restPlanProblems(plan, 'short')).toEqual([
      { beingId: 'a', index: 0, problem: 'unknown-being' },
    ])
  })
})

describe('comfortable camp re-rolls (seed 000 L723)', () => {
  it('no re-roll when the camp is not comfortable', () => {
    // 2✦ at level 1 are d4s (L685): 2 + 3, no 1s to reroll, nothing re-rolled; FOR 0.
    const dice = scriptedDice({ 4: [2, 3] })
    expect(restoreHpRoll({ level: 1, modifier: 0, rerollOnce: false }, dice)).toEqual({
      rolls: [2, 3],
      total: 5,
    })
    dice.assertDone()
  })

  it('picked dice outside the roll are ignored, each die re-rolled once', () => {
    // Faces 2 and 4; the picks name die 0 (twice) and two dice that do not exist: only die 0 is
    // re-rolled, to 3, so 3 + 4 = 7.
    const dice = scriptedDice({ 4: [2, 4, 3] })
    const who = { level: 1, modifier: 0, rerollOnce: () => [-1, 2, 0, 0] }
    expect(restoreHpRoll(who, dice)).toEqual({ rolls: [3, 4], total: 7 })
    dice.assertDone()
  })
})

describe('restStart and restEnd: what begins and what is left alone', () => {
  it('no watch unless someone keeps it, no alarm unless the camp has one (L701, L724)', () => {
    const none = restStart({ conditions: [] }, acts('meditate'), ['comfortable']).conditions
    expect(none).toEqual([])
    expect(restStart({ conditions: [] }, acts('meditate')).conditions).toEqual([])
  })

  it('keeping watch among other activities still begins the watch (L701)', () => {
    const s = restStart({ conditions: [] }, acts('craft', 'keep-watch'))
    expect(s.conditions.map((c) => c.id)).toEqual(['kept-watch'])
  })

  it('Exhaustion not cleared leaves the conditions as they were (R14 option off)', () => {
    // Without the automatic clearing and with no "Lose 2 levels" activity, level 3 stays 3.
    const before: ConditionInstance[] = [{ id: 'exhaustion', level: 3 }, { id: 'bleeding' }]
    const after = restEnd(
      { conditions: before },
      acts('craft'),
      { kind: 'short' },
      {
        restClearsExhaustion: false,
      },
    )
    expect(after).toEqual(before)
  })
})

describe('campBonusCount (seed 000 L719; L195: a natural 12 always succeeds)', () => {
  it('a failed Survival check earns nothing, whether or not it says it was not Decisive', () => {
    // 9 < DC 10, 3 < DC 10 and not a natural 12.
    expect(campBonusCount([{ total: 9 }, { total: 3, decisive: false }])).toBe(0)
  })
})
