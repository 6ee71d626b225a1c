/**
 * Resolving a ZZ attack (OTHER-SYSTEMS.md B.3/B.4, ZZ-34..49, ZZ-56..59; seed 003, "Attack" with
 * "Attack - Unarmed", "Attack - Melee Weapon", "Attack - Ranged Weapon" and "Defend"): every die
 * rolled as a labelled list (so a Back or Flank re-roll can pick one, reroll.ts), every step as
 * numbers, the damage, the new HP, the statuses gained and what happened to the projectile, for
 * a log line. Pure: dice come through `Dice`.
 */
import type { Dice } from '../../../dice'
import { aimCost, rollCritChain, type CritChain, type CritPlan, type CritThrow } from './crit'
import { formulaFlat, parseZzFormula, type ZzFormula } from './dice-expr'
import {
  meleeFormula,
  rangedModifiers,
  zzAttackRefusal,
  zzDamage,
  zzAttackAp,
  zzHpOutcome,
  zzWeaponRange,
  type ZzAttackInput,
} from './attack-rules'
import type { ZzStatus } from './model'
import type { ZzOptions } from './options'
import { applyReroll, rerollsAllowed, type ZzDieRole, type ZzRolledDie } from './reroll'

export * from './attack-rules'

/** One roll of an attack: its dice, the rest, the total before and after Aim/Focus. */
export interface ZzRollPart {
  diceSum: number
  flat: number
  /** diceSum + flat. */
  base: number
  /** The Aim/Focus chain, when one was used. */
  chain: CritChain | null
  total: number
}

/** Everything an attack did, for the log and the state change. */
export interface ZzAttackRecord {
  kind: 'unarmed' | 'melee' | 'ranged'
  weaponName: string
  /** Every die in the order thrown; re-roll one with `rerollZzAttack`. */
  dice: ZzRolledDie[]
  /** Re-rolls this attack gets (ZZ-39..41). */
  rerolls: 0 | 1 | 2
  /** Melee and Unarmed: the attack total. Ranged: the Ranged Damage Roll (when it hit). */
  attack: ZzRollPart | null
  /** Ranged only: the Ranged Attack Roll (ZZ-43/44). */
  ranged: (ZzRollPart & { rangePenalty: number; archery: number; hit: boolean }) | null
  /** The target's Defend roll (not rolled after a ranged miss). */
  defense: (ZzRollPart & { unexpected: boolean; pendingBonus: number }) | null
  damage: number
  hpBefore: number
  hpAfter: number
  statusesGained: ZzStatus[]
  /** The target's pending Defend bonus after this attack (ZZ-08, ZZ-Q8). */
  defendBonusAfter: number
  apSpent: number
  mindSpent: number
  /** The target's Mind Point for Aiming its defence. */
  targetMindSpent: number
  /** ZZ-44: a ranged miss loses the projectile (a thrown object lands by the Direction Die instead, ZZ-32). */
  projectileLost: boolean
  /** ZZ-42: the ranged weapon was fired and is no longer loaded. */
  unloaded: boolean
}

type Given = ReadonlyMap<string, ZzRolledDie> | undefined

interface Roller {
  dice: Dice
  given: Given
  out: ZzRolledDie[]
  options: ZzOptions
}

/** Die ids ("attack:0", "attackCrit:2") built once: an attack is resolved a million times a second. */
const IDS = new Map<string, string[]>()
function dieId(prefix: string, i: number): string {
  let ids = IDS.get(prefix)
  if (!ids) IDS.set(prefix, (ids = []))
  return (ids[i] ??= `${prefix}:${i}`)
}

function rollDie(
  r: Roller,
  id: string,
  role: ZzDieRole,
  sides: number,
  owner: ZzRolledDie['owner'],
  who: string,
  what: string,
  index: number,
): number {
  const old = r.given?.get(id)
  const face = old ? old.face : r.dice.roll(sides)
  const die: ZzRolledDie = { id, role, sides, face, owner, who, what, index }
  if (old?.earlier) die.earlier = old.earlier
  r.out.push(die)
  return face
}

function rollPart(
  r: Roller,
  prefix: 'attack' | 'damage',
  who: string,
  what: string,
  formula: ZzFormula,
  flat: number,
  plan: CritPlan | undefined,
): ZzRollPart {
  let diceSum = 0
  const role = prefix
  for (let i = 0; i < formula.dice.length; i++) {
    const sides = formula.dice[i] as number
    diceSum += rollDie(r, dieId(prefix, i), role, sides, 'attacker', who, what, i)
  }
  return withChain(r, prefix, who, 'attacker', diceSum, flat, plan)
}

const CRIT_GROUP = {
  attack: 'attackCrit',
  ranged: 'rangedCrit',
  damage: 'damageCrit',
  defense: 'defenseCrit',
}

function withChain(
  r: Roller,
  group: keyof typeof CRIT_GROUP,
  who: string,
  owner: ZzRolledDie['owner'],
  diceSum: number,
  flat: number,
  plan: CritPlan | undefined,
): ZzRollPart {
  const base = diceSum + flat
  if (plan === undefined) return { diceSum, flat, base, chain: null, total: base }
  const prefix = CRIT_GROUP[group]
  const givenFaces: number[] = []
  for (let i = 0; r.given?.has(dieId(prefix, i)); i++) {
    givenFaces.push((r.given.get(dieId(prefix, i)) as ZzRolledDie).face)
  }
  const chain = rollCritChain(base, diceSum, plan, r.dice, r.options, givenFaces)
  const sides = r.options.critDie.faces
  for (let i = 0; i < chain.throws.length; i++) {
    const id = dieId(prefix, i)
    const old = r.given?.get(id)
    const face = (chain.throws[i] as CritThrow).face
    const die: ZzRolledDie = { id, role: 'crit', sides, face, owner, who, what: group, index: i }
    if (old?.earlier) die.earlier = old.earlier
    r.out.push(die)
  }
  return { diceSum, flat, base, chain, total: chain.total }
}

function rollDefense(r: Roller, input: ZzAttackInput): NonNullable<ZzAttackRecord['defense']> {
  const t = input.target.figure
  const pendingBonus = input.target.state.defendBonus
  const flat = t.dex + t.defenseBonus + pendingBonus + (input.defenseModifier ?? 0)
  const unexpected = input.unexpected === true
  let face: number
  const sides = t.baseDefense
  if (unexpected) {
    face = 1
    r.out.push({
      id: 'defense:0',
      role: 'defense',
      sides,
      face,
      owner: 'defender',
      who: t.name,
      what: 'Base Defense',
      index: 0,
      fixed: true,
    })
  } else {
    face = rollDie(r, 'defense:0', 'defense', sides, 'defender', t.name, 'Base Defense', 0)
  }
  const p = withChain(r, 'defense', t.name, 'defender', face, flat, input.defenseAim)
  return {
    diceSum: p.diceSum,
    flat: p.flat,
    base: p.base,
    chain: p.chain,
    total: p.total,
    unexpected,
    pendingBonus,
  }
}

function build(input: ZzAttackInput, dice: Dice, options: ZzOptions, given: Given): ZzAttackRecord {
  const r: Roller = { dice, given, out: [], options }
  const a = input.attacker.figure
  const w = input.weapon
  const ranged = w !== null && w.kind !== 'melee'
  const mod = input.attackModifier ?? 0
  let attack: ZzRollPart | null = null
  let rangedPart: ZzAttackRecord['ranged'] = null
  let defense: ZzAttackRecord['defense'] = null
  let damage = 0
  if (ranged) {
    const m = rangedModifiers(a, zzWeaponRange(a, w), input.distance, options)
    const d20 = rollDie(r, 'ranged:0', 'ranged', 20, 'attacker', a.name, w.name, 0)
    const roll = withChain(
      r,
      'ranged',
      a.name,
      'attacker',
      d20,
      m.rangePenalty + m.archery + mod,
      input.aim,
    )
    rangedPart = {
      diceSum: roll.diceSum,
      flat: roll.flat,
      base: roll.base,
      chain: roll.chain,
      total: roll.total,
      rangePenalty: m.rangePenalty,
      archery: m.archery,
      hit: roll.total >= options.rangedHitTarget,
    }
    if (rangedPart.hit) {
      const f = parseZzFormula(w.damage)
      const flat = formulaFlat(f, a) + (w.projectileBonus ?? 0)
      attack = rollPart(r, 'damage', a.name, w.name, f, flat, input.damageAim)
    }
  } else {
    const f = meleeFormula(a, w, options)
    attack = rollPart(
      r,
      'attack',
      a.name,
      w ? w.name : 'Base Attack',
      f,
      formulaFlat(f, a) + mod,
      input.aim,
    )
  }
  if (attack) {
    defense = rollDefense(r, input)
    damage = zzDamage(attack.total, defense.total)
  }
  const hp = zzHpOutcome(input.target.state, damage, options)
  const aims = (input.aim !== undefined ? 1 : 0) + (input.damageAim !== undefined ? 1 : 0)
  const pending = input.target.state.defendBonus
  return {
    kind: ranged ? 'ranged' : w ? 'melee' : 'unarmed',
    weaponName: w ? w.name : 'Unarmed',
    dice: r.out,
    rerolls: rerollsAllowed({ fromBack: input.fromBack === true, flanked: input.flanked === true }),
    attack,
    ranged: rangedPart,
    defense,
    damage,
    hpBefore: input.target.state.hp,
    hpAfter: hp.hp,
    statusesGained: hp.gained,
    defendBonusAfter: defense && options.defendBonusUses === '1' ? 0 : pending,
    apSpent: zzAttackAp(w, options) + aims * aimCost('attack', true).ap,
    mindSpent: aims,
    targetMindSpent: input.defenseAim !== undefined ? aimCost('defend', false).mind : 0,
    projectileLost: w?.kind === 'ranged' && rangedPart !== null && !rangedPart.hit,
    unloaded: w?.kind === 'ranged',
  }
}

/**
 * ZZ-34..49, ZZ-56..59: resolve one attack. Throws the refusal (ZZ-34) in words for the GM when
 * it cannot be made.
 */
export function resolveZzAttack(
  input: ZzAttackInput,
  dice: Dice,
  options: ZzOptions,
): ZzAttackRecord {
  const why = zzAttackRefusal(input, options)
  if (why) throw new Error(why)
  return build(input, dice, options, undefined)
}

/**
 * ZZ-39..41, F-ZZ-6: re-roll one of the attacker's dice of a resolved attack (by its id) and score
 * the attack again. A Crit-chain throw that turns blank ends the chain there; one that turns to a
 * Crit at the end lets the plan go on. A ranged hit that becomes a miss drops its damage dice; a
 * miss that becomes a hit rolls them. `used` lists the ids already re-rolled in this attack.
 */
export function rerollZzAttack(
  input: ZzAttackInput,
  record: ZzAttackRecord,
  dieId: string,
  used: readonly string[],
  dice: Dice,
  options: ZzOptions,
): ZzAttackRecord {
  const next = applyReroll(record.dice, dieId, used, record.rerolls, dice, options)
  return build(input, dice, options, new Map(next.map((d) => [d.id, d])))
}
