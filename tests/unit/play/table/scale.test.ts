/**
 * The table display's scale maths: pixels per inch from a two-point drag or a diagonal, the
 * 20-2000 ppi bounds, a hex exactly one inch (or 25 mm) across on the glass at every rotation,
 * and the TV frame's corners.
 */
import { describe, expect, it } from 'vitest'
import { hexToPixel, type HexOrientation } from '../../../../shared/geometry/hex/hex'
import {
  CREDIT_CARD_INCHES,
  hexAcrossPixels,
  ppiFromDiagonal,
  ppiFromDrag,
  tableFrame,
  tableTransform,
  tableZoom,
  toScreen,
  TableRefused,
} from '../../../../shared/play/table'
import { TABLE_ROTATIONS } from '../../../../shared/model'

const HEX = 40

describe('pixels per inch from a calibration', () => {
  it('is the drag length over the credit card', () => {
    const ppi = ppiFromDrag(
      { x: 100, y: 100 },
      { x: 100 + 3.37 * 96, y: 100 },
      CREDIT_CARD_INCHES,
      'in',
    )
    expect(ppi).toBeCloseTo(96, 6)
  })

  it('measures a diagonal drag by its length, and millimetres as inches / 25.4', () => {
    // 3-4-5 triangle: 254 px over 50.8 mm (2 in) is 127 ppi.
    expect(ppiFromDrag({ x: 0, y: 0 }, { x: 152.4, y: 203.2 }, 50.8, 'mm')).toBeCloseTo(127, 6)
  })

  it('reads a screen diagonal', () => {
    // A 1920 x 1080 screen 43 inches across: 2202.9 px / 43 in.
    expect(ppiFromDiagonal(1920, 1080, 43)).toBeCloseTo(Math.hypot(1920, 1080) / 43, 9)
  })

  it.each([
    [
      'a 5 px drag over a card',
      () => ppiFromDrag({ x: 0, y: 0 }, { x: 5, y: 0 }, 3.37, 'in'),
      /fewer than 20/,
    ],
    [
      'a 10000 px drag over 1 mm',
      () => ppiFromDrag({ x: 0, y: 0 }, { x: 10000, y: 0 }, 1, 'mm'),
      /more than 2000/,
    ],
    ['a 1000 inch diagonal', () => ppiFromDiagonal(1920, 1080, 1000), /fewer than 20/],
    ['a zero length', () => ppiFromDrag({ x: 0, y: 0 }, { x: 50, y: 0 }, 0, 'in'), /length/],
  ])('refuses %s in words', (_what, run, words) => {
    expect(run).toThrow(TableRefused)
    expect(run).toThrow(words)
  })
})

describe('a hex on the glass', () => {
  const cases: [number, 'inch' | 'mm25', HexOrientation, number][] = []
  for (const ppi of [40, 96, 163.2])
    for (const scale of ['inch', 'mm25'] as const)
      for (const o of ['pointy', 'flat'] as const)
        for (const rot of TABLE_ROTATIONS) cases.push([ppi, scale, o, rot])

  it.each(cases)(
    'at %d ppi, %s, %s hexes, turned %d°: neighbouring centres are exactly one hex-width apart',
    (ppi, scale, orientation, rotation) => {
      const zoom = tableZoom(ppi, scale, HEX)
      const t = tableTransform({ q: 3, r: -1 }, orientation, HEX, zoom, rotation as 0, {
        width: 1920,
        height: 1080,
      })
      const a = toScreen(t, hexToPixel({ q: 3, r: -1 }, HEX, orientation))
      const b = toScreen(t, hexToPixel({ q: 4, r: -1 }, HEX, orientation))
      const across = scale === 'inch' ? ppi : (ppi * 25) / 25.4
      expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(across, 9)
      expect(hexAcrossPixels(ppi, scale)).toBeCloseTo(across, 9)
      // The centre hex sits at the middle of the screen.
      expect(a.x).toBeCloseTo(960, 9)
      expect(a.y).toBeCloseTo(540, 9)
    },
  )

  it('turns the map clockwise: a hex to the east shows below the centre at 90°', () => {
    const t = tableTransform({ q: 0, r: 0 }, 'pointy', HEX, 1, 90, { width: 800, height: 600 })
    const east = toScreen(t, hexToPixel({ q: 1, r: 0 }, HEX, 'pointy'))
    expect(east.x).toBeCloseTo(400, 9)
    expect(east.y).toBeGreaterThan(300)
  })

  it('frames what the table shows: its corners land on the screen corners', () => {
    for (const rotation of TABLE_ROTATIONS) {
      const t = tableTransform({ q: 2, r: 5 }, 'flat', HEX, 0.75, rotation, {
        width: 800,
        height: 600,
      })
      const corners = tableFrame(t).map((p) => toScreen(t, p))
      const expected = [
        { x: 0, y: 0 },
        { x: 800, y: 0 },
        { x: 800, y: 600 },
        { x: 0, y: 600 },
      ]
      corners.forEach((c, i) => {
        expect(c.x).toBeCloseTo(expected[i]!.x, 6)
        expect(c.y).toBeCloseTo(expected[i]!.y, 6)
      })
    }
  })
})
