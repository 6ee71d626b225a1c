/**
 * A GG move plan's last part, the same on hexes and squares (OTHER-SYSTEMS.md A.2): a flier's
 * climb or dive added to the path's cost (GG-024), the band against the speed of the way it
 * moves ('move' within it, 'dash' within twice it with a second Movement action and its repeat
 * surcharge, GG-015/020; after a switch this action gives only the new way's speed less what it
 * spent, GG-021), and the words the GM reads on the drag preview.
 */
import type { Hex } from '../../../geometry/hex'
import type { MovePlan } from '../../ruleset'
import type { GgOptions } from '../engine/options'
import { modeText, secondMovementAp, slowedText, type GgMover } from './ruleset-movement-costs'

/** A path the board found: its cells, the cost of entering each, and what must be left at the end. */
export interface GgFoundPath {
  path: Hex[]
  steps: number[]
  total: number
  /** The least movement that must be left to stand at the end (GG-040, GG-Q16). */
  need: number
  dangerous: Hex[]
}

/** The plan of a found path for this mover. */
export function ggPlan(mover: GgMover, o: GgOptions, found: GgFoundPath): MovePlan {
  const speed = mover.speed
  const steps = [...found.steps]
  // GG-024: the climb or dive is paid as the move begins.
  if (mover.riseCost > 0 && steps.length > 0) steps[0] = (steps[0] as number) + mover.riseCost
  const total = found.total + mover.riseCost
  const need = found.need + mover.riseCost
  // GG-021: after a switch this Movement action gives only what the new way has left.
  const first = mover.switched?.left ?? speed
  const band = need <= first ? 'move' : need <= first + speed ? 'dash' : 'too-far'
  const ap = secondMovementAp(o)
  const notes: string[] = []
  if ((mover.mode !== 'walk' && !mover.crawling) || mover.squeezing)
    notes.push(modeText(mover).slice(2))
  if (mover.switched) notes.push(switchedText(mover, mover.switched))
  if (mover.dragging)
    notes.push(`dragging ${mover.dragging.name}${mover.dragging.slowed ? ' (Slowed 1)' : ''}`)
  if (band === 'dash')
    notes.push(
      `a second Movement action: ${ap.second} AP` +
        (ap.second > ap.first ? ` (+${ap.second - ap.first} AP for repeating)` : ''),
    )
  return {
    path: found.path,
    steps,
    total,
    speed,
    band,
    reason:
      band === 'too-far'
        ? `${mover.name} needs ${total} m${modeText(mover)} but has ${first} m${mover.switched ? ' left of this Movement action' : ''}${slowedText(mover)}, ${first + speed} m with a second Movement action`
        : null,
    dangerous: found.dangerous,
    ...(notes.length ? { note: notes.join('; ') } : {}),
  }
}

/** GG-021 in words: "1 m of this Movement action left (3 m less 2 m spent before switching)". */
export function switchedText(mover: GgMover, switched: { spent: number; left: number }): string {
  return `${switched.left} m of this Movement action left (${mover.speed} m less ${switched.spent} m spent before switching)`
}

/**
 * The reach bands: what this Movement action gives (after a switch only the new way's speed less
 * what it spent, GG-021), and that plus a second Movement action's full speed.
 */
export function reachBands(mover: GgMover): [number, number] {
  const first = mover.switched?.left ?? mover.speed
  return [first, first + mover.speed]
}
