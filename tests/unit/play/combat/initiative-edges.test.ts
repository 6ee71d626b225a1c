/**
 * The order of initiative at its edges (seed 000 L415: "The characters act in order of the results,
 * from highest to lowest. In the event of a tie, the GM decides which order those fall into"):
 * ties reported, a ruleset's own tie rules checked, typed totals, drags and groups logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { COMBATANTS_MAX, type Campaign, type Combatant } from '../../../../shared/model'
import {
  CombatRefused,
  groupCombatants,
  reorderCombatant,
  setInitiative,
  startCombat,
} from '../../../../shared/play/combat'
import { tiesOf } from '../../../../shared/play/combat/initiative'
import {
  registerRuleset,
  unregisterRuleset,
  type Ruleset,
  type RulesetCombat,
} from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { begun, fight, started, trailCampaign } from './fixture'

const ids = (c: Campaign) => fight(c).order.map((o) => o.id)
const lastLog = (c: Campaign) => fight(c).log.at(-1)?.text
const logs = (c: Campaign) => fight(c).log.map((l) => l.text)

describe('ties', () => {
  it('tiesOf lists each run of equal totals, wherever it falls', () => {
    const at = (id: string, initiative: number) => ({ id, initiative }) as Combatant
    expect(tiesOf([at('a', 6), at('b', 6), at('c', 5), at('d', 5), at('e', 1)])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
    expect(tiesOf([at('a', 6), at('b', 5), at('c', 5), at('d', 1)])).toEqual([['b', 'c']])
    expect(tiesOf([at('a', 6), at('b', 5)])).toEqual([])
  })

  it('the log names the tied by name, each run apart', () => {
    // Ash 6 = Bo 6, Rat 2 = Mouse 2 (d6 faces in the fixture's order).
    const c = started([6, 6, 2, 2])
    expect(logs(c)).toContain('Tied: Ash = Bo; Rat = Mouse')
  })

  it(`a fight opens with at most ${COMBATANTS_MAX} combatants`, () => {
    const entries = Array.from({ length: COMBATANTS_MAX + 1 }, () => ({
      tokenId: 'rat',
      side: 'enemies',
      hidden: false,
      initiative: 1,
    }))
    expect(() =>
      startCombat(
        trailCampaign(),
        { mapId: 'map-1', entries, coordinated: [] },
        scriptedDice({}),
        'f1',
      ),
    ).toThrow(new CombatRefused(`a fight holds at most ${COMBATANTS_MAX} combatants`))
  })
})

describe('a typed total', () => {
  it('re-sorts, a combatant with no total last, and is logged as typed in', () => {
    let c = started()
    const f = fight(c)
    c = {
      ...c,
      combat: {
        ...f,
        order: f.order.map((o) => (o.id === 'mouse' ? { ...o, initiative: null } : o)),
      },
    }
    c = setInitiative(c, 'ash', 0)
    expect(ids(c)).toEqual(['bo', 'rat', 'ash', 'mouse'])
    expect(fight(c).order[2]).toMatchObject({ initiativeDetail: 'typed in', placed: false })
    expect(lastLog(c)).toBe("Ash's initiative: 0")
  })
})

describe('a drag', () => {
  it('moves before another, or last, and says where', () => {
    const before = reorderCombatant(started(), 'mouse', 'bo')
    expect(ids(before)).toEqual(['ash', 'mouse', 'bo', 'rat'])
    expect(lastLog(before)).toBe('Mouse moved before Bo')
    const last = reorderCombatant(started(), 'ash', null)
    expect(ids(last)).toEqual(['bo', 'rat', 'mouse', 'ash'])
    expect(lastLog(last)).toBe('Ash moved last')
  })

  it('onto itself changes nothing; before someone not fighting is refused', () => {
    const c = started()
    expect(reorderCombatant(c, 'rat', 'rat')).toBe(c)
    expect(() => reorderCombatant(c, 'rat', 'ghost')).toThrow(CombatRefused)
  })
})

describe('groups', () => {
  it('need two members; the log says who acts together and who alone again', () => {
    expect(() => groupCombatants(begun(), ['rat'], true, 'g1')).toThrow(
      new CombatRefused('pick at least two combatants to group'),
    )
    const grouped = groupCombatants(begun(), ['rat', 'mouse'], true, 'g1')
    expect(lastLog(grouped)).toBe('Rat, Mouse act together')
    const alone = groupCombatants(grouped, ['rat', 'mouse'], false, 'g1')
    expect(lastLog(alone)).toBe('Rat, Mouse act alone')
    expect(fight(alone).order.every((o) => o.groupId === undefined)).toBe(true)
  })

  describe('in a game whose groups share one roll', () => {
    const sharing: Ruleset = {
      ...trailRuleset,
      id: 'trail-sharing',
      combat: { ...trailRuleset.combat!, groupSharesInitiative: true },
    }
    beforeAll(() => registerRuleset(sharing))
    afterAll(() => unregisterRuleset(sharing.id))
    const inSharing = (c: Campaign): Campaign => ({ ...c, rulesetId: sharing.id })

    it("before the fight begins, members take the first member's total and place", () => {
      const c = groupCombatants(inSharing(started()), ['mouse', 'bo'], true, 'g1')
      // Bo (5) leads, before the Mouse (1): the Mouse moves up right after Bo on 5.
      expect(ids(c)).toEqual(['ash', 'bo', 'mouse', 'rat'])
      expect(fight(c).order[2]).toMatchObject({
        initiative: 5,
        initiativeDetail: "shares Bo's roll",
        groupId: 'g1',
      })
      expect(lastLog(c)).toBe("Mouse, Bo act together on Bo's roll (5)")
    })

    it('a lead with no total yet is said as "?"', () => {
      let c = inSharing(started())
      const f = fight(c)
      c = {
        ...c,
        combat: {
          ...f,
          order: f.order.map((o) => (o.id === 'ash' ? { ...o, initiative: null } : o)),
        },
      }
      expect(lastLog(groupCombatants(c, ['ash', 'rat'], true, 'g1'))).toBe(
        "Ash, Rat act together on Ash's roll (?)",
      )
    })

    it('once the fight has begun, or when splitting, totals and places stay', () => {
      const running = groupCombatants(inSharing(begun()), ['mouse', 'bo'], true, 'g1')
      expect(ids(running)).toEqual(['ash', 'bo', 'rat', 'mouse'])
      expect(lastLog(running)).toBe('Mouse, Bo act together')
      const split = groupCombatants(inSharing(started()), ['mouse', 'bo'], false, 'g1')
      expect(ids(split)).toEqual(['ash', 'bo', 'rat', 'mouse'])
      expect(lastLog(split)).toBe('Mouse, Bo act alone')
    })
  })
})

describe("a game's own tie rules", () => {
  let settle: NonNullable<RulesetCombat['settleInitiative']>
  const settling: Ruleset = {
    ...trailRuleset,
    id: 'trail-settling',
    combat: {
      ...trailRuleset.combat!,
      settleInitiative: (c, order, dice) => settle(c, order, dice),
    },
  }
  beforeAll(() => registerRuleset(settling))
  afterAll(() => unregisterRuleset(settling.id))
  const start = () => started(undefined, { ...trailCampaign(), rulesetId: settling.id })

  it('takes its order, groups its runs of two or more by number, keeps its lines and ties', () => {
    settle = (_c, order) => ({
      order: [...order].reverse().map((o) => o.id),
      together: [['mouse'], ['bo', 'ash', 'ghost']],
      ties: [['rat', 'ghost']],
      lines: ['x'.repeat(600)],
    })
    const c = start()
    expect(ids(c)).toEqual(['mouse', 'rat', 'bo', 'ash'])
    expect(fight(c).order.map((o) => o.groupId)).toEqual([
      undefined,
      undefined,
      'f1-tie2',
      'f1-tie2',
    ])
    expect(logs(c)).toContain('x'.repeat(500))
    expect(logs(c)).not.toContain('x'.repeat(600))
    // An id it names that is not fighting stands for itself.
    expect(logs(c)).toContain('Tied: Rat = ghost')
  })

  it('refuses an order that is not the one rolled', () => {
    const wrong = 'the ruleset settled an initiative order that is not the one rolled'
    settle = (_c, order) => ({
      order: order.slice(1).map((o) => o.id),
      together: [],
      ties: [],
      lines: [],
    })
    expect(() => start()).toThrow(wrong)
    settle = (_c, order) => ({
      order: [...order.slice(1).map((o) => o.id), 'ghost'],
      together: [],
      ties: [],
      lines: [],
    })
    expect(() => start()).toThrow(wrong)
  })
})
