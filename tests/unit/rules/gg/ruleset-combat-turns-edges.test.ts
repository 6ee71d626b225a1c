/**
 * The GG turn boundaries as the tracker sees them: the turn ledger clearing at a turn start
 * (GG-013, GG-016), Surprised ending with the being's first turn and its start-of-turn notice
 * (A.5.1 default), the notices a turn end does not repeat, and whose next turn start ends a
 * 1-Round effect (GG-011, GG-Q9).
 */
import { describe, expect, it } from 'vitest'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import { ggOneRound } from '../../../../shared/rules/gg/adapter/ruleset-combat-turns'
import { fight, ggBegun, ggCampaign, stateOf, withState } from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const surprised = (s: GgInstance): GgInstance => ({ ...s, conditions: ['surprised'] })
const manual = (c: GgCampaign): GgCampaign => ({
  ...c,
  tableOptions: { cond: { surprised: 'manual' } },
})

describe('GG-013/016 the turn ledger clears at the turn start', () => {
  it('an action taken last turn is forgotten as the being’s next turn starts', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({
      ...s,
      turn: { taken: { attack: 2 }, reactions: [] },
    }))
    const changes = ggCombat.atTurnStart(c, 'orc')
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ kind: 'instance', tokenId: 'orc' })
    expect((changes[0] as { instance: GgInstance }).instance.turn).toEqual({
      taken: {},
      reactions: [],
    })
  })

  it('a reaction used since its last turn is free again', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({
      ...s,
      turn: { taken: {}, reactions: ['oa'] },
    }))
    const changes = ggCombat.atTurnStart(c, 'orc')
    expect((changes[0] as { instance: GgInstance }).instance.turn.reactions).toEqual([])
  })

  it('an NPC with a clean ledger starts its turn with nothing to change', () => {
    // GG-Q42 'pcs': an NPC earns no Limit Potential either.
    expect(ggCombat.atTurnStart(ggCampaign(), 'orc')).toEqual([])
  })

  it('a token that is not on the campaign changes nothing', () => {
    expect(ggCombat.atTurnStart(ggCampaign(), 'ghost')).toEqual([])
    expect(ggCombat.atTurnEnd(ggCampaign(), 'ghost')).toEqual([])
    expect(ggCombat.prompts!(ggCampaign(), 'ghost', 'start')).toEqual([])
  })
})

describe('A.5.1 Surprised ends at the end of the being’s first turn', () => {
  it('the turn end takes Surprised off, keeping the rest of the state', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({
      ...s,
      hp: 31,
      conditions: ['surprised', 'prone'],
    }))
    expect(ggCombat.atTurnEnd(c, 'orc')).toEqual([
      {
        kind: 'instance',
        tokenId: 'orc',
        instance: { ...stateOf(c, 'orc'), conditions: ['prone'] },
      },
    ])
  })

  it('a being that is not Surprised has nothing to end', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({ ...s, conditions: ['prone'] }))
    expect(ggCombat.atTurnEnd(c, 'orc')).toEqual([])
  })

  it('when the GM runs Surprised by hand, the turn end leaves it', () => {
    expect(ggCombat.atTurnEnd(manual(withState(ggCampaign(), 'orc', surprised)), 'orc')).toEqual([])
  })

  it('tells the GM at the start of the turn that the being cannot act', () => {
    const c = withState(ggCampaign(), 'orc', surprised)
    expect(ggCombat.prompts!(c, 'orc', 'start')).toEqual([
      {
        source: 'Surprised',
        text: 'Orc is Surprised: no actions or reactions this turn (Surprised ends with it)',
      },
    ])
    expect(ggCombat.prompts!(c, 'orc', 'end')).toEqual([])
    expect(ggCombat.prompts!(manual(c), 'orc', 'start')).toEqual([])
  })

  it('says nothing of Surprised for a being that is out of the fight', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({
      ...surprised(s),
      hp: 0,
      dying: { ...s.dying, outOfFight: true },
    }))
    expect(ggCombat.prompts!(c, 'orc', 'start')).toEqual([])
  })
})

describe('notices that belong to the turn start only', () => {
  it('the dying tick and the Obstructing Aura are told at the start, not again at the end', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({
      ...s,
      hp: 0,
      dying: { ...s.dying, unconscious: true, dying: true, wounded: 3 },
      woundedBefore: 2,
      obstructedBy: 'Memory',
    }))
    expect(ggCombat.prompts!(c, 'orc', 'start').map((p) => p.source)).toEqual([
      'Dying',
      'Obstructing Aura',
    ])
    expect(ggCombat.prompts!(c, 'orc', 'end')).toEqual([])
  })

  it('the Obstructing Aura notice names the Memory and the halved speeds', () => {
    const c = withState(ggCampaign(), 'orc', (s) => ({ ...s, obstructedBy: 'Memory' }))
    expect(ggCombat.prompts!(c, 'orc', 'start')).toEqual([
      {
        source: 'Obstructing Aura',
        text: 'Orc starts its turn in the Obstructing Aura of Memory: its speeds are halved until the start of its next turn',
      },
    ])
  })

  it('the hover check at the end of a flier’s turn speaks of this turn (GG-025, GG-Q11)', () => {
    const c = ggCampaign({ speed: { walk: 3, fly: 9, hover: false } })
    // F-GG default falling damage: 1d6 per 3 m fallen.
    expect(ggCombat.prompts!(c, 'orc', 'end')).toEqual([
      {
        source: 'No Hover',
        text: 'If Orc is flying and flew less than 1 m this turn, it Falls (1d6 per 3 m fallen)',
      },
    ])
    // A walker is never asked.
    expect(ggCombat.prompts!(ggCampaign(), 'aria', 'end')).toEqual([])
  })
})

describe('GG-011 / GG-Q9 whose next turn start ends a 1-Round effect', () => {
  /** Aria 15+3 = 18, Orc 13+1 = 14, Wolf 6+3 = 9: Aria's turn first. */
  const begun = () => ggBegun(ggCampaign(), ['aria', 'orc', 'wolf'], [15, 13, 6])

  it('outside a fight it is the user’s own', () => {
    expect(ggOneRound(ggCampaign(), 'bram')).toEqual({ kind: 'turn', at: 'start', of: 'bram' })
  })

  it('used by another on Aria’s turn, it ends as Aria’s next turn starts', () => {
    const c = begun()
    expect(fight(c).currentId).toBe('aria')
    expect(ggOneRound(c, 'orc').of).toBe('aria')
    // Bram is not in the fight: the turn is still Aria's.
    expect(ggOneRound(c, 'bram').of).toBe('aria')
    expect(ggOneRound(c, 'aria').of).toBe('aria')
  })

  it('two beings sharing a group turn: the user’s own next turn', () => {
    const c = begun()
    const grouped: GgCampaign = {
      ...c,
      combat: {
        ...fight(c),
        currentId: 'orc',
        order: fight(c).order.map((o) =>
          o.id === 'orc' || o.id === 'wolf' ? { ...o, groupId: 'g1' } : o,
        ),
      },
    }
    expect(ggOneRound(grouped, 'wolf').of).toBe('wolf')
    expect(ggOneRound(grouped, 'aria').of).toBe('orc')
    // Without groups, neither shares the Orc's turn.
    const plain: GgCampaign = { ...c, combat: { ...fight(c), currentId: 'orc' } }
    expect(ggOneRound(plain, 'wolf').of).toBe('orc')
  })
})
