/** Blue Box movement behind the Ruleset interface: step costs, move plans and reach (Movement & Terrain). */
import { hexMoveBoard } from '../move-board'
import type { RulesetMovement } from '../ruleset'
import { DEFAULT_SPEED_METRES, moveReach, moverOf, planMove } from './move-plan'
import { resolveOptions, type BlueBoxOptions } from './options'
import { sheetOfToken } from './views'
import { hexRoomProblem } from './room'
import { blueboxStepCost } from './step-cost'

const opts = (stored: unknown): BlueBoxOptions =>
  resolveOptions((stored ?? {}) as Partial<BlueBoxOptions>)

export const blueboxMovement: RulesetMovement = {
  stepCost: (grid, token, options) =>
    blueboxStepCost(grid, {
      rules: opts(options),
      ...(token ? { manner: moverOf(token).manner ?? {} } : {}),
    }),
  planMove: (map, token, to, options) =>
    planMove(
      hexMoveBoard(map, 'Blue Box'),
      token.hex,
      to,
      token.speed ?? DEFAULT_SPEED_METRES,
      opts(options),
      token.name,
      moverOf(token),
    ),
  reach(map, token, options) {
    const speed = token.speed ?? DEFAULT_SPEED_METRES
    const { grid, cost } = moveReach(
      hexMoveBoard(map, 'Blue Box'),
      token.hex,
      speed,
      moverOf(token),
      opts(options),
    )
    return { grid, cost, bands: [speed, 2 * speed] }
  },
  roomProblem: (tokens, token, to) => hexRoomProblem(tokens, token, to),
  // A token linked to a sheet moves at the sheet's speed (Movement & Terrain: speed by species).
  speedOf: (token, campaign) => sheetOfToken(campaign, token)?.record.speed,
}
