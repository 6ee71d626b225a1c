import { cellAtOffset } from '../../../shared/geometry/layout'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hexToPixel, offsetToHex } from '../../../shared/geometry/hex'
import type { HexOrientation, Point } from '../../../shared/geometry/hex'
import type { TokenSize } from '../../../shared/model'
import {
  HEX_SIZE,
  cornerOffsets,
  fitCamera,
  hexCenter,
  sharedHexOffsets,
  mapBounds,
  tokenInitials,
  tokenRadius,
  traceVisibleHexes,
  visibleOffsetRange,
  zoomCamera,
} from '../../../renderer/src/board/geometry'
import type { Camera, MapShape, Rect } from '../../../renderer/src/board/geometry'
import { prng } from '../support/prng'

const EPS = 1e-6
const ORIENTATIONS: HexOrientation[] = ['pointy', 'flat']

/** Every corner of every hex on the map, in map units. */
function allCorners(map: MapShape): Point[] {
  const corners = cornerOffsets(map.orientation)
  const out: Point[] = []
  for (let row = 0; row < map.rows; row++) {
    for (let col = 0; col < map.cols; col++) {
      const c = hexCenter(cellAtOffset(col, row, map.orientation), map.orientation)
      for (const k of corners) out.push({ x: c.x + k.x, y: c.y + k.y })
    }
  }
  return out
}

const toScreen = (cam: Camera, p: Point): Point => ({
  x: cam.x + p.x * cam.scale,
  y: cam.y + p.y * cam.scale,
})

/** A canvas context that only records the path calls traceVisibleHexes makes. */
function recordingCtx() {
  const moves: Point[] = []
  let lines = 0
  let closes = 0
  return {
    moves,
    counts: () => ({ moves: moves.length, lines, closes }),
    ctx: {
      moveTo: (x: number, y: number) => void moves.push({ x, y }),
      lineTo: () => void (lines += 1),
      closePath: () => void (closes += 1),
    },
  }
}

/** The hex centres a trace drew, recovered from each outline's first corner. */
function tracedCentres(moves: Point[], orientation: MapShape['orientation']): Point[] {
  const first = cornerOffsets(orientation)[0] as Point
  return moves.map((m) => ({ x: m.x - first.x, y: m.y - first.y }))
}

const SHAPES: MapShape[] = [
  { orientation: 'pointy', cols: 18, rows: 12 },
  { orientation: 'flat', cols: 18, rows: 12 },
  { orientation: 'pointy', cols: 1, rows: 1 },
  { orientation: 'flat', cols: 1, rows: 1 },
  { orientation: 'pointy', cols: 40, rows: 3 },
  { orientation: 'flat', cols: 3, rows: 40 },
]

describe('mapBounds', () => {
  it.each(SHAPES)(
    'holds every hex corner of $orientation $cols x $rows and touches each edge',
    (map) => {
      const b = mapBounds(map)
      const corners = allCorners(map)
      const xs = corners.map((p) => p.x)
      const ys = corners.map((p) => p.y)
      expect(Math.min(...xs)).toBeCloseTo(b.x, 6)
      expect(Math.max(...xs)).toBeCloseTo(b.x + b.width, 6)
      expect(Math.min(...ys)).toBeCloseTo(b.y, 6)
      expect(Math.max(...ys)).toBeCloseTo(b.y + b.height, 6)
    },
  )
})

describe('fitCamera', () => {
  const VIEWPORTS = [
    { width: 800, height: 600 },
    { width: 1920, height: 1080 },
    { width: 600, height: 1400 },
    { width: 333, height: 333 },
  ]
  const CASES = SHAPES.flatMap((map) =>
    VIEWPORTS.flatMap((viewport) => [24, 8].map((margin) => ({ map, viewport, margin }))),
  )

  it.each(CASES)(
    '$map.orientation $map.cols x $map.rows in $viewport.width x $viewport.height, margin $margin',
    ({ map, viewport, margin }) => {
      const cam = fitCamera(map, viewport, margin)
      const b = mapBounds(map)
      const tl = toScreen(cam, { x: b.x, y: b.y })
      const br = toScreen(cam, { x: b.x + b.width, y: b.y + b.height })

      // Inside the viewport with the margin on every side...
      expect(tl.x).toBeGreaterThanOrEqual(margin - EPS)
      expect(tl.y).toBeGreaterThanOrEqual(margin - EPS)
      expect(br.x).toBeLessThanOrEqual(viewport.width - margin + EPS)
      expect(br.y).toBeLessThanOrEqual(viewport.height - margin + EPS)
      // ...centred on both axes...
      expect(tl.x).toBeCloseTo(viewport.width - br.x, 6)
      expect(tl.y).toBeCloseTo(viewport.height - br.y, 6)
      // ...and as large as it can be: one axis sits exactly on the margin.
      expect(Math.min(tl.x, tl.y)).toBeCloseTo(margin, 6)

      for (const p of allCorners(map).map((c) => toScreen(cam, c))) {
        expect(p.x).toBeGreaterThanOrEqual(margin - EPS)
        expect(p.x).toBeLessThanOrEqual(viewport.width - margin + EPS)
        expect(p.y).toBeGreaterThanOrEqual(margin - EPS)
        expect(p.y).toBeLessThanOrEqual(viewport.height - margin + EPS)
      }
    },
  )

  it('uses a 24px margin by default', () => {
    const map = SHAPES[0] as MapShape
    expect(fitCamera(map, { width: 800, height: 600 })).toEqual(
      fitCamera(map, { width: 800, height: 600 }, 24),
    )
  })

  it.each(ORIENTATIONS)(
    'never goes below scale 0.05 in a tiny viewport (%s), still centred',
    (orientation) => {
      const map = { orientation, cols: 18, rows: 12 }
      const viewport = { width: 40, height: 30 }
      const cam = fitCamera(map, viewport, 24)
      expect(cam.scale).toBe(0.05)
      const b = mapBounds(map)
      const centre = toScreen(cam, { x: b.x + b.width / 2, y: b.y + b.height / 2 })
      expect(centre.x).toBeCloseTo(20, 6)
      expect(centre.y).toBeCloseTo(15, 6)
    },
  )
})

describe('zoomCamera', () => {
  const mapPointUnder = (cam: Camera, s: Point): Point => ({
    x: (s.x - cam.x) / cam.scale,
    y: (s.y - cam.y) / cam.scale,
  })

  it.each([
    { cam: { x: 0, y: 0, scale: 1 }, factor: 1.12, anchor: { x: 400, y: 300 } },
    { cam: { x: 120, y: -40, scale: 0.8 }, factor: 1 / 1.12, anchor: { x: 10, y: 590 } },
    { cam: { x: -300, y: 200, scale: 2.5 }, factor: 2, anchor: { x: 0, y: 0 } },
    { cam: { x: 50, y: 50, scale: 0.4 }, factor: 0.5, anchor: { x: 799, y: 1 } },
    // Clamped at either end: the anchor still stays put.
    { cam: { x: 10, y: 20, scale: 7 }, factor: 4, anchor: { x: 300, y: 200 } },
    { cam: { x: 10, y: 20, scale: 0.15 }, factor: 0.1, anchor: { x: 300, y: 200 } },
  ])(
    'keeps the map point under $anchor.x,$anchor.y fixed (scale $cam.scale x $factor)',
    ({ cam, factor, anchor }) => {
      const before = mapPointUnder(cam, anchor)
      const next = zoomCamera(cam, factor, anchor)
      const after = mapPointUnder(next, anchor)
      expect(after.x).toBeCloseTo(before.x, 9)
      expect(after.y).toBeCloseTo(before.y, 9)
    },
  )

  it.each([
    { scale: 1, factor: 1.5, min: 0.1, max: 8, expected: 1.5 },
    { scale: 7, factor: 4, min: 0.1, max: 8, expected: 8 },
    { scale: 0.15, factor: 0.1, min: 0.1, max: 8, expected: 0.1 },
    { scale: 8, factor: 1.12, min: 0.1, max: 8, expected: 8 },
    { scale: 1, factor: 10, min: 0.5, max: 2, expected: 2 },
    { scale: 1, factor: 0.1, min: 0.5, max: 2, expected: 0.5 },
  ])(
    'scale $scale x $factor within [$min, $max] is $expected',
    ({ scale, factor, min, max, expected }) => {
      const next = zoomCamera({ x: 0, y: 0, scale }, factor, { x: 100, y: 100 }, min, max)
      expect(next.scale).toBeCloseTo(expected, 12)
    },
  )

  it('uses [0.1, 8] by default', () => {
    expect(zoomCamera({ x: 0, y: 0, scale: 1 }, 100, { x: 0, y: 0 }).scale).toBe(8)
    expect(zoomCamera({ x: 0, y: 0, scale: 1 }, 0.001, { x: 0, y: 0 }).scale).toBe(0.1)
  })
})

describe('traceVisibleHexes', () => {
  it.each(SHAPES)(
    'traces all cols*rows hexes, once each, for a whole-map view ($orientation $cols x $rows)',
    (map) => {
      const rec = recordingCtx()
      const n = traceVisibleHexes(rec.ctx, map, mapBounds(map))
      expect(n).toBe(map.cols * map.rows)
      expect(rec.counts()).toEqual({ moves: n, lines: 5 * n, closes: n })

      const key = (p: Point) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`
      const expected = new Set<string>()
      for (let row = 0; row < map.rows; row++) {
        for (let col = 0; col < map.cols; col++) {
          expected.add(key(hexCenter(cellAtOffset(col, row, map.orientation), map.orientation)))
        }
      }
      const traced = tracedCentres(rec.moves, map.orientation).map(key)
      expect(new Set(traced).size).toBe(traced.length)
      expect(new Set(traced)).toEqual(expected)
    },
  )

  it.each(ORIENTATIONS)(
    'a view far larger than the map still traces only the map (%s)',
    (orientation) => {
      const map = { orientation, cols: 18, rows: 12 }
      const rec = recordingCtx()
      expect(traceVisibleHexes(rec.ctx, map, { x: -1e5, y: -1e5, width: 2e5, height: 2e5 })).toBe(
        18 * 12,
      )
    },
  )

  it.each(
    ORIENTATIONS.flatMap((orientation) =>
      [
        { x: 400, y: 300, width: 100, height: 80 },
        { x: 0, y: 0, width: 60, height: 60 },
        { x: 700, y: 150, width: 10, height: 10 },
      ].map((view) => ({ orientation, view })),
    ),
  )('a small $orientation view traces a few hexes, all near it', ({ orientation, view }) => {
    const map: MapShape = { orientation, cols: 30, rows: 30 }
    const rec = recordingCtx()
    const n = traceVisibleHexes(rec.ctx, map, view)
    expect(n).toBe(rec.moves.length)
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThanOrEqual(40)
    // "Near": within three hex widths of the view on every side.
    const reach = 3 * Math.sqrt(3) * HEX_SIZE
    for (const c of tracedCentres(rec.moves, orientation)) {
      expect(c.x).toBeGreaterThan(view.x - reach)
      expect(c.x).toBeLessThan(view.x + view.width + reach)
      expect(c.y).toBeGreaterThan(view.y - reach)
      expect(c.y).toBeLessThan(view.y + view.height + reach)
    }
  })

  it.each(ORIENTATIONS)(
    'never misses a hex that shows in the view (%s, random views)',
    (orientation) => {
      const rand = prng(orientation === 'pointy' ? 7 : 11)
      const map: MapShape = { orientation, cols: 25, rows: 20 }
      const b = mapBounds(map)
      const corners = cornerOffsets(orientation)
      const inside = (p: Point, v: Rect) =>
        p.x > v.x && p.x < v.x + v.width && p.y > v.y && p.y < v.y + v.height
      let shown = 0
      for (let run = 0; run < 60; run++) {
        const view = {
          x: b.x + rand() * b.width - 100,
          y: b.y + rand() * b.height - 100,
          width: 5 + rand() * 400,
          height: 5 + rand() * 300,
        }
        const { c0, c1, r0, r1 } = visibleOffsetRange(map, view)
        for (let row = 0; row < map.rows; row++) {
          for (let col = 0; col < map.cols; col++) {
            const c = hexCenter(offsetToHex(col, row, orientation), orientation)
            const shows =
              inside(c, view) || corners.some((k) => inside({ x: c.x + k.x, y: c.y + k.y }, view))
            if (shows) {
              shown++
              expect(col).toBeGreaterThanOrEqual(c0)
              expect(col).toBeLessThanOrEqual(c1)
              expect(row).toBeGreaterThanOrEqual(r0)
              expect(row).toBeLessThanOrEqual(r1)
            }
          }
        }
      }
      expect(shown).toBeGreaterThan(60)
    },
  )
  // Regression: a view wholly off the map used to clamp onto the nearest edge row/column and
  // trace hexes that are not in view. It must give an empty range and trace nothing.
  it.each(ORIENTATIONS)('traces no hex for a view wholly off the map (%s)', (orientation) => {
    const map: MapShape = { orientation, cols: 18, rows: 12 }
    const b = mapBounds(map)
    const size = { width: 200, height: 150 }
    const offMap: Record<string, Rect> = {
      'far right': { x: b.x + b.width + 1000, y: b.y + b.height / 2, ...size },
      'far below': { x: b.x + b.width / 2, y: b.y + b.height + 1000, ...size },
      'far up-left': { x: b.x - 1000 - size.width, y: b.y - 1000 - size.height, ...size },
    }
    for (const [label, view] of Object.entries(offMap)) {
      const rec = recordingCtx()
      const n = traceVisibleHexes(rec.ctx, map, view)
      expect({ label, n, ...rec.counts() }).toEqual({ label, n: 0, moves: 0, lines: 0, closes: 0 })
      const { c0, c1, r0, r1 } = visibleOffsetRange(map, view)
      expect(c0 > c1 || r0 > r1).toBe(true)
    }

    // A view that overlaps the right edge only a little still traces the hexes along that edge.
    const rec = recordingCtx()
    const edge = { x: b.x + b.width - 20, y: b.y + b.height / 2, ...size }
    const n = traceVisibleHexes(rec.ctx, map, edge)
    expect(n).toBeGreaterThan(0)
    expect(rec.counts().moves).toBe(n)
  })
})

describe('tokenInitials', () => {
  it.each([
    ['Rust Sentinel', 'RS'],
    ['Vaka', 'VA'],
    ['orin', 'OR'],
    ['Q', 'Q'],
    ['  Scrap   Hound  ', 'SH'],
    ['Hidden Ambusher Prime', 'HA'],
    ['supply\tcrate', 'SC'],
    ['élan vital', 'ÉV'],
    ['', '?'],
    ['   ', '?'],
    // Regression: initials are whole code points, never half of an emoji's surrogate pair.
    ['🐺 Wolf', '🐺W'],
    ['🐺🐻', '🐺🐻'],
  ])('%j -> %s', (name, expected) => {
    expect(tokenInitials(name)).toBe(expected)
  })
})

describe('tokenRadius', () => {
  const SIZES: TokenSize[] = ['tiny', 'small', 'medium', 'large', 'giant', 'gargantuan']

  it('grows strictly with size', () => {
    const radii = SIZES.map(tokenRadius)
    for (let i = 1; i < radii.length; i++) {
      expect(radii[i]).toBeGreaterThan(radii[i - 1] as number)
    }
  })

  // The inradius of a hex: a disc this small stays inside its own hex.
  const inradius = (Math.sqrt(3) / 2) * HEX_SIZE
  it.each([
    ['tiny', true],
    ['small', true],
    ['medium', true],
    ['large', false],
    ['giant', false],
    ['gargantuan', false],
  ] as [TokenSize, boolean][])('%s fits inside one hex: %s', (size, fits) => {
    expect(tokenRadius(size) > 0).toBe(true)
    expect(tokenRadius(size) < inradius).toBe(fits)
  })
})

describe('labelWidth', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** A fresh geometry module whose measuring canvas is `ctx` (its cache and canvas are module state). */
  async function freshLabelWidth(
    ctx: { font: string; measureText: (t: string) => { width: number } } | null,
  ) {
    vi.resetModules()
    const realCreate = document.createElement.bind(document)
    vi.spyOn(document, 'createElement').mockImplementation(((tag: string) =>
      tag === 'canvas'
        ? ({ getContext: () => ctx } as unknown as HTMLCanvasElement)
        : realCreate(tag)) as typeof document.createElement)
    const mod = await import('../../../renderer/src/board/geometry')
    return mod.labelWidth
  }

  it('measures a text once per font size and returns the cached width after', async () => {
    const measureText = vi.fn((t: string) => ({ width: t.length * 7.5 }))
    const fonts: string[] = []
    const ctx = {
      set font(f: string) {
        fonts.push(f)
      },
      get font() {
        return fonts.at(-1) ?? ''
      },
      measureText,
    }
    const labelWidth = await freshLabelWidth(ctx)

    const first = labelWidth('Rust Sentinel', 14)
    expect(first).toBe(13 * 7.5)
    expect(labelWidth('Rust Sentinel', 14)).toBe(first)
    expect(measureText).toHaveBeenCalledTimes(1)
    expect(fonts).toEqual(['bold 14px system-ui, sans-serif'])

    labelWidth('Rust Sentinel', 22)
    expect(measureText).toHaveBeenCalledTimes(2)
    expect(fonts.at(-1)).toBe('bold 22px system-ui, sans-serif')
  })

  it('grows with the length of the text', async () => {
    const labelWidth = await freshLabelWidth({
      font: '',
      measureText: (t) => ({ width: t.length * 6 }),
    })
    const widths = ['V', 'Vaka', 'Vaka (GM)', 'Hidden Ambusher (GM)'].map((t) => labelWidth(t, 12))
    for (let i = 1; i < widths.length; i++) {
      expect(widths[i]).toBeGreaterThan(widths[i - 1] as number)
    }
  })

  it.each([
    ['no 2d context', null],
    ['a zero measurement', { font: '', measureText: () => ({ width: 0 }) }],
    ['a NaN measurement', { font: '', measureText: () => ({ width: Number.NaN }) }],
  ])('falls back to an estimate with %s', async (_label, ctx) => {
    const labelWidth = await freshLabelWidth(ctx)
    expect(labelWidth('Orin', 10)).toBeCloseTo(4 * 10 * 0.62, 9)
    expect(labelWidth('Orin the Tall', 10)).toBeGreaterThan(labelWidth('Orin', 10))
  })

  it('measures with the real (mocked) canvas too and caches it', async () => {
    vi.resetModules()
    const { labelWidth } = await import('../../../renderer/src/board/geometry')
    const a = labelWidth('Supply Crate', 16)
    expect(a).toBeGreaterThan(0)
    expect(labelWidth('Supply Crate', 16)).toBe(a)
    expect(labelWidth('Supply Crate and more', 16)).toBeGreaterThan(a)
  })
})

describe('hexCenter', () => {
  it.each([
    { q: 0, r: 0 },
    { q: 3, r: -2 },
    { q: -4, r: 7 },
  ])('is hexToPixel at HEX_SIZE for $q,$r', (h) => {
    for (const o of ORIENTATIONS) expect(hexCenter(h, o)).toEqual(hexToPixel(h, HEX_SIZE, o))
  })
})

describe('sharedHexOffsets', () => {
  const t = (id: string, size: 'tiny' | 'small' | 'medium', q = 1, r = 1) => ({
    id,
    hex: { q, r },
    size,
  })
  it('leaves a lone being at the centre and spreads sharers apart inside the hex', () => {
    expect(sharedHexOffsets([t('a', 'tiny'), t('m', 'medium', 2, 2)]).size).toBe(0)
    const two = sharedHexOffsets([t('a', 'small'), t('b', 'small')])
    expect(two.get('a')!.x).toBeCloseTo(-two.get('b')!.x, 6)
    const three = sharedHexOffsets([t('a', 'tiny'), t('b', 'tiny'), t('c', 'tiny')])
    const pts = ['a', 'b', 'c'].map((id) => three.get(id)!)
    for (const p of pts) expect(Math.hypot(p.x, p.y)).toBeLessThan(HEX_SIZE * 0.6)
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++)
        expect(Math.hypot(pts[i]!.x - pts[j]!.x, pts[i]!.y - pts[j]!.y)).toBeGreaterThan(
          2 * tokenRadius('tiny') - 1,
        )
  })
})
