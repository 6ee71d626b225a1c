/**
 * What a priced GG move changes besides the mover's place (OTHER-SYSTEMS.md A.2): a flier that
 * climbed or dived now stands at the altitude it flew to (GG-024), a jump is one leap (GG-029/032),
 * and a grappled being dragged along follows to the cell the grappler passed last (GG-043). The
 * board is a plain hex map; paths are written out, the grappler ends at the path's last hex.
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import { newCampaign, type Campaign, type Token } from '../../../../shared/model'
import { rulesetById } from '../../../../shared/rules'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { stored } from './fixture'

const afterMove = rulesetById('gg')!.movement!.afterMove!
const h = (q: number, r = 0): Hex => ({ q, r })

function token(
  id: string,
  hex: Hex,
  extra: Partial<Token> & { instance?: Record<string, unknown> } = {},
): Token {
  return {
    id,
    mapId: 'map-1',
    name: id,
    kind: 'pc',
    hex,
    size: 'medium',
    color: '#aa3333',
    gmOnly: false,
    ...extra,
    ...(extra.instance ? { instance: stored(extra.instance) } : {}),
  } as Token
}

function campaign(...tokens: Token[]): Campaign {
  const c = newCampaign({ id: 'c', name: 'GG moves', rulesetId: 'gg' })
  for (const t of tokens) c.tokens[t.id] = t
  return c
}

/** The instance a change sets, for the one change of kind 'instance'. */
function instanceOf(changes: readonly unknown[]): GgInstance {
  const found = changes.filter((c) => (c as { kind: string }).kind === 'instance')
  expect(found).toHaveLength(1)
  return (found[0] as { instance: GgInstance }).instance
}

const path = [h(0), h(1), h(2), h(3)]
const dragging = { tokenId: 'bram', name: 'bram', slowed: true }

describe('GG after a move: flying (seed 001 L20, GG-024)', () => {
  it('a flier that climbed to 3 m is at 3 m afterwards and flies on at it', () => {
    // seed 001 L20: "if a Character attempt to increase their altitude" - the climb is paid with
    // the move, so once it is made the flier stands at the new altitude and keeps flying.
    const c = campaign(
      token('aria', h(3), { instance: { hp: 20, move: { mode: 'fly', speed: 8, flyTo: 3 } } }),
    )
    const changes = afterMove(c, 'aria', path)
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ kind: 'instance', tokenId: 'aria' })
    const next = instanceOf(changes)
    expect(next.altitude).toBe(3)
    // Still flying at speed 8, with no climb left to make.
    expect(next.move).toEqual({ mode: 'fly', speed: 8 })
  })

  it('a flier that dived to the ground (0 m) has no altitude left at all', () => {
    // seed 001 L20 "diving to a lower altitude": at 0 m it is on the ground, not "at 0 m up".
    const c = campaign(
      token('aria', h(3), {
        instance: { hp: 20, altitude: 4, move: { mode: 'fly', speed: 8, flyTo: 0 } },
      }),
    )
    const next = instanceOf(afterMove(c, 'aria', path))
    expect('altitude' in next).toBe(false)
    expect(next.move).toEqual({ mode: 'fly', speed: 8 })
  })

  it('a flier that keeps its altitude (no height picked) changes nothing', () => {
    const c = campaign(
      token('aria', h(3), { instance: { hp: 20, altitude: 2, move: { mode: 'fly', speed: 8 } } }),
    )
    expect(afterMove(c, 'aria', path)).toEqual([])
  })

  it('a Prone being crawls, so a height picked for flying is not reached', () => {
    // seed 001 L24: "To move whilst Prone, you must crawl" - it did not fly, so no altitude.
    const c = campaign(
      token('aria', h(3), {
        instance: { hp: 20, conditions: ['prone'], move: { mode: 'fly', speed: 8, flyTo: 3 } },
      }),
    )
    expect(afterMove(c, 'aria', path)).toEqual([])
  })

  it('a plain walk changes nothing besides the place', () => {
    const c = campaign(token('aria', h(3), { instance: { hp: 20 } }))
    expect(afterMove(c, 'aria', path)).toEqual([])
  })

  it('a token that is not on the campaign, or has no GG state, changes nothing', () => {
    const c = campaign(token('crate', h(3), { kind: 'object' }))
    expect(afterMove(c, 'nobody', path)).toEqual([])
    expect(afterMove(c, 'crate', path)).toEqual([])
  })
})

describe('GG after a move: jumping (GG-029/032)', () => {
  const jump = { kind: 'long', running: true, phy: 2 }

  it('a jump made is done: the next drag walks again', () => {
    const c = campaign(token('aria', h(3), { instance: { hp: 20, jump } }))
    const changes = afterMove(c, 'aria', path)
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ kind: 'instance', tokenId: 'aria' })
    expect('jump' in instanceOf(changes)).toBe(false)
  })

  it('a flier does not jump, so a jump the GM picked waits for when it walks again', () => {
    // The flight is what moved it: its climb is reached, the jump choice is left as it was.
    const c = campaign(
      token('aria', h(3), {
        instance: { hp: 20, jump, move: { mode: 'fly', speed: 8, flyTo: 2 } },
      }),
    )
    const next = instanceOf(afterMove(c, 'aria', path))
    expect(next.altitude).toBe(2)
    expect(next.jump).toEqual(jump)
  })
})

describe('GG after a move: a grappled being dragged along (seed 001 L61, GG-043)', () => {
  // seed 001 L61: "they can drag or carry the Grappled Target with them" - it follows to the
  // cell the grappler passed last, here (2, 0) of the path (0,0) → (3,0).
  const grappler = (at = h(3), more: Record<string, unknown> = {}) =>
    token('aria', at, { instance: { hp: 20, dragging, ...more } })

  it('the dragged being comes to the cell the grappler passed last', () => {
    const c = campaign(grappler(), token('bram', h(0), { kind: 'npc' }))
    expect(afterMove(c, 'aria', path)).toEqual([{ kind: 'token', tokenId: 'bram', hex: h(2) }])
  })

  it('a one-step move brings it to the cell the grappler left', () => {
    const c = campaign(grappler(h(1)), token('bram', h(-1, 1), { kind: 'npc' }))
    expect(afterMove(c, 'aria', [h(0), h(1)])).toEqual([
      { kind: 'token', tokenId: 'bram', hex: h(0) },
    ])
  })

  it('a being already on that cell stays; one on the same column of another row is moved', () => {
    const there = campaign(grappler(), token('bram', h(2), { kind: 'npc' }))
    expect(afterMove(there, 'aria', path)).toEqual([])
    // (2, 1) shares the column of (2, 0) but is another hex.
    const below = campaign(grappler(), token('bram', h(2, 1), { kind: 'npc' }))
    expect(afterMove(below, 'aria', path)).toEqual([{ kind: 'token', tokenId: 'bram', hex: h(2) }])
  })

  it('someone else standing on that cell keeps the dragged being where it is', () => {
    const c = campaign(grappler(), token('bram', h(0), { kind: 'npc' }), token('wolf', h(2)))
    expect(afterMove(c, 'aria', path)).toEqual([])
  })

  it('an object on that cell, or a being on another map or another row, does not stop it', () => {
    const c = campaign(
      grappler(),
      token('bram', h(0), { kind: 'npc' }),
      token('crate', h(2), { kind: 'object' }),
      token('ghost', h(2), { mapId: 'map-2' }),
      token('wolf', h(2, 1)),
      token('owl', h(1, 1)),
    )
    expect(afterMove(c, 'aria', path)).toEqual([{ kind: 'token', tokenId: 'bram', hex: h(2) }])
  })

  it('a being on another map, gone from the campaign, or a move of no steps: nothing follows', () => {
    const away = campaign(grappler(), token('bram', h(0), { kind: 'npc', mapId: 'map-2' }))
    expect(afterMove(away, 'aria', path)).toEqual([])
    const gone = campaign(grappler())
    expect(afterMove(gone, 'aria', path)).toEqual([])
    const still = campaign(grappler(h(0)), token('bram', h(1), { kind: 'npc' }))
    expect(afterMove(still, 'aria', [h(0)])).toEqual([])
  })

  it('a flier that climbed while dragging: its altitude changes and the being follows', () => {
    const c = campaign(
      grappler(h(3), { move: { mode: 'fly', speed: 8, flyTo: 1 } }),
      token('bram', h(0), { kind: 'npc' }),
    )
    const changes = afterMove(c, 'aria', path)
    expect(changes).toHaveLength(2)
    expect(instanceOf(changes).altitude).toBe(1)
    expect(changes[1]).toEqual({ kind: 'token', tokenId: 'bram', hex: h(2) })
  })
})
