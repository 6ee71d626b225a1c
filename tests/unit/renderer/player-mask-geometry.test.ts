import { describe, expect, it } from 'vitest'
import { backgroundRect } from '../../../renderer/src/board/background'
import { hexCenter } from '../../../renderer/src/board/geometry'
import { offsetToHex } from '../../../shared/geometry/hex'
import { hexCornersInImage } from '../../../shared/projection'

// The host masks the players' background by hex outlines in image pixels (shared/projection);
// they must be where the board draws the hexes over the picture, or fog would cut wrong.

describe('the mask lines up with the board', () => {
  it.each(['pointy', 'flat'] as const)(
    'a hex centre in image pixels is where the %s board draws it',
    (orientation) => {
      const spec = { url: '', width: 900, height: 700, pixelsPerHex: 57, offsetX: 13, offsetY: -21 }
      const g = { ...spec, orientation }
      const shape = { orientation, cols: 9, rows: 7 }
      const rect = backgroundRect(spec, shape)
      for (const h of [offsetToHex(0, 0, orientation), offsetToHex(5, 3, orientation)]) {
        const c = hexCornersInImage(h, g)
        const mine = {
          x: c.reduce((s, p) => s + p.x, 0) / 6,
          y: c.reduce((s, p) => s + p.y, 0) / 6,
        }
        const board = hexCenter(h, orientation)
        // The board's map units back into image pixels.
        const theirs = {
          x: ((board.x - rect.x) / rect.width) * spec.width,
          y: ((board.y - rect.y) / rect.height) * spec.height,
        }
        expect(mine.x).toBeCloseTo(theirs.x, 6)
        expect(mine.y).toBeCloseTo(theirs.y, 6)
      }
    },
  )
})
