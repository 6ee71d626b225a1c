/**
 * BW fire (OTHER-SYSTEMS.md C.5, BW-33..35, BW-Q16..21; seed 004 "Fire (3.3.5: Fire!)"): one tick
 * of a burning object: its Burn Level in dice of damage, the same roll to its neighbours with the
 * highest dice dropped per band, the new Burn Level from the 1s and 6s, and optional spreading.
 */
import { fireBand } from '../../../geometry/gridless'
import type { Dice } from '../../../dice'
import { dieSides, type BwOptions } from './options'

/**
 * BW-35 / BW-Q21: dice a neighbour `distanceIn` from the burning object's surface loses: none in
 * contact (0), then ⌈d⌉ (or ⌊d⌋ under `bw.fireBand` floor).
 */
export function fireDiceLost(distanceIn: number, band: BwOptions['fireBand']): number {
  return fireBand(distanceIn, band)
}

/**
 * BW-34: the Burn Level after a roll: −1 per 1, +1 per 6, at most `maxBurn`, never below 0
 * (0: the fire is out).
 */
export function nextBurnLevel(level: number, faces: readonly number[], maxBurn: number): number {
  let next = level
  for (const f of faces) {
    if (f === 1) next--
    else if (f === 6) next++
  }
  return Math.max(0, Math.min(maxBurn, next))
}

/** A thing near the fire: how many dice it loses (fireDiceLost), and whether it can catch. */
export interface BwFireNeighbour {
  id: string
  diceLost: number
  flammable?: boolean
  /** Its own Burn Level (0 or absent: not burning). */
  burnLevel?: number
}

/** What a neighbour takes from one tick. */
export interface BwFireNeighbourHit {
  id: string
  dice: number[]
  damage: number
  /** BW-Q20: it catches fire at Burn Level 1 (only under `bw.fireSpreads`). */
  ignites: boolean
}

/** One fire tick. */
export interface BwFireTick {
  faces: number[]
  /** BW-33: the fire damage to the burning object (the sum of the roll). */
  damage: number
  /** BW-34: the Burn Level after this tick; 0 = out. */
  burnLevel: number
  out: boolean
  neighbours: BwFireNeighbourHit[]
}

type FireOptions = Pick<
  BwOptions,
  'fireDie' | 'defaultMaxBurn' | 'fireNeighbourRoll' | 'fireSpreads'
>

/**
 * BW-33..35, BW-Q17..20: one tick at the beginning of a turn. The burning object rolls its Burn
 * Level in fire dice and takes the sum; neighbours take the same roll with the highest dice
 * dropped per die lost (or roll their own under `separate`); then the Burn Level changes by that
 * roll only.
 */
export function fireTick(
  dice: Dice,
  burning: { name?: string; burnLevel: number; maxBurnLevel?: number },
  neighbours: readonly BwFireNeighbour[],
  options: FireOptions,
): BwFireTick {
  const level = burning.burnLevel
  if (!Number.isInteger(level) || level < 1) {
    throw new Error(`${burning.name ?? 'This object'} is not on fire`)
  }
  const sides = dieSides(options.fireDie)
  const faces = Array.from({ length: level }, () => dice.roll(sides))
  const ascending = [...faces].sort((a, b) => a - b)
  const hits = neighbours.map((n): BwFireNeighbourHit => {
    const keep = Math.max(0, level - Math.max(0, n.diceLost))
    const taken =
      options.fireNeighbourRoll === 'separate'
        ? Array.from({ length: keep }, () => dice.roll(sides))
        : ascending.slice(0, keep)
    const ignites =
      options.fireSpreads && n.flammable === true && (n.burnLevel ?? 0) === 0 && taken.length > 0
    return { id: n.id, dice: taken, damage: taken.reduce((s, f) => s + f, 0), ignites }
  })
  const burnLevel = nextBurnLevel(level, faces, burning.maxBurnLevel ?? options.defaultMaxBurn)
  return {
    faces,
    damage: faces.reduce((s, f) => s + f, 0),
    burnLevel,
    out: burnLevel === 0,
    neighbours: hits,
  }
}

/**
 * BW-03 / BW-Q16: does a fire burn at the start of this turn: at every player's turn (literal), or
 * only at the first turn of a round (`everyRound`). `turnInRound` counts from 0.
 */
export function fireBurnsAtTurnStart(
  turnInRound: number,
  options: Pick<BwOptions, 'fireTick'>,
): boolean {
  return options.fireTick === 'everyPlayerTurn' || turnInRound === 0
}

/** BW-Q17: the Burn Level an object starts burning at (1), or throw if it cannot burn. */
export function ignite(object: { name: string; flammable: boolean; burnLevel: number }): number {
  if (!object.flammable) throw new Error(`${object.name} is not flammable`)
  return Math.max(1, object.burnLevel)
}
