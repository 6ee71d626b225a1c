import { FOOTPRINT_SIZES, type FootprintSize } from '../../../geometry/hex'
import { CONDITIONS } from './condition-table'
import type { ConditionInstance, DiceSpec, StatId } from './condition-types'
import { fallingDice } from './damage'
import { resolveBlueboxOptions, type BlueBoxOptions } from './options'

/** How a hex is entered: walking, or unaided climbing, swimming, digging (Movement & Terrain). */
export type MoveMode = 'walk' | 'climb' | 'swim' | 'dig'

/** Metres spent per metre moved by mode: climb and swim ½ speed, dig ¼ (Movement & Terrain). */
export const MOVE_MODE_FACTOR: Readonly<Record<MoveMode, number>> = {
  walk: 1,
  climb: 2,
  swim: 2,
  dig: 4,
}

/** Entering Difficult Terrain costs 2 m; leaving it for normal ground 1 m (Terrain & Terrain Types; R17). */
export const DIFFICULT_TERRAIN_FACTOR = 2
/** Vaulting over Cover costs 2 m instead of 1 m (Cover & Height Advantage). */
export const VAULT_COVER_FACTOR = 2
/** A Grappler moves at ½ speed while moving the Grappled being with it (Grappler). */
export const DRAGGING_FACTOR = 2
/** Quick-step: 1/round, up to 1 m without provoking Reactions (Combat Actions, Movement). */
export const QUICK_STEP_METRES = 1

/** Dangerous Terrain's save on entering or starting a turn in it: fail = 1d4 damage (Terrain & Terrain Types). */
export interface DangerousTerrain {
  readonly stat: StatId
  readonly dc: number
  readonly damageType?: string
}

/** One hex a path enters, described by what entering it involves. */
export interface EnteredHex {
  readonly difficult?: boolean
  readonly mode?: MoveMode
  /** The step crosses a Cover edge. */
  readonly vaultCover?: boolean
  readonly dangerous?: DangerousTerrain
}

/** How the being moves along the whole path. */
export interface MoveManner {
  /** Prone: crawling at ½ speed (Prone). */
  readonly crawling?: boolean
  /** Grappler moving the Grappled being along (Grappler). */
  readonly dragging?: boolean
}

/**
 * Metres spent to enter one hex: the entered hex's cost only (R17); Difficult, climb/swim/dig,
 * vaulting Cover, crawling and dragging multiply (default) or add their extra metres (option)
 * (Movement & Terrain; Terrain & Terrain Types; Cover & Height Advantage; Prone; Grappler).
 */
export function hexEntryCost(
  hex: EnteredHex,
  manner: MoveManner = {},
  options?: Partial<BlueBoxOptions>,
): number {
  const factors = [
    hex.difficult === true ? DIFFICULT_TERRAIN_FACTOR : 1,
    MOVE_MODE_FACTOR[hex.mode ?? 'walk'],
    hex.vaultCover === true ? VAULT_COVER_FACTOR : 1,
    manner.crawling === true ? (CONDITIONS.prone.hexCostFactor ?? 2) : 1,
    manner.dragging === true ? DRAGGING_FACTOR : 1,
  ]
  if (resolveBlueboxOptions(options).terrainCostStacking === 'add') {
    return factors.reduce((sum, f) => sum + (f - 1), 1)
  }
  return factors.reduce((product, f) => product * f, 1)
}

/** The manner implied by conditions: Prone crawls, a Grappler moving its target drags (Prone; Grappler). */
export function mannerFromConditions(
  conditions: readonly ConditionInstance[],
  movingGrappled = false,
): MoveManner {
  return {
    crawling: conditions.some((c) => c.id === 'prone'),
    dragging: movingGrappled && conditions.some((c) => c.id === 'grappler'),
  }
}

/**
 * Speed for one Move Action after conditions: 0 when movement is forbidden (Out, Unconscious,
 * Stasis, Immobilized; Grappled for voluntary moves); Down and Hamstrung halve it, and halvings
 * compound; whole metres, rounded down (Movement & Terrain; Conditions & Statuses; Decisive).
 */
export function movementSpeed(
  baseSpeed: number,
  conditions: readonly ConditionInstance[],
  voluntary = true,
): number {
  let multiplier = 1
  for (const c of conditions) {
    const def = CONDITIONS[c.id]
    if (def.cannot.includes('move') || def.cannot.includes('act')) return 0
    if (voluntary && def.cannot.includes('voluntary-move')) return 0
    multiplier *= def.speedMultiplier ?? 1
  }
  return Math.max(0, Math.floor(baseSpeed * multiplier))
}

/** Metres available this turn: speed per Move Action, two Move Actions after a Dash (Combat Actions, Dash). */
export function movementBudget(speed: number, dashed = false): number {
  return speed * (dashed ? 2 : 1)
}

/** A path's cost checked against the metres available. */
export interface PathCost {
  /** Metres to enter each hex, in order. */
  readonly steps: readonly number[]
  readonly total: number
  readonly budget: number
  readonly fits: boolean
  /** How many hexes, from the start, the budget pays for. */
  readonly reachable: number
  readonly left: number
  /** Indices of entered hexes with Dangerous Terrain (a save on first entering). */
  readonly dangerous: readonly number[]
}

/** Options for `pathCost`: speed, Dash, metres already spent this turn, manner. */
export interface PathBudget {
  readonly speed: number
  readonly dashed?: boolean
  /** Metres already moved this turn (movement may be split around actions). */
  readonly spent?: number
  readonly manner?: MoveManner
}

/**
 * Cost of a path of entered hexes against speed (with Dash, and movement split around actions),
 * and how far along it the being gets (Movement & Terrain; Combat Actions, Move, Dash).
 */
export function pathCost(
  hexes: readonly EnteredHex[],
  budget: PathBudget,
  options?: Partial<BlueBoxOptions>,
): PathCost {
  const steps = hexes.map((h) => hexEntryCost(h, budget.manner, options))
  const available = Math.max(0, movementBudget(budget.speed, budget.dashed) - (budget.spent ?? 0))
  let total = 0
  let reachable = 0
  for (const s of steps) {
    total += s
    if (total <= available) reachable++
  }
  const paid = steps.slice(0, reachable).reduce((a, b) => a + b, 0)
  const dangerous = hexes.flatMap((h, i) => (h.dangerous ? [i] : []))
  return {
    steps,
    total,
    budget: available,
    fits: total <= available,
    reachable,
    left: available - paid,
    dangerous,
  }
}

/** Quick-step covers up to 1 m of movement cost, without provoking Reactions (Combat Actions, Quick-step). */
export function quickStepAllowed(
  hex: EnteredHex,
  manner?: MoveManner,
  options?: Partial<BlueBoxOptions>,
): boolean {
  return hexEntryCost(hex, manner, options) <= QUICK_STEP_METRES
}

/** Sizes, smallest first (Definitions & Errata, Size): the footprint sizes of the geometry. */
export const BEING_SIZES = FOOTPRINT_SIZES
export type BeingSize = FootprintSize

/** A Grappler moving a larger Grappled being must re-roll a successful Grapple check first (Grappler). */
export function draggingNeedsGrappleCheck(grappler: BeingSize, grappled: BeingSize): boolean {
  return BEING_SIZES.indexOf(grappled) > BEING_SIZES.indexOf(grappler)
}

/** Falling damage as data: d4s of Pure damage, none below 3 m (Falling Damage; R16). */
export function fallingDamage(metres: number): { readonly dice: DiceSpec; readonly pure: true } {
  return { dice: { count: fallingDice(metres), die: 4 }, pure: true }
}
