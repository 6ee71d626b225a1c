import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import { resolveZzRoll } from './rolls-fixture'
import { applied, inst, zzCampaign, withInst as patch } from './rolls-fixture'

// Thurig stands at (5,6) and carries 5 arrows in his quiver; Mondo at (5,5) holds a dagger and
// has 7 coins in his pouch (rolls-fixture.ts). The board is 10 × 10.
const none = scriptedDice({})
const roll = (req: Record<string, unknown>, c: Campaign) => resolveZzRoll(req, c, none)

function holding(
  c: Campaign,
  id: string,
  hands: [string | null, string | null],
  loaded: string[] = [],
) {
  return patch(c, id, { gear: { ...inst(c, id).gear, hands, loaded } })
}

const itemsOn = (c: Campaign, key: string) => {
  const m = c.maps.m
  return m?.kind === 'square' ? m.items?.[key] : undefined
}

const chest = (over: Record<string, unknown> = {}) => ({
  id: 'chest',
  at: '6,6',
  name: 'Chest',
  kind: 'chest',
  open: true,
  locked: false,
  items: [
    { id: 'arrows', name: 'arrow', count: 3 },
    { id: 'gem', name: 'Gem' },
  ],
  ...over,
})

describe('ZZ-09 Finish in the GM’s words (seed 003 L94-98)', () => {
  it('L98 "kill them": the Down goblin is dead, for 1 AP', () => {
    const c = patch(zzCampaign(), 'mondo', { statuses: ['down'] })
    const r = roll(
      { kind: 'finish', actorTokenId: 'thurig', targetTokenId: 'mondo', outcome: 'dead' },
      c,
    )
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Finish Mondo',
      total: null,
      outcome: 'done',
      detail: 'Thurig kills Mondo (ZZ-09).',
      public: { what: 'Finish Mondo', total: null, outcome: 'done' },
    })
    expect(r.label).toBe('Thurig: Finish Mondo')
    expect(r.actor).toBe('thurig')
    expect(r.cost).toEqual({ ap: 1 })
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'mondo', instance: { ...inst(c, 'mondo'), statuses: ['dead'] } },
    ])
    const out = roll(
      { kind: 'finish', actorTokenId: 'thurig', targetTokenId: 'mondo', outcome: 'unconscious' },
      c,
    )
    expect(out.outcome.detail).toBe('Thurig knocks out Mondo (ZZ-09).')
  })

  it('refuses a Finish across maps', () => {
    const c = patch(zzCampaign({ mondo: { mapId: 'elsewhere' } }), 'mondo', { statuses: ['down'] })
    expect(() =>
      roll({ kind: 'finish', actorTokenId: 'thurig', targetTokenId: 'mondo', outcome: 'dead' }, c),
    ).toThrow('Mondo is not on the same map as Thurig.')
  })
})

describe('ZZ-14 Loot a figure (seed 003 L176-180)', () => {
  it('takes only what is named, into the container named; the looter’s loaded bow stays loaded', () => {
    const c = holding(
      patch(zzCampaign(), 'mondo', { statuses: ['unconscious'] }),
      'thurig',
      ['bow', null],
      ['bow'],
    )
    const r = roll(
      { kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo', items: ['coin'], into: 'pouch' },
      c,
    )
    expect(r.outcome.what).toBe('Loot Mondo')
    expect(r.outcome.detail).toBe('Thurig takes coin from Mondo into the pouch (ZZ-14).')
    const after = applied(c, r)
    expect(inst(after, 'thurig').gear.loaded).toEqual(['bow'])
    expect(inst(after, 'thurig').gear.stored).toContainEqual({
      item: 'coin',
      container: 'pouch',
      count: 7,
    })
    expect(inst(after, 'mondo').gear.hands).toEqual(['dagger', null])
  })

  it('refuses a figure that carries nothing, an item it does not carry, and a figure on another map', () => {
    const bare = patch(zzCampaign(), 'mondo', {
      statuses: ['dead'],
      gear: { hands: [null, null], stored: [], loaded: [] },
    })
    expect(() => roll({ kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo' }, bare)).toThrow(
      'Mondo carries nothing to loot.',
    )
    const dead = patch(zzCampaign(), 'mondo', { statuses: ['dead'] })
    expect(() =>
      roll({ kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo', items: ['axe'] }, dead),
    ).toThrow('Mondo carries no axe.')
    const away = patch(zzCampaign({ mondo: { mapId: 'elsewhere' } }), 'mondo', {
      statuses: ['dead'],
    })
    expect(() => roll({ kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo' }, away)).toThrow(
      'Mondo is not on the same map as Thurig.',
    )
  })
})

describe('ZZ-14 Loot a container beside the figure', () => {
  it('a stack joins the same item in the same container; what is left stays in the chest', () => {
    // 5 arrows in the quiver + 3 from the chest = 8.
    const c = zzCampaign({ map: { containers: { chest: chest() } } })
    const r = roll(
      { kind: 'loot', tokenId: 'thurig', containerId: 'chest', items: ['arrows'], into: 'quiver' },
      c,
    )
    expect(r.outcome.what).toBe('Loot the Chest')
    expect(r.outcome.detail).toBe('Thurig takes arrow from the Chest into the quiver (ZZ-14).')
    expect(r.changes[0]).toMatchObject({ kind: 'instance', tokenId: 'thurig' })
    const after = applied(c, r)
    expect(inst(after, 'thurig').gear.stored).toEqual([
      { item: 'arrow', container: 'quiver', count: 8 },
    ])
    const m = after.maps.m
    expect(m?.kind === 'square' && m.containers?.chest?.items).toEqual([{ id: 'gem', name: 'Gem' }])
  })

  it('into another container the same item makes a new stack; an item without a count is one', () => {
    const c = zzCampaign({ map: { containers: { chest: chest() } } })
    const r = roll({ kind: 'loot', tokenId: 'thurig', containerId: 'chest', into: 'pack' }, c)
    expect(r.outcome.detail).toBe('Thurig takes arrow, Gem from the Chest into the pack (ZZ-14).')
    expect(inst(applied(c, r), 'thurig').gear.stored).toEqual([
      { item: 'arrow', container: 'quiver', count: 5 },
      { item: 'arrow', container: 'pack', count: 3 },
      { item: 'Gem', container: 'pack', count: 1 },
    ])
  })

  it.each([
    ['an item it does not hold', chest(), ['ruby'], 'The Chest holds no ruby.'],
    ['an empty chest', chest({ items: [] }), undefined, 'The Chest is empty.'],
    [
      'a chest two squares away',
      chest({ at: '7,6' }),
      undefined,
      'The Chest is not next to Thurig.',
    ],
  ])('refuses %s', (_n, box, items, msg) => {
    const c = zzCampaign({ map: { containers: { chest: box } } })
    expect(() =>
      roll(
        { kind: 'loot', tokenId: 'thurig', containerId: 'chest', ...(items ? { items } : {}) },
        c,
      ),
    ).toThrow(msg)
  })

  it('refuses a container the map does not have, in words', () => {
    for (const req of [
      { kind: 'loot', tokenId: 'thurig', containerId: 'chest' },
      { kind: 'openClose', tokenId: 'thurig', containerId: 'chest' },
    ]) {
      expect(() => roll(req, zzCampaign())).toThrow(RollRefused)
      expect(() => roll(req, zzCampaign())).toThrow('There is no container "chest" on this map.')
    }
  })
})

describe('ZZ-16 Pick Up (seed 003 L200)', () => {
  it('into a container named: the rest of the pile stays on the square', () => {
    const c = zzCampaign({
      map: {
        items: {
          '6,6': [
            { id: 'gem', name: 'Gem' },
            { id: 'key', name: 'Key' },
          ],
        },
      },
    })
    const r = roll({ kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'gem', into: 'pouch' }, c)
    expect(r.outcome.what).toBe('Pick up the Gem')
    expect(r.outcome.detail).toBe('Thurig picks up the Gem into the pouch (ZZ-16).')
    const after = applied(c, r)
    expect(inst(after, 'thurig').gear.hands).toEqual([null, null])
    expect(inst(after, 'thurig').gear.stored).toContainEqual({
      item: 'Gem',
      container: 'pouch',
      count: 1,
    })
    expect(itemsOn(after, '6,6')).toEqual([{ id: 'key', name: 'Key' }])
    const hand = roll({ kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'key' }, c)
    expect(hand.outcome.detail).toBe('Thurig picks up the Key (ZZ-16).')
  })

  it('a stack needs a container; nothing on the square is refused in words', () => {
    const c = zzCampaign({
      map: { items: { '6,6': [{ id: 'arrows', name: 'Arrows', count: 3 }] } },
    })
    expect(() => roll({ kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'arrows' }, c)).toThrow(
      'The Arrows is a stack of 3; say which container it goes in.',
    )
    expect(() =>
      roll({ kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'gem' }, zzCampaign()),
    ).toThrow('There is no gem on square 6,6.')
    expect(() => roll({ kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'gem' }, c)).toThrow(
      'There is no gem on square 6,6.',
    )
  })

  it.each([
    ['-1,5', { q: 0, r: 5 }],
    ['5,-1', { q: 5, r: 0 }],
    ['10,5', { q: 9, r: 5 }],
    ['5,10', { q: 5, r: 9 }],
  ])('refuses square %s, one step off the 10 × 10 board', (at, hex) => {
    const c = zzCampaign({ thurig: { hex } })
    expect(() => roll({ kind: 'pickUp', tokenId: 'thurig', at, item: 'gem' }, c)).toThrow(
      `Square ${at} is off the map.`,
    )
    const held = holding(c, 'thurig', ['sword', null])
    expect(() => roll({ kind: 'drop', tokenId: 'thurig', item: 'sword', at }, held)).toThrow(
      `Square ${at} is off the map.`,
    )
  })

  it.each([
    ['0,0', { q: 0, r: 0 }],
    ['9,9', { q: 9, r: 9 }],
  ])('corner square %s is on the board', (at, hex) => {
    const c = zzCampaign({
      thurig: { hex },
      map: { items: { [at]: [{ id: 'gem', name: 'Gem' }] } },
    })
    expect(roll({ kind: 'pickUp', tokenId: 'thurig', at, item: 'gem' }, c).cost).toEqual({ ap: 1 })
  })

  it('refuses a container whose place is not a square, in words', () => {
    // The request schema checks a request's own squares; a map's container keeps what was saved.
    const c = zzCampaign({ map: { containers: { chest: chest({ at: 'attic' }) } } })
    expect(() => roll({ kind: 'loot', tokenId: 'thurig', containerId: 'chest' }, c)).toThrow(
      '"attic" is not a square.',
    )
  })
})

describe('ZZ-16 Drop (seed 003 L202: "an adjacent blank space or beneath your character")', () => {
  it('onto the adjacent empty square 5,7, from the second hand, on a map with no items yet', () => {
    const c = holding(zzCampaign(), 'thurig', ['sword', 'spear'])
    const r = roll({ kind: 'drop', tokenId: 'thurig', item: 'spear', at: '5,7' }, c)
    expect(r.outcome.what).toBe('Drop the spear')
    expect(r.outcome.detail).toBe('Thurig drops the spear on square 5,7 (ZZ-16).')
    const after = applied(c, r)
    expect(inst(after, 'thurig').gear.hands).toEqual(['sword', null])
    expect(itemsOn(after, '5,7')).toEqual([{ id: 'spear', name: 'Spear' }])
  })

  it('not onto a square a figure stands on', () => {
    const c = holding(zzCampaign(), 'thurig', ['sword', null])
    expect(() => roll({ kind: 'drop', tokenId: 'thurig', item: 'sword', at: '5,5' }, c)).toThrow(
      'That square is not blank; drop onto an empty square.',
    )
  })

  it('a stored item by its name: one coin of the pouch, named as the GM reads it', () => {
    const c = zzCampaign()
    const r = roll({ kind: 'drop', tokenId: 'mondo', item: 'coin' }, c)
    expect(r.outcome.detail).toBe('Mondo drops the coin on square 5,5 (ZZ-16).')
    const after = applied(c, r)
    expect(inst(after, 'mondo').gear.stored).toEqual([
      { item: 'coin', container: 'pouch', count: 6 },
    ])
    expect(inst(after, 'mondo').gear.hands).toEqual(['dagger', null])
    expect(itemsOn(after, '5,5')).toEqual([{ id: 'coin', name: 'coin' }])
  })

  it('a dropped item gets an id of its own in the pile, made of its name', () => {
    const c0 = zzCampaign({
      map: {
        items: {
          '5,5': [
            { id: 'dagger', name: 'Dagger' },
            { id: 'dagger-2', name: 'Dagger' },
          ],
        },
      },
    })
    const r = roll({ kind: 'drop', tokenId: 'mondo', item: 'dagger' }, c0)
    expect(itemsOn(applied(c0, r), '5,5')?.map((i) => i.id)).toEqual([
      'dagger',
      'dagger-2',
      'dagger-3',
    ])
    const long = 'An exceptionally long and winding rope of fine silk'
    const c = patch(zzCampaign(), 'mondo', {
      gear: {
        hands: [null, null],
        stored: [
          { item: long, container: 'pack', count: 1 },
          { item: 'Gold coin, old', container: 'pouch', count: 1 },
        ],
        loaded: [],
      },
    })
    const rope = roll({ kind: 'drop', tokenId: 'mondo', item: long }, c)
    // Runs of other characters become one '-', and the id stops at 40 characters.
    expect(itemsOn(applied(c, rope), '5,5')).toEqual([
      { id: 'An-exceptionally-long-and-winding-rope-o', name: long },
    ])
    const coin = roll({ kind: 'drop', tokenId: 'mondo', item: 'Gold coin, old' }, c)
    expect(itemsOn(applied(c, coin), '5,5')).toEqual([
      { id: 'Gold-coin-old', name: 'Gold coin, old' },
    ])
  })

  it('a square holds at most 50 items', () => {
    const pile = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `pebble${i}`, name: 'Pebble' }))
    const drop = { kind: 'drop', tokenId: 'mondo', item: 'dagger' }
    const full = zzCampaign({ map: { items: { '5,5': pile(50) } } })
    expect(() => roll(drop, full)).toThrow('Square 5,5 already holds 50 items.')
    const room = zzCampaign({ map: { items: { '5,5': pile(49) } } })
    expect(itemsOn(applied(room, roll(drop, room)), '5,5')).toHaveLength(50)
  })

  it('names the square beyond a wall', () => {
    const c = holding(zzCampaign({ map: { edges: { '6,6,1': 'wall' } } }), 'thurig', [
      'sword',
      null,
    ])
    expect(() => roll({ kind: 'drop', tokenId: 'thurig', item: 'sword', at: '6,6' }, c)).toThrow(
      'A wall or a shut door stands between Thurig and square 6,6.',
    )
  })
})

describe('ZZ-15 Open / Close (seed 003 L192-194)', () => {
  it('a named door: "Open the Iron gate", then "Close the Iron gate"', () => {
    const gate = { kind: 'door', name: 'Iron gate', open: false, locked: false }
    const c = zzCampaign({ map: { doors: { '5,6,1': gate } } })
    const r = roll({ kind: 'openClose', tokenId: 'thurig', door: '5,6,1' }, c)
    expect(r.outcome.what).toBe('Open the Iron gate')
    expect(r.outcome.detail).toBe('Thurig opens the Iron gate (ZZ-15).')
    const back = roll({ kind: 'openClose', tokenId: 'thurig', door: '5,6,1' }, applied(c, r))
    expect(back.outcome.what).toBe('Close the Iron gate')
  })

  it('refuses a door on a map with none, and a door in Thurig’s column but four rows away', () => {
    expect(() =>
      roll({ kind: 'openClose', tokenId: 'thurig', door: '5,6,1' }, zzCampaign()),
    ).toThrow('There is no door on that edge (5,6,1).')
    // "5,2,1": the west side of (5,2); x is Thurig's, y is not.
    const c = zzCampaign({
      map: { doors: { '5,2,1': { kind: 'door', open: false, locked: false } } },
    })
    expect(() => roll({ kind: 'openClose', tokenId: 'thurig', door: '5,2,1' }, c)).toThrow(
      'The door is not next to Thurig.',
    )
  })

  it('a container: opens and closes; a far or locked one is refused', () => {
    const c = zzCampaign({ map: { containers: { chest: chest({ open: false }) } } })
    const r = roll({ kind: 'openClose', tokenId: 'thurig', containerId: 'chest' }, c)
    expect(r.outcome.what).toBe('Open the Chest')
    expect(r.outcome.detail).toBe('Thurig opens the Chest (ZZ-15).')
    expect(r.changes).toEqual([
      { kind: 'map-features', mapId: 'm', containers: { chest: chest({ open: true }) } },
    ])
    const shut = roll({ kind: 'openClose', tokenId: 'thurig', containerId: 'chest' }, applied(c, r))
    expect(shut.outcome.what).toBe('Close the Chest')
    expect(shut.outcome.detail).toBe('Thurig closes the Chest (ZZ-15).')
    const far = zzCampaign({ map: { containers: { chest: chest({ at: '8,8' }) } } })
    expect(() => roll({ kind: 'openClose', tokenId: 'thurig', containerId: 'chest' }, far)).toThrow(
      'The Chest is not next to Thurig.',
    )
    const locked = zzCampaign({ map: { containers: { chest: chest({ locked: true }) } } })
    expect(() =>
      roll({ kind: 'openClose', tokenId: 'thurig', containerId: 'chest' }, locked),
    ).toThrow('The Chest is locked.')
  })
})
