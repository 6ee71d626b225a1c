/**
 * The players' view beyond the map: what the GM shows the table (a roll, the ruler or a template,
 * the join QR code), the table display's camera, hidden combatants and the initiative strip, and
 * which map counts as shown. A small hand-built table; every expected view is written out.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../shared/model'
import { setCurtain } from '../../../shared/play/curtain'
import { projectPlayerView, type PlayerMeasure, type PlayerRoll } from '../../../shared/projection'
import { combatant, fight, tableCampaign, tok } from '../support/projection-table'

const DUNGEON = {
  id: 'map-1',
  name: 'Dungeon',
  orientation: 'square',
  kind: 'square',
  cols: 6,
  rows: 4,
  metresPerHex: 1,
}

const ASH = {
  id: 'ash',
  mapId: 'map-1',
  name: 'Ash',
  kind: 'pc',
  hex: { q: 1, r: 1 },
  size: 'medium',
  color: '#334455',
}
const RAT = { ...ASH, id: 'rat', name: 'Rat', kind: 'npc', hex: { q: 2, r: 3 } }

const TV = 'browser:1920x1080@1'
const GLASS = 'electron:2:3840x2160'

/** The table with a display set up: two profiles (one named by the GM), a camera at 2,1. */
function withDisplay(camera: Partial<NonNullable<Campaign['tableDisplay']>['camera']> = {}) {
  const c = tableCampaign()
  c.tableDisplay = {
    profiles: { [TV]: { ppi: 96, name: 'Living-room TV' }, [GLASS]: { ppi: 140 } },
    camera: {
      centre: { q: 2, r: 1 },
      rotation: 90,
      scale: 'mm25',
      locked: false,
      follow: false,
      ...camera,
    },
  }
  return c
}

describe('the shown map and its tokens, on a hand-built table', () => {
  it('gives the shown board and its visible tokens, nothing else', () => {
    expect(projectPlayerView(tableCampaign())).toStrictEqual({
      name: 'Table Night',
      activeMapId: 'map-1',
      maps: { 'map-1': DUNGEON },
      tokens: { ash: ASH, rat: RAT },
    })
  })

  it('a shown map id that names no map (even an Object method) shows nothing', () => {
    for (const id of ['gone', 'constructor', 'toString', '__proto__']) {
      const c = { ...tableCampaign(), playersMapId: id }
      expect(projectPlayerView(c)).toStrictEqual({
        name: 'Table Night',
        activeMapId: null,
        maps: {},
        tokens: {},
      })
    }
  })

  it('no map shown is no map, even when a map is keyed "null"', () => {
    const c = tableCampaign()
    c.maps.null = { ...c.maps.attic!, id: 'null' }
    c.playersMapId = null
    expect(projectPlayerView(c)).toStrictEqual({
      name: 'Table Night',
      activeMapId: null,
      maps: {},
      tokens: {},
    })
  })

  it('a figure turned on its hex keeps its facing; facing 0 is left out', () => {
    const c = tableCampaign()
    c.tokens.ash = { ...c.tokens.ash!, facing: 3 }
    c.tokens.rat = { ...c.tokens.rat!, facing: 0, heading: 0, orientation: 'face-down' }
    const view = projectPlayerView(c)
    expect(view.tokens.ash).toStrictEqual({ ...ASH, facing: 3 })
    expect(view.tokens.rat).toStrictEqual({ ...RAT, heading: 0, orientation: 'face-down' })
  })
})

describe('what the GM shows the table', () => {
  const roll = {
    id: 7,
    who: 'Ash',
    what: 'Attack with a spear',
    faces: [
      [20, 17],
      [6, 4],
    ] as [number, number][],
    total: 21,
    outcome: 'Hit',
  }

  it('a shown roll: who, what, every face, the total and the outcome, and nothing more', () => {
    const loose = { ...roll, detail: 'SECRET-DC-15', faces: [[20, 17, 99] as never, [6, 4]] }
    const view = projectPlayerView(tableCampaign(), { roll: loose as unknown as PlayerRoll })
    expect(view.roll).toStrictEqual(roll)
    expect(JSON.stringify(view)).not.toMatch(/SECRET|99/)
    // A roll with no total (a plain check shown as faces only).
    const plain = projectPlayerView(tableCampaign(), { roll: { ...roll, total: null } })
    expect(plain.roll).toStrictEqual({ ...roll, total: null })
  })

  it('the ruler or a template on the shown map, field by field', () => {
    const cone = {
      mapId: 'map-1',
      shape: 'cone' as const,
      from: { q: 1, r: 1, gm: 'x' } as PlayerMeasure['from'],
      to: { q: 4, r: 2 },
      size: 3,
      owner: 'SECRET',
    }
    const view = projectPlayerView(tableCampaign(), { measure: cone })
    expect(view.measure).toStrictEqual({
      mapId: 'map-1',
      shape: 'cone',
      from: { q: 1, r: 1 },
      to: { q: 4, r: 2 },
      size: 3,
    })
    const ruler = {
      mapId: 'map-1',
      shape: 'ruler' as const,
      from: { q: 0, r: 0 },
      to: { q: 5, r: 3 },
    }
    expect(projectPlayerView(tableCampaign(), { measure: ruler }).measure).toStrictEqual(ruler)
  })

  it('a ruler on another map, or with no map shown, does not pass', () => {
    const ruler = {
      mapId: 'attic',
      shape: 'ruler' as const,
      from: { q: 0, r: 0 },
      to: { q: 2, r: 2 },
    }
    expect(projectPlayerView(tableCampaign(), { measure: ruler })).not.toHaveProperty('measure')
    const none = { ...tableCampaign(), playersMapId: null }
    const onNone = { ...ruler, mapId: 'map-1' }
    expect(projectPlayerView(none, { measure: onNone })).not.toHaveProperty('measure')
  })

  it('the join QR code passes, with the curtain up or down', () => {
    const qr = { urls: ['http://192.168.1.5:7777/p/abc', 'http://table.local:7777/p/abc'] }
    const up = projectPlayerView(tableCampaign(), { qr })
    expect(up.qr).toStrictEqual(qr)
    expect(up.qr!.urls).not.toBe(qr.urls)
    const down = projectPlayerView(setCurtain(tableCampaign(), true), { qr })
    expect(down).toStrictEqual({
      name: 'Table Night',
      activeMapId: null,
      maps: {},
      tokens: {},
      curtain: { down: true },
      qr,
    })
  })

  it('with nothing shown there is no roll, measure or qr key', () => {
    const view = projectPlayerView(tableCampaign(), {})
    for (const key of ['roll', 'measure', 'qr', 'table', 'initiative', 'rest', 'curtain'])
      expect(view).not.toHaveProperty(key)
  })
})

describe('the table display camera', () => {
  it('carries the centre, rotation, scale and lock; no display key, name or ppi', () => {
    const c = withDisplay()
    const view = projectPlayerView(c)
    expect(view.table).toStrictEqual({
      centre: { q: 2, r: 1 },
      rotation: 90,
      scale: 'mm25',
      locked: false,
      scales: expect.stringMatching(/^[0-9a-f]{12}$/),
    })
    const text = JSON.stringify(view)
    for (const secret of ['Living-room', TV, GLASS, '1920x1080', 'browser:', '"ppi"'])
      expect(text).not.toContain(secret)
    // A display's scale set or changed changes `scales`, so each display asks for its own again.
    const stamp = view.table!.scales
    c.tableDisplay!.profiles[GLASS] = { ppi: 141 }
    expect(projectPlayerView(c).table!.scales).not.toBe(stamp)
    c.tableDisplay!.profiles[GLASS] = { ppi: 140 }
    expect(projectPlayerView(c).table!.scales).toBe(stamp)
    delete c.tableDisplay!.profiles[GLASS]
    expect(projectPlayerView(c).table!.scales).not.toBe(stamp)
  })

  it('says when the GM calibrates and when the strip is split; a single layout says nothing', () => {
    const c = withDisplay({ layout: 'split' })
    c.tableDisplay!.calibrating = true
    expect(projectPlayerView(c).table).toMatchObject({ calibrating: true, layout: 'split' })
    const single = withDisplay({ layout: 'single' })
    single.tableDisplay!.calibrating = false
    const table = projectPlayerView(single).table!
    expect(Object.keys(table).sort()).toEqual(['centre', 'locked', 'rotation', 'scale', 'scales'])
  })

  it('says where the GM put the legend; the default corner says nothing', () => {
    expect(projectPlayerView(withDisplay({ legend: 'top-left' })).table!.legend).toBe('top-left')
    expect(projectPlayerView(withDisplay({ legend: 'hidden' })).table!.legend).toBe('hidden')
    expect(projectPlayerView(withDisplay({ legend: 'bottom-right' })).table).not.toHaveProperty(
      'legend',
    )
  })

  it('a centre off the shown board is brought onto it (6 x 4: columns 0-5, rows 0-3)', () => {
    expect(projectPlayerView(withDisplay({ centre: { q: 40, r: -3 } })).table!.centre).toEqual({
      q: 5,
      r: 0,
    })
    expect(projectPlayerView(withDisplay({ centre: { q: -2, r: 9 } })).table!.centre).toEqual({
      q: 0,
      r: 3,
    })
  })

  it('with no board shown the centre stays as set, even when a map is keyed "null"', () => {
    const c = withDisplay({ centre: { q: 40, r: -3 } })
    c.maps.null = { ...c.maps.attic!, id: 'null' }
    c.playersMapId = null
    expect(projectPlayerView(c).table!.centre).toEqual({ q: 40, r: -3 })
    const ghost = { ...withDisplay({ centre: { q: 40, r: -3 } }), playersMapId: 'constructor' }
    expect(projectPlayerView(ghost).table!.centre).toEqual({ q: 40, r: -3 })
  })

  it('following, it centres on the current combatant, unless the players cannot see it', () => {
    const c = withDisplay({ follow: true })
    c.combat = fight('map-1', [combatant('ash'), combatant('rat')], 'ash')
    expect(projectPlayerView(c).table!.centre).toEqual({ q: 1, r: 1 })
    // Ash under fog: the camera never goes to Ash (1,1). It holds on the last one the players saw
    // act, as their strip does: the rat (2,3), last in the order, from the round before.
    const fogged = { ...c, maps: { ...c.maps } }
    fogged.maps['map-1'] = { ...c.maps['map-1']!, fog: { enabled: true, revealed: { '2,3': 1 } } }
    expect(projectPlayerView(fogged).table!.centre).toEqual({ q: 2, r: 3 })
    expect(projectPlayerView(fogged).initiative).toMatchObject({ round: 1 })
    // Not following: its own centre.
    const still = withDisplay({ follow: false })
    still.combat = c.combat
    expect(projectPlayerView(still).table!.centre).toEqual({ q: 2, r: 1 })
  })
})

describe('hidden combatants and the initiative strip', () => {
  it('a fight on the shown map: the strip in order, the current combatant marked', () => {
    const c = tableCampaign()
    c.combat = fight('map-1', [combatant('rat'), combatant('ash')], 'rat')
    expect(projectPlayerView(c).initiative).toStrictEqual({
      round: 2,
      entries: [
        { id: 'rat', tokenId: 'rat', name: 'Rat', current: true },
        { id: 'ash', tokenId: 'ash', name: 'Ash', current: false },
      ],
    })
  })

  it('a hidden combatant’s token leaves the map and the strip until revealed', () => {
    const c = tableCampaign()
    c.combat = fight('map-1', [combatant('ash'), combatant('rat', true)], 'ash')
    const view = projectPlayerView(c)
    expect(view.tokens).toStrictEqual({ ash: ASH })
    expect(view.initiative).toStrictEqual({
      round: 2,
      entries: [{ id: 'ash', tokenId: 'ash', name: 'Ash', current: true }],
    })
    expect(JSON.stringify(view)).not.toMatch(/rat/i)
  })

  it('a fight on another map hides nothing here and shows no strip', () => {
    const c = tableCampaign()
    // The rat's combatant is hidden in a fight in the attic: the dungeon's rat is not that one.
    c.combat = fight('attic', [combatant('bat'), combatant('rat', true)], 'bat')
    const view = projectPlayerView(c)
    expect(view.tokens).toStrictEqual({ ash: ASH, rat: RAT })
    expect(view).not.toHaveProperty('initiative')
  })

  it('a combatant under fog is left off the strip with its token', () => {
    const c = tableCampaign()
    c.maps['map-1'] = { ...c.maps['map-1']!, fog: { enabled: true, revealed: { '1,1': 1 } } }
    c.combat = fight('map-1', [combatant('ash'), combatant('rat')], 'rat')
    const view = projectPlayerView(c)
    expect(Object.keys(view.tokens)).toEqual(['ash'])
    // The fogged rat has the turn: the strip keeps Ash, the last one seen before it, as current
    // (marking nobody would tell the players someone they cannot see acts).
    expect(view.initiative).toStrictEqual({
      round: 2,
      entries: [{ id: 'ash', tokenId: 'ash', name: 'Ash', current: true }],
    })
  })

  it('a GM-only token never reaches the strip, fighting or not', () => {
    const c = tableCampaign()
    c.combat = fight('map-1', [combatant('ghost'), combatant('ash')], 'ghost')
    const view = projectPlayerView(c)
    expect(view.initiative!.entries.map((e) => e.id)).toEqual(['ash'])
    expect(JSON.stringify(view)).not.toMatch(/ghost/i)
  })

  it('a token on another board fighting here is not shown on this one', () => {
    const c = tableCampaign()
    c.tokens.bat = tok('bat', 'npc', 3, 3, 'attic')
    c.combat = fight('map-1', [combatant('ash')], 'ash')
    expect(Object.keys(projectPlayerView(c).tokens).sort()).toEqual(['ash', 'rat'])
  })
})
