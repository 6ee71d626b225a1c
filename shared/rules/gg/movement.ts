/**
 * GG movement on 1 m cells (OTHER-SYSTEMS.md A.2, GG-020 … GG-044; seed 001, "Movement" and
 * "Combat: Movement"), and escaping a grapple (GG-063). Costs are metres; hex steps cost 1 m, square
 * steps 1 m orthogonally and 1.5 m diagonally (GG-040).
 */
import { z } from 'zod'
import { rollSum, type Dice } from '../../dice'
import { hexRange, type Hex } from '../../geometry/hex'

/** GG Size Categories, smallest first (F-GG-6). */
export const GG_SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const
export type GgSize = (typeof GG_SIZES)[number]

/** Options for this file (A.8 GG-Q10 … GG-Q18, GG-Q24, GG-Q25, GG-Q50; D.4 defaults). */
export const ggMovementOptionsSchema = z.object({
  modeSwitchBasis: z.enum(['spent', 'distance']).default('spent'),
  hoverCheck: z.enum(['endOfTurn', 'startOfNextTurn']).default('endOfTurn'),
  /** GG-Q11: falling damage, d6s per this many metres fallen (5e converted). */
  fallMetresPerD6: z.number().positive().default(3),
  jumpScale: z.number().positive().default(1),
  jumpMinBeforeHalf: z.boolean().default(true),
  jumpObstacleCheck: z.boolean().default(false),
  /** GG-Q13: a hostile's space can be crossed at a size difference of at least ('atLeast') or exactly 2. */
  passHostileSizeDiff: z.enum(['atLeast2', 'exactly2']).default('atLeast2'),
  /** GG-Q14 / F-GG-6: footprint side in metres per Size Category. */
  sizeTable: z
    .object({
      tiny: z.number().positive().default(0.5),
      small: z.number().positive().default(1),
      medium: z.number().positive().default(1),
      large: z.number().positive().default(2),
      huge: z.number().positive().default(3),
      gargantuan: z.number().positive().default(4),
    })
    .prefault({}),
  diagonal: z.enum(['1.5', 'alternating-1-2', '1']).default('1.5'),
  needFullStepCost: z.boolean().default(true),
  /** GG-Q17: metres per inch and per centimetre on a gridless table. */
  gridlessScale: z
    .object({ inch: z.number().positive().default(1), cm: z.number().positive().default(0.4) })
    .prefault({}),
  /** GG-Q18: the Near band's upper edge in metres. */
  tomNear: z.number().positive().default(12),
  oaTrigger: z.enum(['leaveAoC+standUp', 'standUpOnly']).default('leaveAoC+standUp'),
  escapeTGPhysique: z.enum(['grappler', 'target']).default('grappler'),
  /** F-GG-4 / GG-063: AP of Escape Grapple (`gg.cost.escapeGrapple`). */
  escapeGrappleAP: z.number().int().min(0).default(2),
})
export type GgMovementOptions = z.infer<typeof ggMovementOptionsSchema>
export const GG_MOVEMENT_DEFAULTS: Readonly<GgMovementOptions> = Object.freeze(
  ggMovementOptionsSchema.parse({}),
)

export type GgMoveMode = 'walk' | 'climb' | 'swim' | 'fly' | 'burrow' | 'jump'

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
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
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
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): GgMoveBudget {
  if (b.speeds[mode] === undefined) throw new Error(`This character has no ${mode} speed.`)
  const next = { ...b, mode }
  if (budgetRemaining(next, options) <= 0) {
    throw new Error(`No ${mode} movement is left in this Movement action.`)
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
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
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
export function stepCost(step: GgStep, options: GgMovementOptions = GG_MOVEMENT_DEFAULTS): number {
  let base = 1
  if (step.kind === 'diagonal') {
    if (options.diagonal === '1.5') base = 1.5
    else if (options.diagonal === 'alternating-1-2')
      base = (step.priorDiagonals ?? 0) % 2 === 1 ? 2 : 1
  }
  if (step.altitude === 'down') return base / 2
  const difficult = step.difficult === true || step.occupied === true || step.altitude === 'up'
  const extra =
    (difficult ? 1 : 0) + (step.crawling === true ? 1 : 0) + (step.squeezing === true ? 1 : 0)
  return base * (1 + extra)
}

/** GG-040 Ex. helper: the cost of a path of steps, in metres. */
export function pathCost(
  steps: readonly GgStep[],
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
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

/** GG-Q11 default falling damage: 1d6 per full 3 m fallen. */
export function rollFallDamage(
  metres: number,
  dice: Dice,
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): number {
  return rollSum(dice, Math.floor(metres / options.fallMetresPerD6), 6)
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
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): boolean {
  if (!by.seen) return false
  if (event === 'standUp') return true
  return options.oaTrigger === 'leaveAoC+standUp' && by.ownMovement
}

function jumpMax(raw: number, running: boolean, options: GgMovementOptions): number {
  const min = 2
  if (running) return Math.max(min, raw)
  return options.jumpMinBeforeHalf ? Math.max(min, raw) / 2 : Math.max(min, raw / 2)
}

/**
 * GG-029 Long Jump: running (≥ 2 m run-up) up to PHY × 5 m (minimum 2 m), standing half that;
 * `remaining` caps it, as each metre jumped costs 1 m (GG-Q12 jumpScale, min before halving).
 */
export function longJumpMax(
  phy: number,
  runUp: number,
  remaining = Infinity,
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): number {
  return Math.min(remaining, jumpMax(phy * 5 * options.jumpScale, runUp >= 2, options))
}

/** GG-032 High Jump: running up to PHY + 3 m (minimum 2 m), standing half that; capped by `remaining`. */
export function highJumpMax(
  phy: number,
  runUp: number,
  remaining = Infinity,
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): number {
  return Math.min(remaining, jumpMax((phy + 3) * options.jumpScale, runUp >= 2, options))
}

/** GG-033: how high above the take-off surface a high-jumper can reach. */
export function highJumpReach(jumpHeight: number, ownHeight: number): number {
  return jumpHeight + 1.5 * ownHeight
}

/** A TG 10 Trait Test (F-GG-1: d20 + Trait). */
function tg10(dice: Dice, trait: number): { die: number; total: number; success: boolean } {
  const die = dice.roll(20)
  return { die, total: die + trait, success: die + trait >= 10 }
}

/**
 * GG-030 (GG-Q50, off by default): clearing an obstacle no taller than ¼ of the jump needs a TG 10
 * Physique Test; a failure hits it. Null when no Test is made; 'tooTall' above ¼.
 */
export function jumpObstacleTest(
  jumpDistance: number,
  obstacleHeight: number,
  phy: number,
  dice: Dice,
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): null | 'tooTall' | { die: number; total: number; clears: boolean } {
  if (!options.jumpObstacleCheck) return null
  if (obstacleHeight > jumpDistance / 4) return 'tooTall'
  const t = tg10(dice, phy)
  return { die: t.die, total: t.total, clears: t.success }
}

/** GG-031: landing a jump in Difficult Terrain needs a TG 10 Agility Test, or the jumper lands Prone. */
export function landingTest(
  agi: number,
  dice: Dice,
): { die: number; total: number; prone: boolean } {
  const t = tg10(dice, agi)
  return { die: t.die, total: t.total, prone: !t.success }
}

function sizeGap(a: GgSize, b: GgSize): number {
  return Math.abs(GG_SIZES.indexOf(a) - GG_SIZES.indexOf(b))
}

/** GG-034: a non-hostile's space can be crossed; a hostile's only two Size Categories apart (GG-Q13). */
export function canMoveThrough(
  mover: GgSize,
  other: { size: GgSize; hostile: boolean },
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): boolean {
  if (!other.hostile) return true
  const gap = sizeGap(mover, other.size)
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
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
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

/** GG-038 / F-GG-6: reach (AoC radius) in metres: 1 m, +1 m with a Reach weapon, or the stat block's own. */
export function aocReach(being: { reachWeapon?: boolean; reachOverride?: number }): number {
  if (being.reachOverride !== undefined) return being.reachOverride
  return being.reachWeapon === true ? 2 : 1
}

/**
 * GG-038 Area of Control on a square grid, as cells the map can draw: every cell within `reach`
 * (Chebyshev, a diagonal counts as adjacent) of an N×N footprint whose top-left cell is `origin`,
 * the footprint itself excluded.
 */
export function aocCellsSquare(origin: GgCell, footprint: number, reach: number): GgCell[] {
  const out: GgCell[] = []
  for (let y = origin.y - reach; y < origin.y + footprint + reach; y++) {
    for (let x = origin.x - reach; x < origin.x + footprint + reach; x++) {
      const inside =
        x >= origin.x && x < origin.x + footprint && y >= origin.y && y < origin.y + footprint
      if (!inside) out.push({ x, y })
    }
  }
  return out
}

/** GG-038 Area of Control on 1 m hexes: the hexes within `reach` of the centre, the centre excluded. */
export function aocHexes(center: Hex, reach: number): Hex[] {
  return hexRange(center, reach).filter((h) => h.q !== center.q || h.r !== center.r)
}

/** GG-042 (GG-Q17): a distance in metres as a gridless ruler reads it. */
export function gridlessLength(
  metres: number,
  unit: 'inch' | 'cm',
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): number {
  return metres / options.gridlessScale[unit]
}

/** GG-044 (GG-Q18): the Theatre-of-the-Mind band for a distance: within reach, Near (≤ 12 m), At Range. */
export function tomBand(
  metres: number,
  reach: number,
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): 'engaged' | 'near' | 'atRange' {
  if (metres <= reach) return 'engaged'
  return metres <= options.tomNear ? 'near' : 'atRange'
}

/**
 * GG-063 Escaping a Grapple (2AP): a Physique (Athletics) or Agility (Acrobatics) Test, d20 + Trait
 * (+ SB if Trained), against TG = 8 + the Grappler's SB + the Grappler's Physique (GG-Q25).
 */
export function rollGrappleEscape(
  escaper: { trait: number; sb: number; trained: boolean; phy: number; apLeft: number },
  grappler: { sb: number; phy: number },
  dice: Dice,
  options: GgMovementOptions = GG_MOVEMENT_DEFAULTS,
): { tg: number; die: number; total: number; escapes: boolean } {
  const ap = options.escapeGrappleAP
  if (escaper.apLeft < ap) {
    throw new Error(`Escaping a grapple costs ${ap} AP; only ${escaper.apLeft} AP is left.`)
  }
  const tg =
    8 + grappler.sb + (options.escapeTGPhysique === 'grappler' ? grappler.phy : escaper.phy)
  const die = dice.roll(20)
  const total = die + escaper.trait + (escaper.trained ? escaper.sb : 0)
  return { tg, die, total, escapes: total >= tg }
}
