import { describe, expect, it } from 'vitest'
import { hexToPixel, pixelToHex } from '../../../shared/geometry/hex'
import {
  backgroundRect,
  hexWidthUnits,
  type BackgroundSpec,
} from '../../../renderer/src/board/background'
import { fitFromDrag, fitFromThreeCentres } from '../../../renderer/src/board/fit'
import { HEX_SIZE } from '../../../renderer/src/board/geometry'

/** Where an image pixel lands on the map under a fit. */
function mapPoint(
  px: { x: number; y: number },
  spec: BackgroundSpec,
  map: { orientation: 'pointy' | 'flat'; cols: number; rows: number },
) {
  const rect = backgroundRect(spec, map)
  const k = hexWidthUnits(map.orientation) / spec.pixelsPerHex
  return { x: rect.x + px.x * k, y: rect.y + px.y * k }
}

describe('fit the grid from three hex centres', () => {
  it.each(['pointy', 'flat'] as const)('recovers the true fit of a %s-top image', (orientation) => {
    const map = { orientation, cols: 12, rows: 10 }
    // The image truly has 70 px per hex and its grid starts 33 px right and 21 px down.
    const truth = {
      url: 'x',
      width: 2000,
      height: 1500,
      pixelsPerHex: 70,
      offsetX: -33,
      offsetY: -21,
    }
    // The GM sees it drawn with a wrong guess, and clicks three true centres in a row.
    const guess = { ...truth, pixelsPerHex: 100, offsetX: 0, offsetY: 0 }
    const hexes =
      orientation === 'pointy'
        ? [
            { q: 2, r: 3 },
            { q: 3, r: 3 },
            { q: 4, r: 3 },
          ]
        : [
            { q: 2, r: 3 },
            { q: 2, r: 4 },
            { q: 2, r: 5 },
          ]
    const clicks = hexes.map((h) => {
      // Each true centre, in image pixels, then where the guess draws that pixel.
      const trueMap = hexToPixel(h, HEX_SIZE, orientation)
      const rect = backgroundRect(truth, map)
      const k = hexWidthUnits(orientation) / truth.pixelsPerHex
      const px = { x: (trueMap.x - rect.x) / k, y: (trueMap.y - rect.y) / k }
      return mapPoint(px, guess, map)
    })
    const fit = fitFromThreeCentres(clicks, guess, map)!
    expect(fit.pixelsPerHex).toBeCloseTo(70, 1)
    // The fitted image puts the clicked pixel exactly on the centre of the grid hex clicked in,
    // so the picture's hexes and the grid's coincide (up to which hex is which).
    const snapped = hexToPixel(pixelToHex(clicks[0]!, HEX_SIZE, orientation), HEX_SIZE, orientation)
    const first = hexToPixel(hexes[0]!, HEX_SIZE, orientation)
    const rect = backgroundRect(truth, map)
    const k = hexWidthUnits(orientation) / 70
    const px = { x: (first.x - rect.x) / k, y: (first.y - rect.y) / k }
    const landed = mapPoint(px, { ...guess, ...fit }, map)
    expect(landed.x).toBeCloseTo(snapped.x, 0)
    expect(landed.y).toBeCloseTo(snapped.y, 0)
  })

  it('needs three clicks some distance apart', () => {
    const map = { orientation: 'pointy' as const, cols: 5, rows: 5 }
    const spec = { url: 'x', width: 100, height: 100, pixelsPerHex: 20, offsetX: 0, offsetY: 0 }
    expect(fitFromThreeCentres([{ x: 0, y: 0 }], spec, map)).toBeNull()
    expect(
      fitFromThreeCentres(
        [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        spec,
        map,
      ),
    ).toBeNull()
  })
})

describe('fit the grid by dragging the picture', () => {
  it.each(['pointy', 'flat'] as const)(
    'the image pixel under the press ends under the release (%s)',
    (orientation) => {
      const map = { orientation, cols: 10, rows: 8 }
      const spec = { url: 'x', width: 900, height: 700, pixelsPerHex: 64, offsetX: 10, offsetY: -5 }
      const from = { x: 123, y: 77 }
      const to = { x: 180.5, y: 40 }
      const rect = backgroundRect(spec, map)
      const k = hexWidthUnits(orientation) / spec.pixelsPerHex
      const px = { x: (from.x - rect.x) / k, y: (from.y - rect.y) / k }
      const fit = fitFromDrag(spec, map, from, to)
      expect(fit.pixelsPerHex).toBe(64)
      const landed = mapPoint(px, { ...spec, ...fit }, map)
      expect(landed.x).toBeCloseTo(to.x, 1)
      expect(landed.y).toBeCloseTo(to.y, 1)
    },
  )
})
