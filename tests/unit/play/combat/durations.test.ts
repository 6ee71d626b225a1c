/**
 * A timed condition's duration as the tracker pins and words it (README, "How conditions keep
 * time"; seed 000, Conditions & Statuses: "until the start of your next turn", "for N rounds").
 * Each expected value is counted by hand from the fight's order: Vaka 12, Scrap Hound 8, Rust
 * Sentinel 3, round 1, Vaka's turn under way.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, Combat, Duration } from '../../../../shared/model'
import { describeDuration, pinDuration } from '../../../../shared/play/combat/durations'
import { CombatRefused, startCombat } from '../../../../shared/play/combat'
import { openDemoCampaign } from '../../support/open-demo'
import { begun, fight } from './bluebox-fixture'

const refused = (f: () => unknown, message: string) => expect(f).toThrow(new CombatRefused(message))

/** The same fight, with the combat edited as a test needs. */
const edited = (edit: Partial<Combat>): Combat => ({ ...fight(begun()), ...edit })

describe('pinDuration: "until the start/end of X\'s next turn"', () => {
  it("the end of the current combatant's next turn is 2 ends away: this turn's end is not it", () => {
    const c = fight(begun())
    expect(pinDuration(c, 'pc-vaka', { kind: 'turn', at: 'end', of: 'pc-vaka' })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'pc-vaka',
      count: 2,
    })
  })

  it("the start of the current combatant's next turn, and the end of another's, are 1 away", () => {
    const c = fight(begun())
    expect(pinDuration(c, 'pc-vaka', { kind: 'turn', at: 'start', of: 'pc-vaka' })).toMatchObject({
      count: 1,
    })
    expect(pinDuration(c, 'pc-vaka', { kind: 'turn', at: 'end', of: 'npc-hound' })).toMatchObject({
      of: 'npc-hound',
      count: 1,
    })
  })

  it("before the fight has begun nobody's turn is under way: the end of Vaka's next turn is 1 away", () => {
    const setUp = startCombat(
      openDemoCampaign(),
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [{ tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 }],
      },
      scriptedDice({}),
      'fight-1',
    ).campaign.combat as Combat
    expect(setUp.phase).not.toBe('running')
    expect(pinDuration(setUp, 'pc-vaka', { kind: 'turn', at: 'end', of: 'pc-vaka' })).toMatchObject(
      {
        count: 1,
      },
    )
  })

  it('a combatant not in the fight is refused by name', () => {
    refused(
      () => pinDuration(fight(begun()), 'pc-vaka', { kind: 'turn', at: 'end', of: 'pc-mira' }),
      'no combatant "pc-mira" in this fight',
    )
  })
})

describe('pinDuration: "N rounds" is the bearer\'s Nth turn end from now', () => {
  it("given during another's turn: N ends of the bearer's turn, none skipped", () => {
    expect(pinDuration(fight(begun()), 'npc-hound', { kind: 'rounds', rounds: 3 })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'npc-hound',
      count: 3,
      rounds: true,
    })
  })

  it("given during the bearer's own turn: that turn's end does not count", () => {
    expect(pinDuration(fight(begun()), 'pc-vaka', { kind: 'rounds', rounds: 1 })).toEqual({
      kind: 'turn',
      at: 'end',
      of: 'pc-vaka',
      count: 1,
      rounds: true,
      skipEnd: true,
    })
  })

  it('a turn started and put back to resume later this round is still under way', () => {
    const c = edited({ deferred: [{ id: 'npc-hound', after: null, started: true }] })
    expect(pinDuration(c, 'npc-hound', { kind: 'rounds', rounds: 2 })).toMatchObject({
      skipEnd: true,
    })
    const notYet = edited({ deferred: [{ id: 'npc-hound', after: null }] })
    expect(pinDuration(notYet, 'npc-hound', { kind: 'rounds', rounds: 2 })).not.toHaveProperty(
      'skipEnd',
    )
  })

  it("a group's turn is under way for each member that has not yet acted", () => {
    const base = fight(begun())
    const order = base.order.map((c) =>
      c.id === 'pc-vaka' || c.id === 'npc-hound' ? { ...c, groupId: 'pack' } : c,
    )
    const inGroup = { ...base, order }
    expect(pinDuration(inGroup, 'npc-hound', { kind: 'rounds', rounds: 1 })).toMatchObject({
      skipEnd: true,
    })
    const acted = { ...inGroup, acted: ['npc-hound'] }
    expect(pinDuration(acted, 'npc-hound', { kind: 'rounds', rounds: 1 })).not.toHaveProperty(
      'skipEnd',
    )
    // The Sentinel is in no group: the pack's turn is not its own.
    expect(pinDuration(inGroup, 'npc-sentinel', { kind: 'rounds', rounds: 1 })).not.toHaveProperty(
      'skipEnd',
    )
  })

  it('with no current combatant, nothing is under way', () => {
    const c = edited({ currentId: null })
    expect(pinDuration(c, 'pc-vaka', { kind: 'rounds', rounds: 1 })).not.toHaveProperty('skipEnd')
  })

  it.each([0, -1, 1.5])('%s rounds is refused in words', (rounds) => {
    refused(
      () => pinDuration(fight(begun()), 'pc-vaka', { kind: 'rounds', rounds }),
      `a duration must be a whole number of rounds, 1 or more (not ${rounds})`,
    )
  })

  it('1000 rounds is the most; 1001 is refused', () => {
    expect(
      pinDuration(fight(begun()), 'npc-hound', { kind: 'rounds', rounds: 1000 }),
    ).toMatchObject({ count: 1000 })
    refused(
      () => pinDuration(fight(begun()), 'npc-hound', { kind: 'rounds', rounds: 1001 }),
      'a duration is at most 1000 rounds',
    )
  })

  it('a bearer not in the fight is refused by name', () => {
    refused(
      () => pinDuration(fight(begun()), 'pc-mira', { kind: 'rounds', rounds: 2 }),
      'no combatant "pc-mira" in this fight to count rounds by',
    )
  })
})

describe('pinDuration: a save, a rest, by hand', () => {
  it('a save keeps its stat, DC and when it is rolled; DC 0 and 100 are the bounds', () => {
    const c = fight(begun())
    for (const dc of [0, 100])
      expect(pinDuration(c, 'pc-vaka', { kind: 'save', at: 'end', save: 'FOR', dc })).toEqual({
        kind: 'save',
        at: 'end',
        save: 'FOR',
        dc,
      })
  })

  it.each([-1, 101, 6.5])('a save DC of %s is refused in words', (dc) => {
    refused(
      () => pinDuration(fight(begun()), 'pc-vaka', { kind: 'save', at: 'start', save: 'FOR', dc }),
      `a save's DC must be a whole number from 0 to 100 (not ${dc})`,
    )
  })

  it('a rest and by hand carry nothing else', () => {
    expect(pinDuration(fight(begun()), 'pc-vaka', { kind: 'rest' })).toEqual({ kind: 'rest' })
    expect(pinDuration(fight(begun()), 'pc-vaka', { kind: 'manual' })).toEqual({ kind: 'manual' })
  })
})

describe("describeDuration: the GM's words", () => {
  const c: Campaign = begun()
  const say = (d: Duration, campaign: Campaign = c) => describeDuration(campaign, d)

  it('a turn boundary names the combatant and which turn', () => {
    expect(say({ kind: 'turn', at: 'start', of: 'pc-vaka', count: 1 })).toBe(
      "until the start of Vaka's next turn",
    )
    expect(say({ kind: 'turn', at: 'end', of: 'npc-hound', count: 2 })).toBe(
      "until the end of Scrap Hound's turn after next",
    )
  })

  it('with no fight, the id stands for the name', () => {
    expect(say({ kind: 'turn', at: 'end', of: 'pc-vaka', count: 1 }, { ...c, combat: null })).toBe(
      "until the end of pc-vaka's next turn",
    )
  })

  it('rounds count in the singular and plural, and say when the current turn is left out', () => {
    const rounds = (count: number, skipEnd?: boolean): Duration => ({
      kind: 'turn',
      at: 'end',
      of: 'pc-vaka',
      count,
      rounds: true,
      ...(skipEnd ? { skipEnd } : {}),
    })
    expect(say(rounds(1))).toBe('1 round')
    expect(say(rounds(3))).toBe('3 rounds')
    expect(say(rounds(2, true))).toBe('2 rounds after this turn')
  })

  it('a save, a rest and by hand', () => {
    expect(say({ kind: 'save', at: 'end', save: 'FOR', dc: 8 })).toBe(
      'until a FOR save DC 8 at the end of its turn',
    )
    expect(say({ kind: 'rest' })).toBe('until a rest')
    expect(say({ kind: 'manual' })).toBe('until removed')
  })
})
