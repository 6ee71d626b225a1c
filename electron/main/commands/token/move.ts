/** Moving a token: checked by the campaign's ruleset (its movement costs and room rules). */
import { hexEquals, hexKey, type Hex } from '../../../../shared/geometry/hex'
import { inchesText } from '../../../../shared/geometry/gridless'
import { cellOnMap, cellWord, type Campaign, type MapDef } from '../../../../shared/model'
import {
  applyStateChanges,
  combatAfterMove,
  CombatRefused,
  type MovePath,
  type Opportunity,
} from '../../../../shared/play/combat'
import { moverWithSpeed, rulesetOf, type DistanceUnit } from '../../../../shared/rules'
import { CommandRejected, tokenOrThrow, withToken, type Command } from '../command'
import { spotWords } from '../map/gridless'

/** What to do about a move the rules refuse: a free move (Shift-drag) skips them. */
export const FREE_MOVE_HINT = 'Hold Shift while dragging to place it anyway'

/**
 * What a move hands back: what it cost in the ruleset's unit (null: a free move, or no rules), and
 * in a fight the Opportunity Attacks it offered.
 */
export interface MoveResult {
  distance: number | null
  unit: DistanceUnit
  opportunities: Opportunity[]
}

/** How a move in a fight is made: past the movement left (the GM's Shift), or a Quick-step. */
export interface FightMove {
  override?: boolean | undefined
  quickStep?: boolean | undefined
  /** On a gridless board, the lattice points the drag passed through (a drawn path). */
  via?: readonly Hex[] | undefined
}

/** "spot 3½", 7"" on a gridless board, "hex 3,-2" or "square 3,7" on the others. */
function placeWords(map: MapDef, at: Hex): string {
  if (map.kind === 'gridless') return spotWords(at.q * map.cellInches, at.r * map.cellInches)
  return `${cellWord(map)} ${hexKey(at)}`
}

/** Why `to` or a bend of the drawn path is off the map, or null. */
function offMapProblem(map: MapDef, to: Hex, via: readonly Hex[]): string | null {
  const size =
    map.kind === 'gridless'
      ? `${inchesText(map.cols * map.cellInches)} x ${inchesText(map.rows * map.cellInches)}`
      : `${map.cols} x ${map.rows}`
  const where = map.kind === 'gridless' ? 'the table' : 'the map'
  if (!cellOnMap(map, to))
    return `${placeWords(map, to)} is outside ${where} "${map.name}" (${size})`
  const off = via.find((p) => !cellOnMap(map, p))
  if (off) {
    return `${placeWords(map, off)} on the drawn path is outside ${where} "${map.name}" (${size}); draw the path on the table`
  }
  return null
}

/**
 * Move a token. Unless `free` (the GM repositioning), the campaign's ruleset must allow the move
 * (its plan has no reason against it) and the token must have room where it ends; `distance` tells
 * what it cost, in the ruleset's `unit`. A ruleset without movement rules moves tokens freely.
 *
 * During a fight a move that is not free spends the mover's movement in the same step (refused
 * when not enough is left unless `override`; nothing moves then) and lists the Opportunity
 * Attacks it provoked; a free reposition costs nothing and provokes nothing.
 */
export function moveTokenCommand(
  tokenId: string,
  to: Hex,
  free = false,
  options: FightMove = {},
): Command<MoveResult> {
  return {
    label: 'Move token',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const map = Object.hasOwn(state.maps, token.mapId) ? state.maps[token.mapId] : undefined
      if (!map)
        throw new CommandRejected(`token "${token.name}" is on a missing map "${token.mapId}"`)
      // Grid boards find their own path: only a gridless one measures the path as drawn.
      const via = map.kind === 'gridless' ? (options.via ?? []) : []
      const off = offMapProblem(map, to, via)
      if (off) throw new CommandRejected(off)
      const ruleset = rulesetOf(state)
      const unit = ruleset.unit
      if (hexEquals(token.hex, to))
        return { state, result: { distance: null, unit, opportunities: [] } }
      let distance: number | null = null
      let path: MovePath | undefined
      if (!free && ruleset.movement && !ruleset.boards.includes(map.kind)) {
        // A map of a kind the game does not play (from a file): its movement rules cannot price it.
        throw new CommandRejected(
          `${ruleset.name} does not play on ${map.kind} maps, so it cannot price this move. ${FREE_MOVE_HINT}`,
        )
      }
      const movement = free ? undefined : ruleset.movement
      let planned: readonly Hex[] = [token.hex, to]
      if (movement) {
        const sharing = Object.values(state.tokens).filter((t) => t.mapId === token.mapId)
        // A token linked to a sheet moves at the sheet's speed unless it carries its own.
        const mover = moverWithSpeed(ruleset, token, state)
        const plan = movement.planMove(map, mover, to, state.tableOptions, sharing, via)
        // Refused by the movement rules alone: the GM may still reposition it freely.
        if (plan.reason) throw new CommandRejected(`${plan.reason}. ${FREE_MOVE_HINT}`)
        const crowded = movement.roomProblem(sharing, token, to, map.kind)
        if (crowded) throw new CommandRejected(`${crowded}. ${FREE_MOVE_HINT}`)
        distance = plan.total
        if (plan.path.length > 1) planned = plan.path
        if (map.kind === 'hex' && plan.path.length > 1)
          path = { hexes: plan.path, steps: plan.steps }
      }
      const placed = withToken(state, { ...token, hex: { ...token.hex, q: to.q, r: to.r } })
      // What the rules change with a priced move (a flier's altitude, a dragged being).
      const moved = movement?.afterMove
        ? applyStateChanges(placed, movement.afterMove(placed, tokenId, planned))
        : placed
      const label = `Move ${token.name}`
      if (free || !state.combat)
        return { state: moved, result: { distance, unit, opportunities: [] }, label }
      const quickStep = options.quickStep === true
      let fought: ReturnType<typeof combatAfterMove>
      try {
        fought = combatAfterMove(state, moved, tokenId, distance ?? 0, {
          override: options.override === true,
          quickStep,
          ...(path ? { path } : {}),
        })
      } catch (err) {
        if (err instanceof CombatRefused) throw new CommandRejected(err.message)
        throw err
      }
      return {
        state: fought.campaign,
        result: { distance, unit, opportunities: fought.opportunities },
        label: quickStep ? `Quick-step ${token.name}` : label,
      }
    },
  }
}
