/**
 * ZZ skills (OTHER-SYSTEMS.md B.6.2, ZZ-55, ZZ-61, ZZ-62; seed 003, "Use one of your character's
 * Skills" and "Stop, drop, and roll"): d12 + a Primary Attribute + modifiers against a Difficulty,
 * the difficulty ladder as data (described in our own words), and the Stop, Drop & Roll check.
 */
import type { Dice } from '../../../dice'
import { rollCritChain, type CritChain, type CritPlan } from './crit'
import type { ZzOptions } from './options'

/** One step of the difficulty ladder. */
export interface ZzDifficultyStep {
  difficulty: number
  label: string
  /** What it means at the table, for the GM. */
  description: string
}

/** ZZ-62: the difficulty ladder, easiest first. */
export const ZZ_DIFFICULTY_LADDER: readonly ZzDifficultyStep[] = [
  {
    difficulty: 1,
    label: 'Trivial',
    description: 'Anyone manages it for 1 AP; nothing is rolled.',
  },
  {
    difficulty: 5,
    label: 'Easy',
    description: 'Nearly everyone gets it on the first or second go.',
  },
  {
    difficulty: 10,
    label: 'Moderate',
    // Said with the engine's own chance by ladder-words.ts: the text's "1/5" is not what d12 + 1 gives.
    description: 'A stubborn lid: a weak character may need several tries; a strong one a few.',
  },
  {
    difficulty: 15,
    label: 'Hard',
    description: 'Wants an attribute around 6 for a fair chance; tough without training.',
  },
  {
    difficulty: 20,
    label: 'Very hard',
    description: 'Out of reach for most but the well trained.',
  },
  {
    difficulty: 25,
    label: 'Heroic',
    description: 'Cannot be reached without Aim/Focus and more than one Critical Hit.',
  },
]

/** ZZ-62: the ladder step a Difficulty falls on (the highest step at or below it). */
export function difficultyStep(difficulty: number): ZzDifficultyStep {
  let step = ZZ_DIFFICULTY_LADDER[0] as ZzDifficultyStep
  for (const s of ZZ_DIFFICULTY_LADDER) if (s.difficulty <= difficulty) step = s
  return step
}

/** A Use Skill result. */
export interface ZzSkillResult {
  /** Difficulty 1: no roll. */
  automatic: boolean
  face: number | null
  flat: number
  chain: CritChain | null
  total: number | null
  success: boolean
}

/**
 * ZZ-61/62: Use Skill (1 AP): d12 + the attribute + modifiers ≥ Difficulty succeeds; Difficulty 1
 * (or less) succeeds without a roll. Aim/Focus (ZZ-56) doubles the total per its plan.
 */
export function zzUseSkill(
  input: { attribute: number; difficulty: number; modifier?: number; aim?: CritPlan },
  dice: Dice,
  options: Pick<ZzOptions, 'critDie' | 'doubleScope' | 'chainFailKeepsFirst'>,
): ZzSkillResult {
  const flat = input.attribute + (input.modifier ?? 0)
  if (input.difficulty <= 1) {
    return { automatic: true, face: null, flat, chain: null, total: null, success: true }
  }
  const face = dice.roll(12)
  const base = face + flat
  const chain = input.aim === undefined ? null : rollCritChain(base, face, input.aim, dice, options)
  const total = chain ? chain.total : base
  return { automatic: false, face, flat, chain, total, success: total >= input.difficulty }
}

/**
 * ZZ-55, ZZ-31, ZZ-Q29: the Stop, Drop & Roll check (3 AP + 3 Move Points, the figure face-down):
 * d12 + DEX ≥ `sdrDifficulty` puts the fire out.
 */
export function zzStopDropRoll(
  dex: number,
  dice: Dice,
  options: Pick<ZzOptions, 'sdrDifficulty' | 'critDie' | 'doubleScope' | 'chainFailKeepsFirst'>,
  modifier = 0,
): ZzSkillResult & { extinguished: boolean; ap: 3; movePoints: 3; orientation: 'face-down' } {
  const r = zzUseSkill(
    { attribute: dex, difficulty: options.sdrDifficulty, modifier },
    dice,
    options,
  )
  return { ...r, extinguished: r.success, ap: 3, movePoints: 3, orientation: 'face-down' }
}
