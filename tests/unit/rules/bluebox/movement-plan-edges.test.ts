import { describe, expect, it } from 'vitest'
import { footprintHexes, hexKey, type HexGridSource } from '../../../../shared/geometry/hex'
import type { TerrainKind } from '../../../../shared/model'
import { moveReach, moverOf, planMove } from '../../../../shared/rules/bluebox/engine/move-plan'

/** A row of pointy hexes (0,0) .. (cols-1,0), hex q at grid index q, some painted. */
function row(cols: number, painted: Record<number, TerrainKind> = {}): HexGridSource {
  const terrain = Object.fromEntries(
    Object.entries(painted).map(([q, kind]) => [`${q},0`, { kind }]),
  )
  return { orientation: 'pointy', cols, rows: 1, terrain, edges: {} }
}
const blocked = (reason: string) => ({
  path: [],
  steps: [],
  total: Infinity,
  speed: 6,
  band: 'blocked',
  reason,
  dangerous: [],
})

describe('planMove at the edges', () => {
  it('a token standing off the map has no move, and nothing else filled in', () => {
    expect(planMove(row(3), { q: 5, r: 0 }, { q: 1, r: 0 })).toEqual(
      blocked('the token is off the map'),
    )
    expect(planMove(row(3), { q: 0, r: 0 }, { q: 5, r: 0 })).toEqual(
      blocked('that hex is off the map'),
    )
  })

  it('an impassable target is out of the way, not a footprint fault, for a one-hex token', () => {
    expect(planMove(row(3, { 2: 'impassable' }), { q: 0, r: 0 }, { q: 2, r: 0 })).toEqual(
      blocked('no way there: walls or impassable terrain are in the way'),
    )
  })

  it('staying put costs nothing and enters nothing, even on Dangerous ground (seed 000 L611)', () => {
    // The Save is for entering Dangerous Terrain or starting a turn in it; a 0 m move enters no hex.
    const here = { q: 1, r: 0 }
    expect(planMove(row(3, { 1: 'dangerous' }), here, here)).toEqual({
      path: [here],
      steps: [],
      total: 0,
      speed: 6,
      band: 'move',
      reason: null,
      dangerous: [],
    })
  })

  it('lists each Dangerous hex a one-hex token enters (seed 000 L611)', () => {
    // (0,0) -> (3,0) enters (1,0) and (2,0) and (3,0); Dangerous costs as normal ground, 1 m a hex.
    const plan = planMove(
      row(4, { 1: 'dangerous', 3: 'dangerous' }),
      { q: 0, r: 0 },
      { q: 3, r: 0 },
    )
    expect(plan.total).toBe(3)
    expect(plan.dangerous).toEqual([
      { q: 1, r: 0 },
      { q: 3, r: 0 },
    ])
  })
})

describe('planMove: Dangerous hexes a Large being enters (seed 000 L611)', () => {
  it('a hex its footprint leaves and comes back onto is listed once: the Save is on first entering', () => {
    // The way from (6,1) to (5,3) is barred by the wall above (5,3) and the map's east edge, so
    // the footprint (anchor, east, north-east) goes round the wall's west end: it covers (6,2) at
    // its first step, leaves it, and covers it again on arriving.
    const src: HexGridSource = {
      orientation: 'pointy',
      cols: 8,
      rows: 8,
      terrain: { '6,2': { kind: 'dangerous' } },
      edges: { '5,3,2': 'wall' },
    }
    const large = { size: 'large' as const, facing: 0 }
    const plan = planMove(src, { q: 6, r: 1 }, { q: 5, r: 3 }, 10, undefined, 'Rahi', large)
    const covers = plan.path.map((a) => footprintHexes(a, 'large', 0).map(hexKey))
    expect(covers[1]).toContain('6,2')
    expect(covers[2]).not.toContain('6,2')
    expect(covers.at(-1)).toContain('6,2')
    expect(plan.dangerous).toEqual([{ q: 6, r: 2 }])
  })
})

describe('planMove bands (seed 000 L593: speed per Move Action; L552: a Dash is a second one)', () => {
  // A row of normal ground, 1 m a hex, speed 2: 2 m is a Move, 4 m needs the Dash, 5 m is too far.
  const from = { q: 0, r: 0 }
  it('within speed is a move, within twice the speed a dash', () => {
    expect(planMove(row(6), from, { q: 2, r: 0 }, 2)).toMatchObject({ total: 2, band: 'move' })
    expect(planMove(row(6), from, { q: 4, r: 0 }, 2)).toMatchObject({ total: 4, band: 'dash' })
  })

  it('past twice the speed is too far, and says by how much, naming the token', () => {
    expect(planMove(row(6), from, { q: 5, r: 0 }, 2)).toMatchObject({
      total: 5,
      band: 'too-far',
      reason: 'The token needs 5 m but has 2 m (4 m with a Dash)',
    })
    expect(planMove(row(6), from, { q: 5, r: 0 }, 2, undefined, 'Vaka').reason).toBe(
      'Vaka needs 5 m but has 2 m (4 m with a Dash)',
    )
  })
})

describe('moverOf', () => {
  it('a token with nothing set is a Medium being facing 0, walking', () => {
    expect(moverOf({})).toEqual({ size: 'medium', facing: 0, manner: { crawling: false } })
  })

  it('keeps size and facing, and crawls while Prone (seed 000 L988)', () => {
    expect(moverOf({ size: 'large', facing: 2, instance: { conditions: ['prone'] } })).toEqual({
      size: 'large',
      facing: 2,
      manner: { crawling: true },
    })
  })

  it('walks when the instance lists no Prone, or there is none', () => {
    for (const instance of [undefined, { conditions: [] }, { conditions: ['grappled'] }]) {
      expect(moverOf({ instance }).manner).toEqual({ crawling: false })
    }
  })
})

describe('moveReach at the edges', () => {
  it('reaches from the first hex of the grid: 1 m a hex up to twice the speed (seed 000 L593)', () => {
    // Speed 1: a Move reaches 1 m, a Dash 2 m; normal ground costs 1 m a hex, so (3,0) at 3 m is out.
    expect([...moveReach(row(4), { q: 0, r: 0 }, 1).cost]).toEqual([0, 1, 2, Infinity])
  })

  it('a speed that is not a number reaches only the start', () => {
    expect([...moveReach(row(4), { q: 1, r: 0 }, Number.NaN).cost]).toEqual([
      Infinity,
      0,
      Infinity,
      Infinity,
    ])
  })
})
