import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import { resolveZzRoll } from './rolls-fixture'
import {
  applied,
  goblin,
  hero,
  inst,
  zzCampaign,
  contestRequest as contest,
  withInst as patch,
  thurigInFight,
} from './rolls-fixture'

// Thurig: STR 3, DEX 1, INT 1, Base Attack d8, Size 10. Mondo: DEX 2, INT 1, Base Defense d4,
// Size 10 (rolls-fixture.ts).

/** A running fight where Thurig has `ap` AP and `move` Move Points left. */
const inFight = (c: Campaign, ap: number, move: number) =>
  thurigInFight(c, { ap, move }, { ap: 3, move: 5 })

describe('ZZ-33 Move Silently: who is in earshot (seed 003 L186-188)', () => {
  it('foes within 8 squares roll Perception; friends, foes beyond and figures with no stat block do not', () => {
    // Thurig at (5,6). Mondo (5,5): 1 away. Snik (9,2): 4 + 4 = 8 away, at the edge of earshot 8.
    // Gnash (9,1): 4 + 5 = 9, out of earshot. Aria is a Hero (a friend). The statue has no sheet.
    const c = zzCampaign({
      extra: [
        hero('aria', 'Aria', 4, 6),
        goblin('snik', 'Snik', 9, 2),
        goblin('gnash', 'Gnash', 9, 1),
        goblin('statue', 'Statue', 6, 6, { npcId: 'nobody' }),
      ],
    })
    // L186 sneak: d12 [6] + DEX 1 + modifier 2 = 9. L188 Perception d12 + INT 1:
    // Mondo [5] + 1 = 6 < 9 (unaware); Snik [9] + 1 = 10 ≥ 9 (hears).
    const r = resolveZzRoll(
      contest('moveSilently', { targetTokenId: undefined, modifier: 2 }),
      c,
      scriptedDice({ 12: [6, 5, 9] }),
    )
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Move Silently',
      total: 9,
      outcome: 'heard by Snik',
      detail: 'Thurig [6] + 3 = 9; Mondo [5] + 1 = 6; Snik [9] + 1 = 10 (hears)',
      // The table sees the sneak's total, not who heard it.
      public: { what: 'Move Silently', total: 9, outcome: '' },
    })
    expect(r.changes).toEqual([])
    expect(r.cost).toEqual({ ap: 1 })
    expect(r.label).toBe('Thurig: Move Silently')
  })

  it('with nobody in earshot the sneak is unheard', () => {
    // Mondo at (9,0): 4 + 6 = 10 away. d12 [4] + DEX 1 = 5.
    const c = zzCampaign({ mondo: { hex: { q: 9, r: 0 } } })
    const r = resolveZzRoll(
      contest('moveSilently', { targetTokenId: undefined }),
      c,
      scriptedDice({ 12: [4] }),
    )
    expect(r.outcome.outcome).toBe('unheard')
    expect(r.outcome.detail).toBe('Thurig [4] + 1 = 5; nobody in earshot')
  })
})

describe('ZZ-46 Trip in words and changes (seed 003 L289-308)', () => {
  it('L295 with Aim / Focus: the Crit doubles the tripper, costs 1 AP and 1 Mind Point more', () => {
    // L293: d8 [3] + STR 3 + DEX 1 + modifier 1 = 8; Crit (d6 face 1) doubles it: 16 (L9).
    // L300: d4 [4] + DEX 2 = 6. L306: 16 ≥ 6, Tripped. Trip 2 AP + Aim 1 AP = 3 AP (L3, L285).
    const c = zzCampaign()
    const r = resolveZzRoll(
      contest('trip', { aim: 1, modifier: 1 }),
      c,
      scriptedDice({ 8: [3], 6: [1], 4: [4] }),
    )
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Trip Mondo',
      total: 16,
      outcome: 'Tripped',
      detail: 'Thurig [3] + 5 (Aim / Focus: Crit) = 16 vs Mondo [4] + 2 = 6',
      public: { what: 'Trip', total: 16, outcome: 'Tripped' },
    })
    expect(r.cost).toEqual({ ap: 3 })
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'thurig', instance: { ...inst(c, 'thurig'), mind: 1 } },
      {
        kind: 'instance',
        tokenId: 'mondo',
        instance: { ...inst(c, 'mondo'), statuses: ['tripped'] },
      },
      { kind: 'token', tokenId: 'mondo', orientation: 'back' },
    ])
  })

  it('L308 a failed Trip changes nothing and spends no Mind Point', () => {
    // d8 [1] + 4 = 5 < d4 [4] + 2 = 6: the target stays standing.
    const r = resolveZzRoll(contest('trip'), zzCampaign(), scriptedDice({ 8: [1], 4: [4] }))
    expect(r.outcome.outcome).toBe('stays up')
    expect(r.outcome.public).toEqual({ what: 'Trip', total: 5, outcome: 'stays up' })
    expect(r.changes).toEqual([])
  })

  it('tripping a figure already Tripped does not list the status twice', () => {
    const c = patch(zzCampaign(), 'mondo', { statuses: ['tripped'] })
    const r = resolveZzRoll(contest('trip'), c, scriptedDice({ 8: [8], 4: [1] }))
    expect(inst(applied(c, r), 'mondo').statuses).toEqual(['tripped'])
  })
})

describe('ZZ-45 Shove: where the target goes (seed 003 L210-229)', () => {
  it('L229 a failed Shove: the target holds, nothing moves', () => {
    // L220: d8 [1] + STR 3 + Size 10/10 = 5; L223: d4 [4] + DEX 2 + 10/10 = 7; 5 < 7.
    const r = resolveZzRoll(contest('shove'), zzCampaign(), scriptedDice({ 8: [1], 4: [4] }))
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Shove Mondo',
      total: 5,
      outcome: 'holds',
      detail: 'Thurig [1] + 4 = 5 vs Mondo [4] + 3 = 7',
      public: { what: 'Shove', total: 5, outcome: 'holds' },
    })
    expect(r.changes).toEqual([])
  })

  it('L226 a success with the square beyond taken: the target cannot move, the GM is told who is in the way', () => {
    // d8 [2] + 4 + modifier 2 = 8 ≥ d4 [4] + 3 = 7. Mondo would go from (5,5) to (5,4): Snik stands there.
    const c = zzCampaign({ extra: [goblin('snik', 'Snik', 5, 4)] })
    const r = resolveZzRoll(contest('shove', { modifier: 2 }), c, scriptedDice({ 8: [2], 4: [4] }))
    expect(r.outcome.detail).toBe(
      'Thurig [2] + 6 = 8 vs Mondo [4] + 3 = 7; Mondo cannot move: Snik is in the way',
    )
    expect(r.outcome.public).toEqual({ what: 'Shove', total: 8, outcome: 'pushed' })
    expect(r.changes).toEqual([])
    // ZZ-Q25 table option: the collision's damage is left to the GM.
    const hurt = resolveZzRoll(
      contest('shove'),
      { ...c, tableOptions: { shoveBlocked: 'collisionDamage' } },
      scriptedDice({ 8: [8], 4: [1] }),
    )
    expect(hurt.outcome.detail).toContain(
      'Mondo cannot move: Snik is in the way (collision damage is the GM’s to roll)',
    )
  })

  it.each([
    ['the edge of the map', { thurig: { hex: { q: 5, r: 1 } }, mondo: { hex: { q: 5, r: 0 } } }],
    ['an obstruction', { map: { terrain: { '5,4': { kind: 'impassable' } } } }],
  ])('L229 a success into %s leaves the target where it is', (what, over) => {
    const r = resolveZzRoll(contest('shove'), zzCampaign(over), scriptedDice({ 8: [8], 4: [1] }))
    expect(r.outcome.detail).toBe(
      `Thurig [8] + 4 = 12 vs Mondo [1] + 3 = 4; Mondo cannot move: ${what} is in the way`,
    )
    expect(r.changes).toEqual([])
  })

  it('ZZ-30 pushed 1 square straight away, into the corner square 0,0, past a bystander on that row', () => {
    // Thurig (0,2) shoves Mondo (0,1) north: to (0,0). Aria at (3,0) is on the row, not the square.
    const c = zzCampaign({
      thurig: { hex: { q: 0, r: 2 } },
      mondo: { hex: { q: 0, r: 1 } },
      extra: [hero('aria', 'Aria', 3, 0)],
    })
    const r = resolveZzRoll(contest('shove'), c, scriptedDice({ 8: [8], 4: [1] }))
    expect(r.outcome.detail).toBe(
      'Thurig [8] + 4 = 12 vs Mondo [1] + 3 = 4; Mondo is pushed to 0,0',
    )
    expect(r.changes).toEqual([{ kind: 'token', tokenId: 'mondo', hex: { q: 0, r: 0 } }])
  })
})

describe('ZZ-19 Steal in words (seed 003 L246-250)', () => {
  it('a thief short of the victim’s Perception is noticed; no item moves', () => {
    // Thief d12 [5] + DEX 1 + modifier 2 = 8; victim d12 [9] + INT 1 = 10: noticed.
    const r = resolveZzRoll(
      contest('steal', { modifier: 2 }),
      zzCampaign(),
      scriptedDice({ 12: [5, 9] }),
    )
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Steal from Mondo',
      total: 8,
      outcome: 'noticed',
      detail: 'Thurig [5] + 3 = 8 vs Mondo [9] + 1 = 10',
      public: { what: 'Steal', total: 8, outcome: 'noticed' },
    })
    expect(r.changes).toEqual([])
    expect(r.cost).toEqual({ ap: 1 })
  })
})

describe('ZZ-25 Dodge through a hostile space (seed 003 L120-130)', () => {
  it('L130 success: the mover passes to the square beyond, paying 2 Move Points for the space and 1 for the step out', () => {
    // L125: d8 [6] + STR 3 + DEX 1 + modifier 1 = 11; L128: d4 [4] + DEX 2 = 6; 11 ≥ 6 passes.
    const c = zzCampaign()
    const r = resolveZzRoll(contest('dodge', { modifier: 1 }), c, scriptedDice({ 8: [6], 4: [4] }))
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Dodge past Mondo',
      total: 11,
      outcome: 'passes',
      detail: 'Thurig [6] + 5 = 11 vs Mondo [4] + 2 = 6; Thurig passes to 5,4',
      public: { what: 'Dodge past', total: 11, outcome: 'passes' },
    })
    expect(r.changes).toEqual([{ kind: 'token', tokenId: 'thurig', hex: { q: 5, r: 4 } }])
    expect(r.cost).toEqual({ ap: 1, move: 3 })
  })

  it('L130 failure: the mover stays', () => {
    const r = resolveZzRoll(contest('dodge'), zzCampaign(), scriptedDice({ 8: [1], 4: [4] }))
    expect(r.outcome.detail).toBe('Thurig [1] + 4 = 5 vs Mondo [4] + 2 = 6; Thurig stays')
    expect(r.changes).toEqual([])
  })

  it('a diagonal pass (chebyshev table) steps out diagonally for 2 Move Points (ZZ-23)', () => {
    // Thurig (6,6) past Mondo (5,5) to (4,4): 2 for Mondo's space + 2 for the diagonal step out.
    const c = zzCampaign({ thurig: { hex: { q: 6, r: 6 } }, options: { metric: 'chebyshev' } })
    const r = resolveZzRoll(contest('dodge'), c, scriptedDice({ 8: [8], 4: [1] }))
    expect(r.changes).toEqual([{ kind: 'token', tokenId: 'thurig', hex: { q: 4, r: 4 } }])
    expect(r.cost).toEqual({ ap: 1, move: 4 })
  })

  it('L122 "at least 2 Move Points": the pass costs 2 + 1 for the step out, so 2 left is refused and 3 is enough', () => {
    const c = inFight(zzCampaign(), 3, 2)
    expect(() => resolveZzRoll(contest('dodge'), c, scriptedDice({ 8: [8], 4: [1] }))).toThrow(
      RollRefused,
    )
    expect(() => resolveZzRoll(contest('dodge'), c, scriptedDice({ 8: [8], 4: [1] }))).toThrow(
      'Thurig has only 2 Move Points left; Dodge needs 3 (AP cannot pay for it).',
    )
    const three = resolveZzRoll(
      contest('dodge'),
      inFight(zzCampaign(), 3, 3),
      scriptedDice({ 8: [8], 4: [1] }),
    )
    expect(three.cost).toEqual({ ap: 1, move: 3 })
  })

  it('refuses a Dodge past a figure that is not adjacent', () => {
    const c = zzCampaign({ mondo: { hex: { q: 5, r: 3 } } })
    expect(() => resolveZzRoll(contest('dodge'), c, scriptedDice({}))).toThrow(
      'Mondo is not next to Thurig; a Dodge passes an adjacent square.',
    )
  })
})

describe('ZZ contests refused in words', () => {
  it('a contest with no target figure, and a target on another map', () => {
    expect(() =>
      resolveZzRoll(contest('shove', { targetTokenId: undefined }), zzCampaign(), scriptedDice({})),
    ).toThrow('A shove needs a target figure.')
    const c = zzCampaign({ mondo: { mapId: 'elsewhere' } })
    expect(() => resolveZzRoll(contest('shove'), c, scriptedDice({}))).toThrow(
      'Mondo is not on the same map as Thurig.',
    )
  })
})
