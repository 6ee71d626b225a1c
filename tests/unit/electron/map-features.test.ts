import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Envelope } from '../../../shared/api'
import { createSession } from '../../../electron/main/session/session'
import { openDemoCampaign } from '../support/open-demo'
import type { SquareMapDef } from '../../../shared/model'

/** The demo campaign with an empty 30 x 20 square map "Crypt" beside its hex causeway. */
function harness() {
  const c = openDemoCampaign()
  c.maps.crypt = {
    kind: 'square',
    id: 'crypt',
    name: 'Crypt',
    orientation: 'square',
    cols: 30,
    rows: 20,
    metresPerHex: 1.5,
  }
  const session = createSession(c)
  const call = (channel: string, payload: object) =>
    session.dispatch('gm', channel, { mapId: 'crypt', ...payload })
  const map = () => session.history.state.maps.crypt as SquareMapDef
  const undo = () => ok(session.dispatch('gm', 'history:undo', {}))
  const redo = () => ok(session.dispatch('gm', 'history:redo', {}))
  return { session, call, map, undo, redo }
}

function ok(env: Envelope<unknown>) {
  if (!env.ok) throw new Error(env.error.message)
  return env.value
}

function refused(env: Envelope<unknown>, code = 'rejected'): string {
  expect(env.ok).toBe(false)
  if (env.ok) return ''
  expect(env.error.code).toBe(code)
  return env.error.message
}

const CHEST = { square: '4,2', name: 'Chest', kind: 'chest', open: false, locked: true, items: [] }

describe('doors on square edges', () => {
  it('places, opens, locks and removes a door, each one undo step', () => {
    const h = harness()
    const door = { kind: 'door', open: false, locked: false, name: 'Crypt gate' }
    ok(h.call('map:setDoor', { edge: '3,1,1', door }))
    expect(h.map().doors).toEqual({ '3,1,1': door })
    expect(ok(h.call('map:setDoorState', { edge: '3,1,1', open: true }))).toEqual({ changed: true })
    expect(h.map().doors?.['3,1,1']?.open).toBe(true)
    h.undo()
    expect(h.map().doors?.['3,1,1']?.open).toBe(false)
    ok(h.call('map:setDoorState', { edge: '3,1,1', locked: true }))
    expect(h.map().doors?.['3,1,1']?.locked).toBe(true)
    expect(refused(h.call('map:setDoorState', { edge: '3,1,1', open: true }))).toBe(
      'The door on the west side of square 3,1 is locked: unlock it first.',
    )
    // Unlock and open in one go.
    ok(h.call('map:setDoorState', { edge: '3,1,1', open: true, locked: false }))
    expect(h.map().doors?.['3,1,1']).toMatchObject({ open: true, locked: false })
    ok(h.call('map:setDoor', { edge: '3,1,1', door: null }))
    expect(h.map().doors).toEqual({})
    h.undo()
    expect(h.map().doors?.['3,1,1']).toMatchObject({ name: 'Crypt gate' })
    h.redo()
    expect(h.map().doors).toEqual({})
  })

  it('closing an open door twice changes nothing the second time', () => {
    const h = harness()
    ok(
      h.call('map:setDoor', { edge: '0,0,0', door: { kind: 'window', open: true, locked: false } }),
    )
    expect(ok(h.call('map:setDoorState', { edge: '0,0,0', open: false }))).toEqual({
      changed: true,
    })
    expect(ok(h.call('map:setDoorState', { edge: '0,0,0', open: false }))).toEqual({
      changed: false,
    })
  })

  it.each([
    [{ edge: '31,2,1', door: null }, 'The west side of square 31,2 is outside the map "Crypt".'],
    [{ edge: '5,5,0', door: null }, 'There is no door on the north side of square 5,5.'],
    [
      { edge: '5,5,0', door: { kind: 'door', open: true, locked: true } },
      'A locked door cannot stand open.',
    ],
  ])('refuses %j in words', (payload, message) => {
    const h = harness()
    const before = h.session.history.state
    expect(refused(h.call('map:setDoor', payload))).toBe(message)
    expect(h.session.history.state).toBe(before)
  })

  it('an edge key spelled with a leading zero is the same edge', () => {
    const h = harness()
    ok(
      h.call('map:setDoor', { edge: '03,1,1', door: { kind: 'door', open: false, locked: false } }),
    )
    expect(Object.keys(h.map().doors ?? {})).toEqual(['3,1,1'])
  })

  it('the east edge of the map (the west side of the column past it) takes a door', () => {
    const h = harness()
    ok(
      h.call('map:setDoor', {
        edge: '30,4,1',
        door: { kind: 'portcullis', open: false, locked: false },
      }),
    )
    expect(h.map().doors?.['30,4,1']?.kind).toBe('portcullis')
  })
})

describe('containers, items, exits and the hidden layer', () => {
  it('creates, edits and removes a container, each undoable', () => {
    const h = harness()
    const { containerId } = ok(h.call('map:setContainer', { container: CHEST })) as {
      containerId: string
    }
    expect(h.map().containers?.[containerId]).toMatchObject({ at: '4,2', name: 'Chest' })
    const items = [{ name: 'Gold coins', count: 30, notes: 'fake' }, { name: 'Dagger' }]
    ok(h.call('map:setContainer', { container: { ...CHEST, id: containerId, items } }))
    const stored = h.map().containers?.[containerId]?.items ?? []
    expect(stored.map((i) => [i.name, i.count])).toEqual([
      ['Gold coins', 30],
      ['Dagger', undefined],
    ])
    expect(new Set(stored.map((i) => i.id)).size).toBe(2)
    h.undo()
    expect(h.map().containers?.[containerId]?.items).toEqual([])
    ok(h.call('map:removeContainer', { containerId }))
    expect(h.map().containers).toEqual({})
    h.undo()
    expect(h.map().containers?.[containerId]?.name).toBe('Chest')
    expect(refused(h.call('map:removeContainer', { containerId: 'nope' }))).toBe(
      'There is no such container on "Crypt".',
    )
    expect(refused(h.call('map:setContainer', { container: { ...CHEST, square: '30,0' } }))).toBe(
      'Square 30,0 is outside the map "Crypt" (30 x 20).',
    )
  })

  it('puts and takes items on a square, one step each; an empty pile is removed', () => {
    const h = harness()
    ok(h.call('map:setItems', { square: '1,1', items: [{ name: 'Iron key' }] }))
    expect(h.map().items?.['1,1']?.[0]?.name).toBe('Iron key')
    ok(h.call('map:setItems', { square: '1,1', items: [] }))
    expect(h.map().items).toEqual({})
    h.undo()
    expect(h.map().items?.['1,1']).toHaveLength(1)
  })

  it('sets and removes an exit', () => {
    const h = harness()
    ok(h.call('map:setExit', { square: '29,19', exit: { name: 'Stairs up', kind: 'stairs' } }))
    expect(h.map().exits).toEqual({ '29,19': { name: 'Stairs up', kind: 'stairs' } })
    ok(h.call('map:setExit', { square: '29,19', exit: null }))
    expect(h.map().exits).toEqual({})
    h.undo()
    expect(h.map().exits?.['29,19']?.name).toBe('Stairs up')
    expect(refused(h.call('map:setExit', { square: '2,2', exit: null }))).toBe(
      'There is no exit on square 2,2.',
    )
  })

  it('adds, edits and clears hidden entries, giving each an id once', () => {
    const h = harness()
    const entries = [
      { kind: 'trap', text: 'Pit, 2 damage', id: 'same' },
      { kind: 'note', text: 'Altar', id: 'same' },
    ]
    ok(h.call('map:setHidden', { square: '2,2', hiddenEntries: entries }))
    const list = h.map().hidden?.['2,2'] ?? []
    expect(list.map((e) => e.kind)).toEqual(['trap', 'note'])
    expect(list[0]?.id).toBe('same')
    expect(list[1]?.id).not.toBe('same')
    ok(h.call('map:setHidden', { square: '2,2', hiddenEntries: [{ ...list[0]!, sprung: true }] }))
    expect(h.map().hidden?.['2,2']).toEqual([
      { id: 'same', kind: 'trap', text: 'Pit, 2 damage', sprung: true },
    ])
    h.undo()
    expect(h.map().hidden?.['2,2']).toHaveLength(2)
    ok(h.call('map:setHidden', { square: '2,2', hiddenEntries: [] }))
    expect(h.map().hidden).toEqual({})
  })

  it.each([
    ['map:setDoor', { edge: '1,1,0', door: { kind: 'door', open: false, locked: false } }],
    ['map:setContainer', { container: CHEST }],
    ['map:setItems', { square: '1,1', items: [{ name: 'Rope' }] }],
    ['map:setExit', { square: '1,1', exit: { name: 'Out', kind: 'path' } }],
    ['map:setHidden', { square: '1,1', hiddenEntries: [{ kind: 'note', text: 'x' }] }],
  ])('%s refuses a hex map in words', (channel, payload) => {
    const h = harness()
    expect(refused(h.call(channel, { ...payload, mapId: 'causeway' }))).toMatch(
      /^Doors and containers are for square maps; ".+" is a hex map\.$/,
    )
  })
})

describe('hostile input through the feature channels', () => {
  // Each refusal is logged with its channel; the log is not what these tests read.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())
  const item = { name: 'Coin' }
  it.each([
    ['51 items in a pile', 'map:setItems', { square: '1,1', items: new Array(51).fill(item) }],
    [
      'a name of 81 characters',
      'map:setItems',
      { square: '1,1', items: [{ name: 'x'.repeat(81) }] },
    ],
    [
      'a text of 2001 characters',
      'map:setHidden',
      { square: '1,1', hiddenEntries: [{ kind: 'trap', text: 'x'.repeat(2001) }] },
    ],
    [
      '21 hidden entries',
      'map:setHidden',
      { square: '1,1', hiddenEntries: new Array(21).fill({ kind: 'note', text: '' }) },
    ],
    [
      'an unknown door kind',
      'map:setDoor',
      { edge: '1,1,0', door: { kind: 'drawbridge', open: false, locked: false } },
    ],
    ['a hex edge key', 'map:setDoor', { edge: '1,1,2', door: null }],
    ['a square key with junk', 'map:setExit', { square: '1,1;drop', exit: null }],
    ['a __proto__ key', 'map:setItems', { square: '__proto__', items: [] }],
    ['an extra field', 'map:setItems', { square: '1,1', items: [{ ...item, cursed: true }] }],
    ['a negative count', 'map:setItems', { square: '1,1', items: [{ ...item, count: -1 }] }],
    [
      'an items list that is an object',
      'map:setContainer',
      { container: { ...CHEST, items: { 0: item } } },
    ],
  ])('refuses %s and changes nothing', (_what, channel, payload) => {
    const h = harness()
    const before = h.session.history.state
    const message = refused(h.call(channel, payload), 'invalid-input')
    expect(message).not.toMatch(/map:|\$\.|Error/)
    expect(h.session.history.state).toBe(before)
  })

  it('names a bad square or edge in words', () => {
    const h = harness()
    expect(refused(h.call('map:setExit', { square: '1;1', exit: null }), 'invalid-input')).toBe(
      'The square must be written like "3,7".',
    )
    expect(refused(h.call('map:setDoor', { edge: '1,1,2', door: null }), 'invalid-input')).toBe(
      'The edge must be a side of a square like "3,7,0".',
    )
  })

  it('refuses the 2001st exit in words', () => {
    const h = harness()
    const exits: Record<string, { name: string; kind: 'path' }> = {}
    // The bound is checked against the map as loaded: a 100 x 100 map with 2000 exits.
    const state = h.session.history.state
    const big = {
      ...(state.maps.crypt as SquareMapDef),
      cols: 100,
      rows: 100,
      exits,
    }
    for (let i = 0; i < 2000; i++)
      exits[`${i % 100},${Math.floor(i / 100)}`] = { name: 'x', kind: 'path' }
    const s2 = createSession({ ...state, maps: { ...state.maps, crypt: big } })
    const env = s2.dispatch('gm', 'map:setExit', {
      mapId: 'crypt',
      square: '5,50',
      exit: { name: 'y', kind: 'path' },
    })
    expect(refused(env)).toBe('A map holds at most 2000 exits; remove one first.')
    // Changing one already there is fine.
    ok(
      s2.dispatch('gm', 'map:setExit', {
        mapId: 'crypt',
        square: '5,5',
        exit: { name: 'y', kind: 'path' },
      }),
    )
  })

  it('a player may not touch a feature', () => {
    const h = harness()
    const env = h.session.dispatch('player', 'map:setExit', {
      mapId: 'crypt',
      square: '1,1',
      exit: null,
    })
    refused(env, 'forbidden')
  })
})
