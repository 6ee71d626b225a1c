/**
 * The GG attacks beyond one weapon at one seen target, through the ruleset's rolls: the extra
 * Light-weapon attack and its thrown variant (seed 001 L57–58, GG-060/061), one Damage Roll for
 * several targets (L77, GG-072), and a target that is not where it was aimed (L47, GG-052).
 */
import { describe, expect, it } from 'vitest'
import { GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { HAND_CROSSBOW } from '../../support/gg-weapons'
import { ARIA, attack, ggCampaign, inFight, instanceIn, roll, state, token } from './fixture'

/** Aria with a shortsword and a dagger (both Light; the dagger Thrown, 6/18 m) and a spell. */
const DUELLIST = GgPcSchema.parse({
  ...ARIA,
  actions: [
    {
      id: 'shortsword',
      name: 'Shortsword',
      damage: '1d6',
      damageTypes: ['slashing'],
      properties: ['light'],
    },
    {
      id: 'dagger',
      name: 'Dagger',
      damage: '1d4',
      damageTypes: ['piercing'],
      properties: ['light', 'thrown'],
      range: 6,
      longRange: 18,
    },
    { id: 'longsword', name: 'Longsword', damage: '1d8', damageTypes: ['slashing'] },
    {
      id: 'clap',
      name: 'Thunder Clap',
      kind: 'spell',
      trait: 'KNO',
      reach: 1,
      targets: 3,
      damage: '2d6',
      damageTypes: ['cold'],
    },
  ],
})

/** Aria (the duellist) at (5, 5), the Orc east at (6, 5), a Goblin west at (4, 5). */
function duel(options: object = {}) {
  const c = ggCampaign(options)
  c.pcs = { aria: DUELLIST }
  c.tokens.goblin = token('goblin', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 4, r: 5 })
  return c
}

describe('the extra Light-weapon attack (GG-060, L57)', () => {
  it('adds neither Trait nor SB to its damage: 1d4 → 3 is 3 damage, and costs no AP', () => {
    // Aria has just attacked with her Shortsword (a Light weapon) this Turn.
    const c = inFight(duel(), ['aria', 'goblin'])
    c.tokens.aria!.instance = state(DUELLIST, {
      turn: { taken: { attack: 1, 'light:shortsword': 1 }, reactions: [] },
    })
    // d20 10 + PHY 1 + SB 2 = 13 ≥ HT 10: a hit (margin 3). Dagger 1d4 [3] + 0 = 3 Piercing;
    // the Goblin has END 0, so no reduction: HP 5 → 2.
    const out = roll(
      c,
      attack({ targetTokenId: 'goblin', actionId: 'dagger', offHand: 'weapon' }),
      {
        20: [10],
        4: [3],
      },
    )
    expect(out.outcome.outcome).toBe('hit')
    expect(out.outcome.detail).toContain('damage 1d4 [3] = 3 Piercing')
    expect(out.outcome.detail).toContain('neither Trait nor SB on its damage')
    expect(instanceIn(out.changes, 'goblin')).toMatchObject({ hp: 2 })
    expect(out.cost).toBeUndefined()
    expect(instanceIn(out.changes, 'aria')!.turn.taken.offHand).toBe(1)
  })

  it('the main Light attack keeps its Trait (1d6 [4] + PHY 1 = 5) and readies the extra one', () => {
    const c = inFight(duel(), ['aria', 'goblin'])
    const out = roll(c, attack({ targetTokenId: 'goblin', actionId: 'shortsword' }), {
      20: [10],
      6: [4],
    })
    expect(out.outcome.detail).toContain('damage 1d6 [4] + 1 = 5 Slashing')
    expect(out.cost).toEqual({ ap: 1 })
    expect(instanceIn(out.changes, 'aria')!.turn.taken).toMatchObject({
      attack: 1,
      'light:shortsword': 1,
    })
  })

  it('is refused without a Light Attack first, twice, with the same weapon, or a non-Light one', () => {
    const c = inFight(duel(), ['aria', 'goblin'])
    const extra = (actionId: string) =>
      attack({ targetTokenId: 'goblin', actionId, offHand: 'weapon' })
    expect(() => roll(c, extra('dagger'), {})).toThrow(
      /has not taken the Attack action with a Light/,
    )
    c.tokens.aria!.instance = state(DUELLIST, {
      turn: { taken: { attack: 1, 'light:dagger': 1 }, reactions: [] },
    })
    expect(() => roll(c, extra('dagger'), {})).toThrow(/different Light weapon/)
    expect(() => roll(c, extra('longsword'), {})).toThrow(/Light weapon in the other hand/)
    c.tokens.aria!.instance = state(DUELLIST, {
      turn: { taken: { attack: 1, 'light:shortsword': 1, offHand: 1 }, reactions: [] },
    })
    expect(() => roll(c, extra('dagger'), {})).toThrow(/already made the extra attack/)
  })

  it('L57 "If it is a ranged Weapon, it must be Loaded": the GM says so, or it is refused', () => {
    const c = duel()
    c.pcs.aria = GgPcSchema.parse({
      ...DUELLIST,
      actions: [...DUELLIST.actions, HAND_CROSSBOW],
    })
    delete c.tokens.orc
    c.tokens.goblin!.hex = { q: 10, r: 5 }
    const f = inFight(c, ['aria', 'goblin'])
    f.tokens.aria!.instance = state(DUELLIST, {
      turn: { taken: { attack: 1, 'light:shortsword': 1 }, reactions: [] },
    })
    const extra = (more: object) =>
      attack({ targetTokenId: 'goblin', actionId: 'xbow', offHand: 'weapon', ...more })
    expect(() => roll(f, extra({}), {})).toThrow(
      'Hand crossbow is a ranged weapon: it must be Loaded for the extra attack (GG-060). Tick "Loaded" if it is.',
    )
    const out = roll(f, extra({ offHandLoaded: true }), { 20: [15], 6: [2] })
    expect(out.outcome.what).toContain('Hand crossbow')
    expect(instanceIn(out.changes, 'aria')!.turn.taken.offHand).toBe(1)
  })

  it('thrown (GG-061, L58): a ranged attack at 5 m with AGI, still no Trait or SB on damage', () => {
    const c = duel()
    delete c.tokens.orc
    c.tokens.goblin!.hex = { q: 10, r: 5 }
    // 5 m away, within the dagger's 6 m Base Range. d20 7 + AGI 3 + SB 2 = 12 ≥ HT 10: a hit.
    const out = roll(
      c,
      attack({ targetTokenId: 'goblin', actionId: 'dagger', offHand: 'thrown' }),
      {
        20: [7],
        4: [3],
      },
    )
    expect(out.outcome.detail).toContain('d20 7 + 5 (AGI 3 + SB 2) = 12')
    expect(out.outcome.detail).toContain('damage 1d4 [3] = 3 Piercing')
    expect(out.outcome.what).toBe('Dagger thrown (extra attack) at Goblin')
    // thrownTrait PHY: d20 7 + PHY 1 + SB 2 = 10 = HT 10, still a hit (GG-Q4).
    const phy = duel({ thrownTrait: 'PHY' })
    delete phy.tokens.orc
    phy.tokens.goblin!.hex = { q: 10, r: 5 }
    const out2 = roll(
      phy,
      attack({ targetTokenId: 'goblin', actionId: 'dagger', offHand: 'thrown' }),
      { 20: [7], 4: [3] },
    )
    expect(out2.outcome.detail).toContain('= 10 vs HT 10')
    expect(() =>
      roll(
        duel(),
        attack({ targetTokenId: 'goblin', actionId: 'shortsword', offHand: 'thrown' }),
        {},
      ),
    ).toThrow(/no Thrown property/)
  })
})

describe('one Damage Roll for several targets (GG-072, L77)', () => {
  const both = (more: object = {}) =>
    attack({ actionId: 'clap', targetTokenId: 'orc', alsoTargetTokenIds: ['goblin'], ...more })

  it('rolls each Attack Roll and the damage once: 2d6 [3, 4] = 7 Cold to each', () => {
    const c = duel({ scarOfferWhen: 'never' })
    // KNO 1 + SB 2 = 3: Orc d20 10 → 13 ≥ HT 11 hit; Goblin d20 9 → 12 ≥ HT 10 hit.
    // Only two d6 are thrown (scripted dice fail on a third). Cold is not B/P/S: no END DR.
    const out = roll(c, both(), { 20: [10, 9], 6: [3, 4] })
    expect(out.outcome.outcome).toBe('2 of 2 hit')
    expect(out.outcome.detail).toContain(
      'one Damage Roll for every target (GG-072): 2d6 [3, 4] = 7',
    )
    // Orc HP 40 − 7 = 33; Goblin HP 5 − 7 → 0.
    expect(instanceIn(out.changes, 'orc')).toMatchObject({ hp: 33 })
    expect(instanceIn(out.changes, 'goblin')).toMatchObject({ hp: 0 })
    expect(out.outcome.public).toEqual({ what: 'Thunder Clap', total: null, outcome: '2 of 2 hit' })
  })

  it('a Critical Hit on one target reads the same dice and adds their maximum: 7 + 12 = 19', () => {
    const c = duel({ scarOfferWhen: 'never' })
    // A natural 20 is an Inspired Event: a Critical Hit, even for a spell (GG-051).
    const out = roll(c, both(), { 20: [20, 9], 6: [3, 4] })
    // Orc: 3 + 4 + (6 + 6) = 19 → HP 40 − 19 = 21; Goblin: 7 → 0.
    expect(instanceIn(out.changes, 'orc')).toMatchObject({ hp: 21 })
    expect(instanceIn(out.changes, 'goblin')).toMatchObject({ hp: 0 })
  })

  it('one Attack Roll for all under rollOnce: 10 + 3 = 13 hits HT 11 and HT 10', () => {
    const out = roll(duel({ multiTargetAttack: 'rollOnce', scarOfferWhen: 'never' }), both(), {
      20: [10],
      6: [1, 1],
    })
    expect(out.outcome).toMatchObject({ total: 13, outcome: '2 of 2 hit' })
    // 2 Cold each: Orc 40 → 38, Goblin 5 → 3.
    expect(instanceIn(out.changes, 'orc')).toMatchObject({ hp: 38 })
    expect(instanceIn(out.changes, 'goblin')).toMatchObject({ hp: 3 })
  })

  it('a miss takes nothing; more targets than the action has are refused', () => {
    const out = roll(duel(), both(), { 20: [10, 2], 6: [3, 4] })
    expect(out.outcome.outcome).toBe('1 of 2 hit')
    expect(instanceIn(out.changes, 'goblin')).toBeUndefined()
    expect(() => roll(duel(), attack({ alsoTargetTokenIds: ['goblin'] }), {})).toThrow(
      /Longsword has 1 target on Aria's stat block, not 2/,
    )
    expect(() => roll(duel(), both({ alsoTargetTokenIds: ['orc'] }), {})).toThrow(/named twice/)
  })
})

describe('a target not where it was aimed (GG-052, L47)', () => {
  const unseen = (aimedAt: { q: number; r: number }) => attack({ unseenTarget: true, aimedAt })

  it('aimed at the cell it stands on: rolled at Disadvantage, a hit as usual', () => {
    // 5e Disadvantage: d20 15 and 10, keep 10 → 13 ≥ HT 11.
    const out = roll(ggCampaign(), unseen({ q: 6, r: 5 }), { 20: [15, 10], 8: [6] })
    expect(out.outcome.outcome).toBe('hit')
  })

  it('aimed elsewhere: the roll is made but misses; only the GM reads why', () => {
    // 15 and 15 keep 15 → 18 would hit HT 11, but the Orc stands on (6, 5), not (7, 5).
    const out = roll(ggCampaign(), unseen({ q: 7, r: 5 }), { 20: [15, 15] })
    expect(out.outcome).toMatchObject({ total: 18, outcome: 'miss' })
    expect(out.outcome.detail).toContain('the target is not where it was aimed at: a miss')
    expect(out.outcome.public).toEqual({ what: 'Longsword', total: 18, outcome: 'miss' })
    expect(JSON.stringify(out.outcome.public)).not.toContain('aimed')
    expect(out.changes).toEqual([])
  })

  it('a target moved off the aimed cell after the aim misses; aiming needs an unseen target', () => {
    const c = ggCampaign()
    const before = c.tokens.orc!.hex
    c.tokens.orc!.hex = { q: 5, r: 6 }
    expect(roll(c, unseen(before), { 20: [15, 15] }).outcome.outcome).toBe('miss')
    expect(() => roll(ggCampaign(), attack({ aimedAt: { q: 6, r: 5 } }), {})).toThrow(
      /only when the attacker cannot see the target/,
    )
  })
})
