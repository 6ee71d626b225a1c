/**
 * ZZ movement hooks at their edges (OTHER-SYSTEMS.md ZZ-02/03/22..25, ZZ-Q23; seed 003 L120-130
 * Dodge, L200-202 Pick Up / Drop): who stands how towards whom, a mover's MOVE and why it cannot
 * move, refusals in the GM's words, the exact budget edge, Large footprints walking, what reach
 * shows for a figure that cannot move, the diagonal price the board hook hands out, and which
 * tokens a move may end on.
 */
import { describe, expect, it } from 'vitest'
import { squareGridOf } from '../../../../shared/geometry/square'
import type { MapOccupant, SquareMoveBoard } from '../../../../shared/rules'
import { zzRuleset } from '../../../../shared/rules/zz/adapter/ruleset'
import { ZzInstanceSchema, type ZzInstance } from '../../../../shared/rules/zz/engine/instance'
import {
  zzDispositionOf,
  zzMover,
  zzRelation,
} from '../../../../shared/rules/zz/adapter/ruleset-movement'

const movement = zzRuleset.movement!
const squares = (cols: number, rows: number, extra: Partial<SquareMoveBoard> = {}) =>
  ({ kind: 'square', cols, rows, ...extra }) as SquareMoveBoard
/** A figure's ZZ state: 10 HP, these statuses and disposition, read by the instance schema. */
const state = (statuses: string[] = [], disposition?: string): ZzInstance =>
  ZzInstanceSchema.parse({
    hp: 10,
    statuses,
    ...(disposition ? { disposition } : {}),
  })
/** A figure on the board: Medium, MOVE 5, no statuses unless `over` says otherwise. */
const fig = (
  id: string,
  name: string,
  kind: string,
  q: number,
  r: number,
  over: Partial<MapOccupant<ZzInstance>> = {},
): MapOccupant<ZzInstance> => ({
  id,
  name,
  kind,
  hex: { q, r },
  size: 'medium',
  speed: 5,
  instance: state(),
  ...over,
})
const thurig = (q: number, r: number, over: Partial<MapOccupant<ZzInstance>> = {}) =>
  fig('thurig', 'Thurig', 'pc', q, r, over)
const ogre = (q: number, r: number) => fig('ogre', 'Ogre', 'npc', q, r, { size: 'large' })
const refused = (reason: string, speed = 5) => ({
  path: [],
  steps: [],
  total: Infinity,
  speed,
  band: 'blocked',
  reason,
  dangerous: [],
})

describe('ZZ-24/28 dispositions', () => {
  it('B.9 disposition on the sheet wins; without one a PC is a Hero, an NPC a foe', () => {
    expect(zzDispositionOf({ kind: 'pc' })).toBe('friendly')
    expect(zzDispositionOf({ kind: 'npc' })).toBe('hostile')
    expect(zzDispositionOf({ kind: 'npc', instance: state([], 'friendly') })).toBe('friendly')
    expect(zzDispositionOf({ kind: 'pc', instance: state([], 'neutral') })).toBe('neutral')
  })

  it.each([
    // Dispositions are towards the Heroes: two foes of the Heroes stand on the same side.
    ['friendly', 'friendly', 'friendly'],
    ['hostile', 'hostile', 'friendly'],
    ['friendly', 'hostile', 'hostile'],
    ['hostile', 'friendly', 'hostile'],
    // ZZ-28 "a neutral merchant" is neither side's friend, whichever side looks at it.
    ['friendly', 'neutral', 'neutral'],
    ['hostile', 'neutral', 'neutral'],
    ['neutral', 'friendly', 'neutral'],
    ['neutral', 'hostile', 'neutral'],
  ] as const)('ZZ-24: %s mover, %s occupant -> %s', (mover, other, relation) => {
    expect(zzRelation(mover, other)).toBe(relation)
  })

  it('ZZ-24: an NPC hireling marked friendly is walked through free; a turned PC is not', () => {
    // A one-row corridor, Thurig on 0,0 walking to 2,0 over 1,0: 1 + 1 = 2 Move.
    const corridor = squares(4, 1)
    const hireling = fig('hob', 'Hob', 'npc', 1, 0, { instance: state([], 'friendly') })
    const free = movement.planMove(corridor, thurig(0, 0), { q: 2, r: 0 }, {}, [hireling])
    expect(free.total).toBe(2)
    expect(free.band).toBe('move')
    // Mira is a PC but charmed (hostile): her square needs a Dodge, 1 AP + 2 Move (ZZ-Q28).
    const mira = fig('mira', 'Mira', 'pc', 1, 0, { instance: state([], 'hostile') })
    expect(movement.planMove(corridor, thurig(0, 0), { q: 2, r: 0 }, {}, [mira]).reason).toBe(
      'only a Dodge gets past Mira (1 AP + 2 Move)',
    )
  })
})

describe('ZZ-02/22/54: who may move, and how far', () => {
  it.each([
    ['dead', 'Thurig is dead'],
    ['unconscious', 'Thurig is Unconscious and cannot move'],
    ['tripped', 'Thurig is Tripped: Stand Up first'],
  ])('a %s figure does not move: "%s"', (status, reason) => {
    const t = thurig(0, 0, { instance: state([status]) })
    expect(zzMover(t)).toEqual({ name: 'Thurig', speed: 0, budget: 0, stuck: reason, down: false })
    expect(movement.planMove(squares(4, 4), t, { q: 1, r: 0 }, {})).toEqual(refused(reason, 0))
  })

  it('an unnamed figure is called "The figure" in the refusal', () => {
    const t = { hex: { q: 0, r: 0 }, kind: 'npc', instance: state(['dead']) }
    expect(movement.planMove(squares(4, 4), t, { q: 1, r: 0 }, {}).reason).toBe(
      'The figure is dead',
    )
  })

  it('ZZ-02: a token with no sheet state (no instance) walks its MOVE like any other', () => {
    // 0,0 -> 3,0: 3 orthogonal steps of 1, within MOVE 5.
    const bare = { hex: { q: 0, r: 0 }, kind: 'npc', name: 'Statue', speed: 5 }
    const plan = movement.planMove(squares(4, 1), bare, { q: 3, r: 0 }, {})
    expect(plan.total).toBe(3)
    expect(plan.band).toBe('move')
  })

  it('ZZ-02/03: MOVE 0 walks nowhere and has nothing to add AP to', () => {
    const t = thurig(0, 0, { speed: 0 })
    expect(movement.planMove(squares(4, 4), t, { q: 1, r: 0 }, {})).toEqual(
      refused('Thurig has no MOVE', 0),
    )
  })

  it('B.0 Turgar MOVE 5 is the default; a token with MOVE 3 dashes sooner', () => {
    const row = squares(10, 1)
    const noSpeed = { hex: { q: 0, r: 0 }, kind: 'pc', name: 'Turgar', instance: state() }
    // 5 orthogonal steps = 5 = MOVE: a walk; a 6th step needs 1 AP (ZZ-03).
    expect(movement.planMove(row, noSpeed, { q: 5, r: 0 }, {}).band).toBe('move')
    expect(movement.planMove(row, noSpeed, { q: 6, r: 0 }, {}).note).toBe('uses 1 AP as Move')
    // MOVE 3: 4 steps = 4 = 3 + 1 AP.
    const slow = movement.planMove(row, thurig(0, 0, { speed: 3 }), { q: 4, r: 0 }, {})
    expect(slow.band).toBe('dash')
    expect(slow.speed).toBe(3)
    expect(slow.note).toBe('uses 1 AP as Move')
  })

  it('ZZ-03: exactly MOVE 5 + 3 AP = 8 spaces is still a move, with all 3 AP converted', () => {
    // 0,0 -> 8,0 in a row: 8 orthogonal steps of 1.
    const plan = movement.planMove(squares(10, 1), thurig(0, 0), { q: 8, r: 0 }, {})
    expect(plan.total).toBe(8)
    expect(plan.band).toBe('dash')
    expect(plan.note).toBe('uses 3 AP as Move')
    expect(plan.reason).toBeNull()
  })
})

describe('ZZ-23/24: plans and refusals', () => {
  it('ZZ-23: a walk to the corner square 0,0 gives its path, step costs and no danger', () => {
    // 2,0 -> 1,0 -> 0,0: two orthogonal steps of 1.
    const plan = movement.planMove(squares(4, 4), thurig(2, 0), { q: 0, r: 0 }, {})
    expect(plan).toEqual({
      path: [
        { q: 2, r: 0 },
        { q: 1, r: 0 },
        { q: 0, r: 0 },
      ],
      steps: [1, 1],
      total: 2,
      speed: 5,
      band: 'move',
      reason: null,
      dangerous: [],
    })
  })

  it('a square off the map, or a figure off it, is refused in words', () => {
    expect(movement.planMove(squares(4, 4), thurig(0, 0), { q: 4, r: 0 }, {})).toEqual(
      refused('that square is off the map'),
    )
    expect(movement.planMove(squares(4, 4), thurig(9, 9), { q: 1, r: 0 }, {})).toEqual(
      refused('the figure is off the map'),
    )
  })

  it('ZZ-02: dropping a figure back where it stands costs nothing, even one that cannot move', () => {
    const out = thurig(1, 1, { instance: state(['unconscious']) })
    expect(movement.planMove(squares(4, 4), out, { q: 1, r: 1 }, {})).toEqual({
      path: [{ q: 1, r: 1 }],
      steps: [],
      total: 0,
      speed: 0,
      band: 'move',
      reason: null,
      dangerous: [],
    })
  })

  it('ZZ-24 "must end on a blank space": the refusal names who stands there', () => {
    const mira = fig('mira', 'Mira', 'pc', 1, 0)
    expect(movement.planMove(squares(4, 1), thurig(0, 0), { q: 1, r: 0 }, {}, [mira]).reason).toBe(
      'Mira stands there; a move must end on an empty square',
    )
  })

  it('seed 003 L200: an item on the floor is no figure: walked over and stood on', () => {
    const chest = fig('chest', 'the chest', 'object', 1, 0, { instance: undefined })
    // 0,0 -> 1,0 (1) and 0,0 -> 1,0 -> 2,0 (1 + 1 = 2).
    const onIt = movement.planMove(squares(4, 1), thurig(0, 0), { q: 1, r: 0 }, {}, [chest])
    expect(onIt.total).toBe(1)
    expect(onIt.reason).toBeNull()
    const past = movement.planMove(squares(4, 1), thurig(0, 0), { q: 2, r: 0 }, {}, [chest])
    expect(past.total).toBe(2)
    expect(past.band).toBe('move')
  })

  it('the "move ends on" check does not count a figure standing on 0,0 as off the map', () => {
    // Mira on the corner square 0,0; Thurig on 1,0 wants it: refused, she stands there (ZZ-24).
    const mira = fig('mira', 'Mira', 'pc', 0, 0)
    expect(movement.planMove(squares(4, 1), thurig(1, 0), { q: 0, r: 0 }, {}, [mira]).band).toBe(
      'blocked',
    )
  })
})

describe('ZZ-Q23: a Large figure (2 × 2) walking', () => {
  it('walks 3 squares east in the open: 3 orthogonal steps of 1', () => {
    const plan = movement.planMove(squares(12, 8), ogre(1, 1), { q: 4, r: 1 }, {})
    expect(plan.path).toEqual([
      { q: 1, r: 1 },
      { q: 2, r: 1 },
      { q: 3, r: 1 },
      { q: 4, r: 1 },
    ])
    expect(plan.total).toBe(3)
    expect(plan.band).toBe('move')
  })

  it('its own old footprint does not stand in its way (the mover is among the others)', () => {
    // One step east from 1,1 to 2,1: the new footprint 2..3 x 1..2 overlaps the old 1..2 x 1..2.
    const me = ogre(1, 1)
    const stored = { ...me }
    for (const others of [[me], [stored]]) {
      const plan = movement.planMove(squares(12, 8), me, { q: 2, r: 1 }, {}, others)
      expect(plan.total).toBe(1)
      expect(plan.band).toBe('move')
    }
  })

  it.each([
    ['solid terrain (ZZ-23)', { terrain: { '2,1': { kind: 'impassable' } } }, []],
    ['a Hero, hostile to the Ogre (ZZ-24)', {}, [fig('thurig', 'Thurig', 'pc', 2, 1)]],
  ] as const)('goes round %s under the back row of its footprint', (_what, extra, others) => {
    // Ogre 0,0 -> 4,0 on 8 × 4 with square 2,1 closed. Any anchor on x 1..2 with y 0..1 would
    // cover 2,1, so the anchor must drop to row 2 to pass columns 1 and 2: 0,0 down 2 to 0,2,
    // east 3 to 3,2, up 2 to 3,0, east 1 to 4,0 = 2 + 3 + 2 + 1 = 8 steps of 1 (a diagonal
    // costs 2 and saves nothing). 8 = MOVE 5 + 3 AP.
    const b = squares(8, 4, extra as Partial<SquareMoveBoard>)
    const plan = movement.planMove(b, ogre(0, 0), { q: 4, r: 0 }, {}, [...others])
    expect(plan.total).toBe(8)
    expect(plan.band).toBe('dash')
    expect(plan.note).toBe('uses 3 AP as Move')
  })
})

describe('ZZ-02/03 reach', () => {
  it('a figure that cannot move reaches only its own square, at 0', () => {
    // An Unconscious Thurig on the corner square 0,0 of a 3 × 1 row.
    const r = movement.reach(squares(3, 1), thurig(0, 0, { instance: state(['unconscious']) }), {})
    expect([...r.cost]).toEqual([0, Infinity, Infinity])
    expect(r.bands).toEqual([0, 0])
    expect(r.grid.size).toBe(3)
  })

  it('a figure off the map reaches nothing', () => {
    const r = movement.reach(squares(3, 1), thurig(5, 0), {})
    expect([...r.cost]).toEqual([Infinity, Infinity, Infinity])
    expect(r.bands).toEqual([5, 8])
  })

  it('its own square reads 0 even when a friend was set down on it too', () => {
    // Thurig and Mira both on 0,0: 0 to stay, then 1 and 1 + 1 = 2 east.
    const mira = fig('mira', 'Mira', 'pc', 0, 0)
    const r = movement.reach(squares(3, 1), thurig(0, 0), {}, [mira])
    expect([...r.cost]).toEqual([0, 1, 2])
  })
})

describe('ZZ-23 the board step cost hook', () => {
  it('prices a diagonal at the table option, orthogonal steps at 1', () => {
    // 3 × 3: from the centre (index 4) NE (dir 1) to 2, N (dir 0) to 1.
    const grid = squareGridOf({ cols: 3, rows: 3 })
    const kings = movement.squareStepCost!(grid, null, { diagonalStep: 1 })
    expect(kings(4, 2, 1)).toBe(1)
    expect(kings(4, 1, 0)).toBe(1)
    // F-ZZ-5 default: a diagonal costs 2.
    expect(movement.squareStepCost!(grid, null, {})(4, 2, 1)).toBe(2)
  })
})

describe('ZZ-24 where a move may end (roomProblem)', () => {
  const room = movement.roomProblem!

  it('seed 003 L200-202: an item may lie under a figure, and a figure stand on an item', () => {
    const chest = fig('chest', 'the chest', 'object', 1, 0, { instance: undefined })
    expect(room([thurig(1, 0)], chest, { q: 1, r: 0 })).toBeNull()
    expect(room([chest], thurig(0, 0), { q: 1, r: 0 })).toBeNull()
  })

  it('a figure set back on its own square does not collide with itself or its stored copy', () => {
    const me = thurig(2, 2)
    expect(room([me], me, { q: 2, r: 2 })).toBeNull()
    expect(room([{ ...me }], me, { q: 2, r: 2 })).toBeNull()
  })

  it("ZZ-Q23: ending on any square of a Large figure's footprint is refused", () => {
    // The Ogre on 5,2 covers 5,2 6,2 5,3 6,3; Thurig ends on 6,3.
    expect(room([ogre(5, 2)], thurig(0, 0), { q: 6, r: 3 })).toBe(
      "Thurig cannot end a move on Ogre's square",
    )
  })

  it('a free square is no problem, even in the same row or column as another figure', () => {
    expect(room([fig('mira', 'Mira', 'pc', 4, 4)], thurig(0, 0), { q: 1, r: 0 })).toBeNull()
    // Ending on 1,0: Mira on 1,3 shares its column, on 3,0 its row; neither is its square.
    expect(room([fig('mira', 'Mira', 'pc', 1, 3)], thurig(0, 0), { q: 1, r: 0 })).toBeNull()
    expect(room([fig('mira', 'Mira', 'pc', 3, 0)], thurig(0, 0), { q: 1, r: 0 })).toBeNull()
  })
})
