/**
 * The difficulty ladder's words with the odds the engine computes (ZZ-62). The rules text gives
 * Difficulty 10 a "1/5 chance" for an attribute of 1, but d12 + 1 reaches 10 on four faces of
 * twelve, before Critical Hits: a ladder that quoted the text would tell the GM one figure and the
 * dialog another. The figure said is always the one `zzSkillOdds` works out for this table.
 */
import type { ZzCritOptions } from './crit'
import { zzSkillOdds } from './odds'
import type { ZzDifficultyStep } from './skill'

/** "one in 3", "about one in 5": a chance as a GM says it. */
export function oneIn(p: number): string {
  if (p <= 0) return 'no chance'
  if (p >= 1) return 'a sure thing'
  const n = 1 / p
  const whole = Math.round(n)
  return Math.abs(n - whole) < 0.01 ? `one in ${whole}` : `about one in ${whole}`
}

/** The step's description for the GM; Difficulty 10 says the engine's chance for attribute 1. */
export function difficultyWords(step: ZzDifficultyStep, options: ZzCritOptions): string {
  if (step.difficulty !== 10) return step.description
  const p = zzSkillOdds({ attribute: 1, difficulty: 10 }, options)
  return `Someone with 1 in the attribute has ${oneIn(p)} (${Math.round(p * 100)}%) per try; strong characters get it in a few tries.`
}
