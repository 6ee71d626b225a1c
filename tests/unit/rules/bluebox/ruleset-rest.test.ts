/**
 * Blue Box's rest hooks: the catalogue the planner offers (craftables with their DC, the weapon an
 * activity asks for), each member's craft limit and weapons, and the plan's problems in words.
 */
import { describe, expect, it } from 'vitest'
import type { PcRecord } from '../../../../shared/rules/bluebox'
import { SLING, demo, editPc, plan, rest } from './rest-fixture'

describe('Blue Box rest plan problems', () => {
  it.each([
    [{ 'pc-vaka': [{ activity: 'meditate' }, { activity: 'meditate' }] }, /only once per rest/],
    [{ 'pc-vaka': [{ activity: 'gift' }] }, /a gift must go to another member/],
    [{ 'pc-vaka': [{ activity: 'restore-hp', target: 'pc-orin' }] }, /only be done for oneself/],
    [{ 'pc-vaka': [{ activity: 'craft', item: 'cake' }] }, /choose what to craft/],
    [{ 'pc-vaka': [{ activity: 'nap' }] }, /"nap" is not a rest activity/],
    [
      { 'pc-vaka': Array.from({ length: 6 }, () => ({ activity: 'restore-hp' })) },
      /more activities than slots \(5\)/,
    ],
  ])('%j: %s', (slots, words) => {
    const problems = rest.planProblems(plan(slots), demo())
    expect(problems.join('; ')).toMatch(words)
  })

  it('a gift gives the ally a sixth slot', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'gift', target: 'pc-orin' }] })
    expect(rest.slots(p, 'pc-orin')).toBe(6)
    expect(rest.slots(p, 'pc-vaka')).toBe(5)
    expect(rest.planProblems(p, demo())).toEqual([])
  })

  it('a watch outside the rest is a problem', () => {
    const p = plan({}, { watch: [{ memberId: 'pc-vaka', from: 6, to: 9 }] })
    expect(rest.planProblems(p, demo()).join()).toMatch(/within the rest's 8 hours/)
  })
})

describe('Blue Box rest catalogue', () => {
  it('lists each craftable with its Crafting DC in words', () => {
    expect(rest.items.find((i) => i.id === 'sana-sphere')).toEqual({
      id: 'sana-sphere',
      name: 'Sana Sphere',
      dc: 8,
      difficulty: 'Crafting DC 8',
    })
    expect(rest.items).toHaveLength(6)
  })

  it('says which activities ask for a weapon', () => {
    const weapon = Object.fromEntries(rest.activities.map((a) => [a.id, a.weapon]))
    expect(weapon).toMatchObject({
      'practice-weapon': 'unpracticed',
      'repair-tool': 'any',
      'swap-module': 'any',
      'restore-hp': undefined,
      craft: undefined,
    })
  })

  it('explains each Camp Bonus', () => {
    expect(rest.campBonuses.map((b) => b.help)).toEqual([
      expect.stringMatching(/1 Flaw/),
      expect.stringMatching(/re-roll/),
      expect.stringMatching(/\+1 Edge/),
    ])
  })

  it.each([
    ['pc-vaka', 2],
    ['pc-orin', 1],
    ['vaka', 2],
    ['npc-hound', 0],
    ['obj-crate', 0],
  ])('%s crafts at most %i items per activity (1 + KNO, at least 0)', (id, most) => {
    expect(rest.craftMax!(demo(), id)).toBe(most)
  })

  it("lists a member's weapons with their practice toward Practiced", () => {
    const c = demo()
    const blades = (c.pcs.vaka as PcRecord).weapons
    editPc(c, 'vaka', { weapons: [...blades, { ...SLING, practice: 1 }] })
    expect(rest.weapons!(c, 'pc-vaka')).toEqual([
      {
        id: 'twin-blades',
        name: 'Twin blades',
        practiced: true,
        progress: 0,
        needed: 2,
        modules: [],
      },
      { id: 'sling', name: 'Sling', practiced: false, progress: 1, needed: 2, modules: [] },
    ])
    expect(rest.weapons!(c, 'obj-crate')).toEqual([])
  })
})

describe('Blue Box plan problems about items and weapons', () => {
  const withSling = () => editPc(demo(), 'vaka', { weapons: [SLING] })
  it.each<[string, object, RegExp | null]>([
    [
      'more than 1 + KNO',
      { activity: 'craft', item: 'rope', count: 3 },
      /Vaka can craft at most 2 items in one activity \(1 \+ KNO\)/,
    ],
    ['as many as allowed', { activity: 'craft', item: 'rope', count: 2 }, null],
    [
      'practice without a weapon',
      { activity: 'practice-weapon' },
      /Vaka: choose the weapon to practise with/,
    ],
    [
      'practice with a weapon not on the sheet',
      { activity: 'practice-weapon', weapon: 'axe' },
      /"axe" is not one of Vaka's weapons/,
    ],
    ['practice with an unpracticed weapon', { activity: 'practice-weapon', weapon: 'sling' }, null],
    [
      'a module on a Tool not Practiced',
      { activity: 'swap-module', weapon: 'sling' },
      /Vaka is not Practiced with Sling/,
    ],
    [
      'a repair of a weapon the ally lacks',
      { activity: 'repair-tool', target: 'pc-orin', weapon: 'sling' },
      /"sling" is not one of Orin's weapons/,
    ],
    ['a repair of no named weapon', { activity: 'repair-tool' }, null],
  ])('%s', (_n, slot, words) => {
    const problems = rest.planProblems(plan({ 'pc-vaka': [slot as never] }), withSling()).join('; ')
    if (words) expect(problems).toMatch(words)
    else expect(problems).toBe('')
  })

  it('practice with a weapon already Practiced', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'practice-weapon', weapon: 'twin-blades' }] })
    expect(rest.planProblems(p, demo()).join()).toMatch(/already Practiced with Twin blades/)
  })

  it('an NPC companion with KNO -2 cannot craft', () => {
    const p = plan(
      { 'npc-hound': [{ activity: 'craft', item: 'rope' }] },
      { members: ['npc-hound'] },
    )
    expect(rest.planProblems(p, demo()).join()).toMatch(
      /Scrap Hound cannot craft anything: 1 \+ KNO is 0 or less/,
    )
  })
})

describe('Blue Box rest flags the generic planner reads', () => {
  it('marks Keep watch as the watch and the alarm as the bonus whose check is recorded', () => {
    expect(rest.activities.filter((a) => a.watch).map((a) => a.id)).toEqual(['keep-watch'])
    expect(rest.campBonuses.filter((b) => b.alarm).map((b) => b.id)).toEqual(['alarm'])
  })
})
