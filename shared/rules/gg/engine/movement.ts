/**
 * GG movement on 1 m cells (OTHER-SYSTEMS.md A.2, GG-020 … GG-044; seed 001, "Movement" and
 * "Combat: Movement"), and escaping a grapple (GG-063). Costs are metres; hex steps cost 1 m, square
 * steps 1 m orthogonally and 1.5 m diagonally (GG-040). Jumps (GG-029 … GG-033) are jumps.ts's.
 * A jump is not a movement mode: each metre jumped is paid from the current mode's budget. Area
 * of Control, gridless rulers and Theatre-of-the-Mind bands are area-of-control.ts's.
 */
import { rollSum, type Dice } from '../../../dice'
import { escapeGrappleGoal } from './attack-rules'
import { GG_SIZES, sizeSteps, type GgMoveMode, type GgSize } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import { traitTest, type AdvantageCount, type TraitTestResult } from './test'

/** One Movement action's running account (GG-020/021). */
export interface GgMoveBudget {
  speeds: Partial<Record<GgMoveMode, number>>
  mode: GgMoveMode
  /** Movement spent so far (costs, GG-Q10 'spent'). */
  spent: number
  /** Metres travelled so far (GG-Q10 'distance'). */
  travelled: number
}

/** GG-020: a fresh Movement action in `mode`. */
export function moveBudget(
  speeds: GgMoveBudget['speeds'],
  mode: GgMoveMode = 'walk',
): GgMoveBudget {
  return { speeds, mode, spent: 0, travelled: 0 }
}

/** GG-020/021: metres of movement left in the current mode (never below 0). */
export function budgetRemaining(
  b: GgMoveBudget,
  options: Pick<GgOptions, 'modeSwitchBasis'> = GG_DEFAULT_OPTIONS,
): number {
  const used = options.modeSwitchBasis === 'spent' ? b.spent : b.travelled
  return Math.max(0, (b.speeds[b.mode] ?? 0) - used)
}

/**
 * GG-021 switching modes: what was used so far is subtracted from the new mode's speed; with
 * nothing left the new mode cannot be used this Movement action.
 */
export function budgetSwitchMode(
  b: GgMoveBudget,
  mode: GgMoveMode,
  options: Pick<GgOptions, 'modeSwitchBasis'> = GG_DEFAULT_OPTIONS,
): GgMoveBudget {
  if (b.speeds[mode] === undefined) throw new Error(`This character has no ${mode} speed.`)
  const next = { ...b, mode }
  if (budgetRemaining(next, options) <= 0) {
    const used = options.modeSwitchBasis === 'spent' ? b.spent : b.travelled
    throw new Error(
      `No ${mode} movement is left in this Movement action: ${b.speeds[mode]} m less the ${used} m already used is nothing.`,
    )
  }
  return next
}

/**
 * GG-020 / GG-040 (GG-Q16): pay for `metres` travelled at `cost`. A step needs its full cost left
 * (or only 1 m left when `needFullStepCost` is off).
 */
export function budgetAfterStep(
  b: GgMoveBudget,
  metres: number,
  cost: number,
  options: Pick<GgOptions, 'modeSwitchBasis' | 'needFullStepCost'> = GG_DEFAULT_OPTIONS,
): GgMoveBudget {
  const left = budgetRemaining(b, options)
  const need = options.needFullStepCost ? cost : Math.min(cost, 1)
  if (need > left + 1e-9) {
    throw new Error(`That costs ${cost} m of movement; only ${left} m is left.`)
  }
  return { ...b, spent: b.spent + cost, travelled: b.travelled + metres }
}

/** What one step crosses (GG-022 … GG-024, GG-028, GG-037, GG-040). */
export interface GgStep {
  /** 'hex' and 'orthogonal' are 1 m; 'diagonal' is a square-grid diagonal. */
  kind: 'hex' | 'orthogonal' | 'diagonal'
  /** Any number of Difficult Terrain sources, another entity's space included (GG-022/023). */
  difficult?: boolean
  occupied?: boolean
  /** Prone and crawling (GG-028). */
  crawling?: boolean
  squeezing?: boolean
  /** Flying: 'up' gains altitude (as Difficult Terrain), 'down' dives at 0.5 m per metre (GG-024). */
  altitude?: 'up' | 'down'
  /** Diagonals already taken this move, for the alternating 1-2 option. */
  priorDiagonals?: number
}

/**
 * The movement one step costs in metres: Difficult Terrain (any sources, never stacked), crawling
 * and squeezing each add 1 m per metre; flying up counts as Difficult Terrain, diving costs half.
 * GG-022, GG-023, GG-024, GG-028, GG-037, GG-040.
 */
export function stepCost(
  step: GgStep,
  options: Pick<GgOptions, 'diagonal'> &
    Partial<Pick<GgOptions, 'squeezeStacks'>> = GG_DEFAULT_OPTIONS,
): number {
  let base = 1
  if (step.kind === 'diagonal') {
    if (options.diagonal === '1.5') base = 1.5
    else if (options.diagonal === 'alternating-1-2')
      base = (step.priorDiagonals ?? 0) % 2 === 1 ? 2 : 1
  }
  if (step.altitude === 'down') return base / 2
  const difficult = step.difficult === true || step.occupied === true || step.altitude === 'up'
  // GG-037 (`squeezeStacks` off): squeezing through Difficult Terrain pays one extra metre, not two.
  const squeeze = step.squeezing === true && (options.squeezeStacks !== false || !difficult) ? 1 : 0
  const extra = (difficult ? 1 : 0) + (step.crawling === true ? 1 : 0) + squeeze
  return base * (1 + extra)
}

/** GG-040 Ex. helper: the cost of a path of steps, in metres. */
export function pathCost(
  steps: readonly GgStep[],
  options: Pick<GgOptions, 'diagonal'> = GG_DEFAULT_OPTIONS,
): number {
  let diagonals = 0
  let total = 0
  for (const s of steps) {
    total += stepCost({ ...s, priorDiagonals: diagonals }, options)
    if (s.kind === 'diagonal') diagonals++
  }
  return total
}

/** Square-grid cell. */
export interface GgCell {
  x: number
  y: number
}

/**
 * GG-041 no cutting corners: a diagonal square step is blocked when either cell beside it (the two
 * that share the corner) is filled by a wall, large tree or similar.
 */
export function diagonalCutsCorner(
  from: GgCell,
  to: GgCell,
  blocks: (c: GgCell) => boolean,
): boolean {
  if (Math.abs(to.x - from.x) !== 1 || Math.abs(to.y - from.y) !== 1) return false
  return blocks({ x: to.x, y: from.y }) || blocks({ x: from.x, y: to.y })
}

/** GG-025 (GG-Q11): a flier without Hover that flew less than 1 m this Turn Falls. */
export function fliesOrFalls(flier: {
  hover: boolean
  flying: boolean
  flownThisTurn: number
}): 'aloft' | 'falls' {
  if (!flier.flying || flier.hover) return 'aloft'
  return flier.flownThisTurn >= 1 ? 'aloft' : 'falls'
}

/** GG-Q11 falling damage (`gg.fallDamage`): by default 1d6 per full 3 m fallen. */
export function rollFallDamage(
  metres: number,
  dice: Dice,
  options: Pick<GgOptions, 'fallDamage'> = GG_DEFAULT_OPTIONS,
): number {
  const { dice: perStep, sides, perMetres } = options.fallDamage
  return rollSum(dice, Math.floor(metres / perMetres) * perStep, sides)
}

/** GG-026: dropping Prone costs no movement. */
export const GG_DROP_PRONE_COST = 0
/** GG-027: standing up costs 3 m. */
export const GG_STAND_UP_COST = 3

/** GG-027: standing up spends 3 m, is impossible with less left (or speed 0), and provokes OAs. */
export function standUp(remaining: number, speed: number): { remaining: number; provokesOA: true } {
  if (speed <= 0) throw new Error('A character with speed 0 cannot stand up.')
  if (remaining < GG_STAND_UP_COST) {
    throw new Error(
      `Standing up costs ${GG_STAND_UP_COST} m of movement; only ${remaining} m is left.`,
    )
  }
  return { remaining: remaining - GG_STAND_UP_COST, provokesOA: true }
}

/** F-GG-5: whether leaving a hostile's reach or standing up in it provokes an Opportunity Attack. */
export function provokesOpportunityAttack(
  event: 'leaveAoC' | 'standUp',
  by: { ownMovement: boolean; seen: boolean },
  options: Pick<GgOptions, 'oaTrigger'> = GG_DEFAULT_OPTIONS,
): boolean {
  if (!by.seen) return false
  if (event === 'standUp') return true
  return options.oaTrigger === 'leaveAoC+standUp' && by.ownMovement
}

/** GG-034: a non-hostile's space can be crossed; a hostile's only two Size Categories apart (GG-Q13). */
export function canMoveThrough(
  mover: GgSize,
  other: { size: GgSize; hostile: boolean },
  options: Pick<GgOptions, 'passHostileSizeDiff'> = GG_DEFAULT_OPTIONS,
): boolean {
  if (!other.hostile) return true
  const gap = sizeSteps(mover, other.size)
  return options.passHostileSizeDiff === 'atLeast2' ? gap >= 2 : gap === 2
}

/** GG-035: movement cannot willingly end in another entity's space. */
export function canEndMoveIn(occupiedByOther: boolean): boolean {
  return !occupiedByOther
}

/**
 * GG-037: a being can squeeze through a gap wide enough for one Size Category smaller (a Large one
 * through 1 m). Returns 'free' when it fits without squeezing.
 */
export function squeezeThrough(
  size: GgSize,
  gapWidth: number,
  options: Pick<GgOptions, 'sizeTable'> = GG_DEFAULT_OPTIONS,
): 'free' | 'squeeze' | 'blocked' {
  const t = options.sizeTable
  if (gapWidth >= t[size]) return 'free'
  const i = GG_SIZES.indexOf(size)
  if (i > 0 && gapWidth >= t[GG_SIZES[i - 1]!]) return 'squeeze'
  return 'blocked'
}

/** GG-043: dragging or carrying a grappled target gives 1 Degree of Slowed unless it is ≥ 2 sizes smaller. */
export function draggingSlowedDegrees(mover: GgSize, target: GgSize): number {
  return GG_SIZES.indexOf(mover) - GG_SIZES.indexOf(target) >= 2 ? 0 : 1
}

/** The escaper's side of GG-063: its chosen Trait, SB and AP left. */
export interface GgGrappleEscaper {
  /** The Trait it tests: Physique (Athletics) or Agility (Acrobatics). */
  trait: number
  sb: number
  /** Trained in the Skill: adds SB (F-GG-1). */
  trained: boolean
  /** Its own Physique, for the GG-Q25 'target' reading. */
  phy: number
  apLeft: number
  modifier?: number
  advantage?: Partial<AdvantageCount>
}

/**
 * GG-063 Escaping a Grapple (`gg.cost.escapeGrapple`, 2AP): a Physique (Athletics) or Agility
 * (Acrobatics) Trait Test (test.ts) against TG = 8 + the Grappler's SB + the Grappler's Physique
 * (attack.ts `escapeGrappleGoal`; GG-Q25 'target' uses the escaper's Physique instead).
 */
export function rollGrappleEscape(
  escaper: GgGrappleEscaper,
  grappler: { sb: number; phy: number },
  dice: Dice,
  options: Pick<
    GgOptions,
    'cost' | 'escapeTGPhysique' | 'testDie' | 'advMode' | 'inspiredOn'
  > = GG_DEFAULT_OPTIONS,
): { tg: number; test: TraitTestResult; die: number; total: number; escapes: boolean } {
  const ap = options.cost.escapeGrapple
  if (escaper.apLeft < ap) {
    throw new Error(`Escaping a grapple costs ${ap} AP; only ${escaper.apLeft} AP is left.`)
  }
  const phy = options.escapeTGPhysique === 'grappler' ? grappler.phy : escaper.phy
  const tg = escapeGrappleGoal(grappler.sb, phy)
  const test = traitTest(
    dice,
    {
      trait: escaper.trait,
      sb: escaper.sb,
      trained: escaper.trained,
      modifier: escaper.modifier ?? 0,
      ...(escaper.advantage === undefined ? {} : { advantage: escaper.advantage }),
    },
    tg,
    options,
  )
  return { tg, test, die: test.natural, total: test.ttv, escapes: test.success }
}
