/**
 * GG engine speed: one million attack resolutions (Attack Roll, damage roll and the target's damage
 * pipeline) with seeded dice, and the exact odds of a typical attack.
 */
import { seededDice } from '../../shared/dice'
import { attackOdds } from '../../shared/rules/gg/engine/attack-odds'
import { resolveAttack, unarmedDamage, type AttackInput } from '../../shared/rules/gg/engine/attack'
import { applyDamage, type DamageTarget } from '../../shared/rules/gg/engine/damage'
import { parseDiceExpr } from '../../shared/rules/gg/engine/dice-expr'
import type { GgAdvantage } from '../../shared/rules/gg/engine/model'
import { timeMs, type Figure } from './harness'

function attacks(): AttackInput[] {
  const out: AttackInput[] = []
  const advs: GgAdvantage[] = ['normal', 'advantage', 'disadvantage']
  for (let trait = 0; trait <= 4; trait++)
    for (const adv of advs) {
      out.push({
        kind: 'weapon',
        trait,
        sb: 2,
        trained: trait % 2 === 0,
        ht: 11 + trait,
        advantage: adv,
        damage: parseDiceExpr(`1d8+1d6!+${trait}`),
        damageTypes: ['slashing', 'fire'],
      })
      out.push({
        kind: 'unarmed',
        trait,
        sb: 2,
        trained: false,
        ht: 13,
        advantage: adv,
        damage: unarmedDamage(trait, 2),
        damageTypes: ['bludgeoning'],
      })
      out.push({
        kind: 'spell',
        trait,
        sb: 2,
        trained: true,
        ht: 12,
        advantage: adv,
        damage: parseDiceExpr('3d6'),
        damageTypes: ['radiant', 'cold'],
      })
    }
  return out
}

function targets(): DamageTarget[] {
  return [
    { hp: 40, hpMax: 40, defences: { endurance: 4 } },
    { hp: 30, hpMax: 30, bp: 6, defences: { endurance: 2, resistance: { fire: 1 } } },
    { hp: 25, hpMax: 25, defences: { vulnerability: { cold: 1 }, reduction: { radiant: 2 } } },
    { hp: 50, hpMax: 50, defences: { immune: ['poison'], magnification: { slashing: 2 } } },
  ]
}

export function run(): Figure[] {
  const as = attacks()
  const ts = targets()
  const dice = seededDice('gg-bench')
  const one = (i: number): number => {
    const a = as[i % as.length]!
    const r = resolveAttack(a, dice)
    if (r.amount === 0) return 0
    return applyDamage({ amount: r.amount, types: a.damageTypes ?? [] }, ts[i & 3]!).hp
  }

  let sink = 0
  for (let i = 0; i < 200_000; i++) sink += one(i)
  const N = 1_000_000
  const attackMs = timeMs(() => {
    for (let i = 0; i < N; i++) sink += one(i)
  })

  // A typical attack: a trained longsword with a fire Feature die, at Advantage, on an armoured Orc.
  const typical: AttackInput = {
    kind: 'weapon',
    trait: 3,
    sb: 2,
    trained: true,
    ht: 14,
    advantage: 'advantage',
    damage: parseDiceExpr('1d8+1d6!+3'),
    damageTypes: ['slashing', 'fire'],
  }
  const orc: DamageTarget = { hp: 18, hpMax: 40, bp: 3, defences: { endurance: 4 } }
  for (let i = 0; i < 2_000; i++) sink += attackOdds(typical, orc).dropChance
  const O = 20_000
  const oddsMs = timeMs(() => {
    for (let i = 0; i < O; i++) sink += attackOdds(typical, orc).dropChance
  })

  if (!Number.isFinite(sink)) throw new Error('bench: impossible sink')
  return [
    { bench: 'gg.attack.1m', value: attackMs, unit: 'ms', goal: 1000 },
    { bench: 'gg.odds', value: oddsMs / O, unit: 'ms', goal: 1 },
  ]
}
