import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { parseCampaign, type Campaign } from '../../../../shared/model'
import {
  advanceClock,
  callRest,
  cancelRest,
  clearSlot,
  gift,
  interruptRest,
  resolveRest,
  RestRefused,
  setCamp,
  setSlot,
  setWatch,
} from '../../../../shared/play/rest'
import { hurtParty, PARTY } from './fixture'

const long = (c: Campaign = hurtParty()) =>
  callRest(c, { kind: 'long', members: [...PARTY], hours: 8, place: 'Ruined tower' })

const plan = (c: Campaign, memberId: string, ...activities: string[]) =>
  activities.reduce(
    (acc, activity, index) => setSlot(acc, { memberId, index, slot: { activity } }),
    c,
  )

function refused(f: () => unknown, words: RegExp) {
  expect(f).toThrow(RestRefused)
  expect(f).toThrow(words)
}

describe('calling a rest', () => {
  it('starts at the party clock with an empty plan per member', () => {
    const c = long()
    expect(c.rest).toMatchObject({ kind: 'long', hours: 8, start: { day: 3, hour: 20 } })
    expect(c.rest!.slots['pc-orin']).toEqual([])
    expect(parseCampaign(JSON.parse(JSON.stringify(c))).ok).toBe(true)
  })

  it.each([
    [{ kind: 'nap', members: ['pc-vaka'] }, /not a kind of rest/],
    [{ kind: 'long', members: [] }, /choose who rests/],
    [{ kind: 'long', members: ['pc-vaka', 'pc-vaka'] }, /listed twice/],
    [{ kind: 'long', members: ['ghost'] }, /neither a token/],
    [{ kind: 'short', members: ['pc-vaka'], hours: 6 }, /lasts 2 to 5 hours/],
  ])('refuses %j', (input, words) => {
    refused(() => callRest(hurtParty(), input), words)
  })

  it('refuses a second rest while one is planned, and cancel drops it', () => {
    const c = long()
    refused(() => long(c), /already being planned/)
    expect(cancelRest(c).rest).toBeNull()
  })
})

describe('planning slots', () => {
  it.each([
    [['meditate', 'meditate'], /only once per rest/],
    [
      ['restore-hp', 'restore-hp', 'restore-hp', 'restore-hp', 'restore-hp', 'restore-hp'],
      /only 5/,
    ],
    [['craft'], /choose what/],
  ])('refuses %j', (activities, words) => {
    refused(() => plan(long(), 'pc-vaka', ...activities), words)
  })

  it('refuses a gift to oneself, a self-only activity for an ally, an unknown item', () => {
    const c = long()
    refused(() => gift(c, 'pc-vaka', 'pc-vaka'), /cannot gift an activity to themselves/)
    refused(
      () =>
        setSlot(c, {
          memberId: 'pc-vaka',
          index: 0,
          slot: { activity: 'restore-hp', target: 'pc-orin' },
        }),
      /only be done by Vaka for themselves/,
    )
    refused(
      () =>
        setSlot(c, { memberId: 'pc-vaka', index: 0, slot: { activity: 'craft', item: 'cake' } }),
      /"cake" is not something/,
    )
  })

  it('a gift gives the ally a sixth slot; clearing it moves the rest up', () => {
    let c = gift(long(), 'pc-mira', 'pc-orin')
    c = plan(
      c,
      'pc-orin',
      'restore-ep',
      'restore-ep',
      'restore-ep',
      'restore-ep',
      'restore-ep',
      'restore-ep',
    )
    expect(c.rest!.slots['pc-orin']).toHaveLength(6)
    c = plan(c, 'pc-vaka', 'restore-hp', 'meditate')
    c = clearSlot(c, 'pc-vaka', 0)
    expect(c.rest!.slots['pc-vaka']).toEqual([{ activity: 'meditate' }])
  })

  it('camp and watch are checked', () => {
    const c = long()
    expect(setCamp(c, []).rest!.camp).toEqual([])
    refused(() => setCamp(c, ['castle']), /"castle" is not one of these rules/)
    refused(
      () => setWatch(c, [{ memberId: 'pc-vaka', from: 6, to: 10 }]),
      /ends after the rest does \(04:00\)/,
    )
    expect(setWatch(c, [{ memberId: 'pc-vaka', from: 0, to: 4 }]).rest!.watch).toHaveLength(1)
  })
})

describe('resolving a rest', () => {
  it('rolls HP and EP, clears Exhaustion and THP, moves the clock and logs', () => {
    let c = plan(long(), 'pc-vaka', 'restore-hp', 'lose-exhaustion')
    c = plan(c, 'pc-orin', 'restore-ep')
    // Vaka: 5 HP + 2d4 [3, 2] + FOR 1 = 11; Orin: d4 [2] + SPI 1 = 3 more EP (EP max 3).
    const dice = scriptedDice({ 4: [3, 2, 2] })
    const r = resolveRest(c, dice)
    dice.assertDone()
    const vaka = r.campaign.tokens['pc-vaka']!.instance as { hp: number; thp: number }
    expect(vaka).toMatchObject({ hp: 11, thp: 0 })
    expect(r.campaign.pcs.vaka).toMatchObject({ exhaustion: 0 })
    expect(r.campaign.pcs.orin).toMatchObject({ epCurrent: 3 })
    expect(r.campaign.rest).toBeNull()
    expect(r.campaign.clock).toEqual({ day: 4, hour: 4 })
    expect(r.campaign.restLog).toHaveLength(1)
    expect(r.campaign.restLog![0]!.lines.join('\n')).toMatch(/Vaka: Restore HP: HP 5 → 11/)
    expect(parseCampaign(JSON.parse(JSON.stringify(r.campaign))).ok).toBe(true)
  })

  it('refuses a plan with problems, naming them, and changes nothing', () => {
    let c = gift(long(), 'pc-mira', 'pc-orin')
    c = plan(
      c,
      'pc-orin',
      'restore-ep',
      'restore-ep',
      'restore-ep',
      'restore-ep',
      'restore-ep',
      'restore-ep',
    )
    c = clearSlot(c, 'pc-mira', 0)
    refused(() => resolveRest(c, scriptedDice({})), /Orin has more activities than slots/)
  })

  it('a comfortable camp takes one more level of Exhaustion', () => {
    expect(resolveRest(long(), scriptedDice({})).campaign.pcs.vaka).toMatchObject({ exhaustion: 1 })
    const l = long()
    // Chosen through a made camp in plan-hooks.test.ts; here only its effect on the rest.
    const c = { ...l, rest: { ...l.rest!, camp: ['comfortable'] } }
    const r = resolveRest(c, scriptedDice({}))
    expect(r.campaign.pcs.vaka).toMatchObject({ exhaustion: 0 })
  })
})

describe('interrupting and the clock', () => {
  it('a long rest cut short keeps each member its first 3 activities', () => {
    let c = plan(
      long(),
      'pc-vaka',
      'restore-hp',
      'meditate',
      'study-maps',
      'keep-watch',
      'lose-exhaustion',
    )
    c = interruptRest(c).campaign
    expect(c.rest).toMatchObject({ kind: 'short', interrupted: true, hours: 5 })
    expect(c.rest!.slots['pc-vaka']!.map((s) => s.activity)).toEqual([
      'restore-hp',
      'meditate',
      'study-maps',
    ])
    // A short rest stays as it is when initiative is rolled (Rest & Repair).
    expect(interruptRest(c).campaign.rest).toMatchObject({ kind: 'short', hours: 5 })
  })

  it.each([
    [{ day: 1, hour: 23 }, 1, { day: 2, hour: 0 }],
    [{ day: 2, hour: 5 }, 48, { day: 4, hour: 5 }],
    [{ day: 2, hour: 5 }, 0, { day: 2, hour: 5 }],
  ])('clock %j + %i hours is %j', (clock, hours, after) => {
    expect(advanceClock({ ...hurtParty(), clock }, hours).clock).toEqual(after)
  })

  it('refuses a negative or fractional hour', () => {
    refused(() => advanceClock(hurtParty(), -1), /whole number of hours/)
    refused(() => advanceClock(hurtParty(), 1.5), /whole number of hours/)
  })

  it('moves at most a year (366 days) in one step; a campaign with no clock starts day 1 at 08:00', () => {
    const { clock: _none, ...unclocked } = hurtParty()
    // 24 × 366 = 8,784 hours from day 1, 08:00 is day 367, 08:00.
    expect(advanceClock(unclocked, 24 * 366).clock).toEqual({ day: 367, hour: 8 })
    refused(() => advanceClock(unclocked, 24 * 366 + 1), /at most a year/)
  })
})
