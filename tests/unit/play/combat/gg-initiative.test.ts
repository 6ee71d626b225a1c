/**
 * GG initiative on the combat tracker, with the worked examples of OTHER-SYSTEMS.md GG-001..012 as
 * scripted d20s: the Agility / Intuition Test, a PC winning a PC/NPC tie, NPC ties by Trait then a
 * reroll-off, tied PCs sharing one turn, a group's one roll, the pre-combat swap and late entry.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  addCombatant,
  beginCombat,
  currentCombatant,
  groupCombatants,
  reorderCombatant,
  startCombat,
} from '../../../../shared/play/combat'
import {
  asGg,
  fight,
  ggCampaign,
  ggStarted,
  left,
  logOf,
  next,
  noSight,
  stateOf,
} from '../../rules/gg/ruleset-combat-fixture'
import { fight as trailFight, started as trailStarted, trailCampaign } from './fixture'

const order = (c: Campaign) => fight(c).order.map((o) => [o.id, o.initiative])

describe('GG-001/002 the Initiative Test', () => {
  it('rolls an Agility Test for Aria: d20 11 + AGI 3 = 14, said in the detail', () => {
    const c = ggStarted(ggCampaign(), ['aria'], [11])
    const aria = fight(c).order[0]!
    expect(aria.initiative).toBe(14)
    expect(aria.initiativeDetail).toBe('Agility Test: d20 11 + 3 AGI = 14')
  })

  it('rolls Intuition when the sheet says so, with the stat block modifier', () => {
    const c = ggStarted(
      ggCampaign({
        traits: { PHY: 3, AGI: 1, END: 4, KNO: 0, INT: 2, DET: 0 },
        initiative: { trait: 'INT', modifier: 2 },
      }),
      ['orc'],
      [9],
    )
    expect(fight(c).order[0]!.initiativeDetail).toBe(
      'Intuition Test: d20 9 + 2 INT + 2 (stat block) = 13',
    )
  })

  it('gives a sheet with no Initiative no roll: it goes last for the GM to place', () => {
    const c = ggStarted(ggCampaign({ initiative: { none: true } }), ['orc', 'aria'], [5])
    expect(order(c)).toEqual([
      ['aria', 8],
      ['orc', -99],
    ])
    expect(fight(c).order[1]!.initiativeDetail).toMatch(/no Initiative.*drag it into place/)
  })

  it('takes a total typed in (an approved other source, GG-002) without rolling', () => {
    const c = ggStarted(ggCampaign(), ['aria', 'orc'], [3], { aria: 17 })
    expect(order(c)).toEqual([
      ['aria', 17],
      ['orc', 4],
    ])
  })
})

describe('GG-006 a PC and an NPC tie', () => {
  it('puts Aria before the Orc on 14, whatever the order they were entered in, and says why', () => {
    for (const [ids, d20] of [
      [
        ['aria', 'orc'],
        [11, 13],
      ],
      [
        ['orc', 'aria'],
        [13, 11],
      ],
    ] as const) {
      const out = startCombat(
        ggCampaign(),
        {
          mapId: 'map-1',
          entries: ids.map((tokenId) => ({
            tokenId,
            side: tokenId === 'aria' ? 'party' : 'enemies',
            hidden: false,
          })),
          coordinated: [],
        },
        scriptedDice({ 20: [...d20] }),
        'f1',
      )
      expect(order(out.campaign)).toEqual([
        ['aria', 14],
        ['orc', 14],
      ])
      expect(out.ties).toEqual([])
      expect(logOf(out.campaign)).toContain('Aria before Orc on 14: a PC wins an initiative tie')
    }
  })

  it('puts the Orc first when its stat block wins initiative ties', () => {
    const c = ggStarted(ggCampaign({ initiative: { winsTies: true } }), ['aria', 'orc'], [11, 13])
    expect(order(c).map(([id]) => id)).toEqual(['orc', 'aria'])
    expect(logOf(c)).toContain('Orc before Aria on 14: its stat block wins ties')
  })
})

describe('GG-007 two NPCs tie', () => {
  it('puts the Wolf (AGI 3) before the Orc (AGI 1) on 13', () => {
    const c = ggStarted(ggCampaign(), ['orc', 'wolf'], [12, 10])
    expect(order(c)).toEqual([
      ['wolf', 13],
      ['orc', 13],
    ])
    expect(logOf(c).some((l) => l.includes('the higher Trait used goes first'))).toBe(true)
  })

  it('rerolls when the Traits are equal too: Orc 7, Wolf 15 puts the Wolf first', () => {
    const orcAgi3 = { traits: { PHY: 3, AGI: 3, END: 4, KNO: 0, INT: 0, DET: 0 } }
    const c = ggStarted(ggCampaign(orcAgi3), ['orc', 'wolf'], [10, 10, 7, 15])
    expect(order(c).map(([id]) => id)).toEqual(['wolf', 'orc'])
    expect(logOf(c)).toContain('Orc, Wolf tie with the same Trait (3): reroll-off Orc 7, Wolf 15')
  })

  it('rerolls again while the reroll-off ties: 9 = 9, then Orc 4, Wolf 2 puts the Orc first', () => {
    const orcAgi3 = { traits: { PHY: 3, AGI: 3, END: 4, KNO: 0, INT: 0, DET: 0 } }
    const c = ggStarted(ggCampaign(orcAgi3), ['orc', 'wolf'], [10, 10, 9, 9, 4, 2])
    expect(order(c).map(([id]) => id)).toEqual(['orc', 'wolf'])
    expect(logOf(c).filter((l) => l.includes('reroll-off'))).toHaveLength(2)
  })
})

describe('GG-008 tied PCs share one turn', () => {
  it('groups Aria and Bram on 12 into one turn; each has its own AP, refilled as it starts', () => {
    let c = ggStarted(ggCampaign(), ['aria', 'bram', 'orc'], [9, 10, 5])
    const [aria, bram] = fight(c).order
    expect([aria!.id, bram!.id]).toEqual(['aria', 'bram'])
    expect(aria!.groupId).toBeDefined()
    expect(bram!.groupId).toBe(aria!.groupId)
    expect(logOf(c)).toContain('Aria, Bram tie on 12: they share one turn, acting in any order')
    c = asGg(beginCombat(c, noSight).campaign)
    expect(currentCombatant(fight(c))?.id).toBe('aria')
    expect(
      fight(c)
        .order.filter((o) => o.hasStarted)
        .map((o) => o.id),
    ).toEqual(['aria', 'bram'])
    expect(left(c, 'bram').ap).toBe(3)
    c = next(c)
    expect(currentCombatant(fight(c))?.id).toBe('orc')
  })
})

describe('GG-003 a group of NPCs rolls once', () => {
  it('gives the grouped Orc the Wolf’s 16 and its place, before the fight begins', () => {
    let c = ggStarted(ggCampaign(), ['aria', 'orc', 'wolf'], [9, 7, 13])
    expect(order(c)).toEqual([
      ['wolf', 16],
      ['aria', 12],
      ['orc', 8],
    ])
    c = asGg(groupCombatants(c, ['orc', 'wolf'], true, 'g1'))
    expect(order(c)).toEqual([
      ['wolf', 16],
      ['orc', 16],
      ['aria', 12],
    ])
    expect(logOf(c)).toContain("Orc, Wolf act together on Wolf's roll (16)")
    c = asGg(beginCombat(c, noSight).campaign)
    expect(
      fight(c)
        .order.filter((o) => o.hasStarted)
        .map((o) => o.id),
    ).toEqual(['wolf', 'orc'])
  })
})

describe('a ruleset whose groups keep their own rolls (Blue Box)', () => {
  it('groups without touching the totals or the order', () => {
    const c = groupCombatants(trailStarted(), ['rat', 'mouse'], true, 'rats')
    expect(trailFight(c).order.map((o) => [o.id, o.initiative])).toEqual([
      ['ash', 6],
      ['bo', 5],
      ['rat', 2],
      ['mouse', 1],
    ])
    expect(trailFight(c).log.at(-1)?.text).toBe('Rat, Mouse act together')
  })
})

describe('GG-009 the pre-combat swap', () => {
  it('lets Aria (18) and Bram (9) trade places by two drags before anyone acts', () => {
    let c = ggStarted(ggCampaign(), ['aria', 'orc', 'bram'], [], { aria: 18, orc: 14, bram: 9 })
    c = asGg(reorderCombatant(c, 'bram', 'aria'))
    c = asGg(reorderCombatant(c, 'aria', null))
    expect(fight(c).order.map((o) => o.id)).toEqual(['bram', 'orc', 'aria'])
    c = asGg(beginCombat(c, noSight).campaign)
    expect(currentCombatant(fight(c))?.id).toBe('bram')
    expect(currentCombatant(fight(next(c, 2)))?.id).toBe('aria')
  })
})

describe('GG-012 late entry', () => {
  /** Aria 18, Orc 15, Wolf 9; the Orc's turn. */
  const orcsTurn = (tableOptions: Record<string, unknown> = {}) => {
    const c = { ...ggCampaign(), tableOptions }
    const begun = asGg(
      beginCombat(
        ggStarted(c, ['aria', 'orc', 'wolf'], [], { aria: 18, orc: 15, wolf: 9 }),
        noSight,
      ).campaign,
    )
    return next(begun)
  }
  const bramAt = (c: ReturnType<typeof orcsTurn>, initiative: number) =>
    asGg(
      addCombatant(
        c,
        { tokenId: 'bram', side: 'party', hidden: false, initiative },
        scriptedDice({}),
      ).campaign,
    )

  it('a Bandit on 17 is placed before the Orc and first acts next round', () => {
    const c = bramAt(orcsTurn(), 17)
    expect(fight(c).order.map((o) => o.id)).toEqual(['aria', 'bram', 'orc', 'wolf'])
    expect(logOf(c).at(-1)).toMatch(/acts from next round/)
    expect(currentCombatant(fight(next(c)))?.id).toBe('wolf')
  })

  it('on 15 it goes after the Orc and acts this round; on 10 before the Wolf', () => {
    for (const total of [15, 10]) {
      const c = bramAt(orcsTurn(), total)
      expect(fight(c).order.map((o) => o.id)).toEqual(['aria', 'orc', 'bram', 'wolf'])
      expect(currentCombatant(fight(next(c)))?.id).toBe('bram')
    }
  })

  it('on 15 it waits for the next round when the table says so (GG-Q8 nextRound)', () => {
    const c = bramAt(orcsTurn({ lateJoinEqual: 'nextRound' }), 15)
    expect(logOf(c).at(-1)).toMatch(/acts from next round/)
    expect(currentCombatant(fight(next(c)))?.id).toBe('wolf')
    // A total below the current turn's still acts this round.
    const low = bramAt(orcsTurn({ lateJoinEqual: 'nextRound' }), 10)
    expect(currentCombatant(fight(next(low)))?.id).toBe('bram')
  })
})

describe('seed 001, Initiative: Surprised before the Initiative Tests', () => {
  const entries = [
    { tokenId: 'aria', side: 'party', hidden: false },
    { tokenId: 'orc', side: 'enemies', hidden: false },
  ]
  it('the GM ticks the Orc Surprised: it has the condition before anyone rolls, and the log says so', () => {
    // "Anyone deemed thus gains the Surprised condition before the Test is rolled."
    const dice = scriptedDice({ 20: [11, 4] })
    const out = startCombat(
      ggCampaign(),
      { mapId: 'map-1', entries, coordinated: [], surprised: ['orc'] },
      dice,
      'f1',
    )
    expect(stateOf(out.campaign, 'orc').conditions).toContain('surprised')
    expect(stateOf(out.campaign, 'aria').conditions).not.toContain('surprised')
    expect(logOf(out.campaign)[0]).toBe('Surprised: Orc')
  })

  it('only a combatant of the fight can be Surprised; a game without it refuses the tick', () => {
    const dice = scriptedDice({ 20: [11, 4] })
    const input = { mapId: 'map-1', entries: [entries[0]!], coordinated: [], surprised: ['orc'] }
    expect(() => startCombat(ggCampaign(), input, dice, 'f1')).toThrow(
      'only a combatant of this fight can be Surprised',
    )
    const trail = { mapId: 'map-1', entries: [], coordinated: [], surprised: ['ash'] }
    expect(() =>
      startCombat(
        trailCampaign(),
        {
          ...trail,
          entries: [{ tokenId: 'ash', side: 'party', hidden: false }],
        },
        scriptedDice({ 6: [3] }),
        'f2',
      ),
    ).toThrow('this game has no Surprised condition')
  })
})
