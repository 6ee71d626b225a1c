/**
 * Flank range and Dodge past Large and Giant figures on squares (OTHER-SYSTEMS.md ZZ-Q23: a Large
 * figure covers 2 × 2 squares, a Giant one 3 × 3, anchored at the north-west square): both are
 * measured from the nearest square of a footprint, as reach and adjacency are.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { footprintGap } from '../../../../shared/geometry/square'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { zzDodgeLine, zzOccupant } from '../../../../shared/rules/zz/engine/board-steps'
import { resolveZzRoll } from './rolls-fixture'
import { applied, goblin, hero, inst, zzCampaign } from './rolls-fixture'

const attack = { kind: 'attack', attackerTokenId: 'thurig', targetTokenId: 'mondo' }
const dodge = { kind: 'contest', contest: 'dodge', actorTokenId: 'thurig', targetTokenId: 'mondo' }

/** Mondo's attack log says Aria attacked him since his last turn (B.8). */
function ariaAttacked(c: Campaign): Campaign {
  const mondo = c.tokens.mondo!
  const log = { ...inst(c, 'mondo'), attackedBy: ['aria'] }
  return { ...c, tokens: { ...c.tokens, mondo: { ...mondo, instance: log } } } as Campaign
}

describe('footprintGap: spaces between the nearest squares of two footprints', () => {
  it.each([
    // A Large footprint on 5,4 covers x 5..6, y 4..5. From 7,4: x gap 7 − 6 = 1, y gap 0.
    ['Medium 7,4 to Large 5,4, manhattan', { x: 7, y: 4 }, 1, { x: 5, y: 4 }, 2, 'manhattan', 1],
    // From 8,7: x gap 8 − 6 = 2, y gap 7 − 5 = 2: manhattan 4, chebyshev 2.
    ['Medium 8,7 to Large 5,4, manhattan', { x: 8, y: 7 }, 1, { x: 5, y: 4 }, 2, 'manhattan', 4],
    ['Medium 8,7 to Large 5,4, chebyshev', { x: 8, y: 7 }, 1, { x: 5, y: 4 }, 2, 'chebyshev', 2],
    // From 8,4: x gap 2, y gap 0: chebyshev the larger, 2.
    ['Medium 8,4 to Large 5,4, chebyshev', { x: 8, y: 4 }, 1, { x: 5, y: 4 }, 2, 'chebyshev', 2],
    // Large 3,4 (x 3..4) to Medium 5,5: x gap 5 − 4 = 1, y 0.
    ['Large 3,4 to Medium 5,5', { x: 3, y: 4 }, 2, { x: 5, y: 5 }, 1, 'manhattan', 1],
    // Overlapping footprints are 0 apart; two single squares, the plain distance 3 + 4 = 7.
    ['overlapping', { x: 5, y: 5 }, 1, { x: 4, y: 4 }, 3, 'manhattan', 0],
    ['two Medium', { x: 0, y: 0 }, 1, { x: 3, y: 4 }, 1, 'manhattan', 7],
  ] as const)('%s', (_n, a, na, b, nb, metric, want) => {
    expect(footprintGap(a, na, b, nb, metric)).toBe(want)
    expect(footprintGap(b, nb, a, na, metric)).toBe(want)
  })
})

describe('ZZ-40 Flank "within range of multiple opponents" (seed 003 L61) from the footprint', () => {
  // Thurig (Unarmed, range 1) on 5,6 attacks Mondo. d8 [3] + STR 3 = 6 vs d4 [1] + DEX 2 = 3:
  // 3 damage (L37-47). Mondo faces south (heading 4), toward Thurig: no Back Attack.
  it('a Large target: Aria beside its east squares is in range though 2 from its anchor', () => {
    // Mondo made Large on 5,4 covers 5,4 6,4 5,5 6,5. Thurig on 5,6 is 1 from 5,5. Aria (Unarmed,
    // range 1) on 7,4 is |7 − 6| + 0 = 1 from 6,4 (from the anchor 5,4 she would be 2): two
    // opponents in range, and Aria attacked since Mondo's last turn: Flanked, 1 re-roll (L61).
    const c = ariaAttacked(
      zzCampaign({
        mondo: { hex: { q: 5, r: 4 }, size: 'large', heading: 4 },
        extra: [hero('aria', 'Aria', 7, 4)],
      }),
    )
    const r = resolveZzRoll(attack, c, scriptedDice({ 8: [3], 4: [1] }))
    expect(r.outcome.detail).toContain('Flank Attack: Mondo is flanked by Thurig and Aria')
    expect(r.outcome.detail).toContain('1 re-roll left')
    // One square further east (8,4: 2 from 6,4), Aria is out of her range 1: no flank.
    const far = ariaAttacked(
      zzCampaign({
        mondo: { hex: { q: 5, r: 4 }, size: 'large', heading: 4 },
        extra: [hero('aria', 'Aria', 8, 4)],
      }),
    )
    expect(resolveZzRoll(attack, far, scriptedDice({ 8: [3], 4: [1] })).outcome.outcome).toBe(
      '3 damage',
    )
  })

  it('a Large opponent is in range from the nearest square of its own footprint', () => {
    // Aria made Large on 3,4 covers 3,4 4,4 3,5 4,5; Mondo (Medium) on 5,5 is |5 − 4| = 1 from
    // 4,5 (from her anchor 3,4: 2 + 1 = 3): with Thurig on 5,6, two in range: Flanked.
    const c = ariaAttacked(
      zzCampaign({
        mondo: { heading: 4 },
        extra: [hero('aria', 'Aria', 3, 4, { size: 'large' })],
      }),
    )
    const r = resolveZzRoll(attack, c, scriptedDice({ 8: [3], 4: [1] }))
    expect(r.outcome.detail).toContain('Flank Attack: Mondo is flanked by Thurig and Aria')
  })
})

describe('ZZ-25 Dodge past a Large occupant goes beyond its whole footprint (seed 003 L120-130)', () => {
  // L124-130: mover Base Attack + STR + DEX vs occupant Base Defense + DEX; "Success and the
  // character moves through the space(s)". Thurig d8 [6] + 3 + 1 = 10 vs Mondo d4 [4] + 2 = 6.
  // Mondo made Large on 4,4 covers 4,4 5,4 4,5 5,5; Thurig on 5,6 is next to 5,5, south of it.
  const large = () => zzCampaign({ mondo: { hex: { q: 4, r: 4 }, size: 'large' } })

  it('passes north through 5,5 and 5,4 and comes out on 5,3, for 1 AP and 2 × 2 + 1 Move', () => {
    // Straight north from 5,6: 5,5 and 5,4 are Mondo's (2 of his spaces on that line), 5,3 is
    // the first square past him. ZZ-Q28: 2 Move Points per occupied space, 2 × 2 = 4, plus the
    // plain step out (ZZ-23) 1: 5 Move Points, and the action's 1 AP (L122).
    const c = large()
    const r = resolveZzRoll(dodge, c, scriptedDice({ 8: [6], 4: [4] }))
    expect(r.outcome.outcome).toBe('passes')
    expect(r.cost).toEqual({ ap: 1, move: 5 })
    expect(applied(c, r).tokens.thurig?.hex).toEqual({ q: 5, r: 3 })
  })

  it('a failure stays put with the attempt’s 2 Move Points spent (L130)', () => {
    // d8 [1] + 4 = 5 vs 6: stopped.
    const c = large()
    const r = resolveZzRoll(dodge, c, scriptedDice({ 8: [1], 4: [4] }))
    expect(r.cost).toEqual({ ap: 1, move: 2 })
    expect(applied(c, r).tokens.thurig?.hex).toEqual({ q: 5, r: 6 })
  })

  it('refuses before rolling when the square past the footprint is taken, even by a footprint', () => {
    const medium = zzCampaign({
      mondo: { hex: { q: 4, r: 4 }, size: 'large' },
      extra: [goblin('gob', 'Gob', 5, 3)],
    })
    expect(() => resolveZzRoll(dodge, medium, scriptedDice({}))).toThrow(
      /cannot Dodge past Mondo: Gob on 5,3 is in the way/,
    )
    // A Large Gob on 4,2 covers 4,2 5,2 4,3 5,3: its south-east square takes the landing.
    const big = zzCampaign({
      mondo: { hex: { q: 4, r: 4 }, size: 'large' },
      extra: [goblin('gob', 'Gob', 4, 2, { size: 'large' })],
    })
    expect(() => resolveZzRoll(dodge, big, scriptedDice({}))).toThrow(/Gob on 5,3/)
  })
})

describe('zzOccupant: a Large figure stands on each of its 4 squares and no other', () => {
  it('Mondo made Large on 4,4 stands on 4,4 5,4 4,5 5,5, not beside them', () => {
    const c = zzCampaign({ mondo: { hex: { q: 4, r: 4 }, size: 'large' } })
    const map = c.maps.m as Parameters<typeof zzOccupant>[1]
    const on = (x: number, y: number) => zzOccupant(c, map, { x, y }, 'thurig')?.name ?? null
    expect([on(4, 4), on(5, 4), on(4, 5), on(5, 5)]).toEqual(['Mondo', 'Mondo', 'Mondo', 'Mondo'])
    expect([on(3, 4), on(6, 4), on(4, 3), on(4, 6), on(6, 6), on(3, 3)]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    // Not the figure asked for, nor one on another map.
    expect(zzOccupant(c, map, { x: 5, y: 5 }, 'mondo')).toBeNull()
    const away = zzCampaign({ mondo: { hex: { q: 4, r: 4 }, mapId: 'elsewhere' } })
    expect(zzOccupant(away, map, { x: 4, y: 4 }, 'thurig')).toBeNull()
  })
})

describe('ZZ-25 a Large mover Dodges with its whole footprint', () => {
  // Thurig made Large on 5,6 covers 5,6 6,6 5,7 6,7; Mondo (Medium) on 5,5 is north of 5,6.
  // Straight north: on 5,5 his footprint covers 5,5 6,5 5,6 6,6 (Mondo's 5,5 among them), on 5,4
  // 5,4 6,4 5,5 6,5 (still), on 5,3 5,3 6,3 5,4 6,4: clear. 2 steps through × 2 + 1 out = 5 Move.
  const big = (extra: ReturnType<typeof goblin>[] = []) =>
    zzCampaign({ thurig: { size: 'large' }, extra })

  it('comes out on 5,3 for 1 AP and 5 Move Points', () => {
    const c = big()
    const r = resolveZzRoll(dodge, c, scriptedDice({ 8: [6], 4: [4] }))
    expect([r.outcome.outcome, r.cost]).toEqual(['passes', { ap: 1, move: 5 }])
    expect(applied(c, r).tokens.thurig?.hex).toEqual({ q: 5, r: 3 })
  })

  it('a figure on a square his east column sweeps (6,4) is in the way', () => {
    expect(() => resolveZzRoll(dodge, big([goblin('gob', 'Gob', 6, 4)]), scriptedDice({}))).toThrow(
      /Gob on 6,4 is in the way/,
    )
  })
})

describe('ZZ-25 a Medium Dodge checks only its own line', () => {
  it('a figure beside the landing and a wall behind the mover are not in the way', () => {
    // The Large Mondo case: Thurig passes 5,5 and 5,4 to 5,3. A goblin on 6,3 (beside 5,3) and a
    // wall on the south side of 5,6 (the north edge of 5,7, behind him) touch none of those steps.
    const c = zzCampaign({
      mondo: { hex: { q: 4, r: 4 }, size: 'large' },
      extra: [goblin('gob', 'Gob', 6, 3)],
      map: { edges: { '5,7,0': 'wall' } },
    })
    const r = resolveZzRoll(dodge, c, scriptedDice({ 8: [6], 4: [4] }))
    expect(applied(c, r).tokens.thurig?.hex).toEqual({ q: 5, r: 3 })
  })
})

describe('ZZ-26 a Jump does not land on any square of a Large figure', () => {
  it('over Mondo on 5,5 to 5,4, where a Large Gob on 4,3 stands with its south-east square', () => {
    const c = zzCampaign({ extra: [goblin('gob', 'Gob', 4, 3, { size: 'large' })] })
    expect(() =>
      resolveZzRoll({ kind: 'jump', tokenId: 'thurig', to: '5,4' }, c, scriptedDice({})),
    ).toThrow(/Gob on 5,4/)
  })
})

describe('zzDodgeLine: the straight line through an occupant’s footprint', () => {
  it('a Giant occupant is 3 spaces deep; the mover comes out on the 4th square', () => {
    // Giant on 1,1 covers x 1..3; the mover on 0,2 goes east: 1,2 2,2 3,2 are the Giant's, 4,2 free.
    expect(
      zzDodgeLine({ x: 0, y: 2 }, 1, { x: 1, y: 1 }, 3, { x: 0, y: 2 }, { x: 1, y: 2 }),
    ).toEqual({
      step: { x: 1, y: 0 },
      path: [
        { x: 1, y: 2 },
        { x: 2, y: 2 },
        { x: 3, y: 2 },
        { x: 4, y: 2 },
      ],
      through: 3,
    })
  })

  it('diagonally past a Large corner (chebyshev adjacency): through 1,1 and 2,2 to 3,3', () => {
    const line = zzDodgeLine({ x: 0, y: 0 }, 1, { x: 1, y: 1 }, 2, { x: 0, y: 0 }, { x: 1, y: 1 })
    expect([line.step, line.path.at(-1), line.through]).toEqual([{ x: 1, y: 1 }, { x: 3, y: 3 }, 2])
  })

  it('west and south: out on the first square past the occupant, not one more', () => {
    // West from 3,0 past 2,0: 2,0 is his, 1,0 is free. South from 0,0 past 0,1: 0,2 is free.
    const west = zzDodgeLine({ x: 3, y: 0 }, 1, { x: 2, y: 0 }, 1, { x: 3, y: 0 }, { x: 2, y: 0 })
    expect([west.path, west.through]).toEqual([
      [
        { x: 2, y: 0 },
        { x: 1, y: 0 },
      ],
      1,
    ])
    const south = zzDodgeLine({ x: 0, y: 0 }, 1, { x: 0, y: 1 }, 1, { x: 0, y: 0 }, { x: 0, y: 1 })
    expect([south.path, south.through]).toEqual([
      [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
      1,
    ])
  })

  it('refuses an occupant on the mover’s own square (no way to go)', () => {
    expect(() =>
      zzDodgeLine({ x: 1, y: 1 }, 1, { x: 1, y: 1 }, 1, { x: 1, y: 1 }, { x: 1, y: 1 }),
    ).toThrow(new RangeError('a Dodge needs the occupant beside the mover'))
  })

  it('a Large mover clears a Medium occupant only when its whole footprint is past it', () => {
    // Large mover on 0,0 (x 0..1), occupant on 2,0: after 1 step it covers x 1..2, after 2 x 2..3
    // (both on 2,0), after 3 x 3..4: clear.
    const line = zzDodgeLine({ x: 0, y: 0 }, 2, { x: 2, y: 0 }, 1, { x: 1, y: 0 }, { x: 2, y: 0 })
    expect([line.path.at(-1), line.through]).toEqual([{ x: 3, y: 0 }, 2])
  })
})
