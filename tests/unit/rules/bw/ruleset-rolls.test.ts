/**
 * BW rolls through the Ruleset interface (shared/rules/bw/ruleset-rolls*.ts), with scripted dice
 * against OTHER-SYSTEMS.md Part C's worked examples: the explosion falloff (BW-31), the fire tick
 * and its neighbours (BW-33..35), a hit against Armor (F-BW-2), a NearMiss landing (BW-27..29),
 * Extra Effort and its end-of-turn roll (BW-01/02), and refusals in words.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import { rulesetById } from '../../../../shared/rules'
import { RollRefused, type RolledRequest } from '../../../../shared/rules/ruleset'
import { bwTable, HUT, stateAfter, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const resolve = (c: ReturnType<typeof bwTable>, req: unknown, faces: Record<number, number[]>) => {
  const dice = scriptedDice(faces)
  const out = bw.rolls.resolve(bw.rolls.schema.parse(req), c, dice)
  dice.assertDone()
  return out
}

/** Units around a blast at (20, 20), each on a 1" base, at the example's nearest-point distances. */
const AROUND: Placing[] = [
  { id: 'east', x: 22, y: 20 }, // 1.5" edge
  { id: 'west', x: 16.5, y: 20 }, // 3"
  { id: 'south', x: 20, y: 25.5 }, // 5"
  { id: 'north', x: 20, y: 13.5 }, // 6"
  { id: 'far', x: 27, y: 20 }, // 6.5"
]

const diceIn = (out: RolledRequest, id: string) =>
  out.outcome.detail
    .split('; ')
    .find((l) => l.startsWith(`${id} at`))
    ?.replace(/ =.*/, '')

describe('BW explosion at a point', () => {
  it.each([
    [
      'default (nearest point)',
      {},
      [
        'east at 1½": 7 + 5 + 2',
        'west at 3": 5 + 2',
        'south at 5": 2',
        'north at 6": 2',
        undefined,
      ],
    ],
    [
      'bw.measure centre',
      { measure: 'centre' },
      ['east at 2": 7 + 5 + 2', 'west at 3½": 5 + 2', 'south at 5½": 2', undefined, undefined],
    ],
  ] as const)(
    'BW-31 a 3d10 blast at 1.5/3/5/6/6.5": 3d10, 2d10, 1d10, 1d10, nothing (%s)',
    (_name, options, want) => {
      const c = bwTable(AROUND, { options })
      // One roll at the centre (BW-Q15), then each unit's Armor d6 in turn.
      const armor = want.filter((w) => w !== undefined).map(() => 6)
      const out = resolve(
        c,
        { kind: 'explosion', at: { x: 20, y: 20 }, damage: '3d10' },
        { 10: [7, 5, 2], 6: armor },
      )
      expect(AROUND.map((u) => diceIn(out, u.id))).toEqual(want)
      expect(out.outcome.total).toBe(14)
    },
  )

  it('BW-31/32 F-BW-2: damage against each Armor; survivors knocked back 1" a die away from the centre, Prone (BW-Q14)', () => {
    const c = bwTable(AROUND)
    const out = resolve(
      c,
      { kind: 'explosion', at: { x: 20, y: 20 }, damage: '3d10' },
      { 10: [7, 5, 2], 6: [6, 6, 1, 3] },
    )
    expect(stateAfter(c, out.changes, 'east').destroyed).toBe(true) // 14 > 6
    expect(stateAfter(c, out.changes, 'west').destroyed).toBe(true) // 7 > 6
    expect(stateAfter(c, out.changes, 'south').destroyed).toBe(true) // 2 > 1
    const north = stateAfter(c, out.changes, 'north')
    expect(north.destroyed).toBe(false) // 2 vs 3 survives
    expect(north.statuses).toContain('prone')
    // One die taken: 1" north, away from the centre.
    expect(out.changes).toContainEqual({ kind: 'token', tokenId: 'north', hex: { q: 40, r: 25 } })
    expect(stateAfter(c, out.changes, 'far')).toEqual(c.tokens.far!.instance)
  })

  it('BW-Q17 an incendiary blast sets alight the flammable units it reaches; BW-32 a hut is not knocked back', () => {
    const c = bwTable([
      { id: 'hut', npc: HUT, x: 24, y: 20 },
      { id: 't', x: 20, y: 22 },
    ])
    const out = resolve(
      c,
      { kind: 'explosion', at: { x: 20, y: 20 }, damage: '2d10', incendiary: true },
      { 10: [3, 2], 6: [6] },
    )
    expect(stateAfter(c, out.changes, 'hut').burnLevel).toBe(1)
    expect(out.outcome.detail).toContain('hut at 2": 3 + 2 = 5 vs Armor 12, catches fire')
    expect(stateAfter(c, out.changes, 't').burnLevel).toBe(0)
    expect(out.changes.filter((ch) => ch.kind === 'token').map((ch) => ch.tokenId)).toEqual(['t'])
  })

  it('BW-32 a wall stops the knockback short', () => {
    const wall = {
      id: 'w',
      name: 'Wall',
      kind: 'wall' as const,
      heightBrix: 6,
      points: [
        { x: 19, y: 11.5 },
        { x: 21, y: 11.5 },
        { x: 21, y: 12 },
        { x: 19, y: 12 },
      ],
    }
    const c = bwTable([{ id: 'north', x: 20, y: 13.5 }], { obstacles: [wall] })
    // 3d10 at 6": 1 die left → 1" back, but the wall is ½" behind its base.
    const out = resolve(
      c,
      { kind: 'explosion', at: { x: 20, y: 20 }, damage: '3d10' },
      { 10: [7, 5, 2], 6: [6] },
    )
    expect(out.outcome.detail).toContain('stopped by an obstacle')
    const moved = out.changes.find((ch) => ch.kind === 'token')
    expect(moved).toEqual({ kind: 'token', tokenId: 'north', hex: { q: 40, r: 26 } })
  })
})

describe('BW fire', () => {
  const around: Placing[] = [
    { id: 'hut', npc: HUT, x: 40, y: 20, state: { burnLevel: 2 } }, // a 4" square: x 38..42
    { id: 'touching', x: 42.5, y: 20 },
    { id: 'oneInch', x: 40, y: 23.5 },
    { id: 'oneAndHalf', x: 36, y: 20 },
  ]

  it('BW-33..35 a hut at BL 2 rolls 2d6 (6, 3): 9 to the hut; touching 2d6, 1" 1d6, 1.5" nothing; BL 3', () => {
    const c = bwTable(around)
    // Fire 6, 3; the hut's Armor is a fixed 12; the troopers roll Armor 6 and 4.
    const out = resolve(c, { kind: 'fire', action: 'tick', tokenId: 'hut' }, { 6: [6, 3, 6, 4] })
    expect(out.outcome.total).toBe(9)
    expect(stateAfter(c, out.changes, 'hut')).toMatchObject({ burnLevel: 3, destroyed: false })
    expect(out.outcome.detail).toContain('touching at 0": 3 + 6 = 9 vs Armor 6: destroyed')
    expect(out.outcome.detail).toContain('oneInch at 1": 3 = 3 vs Armor 4')
    expect(out.outcome.detail).not.toContain('oneAndHalf')
    expect(stateAfter(c, out.changes, 'touching').destroyed).toBe(true)
    expect(stateAfter(c, out.changes, 'oneInch').destroyed).toBe(false)
  })

  it('BW-Q21 bw.fireBand floor: 1.5" loses only 1 die', () => {
    const c = bwTable(around, { options: { fireBand: 'floor' } })
    const out = resolve(c, { kind: 'fire', action: 'tick', tokenId: 'hut' }, { 6: [1, 4, 6, 6, 6] })
    expect(out.outcome.detail).toContain('oneAndHalf at 1½": 1 = 1 vs Armor 6')
    expect(stateAfter(c, out.changes, 'hut').burnLevel).toBe(1) // (1, 4) → BL 1
  })

  it('BW-33 / BW-Q17 ignite and put out; a unit that cannot burn is refused', () => {
    const c = bwTable([
      { id: 'hut', npc: HUT, x: 40, y: 20 },
      { id: 't', x: 10, y: 10 },
    ])
    const lit = resolve(c, { kind: 'fire', action: 'ignite', tokenId: 'hut', burnLevel: 2 }, {})
    expect(stateAfter(c, lit.changes, 'hut').burnLevel).toBe(2)
    expect(() => resolve(c, { kind: 'fire', action: 'ignite', tokenId: 't' }, {})).toThrow(
      't is not flammable',
    )
    expect(() => resolve(c, { kind: 'fire', action: 'extinguish', tokenId: 'hut' }, {})).toThrow(
      'hut is not on fire',
    )
  })
})

describe('BW attack', () => {
  it('F-BW-1/2 a rifle hit at a stationary target 6" away: 3 + 1 = 4 hits UR 4; 5 beats Armor 2', () => {
    const c = bwTable([
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 17, y: 10 },
    ])
    const out = resolve(
      c,
      { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b' },
      { 6: [3, 5, 2] },
    )
    expect(out.outcome.outcome).toBe('destroyed')
    expect(out.outcome.detail).toContain('Stationary target +1')
    expect(stateAfter(c, out.changes, 'b').destroyed).toBe(true)
    expect(stateAfter(c, out.changes, 'a').actedThisTurn).toBe(true)
    expect(out.actor).toBe('a')
  })

  it.each([
    // d360 angle, d9 face → landing point (MissedBy 4 × 1" launcher = 4" at most)
    [90, 5, { x: 20, y: 12 }, '2"', 'b at 1½": 8 + 3 = 11 vs Armor 1: destroyed'],
    [360, 9, { x: 24, y: 10 }, '4"', 'b at 3½": 3 = 3 vs Armor 1: destroyed'],
    [180, 1, { x: 20, y: 10 }, '0"', 'b at 0": 8 + 3 = 11 vs Armor 1: destroyed'],
  ])(
    'BW-27..29 a bazooka miss by 4 lands within 4" (angle %i, d9 %i) and explodes there',
    (angle, face, at, dist, blast) => {
      // The target moved 7" last turn (−1): roll 1 − 1 = 0 against UR 4 → MissedBy 4.
      const c = bwTable([
        { id: 'a', x: 10, y: 10 },
        { id: 'b', x: 20, y: 10, state: { movedLastTurnIn: 7 } },
      ])
      const out = resolve(
        c,
        { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b', weapon: 1 },
        { 6: [1, 1], 360: [angle], 9: [face], 10: [8, 3] },
      )
      expect(out.outcome.outcome).toBe('miss by 4')
      expect(out.outcome.detail).toContain('NearMiss up to 4"')
      expect(out.outcome.detail).toContain(`lands ${dist} from the aim at ${at.x}", ${at.y}"`)
      // The blast at the landing point: 3½" away loses the 8 (BW-Q13/15).
      expect(out.outcome.detail).toContain(blast)
    },
  )

  it('BW-29 / BW-Q10 a rifle miss lands within 2" and strikes whoever stands there', () => {
    const c = bwTable([
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 17, y: 10 },
      { id: 'c', x: 17, y: 11.5 },
    ])
    // 1 + 1 (stationary) = 2 against UR 4: MissedBy 2, up to 2"; it lands 1½" to the shooter's right.
    const out = resolve(
      c,
      { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b' },
      { 6: [1, 5, 2], 360: [90], 5: [4] },
    )
    expect(out.outcome.detail).toContain(
      'lands 1½" from the aim at 17", 11½"; it strikes c; damage 5 = 5 vs Armor 2',
    )
    expect(stateAfter(c, out.changes, 'c').destroyed).toBe(true)
    expect(stateAfter(c, out.changes, 'b').destroyed).toBe(false)
  })

  it('BW-23 a completely hidden target is −5 unless the GM overrides it; out of range is refused', () => {
    const wall = {
      id: 'w',
      name: 'Wall',
      kind: 'wall' as const,
      heightBrix: 9,
      points: [
        { x: 13, y: 5 },
        { x: 14, y: 5 },
        { x: 14, y: 15 },
        { x: 13, y: 15 },
      ],
    }
    const c = bwTable(
      [
        { id: 'a', x: 10, y: 10 },
        { id: 'b', x: 17, y: 10 },
        { id: 'c', x: 40, y: 10 },
      ],
      { obstacles: [wall] },
    )
    // 6 + 1 − 5 = 2: a miss by 2, landing within 2" (a d360, then a d5 of ½" steps).
    const hidden = resolve(
      c,
      { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b' },
      { 6: [6], 360: [360], 5: [1] },
    )
    expect(hidden.outcome.detail).toContain('Target completely hidden −5')
    const seen = resolve(
      c,
      { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b', hidden: false },
      { 6: [6, 1, 6] },
    )
    expect(seen.outcome.detail).not.toContain('hidden')
    expect(() =>
      resolve(c, { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'c' }, {}),
    ).toThrow(RollRefused)
    expect(() =>
      resolve(c, { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'c' }, {}),
    ).toThrow('c is 29" away; Rifle reaches 10".')
  })
})

describe('BW Extra Effort', () => {
  it('BW-01 +5" of Move, once a turn; at the end of the turn 1d6 of 4 or less leaves it Stunned from exhaustion', () => {
    const c = bwTable([{ id: 'a', x: 10, y: 10, state: { movedThisTurnIn: 7 } }])
    const put = resolve(c, { kind: 'effort', tokenId: 'a', effort: 'move' }, {})
    expect(put.outcome.outcome).toBe('+5" of Move')
    const after = {
      ...c,
      tokens: {
        ...c.tokens,
        a: { ...c.tokens.a!, instance: stateAfter(c, put.changes, 'a') as never },
      },
    }
    expect(() => resolve(after, { kind: 'effort', tokenId: 'a', effort: 'power' }, {})).toThrow(
      'a has already put forth Extra Effort this turn',
    )
    const end = resolve(after, { kind: 'endTurn', tokenId: 'a' }, { 6: [4] })
    expect(stateAfter(after, end.changes, 'a')).toMatchObject({
      statuses: ['stunned', 'exhausted'],
      extraEffort: null,
      movedThisTurnIn: 0,
      movedLastTurnIn: 7,
    })
  })
})

describe('BW explosion laws', () => {
  it('BW-31 / BW-Q15 through the adapter: a unit farther from the blast never takes more dice, nor more damage', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(fc.integer({ min: -16, max: 16 }), fc.integer({ min: -16, max: 16 })),
          {
            minLength: 1,
            maxLength: 8,
            selector: ([q, r]) => `${q},${r}`,
          },
        ),
        fc.integer({ min: 1, max: 1000 }),
        (offsets, seed) => {
          const units = offsets.map(([q, r], i) => ({ id: `u${i}`, x: 20 + q / 2, y: 20 + r / 2 }))
          const c = bwTable(units)
          const out = bw.rolls.resolve(
            bw.rolls.schema.parse({ kind: 'explosion', at: { x: 20, y: 20 }, damage: '3d10' }),
            c,
            seededDice(`blast-${seed}`),
          )
          const hits = out.outcome.detail
            .split('; ')
            .slice(1)
            .map((line) => {
              const m = /^(\S+) at ([0-9½]+)": (.*) = (\d+) vs/.exec(line)!
              const inches = Number(m[2]!.replace('½', '.5'))
              return { inches, dice: m[3]!.split(' + ').length, damage: Number(m[4]) }
            })
          // The log rounds to ½": compare units whose logged distances differ by a whole inch.
          for (const near of hits) {
            for (const far of hits.filter((h) => h.inches >= near.inches + 1)) {
              expect(far.dice).toBeLessThanOrEqual(near.dice)
              expect(far.damage).toBeLessThanOrEqual(near.damage)
            }
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})
