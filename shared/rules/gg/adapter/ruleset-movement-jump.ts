/**
 * A jump on the board (seed 001 L26-30; OTHER-SYSTEMS.md GG-029 … GG-032, GG-Q12, GG-Q50), as the
 * GM's drag makes it when the token's state asks for one:
 * - a Long Jump goes straight from the token's cell to the one it lands on; each metre cleared
 *   costs 1 m, whatever ground is under it (a stream, a chasm painted impassable, rubble), up to
 *   PHY × 5 m running or half that standing (jumps.ts). A wall in the way stops it; it cannot land
 *   on impassable ground.
 * - a High Jump goes up onto the next cell: the height cleared (the rise to that cell) costs 1 m a
 *   metre (at least 1 m), up to PHY + 3 m running or half that standing.
 * Landing in Difficult Terrain asks for a TG 10 Agility Test (GG-031), and with the table's
 * obstacle checks on a low obstacle asks for a TG 10 Physique Test (GG-030): the plan says so.
 * A Prone being cannot jump; a flier flies instead.
 */
import type { Hex } from '../../../geometry/hex'
import type { MovePlan } from '../../ruleset'
import type { GgJumpChoice } from '../engine/instance'
import { highJumpMax, longJumpMax } from '../engine/jumps'
import { pathCost } from '../engine/movement'
import type { GgOptions } from '../engine/options'
import { CODE, type GgMover } from './ruleset-movement-costs'
import { ggPlan } from './ruleset-movement-plan'
import { blockedMove } from '../../move-board'

/** What a jump reads of the board, hex or square. */
export interface GgJumpBoard {
  /** Cells between the two (the board's own count: 1 m a hex, L148 on squares) as steps. */
  steps(from: Hex, to: Hex): { orthogonal: number; diagonal: number }
  /** No wall or shut door on the straight line between them. */
  lineOpen(from: Hex, to: Hex): boolean
  /** Terrain code and elevation of a cell on the board. */
  terrain(h: Hex): number
  elevation(h: Hex): number
}

/** The jump's reach in metres for this choice (GG-029/032, the table's jump options). */
export function jumpReach(jump: GgJumpChoice, o: GgOptions): number {
  const runUp = jump.running ? 2 : 0
  return jump.kind === 'long'
    ? longJumpMax(jump.phy, runUp, Infinity, o)
    : highJumpMax(jump.phy, runUp, Infinity, o)
}

const jumpName = (j: GgJumpChoice) =>
  `${j.running ? 'running' : 'standing'} ${j.kind === 'long' ? 'long' : 'high'} jump`

/** Plan the jump `jump` of `mover` from `from` to `to`. */
export function planGgJump(
  board: GgJumpBoard,
  mover: GgMover,
  from: Hex,
  to: Hex,
  jump: GgJumpChoice,
  o: GgOptions,
): MovePlan {
  const none = (reason: string): MovePlan => blockedMove(mover.speed, reason)
  if (mover.crawling) return none(`${mover.name} is Prone and cannot jump: stand up first`)
  if (mover.speed <= 0) return none(`${mover.name} cannot move`)
  const reach = jumpReach(jump, o)
  const name = jumpName(jump)
  const code = board.terrain(to)
  if (code === CODE.impassable) return none(`${mover.name} cannot land on impassable ground`)
  if (!board.lineOpen(from, to)) return none(`a wall is in the way of ${mover.name}'s jump`)
  const { orthogonal, diagonal } = board.steps(from, to)
  const across = pathCost(
    [
      ...Array.from({ length: orthogonal }, () => ({ kind: 'orthogonal' as const })),
      ...Array.from({ length: diagonal }, () => ({ kind: 'diagonal' as const })),
    ],
    o,
  )
  let cost: number
  let cleared: string
  if (jump.kind === 'long') {
    if (across > reach)
      return none(`${mover.name}'s ${name} clears at most ${reach} m; this is ${across} m`)
    cost = across
    cleared = `${across} m`
  } else {
    if (orthogonal + diagonal > 1)
      return none(`a high jump goes up onto the next ${diagonal ? 'square' : 'cell'} only`)
    const rise = Math.max(0, board.elevation(to) - board.elevation(from))
    if (rise > reach)
      return none(`${mover.name}'s ${name} reaches at most ${reach} m up; this is ${rise} m`)
    cost = Math.max(1, rise)
    cleared = `${rise} m up`
  }
  const notes = [`${name}: ${cleared} of up to ${reach} m`]
  if (code === CODE.difficult)
    notes.push('landing in Difficult Terrain: TG 10 Agility Test or land Prone')
  if (o.jumpObstacleCheck && jump.kind === 'long')
    notes.push(`a low obstacle (up to ${across / 4} m) needs a TG 10 Physique Test`)
  const plan = ggPlan(mover, o, {
    path: [from, to],
    steps: [cost],
    total: cost,
    need: cost,
    dangerous: code === CODE.dangerous ? [to] : [],
  })
  return { ...plan, note: [...notes, ...(plan.note ? [plan.note] : [])].join('; ') }
}
