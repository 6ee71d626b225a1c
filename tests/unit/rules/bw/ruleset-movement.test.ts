/**
 * BW movement through the Ruleset interface (shared/rules/bw/adapter/ruleset-movement.ts): the drawn
 * path's length against the budget the engine makes of what it crosses (BW-04..14, BW-Q24/26),
 * the reach disc, and bases that may not overlap.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import type { Area, Obstacle } from '../../../../shared/model/gridless'
import { rulesetById } from '../../../../shared/rules'
import type { MapOccupant, MoveBoard } from '../../../../shared/rules/ruleset'
import { bwTable } from '../../support/bw-fixture'

const movement = rulesetById('bw')!.movement!
const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
]
const wall = (heightBrix: number): Obstacle => ({
  id: 'wall',
  name: 'Stone wall',
  kind: 'wall',
  heightBrix,
  points: rect(12, 0, 12.5, 30),
})
const road: Area = { id: 'road', name: 'Road', kind: 'road', points: rect(0, 9, 40, 11) }
const river: Area = { id: 'river', name: 'River', kind: 'liquid', points: rect(11, 0, 14, 48) }
const hill: Area = {
  id: 'hill',
  name: 'Hill',
  kind: 'slope',
  slopeDegrees: 20,
  downhill: 90,
  points: rect(0, 0, 40, 40),
}

function plan(
  c: Campaign,
  to: { x: number; y: number },
  via: { x: number; y: number }[] = [],
  id = 't',
) {
  const token = c.tokens[id]!
  const lattice = (p: { x: number; y: number }) => ({ q: p.x * 2, r: p.y * 2 })
  return movement.planMove(
    c.maps['map-1'] as MoveBoard,
    token,
    lattice(to),
    c.tableOptions,
    [],
    via.map(lattice),
  )
}

const at10 = (extra: Parameters<typeof bwTable>[1] = {}, state = {}) =>
  bwTable([{ id: 't', x: 10, y: 10, state }], extra)

describe('BW movement plan', () => {
  it.each([
    ['open ground 4"', {}, { x: 14, y: 10 }, 'move', undefined],
    [
      'BW-09 a paved road +1": 6" of 6"',
      { areas: [road] },
      { x: 16, y: 10 },
      'move',
      'Paved road +1"',
    ],
    [
      'BW-10 a river: half speed, 2½"',
      { areas: [river] },
      { x: 12.5, y: 10 },
      'move',
      'In liquid: half speed −2½"',
    ],
    [
      'BW-10 a river: 3½" is too far',
      { areas: [river] },
      { x: 13.5, y: 10 },
      'too-far',
      'In liquid: half speed −2½"',
    ],
    [
      'BW-06 a 4-brix wall: a −2" climb, 3" in all',
      { obstacles: [wall(4)] },
      { x: 13, y: 10 },
      'move',
      'Climbs a 4-brix obstacle −2"',
    ],
    [
      'BW-06 a 4-brix wall: 4" is too far',
      { obstacles: [wall(4)] },
      { x: 14, y: 10 },
      'too-far',
      'Climbs a 4-brix obstacle −2"',
    ],
    [
      'BW-04 / BW-Q24 a 3-brix wall is a free jump',
      { obstacles: [wall(3)] },
      { x: 14, y: 10 },
      'move',
      undefined,
    ],
    [
      'BW-07 downhill on a 20° slope +1"',
      { areas: [hill] },
      { x: 16, y: 10 },
      'move',
      'Downhill (20° slope) +1"',
    ],
    [
      'BW-07 uphill on a 20° slope −1"',
      { areas: [hill] },
      { x: 6, y: 10 },
      'move',
      'Uphill (20° slope) −1"',
    ],
    ['BW-07 across a slope: no change', { areas: [hill] }, { x: 10, y: 15 }, 'move', undefined],
  ] as const)('%s', (_name, extra, to, band, note) => {
    const p = plan(at10(extra as Parameters<typeof bwTable>[1]), to)
    expect(p.band).toBe(band)
    expect(p.note).toBe(note)
  })

  it('F-BW-4 too far names the inches in words', () => {
    const p = plan(at10(), { x: 17, y: 10 })
    expect(p).toMatchObject({
      band: 'too-far',
      total: 7,
      speed: 5,
      reason: 't needs 7" but has 5"',
    })
  })

  it('BW-06 a wall taller than a climb is blocked without a ladder; a ladder area lets it over at half speed', () => {
    const blocked = plan(at10({ obstacles: [wall(9)] }), { x: 13, y: 10 })
    expect(blocked.band).toBe('blocked')
    expect(blocked.reason).toBe(
      't cannot climb over it: A 9-brix obstacle needs a rope or ladder (half speed)',
    )
    const ladder: Area = {
      id: 'l',
      name: 'Ladder',
      kind: 'ladder',
      points: rect(11.5, 9.5, 13, 10.5),
    }
    const over = plan(at10({ obstacles: [wall(9)], areas: [ladder] }), { x: 12.5, y: 10 })
    expect(over.band).toBe('move')
    expect(over.note).toContain('Rope or ladder: half speed')
  })

  it('BW-12 a vehicle collides with a wall above half its treads', () => {
    const c = at10(
      { obstacles: [wall(4)] },
      { mover: { type: 'vehicle', power: 4, propulsion: { kind: 'treads', heightIn: 1 } } },
    )
    const p = plan(c, { x: 14, y: 10 })
    expect(p.band).toBe('blocked')
    expect(p.reason).toContain('would collide')
  })

  it('BW-Q4 the drawn path is measured as drawn: a detour through `via` is longer', () => {
    const direct = plan(at10(), { x: 14, y: 10 })
    const bent = plan(at10(), { x: 14, y: 10 }, [{ x: 12, y: 11.5 }])
    expect(direct.total).toBe(4)
    expect(bent.total).toBeCloseTo(5, 5)
    expect(bent.path).toHaveLength(3)
    const displaced = plan(at10({ options: { moveMeasure: 'displacement' } }), { x: 14, y: 10 }, [
      { x: 12, y: 11.5 },
    ])
    expect(displaced.total).toBe(4)
  })

  it('BW-05 a Prone unit stands up for 1"', () => {
    const p = plan(at10({}, { statuses: ['prone'] }), { x: 14, y: 10 })
    expect(p).toMatchObject({ band: 'move', speed: 4, note: 'Changes position −1"' })
  })
})

describe('BW reach and room', () => {
  it('reach is a disc of the budget; points behind a tall wall are out of reach', () => {
    const c = at10({ obstacles: [wall(9)] })
    const r = movement.reach(c.maps['map-1'] as MoveBoard, c.tokens.t!, c.tableOptions)
    expect(r.bands).toEqual([5])
    const costAt = (x: number, y: number) => {
      for (let i = 0; i < r.grid.size; i++) {
        if (r.grid.q[i] === x * 2 && r.grid.r[i] === y * 2) return r.cost[i]
      }
      return undefined
    }
    expect(costAt(10, 15)).toBe(5)
    expect(costAt(11, 10)).toBe(1)
    expect(costAt(13, 10)).toBe(Infinity)
    expect(costAt(15, 15)).toBeUndefined()
  })

  it('bases may touch but not overlap', () => {
    const occ = (id: string, x: number): MapOccupant => ({
      id,
      name: id,
      kind: 'npc',
      size: 'medium',
      hex: { q: x * 2, r: 20 },
    })
    const a = occ('a', 10)
    const b = occ('b', 12)
    expect(movement.roomProblem([a, b], a, { q: 22, r: 20 })).toBeNull()
    expect(movement.roomProblem([a, b], a, { q: 23, r: 20 })).toBe("a's base would overlap b's")
  })
})
