/**
 * GG initiative as the ruleset hands it to the tracker, called directly: the settled order of a
 * freshly rolled list, the log lines of each tie and the shared turns (OTHER-SYSTEMS.md GG-005..008),
 * and the Initiative Test of a being with no sheet or an Inspired roll (GG-001, F-GG-2).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { RolledCombatant } from '../../../../shared/rules/ruleset'
import {
  ggRollInitiative,
  ggSettleInitiative,
  NO_INITIATIVE,
} from '../../../../shared/rules/gg/adapter/ruleset-combat-initiative'
import { ggCampaign } from './ruleset-combat-fixture'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'

const rolled = (id: string, initiative: number, tokenId = id): RolledCombatant => ({
  id,
  tokenId,
  initiative,
  side: 'x',
})

/** The campaign with one more token, `over` replacing parts of a copy of the Orc's token. */
function withToken(c: GgCampaign, id: string, over: Partial<GgToken>): GgCampaign {
  return { ...c, tokens: { ...c.tokens, [id]: { ...c.tokens.orc!, id, ...over } } }
}

const NO_FLAGS = { hidden: false, coordinated: false }

/** Settle with no dice at all: any reroll would throw, so these cases must need none. */
const settle = (c: GgCampaign, list: RolledCombatant[]) =>
  ggSettleInitiative(c, list, scriptedDice({}))

describe('GG-005 highest first, whatever order the rolls arrive in', () => {
  it('Orc 5, Aria 14, Wolf 9 → Aria, Wolf, Orc, with nothing to say', () => {
    const s = settle(ggCampaign(), [rolled('orc', 5), rolled('aria', 14), rolled('wolf', 9)])
    expect(s).toEqual({ order: ['aria', 'wolf', 'orc'], together: [], ties: [], lines: [] })
  })

  it('beings with no Initiative all sit at the bottom, as entered, for the GM to drag (GG-Q46)', () => {
    // Two NPCs at the "no Initiative" floor are not a tie to settle: no Trait order, no reroll.
    const c = withToken(ggCampaign(), 'orc2', { name: 'Orc B' })
    const s = settle(c, [
      rolled('orc', NO_INITIATIVE),
      rolled('aria', 3),
      rolled('wolf', NO_INITIATIVE),
      rolled('orc2', NO_INITIATIVE),
    ])
    expect(s.order).toEqual(['aria', 'orc', 'wolf', 'orc2'])
    expect(s.lines).toEqual([])
  })
})

describe('GG-006 a PC and an NPC tied', () => {
  it('Aria and the Orc on 14: Aria first, said once; one PC shares no turn', () => {
    const s = settle(ggCampaign(), [rolled('orc', 14), rolled('aria', 14)])
    expect(s).toEqual({
      order: ['aria', 'orc'],
      together: [],
      ties: [],
      lines: ['Aria before Orc on 14: a PC wins an initiative tie'],
    })
  })

  it('an Orc whose stat block wins ties goes before Aria, and only that is said', () => {
    const c = ggCampaign({ initiative: { winsTies: true } })
    const s = settle(c, [rolled('aria', 14), rolled('orc', 14)])
    expect(s.order).toEqual(['orc', 'aria'])
    expect(s.lines).toEqual(['Orc before Aria on 14: its stat block wins ties'])
  })

  it('the stat block that wins ties against PCs gives nothing among NPCs alone (GG-007 decides)', () => {
    // Orc (wins ties, AGI 1) and Wolf (AGI 3) on 12, no PC: the higher Trait used, the Wolf, first.
    const c = ggCampaign({ initiative: { winsTies: true } })
    const s = settle(c, [rolled('orc', 12), rolled('wolf', 12)])
    expect(s.order).toEqual(['wolf', 'orc'])
    expect(s.lines).toEqual([
      'Orc, Wolf tie on 12: the higher Trait used goes first (Orc 1, Wolf 3)',
    ])
  })
})

describe('GG-007 NPCs tied', () => {
  it('the same Trait value: no Trait line, straight to the reroll-off (Orc 6, Wolf 17 → Wolf)', () => {
    const c = ggCampaign({ traits: { PHY: 3, AGI: 3, END: 4, KNO: 0, INT: 0, DET: 0 } })
    const s = ggSettleInitiative(
      c,
      [rolled('orc', 10), rolled('wolf', 10)],
      scriptedDice({ 20: [6, 17] }),
    )
    expect(s.order).toEqual(['wolf', 'orc'])
    expect(s.lines).toEqual(['Orc, Wolf tie with the same Trait (3): reroll-off Orc 6, Wolf 17'])
  })

  it("a token whose sheet is gone is named by its id and counts Trait 0 (below the Wolf's 3)", () => {
    const c = withToken(ggCampaign(), 'ghost', { name: 'Ghost', npcId: 'no-such-sheet' })
    const s = settle(c, [rolled('g1', 8, 'ghost'), rolled('w1', 8, 'wolf')])
    expect(s.order).toEqual(['w1', 'g1'])
    expect(s.lines).toEqual([
      'Ghost, Wolf tie on 8: the higher Trait used goes first (Ghost 0, Wolf 3)',
    ])
  })

  it('a combatant whose token is gone is named by its id, an NPC, with Trait 0', () => {
    // Aria beats it as a PC (GG-006); the line names it "x1".
    const s = settle(ggCampaign(), [rolled('x1', 7, 'no-such-token'), rolled('aria', 7)])
    expect(s.order).toEqual(['aria', 'x1'])
    expect(s.lines).toEqual(['Aria before x1 on 7: a PC wins an initiative tie'])
  })
})

describe('GG-008 PCs tied share one turn', () => {
  it('Aria and Bram on 12 with the Orc on 12: both PCs before the Orc, one shared turn', () => {
    const s = settle(ggCampaign(), [rolled('bram', 12), rolled('orc', 12), rolled('aria', 12)])
    expect(s.order).toEqual(['bram', 'aria', 'orc'])
    expect(s.together).toEqual([['bram', 'aria']])
    expect(s.lines).toEqual([
      'Bram, Aria before Orc on 12: a PC wins an initiative tie',
      'Bram, Aria tie on 12: they share one turn, acting in any order',
    ])
  })
})

describe('GG-001 the Initiative Test of a being without a sheet, and an Inspired one', () => {
  it('no sheet: an Agility Test with AGI 0 (d20 7 + 0 = 7)', () => {
    const c = withToken(ggCampaign(), 'ghost', { name: 'Ghost', npcId: 'no-such-sheet' })
    const r = ggRollInitiative(c.tokens.ghost!, c, NO_FLAGS, scriptedDice({ 20: [7] }))
    expect(r).toEqual({ total: 7, detail: 'Agility Test: d20 7 + 0 AGI = 7' })
  })

  it('a natural 20 is an Inspired Event (F-GG-2) and the detail says so: 20 + AGI 3 = 23', () => {
    const c = ggCampaign()
    const r = ggRollInitiative(c.tokens.aria!, c, NO_FLAGS, scriptedDice({ 20: [20] }))
    expect(r).toEqual({ total: 23, detail: 'Agility Test: d20 20 (Inspired) + 3 AGI = 23' })
  })
})
