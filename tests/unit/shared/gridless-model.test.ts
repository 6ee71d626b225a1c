import { describe, expect, it } from 'vitest'
import {
  cellOnMap,
  cellWord,
  GridlessMapSchema,
  MapSchema,
  metresPerCell,
  TokenSchema,
  type Campaign,
  type GridlessMapDef,
} from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'
import { newCampaign } from '../../../shared/model'

const square = (x: number, y: number, s: number) => [
  { x, y },
  { x: x + s, y },
  { x: x + s, y: y + s },
  { x, y: y + s },
]

function board(extra: Partial<GridlessMapDef> = {}): GridlessMapDef {
  return GridlessMapSchema.parse({
    kind: 'gridless',
    id: 'field',
    name: 'Field',
    orientation: 'square',
    cols: 96,
    rows: 72,
    cellInches: 0.5,
    ...extra,
  })
}

describe('the gridless board in the model', () => {
  it('is a map kind: a 48" x 36" table of half-inch points, refused with words when wrong', () => {
    const map = board()
    expect(MapSchema.parse(map).kind).toBe('gridless')
    expect(cellOnMap(map, { q: 95, r: 71 })).toBe(true)
    expect(cellOnMap(map, { q: 96, r: 0 })).toBe(false)
    expect(cellWord(map)).toBe('spot')
    expect(metresPerCell(map)).toBeCloseTo(0.0127, 6)
    const bad = MapSchema.safeParse({ ...map, cellInches: 1 })
    expect(bad.success).toBe(false)
    const kind = MapSchema.safeParse({ ...map, kind: 'hexagon' })
    expect(kind.error?.issues[0]?.message).toMatch(/"hex", "square" or "gridless"/)
    const wall = { id: 'w', name: 'Wall', kind: 'wall', heightBrix: 4, points: square(1, 1, 2) }
    expect(board({ obstacles: { w: wall } as never }).obstacles?.w?.heightBrix).toBe(4)
    const twoCorners = GridlessMapSchema.safeParse({
      ...map,
      obstacles: { w: { ...wall, points: wall.points.slice(0, 2) } },
    })
    expect(twoCorners.error?.issues[0]?.message).toMatch(/at least 3 corners/)
  })

  it('keeps a unit base in inches on its token, round or turned rectangle, and bounds it', () => {
    const token = {
      id: 't',
      mapId: 'field',
      name: 'Trooper',
      kind: 'npc',
      hex: { q: 10, r: 12 },
      size: 'medium',
      color: '#aa3300',
      gmOnly: false,
    }
    const rect = { shape: 'rect', width: 4, depth: 2, angle: 30 }
    expect(TokenSchema.parse({ ...token, base: rect }).base).toEqual(rect)
    expect(TokenSchema.safeParse({ ...token, base: { shape: 'round', diameter: 0 } }).success).toBe(
      false,
    )
  })

  it('sends players obstacles and areas they can see, with known fields only, and bases', () => {
    const c0 = newCampaign({ id: 'bw', name: 'BW', rulesetId: 'bluebox' }) as Campaign
    const wall = {
      id: 'w',
      name: 'Wall',
      kind: 'wall',
      heightBrix: 4,
      points: square(1, 1, 2),
      gmNote: 'x',
    }
    const hidden = {
      id: 'h',
      name: 'Bunker',
      kind: 'building',
      heightBrix: 9,
      points: square(30, 30, 3),
    }
    const road = { id: 'r', name: 'Road', kind: 'road', points: square(0, 0, 4), secret: 1 }
    const map = board({
      obstacles: { w: wall, h: hidden } as never,
      areas: { r: road } as never,
      fog: { enabled: true, revealed: { '2,2': 1, '0,0': 1 } } as never,
    })
    const c: Campaign = {
      ...c0,
      maps: { field: map },
      activeMapId: 'field',
      tokens: {
        t: {
          id: 't',
          mapId: 'field',
          name: 'Trooper',
          kind: 'npc',
          hex: { q: 2, r: 2 },
          size: 'medium',
          color: '#aa3300',
          gmOnly: false,
          base: { shape: 'round', diameter: 1, extra: 2 } as never,
        },
      },
      playersMapId: 'field',
    } as Campaign
    const view = projectPlayerView(c)
    const m = view.maps.field as unknown as Record<string, unknown>
    expect(m).toMatchObject({ kind: 'gridless', cellInches: 0.5, cols: 96 })
    expect(m.metresPerHex).toBeUndefined()
    expect(Object.keys(m.obstacles as object)).toEqual(['w'])
    expect((m.obstacles as Record<string, unknown>).w).not.toHaveProperty('gmNote')
    expect((m.areas as Record<string, unknown>).r).not.toHaveProperty('secret')
    expect(view.tokens.t?.base).toEqual({ shape: 'round', diameter: 1 })
  })
})
