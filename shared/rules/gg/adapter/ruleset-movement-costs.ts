/**
 * GG movement's step costs on the board (OTHER-SYSTEMS.md A.2 GG-020 … GG-040, A.9): the mover
 * (its speed after Grappled and Slowed, crawling while Prone), who stands where (another being's
 * space at Difficult rates, a hostile it cannot pass, GG-034), the StepCost of one hex and the
 * least movement that must be left to stand on each hex (GG-040, GG-Q16). The engine's rules
 * (./movement, ./conditions) are called from here with the one resolved options object; plans and
 * reach are ./ruleset-movement's.
 */
import {
  footprintHexes,
  footprintStepCost,
  gridIndexOf,
  TERRAIN_CODES,
  type FootprintSize,
  type Hex,
  type HexGrid,
  type StepCost,
} from '../../../geometry/hex'
import type { MapOccupant, MovingToken } from '../../ruleset'
import { speedWithConditions } from '../engine/conditions'
import { actionCost, commonActions, resetForTurn } from '../engine/economy'
import type { GgDragChoice, GgInstance, GgJumpChoice } from '../engine/instance'
import type { GgMoveMode, GgSize } from '../engine/model'
import { canMoveThrough, stepCost } from '../engine/movement'
import type { GgOptions } from '../engine/options'

/** A being's walking speed when its token gives none (the blank sheet's 6 m). */
export const GG_DEFAULT_SPEED = 6

/** A rise of more than this many metres into a hex is climbed: Difficult rates. */
export const GG_CLIMB_RISE = 1

/** The board's footprints as Size Categories (F-GG-6: the Giant footprint is Huge's 3 m space). */
export const SIZE_OF: Readonly<Record<FootprintSize, GgSize>> = {
  tiny: 'tiny',
  small: 'small',
  medium: 'medium',
  large: 'large',
  giant: 'huge',
  gargantuan: 'gargantuan',
}

// ---- The engine, called from here only, with the one resolved options object. ----

/** How a being moves, as far as a step's cost goes. */
export interface GgStepHow {
  /** Prone (GG-028): 1 m more a metre. */
  crawling: boolean
  /** Squeezing through a narrow space (GG-037): 1 m more a metre. */
  squeezing?: boolean
  mode?: GgMoveMode
}

/** What entering a hex costs: [plain, difficult or occupied] for this way of moving. */
function entryCosts(o: GgOptions, how: GgStepHow): [number, number] {
  const { crawling, squeezing = false } = how
  return [
    stepCost({ kind: 'hex', crawling, squeezing }, o),
    stepCost({ kind: 'hex', difficult: true, crawling, squeezing }, o),
  ]
}

/** GG-037: squeezing, a being fits where one a Size Category smaller would (on the board's footprints). */
const SQUEEZED: Readonly<Record<FootprintSize, FootprintSize>> = {
  tiny: 'tiny',
  small: 'small',
  medium: 'medium',
  large: 'medium',
  giant: 'large',
  gargantuan: 'giant',
}

/** GG-034: whether `mover` may cross `other`'s space. */
export function crossable(o: GgOptions, mover: GgSize, other: GgSize, hostile: boolean): boolean {
  return canMoveThrough(mover, { size: other, hostile }, o)
}

/** A.5.1: the speed left after Grappled and Slowed. */
function speedAfterConditions(o: GgOptions, speed: number, grappled: boolean, slowed: number) {
  return speedWithConditions(speed, { grappled, slowed }, o)
}

// ---- The mover and the map. ----

/** What about a token changes its move: its mode, crawling, and its speed after its conditions. */
export interface GgMover {
  name: string
  /** Its Size Category's footprint (what GG-034 compares). */
  size: FootprintSize
  /** The cells it takes while moving: one size smaller while squeezing (GG-037). */
  footprint: FootprintSize
  facing: number
  /** GG-021: the way it moves (walking unless the GM picked another); a Prone being crawls. */
  mode: GgMoveMode
  crawling: boolean
  /** GG-037: squeezing through a narrow space (the token's Squeezing condition). */
  squeezing: boolean
  /** The token's own speed in that mode, before conditions. */
  baseSpeed: number
  speed: number
  /** Why the speed is less than the token's, in words ("Grappled", "Slowed 2"); empty when not. */
  why: string[]
  /**
   * GG-024: a flier's climb (+) or dive (−) this move, in metres, and what it costs: 2 m per metre
   * up (as Difficult Terrain), 0.5 m per metre down. 0 when it keeps its altitude.
   */
  rise: number
  riseCost: number
  /** Metres above the ground it starts at (0 on the ground). */
  altitude: number
  /** The jump its next drag makes (GG-029/032); absent: it walks (or flies: a flier never jumps). */
  jump?: GgJumpChoice
  /** The grappled being it takes along (GG-043); its Slowed Degree is already in `speed`. */
  dragging?: GgDragChoice
  /**
   * GG-021: it switched to this way during its Movement action after spending `spent` m of it, so
   * `left` m (the speed less that, never below 0) are what this action still gives.
   */
  switched?: { spent: number; left: number }
}

export function ggMover(token: MovingToken<GgInstance>, o: GgOptions): GgMover {
  const inst = token.instance
  const conditions: readonly string[] = inst?.conditions ?? []
  const grappled = conditions.includes('grappled')
  const slowed = inst ? Math.max(inst.slowed, conditions.includes('slowed') ? 1 : 0) : 0
  // GG-028: to move whilst Prone it must crawl, whatever else it could do.
  const crawling = conditions.includes('prone')
  const squeezing = conditions.includes('squeezing')
  const size = token.size ?? 'medium'
  const choice = crawling ? undefined : inst?.move
  const mode: GgMoveMode = choice?.mode ?? 'walk'
  const baseSpeed = mode === 'walk' || !choice ? (token.speed ?? GG_DEFAULT_SPEED) : choice.speed
  const conditioned = speedAfterConditions(o, baseSpeed, grappled, slowed)
  // GG-121: a Memory's Obstructing Aura halved its speeds at its turn's start (rounded down), as
  // the Movement action pays them (ggSpeed), so the drag prices the same metres.
  const speed = inst?.obstructedBy ? Math.floor(conditioned / 2) : conditioned
  const why: string[] = []
  if (conditioned < baseSpeed && grappled && o.cond.grappled === 'default') why.push('Grappled')
  if (conditioned < baseSpeed && slowed > 0 && !why.length) why.push(`Slowed ${slowed}`)
  if (speed < conditioned) why.push(`${inst?.obstructedBy}'s Obstructing Aura`)
  const altitude = inst?.altitude ?? 0
  const rise = mode === 'fly' && choice?.flyTo !== undefined ? choice.flyTo - altitude : 0
  const perMetre = stepCost({ kind: 'orthogonal', altitude: rise > 0 ? 'up' : 'down' }, o)
  return {
    name: token.name ?? 'The token',
    size,
    footprint: squeezing ? SQUEEZED[size] : size,
    facing: token.facing ?? 0,
    mode,
    crawling,
    squeezing,
    baseSpeed,
    speed,
    why,
    rise,
    riseCost: Math.abs(rise) * perMetre,
    altitude,
    ...(inst?.jump && mode !== 'fly' ? { jump: inst.jump } : {}),
    ...(inst?.dragging ? { dragging: inst.dragging } : {}),
    ...(inst?.turn.switchedAt !== undefined
      ? {
          switched: {
            spent: inst.turn.switchedAt,
            left: Math.max(0, speed - inst.turn.switchedAt),
          },
        }
      : {}),
  }
}

/** The words a plan uses for the mover's way of moving ("", ", swimming", ", flying up 3 m"). */
export function modeText(m: GgMover): string {
  const squeeze = m.squeezing ? ', squeezing' : ''
  if (m.crawling) return `, crawling while Prone${squeeze}`
  if (m.mode === 'walk') return squeeze
  const verb = { climb: 'climbing', swim: 'swimming', fly: 'flying', burrow: 'burrowing' }[m.mode]
  if (m.rise === 0) return `, ${verb}${squeeze}`
  const way =
    m.rise > 0 ? `up ${m.rise} m (${m.riseCost} m)` : `down ${-m.rise} m (${m.riseCost} m)`
  return `, ${verb} ${way}${squeeze}`
}

/** GG-015: what a second Movement action costs this Turn, with its repeat surcharge. */
export function secondMovementAp(o: GgOptions): { first: number; second: number } {
  const movement = commonActions(o).movement
  const ledger = { ...resetForTurn(), taken: { [movement.key]: 1 } }
  return { first: movement.apCost, second: actionCost(ledger, movement, o) }
}

/** Why the mover's speed is less than its token's, for a plan's reason ("" when it is not). */
export function slowedText(m: GgMover): string {
  return m.why.length ? ` (${m.why.join(', ')}: ${m.speed} m of ${m.baseSpeed} m)` : ''
}

/** Per cell: nobody, another being's space (Difficult rates), a hostile that cannot be passed. */
export const FREE = 0
export const CROSS = 1
export const NO_CROSS = 2

/** Beings other than the mover: objects take no space (as in the core's room rule). */
export function othersOf(
  token: MovingToken,
  others: readonly MapOccupant[] | undefined,
): MapOccupant[] {
  return (others ?? []).filter(
    (x) => x.kind !== 'object' && x !== token && (token.id === undefined || x.id !== token.id),
  )
}

/** GG-034: a PC and an NPC are hostile to each other. */
export function hostile(a: string | undefined, b: string): boolean {
  return (a === 'pc' && b === 'npc') || (a === 'npc' && b === 'pc')
}

/**
 * Per grid index: FREE, CROSS (another being's space: Difficult rates) or NO_CROSS (a hostile's
 * the mover cannot pass, GG-034). `goal`'s hexes are never NO_CROSS, so a plan to a hostile's
 * space finds its path and `roomProblem` says why it cannot end there.
 */
export function occupancy(
  grid: HexGrid,
  token: MovingToken,
  mover: GgMover,
  others: readonly MapOccupant[],
  o: GgOptions,
  goal?: readonly Hex[],
): Uint8Array {
  const occ = new Uint8Array(grid.size)
  for (const x of others) {
    const pass = crossable(o, SIZE_OF[mover.size], SIZE_OF[x.size], hostile(token.kind, x.kind))
    for (const h of footprintHexes(x.hex, x.size, x.facing ?? 0)) {
      const i = gridIndexOf(grid, h)
      if (i >= 0) occ[i] = Math.max(occ[i] as number, pass ? CROSS : NO_CROSS)
    }
  }
  for (const h of goal ?? []) {
    const i = gridIndexOf(grid, h)
    if (i >= 0 && occ[i] === NO_CROSS) occ[i] = CROSS
  }
  return occ
}

const codeOf = (kind: (typeof TERRAIN_CODES)[number]): number => TERRAIN_CODES.indexOf(kind)

/** The grid's codes of the terrain kinds GG movement reads. */
export const CODE = {
  impassable: codeOf('impassable'),
  difficult: codeOf('difficult'),
  dangerous: codeOf('dangerous'),
  water: codeOf('water'),
  climb: codeOf('climb'),
  dig: codeOf('dig'),
} as const
/** Terrain codes a walker enters at Difficult rates (GG-022 and this board's reading of the modes). */
export const DIFFICULT_CODES = new Set([CODE.difficult, CODE.water, CODE.climb, CODE.dig])

/**
 * GG-021: what each way of moving enters at Difficult rates. Its own ground is plain (water to a
 * swimmer, climbing ground and a rise of more than 1 m to a climber, digging ground to a
 * burrower); the rest it crosses as a walker would. A flier is above the ground: only another
 * being's space (GG-023) and its own climb (GG-024) cost more.
 */
const ROUGH_FOR: Readonly<Record<GgMoveMode, { codes: ReadonlySet<number>; rise: boolean }>> = {
  walk: { codes: DIFFICULT_CODES, rise: true },
  swim: { codes: new Set([CODE.difficult, CODE.climb, CODE.dig]), rise: true },
  climb: { codes: new Set([CODE.difficult, CODE.water, CODE.dig]), rise: false },
  burrow: { codes: new Set([CODE.difficult, CODE.water, CODE.climb]), rise: true },
  fly: { codes: new Set<number>(), rise: false },
}

/** What `mode` enters at Difficult rates: terrain codes, and whether a rise over 1 m is one. */
export function roughFor(mode: GgMoveMode): { codes: ReadonlySet<number>; rise: boolean } {
  return ROUGH_FOR[mode]
}

/**
 * The GG StepCost for one hex of this mover: Infinity through a wall, into impassable terrain or
 * into a hostile it cannot pass; Difficult rates into Difficult (or water, climbing, digging)
 * ground, a rise of more than 1 m or another being's space, which never stack (GG-022/023); a
 * crawler pays 1 m more per metre (GG-028).
 */
export function ggStepCostOf(
  grid: HexGrid,
  how: GgStepHow,
  o: GgOptions,
  occ?: Uint8Array,
): StepCost {
  const [plain, difficult] = entryCosts(o, how)
  const { walls, terrain, elevation } = grid
  const rough = roughFor(how.mode ?? 'walk')
  return (from, to, dir) => {
    if ((((walls[from] as number) >> dir) & 1) === 1) return Infinity
    const code = terrain[to] as number
    if (code === CODE.impassable) return Infinity
    const here = occ ? (occ[to] as number) : FREE
    if (here === NO_CROSS) return Infinity
    const isRough =
      here === CROSS ||
      rough.codes.has(code) ||
      (rough.rise && (elevation[to] as number) - (elevation[from] as number) > GG_CLIMB_RISE)
    return isRough ? difficult : plain
  }
}

/**
 * The least movement that must be left to stand on each hex, from a field of least costs: the
 * cost itself when a step needs its full cost left (GG-040, `needFullStepCost`), else the cost of
 * the hex before it plus 1 m (GG-Q16: only one hex of movement need be left).
 */
export function neededField(
  grid: HexGrid,
  field: Float64Array,
  costOf: StepCost,
  dirs: readonly number[],
  start: number,
  o: GgOptions,
): Float64Array {
  if (o.needFullStepCost) return field
  const step = footprintStepCost(grid, dirs, costOf)
  const out = new Float64Array(grid.size).fill(Infinity)
  out[start] = 0
  for (let v = 0; v < grid.size; v++) {
    if (v === start) continue
    for (let d = 0; d < 6; d++) {
      const p = grid.neighbors[v * 6 + d] as number
      if (p < 0 || !Number.isFinite(field[p] as number)) continue
      const c = step(p, v, (d + 3) % 6)
      if (c === Infinity) continue
      const need = (field[p] as number) + Math.min(c, 1)
      if (need < (out[v] as number)) out[v] = need
    }
  }
  return out
}
