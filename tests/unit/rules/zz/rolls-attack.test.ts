import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import { pendingZzAttack } from '../../../../shared/rules/zz/adapter/ruleset-rolls'
import { resolveZzRoll } from './rolls-fixture'
import {
  applied,
  goblin,
  hero,
  inst,
  zzCampaign,
  attackRequest as attack,
  thurigInFight,
} from './rolls-fixture'

function holding(
  c: Campaign,
  id: string,
  hands: [string | null, string | null],
  loaded: string[] = [],
) {
  const i = inst(c, id)
  return {
    ...c,
    tokens: {
      ...c.tokens,
      [id]: { ...c.tokens[id]!, instance: { ...i, gear: { ...i.gear, hands, loaded } } },
    },
  } as Campaign
}

const inFight = (c: Campaign, ap: number) => thurigInFight(c, { ap }, { ap: 3 })

describe('ZZ attacks through zzRolls', () => {
  it('ZZ-39 Back Attack: rolls, waits for the re-roll, then applies the re-rolled die', () => {
    const c0 = zzCampaign()
    const first = resolveZzRoll(attack(), c0, scriptedDice({ 8: [2], 4: [1] }))
    expect(first.cost).toEqual({ ap: 2 })
    expect(first.outcome.detail).toContain('Back Attack: from behind Mondo')
    expect(first.outcome.detail).toContain('1 re-roll left — re-roll a die or accept')
    const c1 = applied(c0, first)
    expect(inst(c1, 'mondo').hp).toBe(4)
    expect(pendingZzAttack(c1)?.record.rerolls).toBe(1)

    const second = resolveZzRoll(
      { kind: 'reroll', dice: ['attack:0'] },
      c1,
      scriptedDice({ 8: [7] }),
    )
    expect(second.outcome.detail).toContain(
      'd8 [2 → 7] + STR 3 = 10 vs d4 [1] + DEX 2 = 3: 7 damage; Mondo 4 → -3 HP: DOWN',
    )
    expect(second.cost).toBeUndefined()
    const c2 = applied(c1, second)
    const m = inst(c2, 'mondo')
    expect(m.hp).toBe(-3)
    expect(m.statuses).toContain('down')
    expect(m.attackedBy).toEqual(['thurig'])
    expect(c2.tokens.mondo?.orientation).toBe('back')
    expect(pendingZzAttack(c2)).toBeNull()
  })

  it('ZZ-39 accepting the dice (no re-roll) applies them as rolled', () => {
    const c1 = applied(
      zzCampaign(),
      resolveZzRoll(attack(), zzCampaign(), scriptedDice({ 8: [2], 4: [1] })),
    )
    const r = resolveZzRoll({ kind: 'reroll' }, c1, scriptedDice({}))
    expect(r.outcome.outcome).toBe('2 damage')
    expect(inst(applied(c1, r), 'mondo').hp).toBe(2)
  })

  it('ZZ-39 a waiting attack refuses another attack and a re-roll past the allowance', () => {
    const c1 = applied(
      zzCampaign(),
      resolveZzRoll(attack(), zzCampaign(), scriptedDice({ 8: [2], 4: [1] })),
    )
    expect(() => resolveZzRoll(attack(), c1, scriptedDice({}))).toThrow(/waits for its re-roll/)
    expect(() =>
      resolveZzRoll({ kind: 'reroll', dice: ['attack:0', 'defense:0'] }, c1, scriptedDice({})),
    ).toThrow(/1 re-roll left, not 2/)
    expect(() =>
      resolveZzRoll({ kind: 'reroll', dice: ['defense:0'] }, c1, scriptedDice({ 4: [4] })),
    ).toThrow(/not the attacker's to re-roll/)
  })

  it('ZZ-05 a front attack with no re-roll applies at once', () => {
    const c = zzCampaign({ thurig: { hex: { q: 5, r: 4 } } })
    const r = resolveZzRoll(attack(), c, scriptedDice({ 8: [4], 4: [2] }))
    expect(r.outcome.detail).toBe(
      'd8 [4] + STR 3 = 7 vs d4 [2] + DEX 2 = 4: 3 damage; Mondo 4 → 1 HP',
    )
    expect(inst(applied(c, r), 'mondo').hp).toBe(1)
    expect(pendingZzAttack(applied(c, r))).toBeNull()
  })

  it('ZZ-40 Flank: a second foe in reach that attacked since Mondo’s turn gives 1 re-roll', () => {
    const aria = hero('aria', 'Aria', 4, 5)
    const c = zzCampaign({ mondo: { heading: 4 }, extra: [aria] })
    const withLog = {
      ...c,
      tokens: {
        ...c.tokens,
        mondo: { ...c.tokens.mondo!, instance: { ...inst(c, 'mondo'), attackedBy: ['aria'] } },
      },
    } as Campaign
    const r = resolveZzRoll(attack(), withLog, scriptedDice({ 8: [3], 4: [1] }))
    expect(r.outcome.detail).toContain('Flank Attack: Mondo is flanked by Thurig and Aria')
    expect(r.outcome.detail).toContain('1 re-roll left')
    // ZZ-Q11: without another attacker first, no flank.
    const alone = resolveZzRoll(attack(), c, scriptedDice({ 8: [3], 4: [1] }))
    expect(alone.outcome.outcome).toBe('3 damage')
  })

  it('ZZ-41 a Flanked Back Attack gets 2 re-rolls', () => {
    const aria = hero('aria', 'Aria', 4, 5)
    const c = zzCampaign({ extra: [aria] })
    const withLog = {
      ...c,
      tokens: {
        ...c.tokens,
        mondo: { ...c.tokens.mondo!, instance: { ...inst(c, 'mondo'), attackedBy: ['aria'] } },
      },
    } as Campaign
    const r = resolveZzRoll(attack(), withLog, scriptedDice({ 8: [3], 4: [1] }))
    expect(r.outcome.detail).toContain('2 re-rolls left')
  })

  it.each([
    [
      'ZZ-43/44 hit, range penalty and archery',
      12,
      'Ranged Attack d20 [12] − range 3 + archery 4 = 13: hit',
      2,
    ],
    [
      'ZZ-44 miss loses the arrow',
      5,
      'Ranged Attack d20 [5] − range 3 + archery 4 = 6: miss (10 hits)',
      0,
    ],
  ])('%s', (_name, d20, text, damage) => {
    const c0 = zzCampaign({
      thurig: { hex: { q: 5, r: 9 } },
      mondo: { hex: { q: 5, r: 0 }, heading: 4 },
    })
    const c = holding(c0, 'thurig', ['bow', null], ['bow'])
    const dice =
      d20 >= 9 ? scriptedDice({ 20: [d20], 6: [5], 4: [1] }) : scriptedDice({ 20: [d20] })
    const r = resolveZzRoll(attack({ weapon: 'bow' }), c, dice)
    dice.assertDone()
    expect(r.outcome.detail).toContain(text)
    if (damage === 0) expect(r.outcome.detail).toContain('the projectile is lost')
    const after = applied(c, r)
    expect(inst(after, 'mondo').hp).toBe(4 - damage)
    expect(inst(after, 'thurig').gear.loaded).toEqual([])
  })

  it('ZZ-56..58 Aim chain bust: a Crit then a blank falls back to the first total', () => {
    const c = zzCampaign({ thurig: { hex: { q: 5, r: 4 } } })
    const r = resolveZzRoll(attack({ aim: 2 }), c, scriptedDice({ 8: [5], 6: [1, 4], 4: [1] }))
    expect(r.outcome.detail).toContain('(Aim / Focus: Crit, blank, bust) = 8 vs')
    expect(r.outcome.detail).toContain(': 5 damage; Mondo 4 → -1 HP: DOWN')
    expect(r.outcome.total).toBe(5)
    expect(r.cost).toEqual({ ap: 3 })
    expect(inst(applied(c, r), 'thurig').mind).toBe(1)
  })

  it.each([
    [
      'a far target (ZZ-27)',
      zzCampaign({ mondo: { hex: { q: 5, r: 0 } } }),
      attack(),
      /Mondo is 6 spaces away; an Unarmed Attack reaches 1/,
    ],
    [
      'a weapon not in hand (ZZ-34)',
      zzCampaign(),
      attack({ weapon: 'sword' }),
      /not holding the Sword/,
    ],
    [
      'an unknown token',
      zzCampaign(),
      attack({ targetTokenId: 'ghost' }),
      /There is no figure with the id "ghost"/,
    ],
    ['a weapon not on the sheet', zzCampaign(), attack({ weapon: 'axe' }), /has no weapon "axe"/],
    ['Aim past 5', zzCampaign(), attack({ aim: 9 }), /Aim must be a number of Crits from 0 to 5/],
    ['itself', zzCampaign(), attack({ targetTokenId: 'thurig' }), /cannot attack itself/],
  ])('ZZ-34 refuses %s in words', (_n, c, req, msg) => {
    expect(() => resolveZzRoll(req, c, scriptedDice({}))).toThrow(RollRefused)
    expect(() => resolveZzRoll(req, c, scriptedDice({}))).toThrow(msg)
  })

  it('ZZ-34 refuses an unloaded bow, a blocked line naming the blocker, and too few AP', () => {
    const far = zzCampaign({
      thurig: { hex: { q: 5, r: 9 } },
      mondo: { hex: { q: 5, r: 2 }, heading: 4 },
    })
    expect(() =>
      resolveZzRoll(
        attack({ weapon: 'bow' }),
        holding(far, 'thurig', ['bow', null]),
        scriptedDice({}),
      ),
    ).toThrow(/Shortbow is not loaded/)
    const blocked = holding(
      { ...far, tokens: { ...far.tokens, gob: goblin('gob', 'Snik', 5, 5) } },
      'thurig',
      ['bow', null],
      ['bow'],
    )
    expect(() => resolveZzRoll(attack({ weapon: 'bow' }), blocked, scriptedDice({}))).toThrow(
      /no clear line of attack on Mondo: Snik \(hostile\) on square 5,5 is in the way/,
    )
    expect(() => resolveZzRoll(attack(), inFight(zzCampaign(), 1), scriptedDice({}))).toThrow(
      /Thurig has only 1 AP left; an Attack needs 2/,
    )
    expect(() =>
      resolveZzRoll(attack({ aim: 1 }), inFight(zzCampaign(), 2), scriptedDice({})),
    ).toThrow(/no AP left for Aim\/Focus/)
  })
})

describe('ZZ-41 two re-rolls, one at a time', () => {
  it('re-rolling one die of two waits again; accepting then applies', () => {
    const aria = hero('aria', 'Aria', 4, 5)
    const c = zzCampaign({ extra: [aria] })
    const c0 = {
      ...c,
      tokens: {
        ...c.tokens,
        mondo: { ...c.tokens.mondo!, instance: { ...inst(c, 'mondo'), attackedBy: ['aria'] } },
      },
    } as Campaign
    const c1 = applied(c0, resolveZzRoll(attack(), c0, scriptedDice({ 8: [1], 4: [4] })))
    const again = resolveZzRoll(
      { kind: 'reroll', dice: ['attack:0'] },
      c1,
      scriptedDice({ 8: [3] }),
    )
    expect(again.outcome.detail).toContain('1 re-roll left')
    expect(again.outcome.detail).toContain('d8 [1 → 3]')
    const c2 = applied(c1, again)
    expect(inst(c2, 'mondo').hp).toBe(4)
    // ZZ-Q14: the same die may not be re-rolled twice by default.
    expect(() =>
      resolveZzRoll({ kind: 'reroll', dice: ['attack:0'] }, c2, scriptedDice({ 8: [8] })),
    ).toThrow(/already re-rolled/)
    const done = resolveZzRoll({ kind: 'reroll' }, c2, scriptedDice({}))
    expect(done.outcome.detail).toContain('d8 [1 → 3] + STR 3 = 6 vs d4 [4] + DEX 2 = 6: no damage')
    const c3 = applied(c2, done)
    expect(pendingZzAttack(c3)).toBeNull()
    expect(inst(c3, 'mondo').attackedBy).toEqual(['aria', 'thurig'])
  })
})

describe('ZZ-Q11 flank by current weapon range', () => {
  it.each([
    ['a Shortbow reaching 6 flanks from 3 spaces away', ['bow', null], 1],
    ['bare hands at 3 spaces do not', [null, null], 0],
  ])('%s', (_n, hands, rerolls) => {
    const c = zzCampaign({ mondo: { heading: 4 }, extra: [hero('aria', 'Aria', 5, 2)] })
    const withAria = holding(c, 'aria', hands as [string | null, string | null])
    const c0 = {
      ...withAria,
      tokens: {
        ...withAria.tokens,
        mondo: {
          ...withAria.tokens.mondo!,
          instance: { ...inst(c, 'mondo'), attackedBy: ['aria'] },
        },
      },
    } as Campaign
    const r = resolveZzRoll(attack(), c0, scriptedDice({ 8: [3], 4: [1] }))
    expect(r.outcome.detail.includes('Flank Attack: Mondo is flanked by Thurig and Aria')).toBe(
      rerolls === 1,
    )
  })
})
