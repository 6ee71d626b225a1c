/**
 * GG combat hooks: the turn-start dying tick (GG-102, GG-105, GG-108) and Limit Potential
 * (GG-111, GG-112, GG-Q42, GG-Q44), the vitals, harm and conditions the tracker shows, the hover
 * prompt (GG-025), the Limit Potential track (GG-110, GG-114, GG-Q43), and 1-Round durations ending
 * at the start of the turn owner's next turn (GG-011, GG-Q9).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { currentCombatant, setTimedCondition } from '../../../../shared/play/combat'
import { RollRefused } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import { ggOneRound } from '../../../../shared/rules/gg/adapter/ruleset-combat-turns'
import {
  asGg,
  fight,
  ggBegun,
  ggCampaign,
  logOf,
  next,
  stateOf,
  withState,
} from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const dying =
  (wounded: number, more: Partial<GgInstance['dying']> = {}) =>
  (s: GgInstance) => ({
    ...s,
    hp: 0,
    dying: { ...s.dying, unconscious: true, dying: true, wounded, ...more },
  })
const withRulesetState = (c: GgCampaign, state: Record<string, unknown>): GgCampaign => ({
  ...c,
  rulesetState: { ...c.rulesetState, ...state },
})
const lp = (c: GgCampaign) => c.rulesetState?.['gg.lp']

describe('GG-102/105/108 the dying tick at the start of a turn', () => {
  it('adds a Wounded Degree at each of a Dying being’s turn starts, its turn skipped', () => {
    let c = withState(ggCampaign(), 'aria', dying(2))
    c = ggBegun(c, ['aria', 'orc'], [15, 2])
    expect(stateOf(c, 'aria').dying.wounded).toBe(3)
    expect(logOf(c)).toContain('Aria is out of the fight: turn skipped')
    expect(currentCombatant(fight(c))?.id).toBe('orc')
    c = next(c)
    expect(stateOf(c, 'aria').dying.wounded).toBe(4)
  })

  it('adds none while Stabilised', () => {
    const c = withState(ggCampaign(), 'aria', dying(2, { stabilised: true }))
    expect(ggCombat.atTurnStart(c, 'aria')).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 5 },
    ])
  })

  it('at Wounded 5: Knocked Out of the Fight, or dead in a Critical Engagement (GG-Q36)', () => {
    const c = withState(ggCampaign(), 'aria', dying(4))
    const after = (campaign: GgCampaign) => {
      const change = ggCombat.atTurnStart(campaign, 'aria').find((x) => x.kind === 'instance')
      return (change as { instance: GgInstance }).instance.dying
    }
    expect(after(c)).toMatchObject({ wounded: 5, outOfFight: true, dead: false })
    expect(after(withRulesetState(c, { 'gg.criticalEngagement': true }))).toMatchObject({
      wounded: 5,
      dead: true,
    })
  })
})

describe('GG-112 Limit Potential at the start of each PC’s turn', () => {
  it('adds 5 for each PC (Aria, Bram), none for the Orc', () => {
    let c = ggBegun(ggCampaign(), ['aria', 'orc', 'bram'], [15, 10, 5])
    expect(fight(c).order.map((o) => o.id)).toEqual(['aria', 'orc', 'bram'])
    expect(lp(c)).toBe(5)
    c = next(c)
    expect(lp(c)).toBe(5)
    c = next(c)
    expect(lp(c)).toBe(10)
  })

  it('stops at 200 outside a Critical Engagement (GG-111), at 300 inside one', () => {
    const c = withRulesetState(ggCampaign(), { 'gg.lp': 198 })
    expect(ggCombat.atTurnStart(c, 'aria')).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 200 },
    ])
    expect(ggCombat.atTurnStart(withRulesetState(c, { 'gg.lp': 200 }), 'aria')).toEqual([])
    const ce = withRulesetState(c, { 'gg.lp': 200, 'gg.criticalEngagement': true })
    expect(ggCombat.atTurnStart(ce, 'aria')).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 205 },
    ])
  })

  it('comes from an NPC on the party’s side too when the table says all allies (GG-Q42)', () => {
    const start = (tableOptions: Record<string, unknown>) => {
      const c = ggBegun({ ...ggCampaign(), tableOptions }, ['aria', 'wolf'], [2, 15])
      // The Wolf fights for the party: give it the party's side.
      const combat = fight(c)
      return {
        ...c,
        combat: {
          ...combat,
          order: combat.order.map((o) => (o.id === 'wolf' ? { ...o, side: 'party' } : o)),
        },
      }
    }
    expect(ggCombat.atTurnStart(start({}), 'wolf')).toEqual([])
    // The Wolf (18) acted before Aria (5): the pool was empty.
    expect(ggCombat.atTurnStart(start({ lpGenerators: 'allAllies' }), 'wolf')).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 5 },
    ])
  })

  it('comes from no one who is dead', () => {
    const c = withState(ggCampaign(), 'aria', (s) => ({ ...s, dying: { ...s.dying, dead: true } }))
    expect(ggCombat.atTurnStart(c, 'aria')).toEqual([])
  })
})

describe('the tracker’s view of a GG being', () => {
  const vitals = (edit: (s: GgInstance) => GgInstance) => {
    const c = withState(ggCampaign(), 'aria', edit)
    return ggCombat.vitals(c.tokens.aria!, c)
  }

  it('reads HP, BP, Wounded, the dying track and Bloodied / Desperation (GG-096/097)', () => {
    expect(vitals((s) => s)).toEqual({ lines: ['HP 30/30'] })
    expect(vitals((s) => ({ ...s, hp: 16 }))).toEqual({ lines: ['HP 16/30'], health: 'hurt' })
    expect(vitals((s) => ({ ...s, hp: 15 }))).toEqual({
      lines: ['HP 15/30', 'Bloodied'],
      health: 'badly hurt',
    })
    expect(vitals((s) => ({ ...s, hp: 7, bp: 3 })).lines).toEqual([
      'HP 7/30',
      'BP 3',
      'Bloodied, Desperation',
    ])
    expect(vitals(dying(2))).toEqual({
      lines: ['HP 0/30', 'Wounded 2', 'Dying', 'Bloodied, Desperation'],
      health: 'down',
    })
    expect(vitals((s) => ({ ...s, hp: 0, dying: { ...s.dying, dead: true } })).lines).toEqual([
      'HP 0/30',
      'Dead',
    ])
  })

  it('counts HP and BP lost as harm, healing as none', () => {
    const a = stateOf(ggCampaign(), 'aria')
    expect(ggCombat.harm({ ...a, bp: 5 }, { ...a, hp: 25, bp: 0 })).toBe(10)
    expect(ggCombat.harm({ ...a, hp: 10 }, { ...a, hp: 20 })).toBe(0)
  })

  it('lists the dying track, Slowed and Marked as conditions, and sets them back', () => {
    const a = stateOf(ggCampaign(), 'aria')
    const hurt = { ...dying(2)(a), slowed: 1, markedBy: ['Orc'], conditions: ['prone' as const] }
    expect([...ggCombat.conditionsOf(hurt)].sort()).toEqual(
      ['dying', 'marked', 'prone', 'slowed', 'unconscious', 'wounded'].sort(),
    )
    const stable = ggCombat.withCondition(hurt, 'stabilised', true) as GgInstance
    expect(stable.dying.stabilised).toBe(true)
    const up = ggCombat.withCondition(stable, 'dying', false) as GgInstance
    expect(up.dying).toMatchObject({ dying: false, stabilised: false, wounded: 2 })
    const unmarked = ggCombat.withCondition(hurt, 'marked', false) as GgInstance
    expect(unmarked.markedBy).toEqual([])
    expect((ggCombat.withCondition(hurt, 'slowed', false) as GgInstance).slowed).toBe(0)
    expect((ggCombat.withCondition(a, 'wounded', true) as GgInstance).dying.wounded).toBe(1)
    expect((ggCombat.withCondition(a, 'hidden', true) as GgInstance).conditions).toEqual(['hidden'])
    // Bloodied follows HP; a condition already there changes nothing.
    expect(ggCombat.withCondition(a, 'bloodied', true)).toBe(a)
    expect(ggCombat.withCondition(hurt, 'prone', true)).toBe(hurt)
  })

  it('takes the Unconscious, the Knocked Out and the dead out of the fight', () => {
    const c = ggCampaign()
    const out = (edit: (s: GgInstance) => GgInstance) => {
      const e = withState(c, 'aria', edit)
      return ggCombat.outOfFight!(e.tokens.aria!, e)
    }
    expect(out((s) => s)).toBe(false)
    expect(out(dying(0))).toBe(true)
    expect(out((s) => ({ ...s, dying: { ...s.dying, outOfFight: true } }))).toBe(true)
    expect(out((s) => ({ ...s, dying: { ...s.dying, dead: true } }))).toBe(true)
  })

  it('reaches 1 m, 2 m with a Reach weapon, or the stat block’s own (GG-038)', () => {
    const reach = (orc: Record<string, unknown>) => {
      const c = ggCampaign(orc)
      return ggCombat.reach!(c.tokens.orc!, c)
    }
    expect(reach({})).toBe(1)
    expect(
      reach({ actions: [{ id: 'pike', name: 'Pike', damage: '1d10', properties: ['reach'] }] }),
    ).toBe(2)
    expect(reach({ reach: 3 })).toBe(3)
  })
})

describe('GG-025 the hover check', () => {
  const bat = { speed: { walk: 3, fly: 9, hover: false } }

  it('asks at the end of a non-hovering flier’s turn, or at the next start (GG-Q11)', () => {
    const c = ggCampaign(bat)
    expect(ggCombat.prompts!(c, 'orc', 'end').map((p) => p.source)).toEqual(['No Hover'])
    expect(ggCombat.prompts!(c, 'orc', 'start')).toEqual([])
    const later = { ...c, tableOptions: { hoverCheck: 'startOfNextTurn' } }
    expect(ggCombat.prompts!(later, 'orc', 'start')[0]?.text).toMatch(
      /flew less than 1 m last turn/,
    )
    expect(ggCombat.prompts!(later, 'orc', 'end')).toEqual([])
  })

  it('asks nothing of a flier that hovers, or of a walker', () => {
    expect(
      ggCombat.prompts!(ggCampaign({ speed: { walk: 3, fly: 9, hover: true } }), 'orc', 'end'),
    ).toEqual([])
    expect(ggCombat.prompts!(ggCampaign(), 'orc', 'end')).toEqual([])
  })
})

describe('GG-110/114 the Limit Potential track', () => {
  const track = (c: GgCampaign) => ggCombat.partyTracks!(c)[0]!
  const use = (c: GgCampaign, id: string) =>
    ggCombat.usePartyTrack!(c, 'limitPotential', id, scriptedDice({}))

  it('offers each Level the pool has reached; Level 3 only in a Critical Engagement', () => {
    const t = track(withRulesetState(ggCampaign(), { 'gg.lp': 230 }))
    expect(t).toMatchObject({ name: 'Limit Potential', value: 200, max: 200 })
    expect(t.uses.slice(0, 3).map((u) => [u.name, u.ready, u.why])).toEqual([
      ['Limit Break Level 1', true, undefined],
      ['Limit Break Level 2', true, undefined],
      ['Limit Break Level 3', false, 'Level 3 only in a Critical Engagement'],
    ])
    expect(track(ggCampaign()).uses[0]).toMatchObject({
      ready: false,
      why: 'needs 100 LP (the party has 0)',
    })
  })

  it('the GM sets the pool by hand, up to the cap (200 outside a Critical Engagement, 300 in one)', () => {
    const c = withRulesetState(ggCampaign(), { 'gg.lp': 40 })
    expect(track(c).settable).toBe(true)
    const set = use(c, 'set:95')
    expect(set.changes).toEqual([{ kind: 'ruleset-state', key: 'gg.lp', value: 95 }])
    expect(set.outcome.detail).toBe('set by the GM: 40 → 95 LP')
    expect(use(c, 'set:0').changes).toEqual([{ kind: 'ruleset-state', key: 'gg.lp', value: 0 }])
    for (const bad of ['set:201', 'set:-1', 'set:1.5', 'set:lots'])
      expect(() => use(c, bad)).toThrow(RollRefused)
    // In a Critical Engagement the cap is 3 Levels of 100.
    const ce = withRulesetState(ggCampaign(), { 'gg.lp': 40, 'gg.criticalEngagement': true })
    expect(use(ce, 'set:300').changes).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 300 },
    ])
  })

  it('spends 100 × the Level used (GG-Q43), or the whole pool, and says so', () => {
    const c = withRulesetState(ggCampaign(), { 'gg.lp': 230 })
    const lb2 = use(c, 'limitBreak2')
    expect(lb2.changes).toEqual([{ kind: 'ruleset-state', key: 'gg.lp', value: 30 }])
    expect(lb2.outcome.detail).toMatch(/^230 → 30 LP; the Breaker summons its Memory/)
    const all = use({ ...c, tableOptions: { lbSpend: 'all' } }, 'limitBreak1')
    expect(all.changes).toEqual([{ kind: 'ruleset-state', key: 'gg.lp', value: 0 }])
    expect(() => use(c, 'limitBreak3')).toThrow(RollRefused)
    expect(() => use(ggCampaign(), 'limitBreak1')).toThrow(
      new RollRefused('The party needs 100 Limit Potential for a Limit Break (it has 0).'),
    )
  })

  it('turns the Critical Engagement on and off; LP over 200 is lost when it ends', () => {
    const on = use(withRulesetState(ggCampaign(), { 'gg.lp': 250 }), 'criticalEngagement')
    expect(on.changes).toContainEqual({
      kind: 'ruleset-state',
      key: 'gg.criticalEngagement',
      value: true,
    })
    const inCe = withRulesetState(ggCampaign(), { 'gg.lp': 250, 'gg.criticalEngagement': true })
    expect(track(inCe)).toMatchObject({ value: 250, max: 300 })
    const off = use(inCe, 'criticalEngagement')
    expect(off.changes).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 200 },
      { kind: 'ruleset-state', key: 'gg.criticalEngagement', value: false },
    ])
    expect(off.outcome.detail).toMatch(/50 LP over the cap of 200 is lost/)
  })

  it('adds an event’s LP as the table lists it (GG-113)', () => {
    const c = { ...ggCampaign(), tableOptions: { lpEvents: { 'Critical Hit': 10 } } }
    expect(track(c).uses.map((u) => u.name)).toContain('Critical Hit (+10 LP)')
    expect(use(c, 'event:Critical Hit').changes).toEqual([
      { kind: 'ruleset-state', key: 'gg.lp', value: 10 },
    ])
  })
})

describe('GG-011 a 1-Round effect ends at the start of the turn owner’s next turn', () => {
  /** Aria 18, Orc 14, Wolf 9 → round 2, Aria's turn. */
  const round2 = (tableOptions: Record<string, unknown> = {}) =>
    next(ggBegun({ ...ggCampaign(), tableOptions }, ['aria', 'orc', 'wolf'], [15, 13, 6]), 3)
  const hidden = (c: GgCampaign) => stateOf(c, 'aria').conditions.includes('hidden')

  it('used on Aria’s own turn in round 2: ends as her round 3 turn starts', () => {
    let c = round2()
    expect([fight(c).round, currentCombatant(fight(c))?.id]).toEqual([2, 'aria'])
    c = asGg(setTimedCondition(c, 'aria', 'hidden', true, ggOneRound(c, 'aria'), 'aria'))
    c = next(c, 2)
    expect(hidden(c)).toBe(true)
    c = next(c)
    expect([fight(c).round, currentCombatant(fight(c))?.id, hidden(c)]).toEqual([3, 'aria', false])
  })

  it('used as a reaction on the Orc’s turn: ends as the Orc’s next turn starts', () => {
    let c = next(round2())
    expect(currentCombatant(fight(c))?.id).toBe('orc')
    c = asGg(setTimedCondition(c, 'aria', 'hidden', true, ggOneRound(c, 'aria'), 'aria'))
    c = next(c, 2)
    expect([currentCombatant(fight(c))?.id, hidden(c)]).toEqual(['aria', true])
    c = next(c)
    expect([currentCombatant(fight(c))?.id, hidden(c)]).toEqual(['orc', false])
  })

  it('ends at the user’s next turn instead when the table says so (GG-Q9 user)', () => {
    let c = next(round2({ roundDuration: 'user' }))
    c = asGg(setTimedCondition(c, 'aria', 'hidden', true, ggOneRound(c, 'aria'), 'aria'))
    c = next(c, 2)
    expect([currentCombatant(fight(c))?.id, hidden(c)]).toEqual(['aria', false])
  })
})
