import { describe, expect, it } from 'vitest'
import {
  buildHexGrid,
  edgeBetween,
  edgeKey,
  hexDistance,
  hexKey,
  offsetToHex,
  rangeBands,
  targetSituation,
  templateHexes,
  type Hex,
} from '../../../../shared/geometry/hex'

const map = { orientation: 'pointy' as const, cols: 20, rows: 14 }
const grid = (
  extra: Parameters<typeof buildHexGrid>[0] extends infer T ? Partial<T> : never = {},
) => buildHexGrid({ ...map, ...extra })

describe('targetSituation (height and Cover)', () => {
  const attacker = { q: 2, r: 5 }
  const target = { q: 7, r: 5 }

  it('plain ground: distance, sight, no advantage, no cover', () => {
    expect(targetSituation(grid(), attacker, target)).toEqual({
      distance: 5,
      lineOfSight: true,
      heightDifference: 0,
      cover: false,
      coverEdges: [],
    })
  })

  it.each([1, 3, 0, -2])('standing %i m above the target reads as that height difference', (h) => {
    const g = grid({ terrain: { [hexKey(attacker)]: { kind: 'normal', elevation: h } } })
    expect(targetSituation(g, attacker, target).heightDifference).toBe(h)
    const under = grid({ terrain: { [hexKey(target)]: { kind: 'normal', elevation: h } } })
    expect(targetSituation(under, attacker, target).heightDifference).toBe(h === 0 ? 0 : -h)
  })

  it('Cover on the target side of the line counts; Cover next to the attacker does not', () => {
    const nearTarget = edgeKey(edgeBetween({ q: 6, r: 5 }, target)!)
    const nearAttacker = edgeKey(edgeBetween(attacker, { q: 3, r: 5 })!)
    const withNear = targetSituation(grid({ edges: { [nearTarget]: 'cover' } }), attacker, target)
    expect(withNear).toMatchObject({ cover: true, coverEdges: [nearTarget], lineOfSight: true })
    expect(
      targetSituation(grid({ edges: { [nearAttacker]: 'cover' } }), attacker, target).cover,
    ).toBe(false)
  })

  it('a wall on the line blocks sight', () => {
    const wall = edgeKey(edgeBetween({ q: 4, r: 5 }, { q: 5, r: 5 })!)
    expect(targetSituation(grid({ edges: { [wall]: 'wall' } }), attacker, target).lineOfSight).toBe(
      false,
    )
  })
})

describe('rangeBands', () => {
  it.each([
    [1, false, 6, 0],
    [2, false, 18, 0],
    [3, true, 36, 90],
  ])('reach/range %i (ranged %s): %i within, %i beyond', (range, ranged, within, beyond) => {
    const from = offsetToHex(10, 7, 'pointy')
    const bands = rangeBands(grid(), from, range, ranged ? 2 * range : range)
    expect(bands.within).toHaveLength(within)
    expect(bands.beyond).toHaveLength(beyond)
    expect(bands.within.every((h) => hexDistance(from, h) <= range)).toBe(true)
    expect(
      bands.beyond.every((h) => hexDistance(from, h) > range && hexDistance(from, h) <= 2 * range),
    ).toBe(true)
  })

  it('stays on the map', () => {
    const bands = rangeBands(grid(), { q: 0, r: 0 }, 2, 4)
    expect(bands.within.length + bands.beyond.length).toBeLessThan(3 * 4 * 5)
  })
})

describe('AoE templates', () => {
  const c: Hex = offsetToHex(10, 7, 'pointy')
  it.each([0, 1, 2, 3])('a radius %i covers 3n(n+1)+1 hexes away from the edges', (n) => {
    expect(templateHexes({ kind: 'radius', center: c, radius: n }, map)).toHaveLength(
      3 * n * (n + 1) + 1,
    )
  })

  it('a line of length n covers n hexes in a row, starting next to the origin', () => {
    const hexes = templateHexes(
      { kind: 'line', origin: c, toward: { q: c.q + 1, r: c.r }, length: 4 },
      map,
    )
    expect(hexes).toEqual([1, 2, 3, 4].map((i) => ({ q: c.q + i, r: c.r })))
  })

  it('a cone widens with distance and points where it was aimed', () => {
    const hexes = templateHexes(
      { kind: 'cone', origin: c, toward: { q: c.q + 3, r: c.r }, length: 3 },
      map,
    )
    const byDistance = [1, 2, 3].map((d) => hexes.filter((h) => hexDistance(c, h) === d).length)
    expect(byDistance[0]).toBeGreaterThanOrEqual(1)
    expect(byDistance[2]!).toBeGreaterThan(byDistance[0]!)
    expect(hexes.every((h) => h.q >= c.q)).toBe(true)
  })
})
