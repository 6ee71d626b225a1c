/**
 * Conditions timed "until a rest" (the Hamstring's "This persists until they rest", L203; the
 * Definitions' "until you rest", L1055): the token remembers them past the fight that timed them,
 * outside a fight too, and resolving a rest (an interrupted one included) ends them, logged in the
 * rest's results. Only those who rest lose them.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { endCombat, setTimedCondition } from '../../../../shared/play/combat'
import { callRest, interruptRest, resolveRest } from '../../../../shared/play/rest'
import { endUntilRest } from '../../../../shared/play/rest/until-rest'
import { registerRuleset } from '../../../../shared/rules'
import { bluebox, inFight, state } from '../../rules/bluebox/combat-fixture'
import { hurtParty } from './fixture'

const conditionsOf = (c: Campaign, tokenId: string) =>
  (c.tokens[tokenId]!.instance as { conditions: string[] }).conditions

/** Vaka and Orin rest 2 hours (short), nothing planned: the rest itself rolls no dice. */
const rest = (c: Campaign) =>
  callRest(c, { kind: 'short', members: ['pc-vaka', 'pc-orin'], hours: 2 })

const untilRest = { kind: 'rest' } as const

describe('"until a rest" outlives the fight and ends at the rest', () => {
  it('Poisoned until a rest stays after End combat, then the resolved rest ends it, logged', () => {
    let c = inFight(hurtParty())
    c = setTimedCondition(c, 'pc-vaka', 'poisoned', true, untilRest)
    c = endCombat(c).campaign
    expect(conditionsOf(c, 'pc-vaka')).toContain('poisoned')
    expect(c.tokens['pc-vaka']!.untilRest).toEqual(['poisoned'])
    const done = resolveRest(rest(c), scriptedDice({}))
    expect(conditionsOf(done.campaign, 'pc-vaka')).not.toContain('poisoned')
    expect(done.campaign.tokens['pc-vaka']!.untilRest).toBeUndefined()
    expect(done.campaign.restLog!.at(-1)!.lines).toContain('Vaka: Until a rest: ends Poisoned')
  })

  it('set outside a fight, Blinded until a rest ends at the rest; Mira, not resting, keeps hers', () => {
    let c = setTimedCondition(hurtParty(), 'pc-vaka', 'blinded', true, untilRest)
    c = setTimedCondition(c, 'pc-mira', 'blinded', true, untilRest)
    const done = resolveRest(rest(c), scriptedDice({})).campaign
    expect(conditionsOf(done, 'pc-vaka')).not.toContain('blinded')
    expect(conditionsOf(done, 'pc-mira')).toContain('blinded')
    expect(done.tokens['pc-mira']!.untilRest).toEqual(['blinded'])
  })

  it('an interrupted rest, once resolved, ends them too', () => {
    const c = setTimedCondition(hurtParty(), 'pc-orin', 'dazed', true, untilRest)
    const cut = interruptRest(rest(c), { hour: 1 }).campaign
    const done = resolveRest(cut, scriptedDice({})).campaign
    expect(conditionsOf(done, 'pc-orin')).not.toContain('dazed')
  })

  it('a condition taken off, or given again until removed, no longer ends at the rest', () => {
    let c = setTimedCondition(hurtParty(), 'pc-vaka', 'dazed', true, untilRest)
    c = setTimedCondition(c, 'pc-vaka', 'dazed', true, { kind: 'manual' })
    c = setTimedCondition(c, 'pc-orin', 'poisoned', true, untilRest)
    c = setTimedCondition(c, 'pc-orin', 'poisoned', false)
    expect(c.tokens['pc-vaka']!.untilRest).toBeUndefined()
    expect(c.tokens['pc-orin']!.untilRest).toBeUndefined()
    const done = resolveRest(rest(c), scriptedDice({}))
    expect(conditionsOf(done.campaign, 'pc-vaka')).toContain('dazed')
    expect(done.outcomes.some((o) => o.what === 'Until a rest')).toBe(false)
  })

  it('L203 Hamstring "persists until they rest": ended once by the rest, said once', () => {
    let c = hurtParty()
    c.tokens['pc-vaka']!.instance = state(['hamstrung'], 5)
    c = setTimedCondition(c, 'pc-vaka', 'hamstrung', true, untilRest)
    const done = resolveRest(rest(c), scriptedDice({}))
    expect(conditionsOf(done.campaign, 'pc-vaka')).not.toContain('hamstrung')
    const lines = done.campaign.restLog!.at(-1)!.lines.filter((l) => l.includes('Hamstrung'))
    expect(lines).toEqual(['Vaka: The rest ends: Hamstrung'])
  })
})

describe('endUntilRest, member by member', () => {
  it('a member named by its player character ends the conditions on that character’s token', () => {
    let c = setTimedCondition(hurtParty(), 'pc-vaka', 'dazed', true, untilRest)
    c = setTimedCondition(c, 'pc-orin', 'dazed', true, untilRest)
    const done = endUntilRest(c, ['vaka'])
    expect(conditionsOf(done.campaign, 'pc-vaka')).not.toContain('dazed')
    expect(conditionsOf(done.campaign, 'pc-orin')).toContain('dazed')
    expect(done.outcomes).toEqual([
      { who: 'Vaka', what: 'Until a rest', total: null, outcome: 'ends Dazed', detail: '' },
    ])
  })

  it('nothing timed until a rest: the same campaign back and no lines', () => {
    const c = hurtParty()
    const done = endUntilRest(c, ['pc-vaka', 'pc-orin'])
    expect(done.campaign).toBe(c)
    expect(done.outcomes).toEqual([])
  })

  it('two conditions end in one line; one remembered but no longer held is only forgotten', () => {
    let c = setTimedCondition(hurtParty(), 'pc-vaka', 'dazed', true, untilRest)
    c = setTimedCondition(c, 'pc-vaka', 'blinded', true, untilRest)
    c.tokens['pc-orin'] = { ...c.tokens['pc-orin']!, untilRest: ['poisoned'] }
    const done = endUntilRest(c, ['pc-vaka', 'pc-orin'])
    expect(done.outcomes.map((o) => o.outcome)).toEqual(['ends Dazed, Blinded'])
    expect(done.campaign.tokens['pc-orin']!.untilRest).toBeUndefined()
  })

  it("in a fight, the member's timers until a rest go; other timers and others' stay", () => {
    let c = inFight(hurtParty())
    c = setTimedCondition(c, 'pc-vaka', 'poisoned', true, untilRest)
    c = setTimedCondition(c, 'pc-vaka', 'dazed', true, { kind: 'manual' })
    c = setTimedCondition(c, 'pc-orin', 'blinded', true, untilRest)
    const timers = (x: Campaign) => x.combat!.timers.map((t) => `${t.tokenId} ${t.condition}`)
    expect(timers(c)).toEqual(['pc-vaka poisoned', 'pc-vaka dazed', 'pc-orin blinded'])
    const done = endUntilRest(c, ['pc-vaka']).campaign
    expect(timers(done)).toEqual(['pc-vaka dazed', 'pc-orin blinded'])
    // Mira's condition was timed outside the fight: no timer of hers, the fight left as it was.
    const m = setTimedCondition(c, 'pc-mira', 'dazed', true, untilRest)
    const mira = endUntilRest({ ...c, tokens: m.tokens }, ['pc-mira']).campaign
    expect(mira.combat).toBe(c.combat)
  })

  it('a token without a rules instance, or rules without combat hooks: only forgotten', () => {
    // Rules that would read a condition off a missing instance: the planner does not ask them.
    const combat = { ...bluebox.combat!, conditionsOf: (i: unknown) => (i ? [] : ['dazed']) }
    registerRuleset({ ...bluebox, id: 'rest-no-instance', combat })
    const c = { ...hurtParty(), rulesetId: 'rest-no-instance' }
    c.tokens['npc-sentinel'] = { ...c.tokens['npc-sentinel']!, untilRest: ['dazed'] }
    const bare = endUntilRest(c, ['npc-sentinel'])
    expect(bare.campaign.tokens['npc-sentinel']!.untilRest).toBeUndefined()
    expect(bare.outcomes).toEqual([])
    registerRuleset({ ...bluebox, id: 'rest-no-combat', combat: undefined })
    const d = setTimedCondition(hurtParty(), 'pc-vaka', 'dazed', true, untilRest)
    const plain = endUntilRest({ ...d, rulesetId: 'rest-no-combat' }, ['pc-vaka'])
    expect(plain.campaign.tokens['pc-vaka']!.untilRest).toBeUndefined()
    expect(conditionsOf(plain.campaign, 'pc-vaka')).toContain('dazed')
    expect(plain.outcomes).toEqual([])
  })
})
