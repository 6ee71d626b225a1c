/**
 * A new combatant for a token: its side, its initiative (rolled with the flags the seed's
 * initiative questions give, or typed in within bounds), what it holds before its first turn, and
 * its id in the fight.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { INITIATIVE_MAX, INITIATIVE_MIN, type Campaign } from '../../../../shared/model'
import {
  checkedInitiative,
  combatantFor,
  freshId,
  openingEconomy,
  type Flags,
} from '../../../../shared/play/combat/new-combatant'
import type { InitiativeFlags, RulesetCombat } from '../../../../shared/rules'
import { trailCombat } from '../../../support/test-ruleset-combat'
import { trailCampaign } from './fixture'

const noFlags: Flags = { coordinated: [] }

/** Trail whose initiative roll reports the flags it was given and rolls `total`. */
function rolling(
  total: number,
  detail = 'rolled',
): { hooks: RulesetCombat; seen: InitiativeFlags[] } {
  const seen: InitiativeFlags[] = []
  const hooks: RulesetCombat = {
    ...trailCombat,
    rollInitiative: (_token, _campaign, flags) => {
      seen.push(flags)
      return { total, detail }
    },
  }
  return { hooks, seen }
}

function make(
  entry: { tokenId?: string; side?: string; hidden?: boolean; initiative?: number },
  hooks: RulesetCombat = trailCombat,
  flags: Flags = noFlags,
  campaign: Campaign = trailCampaign(),
) {
  return combatantFor(
    campaign,
    hooks,
    'map-1',
    { tokenId: 'ash', side: 'party', hidden: false, ...entry },
    'ash',
    flags,
    scriptedDice({ 6: [4] }),
  )
}

describe('openingEconomy', () => {
  it('holds nothing of a resource first gained on the first turn (seed 000 L443), all else full', () => {
    // Trail's React is gained from the first turn, like the seed's Reaction.
    // Luck is no resource Trail names: held in full.
    expect(openingEconomy(trailCombat, { act: 1, react: 1, steps: 4, luck: 2 })).toEqual({
      left: { act: 1, react: 0, steps: 4, luck: 2 },
      full: { act: 1, react: 1, steps: 4, luck: 2 },
    })
  })
})

describe('checkedInitiative', () => {
  it(`takes whole numbers from ${INITIATIVE_MIN} to ${INITIATIVE_MAX}`, () => {
    expect(checkedInitiative(INITIATIVE_MIN, 'Ash')).toBe(INITIATIVE_MIN)
    expect(checkedInitiative(INITIATIVE_MAX, 'Ash')).toBe(INITIATIVE_MAX)
    expect(() => checkedInitiative(INITIATIVE_MIN - 1, 'Ash')).toThrow(
      `Ash's initiative must be from ${INITIATIVE_MIN} to ${INITIATIVE_MAX} (not ${INITIATIVE_MIN - 1})`,
    )
    expect(() => checkedInitiative(INITIATIVE_MAX + 1, 'Ash')).toThrow('(not 1000)')
  })

  it('refuses what is not a number at all', () => {
    expect(() => checkedInitiative('7' as unknown as number, 'Ash')).toThrow(
      "Ash's initiative must be a whole number (not 7)",
    )
  })
})

describe('combatantFor', () => {
  it('a typed total is taken as typed; nothing held of the round yet', () => {
    const c = make({ initiative: 7, side: '  party  ', hidden: true })
    expect(c).toEqual({
      id: 'ash',
      tokenId: 'ash',
      name: 'Ash',
      side: 'party',
      initiative: 7,
      initiativeDetail: 'typed in',
      hidden: true,
      left: { act: 1, react: 0, steps: 4 },
      full: { act: 1, react: 1, steps: 4 },
      usedThisRound: {},
      flags: [],
      hasStarted: false,
    })
  })

  it('refuses a token that is gone or on another map, and a side with no name or too long a name', () => {
    expect(() => make({ tokenId: 'ghost' })).toThrow('no token "ghost" on any map')
    const c = trailCampaign()
    const away = { ...c, tokens: { ...c.tokens, ash: { ...c.tokens['ash']!, mapId: 'map-2' } } }
    expect(() => make({}, trailCombat, noFlags, away)).toThrow("Ash is not on the fight's map")
    expect(() => make({ side: '   ' })).toThrow("Ash's side needs a name (up to 40 letters)")
    expect(make({ side: 'x'.repeat(40) }).side).toHaveLength(40)
    expect(() => make({ side: 'x'.repeat(41) })).toThrow('up to 40 letters')
  })

  it('rolls with the flags of the initiative questions (seed 000 L419-420): hidden, coordinated side', () => {
    const { hooks, seen } = rolling(5)
    make({ hidden: true }, hooks, { coordinated: ['party'] })
    make({}, hooks, { coordinated: ['enemies'] })
    expect(seen).toEqual([
      { hidden: true, coordinated: true, keptWatch: false, campAlarm: false },
      { hidden: false, coordinated: false, keptWatch: false, campAlarm: false },
    ])
  })

  it('passes who kept watch (by token) and which sides the camp alarm warned', () => {
    const { hooks, seen } = rolling(5)
    make({}, hooks, { coordinated: [], keptWatch: ['ash'], campAlarm: ['party'] })
    make({}, hooks, { coordinated: [], keptWatch: ['bo'], campAlarm: ['enemies'] })
    expect(seen.map((f) => [f.keptWatch, f.campAlarm])).toEqual([
      [true, true],
      [false, false],
    ])
  })

  it('a rolled total is rounded and kept within bounds; its detail kept to 300 letters', () => {
    expect(make({}, rolling(4.6).hooks).initiative).toBe(5)
    expect(make({}, rolling(5000).hooks).initiative).toBe(INITIATIVE_MAX)
    expect(make({}, rolling(-5000).hooks).initiative).toBe(INITIATIVE_MIN)
    const long = make({}, rolling(3, 'd'.repeat(301)).hooks)
    expect(long.initiativeDetail).toBe('d'.repeat(300))
    expect(make({}).initiativeDetail).toBe('d6 4')
  })
})

describe('freshId', () => {
  it("is the token's id, or the first free -2, -3...", () => {
    expect(freshId(new Set(['bo']), 'ash')).toBe('ash')
    expect(freshId(new Set(['ash']), 'ash')).toBe('ash-2')
    expect(freshId(new Set(['ash', 'ash-2']), 'ash')).toBe('ash-3')
  })
})
