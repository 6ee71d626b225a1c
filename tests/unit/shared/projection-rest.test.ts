/**
 * The rest board on the players' view: present only while the GM shows it, names and activities in
 * words, never a number the GM has not revealed, never a GM-only member.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../shared/dice'
import type { Campaign } from '../../../shared/model'
import {
  callRest,
  gift,
  makeCamp,
  rollAlarm,
  setCamp,
  setShowPlayers,
  setSlot,
  setWatch,
} from '../../../shared/play/rest'
import { projectPlayerView } from '../../../shared/projection'
import { rulesetById } from '../../../shared/rules'
import { hooked, hurtParty } from '../play/rest/fixture'

const MEMBERS = ['pc-vaka', 'pc-orin', 'pc-mira', 'npc-ambusher']

/**
 * A long rest in the wilderness with the GM-only Hidden Ambusher among the members: Vaka repairs
 * the Ambusher's Plating, the Ambusher gifts Orin, Mira crafts 2 Sana Spheres, Orin practices with
 * his spear; a camp made (totals 12, 11, 10, 9) with two bonuses, the alarm rolled, a watch set.
 */
function planned(show = true): Campaign {
  let c = callRest(hooked(hurtParty()), {
    kind: 'long',
    members: MEMBERS,
    hours: 8,
    place: 'Ashen ridge',
    wilderness: true,
  })
  const slot = (memberId: string, s: object) =>
    (c = setSlot(c, {
      memberId,
      index: c.rest!.slots[memberId]!.length,
      slot: { activity: 'restore-hp', ...s },
    }))
  slot('pc-vaka', { activity: 'repair-plating', target: 'npc-ambusher' })
  slot('pc-vaka', {})
  c = gift(c, 'npc-ambusher', 'pc-orin')
  slot('npc-ambusher', {})
  slot('pc-orin', { activity: 'practice-weapon', weapon: 'spear' })
  slot('pc-vaka', { activity: 'craft', item: 'sana-sphere', count: 2 })
  c = makeCamp(c, scriptedDice({ 12: [12, 11, 10, 9] })).campaign
  c = setCamp(c, ['alarm', 'comfortable'])
  c = rollAlarm(c, 'pc-mira', scriptedDice({ 12: [7] })).campaign
  c = setWatch(c, [
    { memberId: 'pc-vaka', from: 0, to: 3 },
    { memberId: 'npc-ambusher', from: 3, to: 5 },
    { memberId: 'pc-orin', from: 5, to: 8 },
  ])
  return setShowPlayers(c, show)
}

describe('the rest board on the players view', () => {
  it('is absent until the GM shows it, and after the rest ends', () => {
    expect(projectPlayerView(planned(false)).rest).toBeUndefined()
    expect(projectPlayerView({ ...planned(), rest: null }).rest).toBeUndefined()
    expect(projectPlayerView(planned()).rest).toBeDefined()
  })

  it('names each member and its activities in words', () => {
    const rest = projectPlayerView(planned()).rest!
    expect(rest.kind).toMatch(/^Long rest/)
    expect(rest).toMatchObject({ place: 'Ashen ridge', hours: 8, start: { day: 3, hour: 20 } })
    expect(rest.members.map((m) => [m.name, m.activities])).toEqual([
      [
        'Vaka',
        ['Repair Plating for an ally', 'Restore HP', 'Craft Simple Craftables: Sana Sphere'],
      ],
      ['Orin', ['Practice with a weapon: Long spear']],
      ['Mira', []],
    ])
    expect(rest.members.map((m) => m.slots)).toEqual([5, 6, 5])
    expect(rest.watch).toEqual([
      { name: 'Vaka', from: 0, to: 3 },
      { name: 'Orin', from: 5, to: 8 },
    ])
    expect(rest.camp).toEqual(['Alarm or trap', 'Comfortable arrangements'])
  })

  it('never shows a GM-only member, its name or its id', () => {
    const text = JSON.stringify(projectPlayerView(planned()).rest)
    expect(text).not.toMatch(/ambusher/i)
  })

  it('shows no number beyond the rules: no count, HP, check total or alarm', () => {
    const c = planned()
    const rest = projectPlayerView(c).rest!
    const hooks = rulesetById(c.rulesetId)!.rest!
    for (const m of rest.members) {
      for (const a of m.activities) {
        // What is left once the ruleset's own activity name is taken out holds no digit.
        const def = hooks.activities.find((d) => a.startsWith(d.name))
        expect(def, a).toBeDefined()
        expect(a.slice(def!.name.length), a).not.toMatch(/\d/)
      }
    }
    const text = JSON.stringify(rest)
    expect(text).not.toMatch(
      /×|\bDC\b|"hp"|"ep"|"total"|campChecks|alarmCheck|sana-sphere|: spear"/,
    )
    expect(Object.keys(rest).sort()).toEqual([
      'camp',
      'hours',
      'kind',
      'members',
      'place',
      'start',
      'watch',
    ])
    for (const m of rest.members)
      expect(Object.keys(m).sort()).toEqual(['activities', 'id', 'name', 'slots'])
  })

  it('a kind or Camp Bonus the ruleset does not name reads as its id', () => {
    const c = planned()
    const odd = { ...c, rest: { ...c.rest!, kind: 'siesta', camp: ['alarm', 'moonlight'] } }
    const rest = projectPlayerView(odd).rest!
    expect(rest.kind).toBe('siesta')
    expect(rest.camp).toEqual(['Alarm or trap', 'moonlight'])
  })

  it('a member with no slots planned (or an empty entry) has no activities', () => {
    const c = planned()
    const slots: Record<string, unknown> = { ...c.rest!.slots, 'pc-orin': undefined }
    delete slots['pc-vaka']
    const odd = { ...c, rest: { ...c.rest!, slots } } as Campaign
    const members = projectPlayerView(odd).rest!.members
    expect(members.map((m) => [m.name, m.activities])).toEqual([
      ['Vaka', []],
      ['Orin', []],
      ['Mira', []],
    ])
  })

  it('a campaign whose ruleset this build does not know shows no rest board', () => {
    const view = projectPlayerView({ ...planned(), rulesetId: 'unknown-game' })
    expect(view).not.toHaveProperty('rest')
  })
})
