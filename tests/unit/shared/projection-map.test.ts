/**
 * The shown map as players receive it, on a small hand-built board: every expectation below is
 * written out by hand (which hexes are revealed, which edges touch them), never recomputed with
 * the projection's own filter.
 */
import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { parseCampaign, type Campaign, type MapDef } from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'

const DEMO_TEXT = readFileSync(
  new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

function demo(): Campaign {
  const result = parseCampaign(JSON.parse(DEMO_TEXT))
  if (!result.ok) throw new Error('the demo campaign did not validate')
  return result.campaign
}

type Fog = MapDef['fog']

/** A 4 x 3 board: water with an island at 2 m, a wall and a cover edge, five tokens. */
function board(fog: Fog): Campaign {
  const c = demo()
  const pit: MapDef = {
    kind: 'hex',
    id: 'pit',
    name: 'Sump Pit',
    orientation: 'flat',
    cols: 4,
    rows: 3,
    metresPerHex: 1,
    terrain: {
      '0,0': { kind: 'water' },
      '1,0': { kind: 'difficult', elevation: 2 },
      '2,1': {
        kind: 'dangerous',
        elevation: -1,
        dangerous: { stat: 'agility', dc: 12, damageType: 'acid' },
      },
      '3,2': { kind: 'impassable' },
    },
    edges: {
      // (1,1) | (2,1)
      '1,1,0': 'wall',
      // (3,0) | (3,-1): both sides off the revealed set below
      '3,0,2': 'cover',
      // (0,1) | (1,0)
      '0,1,1': 'cover',
    },
    ...(fog ? { fog } : {}),
  }
  const token = (id: string, q: number, r: number, gmOnly = false) => ({
    id,
    mapId: 'pit',
    name: id.toUpperCase(),
    kind: 'npc' as const,
    hex: { q, r },
    size: 'medium' as const,
    color: '#123456',
    gmOnly,
  })
  return {
    ...c,
    maps: { ...c.maps, pit },
    playersMapId: 'pit',
    activeMapId: 'pit',
    tokens: {
      a: token('a', 0, 0),
      b: token('b', 1, 1),
      c: token('c', 3, 2),
      d: token('d', 1, 0, true),
      // On another map: never shown whatever its hex.
      e: { ...token('e', 0, 0), mapId: 'causeway' },
    },
  }
}

const ALL_TERRAIN = {
  '0,0': { kind: 'water' },
  '1,0': { kind: 'difficult', elevation: 2 },
  '2,1': { kind: 'dangerous', elevation: -1 },
  '3,2': { kind: 'impassable' },
}

describe('projectPlayerView: the shown map, written out by hand', () => {
  it.each([
    ['no fog', undefined],
    ['fog off', { enabled: false, revealed: {} }],
    ['fog off with hexes revealed before', { enabled: false, revealed: { '0,0': 1 as const } }],
  ])('with %s the players get the whole map and no fog field', (_what, fog) => {
    const view = projectPlayerView(board(fog))
    expect(view.activeMapId).toBe('pit')
    expect(view.maps).toEqual({
      pit: {
        id: 'pit',
        name: 'Sump Pit',
        orientation: 'flat',
        kind: 'hex',
        cols: 4,
        rows: 3,
        metresPerHex: 1,
        terrain: ALL_TERRAIN,
        edges: { '1,1,0': 'wall', '3,0,2': 'cover', '0,1,1': 'cover' },
      },
    })
    expect('fog' in view.maps.pit!).toBe(false)
    expect(Object.keys(view.tokens).sort()).toEqual(['a', 'b', 'c'])
  })

  it('under fog only revealed terrain, the edges touching it and the tokens on it pass', () => {
    const fog = { enabled: true, revealed: { '1,0': 1 as const, '1,1': 1 as const } }
    const view = projectPlayerView(board(fog))
    expect(view.maps.pit).toEqual({
      id: 'pit',
      name: 'Sump Pit',
      orientation: 'flat',
      kind: 'hex',
      cols: 4,
      rows: 3,
      metresPerHex: 1,
      terrain: { '1,0': { kind: 'difficult', elevation: 2 } },
      edges: { '1,1,0': 'wall', '0,1,1': 'cover' },
      fog: { enabled: true, revealed: { '1,0': 1, '1,1': 1 } },
    })
    // d stands revealed but is GM-only; a and c stand under fog.
    expect(Object.keys(view.tokens)).toEqual(['b'])
    expect(view.tokens.b).toEqual({
      id: 'b',
      mapId: 'pit',
      name: 'B',
      kind: 'npc',
      hex: { q: 1, r: 1 },
      size: 'medium',
      color: '#123456',
    })
  })

  it('a fogged map with nothing revealed shows no terrain, no edges and no tokens', () => {
    const view = projectPlayerView(board({ enabled: true, revealed: {} }))
    expect(view.maps.pit).toMatchObject({ terrain: {}, edges: {} })
    expect(view.maps.pit!.fog).toEqual({ enabled: true, revealed: {} })
    expect(view.tokens).toEqual({})
  })

  it('the fog is a copy: revealing more in the campaign later does not change a sent view', () => {
    const c = board({ enabled: true, revealed: { '0,0': 1 } })
    const view = projectPlayerView(c)
    c.maps.pit!.fog!.revealed['3,2'] = 1
    expect(view.maps.pit!.fog!.revealed).toEqual({ '0,0': 1 })
  })

  it('elevation 0 and a missing elevation both read as plain kind', () => {
    const c = board(undefined)
    c.maps.pit!.terrain!['0,0'] = { kind: 'water', elevation: 0 }
    expect(projectPlayerView(c).maps.pit!.terrain!['0,0']).toEqual({ kind: 'water' })
  })
})
