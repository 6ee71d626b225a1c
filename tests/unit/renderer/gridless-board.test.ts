/**
 * A gridless table on the map: no cell grid, a 1" grid with stronger 6" lines the GM can switch
 * off, obstacles filled and named with their height, areas in their colours, fog by lattice cell, a
 * changed obstacle repainting its own box, units on their bases at scale.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { distance, type Pt } from '../../../shared/geometry/gridless'
import type { Hex } from '../../../shared/geometry/hex'
import type { Ruleset } from '../../../shared/rules'
import { paintBoard } from '../../../renderer/src/board/board-paint'
import { paintFog } from '../../../renderer/src/board/fog-paint'
import { mapBounds, SQUARE_SIDE } from '../../../renderer/src/board/geometry'
import {
  AREA_COLOURS,
  gridlessPaintStats,
  inchGrid,
  OBSTACLE_COLOURS,
  UNITS_PER_INCH,
  type GridlessLayerMap,
} from '../../../renderer/src/board/gridless-paint'
import {
  gridlessDragState,
  gridlessDragText,
  gridlessPathConfig,
  viaOf,
} from '../../../renderer/src/board/gridless-drag'
import {
  gridlessBrush,
  gridlessRulerText,
  unitAt,
} from '../../../renderer/src/board/gridless-measure'
import { brushHexes } from '../../../renderer/src/board/map-tools'
import { addCorner, shapeIntent } from '../../../renderer/src/features/map/gridless-panel'
import { overlayShapes } from '../../../renderer/src/board/gridless-overlay'
import { baseRadiusUnits, baseRect } from '../../../renderer/src/board/gridless-token'
import { gridlessLegendSection } from '../../../renderer/src/board/legend'
import { boardChanges } from '../../../renderer/src/board/map-diff'

const U = UNITS_PER_INCH

/** A 2D context that records path segments, fills, strokes and text. */
function recorder() {
  const segs: [number, number, number, number][] = []
  const fills: { style: unknown; points: number[][] }[] = []
  const texts: string[] = []
  const clips: number[][] = []
  let at = [0, 0]
  let path: number[][] = []
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    globalAlpha: 1,
    lineWidth: 1,
    beginPath: () => void (path = []),
    moveTo: (x: number, y: number) => {
      at = [x, y]
      path.push([x, y])
    },
    lineTo: (x: number, y: number) => {
      segs.push([at[0] as number, at[1] as number, x, y])
      at = [x, y]
      path.push([x, y])
    },
    closePath: () => {},
    fill: () => void fills.push({ style: ctx.fillStyle, points: [...path] }),
    stroke: () => {},
    fillRect: () => {},
    setLineDash: () => {},
    save: () => {},
    restore: () => {},
    clip: () => {},
    rect: (x: number, y: number, w: number, h: number) => void clips.push([x, y, w, h]),
    fillText: (t: string) => void texts.push(t),
    strokeText: () => {},
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, segs, fills, texts, clips }
}

const TOWER = [
  { x: 6, y: 6 },
  { x: 9, y: 6 },
  { x: 9, y: 8 },
  { x: 6, y: 8 },
]

function table(): GridlessLayerMap {
  return {
    kind: 'gridless',
    orientation: 'square',
    cols: 48, // 24" x 12"
    rows: 24,
    obstacles: {
      t: { id: 't', name: 'Tower', kind: 'building', points: TOWER, heightBrix: 4 },
    },
    areas: {
      r: {
        id: 'r',
        name: 'Pond',
        kind: 'liquid',
        points: TOWER.map((p) => ({ x: p.x + 8, y: p.y })),
      },
      s: {
        id: 's',
        name: 'Bank',
        kind: 'slope',
        slopeDegrees: 20,
        downhill: 90,
        points: TOWER.map((p) => ({ x: p.x, y: p.y - 4 })),
      },
    },
    fog: { enabled: true, revealed: { '0,0': 1, '1,0': 1 } },
  }
}
const scale = { pxPerUnit: 0.2, pixelRatio: 1 } // an inch is 25.6 screen pixels

afterEach(() => {
  inchGrid.shown = true
})

describe('painting a gridless table', () => {
  it('clips shapes to the board drawn under the fog: nothing pokes out past its last cell', () => {
    const r = recorder()
    const map = table()
    paintBoard(r.ctx, map, mapBounds(map), scale, null)
    const b = mapBounds(map)
    // The lattice's cells end a quarter inch short of 24" x 12": the clip is that board.
    expect(r.clips).toContainEqual([0, 0, b.x + b.width, b.y + b.height])
    expect(b.x + b.width).toBeLessThan(24 * U)
  })

  it('draws no cell grid: only inch lines, with every 6th stronger', () => {
    const r = recorder()
    gridlessPaintStats.inchLines = 0
    const map = table()
    paintBoard(r.ctx, map, mapBounds(map), scale, null)
    const long = r.segs.filter(
      ([x0, y0, x1, y1]) => (x0 === x1 && y1 - y0 >= 11 * U) || (y0 === y1 && x1 - x0 >= 23 * U),
    )
    // Lines from 1" to 24" across and 1" to 12" down, each on a whole inch: none on a ½" cell.
    for (const [x0, y0, x1] of long) {
      if (x0 === x1) expect(x0 % U).toBe(0)
      else expect(y0 % U).toBe(0)
    }
    expect(long.some(([x0, , x1]) => x0 === x1 && x0 === SQUARE_SIDE)).toBe(false)
    expect(long.length).toBe(gridlessPaintStats.inchLines)
    expect(gridlessPaintStats.inchLines).toBeGreaterThanOrEqual(23 + 11)
  })

  it('leaves the inch grid out when the GM switches it off', () => {
    inchGrid.shown = false
    gridlessPaintStats.inchLines = 0
    const r = recorder()
    paintBoard(r.ctx, table(), mapBounds(table()), scale, null)
    expect(gridlessPaintStats.inchLines).toBe(0)
  })

  it('fills obstacles and areas in their colours and names them with height and slope', () => {
    const r = recorder()
    paintBoard(r.ctx, table(), mapBounds(table()), scale, null)
    const tower = r.fills.find((f) => f.style === OBSTACLE_COLOURS.building.fill)
    expect(tower?.points).toEqual(TOWER.map((p) => [p.x * U, p.y * U]))
    expect(r.fills.some((f) => f.style === AREA_COLOURS.liquid)).toBe(true)
    expect(r.texts).toEqual(expect.arrayContaining(['Tower · 4 brix', 'Bank · 20° slope']))
  })

  it('lists the kinds of obstacle and area on the table in the legend', () => {
    const section = gridlessLegendSection(table())
    expect(section?.entries.map((e) => e.id)).toEqual([
      'obstacle-building',
      'area-liquid',
      'area-slope',
    ])
    expect(gridlessLegendSection({ ...table(), obstacles: {}, areas: {} })).toBeNull()
  })

  it('paints fog by lattice cell: a revealed half inch is clear, its neighbour hidden', () => {
    const r = recorder()
    const map = table()
    expect(paintFog(r.ctx, map as never, mapBounds(map), scale, 'projector')).toBe(true)
    const fog = r.fills.find((f) => f.style === '#000000')
    expect(fog).toBeDefined()
    const xs = fog!.points.map((p) => p[0] as number)
    // The hidden runs start at the third cell of row 0 (x = 2 * SQUARE_SIDE - half a cell).
    expect(xs).toContain(2 * SQUARE_SIDE - SQUARE_SIDE / 2)
  })

  it('repaints only around an obstacle that changed', () => {
    const prev = table()
    const next = {
      ...prev,
      obstacles: { t: { ...prev.obstacles!.t!, heightBrix: 9 } },
    }
    const rects = boardChanges(prev, next)
    expect(rects).toHaveLength(2)
    for (const rr of rects!) {
      expect(rr.x).toBeLessThanOrEqual(6 * U)
      expect(rr.x + rr.width).toBeGreaterThanOrEqual(9 * U)
    }
    expect(boardChanges(prev, { ...prev })).toEqual([])
  })
})

describe('units on their bases', () => {
  it('draws a 1" round base 1" across and a turned 2" x 1" base as its rectangle', () => {
    expect(baseRadiusUnits({ shape: 'round', diameter: 1 }) * 2).toBe(U)
    expect(baseRect({ shape: 'rect', width: 2, depth: 1, angle: 30 })).toEqual({
      width: 2 * U,
      height: U,
      offsetX: U,
      offsetY: U / 2,
      rotation: 30,
    })
    expect(baseRect({ shape: 'round', diameter: 2 })).toBeNull()
  })
})

describe('the ruler on a gridless table', () => {
  const a = { hex: { q: 4, r: 4 } } // a 1" round base at 2", 2"
  const b = { hex: { q: 18, r: 4 }, base: { shape: 'round' as const, diameter: 2 } }

  it.each([
    [{ q: 0, r: 0 }, { q: 12, r: 0 }, '6"'],
    [{ q: 0, r: 0 }, { q: 13, r: 0 }, '6½"'],
    [{ q: 0, r: 0 }, { q: 6, r: 8 }, '5"'],
  ])('measures %j to %j point to point as %s', (from, to, text) => {
    expect(gridlessRulerText(from, to, [])).toBe(text)
  })

  it('from unit to unit reads the nearest-point distance between their bases', () => {
    // Centres 7" apart, radii ½" and 1": 5½" between the bases; the ends 7½" apart.
    expect(gridlessRulerText({ q: 4, r: 4 }, { q: 19, r: 4 }, [a, b])).toBe(
      '5½" between bases (7½" point to point)',
    )
    expect(unitAt([a, b], { q: 20, r: 4 })).toBe(b)
    expect(unitAt([a, b], { q: 10, r: 4 })).toBeNull()
  })
})

describe('the rules overlay on a gridless table', () => {
  it('draws rings round a round base from its edge, each labelled', () => {
    const shapes = overlayShapes(
      {
        kind: 'rings',
        centre: { x: 10, y: 10 },
        base: { shape: 'round', diameter: 2 },
        rings: [
          { radius: 1, label: 'full' },
          { radius: 2, label: '−1 die' },
        ],
      },
      1,
    )
    const circles = shapes.filter((s) => s.type === 'circle').map((s) => s.config.radius)
    // 1" and 2" past a 1" radius.
    expect(circles).toEqual([2 * U, 3 * U])
    expect(shapes.filter((s) => s.type === 'text').map((s) => s.config.text)).toEqual([
      'full',
      '−1 die',
    ])
  })

  it('grows a rectangular base by each radius with rounded corners, turned with it', () => {
    const [ring] = overlayShapes(
      {
        kind: 'rings',
        centre: { x: 10, y: 10 },
        base: { shape: 'rect', width: 4, depth: 2, angle: 90 },
        rings: [{ radius: 1, label: 'full' }],
      },
      1,
    )
    expect(ring?.type).toBe('rect')
    expect(ring?.config).toMatchObject({
      width: 6 * U,
      height: 4 * U,
      cornerRadius: U,
      rotation: 90,
    })
  })

  it('draws a NearMiss disc with its landing point marked', () => {
    const shapes = overlayShapes(
      {
        kind: 'disc',
        centre: { x: 5, y: 5 },
        radius: 3,
        label: 'NearMiss',
        landing: { x: 6, y: 5 },
      },
      1,
    )
    expect(shapes.filter((s) => s.type === 'circle').every((s) => s.config.radius === 3 * U)).toBe(
      true,
    )
    expect(shapes.filter((s) => s.type === 'line')).toHaveLength(2)
  })
})

describe('dragging a unit along a bent path', () => {
  /** A ruleset on gridless tables whose units move 10" along the drawn path. */
  const inch = (h: Hex): Pt => ({ x: h.q / 2, y: h.r / 2 })
  const ruleset = {
    boards: ['gridless'],
    movement: {
      planMove(_m: unknown, t: { hex: Hex }, to: Hex, _o: unknown, _x: unknown, via: Hex[] = []) {
        const pts = [t.hex, ...via, to].map(inch)
        let total = 0
        for (let i = 1; i < pts.length; i++) total += distance(pts[i - 1]!, pts[i]!)
        return {
          path: [],
          steps: [],
          total,
          speed: 10,
          band: total > 10 ? 'too-far' : 'move',
          reason: null,
          dangerous: [],
        }
      },
    },
  } as unknown as Ruleset
  const start = { q: 0, r: 0 }
  const end = { q: 8, r: 8 } // 4", 4"
  // Along x to 4", 0" then down: a wobbly L.
  const trail = [
    ...Array.from({ length: 9 }, (_, i) => ({ x: i / 2, y: i % 2 === 0 ? 0 : 0.1 })),
    ...Array.from({ length: 8 }, (_, i) => ({ x: 4, y: (i + 1) / 2 })),
  ]

  it('thins the trail to its one bend on the lattice, and to none for a straight drag', () => {
    expect(viaOf(trail, start, end, false)).toEqual([{ q: 8, r: 0 }])
    expect(viaOf(trail, start, end, true)).toEqual([])
  })

  it('prices the drawn path by the ruleset: 8" of 10", green; too far in red with the move', () => {
    const tok = { hex: start, name: 'Scout' }
    const d = gridlessDragState(ruleset, {}, tok, end, [{ q: 8, r: 0 }], {}, [], false)
    expect(gridlessDragText(d)).toBe('8" of 10"')
    expect(gridlessPathConfig(d, 1)?.line.stroke).toBe('#06d6a0')
    const far = gridlessDragState(
      ruleset,
      {},
      tok,
      { q: 0, r: 2 },
      [{ q: 20, r: 0 }],
      {},
      [],
      false,
    )
    expect(far.plan?.band).toBe('too-far')
    expect(gridlessPathConfig(far, 1)?.line.stroke).toBe('#ef476f')
    // Without gridless movement rules the length alone shows.
    const plain = gridlessDragState(null, {}, tok, end, [{ q: 8, r: 0 }], {}, [], false)
    expect(gridlessDragText(plain)).toBe('8"')
  })
})

describe('the obstacle and terrain tool', () => {
  const settings = {
    kind: 'building' as const,
    name: 'Barn',
    heightBrix: 9,
    slopeDegrees: 20 as const,
    downhill: 90,
  }

  it('adds corners, and a click on the last one again (a double-click) closes a shape of 3+', () => {
    let c = addCorner([], { x: 1, y: 1 })
    expect(c).toEqual({ corners: [{ x: 1, y: 1 }], close: false })
    c = addCorner(c.corners, { x: 1, y: 1 })
    expect(c.close).toBe(false)
    c = addCorner(addCorner(c.corners, { x: 4, y: 1 }).corners, { x: 4, y: 3 })
    expect(c.corners).toHaveLength(3)
    expect(addCorner(c.corners, { x: 4, y: 3 })).toEqual({ corners: c.corners, close: true })
  })

  it('saves an obstacle with its height, a slope with steepness and downhill, keeping an id', () => {
    const pts = [
      { x: 1, y: 1 },
      { x: 4, y: 1 },
      { x: 4, y: 3 },
    ]
    expect(shapeIntent('m', settings, pts)).toEqual({
      channel: 'map:setObstacle',
      payload: {
        mapId: 'm',
        obstacle: { name: 'Barn', kind: 'building', points: pts, heightBrix: 9 },
      },
    })
    const slope = shapeIntent('m', { ...settings, kind: 'slope', name: ' ' }, pts, 'a1')
    expect(slope).toEqual({
      channel: 'map:setArea',
      payload: {
        mapId: 'm',
        area: {
          id: 'a1',
          name: 'Slope',
          kind: 'slope',
          points: pts,
          slopeDegrees: 20,
          downhill: 90,
        },
      },
    })
  })
})

describe('the fog brush on a gridless table', () => {
  it('reveals a disc of a radius in inches, on the table only', () => {
    const map = { ...table(), cols: 48, rows: 24 }
    const cells = brushHexes({ q: 10, r: 10 }, 1, map)
    // 1": two cells each way, a disc of 13 cells.
    expect(cells).toHaveLength(13)
    expect(cells).toContain('12,10')
    expect(cells).not.toContain('12,12')
    expect(gridlessBrush({ q: 0, r: 0 }, 1, 48, 24)).toHaveLength(6)
  })
})
