/**
 * The planner with a ruleset's optional rest hooks (stubbed in the fixture: camps, alarm, weapons,
 * craftMax, ambush) and without them: camp bonuses bought by successes, weapons and craft counts
 * checked, interruption's kept activities validated, gift chains, the day log as Markdown.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, RestLogEntry } from '../../../../shared/model'
import {
  callRest,
  gift,
  interruptRest,
  makeCamp,
  resolveRest,
  restHooks,
  restLogMarkdown,
  RestRefused,
  rollAlarm,
  setCamp,
  setDetails,
  setSlot,
  setWatch,
  slotWords,
} from '../../../../shared/play/rest'
import { bare, hooked, hookedRest, hurtParty, PARTY } from './fixture'

const wild = (c: Campaign = hooked()) =>
  callRest(c, { kind: 'long', members: [...PARTY], hours: 8, place: 'Ridge', wilderness: true })

const plan = (c: Campaign, memberId: string, ...activities: string[]) =>
  activities.reduce(
    (acc, activity) =>
      setSlot(acc, {
        memberId,
        index: acc.rest!.slots[memberId]!.length,
        slot: { activity },
      }),
    c,
  )

/** Refused with these words, and the campaign given is left as it was. */
function refused(c: Campaign, f: (c: Campaign) => unknown, words: RegExp) {
  const before = structuredClone(c)
  expect(() => f(c)).toThrow(RestRefused)
  expect(() => f(c)).toThrow(words)
  expect(c).toEqual(before)
}

/** A camp made with these d12 faces, one per member (10 or more succeeds in the stub). */
const camped = (faces: number[], c: Campaign = wild()) => makeCamp(c, scriptedDice({ 12: faces }))

describe('the camp', () => {
  it('rolls every member once and stores the checks; a second camp is refused', () => {
    const r = camped([12, 3, 10])
    expect(r.campaign.rest!.campChecks!.map((k) => [k.memberId, k.success])).toEqual([
      ['pc-vaka', true],
      ['pc-orin', false],
      ['pc-mira', true],
    ])
    expect(r.outcomes.map((o) => `${o.who}: ${o.outcome}`)).toEqual([
      'Vaka: success',
      'Orin: failure',
      'Mira: success',
    ])
    refused(r.campaign, (c) => makeCamp(c, scriptedDice({ 12: [1, 1, 1] })), /already made/)
  })

  it('is refused when camps are off, outside the wilderness, or the rules have none', () => {
    const off = hooked({ ...hurtParty(), tableOptions: { camps: false } })
    refused(wild(off), (c) => makeCamp(c, scriptedDice({})), /camps are not in use/)
    const town = callRest(hooked(), { kind: 'long', members: [...PARTY], hours: 8 })
    refused(town, (c) => makeCamp(c, scriptedDice({})), /only for a rest in the wilderness/)
    refused(wild(bare()), (c) => makeCamp(c, scriptedDice({})), /camps are not in use/)
    // Rules that roll a camp but never say camps are allowed have them off, in words.
    const { campsAllowed: _unsaid, ...unsaid } = hookedRest()
    refused(wild(hooked(hurtParty(), unsaid)), (c) => makeCamp(c, scriptedDice({})), /not in use/)
  })

  it("gives each log line its own dice: a member's dice on its first line, none on the lines after", () => {
    // A camp check that also logs a second line per member (a note with no dice of its own).
    const base = hookedRest()
    const twoLines = hooked(hurtParty(), {
      ...base,
      rollCamp: (plan, c, dice) => {
        const one = base.rollCamp!(plan, c, dice)
        return {
          checks: one.checks,
          outcomes: one.outcomes.flatMap((o) => [o, { ...o, what: 'Camp note', detail: '' }]),
        }
      },
    })
    const r = makeCamp(wild(twoLines), scriptedDice({ 12: [12, 3, 10] }))
    expect(r.outcomes.map((o) => `${o.who}: ${o.what}`)).toEqual([
      'Vaka: Camp check',
      'Vaka: Camp note',
      'Orin: Camp check',
      'Orin: Camp note',
      'Mira: Camp check',
      'Mira: Camp note',
    ])
    expect(r.faces).toEqual([[[12, 12]], [], [[12, 3]], [], [[12, 10]], []])
  })

  it('buys no more Camp Bonuses than successes, counting successes whatever the checks say', () => {
    const c = camped([12, 3, 10]).campaign
    refused(
      c,
      (x) => setCamp(x, ['hidden-camp', 'comfortable', 'alarm']),
      /gave 2 successes: choose at most 2 Camp Bonuses/,
    )
    expect(setCamp(c, ['comfortable', 'alarm']).rest!.camp).toEqual(['comfortable', 'alarm'])
    const one = camped([12, 1, 1]).campaign
    refused(
      one,
      (x) => setCamp(x, ['comfortable', 'alarm']),
      /1 success: choose at most 1 Camp Bonus\b/,
    )
    const none = camped([1, 1, 1]).campaign
    refused(none, (x) => setCamp(x, ['alarm']), /gave 0 successes/)
    expect(setCamp(none, []).rest!.camp).toEqual([])
  })

  it('refuses bonuses before the camp is made, or where camps are not in use', () => {
    refused(wild(), (c) => setCamp(c, ['alarm']), /make camp first/)
    refused(wild(bare()), (c) => setCamp(c, ['alarm']), /camps are not in use/)
    expect(setCamp(wild(bare()), []).rest!.camp).toEqual([])
  })

  it('refuses a repeated bonus unless the table rules allow repeats', () => {
    const c = camped([12, 12, 12]).campaign
    refused(c, (x) => setCamp(x, ['comfortable', 'comfortable']), /chosen twice/)
    const repeats = hooked({ ...hurtParty(), tableOptions: { campBonusRepeats: true } })
    const r = camped([12, 12, 12], wild(repeats)).campaign
    expect(setCamp(r, ['comfortable', 'comfortable']).rest!.camp).toHaveLength(2)
  })

  it('records the alarm check of a member, refusing someone not resting', () => {
    const r = rollAlarm(wild(), 'pc-orin', scriptedDice({ 12: [7] }))
    expect(r.faces).toEqual([[[12, 7]]])
    expect(r.campaign.rest!.alarmCheck).toMatchObject({ memberId: 'pc-orin', total: 8 })
    expect(r.outcomes).toHaveLength(1)
    refused(wild(), (c) => rollAlarm(c, 'npc-hound', scriptedDice({})), /only someone resting/)
    refused(wild(bare()), (c) => rollAlarm(c, 'pc-orin', scriptedDice({})), /no camp alarm/)
  })

  it('taking the rest out of the wilderness drops the camp, its bonuses and the alarm', () => {
    let c = setCamp(camped([12, 12, 1]).campaign, ['alarm'])
    c = rollAlarm(c, 'pc-vaka', scriptedDice({ 12: [5] })).campaign
    const kept = setDetails(c, { place: 'Ridge top' }).rest!
    expect(kept).toMatchObject({ place: 'Ridge top', camp: ['alarm'] })
    expect(kept.campChecks).toHaveLength(3)
    const town = setDetails(c, { wilderness: false }).rest!
    expect(town).toMatchObject({ wilderness: false, camp: [], campChecks: null, alarmCheck: null })
  })

  it('refuses a length out of bounds or shorter than the watch, naming it', () => {
    refused(wild(), (c) => setDetails(c, { hours: -2 }), /the rest's length/)
    refused(wild(), (c) => setDetails(c, { hours: 13 }), /lasts 6 to 12 hours/)
    const watched = setWatch(wild(), [{ memberId: 'pc-orin', from: 4, to: 8 }])
    refused(
      watched,
      (c) => setDetails(c, { hours: 6 }),
      /Orin's watch runs past 02:00, when the rest would end/,
    )
  })
})

describe('weapons and crafting through the hooks', () => {
  const slot = (c: Campaign, memberId: string, s: object) =>
    setSlot(c, { memberId, index: 0, slot: { activity: 'practice-weapon', ...s } })

  it('practice needs a weapon the member has and is not Practiced with', () => {
    refused(
      wild(),
      (c) => slot(c, 'pc-vaka', { weapon: 'spear' }),
      /Vaka is already Practiced with Long spear/,
    )
    refused(
      wild(),
      (c) => slot(c, 'pc-orin', { weapon: 'axe' }),
      /the weapon: Orin has no weapon "axe"/,
    )
    expect(slot(wild(), 'pc-orin', { weapon: 'spear' }).rest!.slots['pc-orin']).toEqual([
      { activity: 'practice-weapon', weapon: 'spear' },
    ])
    refused(
      wild(),
      (c) => slot(c, 'pc-orin', { activity: 'restore-hp', weapon: 'spear' }),
      /not about a weapon/,
    )
  })

  it('a repair may name a Practiced weapon; without the weapons hook any weapon stands', () => {
    const c = setSlot(wild(), {
      memberId: 'pc-vaka',
      index: 0,
      slot: { activity: 'repair-tool', weapon: 'spear' },
    })
    expect(c.rest!.slots['pc-vaka']).toHaveLength(1)
    const { weapons: _w, ...noWeapons } = hookedRest()
    const plain = wild(hooked(hurtParty(), noWeapons))
    expect(slot(plain, 'pc-vaka', { weapon: 'anything' }).rest!.slots['pc-vaka']).toHaveLength(1)
  })

  it('the board names the weapon by name, never by id', () => {
    const c = slot(wild(), 'pc-orin', { weapon: 'spear' })
    const words = slotWords(c, restHooks(c), c.rest!.slots['pc-orin']![0]!, 'pc-orin')
    expect(words).toMatch(/Long spear$/)
    expect(words).not.toMatch(/: spear/)
  })

  it('the count of items is bounded by craftMax, naming the field', () => {
    const craft = (c: Campaign, memberId: string, count?: number) =>
      setSlot(c, {
        memberId,
        index: 0,
        slot: { activity: 'craft', item: 'sana-sphere', ...(count ? { count } : {}) },
      })
    refused(wild(), (c) => craft(c, 'pc-orin', 3), /the count of items: Orin can make at most 2/)
    expect(craft(wild(), 'pc-orin', 2).rest!.slots['pc-orin']![0]).toMatchObject({ count: 2 })
    refused(wild(), (c) => craft(c, 'pc-mira'), /Mira can make no items/)
    refused(
      wild(),
      (c) =>
        setSlot(c, { memberId: 'pc-orin', index: 0, slot: { activity: 'craft', item: 'cake' } }),
      /the item to craft: "cake"/,
    )
  })

  it("a slot past the planned ones or the rest's slots is refused, naming the slot", () => {
    refused(
      wild(),
      (c) => setSlot(c, { memberId: 'pc-vaka', index: 2, slot: { activity: 'restore-hp' } }),
      /the slot: Vaka has 0 activities planned, so slot 3/,
    )
    const full = plan(wild(), 'pc-vaka', ...Array<string>(5).fill('restore-hp'))
    refused(
      full,
      (c) => plan(c, 'pc-vaka', 'restore-hp'),
      /only 5 activity slots in this rest, not 6/,
    )
  })
})

describe('interrupting with kept activities', () => {
  /** Mira gifts Orin, Orin gifts Vaka; each fills every slot it has. */
  function chain(): Campaign {
    let c = wild()
    c = gift(c, 'pc-mira', 'pc-orin')
    c = plan(c, 'pc-mira', 'restore-hp', 'restore-hp', 'restore-hp', 'restore-hp')
    c = gift(c, 'pc-orin', 'pc-vaka')
    c = plan(c, 'pc-orin', ...Array<string>(5).fill('restore-ep'))
    return plan(c, 'pc-vaka', ...Array<string>(6).fill('restore-hp'))
  }
  const counts = (c: Campaign) => PARTY.map((m) => c.rest!.slots[m]!.length)

  it('by default each keeps its first 3 plus the gifts it still receives', () => {
    const c = chain()
    expect(counts(c)).toEqual([6, 6, 5])
    expect(counts(interruptRest(c, { hour: 2 }).campaign)).toEqual([4, 4, 3])
  })

  it('a gift dropped takes its slot from the ally, down the chain', () => {
    const c = chain()
    const one = interruptRest(c, { keep: { 'pc-mira': [1, 2, 3] } }).campaign
    // Orin keeps 3 (his gift to Vaka among them), so Vaka still keeps 4.
    expect(counts(one)).toEqual([4, 3, 3])
    expect(one.rest!.slots['pc-orin']![0]).toMatchObject({ activity: 'gift', target: 'pc-vaka' })
    const two = interruptRest(c, { keep: { 'pc-mira': [1, 2, 3], 'pc-orin': [1, 2, 3] } })
    expect(counts(two.campaign)).toEqual([3, 3, 3])
  })

  it('refuses kept activities that do not fit, naming the member', () => {
    const c = chain()
    refused(
      c,
      (x) => interruptRest(x, { keep: { 'pc-mira': [1, 2, 3], 'pc-orin': [1, 2, 3, 4] } }),
      /Orin keeps: 4 chosen, but a Short rest \(2-5 hours\) leaves Orin 3/,
    )
    refused(
      c,
      (x) => interruptRest(x, { keep: { 'pc-vaka': [0, 9] } }),
      /Vaka has no planned activity 10/,
    )
    refused(
      c,
      (x) => interruptRest(x, { keep: { 'pc-vaka': [1, 1] } }),
      /Vaka keeps: each can be kept only once/,
    )
    refused(
      c,
      (x) => interruptRest(x, { keep: { 'npc-hound': [0] } }),
      /Scrap Hound is not resting/,
    )
    refused(c, (x) => interruptRest(x, { hour: -1 }), /the hour of the interruption/)
    refused(c, (x) => interruptRest(x, { hour: 8 }), /from 0 \(20:00\) to 7 \(03:00\)/)
  })

  it('keeps the chosen activities in planned order, and says who was on watch', () => {
    let c = plan(wild(), 'pc-orin', 'restore-ep', 'meditate', 'study-maps', 'keep-watch')
    c = setWatch(c, [
      { memberId: 'pc-vaka', from: 0, to: 4 },
      { memberId: 'pc-orin', from: 4, to: 8 },
    ])
    const r = interruptRest(c, { hour: 5, keep: { 'pc-orin': [3, 0] } })
    expect(r.campaign.rest!.slots['pc-orin']!.map((s) => s.activity)).toEqual([
      'restore-ep',
      'keep-watch',
    ])
    expect(r.ambush.keptWatch).toEqual(['pc-orin'])
    expect(r.campaign.rest!.watch).toEqual([
      { memberId: 'pc-vaka', from: 0, to: 4 },
      { memberId: 'pc-orin', from: 4, to: 5 },
    ])
    // A ruleset without the ambush hook gives the fight nothing.
    const plain = callRest(bare(), { kind: 'long', members: [...PARTY], hours: 8 })
    expect(interruptRest(plain, { hour: 3 }).ambush).toEqual({
      keptWatch: [],
      campAlarm: false,
      notes: [],
    })
  })
})

describe('the adventuring day log as Markdown', () => {
  it('has a section per rest with its time, place, camp, alarm, plan and lines', () => {
    let c = setCamp(camped([12, 1, 1]).campaign, ['alarm'])
    c = rollAlarm(c, 'pc-vaka', scriptedDice({ 12: [8] })).campaign
    c = plan(c, 'pc-vaka', 'restore-hp', 'lose-exhaustion')
    c = interruptRest(c, { hour: 1 }).campaign
    const done = resolveRest(c, scriptedDice({ 4: [3, 2] })).campaign
    const md = restLogMarkdown('Iron Coast', done.restLog!)
    expect(md).toMatch(/^# Iron Coast: the adventuring day log\n/)
    // Initiative at hour 1 of a rest from 20:00: the rest ends on the clock there, at 21:00.
    expect(md).toContain('## Day 3, 20:00 to Day 3, 21:00: Short rest (2-5 hours) at Ridge')
    expect(md).toContain('Cut short: initiative was rolled during the rest.')
    expect(md).toContain('Camp: Alarm or trap.')
    expect(md).toContain('Alarm: Vaka set it, check 9.')
    expect(md).toMatch(/- \*\*Vaka\*\*: Restore HP; Lose [^;\n]*Exhaustion\n/)
    expect(md).toContain('- **Orin**: no activities')
    expect(md).toMatch(/- Vaka: Restore HP: HP 5 → \d+/)
    expect(restLogMarkdown('Empty', [])).toContain('No rests taken yet.')
  })

  it('escapes Markdown in names, places and activities', () => {
    const entry: RestLogEntry = {
      kind: 'long',
      kindName: 'Long rest',
      start: { day: 1, hour: 8 },
      end: { day: 1, hour: 16 },
      place: 'The *Rusty* [Inn](http://x)\n# not a heading',
      wilderness: false,
      interrupted: false,
      members: ['a'],
      plan: [{ name: '_Vaka_ <img src=x>', activities: ['Craft: `Rope`'] }],
      camp: [],
      alarm: '',
      lines: ['Vaka|Orin: done'],
    }
    const md = restLogMarkdown('Camp #1', [entry])
    expect(md).toContain('# Camp \\#1: the adventuring day log')
    expect(md).toContain('at The \\*Rusty\\* \\[Inn\\](http://x) \\# not a heading')
    expect(md).toContain('- **\\_Vaka\\_ \\<img src=x\\>**: Craft: \\`Rope\\`')
    expect(md).toContain('- Vaka\\|Orin: done')
    expect(md.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(2)
  })
})
