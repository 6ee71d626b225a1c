import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import { resolveZzRoll } from './rolls-fixture'
import { applied, inst, zzCampaign } from './rolls-fixture'

const none = scriptedDice({})

function withStatus(c: Campaign, id: string, statuses: string[]): Campaign {
  return {
    ...c,
    tokens: { ...c.tokens, [id]: { ...c.tokens[id]!, instance: { ...inst(c, id), statuses } } },
  } as Campaign
}

const door = (open: boolean, locked: boolean) => ({ kind: 'door', open, locked })

describe('ZZ dungeon actions through zzRolls', () => {
  it('ZZ-14 loots an adjacent Unconscious figure into the pack', () => {
    const c = withStatus(zzCampaign(), 'mondo', ['unconscious'])
    const r = resolveZzRoll({ kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo' }, c, none)
    expect(r.cost).toEqual({ ap: 1 })
    expect(r.outcome.detail).toBe('Thurig takes dagger, coin from Mondo into the pack (ZZ-14).')
    const after = applied(c, r)
    expect(inst(after, 'mondo').gear.hands).toEqual([null, null])
    expect(inst(after, 'mondo').gear.stored).toEqual([])
    expect(inst(after, 'thurig').gear.stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 'dagger', container: 'pack', count: 1 }),
        expect.objectContaining({ item: 'coin', container: 'pack', count: 7 }),
      ]),
    )
  })

  it.each([
    ['ZZ-14 a figure only Down', ['down'], {}, /neither dead nor Unconscious/],
    [
      'ZZ-14 a figure out of reach',
      ['dead'],
      { mondo: { hex: { q: 8, r: 8 } } },
      /not next to Thurig/,
    ],
  ])('refuses to loot %s', (_n, statuses, over, msg) => {
    const c = withStatus(zzCampaign(over), 'mondo', statuses)
    expect(() =>
      resolveZzRoll({ kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo' }, c, none),
    ).toThrow(msg)
  })

  it('ZZ-15 opens an adjacent unlocked door (a map-features change) and closes it again', () => {
    const c = zzCampaign({ map: { doors: { '5,6,1': door(false, false) } } })
    const r = resolveZzRoll({ kind: 'openClose', tokenId: 'thurig', door: '5,6,1' }, c, none)
    expect(r.changes).toEqual([
      {
        kind: 'map-features',
        mapId: 'm',
        doors: { '5,6,1': { kind: 'door', open: true, locked: false } },
      },
    ])
    expect(r.outcome.detail).toBe('Thurig opens the door (ZZ-15).')
    const after = applied(c, r)
    const m = after.maps.m
    expect(m?.kind === 'square' && m.doors?.['5,6,1']?.open).toBe(true)
    const back = resolveZzRoll({ kind: 'openClose', tokenId: 'thurig', door: '5,6,1' }, after, none)
    expect(back.outcome.detail).toBe('Thurig closes the door (ZZ-15).')
  })

  it.each([
    ['a locked door', { '5,6,1': door(false, true) }, '5,6,1', /The door is locked/],
    [
      'a door not beside the figure',
      { '2,2,0': door(false, false) },
      '2,2,0',
      /not next to Thurig/,
    ],
    ['an edge with no door', {}, '5,6,1', /no door on that edge/],
  ])('ZZ-15 refuses %s', (_n, doors, edge, msg) => {
    const c = zzCampaign({ map: { doors } })
    expect(() =>
      resolveZzRoll({ kind: 'openClose', tokenId: 'thurig', door: edge }, c, none),
    ).toThrow(msg)
  })

  it('ZZ-16 picks an item up from the adjacent square into an open hand', () => {
    const c = zzCampaign({ map: { items: { '6,6': [{ id: 'sword', name: 'Sword' }] } } })
    const r = resolveZzRoll(
      { kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'sword' },
      c,
      none,
    )
    const after = applied(c, r)
    expect(inst(after, 'thurig').gear.hands).toEqual(['sword', null])
    const m = after.maps.m
    expect(m?.kind === 'square' && m.items?.['6,6']).toBeFalsy()
    // Now held, the sword attacks.
    expect(() =>
      resolveZzRoll(
        { kind: 'attack', attackerTokenId: 'thurig', targetTokenId: 'mondo', weapon: 'sword' },
        after,
        scriptedDice({ 6: [3], 4: [1] }),
      ),
    ).not.toThrow()
  })

  it('ZZ-14/16 what is beyond a wall or a shut door is not beside the figure: no loot, pick up or drop through it', () => {
    // Thurig at (5,6): the wall on his east side ("6,6,1") stands between him and (6,6).
    const sword = { items: { '6,6': [{ id: 'sword', name: 'Sword' }] } }
    const pick = { kind: 'pickUp', tokenId: 'thurig', at: '6,6', item: 'sword' }
    const walled = zzCampaign({ map: { ...sword, edges: { '6,6,1': 'wall' } } })
    expect(() => resolveZzRoll(pick, walled, none)).toThrow(
      'A wall or a shut door stands between Thurig and the Sword.',
    )
    const shut = zzCampaign({ map: { ...sword, doors: { '6,6,1': door(false, false) } } })
    expect(() => resolveZzRoll(pick, shut, none)).toThrow(/shut door/)
    const open = zzCampaign({ map: { ...sword, doors: { '6,6,1': door(true, false) } } })
    expect(() => resolveZzRoll(pick, open, none)).not.toThrow()
    // Mondo, Unconscious to the north, behind a wall on Thurig's north side ("5,6,0").
    const north = withStatus(zzCampaign({ map: { edges: { '5,6,0': 'wall' } } }), 'mondo', [
      'unconscious',
    ])
    expect(() =>
      resolveZzRoll({ kind: 'loot', tokenId: 'thurig', fromTokenId: 'mondo' }, north, none),
    ).toThrow('A wall or a shut door stands between Thurig and Mondo.')
    expect(() =>
      resolveZzRoll({ kind: 'drop', tokenId: 'thurig', item: 'sword', at: '6,6' }, walled, none),
    ).toThrow(/wall/)
    // ZZ-15: a chest on (6,6) beyond that wall cannot be opened from Thurig's square either.
    const box = {
      id: 'box',
      at: '6,6',
      name: 'Box',
      kind: 'chest',
      open: false,
      locked: false,
      items: [],
    }
    const boxed = zzCampaign({ map: { containers: { box }, edges: { '6,6,1': 'wall' } } })
    const openBox = { kind: 'openClose', tokenId: 'thurig', containerId: 'box' }
    expect(() => resolveZzRoll(openBox, boxed, none)).toThrow(
      'A wall or a shut door stands between Thurig and the Box.',
    )
    expect(() =>
      resolveZzRoll(openBox, zzCampaign({ map: { containers: { box } } }), none),
    ).not.toThrow()
  })

  it('ZZ-16 refuses to pick up from two squares away, and drops beneath the figure', () => {
    const c = zzCampaign({ map: { items: { '7,6': [{ id: 'gem', name: 'Gem' }] } } })
    expect(() =>
      resolveZzRoll({ kind: 'pickUp', tokenId: 'thurig', at: '7,6', item: 'gem' }, c, none),
    ).toThrow(/2 spaces away/)
    const r = resolveZzRoll({ kind: 'drop', tokenId: 'mondo', item: 'dagger' }, c, none)
    const after = applied(c, r)
    expect(inst(after, 'mondo').gear.hands).toEqual([null, null])
    const m = after.maps.m
    expect(m?.kind === 'square' && m.items?.['5,5']).toEqual([{ id: 'dagger', name: 'Dagger' }])
  })

  it('ZZ-09 finishes a Down figure in reach', () => {
    const c = withStatus(zzCampaign(), 'mondo', ['down'])
    const r = resolveZzRoll(
      { kind: 'finish', actorTokenId: 'thurig', targetTokenId: 'mondo', outcome: 'unconscious' },
      c,
      none,
    )
    expect(inst(applied(c, r), 'mondo').statuses).toEqual(['unconscious'])
    expect(() =>
      resolveZzRoll(
        { kind: 'finish', actorTokenId: 'thurig', targetTokenId: 'mondo', outcome: 'dead' },
        zzCampaign(),
        none,
      ),
    ).toThrow(/Mondo is not Down/)
  })

  it('ZZ-61 Use Skill adds the skill bonus; ZZ-45 a Shove pushes one square away', () => {
    const skill = resolveZzRoll(
      { kind: 'skill', tokenId: 'thurig', attribute: 'DEX', skill: 'Lockpicking', difficulty: 8 },
      zzCampaign(),
      scriptedDice({ 12: [5] }),
    )
    expect(skill.outcome.outcome).toBe('success')
    expect(skill.outcome.detail).toBe('d12 [5] + DEX 1 + Lockpicking 2 = 8 vs Difficulty 8')
    const c = zzCampaign()
    const shove = resolveZzRoll(
      { kind: 'contest', contest: 'shove', actorTokenId: 'thurig', targetTokenId: 'mondo' },
      c,
      scriptedDice({ 8: [5], 4: [1] }),
    )
    expect(shove.outcome.outcome).toBe('pushed')
    expect(applied(c, shove).tokens.mondo?.hex).toEqual({ q: 5, r: 4 })
  })

  it.each([
    ['a request that is not one', { kind: 'fireball' }, /This roll cannot be made/],
    [
      'an unknown actor',
      { kind: 'loot', tokenId: 'nobody', fromTokenId: 'mondo' },
      /no figure with the id "nobody"/,
    ],
    [
      'a square off the map',
      { kind: 'pickUp', tokenId: 'thurig', at: '50,50', item: 'x' },
      /off the map/,
    ],
    [
      'a proto key',
      { kind: 'finish', actorTokenId: '__proto__', targetTokenId: 'mondo', outcome: 'dead' },
      /reserved/,
    ],
  ])('refuses %s in words', (_n, req, msg) => {
    expect(() => resolveZzRoll(req, zzCampaign(), none)).toThrow(RollRefused)
    expect(() => resolveZzRoll(req, zzCampaign(), none)).toThrow(msg)
  })
})
