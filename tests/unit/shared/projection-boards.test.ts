/**
 * The players' view of a gridless tabletop (its obstacles, areas and bases), of a map's background
 * picture, and of how hurt a token looks, on small hand-built campaigns. Which half-inch cell each
 * corner and middle falls on is worked out by hand in the comments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  newCampaign,
  type Campaign,
  type GridlessMapDef,
  type HexMapDef,
} from '../../../shared/model'
import { mapBackground, projectPlayerView } from '../../../shared/projection'
import { registerRuleset, unregisterRuleset, type Ruleset } from '../../../shared/rules'
import { trailRuleset } from '../../support/test-ruleset'
import { tok } from '../support/projection-table'

/**
 * A 10" x 8" table (20 x 16 half-inch cells). Cells below are "x,y" = inches / 0.5, rounded.
 * - wall (0,0)-(6,0)-(6,2)-(0,2): corners 0,0 12,0 12,4 0,4; middle (3,1) -> 6,2
 * - rock (8,6)-(9,6)-(9,7): corners 16,12 18,12 18,14; middle (8.67,6.33) -> 17,13
 * - slope (0,5)-(4,5)-(4,7)-(0,7): corners 0,10 8,10 8,14 0,14; middle (2,6) -> 4,12
 * - road (5,0)-(7,0)-(7,1): corners 10,0 14,0 14,2; middle (6.33,0.33) -> 13,1
 */
function battlefield(revealed?: Record<string, 1>): Campaign {
  const c = newCampaign({
    id: 'bw',
    name: 'Brick War',
    rulesetId: 'homebrew',
    board: 'gridless',
    cols: 20,
    rows: 16,
  })
  c.playersMapId = 'map-1'
  const map = c.maps['map-1'] as GridlessMapDef
  const pts = (...xy: number[]) => xy.flatMap((v, i) => (i % 2 ? [] : [{ x: v, y: xy[i + 1]! }]))
  c.maps['map-1'] = {
    ...map,
    obstacles: {
      wall: {
        id: 'wall',
        name: 'Wall',
        kind: 'wall',
        points: pts(0, 0, 6, 0, 6, 2, 0, 2),
        heightBrix: 6,
        plan: 'SECRET-PLAN',
      },
      rock: {
        id: 'rock',
        name: 'Rock',
        kind: 'rock',
        points: pts(8, 6, 9, 6, 9, 7),
        heightBrix: 2,
      },
    },
    areas: {
      slope: {
        id: 'slope',
        name: 'Hill',
        kind: 'slope',
        points: pts(0, 5, 4, 5, 4, 7, 0, 7),
        slopeDegrees: 20,
        downhill: 0,
      },
      road: { id: 'road', name: 'Road', kind: 'road', points: pts(5, 0, 7, 0, 7, 1) },
    },
    ...(revealed ? { fog: { enabled: true, revealed } } : {}),
  }
  c.tokens = {
    trooper: {
      ...tok('trooper', 'npc', 12, 0),
      base: { shape: 'round', diameter: 1, paint: 'SECRET-PAINT' } as never,
    },
    tank: { ...tok('tank', 'npc', 4, 12), base: { shape: 'rect', width: 3, depth: 2, angle: 45 } },
  }
  return c
}

const WALL = {
  id: 'wall',
  name: 'Wall',
  kind: 'wall',
  points: [
    { x: 0, y: 0 },
    { x: 6, y: 0 },
    { x: 6, y: 2 },
    { x: 0, y: 2 },
  ],
  heightBrix: 6,
}
const ROCK = {
  id: 'rock',
  name: 'Rock',
  kind: 'rock',
  points: [
    { x: 8, y: 6 },
    { x: 9, y: 6 },
    { x: 9, y: 7 },
  ],
  heightBrix: 2,
}
const SLOPE = {
  id: 'slope',
  name: 'Hill',
  kind: 'slope',
  points: [
    { x: 0, y: 5 },
    { x: 4, y: 5 },
    { x: 4, y: 7 },
    { x: 0, y: 7 },
  ],
  slopeDegrees: 20,
  downhill: 0,
}
const ROAD = {
  id: 'road',
  name: 'Road',
  kind: 'road',
  points: [
    { x: 5, y: 0 },
    { x: 7, y: 0 },
    { x: 7, y: 1 },
  ],
}
const TABLE = {
  id: 'map-1',
  name: 'Battlefield',
  orientation: 'square',
  kind: 'gridless',
  cols: 20,
  rows: 16,
  cellInches: 0.5,
}

describe('a gridless tabletop as players see it', () => {
  it('without fog: every obstacle and area, known fields only, and each base', () => {
    const view = projectPlayerView(battlefield())
    expect(view.maps['map-1']).toStrictEqual({
      ...TABLE,
      obstacles: { wall: WALL, rock: ROCK },
      areas: { slope: SLOPE, road: ROAD },
    })
    expect(view.tokens.trooper!.base).toStrictEqual({ shape: 'round', diameter: 1 })
    expect(view.tokens.tank!.base).toStrictEqual({ shape: 'rect', width: 3, depth: 2, angle: 45 })
    expect(JSON.stringify(view)).not.toContain('SECRET')
  })

  it('the shapes are copies: the view shares no points with the campaign', () => {
    const c = battlefield()
    const view = projectPlayerView(c)
    const map = c.maps['map-1'] as GridlessMapDef
    expect(view.maps['map-1']!.obstacles!.wall!.points).not.toBe(map.obstacles!.wall!.points)
    expect(view.maps['map-1']!.obstacles!.wall!.points[0]).not.toBe(map.obstacles!.wall!.points[0])
  })

  it('a bare table has no obstacles or areas keys', () => {
    const c = newCampaign({ id: 'bw', name: 'Bare', board: 'gridless', cols: 8, rows: 8 })
    c.playersMapId = 'map-1'
    expect(projectPlayerView(c).maps['map-1']).toStrictEqual({ ...TABLE, cols: 8, rows: 8 })
  })

  it.each([
    ['the wall’s middle (6,2)', { '6,2': 1 }, { obstacles: { wall: WALL } }, []],
    ['a corner of the wall (12,0)', { '12,0': 1 }, { obstacles: { wall: WALL } }, ['trooper']],
    ['the rock’s middle (17,13)', { '17,13': 1 }, { obstacles: { rock: ROCK } }, []],
    [
      'the hill’s middle (4,12) and a road corner (14,2)',
      { '4,12': 1, '14,2': 1 },
      { areas: { slope: SLOPE, road: ROAD } },
      ['tank'],
    ],
    ['nothing near a shape (30,30)', { '30,30': 1 }, {}, []],
  ] as const)('under fog revealing %s', (_what, revealed, shapes, tokens) => {
    const view = projectPlayerView(battlefield({ ...revealed }))
    expect(view.maps['map-1']).toStrictEqual({
      ...TABLE,
      ...shapes,
      fog: { enabled: true, revealed },
    })
    expect(Object.keys(view.tokens)).toEqual(tokens)
  })
})

const HASH = 'ab'.repeat(32)

/** A 20 x 14 hex map with a picture fitted 50 px a hex, offset (10, -5). */
function pictured(): Campaign {
  const c = newCampaign({ id: 'c', name: 'Pictured', rulesetId: 'homebrew' })
  c.playersMapId = 'map-1'
  c.assets = {
    [HASH]: {
      id: HASH,
      type: 'image/png',
      bytes: 1000,
      name: 'SECRET-cellar.png',
      width: 800,
      height: 600,
    },
  }
  const map = c.maps['map-1'] as HexMapDef
  c.maps['map-1'] = {
    ...map,
    background: { assetId: HASH, pixelsPerHex: 50, offsetX: 10, offsetY: -5 },
  }
  return c
}

describe('a map’s background picture', () => {
  it('for the GM: the image, its type and size, and its fit', () => {
    const c = pictured()
    expect(mapBackground(c.maps['map-1']!, c.assets)).toStrictEqual({
      assetId: HASH,
      type: 'image/png',
      width: 800,
      height: 600,
      pixelsPerHex: 50,
      offsetX: 10,
      offsetY: -5,
    })
    const map = c.maps['map-1'] as HexMapDef
    const plain = { ...map, background: { assetId: HASH, pixelsPerHex: 50 } }
    expect(mapBackground(plain, c.assets)).toMatchObject({ offsetX: 0, offsetY: 0 })
  })

  it('none without an image known by that id, its size, or a fit', () => {
    const c = pictured()
    const map = c.maps['map-1'] as HexMapDef
    const asset = c.assets[HASH]!
    const bg = map.background!
    expect(mapBackground({ ...map, background: undefined }, c.assets)).toBeNull()
    expect(mapBackground(map, {})).toBeNull()
    expect(mapBackground({ ...map, background: { ...bg, assetId: 'constructor' } }, {})).toBeNull()
    expect(mapBackground(map, { [HASH]: { ...asset, width: undefined } })).toBeNull()
    expect(mapBackground(map, { [HASH]: { ...asset, height: undefined } })).toBeNull()
    expect(mapBackground({ ...map, background: { assetId: HASH } }, c.assets)).toBeNull()
  })

  it('for players: a file named for them, never the GM’s image id or name', () => {
    const view = projectPlayerView(pictured())
    const bg = view.maps['map-1']!.background!
    expect(bg).toMatchObject({
      width: 800,
      height: 600,
      pixelsPerHex: 50,
      offsetX: 10,
      offsetY: -5,
    })
    // Unfogged: the whole picture in its own type.
    expect(bg.file).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(JSON.stringify(view)).not.toMatch(new RegExp(`${HASH}|SECRET`))
  })

  it('under fog: a masked JPEG whose name follows the revealed hexes', () => {
    const fogged = (revealed: Record<string, 1>) => {
      const c = pictured()
      c.maps['map-1'] = { ...c.maps['map-1']!, fog: { enabled: true, revealed } }
      return projectPlayerView(c).maps['map-1']!.background!.file
    }
    const one = fogged({ '1,1': 1 })
    expect(one).toMatch(/^[0-9a-f]{32}\.jpg$/)
    expect(fogged({ '1,1': 1, '2,1': 1 })).not.toBe(one)
    expect(fogged({ '1,1': 1 })).toBe(one)
  })

  it('no picture, no background key; a picture added later shows on the same map', () => {
    const c = pictured()
    const assets = c.assets
    const bare = { ...c, assets: {} }
    expect(projectPlayerView(bare).maps['map-1']).not.toHaveProperty('background')
    // The same map object, now with its image imported.
    expect(projectPlayerView({ ...bare, assets }).maps['map-1']!.background).toBeDefined()
  })
})

describe('odd keys on a hex map', () => {
  it('an edge key that is no edge is dropped; square-board layers on a hex map never pass', () => {
    const c = newCampaign({ id: 'c', name: 'Odd', rulesetId: 'homebrew', cols: 3, rows: 3 })
    c.playersMapId = 'map-1'
    const map = c.maps['map-1'] as HexMapDef
    c.maps['map-1'] = {
      ...map,
      edges: { junk: 'wall', '1,1,0': 'wall' },
      doors: { '1,1,0': { kind: 'door', open: true, locked: false } },
      items: { '1,1': [{ id: 'k', name: 'Key' }] },
    } as HexMapDef
    expect(projectPlayerView(c).maps['map-1']).toStrictEqual({
      id: 'map-1',
      name: 'Battlemap',
      orientation: 'pointy',
      kind: 'hex',
      cols: 3,
      rows: 3,
      metresPerHex: 1,
      edges: { '1,1,0': 'wall' },
    })
  })
})

/**
 * "Glass", a test ruleset whose public view says "hurt" for any instance ("badly hurt" when the
 * sheet is frail) and shows the instance's `shown` conditions.
 */
const glass: Ruleset = {
  ...trailRuleset,
  id: 'glass-test',
  instance: {
    ...trailRuleset.instance,
    publicView: (instance, sheet) => ({
      health: (sheet as { frail?: boolean } | null)?.frail ? 'badly hurt' : 'hurt',
      conditions: [...((instance as { shown?: string[] } | undefined)?.shown ?? [])],
    }),
  },
}

describe('how hurt a token looks, as its ruleset says', () => {
  beforeAll(() => registerRuleset(glass))
  afterAll(() => unregisterRuleset(glass.id))

  function glassTable(): Campaign {
    const c = newCampaign({ id: 'g', name: 'Glass', rulesetId: 'glass-test', cols: 5, rows: 5 })
    c.playersMapId = 'map-1'
    c.npcs = { imp: { id: 'imp', name: 'Imp' } }
    c.tokens = {
      imp: { ...tok('imp', 'npc', 1, 1), npcId: 'imp', instance: { shown: ['prone'] } },
      bare: tok('bare', 'npc', 2, 2),
    }
    return c
  }

  it('a token with state shows its ruleset’s look; one without state shows none', () => {
    const view = projectPlayerView(glassTable())
    expect(view.tokens.imp).toMatchObject({ health: 'hurt', conditions: ['prone'] })
    expect(view.tokens.bare).not.toHaveProperty('health')
    expect(view.tokens.bare).not.toHaveProperty('conditions')
  })

  it('a ruleset this build does not know shows nothing of a token’s state', () => {
    const view = projectPlayerView({ ...glassTable(), rulesetId: 'unknown-game' })
    expect(Object.keys(view.tokens.imp!).sort()).toEqual(
      ['color', 'hex', 'id', 'kind', 'mapId', 'name', 'size'].sort(),
    )
  })

  it('the same token is looked at anew when its sheet or the ruleset changes', () => {
    const c = glassTable()
    expect(projectPlayerView(c).tokens.imp!.health).toBe('hurt')
    // The same token object; its sheet is now frail.
    const frail = { ...c, npcs: { imp: { id: 'imp', name: 'Imp', frail: true } } }
    expect(projectPlayerView(frail).tokens.imp!.health).toBe('badly hurt')
    // The same token and sheet, another ruleset (one this build does not know).
    expect(
      projectPlayerView({ ...frail, rulesetId: 'unknown-game' }).tokens.imp,
    ).not.toHaveProperty('health')
  })
})
