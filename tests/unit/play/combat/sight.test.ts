/**
 * The default enemy sight (seed 000 L514: Hidden ends "when you start or end your turn in
 * line-of-sight of an enemy"): a sight line on the fight's hex map from a token of another side.
 */
import { describe, expect, it } from 'vitest'
import { edgeKey, hexEdge } from '../../../../shared/geometry/hex'
import type { Campaign, Token } from '../../../../shared/model'
import { mapSight } from '../../../../shared/play/combat'
import { begun, fight } from './fixture'

const sees = (c: Campaign, id: string): boolean => mapSight.inEnemySight(c, id)

function withToken(c: Campaign, id: string, patch: Partial<Token>): Campaign {
  return { ...c, tokens: { ...c.tokens, [id]: { ...c.tokens[id]!, ...patch } } }
}

function withoutToken(c: Campaign, id: string): Campaign {
  const tokens = { ...c.tokens }
  delete tokens[id]
  return { ...c, tokens }
}

/** Only the rats' tokens count as seers of Ash: Bo is on Ash's side. */
function onlyRat(c: Campaign): Campaign {
  return {
    ...c,
    combat: { ...fight(c), order: fight(c).order.filter((o) => o.tokenId !== 'mouse') },
  }
}

/** A second hex map, so a token can stand on another map than the fight's. */
function withSecondMap(c: Campaign): Campaign {
  return { ...c, maps: { ...c.maps, 'map-2': { ...c.maps['map-1']!, id: 'map-2' } } }
}

describe('mapSight', () => {
  it('an open board: the rats see Ash and Bo, and the party sees the rats', () => {
    const c = begun()
    expect(sees(c, 'ash')).toBe(true)
    expect(sees(c, 'rat')).toBe(true)
  })

  it('no fight, or a fight on a map that is gone: nobody is in enemy sight', () => {
    const c = begun()
    expect(sees({ ...c, combat: null }, 'ash')).toBe(false)
    expect(sees({ ...c, combat: { ...fight(c), mapId: 'nowhere' } }, 'ash')).toBe(false)
  })

  it('a token that is not in the fight, or whose token is gone, is in no enemy sight', () => {
    const c = begun()
    const extra = { ...c, tokens: { ...c.tokens, cat: { ...c.tokens['ash']!, id: 'cat' } } }
    expect(sees(extra, 'cat')).toBe(false)
    expect(sees(withoutToken(c, 'ash'), 'ash')).toBe(false)
  })

  it('a combatant standing on another map than the fight is seen by nobody there', () => {
    const c = withSecondMap(begun())
    expect(sees(withToken(c, 'ash', { mapId: 'map-2' }), 'ash')).toBe(false)
  })

  it('a square board has no hex sight lines: no core rule asks there', () => {
    const c = begun()
    const square = { ...c.maps['map-1']!, kind: 'square' } as unknown as Campaign['maps'][string]
    expect(sees({ ...c, maps: { ...c.maps, 'map-1': square } }, 'ash')).toBe(false)
  })

  it('a token off the map is in no sight; the first cell of the map (index 0) is on it', () => {
    const c = begun()
    expect(sees(withToken(c, 'ash', { hex: { q: -5, r: 0 } }), 'ash')).toBe(false)
    expect(sees(withToken(c, 'ash', { hex: { q: 0, r: 0 } }), 'ash')).toBe(true)
  })

  it('only the other side looks: with the rats gone, Bo next to Ash does not count', () => {
    const c = begun()
    const noRats = {
      ...c,
      combat: { ...fight(c), order: fight(c).order.filter((o) => o.side === 'party') },
    }
    expect(sees(noRats, 'ash')).toBe(false)
  })

  it('a seer whose token is gone, on another map, or off the map sees nothing', () => {
    const c = onlyRat(withSecondMap(begun()))
    expect(sees(c, 'ash')).toBe(true)
    expect(sees(withoutToken(c, 'rat'), 'ash')).toBe(false)
    expect(sees(withToken(c, 'rat', { mapId: 'map-2' }), 'ash')).toBe(false)
    expect(sees(withToken(c, 'rat', { hex: { q: 40, r: 2 } }), 'ash')).toBe(false)
    // The first cell of the map is on it: a rat there still sees Ash.
    expect(sees(withToken(c, 'rat', { hex: { q: 0, r: 0 } }), 'ash')).toBe(true)
  })

  it('one seer that sees is enough: a walled-in rat does not hide Ash from the mouse', () => {
    const c = begun()
    const edges = Object.fromEntries(
      [0, 1, 2, 3, 4, 5].map((d) => [edgeKey(hexEdge({ q: 8, r: 2 }, d)), 'wall' as const]),
    )
    const walled = { ...c, maps: { ...c.maps, 'map-1': { ...c.maps['map-1']!, edges } } }
    expect(sees(walled, 'ash')).toBe(true)
    expect(sees(onlyRat(walled), 'ash')).toBe(false)
  })
})
