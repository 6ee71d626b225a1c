/**
 * GG Limit Break (OTHER-SYSTEMS.md A.6, GG-110 … GG-129; seed 001, "Limit Break" and "Memory"),
 * plus the two per-being markers the brief groups with it: Mark (GG-018) and Scar Concepts
 * (GG-087/088, seed "Damage: Scar Concepts").
 */
import { z } from 'zod'
import { rollSum, type Dice } from '../../dice'

/** Options for this file (A.8 GG-Q5, GG-Q33, GG-Q42 … GG-Q51; D.4 defaults). */
export const ggLimitBreakOptionsSchema = z.object({
  /** GG-Q42: who makes passive LP. */
  lpGenerators: z.enum(['pcs', 'allAllies']).default('pcs'),
  /** GG-Q42 / GG-113: LP per named combat event; the list is the table's. */
  lpEvents: z.record(z.string(), z.number().int().min(0)).default({}),
  /** GG-Q43: a use spends 100 × the Level used, or the whole pool. */
  lbSpend: z.enum(['levelCost', 'all']).default('levelCost'),
  /** GG-Q44: the pool's cap outside a Critical Engagement. */
  lbCapOutsideCE: z.union([z.literal(200), z.literal(299)]).default(200),
  /** GG-Q45: Memory HP as written, or the suspected 30 × LB Lvl reading. */
  memoryHpFormula: z.enum(['literal', '30xLB+10xlvl']).default('literal'),
  /** GG-Q46: when the Memory acts. */
  summonTiming: z.enum(['afterBreaker', 'sharedWithBreaker', 'ownRoll']).default('afterBreaker'),
  /** GG-Q51: the Memory lasts until the end of the Encounter or until it drops to 0 HP. */
  memoryDuration: z
    .enum(['untilEncounterEndOr0HP', 'untilEncounterEnd'])
    .default('untilEncounterEndOr0HP'),
  /** GG-Q48: the Obstructing Aura also slows the Breaker's allies. */
  auraAffectsAllies: z.boolean().default(true),
  /** GG-Q49: whom Melee Sweep may chain to. */
  sweepTargets: z.enum(['hostile', 'any']).default('hostile'),
  /** GG-Q5 / GG-Q51: AP of the Limit Break action. */
  limitBreakAP: z.number().int().min(0).default(2),
  /** GG-Q33: Scar reductions as a fraction of HP Max (Mild, Moderate, Severe). */
  scarReduction: z
    .object({
      mild: z.number().min(0).max(1).default(0.25),
      moderate: z.number().min(0).max(1).default(0.5),
      severe: z.number().min(0).max(1).default(0.75),
    })
    .prefault({}),
  /** GG-Q33: Scars are cleared by the GM ('manual') or by a Long Rest. */
  scarRecovery: z.enum(['manual', 'longRest']).default('manual'),
})
export type GgLimitBreakOptions = z.infer<typeof ggLimitBreakOptionsSchema>
export const GG_LIMIT_BREAK_DEFAULTS: Readonly<GgLimitBreakOptions> = Object.freeze(
  ggLimitBreakOptionsSchema.parse({}),
)

/** GG-110: LP per Limit Break Level, and the number of Levels. */
export const GG_LP_PER_LEVEL = 100
export const GG_LB_MAX_LEVEL = 3
/** GG-112: passive LP each generator makes at the start of its Turn. */
export const GG_PASSIVE_LP = 5

export type GgLbLevel = 1 | 2 | 3

/** GG-110: the highest LB Level a pool unlocks (0 = none yet). Seed "Limit Potential". */
export function lbLevelAvailable(lp: number): 0 | GgLbLevel {
  if (!Number.isFinite(lp) || lp < 0) throw new RangeError('Limit Potential cannot be negative.')
  return Math.min(GG_LB_MAX_LEVEL, Math.floor(lp / GG_LP_PER_LEVEL)) as 0 | GgLbLevel
}

/** GG-111: the pool's cap; Level 3 only in a Critical Engagement (GG-Q44 default 200 outside). */
export function lpCap(
  criticalEngagement: boolean,
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): number {
  return criticalEngagement ? GG_LB_MAX_LEVEL * GG_LP_PER_LEVEL : options.lbCapOutsideCE
}

/** GG-110/111: add LP to the pool; what the cap cuts off is wasted. */
export function lpAfterGain(
  lp: number,
  gain: number,
  criticalEngagement: boolean,
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): { lp: number; wasted: number } {
  if (gain < 0) throw new RangeError('Limit Potential gained cannot be negative.')
  const cap = lpCap(criticalEngagement, options)
  const raw = lp + gain
  const next = Math.max(lp, Math.min(cap, raw))
  return { lp: next, wasted: raw - next }
}

/** GG-112 (GG-Q42): LP a being makes at the start of its Turn: 5 for PCs (and allies if the table says). */
export function passiveLp(
  being: 'pc' | 'ally' | 'hostile',
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): number {
  if (being === 'pc') return GG_PASSIVE_LP
  if (being === 'ally' && options.lpGenerators === 'allAllies') return GG_PASSIVE_LP
  return 0
}

/** GG-113: LP for a named combat event, as the table set it (0 for an event it did not list). */
export function eventLp(
  event: string,
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): number {
  return options.lpEvents[event] ?? 0
}

/**
 * GG-114 (GG-Q43): using a Limit Break at `level` spends 100 × level (or the whole pool).
 * Refuses a Level the pool has not reached.
 */
export function lpAfterLimitBreak(
  lp: number,
  level: GgLbLevel,
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): number {
  const available = lbLevelAvailable(lp)
  if (level > available) {
    throw new Error(
      available === 0
        ? `The party needs ${GG_LP_PER_LEVEL} Limit Potential for a Limit Break (it has ${lp}).`
        : `The party has only reached Limit Break Level ${available}.`,
    )
  }
  return options.lbSpend === 'all' ? 0 : lp - level * GG_LP_PER_LEVEL
}

/** The Breaker's numbers the Memory scales with. */
export interface GgBreaker {
  sb: number
  /** Character Level. */
  level: number
}

export type GgMovementMode = 'walk' | 'climb' | 'swim' | 'fly' | 'burrow'

/** The Memory's stat block at one LB Level (GG-115 … GG-120). */
export interface GgMemoryStats {
  lbLevel: GgLbLevel
  ht: number
  hpMax: number
  speeds: Partial<Record<GgMovementMode, number>>
  ap: number
  rp: number
  traits: { PHY: number; AGI: number; END: number; KNO: number; INT: number; DET: number }
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
  secondary: Exclude<GgMovementMode, 'walk'>,
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
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
 * GG-118 with GG-015: the AP a Turn's list of Memory actions costs, each repeat +2 (flat, the D.4
 * default; the Turn economy itself belongs to the turn rules). Refuses a plan over the Memory's AP.
 */
export function memoryPlanAp(lbLevel: GgLbLevel, actions: readonly GgMemoryAction[]): number {
  const seen = new Set<GgMemoryAction>()
  let total = 0
  for (const a of actions) {
    total += GG_MEMORY_ACTIONS[a].ap + (seen.has(a) ? 2 : 0)
    seen.add(a)
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
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
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

/** GG-114 (GG-Q51): whether the Memory is dismissed now. */
export function memoryDismissed(
  memory: { hp: number; encounterEnded: boolean },
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): boolean {
  if (memory.encounterEnded) return true
  return options.memoryDuration === 'untilEncounterEndOr0HP' && memory.hp <= 0
}

/** GG-123 Teamwork: Advantage against a target inside the reach of an ally that is not Incapacitated. */
export function memoryHasTeamwork(
  alliesReachingTarget: ReadonlyArray<{ incapacitated: boolean }>,
): boolean {
  return alliesReachingTarget.some((a) => !a.incapacitated)
}

/** One Memory attack against one target. */
export interface GgMemoryAttack {
  d20: number
  total: number
  hit: boolean
  damage: number
}

function memoryAttack(
  die: 8 | 4 | 6,
  lbLevel: GgLbLevel,
  breakerSb: number,
  targetHt: number,
  dice: Dice,
): GgMemoryAttack {
  const d20 = dice.roll(20)
  const total = d20 + 2 * lbLevel + breakerSb
  // GG-046 (hit on TTV >= HT, GG-Q4 default); damage is rolled only on a hit.
  const hit = total >= targetHt
  return { d20, total, hit, damage: hit ? dice.roll(die) + lbLevel + breakerSb : 0 }
}

/**
 * GG-124 Melee Strike (Reach 3 m) and GG-126 Ranged Strike (Range 30 m): d20 + 2 × LB Lvl +
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
): GgMemoryAttack & { noHealingUntilMemoryTurn: boolean } {
  const reach =
    kind === 'meleeStrike'
      ? GG_MEMORY_ACTIONS.meleeStrike.reach
      : GG_MEMORY_ACTIONS.rangedStrike.range
  if (target.distance > reach) {
    throw new Error(`That target is ${target.distance} m away; this strike reaches ${reach} m.`)
  }
  const r = memoryAttack(kind === 'meleeStrike' ? 8 : 6, lbLevel, breakerSb, target.ht, dice)
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
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
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
    const r = memoryAttack(4, lbLevel, breakerSb, t.ht, dice)
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

/** Who Marked whom: target id → marker id (GG-018). */
export type GgMarks = Readonly<Record<string, string>>

/**
 * GG-018 Mark with the A.5.1 default: a hit leaves the target "Marked [attacker]"; the same marker
 * Marking a new target ends its old Mark; a miss changes nothing (the 1AP is still spent).
 */
export function marksAfterAttack(
  marks: GgMarks,
  markerId: string,
  targetId: string,
  hit: boolean,
): GgMarks {
  if (!hit) return marks
  const next: Record<string, string> = {}
  for (const [t, m] of Object.entries(marks)) if (m !== markerId) next[t] = m
  next[targetId] = markerId
  return next
}

/** Marks end at the end of the Encounter (A.5.1 default). */
export const GG_MARKS_AT_ENCOUNTER_END: GgMarks = Object.freeze({})

export type GgScarSeverity = 'mild' | 'moderate' | 'severe'

/**
 * GG-087 Scar Concepts (GG-Q33): taking a Scar of a Severity reduces the damage by up to that
 * fraction of the HP Maximum (rounded down). Only one Scar of each Severity at a time.
 */
export function damageAfterScar(
  damage: number,
  severity: GgScarSeverity,
  being: { hpMax: number; scars: Partial<Record<GgScarSeverity, string>> },
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): { damage: number; reducedBy: number } {
  if (being.scars[severity] !== undefined) {
    const name = severity.charAt(0).toUpperCase() + severity.slice(1)
    throw new Error(`This character already has a ${name} Scar; choose another Severity.`)
  }
  const reducedBy = Math.min(damage, Math.floor(being.hpMax * options.scarReduction[severity]))
  return { damage: damage - reducedBy, reducedBy }
}

/** GG-087 (GG-Q33): a Long Rest clears every Scar when the table says so; by default the GM clears them. */
export function scarsAfterLongRest<T extends Partial<Record<GgScarSeverity, string>>>(
  scars: T,
  options: GgLimitBreakOptions = GG_LIMIT_BREAK_DEFAULTS,
): T | Record<string, never> {
  return options.scarRecovery === 'longRest' ? {} : scars
}

/** GG-088 (default): the GM invoking a Scar gives Disadvantage on one related Test. */
export const GG_SCAR_INVOKE_EFFECT = 'disadvantage' as const
