/**
 * The Memory a Limit Break summons (OTHER-SYSTEMS.md A.6, GG-115 … GG-128; seed 001, "Limit Break:
 * Memory"): its stat block, its actions and their AP, the Obstructing Aura, Regeneration, Teamwork,
 * its strikes, Healing Pulse and Teleport. The LP pool is limit-break.ts's.
 */
import { rollSum, type Dice } from '../../dice'
import { attackOutcome, type AttackOutcome } from './attack'
import { repeatSurcharge } from './economy'
import type { GgLbLevel } from './limit-break'
import type { GgMoveMode, GgTrait } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import { rollTraitTest } from './test'

/** The Breaker's numbers the Memory scales with. */
export interface GgBreaker {
  sb: number
  /** Character Level. */
  level: number
}

/** The Memory's stat block at one LB Level (GG-115 … GG-120). */
export interface GgMemoryStats {
  lbLevel: GgLbLevel
  ht: number
  hpMax: number
  speeds: Partial<Record<GgMoveMode, number>>
  ap: number
  rp: number
  traits: Record<GgTrait, number>
  sb: number
  nightvision: number
  truesight: number
  passivePerception: number
  /** GG-119 via GG-080: half END (min 1) against B/P/S. */
  drBPS: number
  opportunityAttacks: true
}

/**
 * GG-115 … GG-120: the Memory summoned by the Breaker at `lbLevel`, with `secondary` as its chosen
 * second movement mode. Seed "Limit Break: Memory".
 */
export function memoryStats(
  lbLevel: GgLbLevel,
  breaker: GgBreaker,
  secondary: Exclude<GgMoveMode, 'walk'>,
  options: Pick<GgOptions, 'memoryHpFormula'> = GG_DEFAULT_OPTIONS,
): GgMemoryStats {
  const hpMax =
    options.memoryHpFormula === 'literal'
      ? 30 + lbLevel + 10 * breaker.level
      : 30 * lbLevel + 10 * breaker.level
  const END = 2
  return {
    lbLevel,
    ht: 12 + (lbLevel >= 2 ? breaker.sb : 0),
    hpMax,
    speeds: { walk: 6, [secondary]: 6 },
    ap: 3 + lbLevel,
    rp: 1 + lbLevel,
    traits: { PHY: 3, AGI: 1, END, KNO: 0, INT: 2, DET: 3 },
    sb: breaker.sb,
    nightvision: 12,
    truesight: lbLevel === 3 ? 12 : 0,
    passivePerception: lbLevel === 3 ? 15 : 10,
    drBPS: Math.max(1, Math.floor(END / 2)),
    opportunityAttacks: true,
  }
}

/** The Memory's actions and their AP (GG-124 … GG-128). */
export const GG_MEMORY_ACTIONS = {
  meleeStrike: { ap: 2, reach: 3, die: 8 },
  meleeSweep: { ap: 2, reach: 2, die: 4 },
  rangedStrike: { ap: 2, range: 30, die: 6 },
  healingPulse: { ap: 2, range: 3 },
  teleport: { ap: 1, range: 12 },
} as const
export type GgMemoryAction = keyof typeof GG_MEMORY_ACTIONS

/**
 * GG-118 with GG-015: the AP a Turn's list of Memory actions costs, each repeat paying economy.ts's
 * repeat surcharge (`gg.repeatSurcharge`). Refuses a plan over the Memory's AP.
 */
export function memoryPlanAp(
  lbLevel: GgLbLevel,
  actions: readonly GgMemoryAction[],
  options: Pick<GgOptions, 'repeatSurcharge' | 'repeatAppliesToMovement'> = GG_DEFAULT_OPTIONS,
): number {
  const times = new Map<GgMemoryAction, number>()
  let total = 0
  for (const a of actions) {
    const before = times.get(a) ?? 0
    const apCost = GG_MEMORY_ACTIONS[a].ap
    total += apCost + repeatSurcharge({ key: a, name: a, apCost }, before, options)
    times.set(a, before + 1)
  }
  const ap = 3 + lbLevel
  if (total > ap)
    throw new Error(`These actions cost ${total} AP; the Memory has ${ap} AP this Turn.`)
  return total
}

/**
 * GG-121 Obstructing Aura: a being that starts its Turn within the Breaker's SB in metres of a
 * Memory that is not Incapacitated has its speeds halved (rounded down) until its next Turn. The
 * Memory and the Breaker are exempt; allies too only if the table turns GG-Q48 off.
 */
export function speedUnderAura(
  speed: number,
  who: { distance: number; isMemory: boolean; isBreaker: boolean; allyOfBreaker: boolean },
  aura: { breakerSb: number; memoryIncapacitated: boolean },
  options: Pick<GgOptions, 'auraAffectsAllies'> = GG_DEFAULT_OPTIONS,
): number {
  if (aura.memoryIncapacitated || who.isMemory || who.isBreaker) return speed
  if (who.allyOfBreaker && !options.auraAffectsAllies) return speed
  if (who.distance > aura.breakerSb) return speed
  return Math.floor(speed / 2)
}

/** GG-122: at the start of its Turn a Memory with ≥ 1 HP regains 5 + LB Lvl, up to its maximum. */
export function memoryHpAfterRegeneration(hp: number, hpMax: number, lbLevel: GgLbLevel): number {
  if (hp < 1) return hp
  return Math.min(hpMax, hp + 5 + lbLevel)
}

/**
 * GG-114 (GG-Q51): whether the engine dismisses the Memory now. `untilEncounterEndOr0HP` (default):
 * at the end of the Encounter or when it drops to 0 HP. `gmDismisses`: never on its own; the GM
 * dismisses it.
 */
export function memoryDismissed(
  memory: { hp: number; encounterEnded: boolean },
  options: Pick<GgOptions, 'memoryDuration'> = GG_DEFAULT_OPTIONS,
): boolean {
  if (options.memoryDuration === 'gmDismisses') return false
  return memory.encounterEnded || memory.hp <= 0
}

/** GG-123 Teamwork: Advantage against a target inside the reach of an ally that is not Incapacitated. */
export function memoryHasTeamwork(
  alliesReachingTarget: ReadonlyArray<{ incapacitated: boolean }>,
): boolean {
  return alliesReachingTarget.some((a) => !a.incapacitated)
}

/** One Memory attack against one target. */
export interface GgMemoryAttack {
  /** The kept natural result of the test die. */
  natural: number
  total: number
  hit: boolean
  /** attack.ts's outcome; a Critical Hit's or Overwhelming Blow's extra damage is the attack rules'. */
  outcome: AttackOutcome
  damage: number
}

/** The options a Memory attack reads: the Trait Test's, the outcome's and GG-Q47. */
export type GgMemoryAttackOptions = Pick<
  GgOptions,
  'testDie' | 'advMode' | 'inspiredOn' | 'hitOnEqual' | 'inspiredAutoHit' | 'memoryStrikeIsWeapon'
>

function memoryAttack(
  die: 8 | 4 | 6,
  lbLevel: GgLbLevel,
  breakerSb: number,
  targetHt: number,
  dice: Dice,
  options: GgMemoryAttackOptions,
): GgMemoryAttack {
  // The Attack Roll is a Trait Test (test.ts): test die + 2 × LB Lvl + Breaker's SB.
  const roll = rollTraitTest(dice, { trait: 2 * lbLevel, modifier: breakerSb }, options)
  // GG-046 / GG-050 / GG-051 via attack.ts; GG-Q47: the strikes are Weapon attacks by default.
  const kind = options.memoryStrikeIsWeapon ? 'weapon' : 'spell'
  const outcome = attackOutcome(roll.ttv, targetHt, kind, roll.inspired, options)
  const hit = outcome !== 'miss'
  return {
    natural: roll.natural,
    total: roll.ttv,
    hit,
    outcome,
    damage: hit ? dice.roll(die) + lbLevel + breakerSb : 0,
  }
}

/**
 * GG-124 Melee Strike (Reach 3 m) and GG-126 Ranged Strike (Range 30 m): test die + 2 × LB Lvl +
 * Breaker's SB against HT; 1d8 (melee) or 1d6 (ranged) + LB Lvl + SB Limit damage. A Melee Strike
 * hit also stops the target regaining HP until the Memory's next Turn. Crits and OB are the attack
 * rules' (GG-Q47: these count as Weapon attacks).
 */
export function memoryStrike(
  kind: 'meleeStrike' | 'rangedStrike',
  lbLevel: GgLbLevel,
  breakerSb: number,
  target: { ht: number; distance: number },
  dice: Dice,
  options: GgMemoryAttackOptions = GG_DEFAULT_OPTIONS,
): GgMemoryAttack & { noHealingUntilMemoryTurn: boolean } {
  const reach =
    kind === 'meleeStrike'
      ? GG_MEMORY_ACTIONS.meleeStrike.reach
      : GG_MEMORY_ACTIONS.rangedStrike.range
  if (target.distance > reach) {
    throw new Error(`That target is ${target.distance} m away; this strike reaches ${reach} m.`)
  }
  const die = kind === 'meleeStrike' ? 8 : 6
  const r = memoryAttack(die, lbLevel, breakerSb, target.ht, dice, options)
  return { ...r, noHealingUntilMemoryTurn: kind === 'meleeStrike' && r.hit }
}

/**
 * GG-125 Melee Sweep (Reach 2 m): attack the targets in the order chosen, each once, 1d4 + LB Lvl
 * + SB Limit damage per hit; the chain stops at the first miss.
 */
export function memorySweep(
  lbLevel: GgLbLevel,
  breakerSb: number,
  targets: ReadonlyArray<{ id: string; ht: number; distance: number; hostile: boolean }>,
  dice: Dice,
  options: GgMemoryAttackOptions & Pick<GgOptions, 'sweepTargets'> = GG_DEFAULT_OPTIONS,
): Array<GgMemoryAttack & { id: string }> {
  const ids = new Set(targets.map((t) => t.id))
  if (ids.size !== targets.length)
    throw new Error('Each creature can be swept only once per Melee Sweep.')
  const out: Array<GgMemoryAttack & { id: string }> = []
  for (const t of targets) {
    if (t.distance > GG_MEMORY_ACTIONS.meleeSweep.reach) {
      throw new Error(`That target is ${t.distance} m away; Melee Sweep reaches 2 m.`)
    }
    if (!t.hostile && options.sweepTargets === 'hostile') {
      throw new Error('Melee Sweep only chains to enemies at this table.')
    }
    const r = memoryAttack(4, lbLevel, breakerSb, t.ht, dice, options)
    out.push({ ...r, id: t.id })
    if (!r.hit) break
  }
  return out
}

/** GG-127 Healing Pulse: one being within 3 m regains 2d8 + the Breaker's SB (the cap is GG-094's). */
export function memoryHealingPulse(breakerSb: number, distance: number, dice: Dice): number {
  if (distance > GG_MEMORY_ACTIONS.healingPulse.range) {
    throw new Error(`That creature is ${distance} m away; Healing Pulse reaches 3 m.`)
  }
  return rollSum(dice, 2, 8) + breakerSb
}

/** GG-128 Teleport: to an unoccupied space within 12 m. Null when allowed, else why not. */
export function memoryTeleportRefusal(distance: number, occupied: boolean): string | null {
  if (distance > GG_MEMORY_ACTIONS.teleport.range) return 'The Memory can teleport at most 12 m.'
  if (occupied) return 'The Memory can only teleport to an empty space.'
  return null
}
