/**
 * BW movement (OTHER-SYSTEMS.md C.2, BW-04..14, BW-Q23..30, F-BW-6; seed 004 "A.3.2 Movement"):
 * the inches a unit may move this turn, with a line per modifier for the GM, and what an obstacle
 * of a given height means for a unit on foot or a vehicle. Flat modifiers first, then half speed
 * (once, unless `bw.halfSpeedStacks`), never below 0, and Extra Effort's +5" after it (or before
 * it, with `bw.extraEffortOrder` addThenHalve).
 */
import { formatInches } from './format'
import { isVehicle, type BwUnitSheet } from './model'
import type { BwOptions } from './options'

/**
 * How much of this turn's move a terrain covers (BW-Q26): true = all of it, a number = its share
 * (0..1); absent or false = none.
 */
export type BwTerrainShare = boolean | number

/** A slope climbed or descended this turn: its steepest angle, and the share of the move on it. */
export interface BwSlope {
  deg: number
  share?: number
}

/** What a unit meets this turn; everything left out does not apply. */
export interface BwMoveSituation {
  /** BW-05 / BW-Q30: it changes position (stands up, also after being knocked Prone). */
  changedPosition?: boolean
  /** BW-06/12: the tallest obstacle it crosses, in brix. */
  obstacleBrix?: number
  uphill?: BwSlope
  downhill?: BwSlope
  road?: BwTerrainShare
  liquid?: BwTerrainShare
  ladder?: BwTerrainShare
  /** BW-13: blox of an object it picks up this turn. */
  pickUpBlox?: number
  /** BW-14: blox of what it carries while moving. */
  carryingBlox?: number
  /** BW-01: Extra Effort it puts forth this turn (pass none when it only cancels exhaustion). */
  extraEffort?: 'move' | 'power' | null
}

/** One line of the movement breakdown. */
export interface BwMoveLine {
  label: string
  inches: number
}

/** The inches a unit may move this turn. */
export interface BwMoveBudget {
  inches: number
  lines: BwMoveLine[]
  /** Why it cannot make this move at all (then `inches` is 0), in the GM's words. */
  blocked: string | null
}

type Unit = Pick<BwUnitSheet, 'name' | 'type' | 'moveIn' | 'power' | 'propulsion'>
type MoveOptions = Pick<
  BwOptions,
  | 'brixPerInch'
  | 'halfSpeedStacks'
  | 'extraEffortOrder'
  | 'obstaclePrecedence'
  | 'partialTerrain'
  | 'carryPenaltyMode'
  | 'maxLift'
>

/** What an obstacle means for a unit (BW-04, BW-06, BW-12, BW-Q24). */
export type BwObstacleRule =
  | { kind: 'freeJump'; label: string }
  | { kind: 'climb'; inches: -2; label: string }
  | { kind: 'needsLadder'; label: string }
  | { kind: 'noPenalty'; label: string }
  | { kind: 'halfSpeed'; label: string }
  | { kind: 'collision'; label: string }

/** BW-04: a unit on foot jumps half its Move in length for free (the jump still uses Move, BW-Q23). */
export function freeJumpLengthIn(unit: Pick<BwUnitSheet, 'moveIn'>): number {
  return unit.moveIn / 2
}

/** BW-04 / F-BW-5: the free jump's height in brix (1"). */
export function freeJumpHeightBrix(options: Pick<BwOptions, 'brixPerInch'>): number {
  return options.brixPerInch
}

/**
 * BW-04, BW-Q23: throw, in the GM's words, unless a unit on foot may make this jump for free: a
 * gap up to half its Move and a rise up to 1" (the jump's length still counts against its Move).
 */
export function checkFreeJump(
  unit: Pick<BwUnitSheet, 'name' | 'type' | 'moveIn'>,
  jump: { lengthIn: number; heightBrix?: number },
  options: Pick<BwOptions, 'brixPerInch'>,
): void {
  if (isVehicle(unit)) throw new Error(`${unit.name} is a vehicle and cannot jump`)
  const most = freeJumpLengthIn(unit)
  if (jump.lengthIn > most) {
    throw new Error(
      `${unit.name} can jump at most ${formatInches(most)} (half its Move), not ${formatInches(jump.lengthIn)}`,
    )
  }
  const top = freeJumpHeightBrix(options)
  if ((jump.heightBrix ?? 0) > top) {
    throw new Error(`${unit.name} can jump at most ${top} brix (1") high`)
  }
}

/**
 * BW-04/06/12, BW-Q24: an obstacle `heightBrix` tall. On foot: a free jump up to 1" (3 brix), a
 * −2" climb up to 5 brix, beyond that a rope or ladder (or it cannot be crossed); under
 * `climbAlways` 2 to 5 brix always costs −2". A vehicle compares the height with its legs, treads
 * or wheels: up to ¼ no penalty, up to ½ half speed, more: a collision.
 */
export function obstacleRule(
  heightBrix: number,
  unit: Pick<BwUnitSheet, 'name' | 'type' | 'propulsion'>,
  options: Pick<BwOptions, 'brixPerInch' | 'obstaclePrecedence'>,
): BwObstacleRule {
  const h = `${heightBrix}-brix obstacle`
  if (isVehicle(unit)) {
    const p = unit.propulsion
    if (!p) throw new Error(`${unit.name} has no legs, treads or wheels on its sheet`)
    const ratio = heightBrix / options.brixPerInch / p.heightIn
    if (ratio <= 0.25) return { kind: 'noPenalty', label: `Drives over a ${h}` }
    if (ratio <= 0.5) return { kind: 'halfSpeed', label: `Drives over a ${h}: half speed` }
    return { kind: 'collision', label: `A ${h} is more than half its ${p.kind}' height` }
  }
  const jumpTop = options.obstaclePrecedence === 'jumpFirst' ? options.brixPerInch : 1
  if (heightBrix <= jumpTop) return { kind: 'freeJump', label: `Hops a ${h}` }
  if (heightBrix <= 5) return { kind: 'climb', inches: -2, label: `Climbs a ${h}` }
  return { kind: 'needsLadder', label: `A ${h} needs a rope or ladder` }
}

/** BW-Q26: how much of a modifier a terrain share earns (any / majority / proportional). */
function weight(share: BwTerrainShare | undefined, mode: BwOptions['partialTerrain']): number {
  const s = share === true ? 1 : typeof share === 'number' ? Math.min(1, Math.max(0, share)) : 0
  if (mode === 'proportional') return s
  if (mode === 'majority') return s > 0.5 ? 1 : 0
  return s > 0 ? 1 : 0
}

/** BW-07/08 / BW-Q25: the slope row: none under 20°, the 20° row to 45°, the 45° row from 45°. */
function slopeSteps(deg: number): 0 | 1 | 2 {
  return deg >= 45 ? 2 : deg >= 20 ? 1 : 0
}

/**
 * BW-04..14, F-BW-6, BW-Q24..30: the inches `unit` may move this turn in `s`. Minifig columns for
 * anything that is not a vehicle; vehicle columns (double) for vehicles.
 */
export function moveBudget(unit: Unit, s: BwMoveSituation, options: MoveOptions): BwMoveBudget {
  const vehicle = isVehicle(unit)
  const lines: BwMoveLine[] = [{ label: 'Move', inches: unit.moveIn }]
  const flat = (label: string, inches: number, w = 1) => {
    if (inches !== 0 && w > 0) lines.push({ label, inches: inches * w })
  }
  const halves: { label: string; factor: number }[] = []
  const halve = (label: string, w: number) => {
    if (w > 0)
      halves.push({ label, factor: options.partialTerrain === 'proportional' ? 1 - w / 2 : 0.5 })
  }
  const refuse = (why: string): BwMoveBudget => ({ inches: 0, lines, blocked: why })
  const k = vehicle ? 2 : 1

  if (s.changedPosition && !vehicle) flat('Changes position', -1)
  if (s.obstacleBrix !== undefined && s.obstacleBrix > 0) {
    const rule = obstacleRule(s.obstacleBrix, unit, options)
    if (rule.kind === 'climb') flat(rule.label, rule.inches)
    else if (rule.kind === 'halfSpeed') halve(rule.label, 1)
    else if (rule.kind === 'collision') return refuse(`${unit.name} would collide: ${rule.label}`)
    else if (rule.kind === 'needsLadder' && weight(s.ladder, 'any') === 0) {
      return refuse(`${unit.name} cannot climb over it: ${rule.label} (half speed)`)
    }
  }
  if (s.uphill) {
    const steps = slopeSteps(s.uphill.deg)
    flat(
      `Uphill (${steps === 2 ? 45 : 20}° slope)`,
      -steps * k,
      weight(s.uphill.share ?? 1, options.partialTerrain),
    )
  }
  if (s.downhill) {
    const steps = slopeSteps(s.downhill.deg)
    flat(
      `Downhill (${steps === 2 ? 45 : 20}° slope)`,
      steps * k,
      weight(s.downhill.share ?? 1, options.partialTerrain),
    )
  }
  flat('Paved road', k, weight(s.road, options.partialTerrain))

  const power = unit.power + (s.extraEffort === 'power' ? 1 : 0)
  const pick = s.pickUpBlox ?? 0
  if (pick > 0) {
    if (pick > 2 * power && options.maxLift === '2xPower') {
      return refuse(
        `${unit.name} cannot lift ${pick} blox alone (Power ${power}: at most ${2 * power})`,
      )
    }
    flat(`Picks up ${pick} blox`, pick <= power ? -k : -2 * k)
  }
  const carry = s.carryingBlox ?? 0
  const carryCounts = options.carryPenaltyMode === 'continuous' || pick > 0
  if (carry > 0 && carry >= power && carryCounts) {
    flat(`Carries ${carry} blox`, carry >= 2 * power ? -2 * k : -k)
  }

  halve('In liquid: half speed', weight(s.liquid, options.partialTerrain))
  if (!vehicle) halve('Rope or ladder: half speed', weight(s.ladder, options.partialTerrain))

  const effortFirst = s.extraEffort === 'move' && options.extraEffortOrder === 'addThenHalve'
  if (effortFirst) lines.push({ label: 'Extra Effort', inches: 5 })
  let inches = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.inches, 0),
  )
  const applied = options.halfSpeedStacks
    ? halves
    : halves.length > 0
      ? [halves.reduce((a, b) => (b.factor < a.factor ? b : a))]
      : []
  for (const h of applied) {
    const next = inches * h.factor
    lines.push({ label: h.label, inches: next - inches })
    inches = next
  }
  if (s.extraEffort === 'move' && !effortFirst) {
    lines.push({ label: 'Extra Effort', inches: 5 })
    inches += 5
  }
  return { inches, lines, blocked: null }
}

/** One line of a budget as the GM reads it: "Paved road +1\"". */
export function moveLineText(line: BwMoveLine): string {
  return `${line.label} ${line.inches >= 0 ? '+' : ''}${formatInches(line.inches)}`
}
