import { describe, expect, it } from 'vitest'
import { createSession } from '../../../electron/main/session/session'
import { openDemoCampaign } from '../support/open-demo'
import { CampaignSchema, cellOnMap, dropSquareNear, type SquareMapDef } from '../../../shared/model'

describe('square boards in a campaign', () => {
  it('a Blue Box campaign refuses a square map in words and keeps its maps', () => {
    const session = createSession(openDemoCampaign())
    const before = Object.keys(session.history.state.maps)
    const env = session.dispatch('gm', 'map:create', {
      name: 'Crypt',
      orientation: 'square',
      cols: 10,
      rows: 8,
      activate: true,
    })
    expect(env.ok).toBe(false)
    if (!env.ok) expect(env.error.message).toMatch(/Blue Box plays on hex maps, not square ones/)
    expect(Object.keys(session.history.state.maps)).toEqual(before)
  })

  it('the model takes a square map with its feature layers and refuses a door off an edge key', () => {
    const square: SquareMapDef = {
      kind: 'square',
      id: 'crypt',
      name: 'Crypt',
      orientation: 'square',
      cols: 6,
      rows: 4,
      metresPerHex: 1.5,
      edges: { '2,1,0': 'wall' },
      doors: { '3,1,1': { kind: 'door', open: false, locked: true } },
      containers: {
        chest: {
          id: 'chest',
          at: '4,2',
          name: 'Chest',
          kind: 'chest',
          open: false,
          locked: false,
          items: [],
        },
      },
      items: { '1,1': [{ id: 'key', name: 'Iron key' }] },
      exits: { '5,3': { name: 'Stairs up', kind: 'stairs' } },
      hidden: { '2,2': [{ id: 't1', kind: 'trap', text: 'Pit, DC 10' }] },
    }
    const parse = (map: unknown) => CampaignSchema.shape.maps.safeParse({ crypt: map })
    expect(parse(square).success).toBe(true)
    expect(
      parse({ ...square, doors: { '3,1,2': { kind: 'door', open: false, locked: false } } })
        .success,
    ).toBe(false)
    expect(parse({ ...square, orientation: 'pointy' }).success).toBe(false)
  })

  it('drops a new figure on the nearest free square, skipping taken and impassable ones', () => {
    const map = {
      kind: 'square',
      id: 'm',
      name: 'M',
      orientation: 'square',
      cols: 3,
      rows: 3,
      metresPerHex: 1.5,
      terrain: { '1,0': { kind: 'impassable' } },
    } as SquareMapDef
    expect(dropSquareNear(map, [], { q: 1, r: 1 })).toEqual({ q: 1, r: 1 })
    // 1,1 taken; 1,0 impassable: the first free square of the ring, row by row, is 0,0.
    expect(dropSquareNear(map, [{ hex: { q: 1, r: 1 } }], { q: 1, r: 1 })).toEqual({ q: 0, r: 0 })
    const all = [0, 1, 2].flatMap((q) => [0, 1, 2].map((r) => ({ hex: { q, r } })))
    expect(dropSquareNear(map, all, { q: 1, r: 1 })).toBeNull()
    expect(cellOnMap(map, { q: 2, r: 2 })).toBe(true)
    expect(cellOnMap(map, { q: 3, r: 0 })).toBe(false)
  })
})
