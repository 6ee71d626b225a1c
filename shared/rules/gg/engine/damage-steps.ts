/**
 * The recorded steps of the GG damage pipeline (damage.ts; OTHER-SYSTEMS.md A.4, GG-079 …
 * GG-089) and the plain words the log shows for each.
 */
import type { GgScarSeverity } from './model'

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
  scar?: GgScarSeverity
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
