/**
 * The Memory a Limit Break summons (OTHER-SYSTEMS.md A.6, GG-115 … GG-128; seed 001, "Limit Break:
 * Memory"): its stat block, its actions and their AP, the Obstructing Aura, Regeneration, Teamwork,
 * Healing Pulse and Teleport. Its Strikes are its sheet's actions (memory-sheet.ts), rolled as any
 * attack (ruleset-attack.ts), so a Critical Hit or an Overwhelming Blow adds its dice there. The LP
 * pool is limit-break.ts's.
 */
import { rollSum, type Dice } from '../../../dice'
import { repeatSurcharge } from './economy'
import type { GgLbLevel } from './limit-break'
import type { GgMoveMode, GgTrait } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

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
