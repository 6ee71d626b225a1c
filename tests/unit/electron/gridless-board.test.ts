/**
 * Gridless tables in a campaign: made in inches, refused by a ruleset that does not play them,
 * obstacles and terrain areas drawn, changed and removed (each one undo step), bases, new units
 * dropped clear of others, and a drawn path passed on to the ruleset's movement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, type Session } from '../../../electron/main/session/session'
import type { Envelope } from '../../../shared/api'
import { newCampaign, type GridlessMapDef, type Token } from '../../../shared/model'
import { registerRuleset, unregisterRuleset } from '../../../shared/rules'
import { GRIDLESS_TEST_ID, gridlessTestRuleset, lastVia } from '../../support/gridless-test-ruleset'
import { openDemoCampaign } from '../support/open-demo'

function value<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
  return env.value as T
}
function refusal(env: Envelope<unknown>): string {
  if (env.ok) throw new Error('expected a refusal')
  return env.error.message
}

const SQUARE = [
  { x: 10, y: 10 },
  { x: 14, y: 10 },
  { x: 14, y: 12 },
  { x: 10, y: 12 },
]

beforeAll(() => registerRuleset(gridlessTestRuleset))
afterAll(() => unregisterRuleset(GRIDLESS_TEST_ID))

/** A session on a campaign playing the gridless test ruleset, with a 48" x 36" table active. */
function table(): { s: Session; mapId: string; map: () => GridlessMapDef } {
  const s = createSession(newCampaign({ id: 'c', name: 'Brick', rulesetId: GRIDLESS_TEST_ID }))
  const { mapId } = value<{ mapId: string }>(
    s.dispatch('gm', 'map:create', {
      name: 'Kitchen table',
      kind: 'gridless',
      widthInches: 48,
      heightInches: 36,
      activate: true,
    }),
  )
  return { s, mapId, map: () => s.history.state.maps[mapId] as GridlessMapDef }
}

function place(s: Session, mapId: string, name: string, near?: { q: number; r: number }): Token {
  const placed = value<{ tokenId: string }>(
    s.dispatch('gm', 'token:placeNear', {
      mapId,
      name,
      kind: 'pc',
      size: 'medium',
      ...(near ? { near } : {}),
    }),
  )
  return s.history.state.tokens[placed.tokenId] as Token
}

describe('creating a gridless table', () => {
  it('makes a 48" x 36" table a 96 x 72 lattice of half inches', () => {
    const { map } = table()
    expect(map()).toMatchObject({ kind: 'gridless', cols: 96, rows: 72, cellInches: 0.5 })
  })

  it('a Blue Box campaign refuses it in words and keeps its maps', () => {
    const s = createSession(openDemoCampaign())
    const before = Object.keys(s.history.state.maps)
    const env = s.dispatch('gm', 'map:create', {
      name: 'Table',
      kind: 'gridless',
      widthInches: 48,
      heightInches: 36,
      activate: true,
    })
    expect(refusal(env)).toMatch(/Blue Box plays on hex maps, not gridless ones/)
    expect(Object.keys(s.history.state.maps)).toEqual(before)
  })

  it.each([
    [3, 36, /at least 4"/],
    [48, 241, /at most 240"/],
    [48.3, 36, /half number of inches/],
  ])('refuses a %s" x %s" table', (w, h, words) => {
    const { s } = table()
    const env = s.dispatch('gm', 'map:create', {
      name: 'Odd',
      kind: 'gridless',
      widthInches: w,
      heightInches: h,
      activate: false,
    })
    expect(refusal(env)).toMatch(words)
  })
})

describe('obstacles and terrain areas', () => {
  it('draws, changes and removes an obstacle, each one undo step', () => {
    const { s, mapId, map } = table()
    const obstacle = { name: 'Kitchen wall', kind: 'wall', points: SQUARE, heightBrix: 12 }
    const { id } = value<{ id: string }>(s.dispatch('gm', 'map:setObstacle', { mapId, obstacle }))
    expect(map().obstacles?.[id]).toMatchObject({ name: 'Kitchen wall', heightBrix: 12 })
    value(
      s.dispatch('gm', 'map:setObstacle', { mapId, obstacle: { ...obstacle, id, heightBrix: 4 } }),
    )
    expect(map().obstacles?.[id]?.heightBrix).toBe(4)
    value(s.dispatch('gm', 'map:removeObstacle', { mapId, id }))
    expect(map().obstacles?.[id]).toBeUndefined()
    value(s.dispatch('gm', 'history:undo', {}))
    expect(map().obstacles?.[id]?.heightBrix).toBe(4)
    value(s.dispatch('gm', 'history:undo', {}))
    expect(map().obstacles?.[id]?.heightBrix).toBe(12)
    value(s.dispatch('gm', 'history:undo', {}))
    expect(map().obstacles?.[id]).toBeUndefined()
  })

  it('refuses a corner off the table in inches, a flat shape, a height past bounds, a hex map', () => {
    const { s, mapId, map } = table()
    const base = { name: 'Crate', kind: 'rock', heightBrix: 3 }
    const off = [...SQUARE.slice(0, 3), { x: 3.5, y: 37 }]
    expect(
      refusal(s.dispatch('gm', 'map:setObstacle', { mapId, obstacle: { ...base, points: off } })),
    ).toBe(
      'Spot 3½", 37" is off the table "Kitchen table" (48" x 36"); move that corner of Crate onto it.',
    )
    const flat = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ]
    expect(
      refusal(s.dispatch('gm', 'map:setObstacle', { mapId, obstacle: { ...base, points: flat } })),
    ).toMatch(/lie on one line/)
    expect(
      refusal(
        s.dispatch('gm', 'map:setObstacle', {
          mapId,
          obstacle: { ...base, points: SQUARE, heightBrix: 301 },
        }),
      ),
    ).toMatch(/at most 300 brix/)
    const many = Array.from({ length: 65 }, (_, i) => ({ x: 1 + i / 10, y: 1 + (i % 2) }))
    expect(
      refusal(s.dispatch('gm', 'map:setObstacle', { mapId, obstacle: { ...base, points: many } })),
    ).toMatch(/at most 64 corners/)
    expect(
      refusal(
        s.dispatch('gm', 'map:setObstacle', {
          mapId: 'map-1',
          obstacle: { ...base, points: SQUARE },
        }),
      ),
    ).toMatch(/Obstacles are for gridless tables; "[^"]+" is a hex map/)
    expect(refusal(s.dispatch('gm', 'map:removeObstacle', { mapId, id: 'nope' }))).toMatch(
      /There is no obstacle "nope" on "Kitchen table"/,
    )
    expect(map().obstacles ?? {}).toEqual({})
  })

  it('draws a slope with its steepness and downhill way, and drops them for a road', () => {
    const { s, mapId, map } = table()
    const slope = { name: 'Bank', kind: 'slope', points: SQUARE, slopeDegrees: 45, downhill: 90 }
    const { id } = value<{ id: string }>(s.dispatch('gm', 'map:setArea', { mapId, area: slope }))
    expect(map().areas?.[id]).toMatchObject({ kind: 'slope', slopeDegrees: 45, downhill: 90 })
    value(
      s.dispatch('gm', 'map:setArea', {
        mapId,
        area: { id, name: 'Road', kind: 'road', points: SQUARE },
      }),
    )
    expect(map().areas?.[id]).not.toHaveProperty('slopeDegrees')
    expect(
      refusal(
        s.dispatch('gm', 'map:setArea', {
          mapId,
          area: { name: 'Hill', kind: 'slope', points: SQUARE },
        }),
      ),
    ).toMatch(/20° or 45°/)
    value(s.dispatch('gm', 'map:removeArea', { mapId, id }))
    expect(map().areas?.[id]).toBeUndefined()
  })
})

describe('units on bases', () => {
  it('sets a base, turned rect angles kept in 0..360, and refuses one on a hex map', () => {
    const { s, mapId } = table()
    const t = place(s, mapId, 'Tank')
    value(
      s.dispatch('gm', 'token:setBase', {
        tokenId: t.id,
        base: { shape: 'rect', width: 4, depth: 2, angle: -90 },
      }),
    )
    expect(s.history.state.tokens[t.id]?.base).toEqual({
      shape: 'rect',
      width: 4,
      depth: 2,
      angle: 270,
    })
    expect(
      refusal(
        s.dispatch('gm', 'token:setBase', { tokenId: t.id, base: { shape: 'round', diameter: 0 } }),
      ),
    ).toBeTruthy()
    value(s.dispatch('gm', 'history:undo', {}))
    expect(s.history.state.tokens[t.id]?.base).toBeUndefined()
  })

  it('drops a new unit on a free lattice point whose base overlaps no other', () => {
    const { s, mapId } = table()
    const near = { q: 20, r: 20 }
    const a = place(s, mapId, 'Trooper', near)
    expect(a.hex).toEqual(near)
    value(
      s.dispatch('gm', 'token:setBase', { tokenId: a.id, base: { shape: 'round', diameter: 3 } }),
    )
    const b = place(s, mapId, 'Trooper', near)
    // A 3" base and a 1" one: their centres must be more than 2" (4 lattice steps) apart.
    const apart = Math.hypot(b.hex.q - near.q, b.hex.r - near.r) / 2
    expect(apart).toBeGreaterThan(2)
    expect(Math.max(Math.abs(b.hex.q - near.q), Math.abs(b.hex.r - near.r))).toBe(3)
  })
})

describe('moving along a drawn path', () => {
  it("passes the bends to the movement rules and moves within the unit's move", () => {
    const { s, mapId } = table()
    const t = place(s, mapId, 'Scout', { q: 0, r: 0 })
    const via = [{ q: 8, r: 0 }]
    const moved = value<{ distance: number; unit: string }>(
      s.dispatch('gm', 'map:moveToken', { tokenId: t.id, to: { q: 8, r: 8 }, via }),
    )
    expect(lastVia.value).toEqual(via)
    expect(moved).toMatchObject({ distance: 8, unit: 'in' })
    expect(s.history.state.tokens[t.id]?.hex).toEqual({ q: 8, r: 8 })
  })

  it('refuses a path longer than the move, and a bend off the table in inches', () => {
    const { s, mapId } = table()
    const t = place(s, mapId, 'Scout', { q: 0, r: 0 })
    const far = [{ q: 20, r: 0 }]
    expect(
      refusal(s.dispatch('gm', 'map:moveToken', { tokenId: t.id, to: { q: 0, r: 2 }, via: far })),
    ).toMatch(/needs 20" but moves 10"/)
    expect(
      refusal(
        s.dispatch('gm', 'map:moveToken', {
          tokenId: t.id,
          to: { q: 2, r: 2 },
          via: [{ q: 7, r: 200 }],
        }),
      ),
    ).toBe(
      'Spot 3½", 100" on the drawn path is outside the table "Kitchen table" (48" x 36"); draw the path on the table.',
    )
    expect(
      refusal(
        s.dispatch('gm', 'map:moveToken', {
          tokenId: t.id,
          to: { q: 7, r: 14 },
          via: Array(201).fill({ q: 1, r: 1 }),
        }),
      ),
    ).toMatch(/at most 200 bends/)
    expect(s.history.state.tokens[t.id]?.hex).toEqual({ q: 0, r: 0 })
  })
})
