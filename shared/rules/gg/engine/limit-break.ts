/**
 * GG Limit Break: the party's Limit Potential pool (OTHER-SYSTEMS.md A.6, GG-110 … GG-114; seed
 * 001, "Limit Break"). The Memory a Limit Break summons is memory.ts's; Mark is economy.ts's and
 * the Scar Concepts are the damage rules'. Scar recovery (GG-Q33) stays here for now.
 */
import type { GgScarSeverity } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'

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
  options: Pick<GgOptions, 'lbCapOutsideCE'> = GG_DEFAULT_OPTIONS,
): number {
  return criticalEngagement ? GG_LB_MAX_LEVEL * GG_LP_PER_LEVEL : options.lbCapOutsideCE
}

/** GG-110/111: add LP to the pool; what the cap cuts off is wasted. */
export function lpAfterGain(
  lp: number,
  gain: number,
  criticalEngagement: boolean,
  options: Pick<GgOptions, 'lbCapOutsideCE'> = GG_DEFAULT_OPTIONS,
): { lp: number; wasted: number } {
  if (gain < 0) throw new RangeError('Limit Potential gained cannot be negative.')
  const cap = lpCap(criticalEngagement, options)
  const raw = lp + gain
  const next = Math.max(lp, Math.min(cap, raw))
  return { lp: next, wasted: raw - next }
}

/** Who may make passive LP (GG-112, GG-Q42): a PC, another ally, the Memory, or a hostile. */
export type GgLpBeing = 'pc' | 'ally' | 'memory' | 'hostile'

/**
 * GG-112 (GG-Q42): LP a being makes at the start of its Turn: 5 for PCs, and for every ally when
 * the table says `allAllies`. Reading confirmed here: the Memory is a summon, not a PC, so under
 * `lpGenerators: 'pcs'` (the default) it makes no passive LP; under `allAllies` it is one of the
 * party's allies and makes 5 like them. Hostiles never do.
 */
export function passiveLp(
  being: GgLpBeing,
  options: Pick<GgOptions, 'lpGenerators'> = GG_DEFAULT_OPTIONS,
): number {
  if (being === 'pc') return GG_PASSIVE_LP
  if (being !== 'hostile' && options.lpGenerators === 'allAllies') return GG_PASSIVE_LP
  return 0
}

/** GG-113: LP for a named combat event, as the table set it (0 for an event it did not list). */
export function eventLp(
  event: string,
  options: Pick<GgOptions, 'lpEvents'> = GG_DEFAULT_OPTIONS,
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
  options: Pick<GgOptions, 'lbSpend'> = GG_DEFAULT_OPTIONS,
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

/**
 * GG-087 (GG-Q33): a Long Rest clears every Scar when the table says so; by default the GM clears
 * them. (The Scar Concepts themselves, taking and invoking them, are the damage rules'.)
 */
export function scarsAfterLongRest<T extends Partial<Record<GgScarSeverity, string>>>(
  scars: T,
  options: Pick<GgOptions, 'scarRecovery'> = GG_DEFAULT_OPTIONS,
): T | Record<string, never> {
  return options.scarRecovery === 'longRest' ? {} : scars
}
