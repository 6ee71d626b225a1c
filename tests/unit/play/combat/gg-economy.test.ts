/**
 * The GG turn economy on the combat tracker: AP and RP reset at each turn start (GG-013), metres
 * only from the Movement action (GG-019/020) with the repeat surcharge (GG-015, GG-Q6), Drop Prone
 * and Stand Up (GG-026/027), Surprised's first turn, and Opportunity Attacks offered only with the
 * stat block's permission and once until the reactor's next turn (GG-016, GG-059).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'
import {
  CombatRefused,
  combatAfterMove,
  currentCombatant,
  takeTurnAction,
} from '../../../../shared/play/combat'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import {
  ariaLeaves,
  asGg,
  fight,
  ggBegun,
  ggCampaign,
  left,
  next,
  stateOf,
  withState,
} from '../../rules/gg/ruleset-combat-fixture'

/** Aria's turn, round 1 (Aria 18, Orc 3). */
const ariasTurn = (c: GgCampaign = ggCampaign()) => ggBegun(c, ['aria', 'orc'], [15, 2])
const actionsOf = (c: GgCampaign, tokenId: string) => ggCombat.actions(c.tokens[tokenId]!, c)
const action = (c: GgCampaign, tokenId: string, id: string) =>
  actionsOf(c, tokenId).find((a) => a.id === id)

describe('GG-013 AP and RP at the start of a turn', () => {
  it('gives Aria 3 AP, 1 RP and no metres until she takes the Movement action', () => {
    const c = ariasTurn()
    expect(left(c, 'aria')).toEqual({ ap: 3, rp: 1, m: 0 })
  })

  it('resets to the stat block’s AP at her next turn, unspent AP lost, the ledger cleared', () => {
    let c = asGg(takeTurnAction(ariasTurn(), 'aria', 'useItem', false))
    expect(stateOf(c, 'aria').turn.taken).toEqual({ useItem: 1 })
    c = next(c, 2)
    expect(currentCombatant(fight(c))?.id).toBe('aria')
    expect(left(c, 'aria')).toEqual({ ap: 3, rp: 1, m: 0 })
    expect(stateOf(c, 'aria').turn).toEqual({ taken: {}, reactions: [] })
  })

  it('uses the stat block’s own AP and RP', () => {
    const c = ggBegun(ggCampaign({ perTurn: { ap: 5, rp: 2 } }), ['orc', 'aria'], [18, 1])
    expect(left(c, 'orc')).toEqual({ ap: 5, rp: 2, m: 0 })
  })
})

describe('GG-015/019 the Movement action and the repeat surcharge', () => {
  it('costs 1 AP for 6 m the first time, 3 AP the second: refused with 2 AP left', () => {
    let c = ariasTurn()
    expect(action(c, 'aria', 'movement')).toMatchObject({ cost: { ap: 1 }, gives: { m: 6 } })
    c = asGg(takeTurnAction(c, 'aria', 'movement', false))
    expect(left(c, 'aria')).toMatchObject({ ap: 2, m: 6 })
    const again = action(c, 'aria', 'movement')!
    expect(again.cost).toEqual({ ap: 3 })
    expect(again.summary).toMatch(/^3 AP \(1 AP \+ 2 AP: taken once already this turn\)/)
    expect(() => takeTurnAction(c, 'aria', 'movement', false)).toThrow(
      new CombatRefused('Aria has only 2 AP left this turn, not 3'),
    )
    // The GM may override: the metres add up.
    c = asGg(takeTurnAction(c, 'aria', 'movement', true))
    expect(left(c, 'aria')).toMatchObject({ ap: 0, m: 12 })
  })

  it('charges 1 + 3 + 3 for three Movements with 9 AP, or 1 + 3 + 5 when cumulative', () => {
    for (const [mode, spent] of [
      ['flat', 7],
      ['cumulative', 9],
    ] as const) {
      let c = ggBegun(
        { ...ggCampaign({ perTurn: { ap: 9, rp: 1 } }), tableOptions: { repeatSurcharge: mode } },
        ['orc', 'aria'],
        [18, 1],
      )
      for (let i = 0; i < 3; i++) c = asGg(takeTurnAction(c, 'orc', 'movement', false))
      expect(left(c, 'orc')).toMatchObject({ ap: 9 - spent, m: 18 })
    }
  })

  it('does not surcharge Movement when the table says so (GG-Q6), but still other repeats', () => {
    let c = ariasTurn({ ...ggCampaign(), tableOptions: { repeatAppliesToMovement: false } })
    c = asGg(takeTurnAction(c, 'aria', 'movement', false))
    expect(action(c, 'aria', 'movement')!.cost).toEqual({ ap: 1 })
    c = asGg(takeTurnAction(c, 'aria', 'useSkill', false))
    expect(action(c, 'aria', 'useSkill')!.cost).toEqual({ ap: 3 })
  })

  it('counts an attack the rolls recorded in the ledger as a repeat of Attack, not of Movement', () => {
    const c = withState(ariasTurn(), 'aria', (s) => ({
      ...s,
      turn: { taken: { attack: 1 }, reactions: [] },
    }))
    expect(action(c, 'aria', 'movement')!.cost).toEqual({ ap: 1 })
  })

  it('spends the metres on a map drag (GG-020), refused beyond them', () => {
    const before = takeTurnAction(ariasTurn(), 'aria', 'movement', false)
    const moved = (c: Campaign): Campaign => ({
      ...c,
      tokens: { ...c.tokens, aria: { ...c.tokens.aria!, hex: { q: 6, r: 2 } } },
    })
    const out = combatAfterMove(before, moved(before), 'aria', 4, { override: false })
    expect(left(out.campaign, 'aria').m).toBe(2)
  })

  it('a drag before the Movement action takes it on the way (GG-019: 1 AP), and counts it for the surcharge', () => {
    const moved = (c: Campaign, q: number): Campaign => ({
      ...c,
      tokens: { ...c.tokens, aria: { ...c.tokens.aria!, hex: { q, r: 2 } } },
    })
    const none = ariasTurn()
    const out = combatAfterMove(none, moved(none, 6), 'aria', 4, { override: false })
    // 3 AP − 1 for the Movement action; 6 m − 4 m walked.
    expect(left(out.campaign, 'aria')).toMatchObject({ ap: 2, m: 2 })
    expect(fight(out.campaign).log.at(-1)?.text).toBe('Aria: Movement (moved into its band)')
    // 4 m more with 2 m left: a second Movement costs 1 + 2 AP (GG-015), more than the 2 left.
    expect(() =>
      combatAfterMove(out.campaign, moved(out.campaign, 10), 'aria', 4, { override: false }),
    ).toThrow(/and cannot take the Movement action/)
  })

  it('gives a Grappled being 0 m for its Movement and lists Escape Grapple at 2 AP', () => {
    const c = withState(ariasTurn(), 'aria', (s) => ({ ...s, conditions: ['grappled'] }))
    expect(action(c, 'aria', 'movement')!.gives).toEqual({ m: 0 })
    expect(action(c, 'aria', 'escapeGrapple')!.cost).toEqual({ ap: 2 })
    expect(action(ariasTurn(), 'aria', 'escapeGrapple')).toBeUndefined()
    const slowed = withState(ariasTurn(), 'aria', (s) => ({ ...s, slowed: 2 }))
    expect(action(slowed, 'aria', 'movement')!.gives).toEqual({ m: 4 })
  })
})

describe('GG-026/027 Drop Prone and Stand Up', () => {
  it('drops Prone for free, Movement kept', () => {
    let c = asGg(takeTurnAction(ariasTurn(), 'aria', 'movement', false))
    c = asGg(takeTurnAction(c, 'aria', 'dropProne', false))
    expect(stateOf(c, 'aria').conditions).toContain('prone')
    expect(left(c, 'aria')).toMatchObject({ ap: 2, m: 6 })
    expect(action(c, 'aria', 'dropProne')).toBeUndefined()
    expect(action(c, 'aria', 'standUp')).toMatchObject({ cost: { m: 3 } })
  })

  it('stands up for 3 m of Movement, Prone taken off; refused without 3 m left', () => {
    let c = withState(ariasTurn(), 'aria', (s) => ({ ...s, conditions: ['prone'] }))
    expect(() => takeTurnAction(c, 'aria', 'standUp', false)).toThrow(
      new CombatRefused('Aria has no Movement left this turn'),
    )
    c = asGg(takeTurnAction(c, 'aria', 'movement', false))
    c = asGg(takeTurnAction(c, 'aria', 'standUp', false))
    expect(left(c, 'aria').m).toBe(3)
    expect(stateOf(c, 'aria').conditions).not.toContain('prone')
    expect(fight(c).log.at(-1)?.text).toBe('Aria: Stand Up')
  })
})

describe('A.5.1 Surprised on its first turn', () => {
  it('has no AP or RP, is told so, and Surprised ends with that turn', () => {
    let c = withState(ggCampaign(), 'aria', (s) => ({ ...s, conditions: ['surprised'] }))
    c = ariasTurn(c)
    expect(left(c, 'aria')).toMatchObject({ ap: 0, rp: 0 })
    expect(fight(c).items.map((i) => [i.source, i.text])).toEqual([
      [
        'Surprised',
        'Aria is Surprised: no actions or reactions this turn (Surprised ends with it)',
      ],
    ])
    c = next(c)
    expect(stateOf(c, 'aria').conditions).not.toContain('surprised')
    c = next(c)
    expect(left(c, 'aria')).toMatchObject({ ap: 3, rp: 1 })
  })
})

describe('GG-016/059 Opportunity Attacks', () => {
  const leaving = ariaLeaves

  it('offers one only to the Wolf: the Orc’s stat block grants none', () => {
    expect(leaving().map((o) => o.attackerId)).toEqual(['wolf'])
  })

  it('offers none to a Wolf that made one since its turn began, RP or not', () => {
    const used = (c: GgCampaign) =>
      withState(c, 'wolf', (s) => ({ ...s, turn: { taken: {}, reactions: ['oa'] } }))
    expect(leaving(used)).toEqual([])
  })

  it('F-GG-5: a single 1 m step out of the Wolf’s AoC provokes (Blue Box needs 2 m)', () => {
    expect(leaving(undefined, { q: 2, r: 1 }, 1).map((o) => o.attackerId)).toEqual(['wolf'])
  })

  it('GG-Q24 standUpOnly: leaving an AoC provokes nothing', () => {
    expect(leaving(undefined, { q: 2, r: 6 }, 4, { oaTrigger: 'standUpOnly' })).toEqual([])
  })

  it('costs the table’s RP', () => {
    const c = { ...ggCampaign(), tableOptions: { cost: { oaRP: 2 } } }
    expect(ggCombat.opportunityCostOf?.(c.tokens.wolf!, c)).toEqual({ rp: 2 })
    expect(ggCombat.opportunityCostOf?.(c.tokens.orc!, c)).toBeNull()
  })
})
