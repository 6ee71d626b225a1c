/**
 * A second ruleset written for the tests, never shipped: "Trail", a game of plain hexes. It
 * proves the core plays a campaign through the Ruleset interface alone. Its rules differ from
 * Blue Box on purpose: a mover has 4 hexes, every hex costs 1 and a Difficult one 3 (Blue Box: 6 m,
 * Difficult 2 m), a being's state is a count of wounds (and its conditions), and players see
 * "hurt" once it has any. It makes no rolls from sheets; its combat hooks (./test-ruleset-combat)
 * give the neutral tracker a whole second game to run: one act and one react per turn, steps of
 * movement, Bleeding, Dazed, Hidden and a save-ended Pinned.
 */
import { z } from 'zod'
import {
  edgeBlocked,
  gridIndexOf,
  gridInBounds,
  gridOf,
  gridTerrainAt,
  hexEquals,
  hexKey,
  movementField,
  movementPath,
  type HexGrid,
  type StepCost,
} from '../../shared/geometry/hex'
import { hexMoveBoard, RollRefused, type MovePlan, type Ruleset } from '../../shared/rules'
import { TRAIL_CONDITIONS, trailCombat, trailPublicView } from './test-ruleset-combat'
import { TrailInstanceSchema } from './test-ruleset-instance'

export { TrailInstanceSchema, type TrailInstance } from './test-ruleset-instance'

export const TRAIL_ID = 'trail-test'
/** Hexes a Trail mover covers in one move. */
export const TRAIL_SPEED = 4
/** What entering a Difficult hex costs in Trail. */
export const TRAIL_DIFFICULT = 3

export const TrailSheetSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Wounds it can take. */
  grit: z.number().int().min(1).max(10),
})

/** Every hex 1, Difficult 3, impassable and walls not at all. */
export function trailStepCost(grid: HexGrid): StepCost {
  return (from, to, dir) => {
    if (edgeBlocked(grid, from, dir)) return Infinity
    const kind = gridTerrainAt(grid, to)
    if (kind === 'impassable') return Infinity
    return kind === 'difficult' ? TRAIL_DIFFICULT : 1
  }
}

const refused = (token: { hex: { q: number; r: number } }, why: string): MovePlan => ({
  path: [token.hex],
  steps: [],
  total: 0,
  speed: TRAIL_SPEED,
  band: 'blocked',
  reason: why,
  dangerous: [],
})

export const trailRuleset: Ruleset = {
  id: TRAIL_ID,
  name: 'Trail (test)',
  boards: ['hex'],
  unit: 'm',
  options: {
    schema: z.looseObject({
      gritty: z.boolean({ error: 'Gritty trail is on (true) or off (false)' }).optional(),
    }),
    defaults: { gritty: false },
    resolve: (stored) => ({ gritty: false, ...((stored ?? {}) as Record<string, unknown>) }),
    fields: [
      { key: 'gritty', name: 'Gritty trail', help: 'A test option: on or off.', kind: 'boolean' },
    ],
  },
  sheet: {
    schema: { npc: TrailSheetSchema, pc: TrailSheetSchema },
    version: 1,
    migrate: (raw) => raw,
    blank: (_kind, id, name) => ({ id, name, grit: 3 }),
    token: () => ({ size: 'medium', speed: TRAIL_SPEED }),
  },
  instance: {
    schema: TrailInstanceSchema,
    fresh: (sheet) => (sheet === null ? null : { wounds: 0 }),
    publicView: trailPublicView,
  },
  rolls: {
    schema: z.never(),
    resolve() {
      throw new RollRefused('Trail has no rolls')
    },
  },
  movement: {
    stepCost: (grid) => trailStepCost(grid),
    planMove(map, token, to) {
      const grid = gridOf(hexMoveBoard(map, 'The test game'))
      if (!gridInBounds(grid, to)) return refused(token, 'that hex is off the map')
      const path = movementPath(grid, token.hex, to, trailStepCost(grid))
      if (!path) return refused(token, `${token.name ?? 'It'} cannot get there`)
      const speed = token.speed ?? TRAIL_SPEED
      const far = path.total > speed
      return {
        path: [...path.hexes],
        steps: [...path.steps],
        total: path.total,
        speed,
        band: far ? 'too-far' : 'move',
        reason: far ? `${token.name ?? 'It'} needs ${path.total} but has ${speed}` : null,
        dangerous: [],
      }
    },
    reach(map, token) {
      const grid = gridOf(hexMoveBoard(map, 'The test game'))
      const speed = token.speed ?? TRAIL_SPEED
      const cost = movementField(grid, gridIndexOf(grid, token.hex), {
        costOf: trailStepCost(grid),
        budgetMetres: speed,
      })
      return { grid, cost, bands: [speed] }
    },
    roomProblem(tokens, token, to) {
      const other = tokens.find((t) => t.id !== token.id && hexEquals(t.hex, to))
      return other ? `${other.name} is already on ${hexKey(to)}` : null
    },
  },
  conditions: TRAIL_CONDITIONS,
  saves: [{ id: 'grit', name: 'Grit' }],
  combat: trailCombat,
}
