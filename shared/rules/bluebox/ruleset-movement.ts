/** Blue Box movement behind the Ruleset interface: step costs, move plans and reach (Movement & Terrain). */
import {
  DEFAULT_SPEED_METRES,
  hexRoomProblem,
  moveReach,
  moverOf,
  planMove,
  blueboxStepCost,
} from '../../geometry/hex'
import type { Token } from '../../model'
import type { RulesetMovement } from '../ruleset'
import { resolveOptions, type BlueBoxOptions } from './options'

const opts = (stored: unknown): BlueBoxOptions =>
  resolveOptions((stored ?? {}) as Partial<BlueBoxOptions>)

// The model's token instance is neutral JSON; Blue Box's schema checked it on load.
const mover = (token: Token) => moverOf(token as Parameters<typeof moverOf>[0])

export const blueboxMovement: RulesetMovement = {
  stepCost: (grid, token, options) =>
    blueboxStepCost(grid, {
      rules: opts(options),
      ...(token ? { manner: mover(token).manner ?? {} } : {}),
    }),
  planMove: (map, token, to, options) =>
    planMove(
      map,
      token.hex,
      to,
      token.speed ?? DEFAULT_SPEED_METRES,
      opts(options),
      token.name,
      mover(token),
    ),
  reach(map, token, options) {
    const speed = token.speed ?? DEFAULT_SPEED_METRES
    const { grid, cost } = moveReach(map, token.hex, speed, mover(token), opts(options))
    return { grid, cost, bands: [speed, 2 * speed] }
  },
  roomProblem: (tokens, token, to) => hexRoomProblem(tokens, token, to),
}
