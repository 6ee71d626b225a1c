/**
 * GG Scar Concepts (OTHER-SYSTEMS.md A.4, GG-087 / GG-088, GG-Q33; seed 001, the Scar Concept
 * paragraph, line 91): how much a Scar prevents, one of each Severity, invoking one. The damage
 * pipeline (damage.ts) offers the Scar after Barrier Points by default (GG-Q32).
 */
import type { GgScarSeverity } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

/** GG-087 / GG-Q33: how much a Scar of a Severity can prevent (a fraction of HP Max, rounded down). */
export function scarReductionFor(
  severity: GgScarSeverity,
  hpMax: number,
  options: Pick<GgOptions, 'scarReduction' | 'scarFixed'> = GG_DEFAULT_OPTIONS,
): number {
  if (options.scarReduction.mode === 'fixed') return options.scarFixed[severity]
  return Math.floor(hpMax * options.scarReduction[severity])
}

/** GG-087: one Scar Concept of each Severity at a time. */
export function assertCanTakeScar(held: readonly GgScarSeverity[], severity: GgScarSeverity): void {
  if (held.includes(severity)) {
    throw new Error(
      `This Character already has a ${severity} Scar and can hold only one of each kind; choose another.`,
    )
  }
}

/**
 * GG-088: the GG may Invoke a held Scar Concept; the Concepts rules are missing from the extract,
 * so the default effect is Disadvantage on one related Test. Throws if the Scar is not held.
 */
export function invokeScar(
  held: readonly GgScarSeverity[],
  severity: GgScarSeverity,
): 'disadvantage' {
  if (!held.includes(severity)) {
    throw new Error(`This Character has no ${severity} Scar to invoke.`)
  }
  return 'disadvantage'
}
