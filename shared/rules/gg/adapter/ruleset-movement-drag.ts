/**
 * Dragging or carrying a grappled being (seed 001 L61; OTHER-SYSTEMS.md GG-043): the grappler
 * takes it along when it moves and gains one Degree of Slowed while doing so, unless the target
 * is two or more Size Categories smaller. The Degree is real state (the tracker, the hover card
 * and every rule that reads Slowed see it); letting go takes it back. When the grappler moves,
 * the target comes along to the cell it passed last (ruleset-movement-after.ts).
 */
import type { GgDragChoice, GgInstance } from '../engine/instance'
import type { GgSize } from '../engine/model'
import { draggingSlowedDegrees } from '../engine/movement'

/** The being to take along, as the GM picked it. */
export interface GgDragTarget {
  tokenId: string
  name: string
  size: GgSize
  /** It has the Grappled condition (only a grappled being is dragged). */
  grappled: boolean
}

/** The grappler's state once it lets go of whoever it was dragging (its Slowed Degree back). */
export function stopDragging(grappler: GgInstance): GgInstance {
  const { dragging, ...rest } = grappler
  if (!dragging) return grappler
  return dragging.slowed ? { ...rest, slowed: Math.max(0, rest.slowed - 1) } : rest
}

/**
 * The grappler's state taking `target` along: a Degree of Slowed unless the target is two or more
 * Size Categories smaller (GG-043). Whoever it dragged before is let go first.
 */
export function startDragging(
  grappler: GgInstance,
  grapplerSize: GgSize,
  target: GgDragTarget,
): GgInstance {
  if (!target.grappled) throw new Error(`${target.name} is not Grappled, so it cannot be dragged.`)
  const free = stopDragging(grappler)
  const degrees = draggingSlowedDegrees(grapplerSize, target.size)
  const dragging: GgDragChoice = {
    tokenId: target.tokenId,
    name: target.name,
    slowed: degrees > 0,
  }
  return { ...free, slowed: free.slowed + degrees, dragging }
}
