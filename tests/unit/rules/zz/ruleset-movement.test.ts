import { describe, expect, it } from 'vitest'
import type { MapOccupant, MovingToken, SquareMoveBoard } from '../../../../shared/rules'
import { zzRuleset } from '../../../../shared/rules/zz/adapter/ruleset'

const movement = zzRuleset.movement!
const board = (extra: Partial<SquareMoveBoard> = {}): SquareMoveBoard => ({
  kind: 'square',
  cols: 12,
  rows: 8,
  ...extra,
})
const inst = (statuses: string[] = [], disposition?: string) => ({
  hp: 10,
  statuses,
  ...(disposition ? { disposition } : {}),
})
const hero = (q: number, r: number, extra: Partial<MovingToken> = {}): MovingToken => ({
  id: 'thurig',
  kind: 'pc',
  name: 'Thurig',
  hex: { q, r },
  speed: 5,
  instance: inst(),
  ...extra,
})
const other = (
  id: string,
  name: string,
  kind: string,
  q: number,
  r: number,
  d?: string,
): MapOccupant => ({
  id,
  name,
  kind,
  hex: { q, r },
  size: 'medium',
  instance: inst([], d),
})

describe('ZZ movement on squares (ZZ-02/03/04, ZZ-22..25)', () => {
  it.each([
    ['ZZ-23 five orthogonal steps walk', { q: 5, r: 1 }, 5, 'move', undefined],
    ['ZZ-03 seven spaces: 2 AP become Move', { q: 7, r: 1 }, 7, 'dash', 'uses 2 AP as Move'],
    ['ZZ-23 a diagonal costs 2', { q: 1, r: 0 }, 2, 'move', undefined],
    ['ZZ-03 nine spaces is beyond MOVE 5 + 3 AP', { q: 9, r: 1 }, 9, 'too-far', undefined],
  ] as const)('%s', (_name, to, total, band, note) => {
    const plan = movement.planMove(board(), hero(0, 1), to, {})
    expect(plan.total).toBe(total)
    expect(plan.band).toBe(band)
    expect(plan.note).toBe(note)
    expect(plan.speed).toBe(5)
    if (band === 'too-far') expect(plan.reason).toMatch(/needs 9 spaces of Move/)
  })

  it("ZZ-23: a diagonal step costs 1 when the table plays king's moves", () => {
    expect(movement.planMove(board(), hero(0, 0), { q: 3, r: 3 }, { diagonalStep: 1 }).total).toBe(
      3,
    )
    expect(movement.planMove(board(), hero(0, 0), { q: 3, r: 3 }, {}).total).toBe(6)
  })

  it('ZZ-23, B.8: a wall and a closed door stop a move; an open door does not', () => {
    // A wall along the west side of column 1 on rows 0..2, a door on row 3.
    const edges = { '1,0,1': 'wall', '1,1,1': 'wall', '1,2,1': 'wall' } as const
    const closed = board({
      cols: 4,
      rows: 4,
      edges,
      doors: { '1,3,1': { kind: 'door', open: false } },
    })
    const plan = movement.planMove(closed, hero(0, 1), { q: 1, r: 1 }, {})
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toMatch(/walls or closed doors/)
    const open = board({
      cols: 4,
      rows: 4,
      edges,
      doors: { '1,3,1': { kind: 'door', open: true } },
    })
    const through = movement.planMove(open, hero(0, 1), { q: 1, r: 1 }, {})
    expect(through.reason).toBeNull()
    expect(through.path.some((h) => h.r === 3)).toBe(true)
  })

  it('ZZ-24: a friend is passed free; the move may not end on it', () => {
    const friend = other('mira', 'Mira', 'pc', 1, 0)
    const plan = movement.planMove(board({ rows: 1 }), hero(0, 0), { q: 2, r: 0 }, {}, [friend])
    expect(plan.total).toBe(2)
    expect(plan.band).toBe('move')
    const onIt = movement.planMove(board({ rows: 1 }), hero(0, 0), { q: 1, r: 0 }, {}, [friend])
    expect(onIt.band).toBe('blocked')
    expect(onIt.reason).toMatch(/Mira stands there/)
    expect(
      movement.roomProblem(
        [friend],
        { ...hero(0, 0), id: 'thurig', size: 'medium', name: 'Thurig', kind: 'pc' } as MapOccupant,
        { q: 1, r: 0 },
      ),
    ).toBe("Thurig cannot end a move on Mira's square")
  })

  it('ZZ-25: a hostile in a corridor is refused naming the Dodge', () => {
    const goblin = other('mondo', 'the goblin', 'npc', 1, 0)
    const plan = movement.planMove(board({ rows: 1 }), hero(0, 0), { q: 3, r: 0 }, {}, [goblin])
    expect(plan.band).toBe('blocked')
    expect(plan.reason).toBe('only a Dodge gets past the goblin (1 AP + 2 Move)')
    // In the open the path goes round the goblin.
    expect(movement.planMove(board(), hero(0, 0), { q: 3, r: 0 }, {}, [goblin]).reason).toBeNull()
  })

  it('ZZ-24/28: disposition: a neutral NPC blocks a Hero; an NPC passes its hostile friends', () => {
    const guard = other('guard', 'the guard', 'npc', 1, 0, 'neutral')
    expect(
      movement.planMove(board({ rows: 1 }), hero(0, 0), { q: 2, r: 0 }, {}, [guard]).reason,
    ).toMatch(/Dodge gets past the guard/)
    const orc = { ...hero(0, 0), id: 'orc', kind: 'npc', name: 'Orc', instance: inst() }
    const goblin = other('mondo', 'Mondo', 'npc', 1, 0)
    expect(movement.planMove(board({ rows: 1 }), orc, { q: 2, r: 0 }, {}, [goblin]).total).toBe(2)
  })

  it('ZZ-22: a Down figure moves 1 space; a Tripped one must stand up; Unconscious not at all', () => {
    const down = hero(0, 0, { instance: inst(['down']) })
    expect(movement.planMove(board(), down, { q: 1, r: 0 }, {}).band).toBe('move')
    const two = movement.planMove(board(), down, { q: 2, r: 0 }, {})
    expect(two.band).toBe('too-far')
    expect(two.reason).toMatch(/Down and may move only 1 space/)
    expect(
      movement.planMove(board(), hero(0, 0, { instance: inst(['tripped']) }), { q: 1, r: 0 }, {})
        .reason,
    ).toMatch(/Stand Up first/)
    expect(
      movement.planMove(
        board(),
        hero(0, 0, { instance: inst(['unconscious']) }),
        { q: 1, r: 0 },
        {},
      ).band,
    ).toBe('blocked')
  })

  it('ZZ-02/03: reach: bands [MOVE, MOVE + 3 AP]; occupied squares are not ends', () => {
    const friend = other('mira', 'Mira', 'pc', 1, 0)
    const r = movement.reach(board({ rows: 1 }), hero(0, 0), {}, [friend])
    expect(r.bands).toEqual([5, 8])
    expect(r.grid.size).toBe(12)
    expect([...r.cost].slice(0, 10)).toEqual([0, Infinity, 2, 3, 4, 5, 6, 7, 8, Infinity])
    expect(r.grid.q[4]).toBe(4)
    const down = movement.reach(board({ rows: 1 }), hero(0, 0, { instance: inst(['down']) }), {})
    expect(down.bands).toEqual([1, 1])
    expect([...down.cost].slice(0, 3)).toEqual([0, 1, Infinity])
  })

  it('plays on squares only', () => {
    expect(() =>
      movement.planMove(
        { cols: 3, rows: 3, orientation: 'pointy' },
        hero(0, 0),
        { q: 1, r: 0 },
        {},
      ),
    ).toThrow(/square maps/)
  })
})
