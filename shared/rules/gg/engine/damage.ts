/**
 * GG damage pipeline (OTHER-SYSTEMS.md A.4, GG-069 … GG-095; the seed 001 extract has no
 * headings: its paragraphs on Hit Points, Damage Rolls, Damage Types, damage modifiers, Immunity,
 * Scar Concepts and healing, lines 71–97, and on Barrier Points, lines 113–118). The order is GG-085 + GG-Q32:
 * Immunity → (dice, bonuses, crit/OB: already in the amount) → Reduction → Magnification →
 * Resistance → Vulnerability → Barrier Points → Scar offer → HP. Every step is recorded so the log
 * can show how the number came about (damage-steps.ts words them; Scars are in scars.ts, Barrier
 * Point gains and healing in healing.ts). The massive-damage check belongs to the dying rules (A.5):
 * `overflow` gives it the damage left after BP and HP (GG-Q41).
 */
import type { DamageStep } from './damage-steps'
import { lowerTypes, typesMatch, typeValue } from './damage-types'
import { GG_PHYSICAL_TYPES, type GgScarSeverity } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import { assertCanTakeScar, scarReductionFor } from './scars'

/** The table options the damage pipeline reads (all from `GgOptions`). */
export type GgDamageOptions = Pick<
  GgOptions,
  'dualType' | 'rounding' | 'endDRvsMagical' | 'scarReduction' | 'scarFixed' | 'pipelineOrder'
>

/** GG-Q30: halve with the table's rounding. */
export function halve(n: number, rounding: GgDamageOptions['rounding'] = 'floor'): number {
  if (rounding === 'ceil') return Math.ceil(n / 2)
  if (rounding === 'nearest') return Math.round(n / 2)
  return Math.floor(n / 2)
}

/**
 * GG-080: Endurance > 0 gives DR half the Endurance (rounded per GG-Q30), minimum 1, vs B/P/S;
 * added to any Reduction X the target lists for the type (see `modifyDamage`).
 */
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
  scars?: readonly GgScarSeverity[]
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
  scarTaken?: GgScarSeverity
  steps: DamageStep[]
}

/**
 * GG-079 … GG-086, GG-075, GG-078, GG-084, GG-085, GG-Q29, GG-Q31: the target's damage
 * modifiers on one packet, each step recorded. Damage is never below 0 (GG-070).
 *
 * Readings:
 * - Endurance DR with a listed Reduction X for the same type (GG-079/080): the two are **added**
 *   (and so is Reduction 5 per extra Resistance, GG-084). The seed names them as separate sources
 *   ("gains Damage Reduction X" beside "Reduction X to a Damage Type") and applies "Reductions"
 *   together first; nothing there says only the larger counts. Ex.: 10 slashing, Reduction 3
 *   (slashing), Endurance 4 → 10 − (3 + 2) = 5.
 * - Two-type damage (GG-077/078, GG-Q29 'unionOnce'): each modification is applied **once to the
 *   whole amount**, never once per type: Immunity if either type has it; the larger Reduction X
 *   or Magnification X of the two types; Resistance (or Vulnerability) halves (doubles) once,
 *   with the larger instance count of the two types for GG-084; the Endurance DR once when a type
 *   is B/P/S. 'requireAll' applies each only when every type has it; 'splitEvenly' splits the
 *   amount and runs each share through on its own.
 */
export function modifyDamage(
  packet: DamagePacket,
  defences: DamageDefences = {},
  options: GgDamageOptions = GG_DEFAULT_OPTIONS,
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

  const physical = typesMatch(GG_PHYSICAL_TYPES, types, mode)
  // GG-076 (seed L82): B/P/S are non-magical by default, so their damage is magical only when the
  // packet says so (a magic sword). A second type that is magical by default (Slashing + Fire) does
  // not make the Slashing magical: two-type damage meets each modification as each type (L84).
  const nonMagicalPhysical = physical && packet.magical !== true
  const resistCount =
    typeValue(defences.resistance, types, mode) +
    (defences.resistNonMagicalPhysical === true && nonMagicalPhysical ? 1 : 0)
  const vulnCount = typeValue(defences.vulnerability, types, mode)

  // GG-085 / GG-Q32: the modifications in the table's order (default: Immunity first, then
  // Reduction → Magnification → Resistance → Vulnerability).
  for (const kind of options.pipelineOrder) {
    if (kind === 'immunity') {
      if (typesMatch(defences.immune, types, mode)) {
        steps.push({ step: 'immunity', before: amount, after: 0, types })
        return 0
      }
    } else if (kind === 'reduction') {
      // The type's Reduction, the Endurance DR vs B/P/S, and 5 per extra Resistance (GG-084).
      const typedReduction = typeValue(defences.reduction, types, mode)
      const endurance = defences.endurance ?? 0
      const endDR =
        physical && (options.endDRvsMagical || nonMagicalPhysical)
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
      const typedMagnification = typeValue(defences.magnification, types, mode)
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

/**
 * GG-072: one Damage Roll for several Targets: the same rolled amount goes to each, and each
 * Target's own modifiers (and Scar choice) still apply.
 */
export function applyDamageToEach(
  packet: DamagePacket,
  targets: readonly DamageTarget[],
  options: GgDamageOptions = GG_DEFAULT_OPTIONS,
): DamageResult[] {
  return targets.map((t) => applyDamage(packet, t, undefined, options))
}

/**
 * GG-069 … GG-092 + GG-Q32: apply one packet to a target: modifiers, Barrier Points first
 * (GG-089, GG-092), an optional Scar Concept (GG-087), then HP, floored at 0 (GG-069).
 */
export function applyDamage(
  packet: DamagePacket,
  target: DamageTarget,
  scar?: GgScarSeverity,
  options: GgDamageOptions = GG_DEFAULT_OPTIONS,
): DamageResult {
  const steps: DamageStep[] = []
  const modified = modifyDamage(packet, target.defences, options, steps)
  return absorbDamage(modified, lowerTypes(packet.types), target, scar, options, steps)
}

/**
 * GG-087 … GG-092 + GG-Q32: damage already through the target's modifiers (`modified`) meets its
 * Barrier Points and an optional Scar Concept in the table's order, then HP. A Scar offered
 * after the roll (the GM's answer comes later) lands the held damage through here.
 */
export function absorbDamage(
  modified: number,
  types: readonly string[],
  target: DamageTarget,
  scar: GgScarSeverity | undefined,
  options: GgDamageOptions = GG_DEFAULT_OPTIONS,
  steps: DamageStep[] = [],
): DamageResult {
  let amount = Math.max(0, modified)
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
    triggerTypes: types,
    steps,
  }
  if (scarReduced > 0) result.scarTaken = scar
  return result
}
