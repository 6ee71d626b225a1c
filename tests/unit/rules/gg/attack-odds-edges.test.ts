import { describe, expect, it } from 'vitest'
import type { AttackInput } from '../../../../shared/rules/gg/engine/attack'
import { attackOdds } from '../../../../shared/rules/gg/engine/attack-odds'
import type { DamageTarget } from '../../../../shared/rules/gg/engine/damage'
import { parseDiceExpr } from '../../../../shared/rules/gg/engine/dice-expr'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'

// Seed 001 line numbers are cited as L<n>. A target with no defences, so damage is the raw roll.
const dummy: DamageTarget = { hp: 40, hpMax: 40, defences: {} }

// 1d4 weapon, no Trait or SB: the TTV is the natural d20.
const dagger: AttackInput = {
  kind: 'weapon',
  trait: 0,
  sb: 0,
  trained: false,
  ht: 15,
  damage: parseDiceExpr('1d4'),
  damageTypes: ['piercing'],
}

describe('attackOdds edges', () => {
  it('L47: a target not where the attacker aimed is missed whatever the d20 shows', () => {
    const odds = attackOdds({ ...dagger, ht: 1, autoMiss: true }, dummy)
    expect(odds.outcomes).toEqual({ miss: 1, hit: 0, overwhelming: 0, critical: 0 })
    expect(odds.hitChance).toBe(0)
    expect(odds.damage.p).toEqual([1])
    expect(odds.expectedDamage).toBe(0)
  })

  it('GG-Q20 stack: a crit at margin 5 maximises the base die, one at margin 4 does not (L46, L78, L79)', () => {
    // Inspired Events on 19 and 20 (gg.inspiredOn), HT 15:
    //   d20 1..14 miss (14/20); 15..18 hit, 1d4 → 1..4 (each 1/20 · 1/4 = 1/80, four naturals → 1/20 each);
    //   19 crit at margin 4: 1d4 + 4 → 5..8, each 1/20 · 1/4 = 1/80;
    //   20 crit at margin 5 (an Overwhelming Blow too): 4 maximised + 4 = 8, 1/20.
    const options = { ...GG_DEFAULT_OPTIONS, obCritStack: 'stack' as const, inspiredOn: [19, 20] }
    const odds = attackOdds(dagger, dummy, options)
    expect(odds.outcomes.miss).toBeCloseTo(14 / 20, 12)
    expect(odds.outcomes.hit).toBeCloseTo(4 / 20, 12)
    expect(odds.outcomes.critical).toBeCloseTo(2 / 20, 12)
    const want = [14 / 20, 1 / 20, 1 / 20, 1 / 20, 1 / 20, 1 / 80, 1 / 80, 1 / 80, 1 / 80 + 1 / 20]
    expect(odds.damage.p).toHaveLength(want.length)
    want.forEach((p, v) => expect(odds.damage.p[v], `damage ${v}`).toBeCloseTo(p, 12))
    // (1+2+3+4)/20 + (5+6+7+8)/80 + 8/20 = 0.5 + 0.325 + 0.4 = 1.225
    expect(odds.expectedDamage).toBeCloseTo(1.225, 12)
  })

  it('L114: 2 Barrier Points soak the first 2 of each hit, so the HP lost is the damage − 2', () => {
    // Same odds as above (inspired on 19 and 20, stacking): damage 0 with 14/20, 1..4 with 1/20
    // each, 5..7 with 1/80 each, 8 with 1/80 + 1/20. HP lost = max(0, damage − 2):
    //   0 ← damage 0, 1, 2: 14/20 + 2/20; 1 ← 3; 2 ← 4; 3..5 ← 5..7; 6 ← 8.
    const options = { ...GG_DEFAULT_OPTIONS, obCritStack: 'stack' as const, inspiredOn: [19, 20] }
    const odds = attackOdds(dagger, { ...dummy, bp: 2 }, options)
    const want = [16 / 20, 1 / 20, 1 / 20, 1 / 80, 1 / 80, 1 / 80, 1 / 80 + 1 / 20]
    expect(odds.hpLoss.p).toHaveLength(want.length)
    want.forEach((p, v) => expect(odds.hpLoss.p[v], `HP lost ${v}`).toBeCloseTo(p, 12))
    // The damage before BP is unchanged: 8 still has 1/80 + 1/20.
    expect(odds.damage.p[8]).toBeCloseTo(1 / 80 + 1 / 20, 12)
  })
})
