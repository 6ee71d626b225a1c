/**
 * The cost side of moving along a path (OTHER-SYSTEMS.md B.2, ZZ-23..26, ZZ-Q28; seed 003, the
 * "Pass through a space occupied by a hostile creature" action; Jump is [EXT]). The caller gives
 * the path as the squares after the start, each with its step cost (1 orthogonal, `diagonalStep`
 * diagonal) and who stands there relative to the mover; no geometry is read here. The contests
 * themselves (Dodge, ZZ-25) are rolled elsewhere; Jump's d20 + DEX is rolled here.
 */
import type { Dice } from '../../../dice'
import { zzChargeMove, zzSpend, type ZzLedger } from './economy'
import type { ZzDisposition, ZzFigure } from './model'
import type { ZzOptions } from './options'

/** One square of a path. */
export interface ZzPathStep {
  /** Move Points to step onto it (1 orthogonal; `zz.diagonalStep` diagonal). */
  cost: number
  /** Who stands on it, as the mover sees them; null when nobody. */
  occupant: ZzDisposition | null
  /** The occupant's name, for the contests and refusals. */
  name?: string
  /** The mover jumps over this square and lands on the next (ZZ-26). */
  jump?: boolean
}

/** What a path costs and which rolls it needs. */
export interface ZzPathPlan {
  /** Move Points (Extra Walk may pay part of it with AP). */
  move: number
  /** AP for Dodges (1 per run of neutral or hostile squares). */
  ap: number
  /** One Dodge contest per neutral or hostile square passed (ZZ-Q28), by path index. */
  dodges: { index: number; name: string }[]
  /** The indices of the squares jumped over; each needs a Jump roll. */
  jumps: number[]
}

/**
 * ZZ-24/25/26, ZZ-Q28 (`dodgeMoveCost`): the cost of a path: friends are passed free, the path
 * must end on a blank square, a neutral or hostile square needs a Dodge (1 AP per run, and
 * `dodgeMoveCost` Move per square, one contest per occupant), a Jump over one square costs 2 Move
 * and lands on the next. Throws a GM-readable refusal.
 */
export function zzPathCost(
  steps: readonly ZzPathStep[],
  options: Pick<ZzOptions, 'dodgeMoveCost'>,
): ZzPathPlan {
  const plan: ZzPathPlan = { move: 0, ap: 0, dodges: [], jumps: [] }
  const last = steps[steps.length - 1]
  if (last?.occupant) {
    throw new Error(
      `${last.name ?? 'Someone'} stands on the last square; a move must end on a blank square.`,
    )
  }
  if (last?.jump) throw new Error('A Jump must land on the square after the one jumped over.')
  let inDodge = false
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as ZzPathStep
    if (step.jump) {
      if (steps[i - 1]?.jump) throw new Error('A Jump clears only one square.')
      plan.jumps.push(i)
      plan.move += 2
      inDodge = false
      continue
    }
    if (steps[i - 1]?.jump) continue // the landing square is paid by the Jump
    if (step.occupant === 'neutral' || step.occupant === 'hostile') {
      if (!inDodge) plan.ap += 1
      inDodge = true
      plan.dodges.push({ index: i, name: step.name ?? 'the occupant' })
      plan.move += Math.max(step.cost, options.dodgeMoveCost)
      continue
    }
    inDodge = false
    plan.move += step.cost
  }
  return plan
}

/** ZZ-03/24/25: charge a planned path to the ledger: the Dodges' AP first, then the walk. */
export function zzChargePath(
  ledger: ZzLedger,
  plan: ZzPathPlan,
): { ledger: ZzLedger; converted: number } {
  const afterDodge = plan.ap > 0 ? zzSpend(ledger, { ap: plan.ap }, 'Dodge') : ledger
  return zzChargeMove(afterDodge, plan.move)
}

/** ZZ-26 [EXT]: the Jump roll, d20 + DEX (+ modifiers) ≥ 10 clears the square; either way the 2 Move are spent. */
export function zzJumpRoll(
  figure: Pick<ZzFigure, 'name' | 'dex'>,
  dice: Dice,
  modifier = 0,
): { roll: number; total: number; cleared: boolean; line: string } {
  const roll = dice.roll(20)
  const total = roll + figure.dex + modifier
  const cleared = total >= 10
  return {
    roll,
    total,
    cleared,
    line: `${figure.name} jumps: ${roll} + DEX ${figure.dex}${modifier ? ` ${modifier > 0 ? '+' : '−'} ${Math.abs(modifier)}` : ''} = ${total}: ${cleared ? 'clears it' : 'stays put'}.`,
  }
}
