/**
 * BW movement on the board, edge by edge (shared/rules/bw/adapter/ruleset-movement.ts): the share of a path
 * inside an area, which way a path runs on a slope, what a path meets (seed 004 "A.3.2 Movement",
 * L99-175, with OTHER-SYSTEMS.md BW-Q24..Q26), the plan's words and the reach disc.
 */
import { describe, expect, it } from 'vitest'
import type { Area, Obstacle } from '../../../../shared/model/gridless'
import { blankBwState, type BwState } from '../../../../shared/rules/bw/engine/model'
import { BW_DEFAULT_OPTIONS as D } from '../../../../shared/rules/bw/engine/options'
import {
  bwReach,
  bwRoomProblem,
  planBwMove,
  shareInside,
  situationAlong,
  slopeWay,
} from '../../../../shared/rules/bw/adapter/ruleset-movement'
import { rulesetById } from '../../../../shared/rules'
import {
  RollRefused,
  type GridlessMoveBoard,
  type MapOccupant,
  type MoveBoard,
  type MovingToken,
} from '../../../../shared/rules/ruleset'

const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
]
const board = (extra: Partial<GridlessMoveBoard> = {}): GridlessMoveBoard =>
  ({ kind: 'gridless', cols: 144, rows: 96, ...extra }) as GridlessMoveBoard
const ob = (id: string, heightBrix: number, points: { x: number; y: number }[]): Obstacle => ({
  id,
  name: `Wall ${id}`,
  kind: 'wall',
  heightBrix,
  points,
})
const lattice = (x: number, y: number) => ({ q: x * 2, r: y * 2 })

describe('BW share of a path inside an area (BW-Q26)', () => {
  const square = rect(0.1, 0.1, 1.9, 1.9)
  it('a point inside is all in; one outside none', () => {
    expect(shareInside([{ x: 1, y: 1 }], square)).toBe(1)
    expect(shareInside([{ x: 5, y: 5 }], square)).toBe(0)
  })

  it('sampled every ¼": 4" across a 1.8" square is 7 of 17 samples', () => {
    // x = −1, −¾, … 3: inside for x = ¼ … 1¾ (7 samples).
    expect(
      shareInside(
        [
          { x: -1, y: 1 },
          { x: 3, y: 1 },
        ],
        square,
      ),
    ).toBeCloseTo(7 / 17, 12)
  })

  it('a bent path counts its corner once: 4 of 9, then 3 of 8', () => {
    const path = [
      { x: -1, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 3 },
    ]
    expect(shareInside(path, square)).toBeCloseTo(7 / 17, 12)
  })

  it('a path that stands still at one point inside is all in', () => {
    expect(
      shareInside(
        [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        square,
      ),
    ).toBe(1)
  })
})

describe('BW which way a path runs on a slope (BW-07/08)', () => {
  it.each([
    [180, { x: 0, y: 5 }, 1],
    [180, { x: 0, y: -5 }, -1],
    [180, { x: 5, y: 0 }, 0],
    [90, { x: 5, y: 0 }, 1],
    [90, { x: -5, y: 0 }, -1],
    [0, { x: 0, y: -5 }, 1],
    [270, { x: -3, y: -4 }, 1],
    [90, { x: 1, y: 5 }, 0],
    [90, { x: 2, y: 5 }, 1],
  ])('falling towards %i°, a path to %j runs %i', (deg, to, way) => {
    expect(slopeWay([{ x: 0, y: 0 }, to], deg)).toBe(way)
  })

  it('a path that does not move runs neither way', () => {
    expect(
      slopeWay(
        [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        90,
      ),
    ).toBe(0)
  })
})

describe('BW what a path meets', () => {
  const path = [
    { x: 0, y: 5 },
    { x: 20, y: 5 },
  ]

  it('seed 004 L104-106, L168-170: a Prone unit carrying 2 blox with Extra Effort', () => {
    const st: BwState = {
      ...blankBwState(),
      statuses: ['prone'],
      carryingBlox: 2,
      extraEffort: 'move',
    }
    expect(situationAlong(board(), path, st).situation).toEqual({
      changedPosition: true,
      carryingBlox: 2,
      extraEffort: 'move',
    })
    expect(situationAlong(board(), path, blankBwState()).situation).toEqual({})
    expect(situationAlong(board(), path, undefined).situation).toEqual({})
  })

  it('seed 004 L108-111: the tallest obstacle crossed counts; one it starts in does not', () => {
    const b = board({
      obstacles: {
        low: ob('low', 2, rect(4, 0, 5, 10)),
        high: ob('high', 4, rect(8, 0, 9, 10)),
        lower: ob('lower', 1, rect(12, 0, 13, 10)),
        start: ob('start', 9, rect(-1, 4, 1, 6)),
      },
    })
    const s = situationAlong(b, path, undefined)
    expect(s.situation.obstacleBrix).toBe(4)
    expect(s.names).toEqual(['Wall low', 'Wall high', 'Wall lower'])
  })

  it('seed 004 L128-142: a road, a river and a ladder along the way, by their shares', () => {
    const b = board({
      areas: {
        road: { id: 'road', name: 'Road', kind: 'road', points: rect(-1, 4, 21, 6) },
        river: { id: 'river', name: 'River', kind: 'liquid', points: rect(9.9, 0, 10.1, 10) },
        ladder: { id: 'ladder', name: 'Ladder', kind: 'ladder', points: rect(30, 0, 31, 10) },
      } as Record<string, Area>,
    })
    const s = situationAlong(b, path, undefined).situation
    expect(s.road).toBe(1)
    // 81 samples ¼" apart; only x = 10 lies in the river.
    expect(s.liquid).toBeCloseTo(1 / 81, 12)
    expect(s.ladder).toBeUndefined()
  })

  it('seed 004 L112-127: the steepest slope each way; an unmarked slope is 20°', () => {
    const slope = (id: string, downhill: number, slopeDegrees?: number): Area =>
      ({
        id,
        name: id,
        kind: 'slope',
        downhill,
        ...(slopeDegrees !== undefined ? { slopeDegrees } : {}),
        points: rect(-1, 0, 21, 10),
      }) as Area
    const down = situationAlong(
      board({ areas: { a: slope('a', 90, 45), b: slope('b', 90, 20), c: slope('c', 90, 30) } }),
      path,
      undefined,
    ).situation
    expect(down.downhill).toEqual({ deg: 45, share: 1 })
    expect(down.uphill).toBeUndefined()
    const up = situationAlong(
      board({ areas: { a: slope('a', 270, 20), b: slope('b', 270, 45), c: slope('c', 270) } }),
      path,
      undefined,
    ).situation
    expect(up.uphill).toEqual({ deg: 45, share: 1 })
    const plain = situationAlong(board({ areas: { c: slope('c', 270) } }), path, undefined)
    expect(plain.situation.uphill).toEqual({ deg: 20, share: 1 })
    const across = situationAlong(board({ areas: { c: slope('c', 0, 45) } }), path, undefined)
    expect(across.situation).toEqual({})
  })
})

describe('BW move plan words', () => {
  const token = (extra: Record<string, unknown> = {}) => ({
    id: 't',
    name: 'Scout',
    hex: lattice(10, 10),
    speed: 5,
    instance: blankBwState(),
    ...extra,
  })

  it('on a hex map a BW unit cannot plan a move', () => {
    const p = planBwMove(
      { kind: 'hex', cols: 10, rows: 10 } as MoveBoard,
      token(),
      lattice(11, 10),
      D,
    )
    expect(p).toMatchObject({
      band: 'blocked',
      reason: 'BrikWars units move on a gridless battlefield',
      total: 0,
      speed: 0,
    })
  })

  it('F-BW-4: 3" already moved of 5" leaves 2"; 3" more is too far, in words', () => {
    const moved = token({ instance: { ...blankBwState(), movedThisTurnIn: 3 } })
    const p = planBwMove(board(), moved, lattice(13, 10), D)
    expect(p).toMatchObject({
      band: 'too-far',
      speed: 2,
      total: 3,
      reason: 'Scout needs 3" but has 2" left this turn',
      steps: [3],
    })
    expect(planBwMove(board(), moved, lattice(12, 10), D)).toMatchObject({
      band: 'move',
      reason: null,
    })
  })

  it('a token with no name, speed or state is "This unit", a 5" minifig', () => {
    const bare = { hex: lattice(10, 10) }
    expect(planBwMove(board(), bare, lattice(16, 10), D)).toMatchObject({
      band: 'too-far',
      speed: 5,
      reason: 'This unit needs 6" but has 5"',
    })
  })

  it('seed 004 L128-131: the budget lines after Move are the note', () => {
    const b = board({
      areas: {
        road: { id: 'road', name: 'Road', kind: 'road', points: rect(0, 9, 40, 11) } as Area,
      },
    })
    expect(planBwMove(b, token(), lattice(12, 10), D).note).toBe('Paved road +1"')
    expect(planBwMove(board(), token(), lattice(12, 10), D)).not.toHaveProperty('note')
  })

  it('stored options BW cannot read are refused in words before a move is planned', () => {
    const plan = () =>
      rulesetById('bw')!.movement!.planMove(board(), token(), lattice(14, 10), {
        measure: 'by eye',
      })
    expect(plan).toThrow(RollRefused)
    expect(plan).toThrow('measure')
  })

  it('BW-Q4 displacement: a detour is measured start to end', () => {
    const p = planBwMove(board(), token(), lattice(14, 10), { ...D, moveMeasure: 'displacement' }, [
      lattice(12, 12),
    ])
    expect(p.total).toBe(4)
    expect(p.steps.map((s) => Math.round(s * 1000) / 1000)).toEqual([2.828, 2.828])
  })

  it('a vehicle in the state moves by its own columns: +2" on a road (seed 004 L128-131)', () => {
    const jeep = token({
      speed: 10,
      instance: {
        ...blankBwState(),
        mover: { type: 'vehicle', power: 2, propulsion: { kind: 'wheels', heightIn: 1 } },
      },
    })
    const b = board({
      areas: {
        road: { id: 'road', name: 'Road', kind: 'road', points: rect(0, 9, 40, 11) } as Area,
      },
    })
    expect(planBwMove(b, jeep, lattice(12, 10), D).speed).toBe(12)
  })

  it('seed 004 L160-166: Power read from the state: Power 2 lifts 4 blox', () => {
    const strong = token({
      instance: { ...blankBwState(), carryingBlox: 2, mover: { type: 'minifig', power: 2 } },
    })
    // Carrying 2 blox, at least its Power 2 but under 4: −1".
    expect(planBwMove(board(), strong, lattice(12, 10), D).speed).toBe(4)
  })
})

describe('BW reach disc', () => {
  const token = (x: number, y: number, extra: Record<string, unknown> = {}) => ({
    id: 't',
    name: 'Scout',
    hex: lattice(x, y),
    speed: 1,
    instance: blankBwState(),
    ...extra,
  })
  const points = (r: ReturnType<typeof bwReach>) =>
    Array.from({ length: r.grid.size }, (_, i) => ({
      q: r.grid.q[i]!,
      r: r.grid.r[i]!,
      cost: r.cost[i]!,
    }))

  it('1" of Move: the 13 half-inch points within 1", each at its distance', () => {
    const r = bwReach(board(), token(10, 10), D)
    expect(r.bands).toEqual([1])
    const ps = points(r)
    expect(ps).toHaveLength(13)
    expect(ps).toContainEqual({ q: 20, r: 18, cost: 1 })
    expect(ps).toContainEqual({ q: 21, r: 21, cost: Math.SQRT2 / 2 })
    expect(ps).toContainEqual({ q: 20, r: 20, cost: 0 })
    expect(ps.every((p) => Math.hypot(p.q - 20, p.r - 20) <= 2)).toBe(true)
  })

  it('the board edge cuts it: from the corner only 6 points', () => {
    const ps = points(bwReach(board(), token(0, 0), D))
    expect(ps).toHaveLength(6)
    expect(ps.every((p) => p.q >= 0 && p.r >= 0)).toBe(true)
    const far = points(bwReach(board({ cols: 20, rows: 20 }), token(10, 10), D))
    expect(far).toHaveLength(6)
    expect(far.every((p) => p.q <= 20 && p.r <= 20)).toBe(true)
  })

  it('moved already: what is left; a wall a unit cannot hop hides what lies behind', () => {
    const moved = token(10, 10, { speed: 5, instance: { ...blankBwState(), movedThisTurnIn: 4 } })
    expect(bwReach(board(), moved, D).bands).toEqual([1])
    const b = board({
      obstacles: {
        low: ob('low', 3, rect(10.6, 9, 10.8, 11)),
        high: ob('high', 9, rect(9.2, 9, 9.4, 11)),
        elsewhere: ob('elsewhere', 9, rect(30, 30, 31, 31)),
      },
    })
    const ps = points(bwReach(b, token(10, 10), D))
    expect(ps.find((p) => p.q === 18 && p.r === 20)!.cost).toBe(Infinity)
    expect(ps.find((p) => p.q === 22 && p.r === 20)!.cost).toBe(1)
  })
})

describe('BW reach of a vehicle (seed 004 L143-148)', () => {
  it('an obstacle under a quarter of its treads does not hide what lies behind', () => {
    const tank: MovingToken<BwState> = {
      id: 't',
      name: 'Tank',
      hex: lattice(10, 10),
      speed: 1,
      instance: {
        ...blankBwState(),
        mover: { type: 'vehicle', power: 2, propulsion: { kind: 'treads', heightIn: 2 } },
      },
    }
    // 1 brix is ⅓", a sixth of 2" treads: no penalty.
    const b = board({ obstacles: { kerb: ob('kerb', 1, rect(10.6, 9, 10.8, 11)) } })
    const r = bwReach(b, tank, D)
    const i = Array.from(r.grid.q).findIndex((q, k) => q === 22 && r.grid.r[k] === 20)
    expect(r.cost[i]).toBe(1)
  })
})

describe('BW bases on the table (C.7)', () => {
  const occ = (id: string, x: number, y: number, base?: MapOccupant['base']): MapOccupant =>
    ({
      id,
      name: id,
      kind: 'npc',
      size: 'medium',
      hex: lattice(x, y),
      ...(base ? { base } : {}),
    }) as MapOccupant
  it('rectangular bases that only touch are fine; a hair closer, they overlap', () => {
    const box = { shape: 'rect' as const, width: 2, depth: 2, angle: 0 }
    const a = occ('a', 10, 10, box)
    expect(bwRoomProblem([a], occ('b', 12, 10, box), lattice(12, 10))).toBeNull()
    const b = occ('b', 12, 10, box)
    expect(bwRoomProblem([a, b], b, lattice(12.5, 10))).toBeNull()
    expect(bwRoomProblem([a], occ('b', 12, 10, box), lattice(11.5, 10))).toBe(
      "b's base would overlap a's",
    )
  })
})
