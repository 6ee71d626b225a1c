/**
 * GG movement behind the Ruleset interface (OTHER-SYSTEMS.md A.2 GG-020 … GG-040, A.9): step
 * costs, move plans and reach on 1 m hexes. The costs are the engine's (./movement stepCost,
 * canMoveThrough; ./conditions speedWithConditions); this file reads the map and the tokens on it.
 *
 * On the board: a hex step is 1 m; Difficult Terrain 2 m per metre and another being's space the
 * same, never stacking (GG-022/023); a hostile's space only when the sizes are two or more
 * Size Categories apart (GG-034, `passHostileSizeDiff`); a Prone being crawls at +1 m per metre
 * (3 m in Difficult Terrain, GG-028); Grappled is speed 0 and each Degree of Slowed 1 m less.
 * Water, climbing and digging ground, and a rise of more than 1 m, cost Difficult rates (the board
 * plans walking; the other modes of GG-021 are the GM's). Walls and impassable hexes stop a move;
 * Dangerous hexes cost as ground and are listed. Hostile means a PC and an NPC (token kinds).
 * Ending a move in another being's space is refused (GG-035) by `roomProblem`.
 */
import {
  footprintDirections,
  footprintFault,
  footprintHexes,
  footprintStepCost,
  gridIndexOf,
  gridInBounds,
  gridOf,
  hexEquals,
  movementField,
  movementPath,
  TERRAIN_CODES,
  type FootprintFault,
  type FootprintSize,
  type Hex,
  type HexGrid,
  type HexGridSource,
  type StepCost,
} from '../../geometry/hex'
import type { MapOccupant, MovePlan, MoveReach, MovingToken, RulesetMovement } from '../ruleset'
import { speedWithConditions } from './conditions'
import { actionCost, commonActions, resetForTurn } from './economy'
import { ggInstanceOf } from './instance'
import type { GgSize } from './model'
import { canMoveThrough, stepCost } from './movement'
import { resolveGgOptions, type GgOptions } from './options'

/** A being's walking speed when its token gives none (the blank sheet's 6 m). */
export const GG_DEFAULT_SPEED = 6

/** A rise of more than this many metres into a hex is climbed: Difficult rates. */
export const GG_CLIMB_RISE = 1

/** The board's footprints as Size Categories (Huge and Gargantuan both take the largest). */
const SIZE_OF: Readonly<Record<FootprintSize, GgSize>> = {
  tiny: 'tiny',
  small: 'small',
  medium: 'medium',
  large: 'large',
  giant: 'huge',
}

// ---- The engine, called from here only, with the one resolved options object. ----

/** What entering a hex costs: [plain, difficult or occupied] for a walker or a crawler. */
function entryCosts(o: GgOptions, crawling: boolean): [number, number] {
  return [
    stepCost({ kind: 'hex', crawling }, o),
    stepCost({ kind: 'hex', difficult: true, crawling }, o),
  ]
}

/** GG-034: whether `mover` may cross `other`'s space. */
function crossable(o: GgOptions, mover: GgSize, other: GgSize, hostile: boolean): boolean {
  return canMoveThrough(mover, { size: other, hostile }, o)
}

/** A.5.1: the speed left after Grappled and Slowed. */
function speedAfterConditions(o: GgOptions, speed: number, grappled: boolean, slowed: number) {
  return speedWithConditions(speed, { grappled, slowed }, o)
}

/** GG-015: what a second Movement action costs this Turn, with its repeat surcharge. */
function secondMovementAp(o: GgOptions): { first: number; second: number } {
  const movement = commonActions(o).movement
  const ledger = { ...resetForTurn(), taken: { [movement.key]: 1 } }
  return { first: movement.apCost, second: actionCost(ledger, movement, o) }
}

// ---- The mover and the map. ----

/** The stored table options, resolved (a campaign's options were checked when it was opened). */
const opts = (stored: unknown): GgOptions => resolveGgOptions(stored ?? {})

/** What about a token changes its move: crawling, and its speed after its conditions. */
export interface GgMover {
  name: string
  size: FootprintSize
  facing: number
  crawling: boolean
  /** The token's own speed, before conditions. */
  baseSpeed: number
  speed: number
  /** Why the speed is less than the token's, in words ("Grappled", "Slowed 2"); empty when not. */
  why: string[]
}

export function ggMover(token: MovingToken, o: GgOptions): GgMover {
  const inst = ggInstanceOf(token.instance)
  const conditions: readonly string[] = inst?.conditions ?? []
  const grappled = conditions.includes('grappled')
  const slowed = inst ? Math.max(inst.slowed, conditions.includes('slowed') ? 1 : 0) : 0
  const baseSpeed = token.speed ?? GG_DEFAULT_SPEED
  const speed = speedAfterConditions(o, baseSpeed, grappled, slowed)
  const why: string[] = []
  if (speed < baseSpeed && grappled && o.cond.grappled === 'default') why.push('Grappled')
  if (speed < baseSpeed && slowed > 0 && !why.length) why.push(`Slowed ${slowed}`)
  return {
    name: token.name ?? 'The token',
    size: token.size ?? 'medium',
    facing: token.facing ?? 0,
    crawling: conditions.includes('prone'),
    baseSpeed,
    speed,
    why,
  }
}

const FREE = 0
const CROSS = 1
const NO_CROSS = 2

/** Beings other than the mover: objects take no space (as in the core's room rule). */
function othersOf(token: MovingToken, others: readonly MapOccupant[] | undefined): MapOccupant[] {
  return (others ?? []).filter(
    (x) => x.kind !== 'object' && x !== token && (token.id === undefined || x.id !== token.id),
  )
}

/** GG-034: a PC and an NPC are hostile to each other. */
function hostile(a: string | undefined, b: string): boolean {
  return (a === 'pc' && b === 'npc') || (a === 'npc' && b === 'pc')
}

/**
 * Per grid index: FREE, CROSS (another being's space: Difficult rates) or NO_CROSS (a hostile's
 * the mover cannot pass, GG-034). `goal`'s hexes are never NO_CROSS, so a plan to a hostile's
 * space finds its path and `roomProblem` says why it cannot end there.
 */
function occupancy(
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

const CODE = Object.fromEntries(TERRAIN_CODES.map((k, i) => [k, i])) as Record<
  (typeof TERRAIN_CODES)[number],
  number
>
/** Terrain codes entered at Difficult rates (GG-022 and this board's reading of the modes). */
const DIFFICULT_CODES = new Set([CODE.difficult, CODE.water, CODE.climb, CODE.dig])

/**
 * The GG StepCost for one hex of this mover: Infinity through a wall, into impassable terrain or
 * into a hostile it cannot pass; Difficult rates into Difficult (or water, climbing, digging)
 * ground, a rise of more than 1 m or another being's space, which never stack (GG-022/023); a
 * crawler pays 1 m more per metre (GG-028).
 */
function ggStepCostOf(grid: HexGrid, crawling: boolean, o: GgOptions, occ?: Uint8Array): StepCost {
  const [plain, difficult] = entryCosts(o, crawling)
  const { walls, terrain, elevation } = grid
  return (from, to, dir) => {
    if ((((walls[from] as number) >> dir) & 1) === 1) return Infinity
    const code = terrain[to] as number
    if (code === CODE.impassable) return Infinity
    const here = occ ? (occ[to] as number) : FREE
    if (here === NO_CROSS) return Infinity
    const rough =
      here === CROSS ||
      DIFFICULT_CODES.has(code) ||
      (elevation[to] as number) - (elevation[from] as number) > GG_CLIMB_RISE
    return rough ? difficult : plain
  }
}

/**
 * The least movement that must be left to stand on each hex, from a field of least costs: the
 * cost itself when a step needs its full cost left (GG-040, `needFullStepCost`), else the cost of
 * the hex before it plus 1 m (GG-Q16: only one hex of movement need be left).
 */
function neededField(
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

const FAULT_TEXT: Readonly<Record<FootprintFault, string>> = {
  'off-map': 'off the map',
  impassable: 'on impassable terrain',
  wall: 'astride a wall',
}

function slowedText(m: GgMover): string {
  return m.why.length ? ` (${m.why.join(', ')}: ${m.speed} m of ${m.baseSpeed} m)` : ''
}

/**
 * Plan a GG move of `token` to `to`: the cheapest path, what it costs, and its band: 'move' within
 * the speed (one Movement action), 'dash' within twice it (a second Movement action, whose AP
 * with the repeat surcharge the plan's `note` says), else 'too-far' or 'blocked' with the reason.
 */
export function planGgMove(
  map: HexGridSource,
  token: MovingToken,
  to: Hex,
  o: GgOptions,
  others?: readonly MapOccupant[],
): MovePlan {
  const grid = gridOf(map)
  const mover = ggMover(token, o)
  const speed = mover.speed
  const none = (reason: string): MovePlan => ({
    path: [],
    steps: [],
    total: Infinity,
    speed,
    band: 'blocked',
    reason,
    dangerous: [],
  })
  const from = token.hex
  if (!gridInBounds(grid, to)) return none('that hex is off the map')
  if (!gridInBounds(grid, from)) return none('the token is off the map')
  const dirs = footprintDirections(mover.size, mover.facing)
  const start = gridIndexOf(grid, from)
  if (dirs.length > 0) {
    const atStart = footprintFault(grid, start, dirs)
    if (atStart) return none(`${mover.name}'s space is ${FAULT_TEXT[atStart]}`)
  }
  if (hexEquals(from, to))
    return { path: [from], steps: [], total: 0, speed, band: 'move', reason: null, dangerous: [] }
  if (dirs.length > 0) {
    const atEnd = footprintFault(grid, gridIndexOf(grid, to), dirs)
    if (atEnd) return none(`${mover.name}'s space would be ${FAULT_TEXT[atEnd]}`)
  }
  if (speed <= 0) return none(`${mover.name} cannot move${slowedText(mover)}`)
  const occ = occupancy(
    grid,
    token,
    mover,
    othersOf(token, others),
    o,
    footprintHexes(to, mover.size, mover.facing),
  )
  const costOf = ggStepCostOf(grid, mover.crawling, o, occ)
  const field = movementField(grid, start, { costOf, footprint: dirs })
  const path = movementPath(grid, start, to, costOf, field, dirs)
  if (!path)
    return none(
      'no way there: walls, impassable terrain or hostiles that cannot be passed are in the way',
    )
  const need = neededField(grid, field, costOf, dirs, start, o)[gridIndexOf(grid, to)] as number
  const band = need <= speed ? 'move' : need <= 2 * speed ? 'dash' : 'too-far'
  const ap = secondMovementAp(o)
  const crawl = mover.crawling ? ', crawling while Prone' : ''
  return {
    path: [...path.hexes],
    steps: [...path.steps],
    total: path.total,
    speed,
    band,
    reason:
      band === 'too-far'
        ? `${mover.name} needs ${path.total} m${crawl} but has ${speed} m${slowedText(mover)}, ${2 * speed} m with a second Movement action`
        : null,
    dangerous: path.dangerous.map((i) => path.hexes[i + 1] as Hex),
    ...(band === 'dash'
      ? {
          note:
            `a second Movement action: ${ap.second} AP` +
            (ap.second > ap.first ? ` (+${ap.second - ap.first} AP for repeating)` : ''),
        }
      : {}),
  }
}

/** Every hex the token can reach: the movement it needs by grid index, bands [speed, 2 × speed]. */
export function ggReach(
  map: HexGridSource,
  token: MovingToken,
  o: GgOptions,
  others?: readonly MapOccupant[],
): MoveReach {
  const grid = gridOf(map)
  const mover = ggMover(token, o)
  const speed = mover.speed
  const bands = [speed, 2 * speed]
  const start = gridIndexOf(grid, token.hex)
  const unreached = (): MoveReach => ({
    grid,
    cost: new Float64Array(grid.size).fill(Infinity),
    bands,
  })
  if (start < 0) return unreached()
  const dirs = footprintDirections(mover.size, mover.facing)
  if (dirs.length > 0 && footprintFault(grid, start, dirs)) return unreached()
  const occ = occupancy(grid, token, mover, othersOf(token, others), o)
  const costOf = ggStepCostOf(grid, mover.crawling, o, occ)
  const budgetMetres = speed > 0 ? 2 * speed : 0
  const field = movementField(grid, start, { budgetMetres, costOf, footprint: dirs })
  const need = neededField(grid, field, costOf, dirs, start, o)
  for (let i = 0; i < need.length; i++) if ((need[i] as number) > budgetMetres) need[i] = Infinity
  return { grid, cost: need, bands }
}

/** GG-035: a being cannot end its move in another being's space. */
export function ggRoomProblem(
  tokens: readonly MapOccupant[],
  token: MapOccupant,
  to: Hex,
): string | null {
  if (token.kind === 'object') return null
  const mine = new Set(
    footprintHexes(to, token.size, token.facing ?? 0).map((h) => `${h.q},${h.r}`),
  )
  for (const x of othersOf(token, tokens)) {
    const hit = footprintHexes(x.hex, x.size, x.facing ?? 0).find((h) => mine.has(`${h.q},${h.r}`))
    if (hit) return `${token.name} cannot end a move in ${x.name}'s space`
  }
  return null
}

export const ggMovement: RulesetMovement = {
  stepCost: (grid, token, options) => {
    const o = opts(options)
    return ggStepCostOf(grid, token ? ggMover(token, o).crawling : false, o)
  },
  planMove: (map, token, to, options, others) => planGgMove(map, token, to, opts(options), others),
  reach: (map, token, options, others) => ggReach(map, token, opts(options), others),
  roomProblem: ggRoomProblem,
}
