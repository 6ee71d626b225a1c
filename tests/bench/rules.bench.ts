/**
 * Blue Box engine speed: 1M resolveAttack calls with seeded dice, hitChance per call, and a full
 * damage distribution (every sacrifice choice) per call.
 */
import {
  attackOdds,
  hitChance,
  resolveAttack,
  seededDice,
  type AttackInput,
  type CheckInput,
  type Defender,
} from '../../shared/rules/bluebox'
import { timeMs, type Figure } from './harness'

function attacks(): AttackInput[] {
  const out: AttackInput[] = []
  for (let level = 1; level <= 9; level += 2)
    for (const edge of [0, 1, 3])
      for (const sacrifice of [0, 1])
        out.push({
          level,
          modifier: level % 4,
          edge,
          flaw: level % 3,
          practiced: level > 4,
          powerDice: 1 + (level % 2),
          critical: edge === 1,
          sacrifice,
          damageModifier: 1,
          damageType: edge === 3 ? 'fire' : 'lightning',
        })
  return out
}

function defenders(): Defender[] {
  return [
    { ac: 10, bac: 7, plating: 6, hp: 20, thp: 3 },
    { ac: 12, bac: 9, plating: 0, hp: 15, backFooted: true },
    { ac: 8, bac: 6, plating: 9, hp: 25, resist: ['fire'], submerged: true },
    { ac: 11, bac: 8, plating: 4, hp: 12, vulnerable: ['lightning'], backFooted: true },
  ]
}

export function run(): Figure[] {
  const as = attacks()
  const ds = defenders()
  const dice = seededDice('bench')

  // warm up the JIT and the odds caches before timing
  let sink = 0
  for (let i = 0; i < 200_000; i++)
    sink += resolveAttack(as[i % as.length]!, ds[i & 3]!, dice).damage
  const N = 1_000_000
  const attackMs = timeMs(() => {
    for (let i = 0; i < N; i++) sink += resolveAttack(as[i % as.length]!, ds[i & 3]!, dice).damage
  })

  const checks: CheckInput[] = as.map((a) => ({
    modifier: a.modifier,
    edge: a.edge,
    flaw: a.flaw,
    practiced: a.practiced,
    exhaustion: a.level & 1,
  }))
  for (let i = 0; i < 100_000; i++) sink += hitChance(checks[i % checks.length]!, 4 + (i % 12))
  const H = 500_000
  const hitMs = timeMs(() => {
    for (let i = 0; i < H; i++) sink += hitChance(checks[i % checks.length]!, 4 + (i % 12))
  })

  for (let i = 0; i < 5_000; i++) sink += attackOdds(as[i % as.length]!, ds[i & 3]!).hitChance
  const O = 50_000
  const distMs = timeMs(() => {
    for (let i = 0; i < O; i++) sink += attackOdds(as[i % as.length]!, ds[i & 3]!).hitChance
  })

  if (!Number.isFinite(sink)) throw new Error('bench: impossible sink')
  return [
    { bench: 'rules.attack.1m', value: attackMs, unit: 'ms', goal: 1000 },
    { bench: 'rules.hitChance', value: hitMs / H, unit: 'ms', goal: 0.02 },
    { bench: 'rules.distribution', value: distMs / O, unit: 'ms', goal: 1 },
  ]
}
