/**
 * GG damage pipeline (OTHER-SYSTEMS.md A.4, GG-069 … GG-095; the seed 001 extract has no
 * headings: its paragraphs on Hit Points, Damage Rolls, Damage Types, damage modifiers, Immunity,
 * Scar Concepts and healing, lines 71–97, and on Barrier Points, lines 113–118). The order is GG-085 + GG-Q32:
 * Immunity → (dice, bonuses, crit/OB: already in the amount) → Reduction → Magnification →
 * Resistance → Vulnerability → Barrier Points → Scar offer → HP. Every step is recorded so the log
 * can show how the number came about. The massive-damage check belongs to the dying rules (A.5):
 * `overflow` gives it the damage left after BP and HP (GG-Q41).
 */
import { z } from 'zod'
import { GG_PIPELINE_STEPS, type GgPipelineStep } from './options'

/** GG-Q32: the steps of the damage pipeline, in the D.4 default order (the options' list). */
export const PIPELINE_STEPS = GG_PIPELINE_STEPS
export type PipelineStep = GgPipelineStep

const MODIFIER_STEPS: readonly PipelineStep[] = [
  'immunity',
  'reduction',
  'magnification',
  'resistance',
  'vulnerability',
]

/**
 * A usable order: every step once; the roll before the damage changes (Immunity may come before
 * it, as in the default); Barrier Points and the Scar offer after every damage change; HP and
 * the massive-damage check last.
 */
export function validPipelineOrder(order: readonly PipelineStep[]): boolean {
  if (order.length !== PIPELINE_STEPS.length) return false
  if (new Set(order).size !== order.length) return false
  const at = (s: PipelineStep): number => order.indexOf(s)
  const lastChange = Math.max(...MODIFIER_STEPS.map(at))
  const roll = at('dice+bonuses+crit/OB')
  return (
    MODIFIER_STEPS.every((s) => s === 'immunity' || at(s) > roll) &&
    at('barrierPoints') > lastChange &&
    at('scarOffer') > lastChange &&
    at('hp') === order.length - 2 &&
    at('massiveDamageCheck') === order.length - 1
  )
}

const GG_DAMAGE_TYPES_DEFAULT = [
  'bludgeoning',
  'piercing',
  'slashing',
  'acid',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'poison',
  'psychic',
  'radiant',
  'thunder',
  'limit',
] as const

/** The damage options of the D.4 registry (`gg.*`), with their defaults. */
export const ggDamageOptionsSchema = z.object({
  /** GG-Q29: dual-type damage against modifiers for only one of its types. */
  dualType: z.enum(['unionOnce', 'splitEvenly', 'requireAll']).default('unionOnce'),
  /** GG-Q30: rounding of every halving. */
  rounding: z.enum(['floor', 'ceil', 'nearest']).default('floor'),
  /** GG-Q31: the Endurance Damage Reduction applies to magical B/P/S too. */
  endDRvsMagical: z.boolean().default(true),
  /** GG-Q33: Scar reductions as fractions of HP Max. */
  scarReduction: z
    .object({ mild: z.number(), moderate: z.number(), severe: z.number() })
    .default({ mild: 0.25, moderate: 0.5, severe: 0.75 }),
  /** GG-Q33: Scar reductions as those fractions of HP Max, or as fixed amounts. */
  scarReductionMode: z.enum(['fraction', 'fixed']).default('fraction'),
  /** GG-Q33 'fixed': the amounts. */
  scarFixed: z
    .object({ mild: z.number().int(), moderate: z.number().int(), severe: z.number().int() })
    .default({ mild: 5, moderate: 10, severe: 15 }),
  /** F-GG-7 / GG-Q28: the damage types in play. */
  damageTypes: z.array(z.string()).default([...GG_DAMAGE_TYPES_DEFAULT]),
  /**
   * GG-085 / GG-Q32: the pipeline order. The rolled amount comes first and HP and the
   * massive-damage check last; Barrier Points and the Scar offer come after the damage modifiers.
   */
  pipelineOrder: z
    .array(z.enum(PIPELINE_STEPS))
    .default([...PIPELINE_STEPS])
    .refine(validPipelineOrder, {
      message:
        'The damage order must list every step once: the roll first, the damage changes next, then Barrier Points and Scars, then HP and the massive-damage check.',
    }),
})
export type GgDamageOptions = z.infer<typeof ggDamageOptionsSchema>
export const DEFAULT_GG_DAMAGE_OPTIONS: GgDamageOptions = ggDamageOptionsSchema.parse({})

/** F-GG-7 / GG-Q28: the damage types (5e types + Limit). */
export const GG_DAMAGE_TYPES = GG_DAMAGE_TYPES_DEFAULT

const PHYSICAL = new Set(['bludgeoning', 'piercing', 'slashing'])

/** GG-076: B/P/S are non-magical by default; every other type is magical by default. */
export function isMagicalByDefault(type: string): boolean {
  return !PHYSICAL.has(type.toLowerCase())
}

/**
 * GG-075: Limit can never be chosen by an effect that lets someone pick damage types.
 * Returns the types a chooser may pick from.
 */
export function choosableDamageTypes(types: readonly string[] = GG_DAMAGE_TYPES): string[] {
  return types.filter((t) => t.toLowerCase() !== 'limit')
}

/** GG-Q30: halve with the table's rounding. */
export function halve(n: number, rounding: GgDamageOptions['rounding'] = 'floor'): number {
  if (rounding === 'ceil') return Math.ceil(n / 2)
  if (rounding === 'nearest') return Math.round(n / 2)
  return Math.floor(n / 2)
}

/** GG-080: Endurance > 0 gives DR half the Endurance (rounded per GG-Q30), minimum 1, vs B/P/S. */
export function enduranceReduction(
  endurance: number,
  rounding: GgDamageOptions['rounding'] = 'floor',
): number {
  if (endurance <= 0) return 0
  return Math.max(1, halve(endurance, rounding))
}

/** One hit's damage as it reaches the target (after the attacker's dice, bonuses and crit/OB). */
export interface DamagePacket {
  amount: number
  /** One type, or two for dual-type damage (GG-077/078). Empty: untyped. */
  types: readonly string[]
  /** GG-076: overrides the magical default (a magic sword's Slashing is magical). */
  magical?: boolean
}

/** How the target meets damage, per type (lower-case keys). The smallest local shape this module needs. */
export interface DamageDefences {
  immune?: readonly string[]
  /** GG-079: Reduction X per type. */
  reduction?: Readonly<Record<string, number>>
  /** GG-081/084: how many sources of Resistance per type. */
  resistance?: Readonly<Record<string, number>>
  /** GG-082: Magnification X per type. */
  magnification?: Readonly<Record<string, number>>
  /** GG-083/084: how many sources of Vulnerability per type. */
  vulnerability?: Readonly<Record<string, number>>
  /** GG-076 example: a Feature giving Resistance to non-magical B/P/S. */
  resistNonMagicalPhysical?: boolean
  /** GG-080. */
  endurance?: number
}

/** The target's meters (the smallest local shape: the lead unifies it with the being type). */
export interface DamageTarget {
  hp: number
  hpMax: number
  bp?: number
  defences?: DamageDefences
  /** GG-087: the Scar Severities it already holds. */
  scars?: readonly ScarSeverity[]
}

export type ScarSeverity = 'mild' | 'moderate' | 'severe'

export type DamageStepKind =
  | 'limit'
  | 'immunity'
  | 'reduction'
  | 'magnification'
  | 'resistance'
  | 'vulnerability'
  | 'barrierPoints'
  | 'scar'
  | 'hp'

/**
 * One recorded step of the pipeline, as numbers (cheap to record a million times);
 * `describeDamageStep` turns it into words for the log.
 */
export interface DamageStep {
  step: DamageStepKind
  before: number
  after: number
  /** The packet's damage types (lower case). */
  types: readonly string[]
  /** Reduction/Magnification X from the type (GG-079/082). */
  typed?: number
  /** The Endurance value behind an Endurance DR (GG-080), and the DR. */
  endurance?: number
  enduranceDR?: number
  /** Extra Resistance/Vulnerability instances turned into Reduction/Magnification 5 each (GG-084). */
  extraInstances?: number
  /** The Scar Severity taken (GG-087). */
  scar?: ScarSeverity
}

/** Plain words for one step, e.g. "Resistance to fire: 19 halved to 9". */
export function describeDamageStep(s: DamageStep): string {
  const label = s.types.join(' ') || 'untyped'
  const change = `${s.before} → ${s.after}`
  switch (s.step) {
    case 'limit':
      return `Limit damage: nothing reduces or changes it (${s.after})`
    case 'immunity':
      return `Immune to ${label}: no damage`
    case 'reduction':
    case 'magnification': {
      const word = s.step === 'reduction' ? 'Reduction' : 'Magnification'
      const parts: string[] = []
      if ((s.typed ?? 0) > 0) parts.push(`${word} ${s.typed} (${label})`)
      if ((s.enduranceDR ?? 0) > 0) {
        parts.push(`Endurance ${s.endurance}: Damage Reduction ${s.enduranceDR}`)
      }
      if ((s.extraInstances ?? 0) > 0) {
        const what = s.step === 'reduction' ? 'Resistance' : 'Vulnerability'
        parts.push(`${s.extraInstances} extra ${what}: ${word} ${5 * (s.extraInstances ?? 0)}`)
      }
      return `${parts.join(', ')}: ${change}`
    }
    case 'resistance':
      return `Resistance to ${label}: halved, ${change}`
    case 'vulnerability':
      return `Vulnerability to ${label}: doubled, ${change}`
    case 'barrierPoints':
      return `Barrier Points absorb ${s.before - s.after}: ${change}`
    case 'scar':
      return `${s.scar ?? ''} Scar Concept prevents ${s.before - s.after}: ${change}`
    case 'hp':
      return `HP ${s.before} → ${s.after}`
  }
}

export interface DamageResult {
  /** Damage after the target's modifiers, before BP (GG-085/086). */
  modified: number
  /** BP lost (GG-089). */
  bpLost: number
  /** Damage prevented by a Scar Concept (GG-087). */
  scarReduced: number
  /** HP lost. */
  hpLost: number
  bp: number
  hp: number
  /** Damage left after BP and HP: what the massive-damage check looks at (GG-Q41). */
  overflow: number
  /** GG-078: the types each counted separately for triggers ("on Cold damage…"). */
  triggerTypes: readonly string[]
  scarTaken?: ScarSeverity
  steps: DamageStep[]
}

function sumFor(
  rec: Readonly<Record<string, number>> | undefined,
  types: readonly string[],
  once: 'max' | 'all',
): number {
  if (rec === undefined) return 0
  let best = 0
  let all = Infinity
  for (const t of types) {
    const v = rec[t] ?? 0
    if (v > best) best = v
    if (v < all) all = v
  }
  if (types.length === 0) return 0
  return once === 'all' ? all : best
}

/**
 * GG-079 … GG-086, GG-075, GG-078, GG-084, GG-085, GG-Q29, GG-Q31: the target's damage
 * modifiers on one packet, each step recorded. Damage is never below 0 (GG-070).
 */
export function modifyDamage(
  packet: DamagePacket,
  defences: DamageDefences = {},
  options: GgDamageOptions = DEFAULT_GG_DAMAGE_OPTIONS,
  steps: DamageStep[] = [],
): number {
  const types = lowerTypes(packet.types)
  let amount = Math.max(0, packet.amount)
  if (types.includes('limit')) {
    steps.push({ step: 'limit', before: amount, after: amount, types })
    return amount
  }
  if (options.dualType === 'splitEvenly' && types.length > 1) {
    // GG-Q29 'splitEvenly': each type takes an even share (the first takes any remainder).
    const share = Math.floor(amount / types.length)
    let total = 0
    types.forEach((t, i) => {
      const part = i === 0 ? amount - share * (types.length - 1) : share
      const one: DamagePacket =
        packet.magical === undefined
          ? { amount: part, types: [t] }
          : { amount: part, types: [t], magical: packet.magical }
      total += modifyDamage(one, defences, options, steps)
    })
    return total
  }
  // GG-078 / GG-Q29: each modification applies at most once; 'unionOnce' if any type has it,
  // 'requireAll' only if every type has it.
  const mode = options.dualType === 'requireAll' ? 'all' : 'max'

  const physical = listMatches(PHYSICAL_LIST, types, mode)
  let magical = packet.magical
  if (magical === undefined) {
    magical = false
    for (const t of types) if (!PHYSICAL.has(t)) magical = true
  }
  const resistCount =
    sumFor(defences.resistance, types, mode) +
    (defences.resistNonMagicalPhysical === true && physical && !magical ? 1 : 0)
  const vulnCount = sumFor(defences.vulnerability, types, mode)

  // GG-085 / GG-Q32: the modifications in the table's order (default: Immunity first, then
  // Reduction → Magnification → Resistance → Vulnerability).
  for (const kind of options.pipelineOrder) {
    if (kind === 'immunity') {
      if (listMatches(defences.immune, types, mode)) {
        steps.push({ step: 'immunity', before: amount, after: 0, types })
        return 0
      }
    } else if (kind === 'reduction') {
      // The type's Reduction, the Endurance DR vs B/P/S, and 5 per extra Resistance (GG-084).
      const typedReduction = sumFor(defences.reduction, types, mode)
      const endurance = defences.endurance ?? 0
      const endDR =
        physical && (options.endDRvsMagical || !magical)
          ? enduranceReduction(endurance, options.rounding)
          : 0
      const extraResist = resistCount > 1 ? resistCount - 1 : 0
      const reduction = typedReduction + endDR + 5 * extraResist
      if (reduction > 0) {
        const after = Math.max(0, amount - reduction)
        const step: DamageStep = { step: 'reduction', before: amount, after, types }
        if (typedReduction > 0) step.typed = typedReduction
        if (endDR > 0) {
          step.endurance = endurance
          step.enduranceDR = endDR
        }
        if (extraResist > 0) step.extraInstances = extraResist
        steps.push(step)
        amount = after
      }
    } else if (kind === 'magnification') {
      const typedMagnification = sumFor(defences.magnification, types, mode)
      const extraVuln = vulnCount > 1 ? vulnCount - 1 : 0
      const magnification = typedMagnification + 5 * extraVuln
      if (magnification > 0) {
        const after = amount + magnification
        const step: DamageStep = { step: 'magnification', before: amount, after, types }
        if (typedMagnification > 0) step.typed = typedMagnification
        if (extraVuln > 0) step.extraInstances = extraVuln
        steps.push(step)
        amount = after
      }
    } else if (kind === 'resistance') {
      if (resistCount > 0) {
        const after = halve(amount, options.rounding)
        steps.push({ step: 'resistance', before: amount, after, types })
        amount = after
      }
    } else if (kind === 'vulnerability') {
      if (vulnCount > 0) {
        const after = amount * 2
        steps.push({ step: 'vulnerability', before: amount, after, types })
        amount = after
      }
    }
  }
  return amount
}

const PHYSICAL_LIST: readonly string[] = ['bludgeoning', 'piercing', 'slashing']

function lowerTypes(types: readonly string[]): readonly string[] {
  for (const t of types) if (t !== t.toLowerCase()) return types.map((x) => x.toLowerCase())
  return types
}

function listMatches(
  list: readonly string[] | undefined,
  types: readonly string[],
  mode: 'max' | 'all',
): boolean {
  if (list === undefined || types.length === 0) return false
  if (mode === 'all') {
    for (const t of types) if (!list.includes(t)) return false
    return true
  }
  for (const t of types) if (list.includes(t)) return true
  return false
}

/** An attacker's Feature that adds damage to some types (GG-077). */
export interface DamageBonusFeature {
  name: string
  /** Bonus per damage type (lower case). */
  bonus: Readonly<Record<string, number>>
}

/**
 * GG-077: damage of two types at once counts each type for the attacker's modifiers; bonuses from
 * different Features add up, but one Feature applies at most once across the types (its best).
 */
export function attackerTypeBonus(
  features: readonly DamageBonusFeature[],
  types: readonly string[],
): number {
  const lower = lowerTypes(types)
  let total = 0
  for (const f of features) {
    let best = 0
    let found = false
    for (const t of lower) {
      const v = f.bonus[t]
      if (v !== undefined && (!found || v > best)) {
        best = v
        found = true
      }
    }
    total += best
  }
  return total
}

/**
 * GG-072: one Damage Roll for several Targets: the same rolled amount goes to each, and each
 * Target's own modifiers (and Scar choice) still apply.
 */
export function applyDamageToEach(
  packet: DamagePacket,
  targets: readonly DamageTarget[],
  options: GgDamageOptions = DEFAULT_GG_DAMAGE_OPTIONS,
): DamageResult[] {
  return targets.map((t) => applyDamage(packet, t, undefined, options))
}

/** GG-087 / GG-Q33: how much a Scar of a Severity can prevent (a fraction of HP Max, rounded down). */
export function scarReductionFor(
  severity: ScarSeverity,
  hpMax: number,
  options: GgDamageOptions = DEFAULT_GG_DAMAGE_OPTIONS,
): number {
  if (options.scarReductionMode === 'fixed') return options.scarFixed[severity]
  return Math.floor(hpMax * options.scarReduction[severity])
}

/** GG-087: one Scar Concept of each Severity at a time. */
export function assertCanTakeScar(held: readonly ScarSeverity[], severity: ScarSeverity): void {
  if (held.includes(severity)) {
    throw new Error(
      `This Character already has a ${severity} Scar and can hold only one of each kind; choose another.`,
    )
  }
}

/**
 * GG-069 … GG-092 + GG-Q32: apply one packet to a target: modifiers, Barrier Points first
 * (GG-089, GG-092), an optional Scar Concept (GG-087), then HP, floored at 0 (GG-069).
 */
export function applyDamage(
  packet: DamagePacket,
  target: DamageTarget,
  scar?: ScarSeverity,
  options: GgDamageOptions = DEFAULT_GG_DAMAGE_OPTIONS,
): DamageResult {
  const steps: DamageStep[] = []
  const modified = modifyDamage(packet, target.defences, options, steps)
  const types = lowerTypes(packet.types)
  const triggerTypes = types
  let amount = modified

  const bpBefore = Math.max(0, target.bp ?? 0)
  let bpLost = 0
  let scarReduced = 0
  // GG-Q32: Barrier Points then the Scar offer by default; the table may swap them.
  if (scar !== undefined) assertCanTakeScar(target.scars ?? [], scar)
  const order = options.pipelineOrder
  const scarFirst = order.indexOf('scarOffer') < order.indexOf('barrierPoints')
  for (let pass = 0; pass < 2; pass++) {
    if ((pass === 0) !== scarFirst) {
      bpLost = Math.min(bpBefore, amount)
      if (bpLost > 0) {
        steps.push({ step: 'barrierPoints', before: amount, after: amount - bpLost, types })
        amount -= bpLost
      }
    } else if (scar !== undefined && amount > 0) {
      scarReduced = Math.min(amount, scarReductionFor(scar, target.hpMax, options))
      steps.push({ step: 'scar', before: amount, after: amount - scarReduced, types, scar })
      amount -= scarReduced
    }
  }

  const hpLost = Math.min(Math.max(0, target.hp), amount)
  const hp = Math.max(0, target.hp) - hpLost
  steps.push({ step: 'hp', before: target.hp, after: hp, types })
  const result: DamageResult = {
    modified,
    bpLost,
    scarReduced,
    hpLost,
    bp: bpBefore - bpLost,
    hp,
    overflow: amount - hpLost,
    triggerTypes,
    steps,
  }
  if (scarReduced > 0) result.scarTaken = scar
  return result
}

/**
 * GG-088: the GG may Invoke a held Scar Concept; the Concepts rules are missing from the extract,
 * so the default effect is Disadvantage on one related Test. Throws if the Scar is not held.
 */
export function invokeScar(held: readonly ScarSeverity[], severity: ScarSeverity): 'disadvantage' {
  if (!held.includes(severity)) {
    throw new Error(`This Character has no ${severity} Scar to invoke.`)
  }
  return 'disadvantage'
}

/**
 * GG-093: Barrier Points last as long as the granting effect says; with no stated duration they
 * last until used up or until a Long Rest ends. Returns the BP left after the event.
 */
export function barrierPointsAfter(
  bp: number,
  event: 'longRest' | 'effectEnded',
  statedDuration: boolean,
): number {
  if (event === 'longRest' && !statedDuration) return 0
  if (event === 'effectEnded' && statedDuration) return 0
  return bp
}

/** GG-090/GG-091: BP never add; the Character keeps the old amount or replaces it (they may exceed HP Max). */
export function gainBarrierPoints(
  current: number,
  offered: number,
  choice: 'keep' | 'replace',
): number {
  return choice === 'replace' ? Math.max(0, offered) : Math.max(0, current)
}

/** GG-094/GG-095: healing adds up to HP Max (the rest is lost); the dead regain nothing. */
export function heal(hp: number, hpMax: number, amount: number, dead = false): number {
  if (dead) return hp
  return Math.min(hpMax, hp + Math.max(0, amount))
}
