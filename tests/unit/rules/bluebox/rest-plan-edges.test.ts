/**
 * A Blue Box rest plan's problems at their edges, word for word: the kind (a Short Rest gives 3
 * activities, a Long one 5: seed 000 L674-L679), who rests, the once-per-rest activities (L698,
 * L700, L702), a gift to an ally (L705), crafting 1 + KNO items (L693), the Camp Bonuses one per
 * successful Survival check (L719) and the watch within the rest. Demo: Vaka KNO 1, Orin KNO 0.
 */
import { describe, expect, it } from 'vitest'
import type { RestPlan } from '../../../../shared/model'
import { demo, plan, rest } from './rest-fixture'

const problems = (p: RestPlan) => rest.planProblems(p, demo())

describe('the kind and the members', () => {
  it('a kind that is not one is named, and the plan is counted as a short rest (3 slots)', () => {
    const slots = Array.from({ length: 4 }, () => ({ activity: 'restore-hp' }))
    expect(problems(plan({ 'pc-vaka': slots }, { kind: 'nap', members: ['pc-vaka'] }))).toEqual([
      '"nap" is not a kind of rest: choose Short or Long',
      'Vaka has more activities than slots (3): remove one',
    ])
  })

  it('nobody resting', () => {
    expect(problems(plan({}, { members: [] }))).toEqual([
      'nobody is resting: add the party to the rest',
    ])
  })

  it('a member naming nothing: named once, its slots read only for what is not an activity', () => {
    const p = plan({ ghost: [{ activity: 'nap' }, { activity: 'craft' }] }, { members: ['ghost'] })
    expect(problems(p)).toEqual([
      '"ghost" is neither a token nor a player character',
      'ghost: "nap" is not a rest activity',
    ])
  })
})

describe('the slots, word for word', () => {
  it.each<[string, RestPlan['slots'], string]>([
    [
      'a second meditation (L698)',
      {
        'pc-vaka': [{ activity: 'restore-hp' }, { activity: 'meditate' }, { activity: 'meditate' }],
      },
      'Vaka (activity 3): that activity can be taken only once per rest',
    ],
    [
      'a gift to nobody (L705)',
      { 'pc-vaka': [{ activity: 'gift' }] },
      'Vaka (activity 1): a gift must go to another member of the rest',
    ],
    [
      'an ally repair aimed at someone not resting',
      { 'pc-vaka': [{ activity: 'repair-plating', target: 'pc-mira' }] },
      'Vaka (activity 1): the ally is not resting with the party',
    ],
    [
      'restoring another’s HP',
      { 'pc-vaka': [{ activity: 'meditate' }, { activity: 'restore-hp', target: 'pc-orin' }] },
      'Vaka (activity 2): that activity can only be done for oneself',
    ],
  ])('%s', (_n, slots, words) => {
    expect(problems(plan(slots))).toEqual([words])
  })

  it('crafting with nothing chosen lists the Simple Craftables', () => {
    expect(problems(plan({ 'pc-vaka': [{ activity: 'craft' }] }))).toEqual([
      'Vaka: choose what to craft (Sana Sphere, Payload Canister, Lightstone Holster, Rope, Air Bladder, Bamboo Disk)',
    ])
  })

  it('KNO 0 allows 1 item: one more is a problem, in the singular', () => {
    expect(problems(plan({ 'pc-orin': [{ activity: 'craft', item: 'rope', count: 2 }] }))).toEqual([
      'Orin can craft at most 1 item in one activity (1 + KNO): lower the count',
    ])
    expect(problems(plan({ 'pc-orin': [{ activity: 'craft', item: 'rope', count: 1 }] }))).toEqual(
      [],
    )
  })

  it('a repair for someone who is not there names the weapon as not the repairer’s', () => {
    const p = plan({
      'pc-vaka': [{ activity: 'repair-tool', target: 'pc-gone', weapon: 'hammer' }],
    })
    expect(problems(p)).toEqual([
      'Vaka: "hammer" is not one of Vaka\'s weapons',
      'Vaka (activity 1): the ally is not resting with the party',
    ])
  })

  it('repairing an ally’s weapon looks on the ally’s sheet; one’s own on one’s own', () => {
    const theirs = { activity: 'repair-tool', target: 'pc-orin', weapon: 'hammer' }
    expect(problems(plan({ 'pc-vaka': [theirs] }))).toEqual([])
    const own = { activity: 'repair-tool', weapon: 'hammer' }
    expect(problems(plan({ 'pc-vaka': [own] }))).toEqual([
      'Vaka: "hammer" is not one of Vaka\'s weapons',
    ])
  })

  it('only a repair looks at an ally’s sheet: a Module swap aimed at an ally reads one’s own', () => {
    const own = { activity: 'repair-tool', weapon: 'twin-blades' }
    expect(problems(plan({ 'pc-vaka': [own] }))).toEqual([])
    const swap = { activity: 'swap-module', target: 'pc-orin', weapon: 'twin-blades' }
    expect(problems(plan({ 'pc-vaka': [swap] }))).toEqual([
      'Vaka (activity 1): that activity can only be done for oneself',
    ])
  })

  it('a Module swap naming no weapon and no Module is no problem', () => {
    expect(problems(plan({ 'pc-vaka': [{ activity: 'swap-module' }] }))).toEqual([])
  })

  it('a Module removed that the Practiced weapon carries is no problem', () => {
    const p = plan(
      {
        'npc-sentinel': [
          {
            activity: 'swap-module',
            weapon: 'piston-maul',
            remove: 'Steam piston: the head drives out a full metre on the swing',
          },
        ],
      },
      { members: ['npc-sentinel'] },
    )
    expect(problems(p)).toEqual([])
  })
})

describe('Camp Bonuses (L719) and the watch', () => {
  const check = (success: boolean) => ({ memberId: 'pc-vaka', total: 10, success, detail: '' })

  it('a name that is not a Camp Bonus', () => {
    expect(problems(plan({}, { camp: ['tent'] }))).toEqual(['"tent" is not a Camp Bonus'])
  })

  it.each<[string, boolean[], string[], string[]]>([
    [
      'two chosen for one success',
      [true, false],
      ['hidden-camp', 'alarm'],
      ['2 Camp Bonuses are chosen but 1 camp check succeeded: remove 1'],
    ],
    [
      'one chosen for no success',
      [false, false],
      ['hidden-camp'],
      ['1 Camp Bonuses are chosen but 0 camp checks succeeded: remove 1'],
    ],
    ['as many as the successes', [true, true], ['hidden-camp', 'alarm'], []],
  ])('%s', (_n, checks, camp, words) => {
    expect(problems(plan({}, { camp, campChecks: checks.map(check) }))).toEqual(words)
  })

  it('before the camp checks the choice stands; a repeat is named', () => {
    expect(problems(plan({}, { camp: ['alarm', 'hidden-camp'] }))).toEqual([])
    expect(problems(plan({}, { camp: ['alarm', 'alarm'] }))).toEqual([
      'a Camp Bonus is chosen twice: the table rules allow each only once',
    ])
  })

  it('a table that allows repeated Camp Bonuses names no repeat', () => {
    const p = plan({}, { camp: ['alarm', 'alarm'] })
    expect(rest.planProblems(p, demo({}, { campBonusRepeats: true }))).toEqual([])
  })

  it('a watch kept by someone not resting, and one that ends as it starts', () => {
    const p = plan(
      {},
      {
        watch: [
          { memberId: 'pc-mira', from: 0, to: 2 },
          { memberId: 'pc-vaka', from: 3, to: 3 },
          { memberId: 'pc-orin', from: 6, to: 8 },
        ],
      },
    )
    expect(problems(p)).toEqual([
      'Mira keeps watch but is not resting with the party',
      "Vaka's watch must end after it starts, within the rest's 8 hours",
    ])
  })
})
