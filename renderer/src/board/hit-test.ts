/** Which token is under a map point: pure hit testing for the hover card and clicks. */
import type { CellLayout } from '../../../shared/geometry/layout'
import type { Point } from '../../../shared/geometry/hex'
import type { TokenSize } from '../../../shared/model'
import { footprintCentreOffset } from './footprint-look'
import { hexCenter, sharedHexOffsets, tokenRadius } from './geometry'

interface HitToken {
  id: string
  hex: { q: number; r: number }
  size: TokenSize
}

/**
 * The token whose disc is under `point` (the last drawn, so the topmost), if any; a square
 * footprint bigger than one square has its disc in its middle.
 */
export function tokenAtPoint<T extends HitToken>(
  tokens: readonly T[],
  point: Point,
  orientation: CellLayout,
  gridless = false,
): T | null {
  const offsets = sharedHexOffsets(tokens)
  let hit: T | null = null
  for (const t of tokens) {
    const c = hexCenter(t.hex, orientation)
    const off = offsets.get(t.id)
    const mid = footprintCentreOffset(t.size, orientation, gridless)
    const d = Math.hypot(
      point.x - c.x - mid.x - (off?.x ?? 0),
      point.y - c.y - mid.y - (off?.y ?? 0),
    )
    if (d <= tokenRadius(t.size)) hit = t
  }
  return hit
}
