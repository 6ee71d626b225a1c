import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { DOOR_KINDS, parseCampaign, type Campaign, type SquareMapDef } from '../../../shared/model'
import {
  playerFeatures,
  projectPlayerView,
  squareEdgeSquares,
  type PlayerMap,
} from '../../../shared/projection'

const DEMO_TEXT = readFileSync(
  new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

/** A square map with one of every feature, GM secrets in every field players must not get. */
function crypt(fog: Record<string, 1> | null): SquareMapDef {
  return {
    kind: 'square',
    id: 'crypt',
    name: 'Crypt',
    orientation: 'square',
    cols: 10,
    rows: 8,
    metresPerHex: 1.5,
    edges: { '2,1,0': 'wall', '7,7,1': 'wall' },
    doors: {
      // West side of 3,1: between 2,1 and 3,1.
      '3,1,1': { kind: 'door', open: false, locked: true, name: 'SECRET-DOOR-NAME' },
      // North side of 5,5: between 5,4 and 5,5.
      '5,5,0': { kind: 'window', open: true, locked: false },
      '6,6,0': { kind: 'secret', open: false, locked: false, name: 'SECRET-PASSAGE' },
      '6,2,1': { kind: 'secret', open: true, locked: false },
      '8,8,0': { kind: 'portcullis', open: false, locked: false },
    },
    containers: {
      chest: {
        id: 'chest',
        at: '3,1',
        name: 'Chest',
        kind: 'chest',
        open: false,
        locked: true,
        items: [{ id: 'g', name: 'SECRET-GOLD', count: 50, notes: 'SECRET-NOTES' }],
      },
      cache: {
        id: 'cache',
        at: '3,1',
        name: 'SECRET-CACHE',
        kind: 'sack',
        open: true,
        locked: false,
        items: [],
        gmOnly: true,
      },
      barrel: {
        id: 'barrel',
        at: '9,7',
        name: 'Barrel',
        kind: 'barrel',
        open: true,
        locked: false,
        items: [],
      },
    },
    items: {
      '2,1': [
        { id: 'k', name: 'Iron key', notes: 'SECRET-OPENS-THE-VAULT' },
        { id: 'a', name: 'Arrows', count: 12 },
      ],
      '9,7': [{ id: 'r', name: 'Rope' }],
    },
    exits: {
      '2,1': { name: 'Stairs up', kind: 'stairs' },
      '9,7': { name: 'Tunnel', kind: 'path' },
    },
    hidden: {
      '2,1': [{ id: 't', kind: 'trap', text: 'SECRET-PIT-TRAP', sprung: false }],
      '9,7': [{ id: 'm', kind: 'monster', text: 'SECRET-LURKER' }],
    },
    ...(fog ? { fog: { enabled: true, revealed: fog } } : {}),
  }
}

function shown(fog: Record<string, 1> | null): PlayerMap {
  const raw = JSON.parse(DEMO_TEXT) as Record<string, unknown>
  const parsed = parseCampaign(raw)
  if (!parsed.ok) throw new Error('the demo campaign did not validate')
  const c: Campaign = { ...parsed.campaign, playersMapId: 'crypt' }
  c.maps = { ...c.maps, crypt: crypt(fog) }
  const view = projectPlayerView(c)
  expect(JSON.stringify(view)).not.toMatch(/SECRET/)
  return view.maps.crypt!
}

describe('what players see of a square board’s features', () => {
  it('without fog: doors by kind and state, never locked, names or closed secret doors', () => {
    const m = shown(null)
    expect(m.doors).toEqual({
      '3,1,1': { kind: 'door', open: false },
      '5,5,0': { kind: 'window', open: true },
      '6,2,1': { kind: 'secret', open: true },
      '8,8,0': { kind: 'portcullis', open: false },
    })
    expect(m.containers).toEqual({
      chest: { id: 'chest', at: '3,1', name: 'Chest', kind: 'chest', open: false },
      barrel: { id: 'barrel', at: '9,7', name: 'Barrel', kind: 'barrel', open: true },
    })
    // A pile by how many things lie there, all the table shows: a key and 12 arrows are 13.
    expect(m.items).toEqual({
      '2,1': [{ count: 13 }],
      '9,7': [{}],
    })
    expect(JSON.stringify(m)).not.toMatch(/Iron key|Arrows|Rope/)
    expect(m.exits).toEqual({
      '2,1': { name: 'Stairs up', kind: 'stairs' },
      '9,7': { name: 'Tunnel', kind: 'path' },
    })
    expect(m).not.toHaveProperty('hidden')
    expect(m.edges).toEqual({ '2,1,0': 'wall', '7,7,1': 'wall' })
  })

  it('with fog: only what stands on revealed squares; a door shows from either side', () => {
    // 2,1 revealed: the door west of 3,1 borders it, its items and exit show, the chest at 3,1 not.
    // 5,4 revealed: the window on the north side of 5,5 borders it.
    const m = shown({ '2,1': 1, '5,4': 1 })
    expect(m.doors).toEqual({
      '3,1,1': { kind: 'door', open: false },
      '5,5,0': { kind: 'window', open: true },
    })
    expect(m.containers).toEqual({})
    expect(m.items).toEqual({ '2,1': [{ count: 13 }] })
    expect(m.exits).toEqual({ '2,1': { name: 'Stairs up', kind: 'stairs' } })
    // The wall on the north side of 2,1 borders it; the one at 7,7 does not.
    expect(m.edges).toEqual({ '2,1,0': 'wall' })
  })

  it('with fog over the chest’s square revealed: the chest shows, the GM-only cache there not', () => {
    const m = shown({ '3,1': 1 })
    expect(Object.keys(m.containers ?? {})).toEqual(['chest'])
    expect(m.doors).toEqual({ '3,1,1': { kind: 'door', open: false } })
    expect(m.items).toEqual({})
    expect(m.exits).toEqual({})
    // The wall north of 2,1 borders 2,1 and 2,0, neither revealed (read as a hex edge it would
    // border 3,1 and show).
    expect(m.edges).toEqual({})
  })

  it('with everything fogged: no feature at all', () => {
    const m = shown({})
    expect(m.doors).toEqual({})
    expect(m.containers).toEqual({})
    expect(m.items).toEqual({})
    expect(m.exits).toEqual({})
  })
})

describe('the features projection never leaks (property)', () => {
  const sq = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }))
  const key = sq.map(([x, y]) => `${x},${y}`)
  const edge = fc.tuple(sq, fc.constantFrom(0, 1)).map(([[x, y], side]) => `${x},${y},${side}`)
  const item = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    name: fc.constant('thing'),
    notes: fc.constant('SECRET-N'),
  })
  const features = fc.record({
    doors: fc.dictionary(
      edge,
      fc.record({
        kind: fc.constantFrom(...DOOR_KINDS),
        open: fc.boolean(),
        locked: fc.boolean(),
        name: fc.constant('SECRET-NAME'),
      }),
    ),
    containers: fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.record({
        at: key,
        open: fc.boolean(),
        locked: fc.boolean(),
        gmOnly: fc.boolean(),
        items: fc.array(item, { maxLength: 2 }),
      }),
    ),
    items: fc.dictionary(key, fc.array(item, { minLength: 1, maxLength: 3 })),
    exits: fc.dictionary(key, fc.constant({ name: 'Out', kind: 'path' as const })),
    revealed: fc.option(fc.dictionary(key, fc.constant(1 as const))),
  })

  it('nothing locked, named, noted, GM-only, closed-secret or fogged reaches the players', () => {
    fc.assert(
      fc.property(features, (f) => {
        const map: SquareMapDef = {
          kind: 'square',
          id: 'crypt',
          name: 'Crypt',
          orientation: 'square',
          cols: 6,
          rows: 6,
          metresPerHex: 1.5,
          doors: f.doors,
          containers: Object.fromEntries(
            Object.entries(f.containers).map(([id, c]) => [
              id,
              { ...c, id, name: id, kind: 'chest' as const },
            ]),
          ),
          items: f.items,
          exits: f.exits,
          hidden: { '0,0': [{ id: 'h', kind: 'trap', text: 'SECRET-TRAP' }] },
          ...(f.revealed ? { fog: { enabled: true, revealed: f.revealed } } : {}),
        }
        const visible = (k: string) => !f.revealed || Object.hasOwn(f.revealed, k)
        const out = playerFeatures(map, visible)
        expect(JSON.stringify(out)).not.toMatch(/SECRET|locked|gmOnly|notes|hidden/)
        for (const [k, d] of Object.entries(out.doors ?? {})) {
          const [a, b] = squareEdgeSquares(k)!
          expect(visible(a) || visible(b)).toBe(true)
          if (d.kind === 'secret') expect(d.open).toBe(true)
        }
        for (const c of Object.values(out.containers ?? {})) {
          expect(visible(c.at)).toBe(true)
          expect(map.containers?.[c.id]?.gmOnly).toBe(false)
        }
        for (const k of [...Object.keys(out.items ?? {}), ...Object.keys(out.exits ?? {})])
          expect(visible(k)).toBe(true)
      }),
    )
  })
})
