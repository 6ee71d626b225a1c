/**
 * ZZ engine speed: one million attack resolutions (attack, the target's Defend roll, damage and the
 * HP change) with seeded dice, and the exact odds of a typical attack with a "stop after 2 Crits"
 * Aim/Focus plan.
 */
import { seededDice } from '../../shared/dice'
import { resolveZzAttack, type ZzAttackInput } from '../../shared/rules/zz/engine/attack'
import type { ZzFigure, ZzWeapon } from '../../shared/rules/zz/engine/model'
import { zzAttackOdds } from '../../shared/rules/zz/engine/odds'
import { ZZ_DEFAULT_OPTIONS } from '../../shared/rules/zz/engine/options'
import { timeMs, type Figure } from './harness'

const ORC: ZzFigure = {
  name: 'Thurig',
  level: 3,
  str: 3,
  dex: 1,
  int: 1,
  cha: 0,
  baseAttack: 8,
  baseDefense: 6,
  defenseBonus: 1,
  size: 10,
  recovery: 12,
  move: 5,
  archery: 'basic',
}
const GOBLIN: ZzFigure = { ...ORC, name: 'Mondo', str: 1, dex: 2, baseAttack: 6, baseDefense: 4 }

const WEAPONS: (ZzWeapon | null)[] = [
  null,
  { id: 'sword', name: 'Sword', kind: 'melee', range: 1, damage: 'd6+STR' },
  { id: 'axe', name: 'Axe', kind: 'melee', range: 1, damage: '2d4+1' },
  { id: 'bow', name: 'Shortbow', kind: 'ranged', range: 6, damage: 'd6', projectileBonus: 1 },
]

function attacks(): ZzAttackInput[] {
  const out: ZzAttackInput[] = []
  for (const weapon of WEAPONS)
    for (const aim of [undefined, 1, 2])
      for (const defendBonus of [0, 2]) {
        const input: ZzAttackInput = {
          attacker: {
            figure: ORC,
            state: { hands: ['sword', weapon?.id ?? null], loaded: ['bow'], mind: 3 },
            ap: 3,
          },
          weapon,
          target: {
            figure: GOBLIN,
            state: { hp: 12, hpMax: 12, defendBonus, statuses: [], mind: 1 },
          },
          distance: weapon?.kind === 'ranged' ? 8 : 1,
        }
        if (aim !== undefined) input.aim = aim
        out.push(input)
      }
  return out
}

export function run(): Figure[] {
  const as = attacks()
  const dice = seededDice('zz-bench')
  const o = ZZ_DEFAULT_OPTIONS
  let sink = 0
  const one = (i: number): number => resolveZzAttack(as[i % as.length]!, dice, o).hpAfter
  for (let i = 0; i < 200_000; i++) sink += one(i)
  const N = 1_000_000
  const attackMs = timeMs(() => {
    for (let i = 0; i < N; i++) sink += one(i)
  })

  // A typical attack: Thurig's sword with Aim (stop after 2 Crits) on Mondo holding a +2 Defend.
  const typical = as.find(
    (a) => a.weapon?.id === 'sword' && a.aim === 2 && a.target.state.defendBonus === 2,
  )!
  for (let i = 0; i < 2_000; i++) sink += zzAttackOdds(typical, o).pDown
  const O = 20_000
  const oddsMs = timeMs(() => {
    for (let i = 0; i < O; i++) sink += zzAttackOdds(typical, o).pDown
  })

  if (!Number.isFinite(sink)) throw new Error('bench: impossible sink')
  return [
    { bench: 'zz.attack.1m', value: attackMs, unit: 'ms', goal: 1000 },
    { bench: 'zz.odds', value: oddsMs / O, unit: 'ms', goal: 1 },
  ]
}
