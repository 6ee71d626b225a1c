import { describe, expect, it } from 'vitest'
import { CommandRejected } from '../../../electron/main/commands/command'
import { takeBackCommand } from '../../../electron/main/commands/history/take-back'
import { CampaignHistory } from '../../../electron/main/session/history'
import type { Campaign, Token } from '../../../shared/model'
import type { TakeBackKind } from '../../../shared/sync/change-types'
import { openDemoCampaign } from '../support/open-demo'

/** The demo with a second map, "Warehouse", holding one crate, its fog on with two hexes seen. */
function snapshotState(): Campaign {
  const c = openDemoCampaign()
  c.maps.warehouse = {
    kind: 'hex',
    id: 'warehouse',
    name: 'Warehouse',
    orientation: 'pointy',
    cols: 10,
    rows: 8,
    metresPerHex: 1,
    fog: { enabled: true, revealed: { '1,1': 1, '2,1': 1 } },
  } as Campaign['maps'][string]
  c.tokens.crate = {
    ...(c.tokens['obj-crate'] as Token),
    id: 'crate',
    name: 'Warehouse crate',
    mapId: 'warehouse',
    hex: { q: 3, r: 3 },
  }
  return c
}

/** Take back and check it undoes to `now` and redoes to the result. */
function takeBack(now: Campaign, snapshot: Campaign, kind: TakeBackKind, id: string) {
  const history = new CampaignHistory(now)
  const done = history.execute(takeBackCommand(snapshot, kind, id))
  const after = history.state
  const label = history.history().undoLabel
  expect(history.undo()).toBe(true)
  expect(history.state).toEqual(now)
  expect(history.redo()).toBe(true)
  expect(history.state).toEqual(after)
  return { changed: done.changed, after, label }
}

function refusal(now: Campaign, snapshot: Campaign, kind: TakeBackKind, id: string): string {
  const history = new CampaignHistory(now)
  try {
    history.execute(takeBackCommand(snapshot, kind, id))
  } catch (err) {
    expect(err).toBeInstanceOf(CommandRejected)
    expect(history.state).toBe(now)
    expect(history.history().canUndo).toBe(false)
    return (err as Error).message
  }
  throw new Error('expected a refusal')
}

function without<T>(record: Record<string, T>, id: string): Record<string, T> {
  const { [id]: _gone, ...rest } = record
  return rest
}

describe('take back a map', () => {
  it('brings a deleted map back with its tokens and its fog', () => {
    const snapshot = snapshotState()
    const now = {
      ...snapshot,
      maps: without(snapshot.maps, 'warehouse'),
      tokens: without(snapshot.tokens, 'crate'),
    }
    const r = takeBack(now, snapshot, 'map', 'warehouse')
    expect(r.changed).toBe(true)
    expect(r.label).toBe('Take back map "Warehouse"')
    expect(r.after.maps.warehouse).toEqual(snapshot.maps.warehouse)
    expect(r.after.maps.warehouse?.fog?.revealed).toEqual({ '1,1': 1, '2,1': 1 })
    expect(r.after.tokens.crate!.hex).toEqual({ q: 3, r: 3 })
    expect(Object.keys(r.after.tokens).sort()).toEqual(Object.keys(snapshot.tokens).sort())
  })

  it('puts its tokens back where they were and removes those added since', () => {
    const snapshot = snapshotState()
    const now = structuredClone(snapshot)
    now.tokens['pc-vaka'] = { ...now.tokens['pc-vaka']!, hex: { q: 9, r: 9 } }
    now.tokens.barrel = {
      ...now.tokens['obj-crate']!,
      id: 'barrel',
      name: 'Barrel',
      hex: { q: 4, r: 4 },
    }
    now.maps.warehouse = { ...now.maps.warehouse!, fog: { enabled: true, revealed: {} } }
    const r = takeBack(now, snapshot, 'map', 'causeway')
    expect(r.after.tokens['pc-vaka']!.hex).toEqual(snapshot.tokens['pc-vaka']!.hex)
    expect(r.after.tokens.barrel).toBeUndefined()
    // Only the causeway: the warehouse's fog stays as it is now.
    expect(r.after.maps.warehouse?.fog?.revealed).toEqual({})
  })

  it('removes a map the snapshot does not have', () => {
    const snapshot = openDemoCampaign()
    const now = snapshotState()
    const r = takeBack(now, snapshot, 'map', 'warehouse')
    expect(r.after.maps.warehouse).toBeUndefined()
    expect(r.after.tokens.crate).toBeUndefined()
    expect(r.label).toBe('Take back map "Warehouse"')
  })

  it('refuses a map a fight is running on', () => {
    const snapshot = snapshotState()
    const now = structuredClone(snapshot)
    now.combat = { mapId: 'causeway', order: [] } as unknown as Campaign['combat']
    expect(refusal(now, snapshot, 'map', 'causeway')).toBe(
      'a fight is running on Shattered Causeway; end the fight first',
    )
  })
})

describe('take back a token', () => {
  it('puts a moved token back', () => {
    const snapshot = snapshotState()
    const now = structuredClone(snapshot)
    now.tokens['pc-vaka'] = { ...now.tokens['pc-vaka']!, hex: { q: 9, r: 9 } }
    now.tokens['pc-orin'] = { ...now.tokens['pc-orin']!, hex: { q: 8, r: 8 } }
    const r = takeBack(now, snapshot, 'token', 'pc-vaka')
    expect(r.after.tokens['pc-vaka']).toEqual(snapshot.tokens['pc-vaka'])
    // Only that one.
    expect(r.after.tokens['pc-orin']!.hex).toEqual({ q: 8, r: 8 })
    expect(r.label).toBe(`Take back token "${snapshot.tokens['pc-vaka']!.name}"`)
  })

  it('brings a removed token back, and removes one placed since', () => {
    const snapshot = snapshotState()
    const removed = { ...snapshot, tokens: without(snapshot.tokens, 'npc-hound') }
    expect(takeBack(removed, snapshot, 'token', 'npc-hound').after.tokens['npc-hound']).toEqual(
      snapshot.tokens['npc-hound'],
    )
    const placed = structuredClone(snapshot)
    placed.tokens.barrel = { ...placed.tokens['obj-crate']!, id: 'barrel', name: 'Barrel' }
    const r = takeBack(placed, snapshot, 'token', 'barrel')
    expect(r.after.tokens.barrel).toBeUndefined()
    expect(r.label).toBe('Take back token "Barrel"')
  })

  it('refuses a token whose map is gone now: take the map back first', () => {
    const snapshot = snapshotState()
    const now = {
      ...snapshot,
      maps: without(snapshot.maps, 'warehouse'),
      tokens: without(snapshot.tokens, 'crate'),
    }
    expect(refusal(now, snapshot, 'token', 'crate')).toBe(
      'Warehouse crate stood on the map "Warehouse", which is gone now; take the map back first',
    )
  })

  it('refuses a token whose NPC is gone now: take the NPC back first', () => {
    const snapshot = snapshotState()
    const hound = snapshot.tokens['npc-hound']!
    const now = {
      ...snapshot,
      tokens: without(snapshot.tokens, 'npc-hound'),
      npcs: without(snapshot.npcs, hound.npcId!),
    }
    expect(refusal(now, snapshot, 'token', 'npc-hound')).toBe(
      `${hound.name} stands for the NPC "${snapshot.npcs[hound.npcId!]!.name}", which is gone now; take the NPC back first`,
    )
  })
})

describe('take back an NPC or a PC', () => {
  it('brings back an edited NPC as it was', () => {
    const snapshot = snapshotState()
    const now = structuredClone(snapshot)
    now.npcs['sample-scrap-hound'] = { ...now.npcs['sample-scrap-hound']!, name: 'Rusty Hound' }
    const r = takeBack(now, snapshot, 'npc', 'sample-scrap-hound')
    expect(r.after.npcs['sample-scrap-hound']).toEqual(snapshot.npcs['sample-scrap-hound'])
    expect(r.label).toBe(`Take back NPC "${snapshot.npcs['sample-scrap-hound']!.name}"`)
  })

  it('brings back a deleted NPC, and removes one added since', () => {
    const snapshot = snapshotState()
    const deleted = { ...snapshot, npcs: without(snapshot.npcs, 'sample-harbour-smuggler') }
    // The smuggler's token is gone too, else the NPC could not have been deleted.
    deleted.tokens = without(snapshot.tokens, 'npc-ambusher')
    const back = takeBack(deleted, snapshot, 'npc', 'sample-harbour-smuggler')
    expect(back.after.npcs['sample-harbour-smuggler']).toEqual(
      snapshot.npcs['sample-harbour-smuggler'],
    )
    expect(back.after.tokens['npc-ambusher']).toBeUndefined()
    const added = structuredClone(snapshot)
    added.npcs.ghoul = { ...added.npcs['sample-scrap-hound']!, id: 'ghoul', name: 'Ghoul' }
    const r = takeBack(added, snapshot, 'npc', 'ghoul')
    expect(r.after.npcs.ghoul).toBeUndefined()
    expect(r.label).toBe('Take back NPC "Ghoul"')
  })

  it('refuses to remove an NPC that tokens stand for now', () => {
    const snapshot = snapshotState()
    const now = structuredClone(snapshot)
    now.npcs.ghoul = { ...now.npcs['sample-scrap-hound']!, id: 'ghoul', name: 'Ghoul' }
    now.tokens.g1 = { ...now.tokens['npc-hound']!, id: 'g1', name: 'Ghoul 1', npcId: 'ghoul' }
    expect(refusal(now, snapshot, 'npc', 'ghoul')).toBe(
      'Ghoul was not in the snapshot, but a token stands for it on maps now (Ghoul 1); remove it first',
    )
  })

  it('brings back an edited PC as it was', () => {
    const snapshot = snapshotState()
    const now = structuredClone(snapshot)
    now.pcs.vaka = { ...now.pcs.vaka!, name: 'Vaka the Bold' }
    const r = takeBack(now, snapshot, 'pc', 'vaka')
    expect(r.after.pcs.vaka).toEqual(snapshot.pcs.vaka)
    expect(r.label).toBe(`Take back PC "${snapshot.pcs.vaka!.name}"`)
  })

  it('changes nothing when the thing is as the snapshot has it', () => {
    const snapshot = snapshotState()
    const history = new CampaignHistory(structuredClone(snapshot))
    expect(history.execute(takeBackCommand(snapshot, 'pc', 'vaka')).changed).toBe(false)
    expect(history.history().canUndo).toBe(false)
  })

  it('refuses what is neither in the snapshot nor now', () => {
    const snapshot = snapshotState()
    expect(refusal(structuredClone(snapshot), snapshot, 'pc', 'nobody')).toBe(
      'there is no PC with id "nobody" in the snapshot or now',
    )
  })
})
