import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ConditionInstance } from '../../../../shared/rules/bluebox/engine/conditions'
import { exhaustionLevel } from '../../../../shared/rules/bluebox/engine/conditions'
import {
  CAMP_BONUSES,
  campBonusCount,
  campBonusProblems,
  exhaustionAfterRest,
  REST_ACTIVITIES,
  REST_ACTIVITY_IDS,
  REST_KINDS,
  restEnd,
  restoreEpRoll,
  restoreHpRoll,
  restPlanCutShort,
  restPlanProblems,
  restSlots,
  restStart,
  type PlannedActivity,
  type RestActivityId,
  type RestPlan,
} from '../../../../shared/rules/bluebox/engine/rest'

const acts = (...ids: RestActivityId[]): PlannedActivity[] => ids.map((activity) => ({ activity }))
const gift = (target: string): PlannedActivity => ({ activity: 'gift', target })

describe('rest data', () => {
  it('short rest: 3 activities, long rest: 5', () => {
    expect(REST_KINDS.short.activities).toBe(3)
    expect(REST_KINDS.long.activities).toBe(5)
  })
  it.each<[RestActivityId, boolean]>([
    ['restore-hp', false],
    ['restore-ep', false],
    ['repair-plating', false],
    ['lose-exhaustion', false],
    ['repair-tool', false],
    ['swap-module', false],
    ['craft', false],
    ['practice-weapon', false],
    ['meditate', true],
    ['study-maps', true],
    ['keep-watch', true],
    ['gift', false],
  ])('%s is 1/rest: %s', (id, once) => {
    expect(REST_ACTIVITY_IDS).toContain(id)
    expect(REST_ACTIVITIES[id].oncePerRest).toBe(once)
  })
})

describe('restPlanProblems and slots', () => {
  it.each<[string, RestPlan, 'short' | 'long', string[]]>([
    [
      'three on a short rest',
      [{ beingId: 'a', activities: acts('restore-hp', 'restore-hp', 'craft') }],
      'short',
      [],
    ],
    [
      'four on a short rest',
      [{ beingId: 'a', activities: acts('restore-hp', 'restore-hp', 'craft', 'craft') }],
      'short',
      ['too-many'],
    ],
    [
      'five on a long rest',
      [
        {
          beingId: 'a',
          activities: acts('restore-hp', 'restore-hp', 'craft', 'craft', 'restore-ep'),
        },
      ],
      'long',
      [],
    ],
    [
      'meditating twice',
      [{ beingId: 'a', activities: acts('meditate', 'meditate') }],
      'short',
      ['once-per-rest'],
    ],
    [
      'keep watch twice',
      [{ beingId: 'a', activities: acts('keep-watch', 'restore-hp', 'keep-watch') }],
      'short',
      ['once-per-rest'],
    ],
    ['a gift to nobody', [{ beingId: 'a', activities: acts('gift') }], 'short', ['needs-ally']],
    ['a gift to oneself', [{ beingId: 'a', activities: [gift('a')] }], 'short', ['needs-ally']],
    [
      'a gift to a stranger',
      [{ beingId: 'a', activities: [gift('z')] }],
      'short',
      ['unknown-being'],
    ],
    [
      'restoring HP for an ally',
      [
        { beingId: 'a', activities: [{ activity: 'restore-hp', target: 'b' }] },
        { beingId: 'b', activities: [] },
      ],
      'short',
      ['self-only'],
    ],
    [
      'repairing an ally’s Plating',
      [
        { beingId: 'a', activities: [{ activity: 'repair-plating', target: 'b' }] },
        { beingId: 'b', activities: [] },
      ],
      'short',
      [],
    ],
    [
      'two gifts stack: 5 on a short rest',
      [
        { beingId: 'a', activities: [gift('c'), gift('c')] },
        {
          beingId: 'c',
          activities: acts('restore-hp', 'restore-hp', 'restore-hp', 'craft', 'craft'),
        },
      ],
      'short',
      [],
    ],
  ])('%s', (_n, plan, kind, problems) => {
    expect(restPlanProblems(plan, kind).map((p) => p.problem)).toEqual(problems)
  })

  it('gifts add slots to the receiver only', () => {
    const plan: RestPlan = [
      { beingId: 'a', activities: [gift('b'), gift('b')] },
      { beingId: 'b', activities: [] },
    ]
    expect([...restSlots(plan, 'long')]).toEqual([
      ['a', 5],
      ['b', 7],
    ])
  })
})

describe('restPlanCutShort (R19)', () => {
  it('keeps the first 3 in planned order', () => {
    const plan: RestPlan = [
      {
        beingId: 'a',
        activities: acts('craft', 'restore-hp', 'meditate', 'restore-ep', 'study-maps'),
      },
    ]
    expect(restPlanCutShort(plan)[0]?.activities).toEqual(acts('craft', 'restore-hp', 'meditate'))
  })
  it('a gift planned 4th is lost, and so is the slot it gave', () => {
    const plan: RestPlan = [
      { beingId: 'a', activities: [...acts('craft', 'craft', 'craft'), gift('b')] },
      { beingId: 'b', activities: acts('restore-hp', 'restore-hp', 'restore-hp', 'restore-ep') },
    ]
    const cut = restPlanCutShort(plan)
    expect(cut.map((b) => b.activities.length)).toEqual([3, 3])
  })
  it('a gift planned early survives and still gives its slot', () => {
    const plan: RestPlan = [
      { beingId: 'a', activities: [gift('b'), ...acts('craft', 'craft', 'craft')] },
      {
        beingId: 'b',
        activities: acts('restore-hp', 'restore-hp', 'restore-hp', 'restore-ep', 'craft'),
      },
    ]
    expect(restPlanCutShort(plan).map((b) => b.activities.length)).toEqual([3, 4])
  })
})

describe('regeneration rolls', () => {
  it.each<
    [
      string,
      Parameters<typeof restoreHpRoll>[0],
      Record<number, number[]>,
      object | undefined,
      number[],
      number,
    ]
  >([
    [
      '2✦ + FOR (the level is not added)',
      { level: 2, modifier: 2 },
      { 4: [3, 4] },
      undefined,
      [3, 4],
      9,
    ],
    ['negative FOR not counted', { level: 2, modifier: -2 }, { 4: [3, 4] }, undefined, [3, 4], 7],
    ['a 1 is rerolled once', { level: 1, modifier: 0 }, { 4: [1, 1, 2] }, undefined, [1, 2], 3],
    [
      'until-not-one option',
      { level: 1, modifier: 0 },
      { 4: [1, 1, 3, 2] },
      { practicedReroll: 'until-not-one' },
      [3, 2],
      5,
    ],
    ['level 4 rolls d6', { level: 4, modifier: 1 }, { 6: [6, 2] }, undefined, [6, 2], 9],
    [
      'comfortable camp rerolls the low die',
      { level: 1, modifier: 0, rerollOnce: true },
      { 4: [2, 4, 3] },
      undefined,
      [3, 4],
      7,
    ],
    [
      'comfortable camp: the player picks',
      { level: 1, modifier: 0, rerollOnce: () => [1] },
      { 4: [2, 4, 1] },
      undefined,
      [2, 1],
      3,
    ],
  ])('HP: %s', (_n, who, faces, options, rolls, total) => {
    const dice = scriptedDice(faces)
    expect(restoreHpRoll(who, dice, options)).toEqual({ rolls, total })
    dice.assertDone()
  })

  it.each<[string, Parameters<typeof restoreEpRoll>[0], Record<number, number[]>, number]>([
    ['✦ + SPI (the level is not added)', { level: 3, modifier: 1 }, { 4: [2] }, 3],
    [
      'negative SPI not counted, 1 rerolled, level 7 rolls d8',
      { level: 7, modifier: -1 },
      { 8: [1, 5] },
      5,
    ],
  ])('EP: %s', (_n, who, faces, total) => {
    const dice = scriptedDice(faces)
    expect(restoreEpRoll(who, dice).total).toBe(total)
    dice.assertDone()
  })
})

describe('exhaustion over rests (R14)', () => {
  it.each<[number, Parameters<typeof exhaustionAfterRest>[1], object | undefined, number]>([
    [5, { kind: 'long' }, undefined, 1],
    [5, { kind: 'short' }, undefined, 3],
    [5, { kind: 'short' }, { restClearsExhaustion: false }, 5],
    [5, { kind: 'short', loseExhaustionActivities: 1 }, { restClearsExhaustion: false }, 3],
    [7, { kind: 'long', loseExhaustionActivities: 1, comfortableBonuses: 1 }, undefined, 0],
    [2, { kind: 'short', comfortableBonuses: 1 }, { restClearsExhaustion: false }, 1],
  ])('level %i after %j (%j) -> %i', (level, rest, options, after) => {
    expect(exhaustionAfterRest(level, rest, options)).toBe(after)
  })
})

describe('restStart and restEnd', () => {
  const before: ConditionInstance[] = [
    { id: 'hamstrung' },
    { id: 'meditated' },
    { id: 'exhaustion', level: 7 },
    { id: 'unconscious', cause: 'exhaustion' },
    { id: 'bleeding' },
  ]
  it('THP expire; Hamstring and old boons end; watch and alarm begin', () => {
    const s = restStart({ conditions: before }, acts('keep-watch'), ['alarm'])
    expect(s.thp).toBe(0)
    expect(s.conditions.map((c) => c.id)).toEqual([
      'exhaustion',
      'unconscious',
      'bleeding',
      'kept-watch',
      'camp-alarm',
    ])
  })
  it('the end clears Exhaustion (7 - 4 long - 2 activity = 1), wakes, ends watch, grants new boons', () => {
    const during = restStart({ conditions: before }, acts('keep-watch'), ['alarm']).conditions
    const after = restEnd(
      { conditions: during },
      acts('keep-watch', 'lose-exhaustion', 'meditate', 'study-maps'),
      { kind: 'long' },
    )
    expect(exhaustionLevel(after)).toBe(1)
    expect(after.map((c) => c.id).sort()).toEqual([
      'bleeding',
      'exhaustion',
      'meditated',
      'studied-maps',
    ])
  })
})

describe('camp bonuses (R25)', () => {
  it('one per DC 10 Survival success, natural 12 included', () => {
    expect(
      campBonusCount([{ total: 10 }, { total: 9 }, { total: 4, decisive: true }, { total: 15 }]),
    ).toBe(3)
  })
  it.each<[Parameters<typeof campBonusProblems>[0], number, object | undefined, string[]]>([
    [['hidden-camp', 'comfortable'], 2, undefined, []],
    [['hidden-camp', 'comfortable', 'alarm'], 2, undefined, ['too-many']],
    [['comfortable', 'comfortable'], 2, undefined, ['repeated']],
    [['comfortable', 'comfortable'], 2, { campBonusRepeats: true }, []],
  ])('%j with %i earned', (chosen, earned, options, problems) => {
    expect(campBonusProblems(chosen, earned, options)).toEqual(problems)
  })
  it('bonus data: Flaw to find the camp, a comfortable level of Exhaustion, the alarm’s initiative Edge', () => {
    expect(CAMP_BONUSES['hidden-camp'].findCampFlaw).toBe(1)
    expect(CAMP_BONUSES.comfortable.loseExhaustion).toBe(1)
    expect(CAMP_BONUSES.alarm.initiativeEdge).toBe(1)
  })
})
