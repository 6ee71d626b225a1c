/** Which token is under a map point: pure hit testing for the hover card and clicks. */
import type { CellLayout } from '../../../shared/geometry/layout'
import type { Point } from '../../../shared/geometry/hex'
import type { TokenSize } from '../../../shared/model'
import { hexCenter, sharedHexOffsets, tokenRadius } from './geometry'

interface HitToken {
  id: string
  hex: { q: number; r: number }
  size: TokenSize
}

/** The token whose disc is under `point` (the last drawn, so the topmost), if any. */
export function tokenAtPoint<T extends HitToken>(
  tokens: readonly T[],
  point: Point,
  orientation: CellLayout,
): T | null {
  const offsets = sharedHexOffsets(tokens)
  let hit: T | null = null
  for (const t of tokens) {
    const c = hexCenter(t.hex, orientation)
    const off = offsets.get(t.id)
    const d = Math.hypot(point.x - c.x - (off?.x ?? 0), point.y - c.y - (off?.y ?? 0))
    if (d <= tokenRadius(t.size)) hit = t
  }
  return hit
}
