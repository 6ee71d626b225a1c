import { describe, expect, it } from 'vitest'
import {
  attackEdgeFlaw,
  inCriticalArea,
  rangeBand,
  resolveAttack,
  scriptedDice,
  withEdgeFlaw,
  type AttackSituation,
} from '../../../../shared/rules/bluebox'

describe('attackEdgeFlaw (every source, labelled)', () => {
  it.each([
    ['nothing', { kind: 'melee' }, [], 0, 0, 0],
    [
      'Height Advantage, melee',
      { kind: 'melee', heightAdvantage: true },
      ['Height Advantage'],
      1,
      0,
      1,
    ],
    [
      'Height Advantage, ranged',
      { kind: 'ranged', heightAdvantage: true },
      ['Height Advantage'],
      1,
      0,
      1,
    ],
    ['Cover vs ranged', { kind: 'ranged', targetInCover: true }, ['Cover'], 0, 1, -1],
    ['Cover does nothing vs melee', { kind: 'melee', targetInCover: true }, [], 0, 0, 0],
    [
      'Hunker makes Cover 2 Flaw',
      { kind: 'ranged', targetInCover: true, targetHunkered: true },
      ['Cover (Hunkered)'],
      0,
      2,
      -2,
    ],
    [
      'Hunker does nothing vs melee',
      { kind: 'melee', targetInCover: true, targetHunkered: true },
      [],
      0,
      0,
      0,
    ],
    ['Beyond Range', { kind: 'ranged', beyondRange: true }, ['Beyond Range'], 0, 1, -1],
    ['Hidden attacker', { kind: 'ranged', hidden: true }, ['Hidden'], 1, 0, 1],
    ['Prone target, melee', { kind: 'melee', targetProne: true }, ['Target Prone'], 1, 0, 1],
    ['Prone target, ranged: nothing', { kind: 'ranged', targetProne: true }, [], 0, 0, 0],
    ['Invisible target', { kind: 'melee', targetInvisible: true }, ['Target Invisible'], 0, 1, -1],
    [
      'Unconscious target',
      { kind: 'ranged', targetUnconscious: true },
      ['Target Unconscious'],
      1,
      0,
      1,
    ],
    ['target in Stasis', { kind: 'melee', targetInStasis: true }, ['Target in Stasis'], 1, 0, 1],
    [
      'Defensive Stance reaction',
      { kind: 'melee', reactionInDefensiveStance: true },
      ['Defensive Stance reaction'],
      1,
      0,
      1,
    ],
    ['Destroyed weapon', { kind: 'melee', weaponDestroyed: true }, ['Weapon Destroyed'], 0, 1, -1],
    [
      'many sources cancel then cap (R1)',
      {
        kind: 'ranged',
        heightAdvantage: true,
        hidden: true,
        targetUnconscious: true,
        reactionInDefensiveStance: true,
        beyondRange: true,
      },
      [
        'Height Advantage',
        'Hidden',
        'Defensive Stance reaction',
        'Target Unconscious',
        'Beyond Range',
      ],
      4,
      1,
      2,
    ],
    [
      'extra sources (conditions) join in',
      {
        kind: 'melee',
        heightAdvantage: true,
        extra: [
          { label: 'Blinded', edge: 0, flaw: 1, rule: 'Conditions, Blinded' },
          { label: 'Poisoned', edge: 0, flaw: 1, rule: 'Conditions, Poisoned' },
        ],
      },
      ['Height Advantage', 'Blinded', 'Poisoned'],
      1,
      2,
      -1,
    ],
  ] as Array<[string, AttackSituation, string[], number, number, number]>)(
    '%s',
    (_n, s, labels, edge, flaw, net) => {
      const t = attackEdgeFlaw(s)
      expect(t.sources.map((x) => x.label)).toEqual(labels)
      expect([t.edge, t.flaw, t.net]).toEqual([edge, flaw, net])
      for (const src of t.sources) expect(src.rule).not.toBe('')
    },
  )
})

describe('rangeBand (Reach, Range, Beyond Range)', () => {
  it.each([
    ['melee', 1, 1, 'within'],
    ['melee', 2, 1, 'out'],
    ['ranged', 12, 12, 'within'],
    ['ranged', 13, 12, 'beyond'],
    ['ranged', 24, 12, 'beyond'],
    ['ranged', 25, 12, 'out'],
  ] as const)('%s at %i m with %i m', (kind, d, r, band) => {
    expect(rangeBand(kind, d, r)).toBe(band)
  })
})

describe('inCriticalArea (Crits!)', () => {
  it.each([
    [10, { min: 10, max: 10 }, true],
    [9, { min: 10, max: 10 }, false],
    [3, { min: 2, max: 4 }, true],
    [3, undefined, false],
  ])('%i m in %j: %s', (d, area, yes) => {
    expect(inCriticalArea(d, area)).toBe(yes)
  })
})

describe('withEdgeFlaw (situation into the roll)', () => {
  it("adds the tally to the roll's own Edge and Flaw", () => {
    const t = attackEdgeFlaw({
      kind: 'ranged',
      heightAdvantage: true,
      targetInCover: true,
      targetHunkered: true,
    })
    expect(withEdgeFlaw({ level: 1, edge: 1 }, t)).toEqual({ level: 1, edge: 2, flaw: 2 })
  })
  it('a Hidden, height-advantaged attack rolls two Edge dice and the Hidden die', () => {
    const situation = attackEdgeFlaw({ kind: 'melee', hidden: true, heightAdvantage: true })
    const dice = scriptedDice({ 12: [3], 4: [2, 3, 4, 1] })
    const r = resolveAttack(
      withEdgeFlaw({ level: 1, hidden: true }, situation),
      { ac: 8, bac: 6, plating: 0, hp: 9 },
      dice,
    )
    expect(r).toMatchObject({
      hit: true,
      roll: { edgeDice: [2, 3], total: 8 },
      damageDice: [4, 1],
      damage: 5,
    })
    dice.assertDone()
  })
})
