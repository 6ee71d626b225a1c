/** The small helpers every fight transition shares: lookups, refusals, the log, ids, replacements. */
import { describe, expect, it } from 'vitest'
import { COMBAT_LOG_MAX, type Campaign, type Token } from '../../../../shared/model'
import {
  combatantOf,
  combatantOfToken,
  combatOf,
  combatRules,
  conditionName,
  instanceOrFresh,
  mintId,
  notInFight,
  requireCombatant,
  requireRunning,
  tokenName,
  turnMembers,
  withCombatant,
  withInstance,
  withLog,
  withTokenCondition,
} from '../../../../shared/play/combat/state'
import { registerRuleset, type Ruleset } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { trailCombat } from '../../../support/test-ruleset-combat'
import { begun, conditionsOn, fight, started, withConditionOn } from './fixture'

const noCombat: Ruleset = {
  ...trailRuleset,
  id: 'trail-no-fights',
  name: 'Quiet Trail',
  combat: undefined,
}
registerRuleset(noCombat)

const member = (c: Campaign, id: string) => fight(c).order.find((o) => o.id === id)!

describe('lookups and refusals', () => {
  it('finds a combatant by id, or the first fighting for a token', () => {
    const c = begun()
    const f = fight(c)
    const twice = { ...f, order: [...f.order, { ...f.order[2]!, id: 'rat-2' }] }
    expect(combatantOf(twice, 'rat-2')?.id).toBe('rat-2')
    expect(combatantOf(twice, 'ghost')).toBeUndefined()
    expect(combatantOfToken(twice, 'rat')?.id).toBe('rat')
    expect(combatantOfToken(twice, 'mouse')?.id).toBe('mouse')
    expect(combatantOfToken(twice, 'ghost')).toBeUndefined()
    expect(requireCombatant(c, twice, 'bo').name).toBe('Bo')
    expect(() => requireCombatant(c, twice, 'ghost')).toThrow('no combatant "ghost" in this fight')
  })

  it('refuses with no fight, or a game with no combat rules', () => {
    expect(() => combatOf({ ...begun(), combat: null })).toThrow(
      'no fight is running: start one from the map first',
    )
    expect(() => combatRules({ ...begun(), rulesetId: noCombat.id })).toThrow(
      'Quiet Trail has no combat rules to track',
    )
    expect(combatRules(begun()).hooks).toBe(trailCombat)
  })

  it('names a missing combatant by its token, or by the id when nothing names it', () => {
    expect(notInFight(begun(), 'rat').message).toBe('Rat is not in this fight')
    expect(notInFight(begun(), 'ghost').message).toBe('no combatant "ghost" in this fight')
    expect(tokenName(begun(), 'rat')).toBe('Rat')
    expect(tokenName(begun(), 'ghost')).toBe('ghost')
  })

  it('refuses a fight still settling initiative', () => {
    expect(() => requireRunning(fight(started()))).toThrow(
      'the fight has not begun: settle initiative, then press Begin',
    )
    expect(() => requireRunning(fight(begun()))).not.toThrow()
  })

  it("names a condition by the ruleset's name, or by its id", () => {
    expect(conditionName(trailRuleset, 'off-guard')).toBe('Off-guard')
    expect(conditionName(trailRuleset, 'sleepy')).toBe('sleepy')
  })
})

describe('the log', () => {
  it('adds nothing (the same fight) when given no lines; stamps each line with the round', () => {
    const f = fight(begun())
    expect(withLog(f)).toBe(f)
    const out = withLog({ ...f, round: 3 }, 'a', 'b')
    expect(out.log.slice(-2)).toEqual([
      { round: 3, text: 'a' },
      { round: 3, text: 'b' },
    ])
  })

  it('cuts a line past 500 characters to 499 and an ellipsis', () => {
    const f = fight(begun())
    const five = 'x'.repeat(500)
    expect(withLog(f, five).log.at(-1)?.text).toBe(five)
    const long = withLog(f, `${five}y`).log.at(-1)?.text
    expect(long).toBe(`${'x'.repeat(499)}…`)
  })

  it(`keeps exactly ${COMBAT_LOG_MAX} lines, dropping the oldest`, () => {
    const f = { ...fight(begun()), log: [] }
    const lines = Array.from({ length: COMBAT_LOG_MAX }, (_, i) => `l${i}`)
    const full = withLog(f, ...lines)
    expect(full.log.map((l) => l.text)).toEqual(lines)
    const over = withLog(full, 'new')
    expect(over.log).toHaveLength(COMBAT_LOG_MAX)
    expect(over.log[0]?.text).toBe('l1')
    expect(over.log.at(-1)?.text).toBe('new')
  })
})

describe('ids and replacements', () => {
  it("mints ids from the fight's counter, starting at 1", () => {
    const f = fight(begun())
    const { counter: _c, ...fresh } = f
    void _c
    const one = mintId(fresh, 't')
    expect(one.id).toBe(`${f.id}-t1`)
    expect(one.combat.counter).toBe(1)
    expect(mintId({ ...f, counter: 4 }, 'i').id).toBe(`${f.id}-i5`)
  })

  it('replaces one combatant in place', () => {
    const f = fight(begun())
    const out = withCombatant(f, { ...f.order[1]!, name: 'Bo the Bold' })
    expect(out.order.map((o) => o.name)).toEqual(['Ash', 'Bo the Bold', 'Rat', 'Mouse'])
  })

  it('a new instance for a token; the same one, or no token, leaves the campaign as it was', () => {
    const c = begun()
    const inst = { wounds: 1, conditions: [] }
    expect(withInstance(c, 'rat', inst).tokens['rat']?.instance).toBe(inst)
    expect(withInstance(c, 'rat', c.tokens['rat']!.instance)).toBe(c)
    expect(withInstance(c, 'ghost', inst)).toBe(c)
  })
})

describe('instances and conditions', () => {
  it("a token with no instance gets its sheet's fresh one; with no sheet, none", () => {
    const c = begun()
    const { instance: _i, ...bare } = c.tokens['rat']!
    void _i
    expect(instanceOrFresh(c, bare as Token)).toEqual({ wounds: 0 })
    const orphan = { ...bare, npcId: 'nobody' } as Token
    expect(instanceOrFresh(c, orphan)).toBeUndefined()
    expect(instanceOrFresh(c, c.tokens['ash']!)).toBe(c.tokens['ash']!.instance)
  })

  it('a condition on a token with no sheet changes nothing; taking one off ends its until-rest', () => {
    const c = begun()
    const { instance: _i, ...bare } = c.tokens['rat']!
    void _i
    const orphan = { ...c, tokens: { ...c.tokens, rat: { ...bare, npcId: 'nobody' } as Token } }
    expect(withTokenCondition(orphan, trailCombat, 'rat', 'marked', true)).toBe(orphan)
    const marked = withConditionOn(c, 'ash', 'marked')
    const resting = {
      ...marked,
      tokens: { ...marked.tokens, ash: { ...marked.tokens['ash']!, untilRest: ['marked'] } },
    }
    const off = withTokenCondition(resting, trailCombat, 'ash', 'marked', false)
    expect(conditionsOn(off, 'ash')).toEqual([])
    expect(off.tokens['ash']?.untilRest ?? []).toEqual([])
    const on = withTokenCondition(resting, trailCombat, 'ash', 'dazed', true)
    expect(on.tokens['ash']?.untilRest).toEqual(['marked'])
  })
})

describe('turnMembers', () => {
  it('an ungrouped combatant takes its turn alone', () => {
    const c = begun()
    expect(turnMembers(fight(c), member(c, 'rat'), new Set()).map((m) => m.id)).toEqual(['rat'])
  })

  it('a group: the lead, and the members who have not acted or been put back', () => {
    const c = begun()
    const f = fight(c)
    const order = f.order.map((o) => (o.id === 'ash' ? o : { ...o, groupId: 'all' }))
    const grouped = { ...f, order, deferred: [{ id: 'mouse', after: null }] }
    const bo = order[1]!
    expect(turnMembers(grouped, bo, new Set()).map((m) => m.id)).toEqual(['bo', 'rat'])
    expect(turnMembers(grouped, bo, new Set(['bo', 'rat'])).map((m) => m.id)).toEqual(['bo'])
  })
})
