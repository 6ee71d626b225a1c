import { describe, it, expect } from 'vitest'
import type { Campaign, MapDef, SheetRecord } from '../../../shared/model'
import { summarizeChanges } from '../../../shared/sync'
import { demo, gridlessMap, hexMap, revealed, squareMap, token } from '../support/history-fixtures'

describe('summarizeChanges: no change', () => {
  it('says "No changes" for the same state and for an equal copy', () => {
    const a = demo()
    expect(summarizeChanges(a, a)).toEqual({ items: [], line: 'No changes' })
    expect(summarizeChanges(a, structuredClone(a))).toEqual({ items: [], line: 'No changes' })
  })

  it('ignores which map the GM is looking at', () => {
    const a = demo()
    const b = structuredClone(a)
    b.maps.dock = hexMap('dock', 'Dock')
    const c = structuredClone(b)
    c.activeMapId = 'dock'
    expect(summarizeChanges(b, c).line).toBe('No changes')
  })
})

describe('summarizeChanges: the campaign', () => {
  it('lists a rename under the new name', () => {
    const a = demo()
    const b = { ...a, name: 'Causeway Nights' }
    expect(summarizeChanges(a, b)).toEqual({
      items: [{ kind: 'campaign', change: 'edited', name: 'Causeway Nights' }],
      line: 'Campaign edited',
    })
  })

  it('lists changed table options as one campaign edit', () => {
    const a = demo()
    const b = { ...a, tableOptions: { ...a.tableOptions, summaryTest: 1 } }
    expect(summarizeChanges(a, b).items).toEqual([
      { kind: 'campaign', change: 'edited', name: a.name },
    ])
  })
})

describe('summarizeChanges: maps', () => {
  it('lists a map added, one removed and one edited, each to take back', () => {
    const a = demo()
    a.maps.old = squareMap('old', 'Old Cellar')
    const b = structuredClone(a)
    delete b.maps.old
    b.maps.dock = gridlessMap('dock', 'Dock')
    const causeway = b.maps.causeway as MapDef
    causeway.terrain = { ...causeway.terrain, '0,0': { kind: 'difficult', elevation: 7 } }
    expect(summarizeChanges(a, b)).toEqual({
      items: [
        {
          kind: 'map',
          change: 'added',
          id: 'dock',
          name: 'Dock',
          takeBack: { kind: 'map', id: 'dock' },
        },
        {
          kind: 'map',
          change: 'removed',
          id: 'old',
          name: 'Old Cellar',
          takeBack: { kind: 'map', id: 'old' },
        },
        {
          kind: 'map',
          change: 'edited',
          id: 'causeway',
          name: 'Shattered Causeway',
          takeBack: { kind: 'map', id: 'causeway' },
        },
      ],
      line: '1 map added, 1 map removed, 1 map edited',
    })
  })

  it('names a renamed map by its new name', () => {
    const a = demo()
    const b = structuredClone(a)
    ;(b.maps.causeway as MapDef).name = 'Flooded Causeway'
    expect(summarizeChanges(a, b).items).toEqual([
      {
        kind: 'map',
        change: 'edited',
        id: 'causeway',
        name: 'Flooded Causeway',
        takeBack: { kind: 'map', id: 'causeway' },
      },
    ])
  })

  it('counts fog turned on as a map edit, and revealed hexes only as fog', () => {
    const a = demo()
    const b = structuredClone(a)
    ;(b.maps.causeway as MapDef).fog = { enabled: true, revealed: {} }
    expect(summarizeChanges(a, b).line).toBe('1 map edited')
    const c = structuredClone(b)
    ;(c.maps.causeway as MapDef).fog = { enabled: true, revealed: revealed('1,1') }
    expect(summarizeChanges(b, c).line).toBe('Fog on Shattered Causeway revealed 1 hex')
  })
})

describe('summarizeChanges: tokens', () => {
  it('lists tokens added, removed, edited and moved, with their map', () => {
    const a = demo()
    a.maps.dock = hexMap('dock', 'Dock')
    const b = structuredClone(a)
    token(b, 'pc-vaka').hex = { q: 2, r: 5 }
    token(b, 'pc-orin').mapId = 'dock'
    token(b, 'npc-hound').gmOnly = true
    delete b.tokens['obj-crate']
    b.tokens['obj-barrel'] = {
      ...token(a, 'obj-crate'),
      id: 'obj-barrel',
      name: 'Barrel',
      mapId: 'dock',
    }
    const summary = summarizeChanges(a, b)
    const was = (id: string) => `${token(a, id).hex.q},${token(a, id).hex.r}`
    expect(summary.items).toEqual([
      {
        kind: 'token',
        change: 'added',
        id: 'obj-barrel',
        name: 'Barrel',
        mapName: 'Dock',
        takeBack: { kind: 'token', id: 'obj-barrel' },
      },
      {
        kind: 'token',
        change: 'moved',
        id: 'pc-orin',
        name: 'Orin',
        mapName: 'Dock',
        // Another map: each end names its map.
        from: `Shattered Causeway hex ${was('pc-orin')}`,
        to: `Dock hex ${was('pc-orin')}`,
        takeBack: { kind: 'token', id: 'pc-orin' },
      },
      {
        kind: 'token',
        change: 'edited',
        id: 'npc-hound',
        name: 'Scrap Hound',
        mapName: 'Shattered Causeway',
        takeBack: { kind: 'token', id: 'npc-hound' },
      },
      {
        kind: 'token',
        change: 'removed',
        id: 'obj-crate',
        name: 'Supply Crate',
        mapName: 'Shattered Causeway',
        takeBack: { kind: 'token', id: 'obj-crate' },
      },
      {
        kind: 'token',
        change: 'moved',
        id: 'pc-vaka',
        name: 'Vaka',
        mapName: 'Shattered Causeway',
        from: `hex ${was('pc-vaka')}`,
        to: 'hex 2,5',
        takeBack: { kind: 'token', id: 'pc-vaka' },
      },
    ])
    expect(summary.line).toBe('1 token added, 1 token removed, 1 token edited, 2 tokens moved')
  })

  it('lists a token that moved and was edited once, as moved', () => {
    const a = demo()
    const b = structuredClone(a)
    token(b, 'pc-mira').hex = { q: 3, r: 2 }
    token(b, 'pc-mira').notes = 'limping'
    expect(summarizeChanges(a, b).items.map((i) => [i.id, i.change])).toEqual([
      ['pc-mira', 'moved'],
    ])
  })

  it('says where a token moved on a square board and on a gridless table', () => {
    const a = demo()
    a.maps.cellar = squareMap('cellar', 'Cellar')
    a.maps.table = gridlessMap('table', 'Table')
    a.tokens['pc-vaka'] = { ...token(a, 'pc-vaka'), mapId: 'cellar', hex: { q: 1, r: 2 } }
    a.tokens['pc-orin'] = { ...token(a, 'pc-orin'), mapId: 'table', hex: { q: 8, r: 3 } }
    const b = structuredClone(a)
    token(b, 'pc-vaka').hex = { q: 4, r: 2 }
    token(b, 'pc-orin').hex = { q: 9, r: 0 }
    const moved = summarizeChanges(a, b).items.map((i) => [i.id, i.from, i.to])
    // A gridless spot is a half inch a step: (8, 3) is 4" across and 1½" down.
    expect(moved).toEqual([
      ['pc-orin', '4", 1½"', '4½", 0"'],
      ['pc-vaka', 'square 1,2', 'square 4,2'],
    ])
  })

  it('names a renamed token by its new name', () => {
    const a = demo()
    const b = structuredClone(a)
    token(b, 'npc-ambusher').name = 'Revealed Ambusher'
    expect(summarizeChanges(a, b).items[0]).toMatchObject({
      change: 'edited',
      name: 'Revealed Ambusher',
    })
  })
})

describe('summarizeChanges: library, notes and encounters', () => {
  it('lists NPCs and PCs added, removed and edited, each to take back', () => {
    const a = demo()
    const b = structuredClone(a)
    b.npcs['sample-rust-sentinel'] = {
      ...(a.npcs['sample-rust-sentinel'] as SheetRecord),
      name: 'Rusted Sentinel',
    }
    delete b.npcs['sample-scrap-hound']
    b.npcs.warden = { ...a.npcs['sample-harbour-smuggler'], id: 'warden', name: 'Warden' }
    b.pcs.kell = { ...a.pcs.vaka, id: 'kell', name: 'Kell' }
    b.pcs.orin = { ...a.pcs.orin, name: 'Orin', xp: 99 } as Campaign['pcs'][string]
    const summary = summarizeChanges(a, b)
    expect(summary.items).toEqual([
      {
        kind: 'npc',
        change: 'edited',
        id: 'sample-rust-sentinel',
        name: 'Rusted Sentinel',
        takeBack: { kind: 'npc', id: 'sample-rust-sentinel' },
      },
      {
        kind: 'npc',
        change: 'removed',
        id: 'sample-scrap-hound',
        name: 'Scrap Hound',
        takeBack: { kind: 'npc', id: 'sample-scrap-hound' },
      },
      {
        kind: 'npc',
        change: 'added',
        id: 'warden',
        name: 'Warden',
        takeBack: { kind: 'npc', id: 'warden' },
      },
      {
        kind: 'pc',
        change: 'added',
        id: 'kell',
        name: 'Kell',
        takeBack: { kind: 'pc', id: 'kell' },
      },
      {
        kind: 'pc',
        change: 'edited',
        id: 'orin',
        name: 'Orin',
        takeBack: { kind: 'pc', id: 'orin' },
      },
    ])
    expect(summary.line).toBe('1 NPC added, 1 NPC removed, 1 NPC edited, 1 PC added, 1 PC edited')
  })

  it('lists notes by title and encounters by name, with nothing to take back alone', () => {
    const a = demo()
    const b = structuredClone(a)
    b.notes['campaign-notes'] = {
      ...a.notes['campaign-notes'],
      body: 'Vaka owes Orin 5 gold.',
    } as Campaign['notes'][string]
    b.notes.rumours = { id: 'rumours', title: 'Rumours', body: '', gmOnly: true }
    delete b.encounters['causeway-ambush']
    const summary = summarizeChanges(a, b)
    expect(summary.items).toEqual([
      { kind: 'note', change: 'edited', id: 'campaign-notes', name: 'Campaign notes' },
      { kind: 'note', change: 'added', id: 'rumours', name: 'Rumours' },
      {
        kind: 'encounter',
        change: 'removed',
        id: 'causeway-ambush',
        name: 'Ambush at the causeway',
      },
    ])
    expect(summary.line).toBe('1 note added, 1 note edited, 1 encounter removed')
  })
})
