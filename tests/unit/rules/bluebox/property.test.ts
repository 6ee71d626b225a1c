import { describe, expect, it } from 'vitest'
import {
  resolveAttack,
  resolveAttackOutcome,
  resolveBlueboxOptions,
  seededDice,
  NOT_DOWN,
  type AttackInput,
  type AttackTarget,
  type BlueBoxOptions,
  type DecisiveOption,
  type DownTrack,
} from '../../../../shared/rules/bluebox'

const TYPES = ['fire', 'ice', 'lightning', 'stone', 'acid', undefined] as const
const OPTIONS: Array<DecisiveOption | undefined> = [
  'heavy-strike',
  'shatter',
  'hamstring',
  'destroy',
  'unmask',
  undefined,
]

/** Property: no sequence of attacks drives HP, THP or Plating below 0, or raises any of them. */
describe('attack sequences never drive HP, THP or Plating below 0', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: 400 fights of up to 30 attacks', (seed) => {
    const gen = seededDice(`property-${seed}`)
    const pick = <T>(xs: readonly T[]): T => xs[gen.roll(xs.length) - 1] as T
    const int = (lo: number, hi: number) => lo + gen.roll(hi - lo + 1) - 1
    const chance = (n: number) => gen.roll(n) === 1
    const dice = seededDice(seed * 7919)
    const violations: string[] = []
    let attacks = 0
    for (let fight = 0; fight < 400; fight++) {
      const options: BlueBoxOptions = resolveBlueboxOptions({
        platingRounding: chance(2) ? 'down' : 'up',
        platingResistScaling: chance(2) ? 'always' : 'back-footed-only',
        practicedReroll: chance(2) ? 'once' : 'until-not-one',
        hiddenAttack: chance(2) ? 'edge-only' : 'edge-and-die',
        downAndOut: chance(2) ? 'instances' : 'death-saves',
      })
      let target: AttackTarget = {
        ac: int(4, 16),
        bac: int(2, 12),
        plating: int(0, 14),
        hp: int(0, 30),
        thp: int(0, 6),
        resist: chance(3) ? [pick(TYPES) ?? 'fire'] : [],
        vulnerable: chance(3) ? [pick(TYPES) ?? 'ice'] : [],
        immune: chance(5) ? [pick(TYPES) ?? 'acid'] : [],
        submerged: chance(4),
        focusing: chance(3),
      }
      let down: DownTrack = NOT_DOWN
      const rounds = int(1, 30)
      for (let i = 0; i < rounds; i++) {
        const attack: AttackInput = {
          level: int(1, 10),
          modifier: int(-4, 6),
          edge: int(0, 3),
          flaw: int(0, 3),
          practiced: chance(2),
          exhaustion: int(0, 7),
          powerDice: int(0, 4),
          damageModifier: int(-5, 5),
          damageType: pick(TYPES),
          pure: chance(6),
          sacrifice: int(-1, 5),
          critical: chance(3),
          hidden: chance(4),
          decisiveOption: pick(OPTIONS),
          melee: chance(2),
        }
        target = { ...target, backFooted: chance(3), defensiveStance: chance(5), down }
        const outcome = chance(2) ? resolveAttackOutcome(attack, target, dice, options) : null
        const r = outcome ?? resolveAttack(attack, target, dice, options)
        const after = r.defender
        const bad =
          [after.plating, after.thp, after.hp, r.damage, r.platingDestroyed].some(
            (v) => !Number.isInteger(v) || v < 0,
          ) ||
          after.plating > target.plating ||
          after.thp > (target.thp ?? 0) ||
          after.hp > target.hp ||
          r.platingDestroyed !== target.plating - after.plating ||
          (!r.hit && r.damage !== 0)
        if (bad) violations.push(JSON.stringify({ attack, target, after, damage: r.damage }))
        attacks++
        if (outcome !== null) down = outcome.down
        target = { ...target, ...after }
      }
    }
    expect(violations.slice(0, 3)).toEqual([])
    expect(attacks).toBeGreaterThan(4000)
  })
})
