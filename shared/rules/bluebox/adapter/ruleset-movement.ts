/** Blue Box movement behind the Ruleset interface: step costs, move plans and reach (Movement & Terrain). */
import { hexMoveBoard } from '../../move-board'
import type { RulesetMovement } from '../../ruleset'
import { sheetRecord } from './combat-being'
import { DEFAULT_SPEED_METRES, moveReach, moverOf, planMove } from '../engine/move-plan'
import { hexRoomProblem } from '../engine/room'
import { blueboxStepCost } from '../engine/step-cost'
import type { BlueboxTypes } from './types'

export const blueboxMovement: RulesetMovement<BlueboxTypes> = {
  stepCost: (grid, token, options) =>
    blueboxStepCost(grid, {
      rules: options,
      ...(token ? { manner: moverOf(token).manner ?? {} } : {}),
    }),
  planMove: (map, token, to, options) =>
    planMove(
      hexMoveBoard(map, 'Blue Box'),
      token.hex,
      to,
      token.speed ?? DEFAULT_SPEED_METRES,
      options,
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
      options,
    )
    return { grid, cost, bands: [speed, 2 * speed] }
  },
  roomProblem: (tokens, token, to) => hexRoomProblem(tokens, token, to),
  // A token linked to a sheet moves at the sheet's speed (Movement & Terrain: speed by species).
  speedOf: (token, campaign) => sheetRecord(campaign, token)?.speed,
}
