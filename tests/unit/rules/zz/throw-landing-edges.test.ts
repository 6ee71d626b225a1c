import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { SquareMapDef } from '../../../../shared/model'
import { ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { zzLandThrow } from '../../../../shared/rules/zz/engine/throw-landing'

// Seed 003 L276-279: range 5 + STR; within range one Direction Die roll (d8: 1 N, 3 E, 7 W)
// moves the object one square from the target (ZZ-Q30); solid walls and terrain stop it (ZZ-23).
function board(over: Record<string, unknown> = {}): SquareMapDef {
  return {
    kind: 'square',
    id: 'm',
    name: 'Hall',
    orientation: 'square',
    cols: 6,
    rows: 6,
    metresPerHex: 1.5,
    ...over,
  } as unknown as SquareMapDef
}

const rock = { id: 'rock', name: 'Rock' }
const land = (map: SquareMapDef, from: [number, number], to: [number, number], face: number) =>
  zzLandThrow(
    map,
    { x: from[0], y: from[1] },
    { x: to[0], y: to[1] },
    0,
    rock,
    ZZ_DEFAULT_OPTIONS,
    scriptedDice({ 8: [face] }),
  )

describe('ZZ-32 where a thrown object lands', () => {
  it('onto the corner square 0,0: on the board, so it lands there', () => {
    // From (0,4) at (0,1): 3 away, in range 5. N: (0,0).
    const r = land(board(), [0, 4], [0, 1], 1)
    expect(r.key).toBe('0,0')
    expect(r.words).toBe('Range 5, 3 away; Direction Die: N; it lands on 0,0')
    expect(r.change).toEqual({ kind: 'map-features', mapId: 'm', items: { '0,0': [rock] } })
  })

  it('not off the board: W from (0,2) stays on (0,2)', () => {
    expect(land(board(), [0, 5], [0, 2], 7).key).toBe('0,2')
  })

  it('not into impassable terrain', () => {
    const map = board({ terrain: { '3,1': { kind: 'impassable' } } })
    expect(land(map, [3, 5], [3, 2], 1).key).toBe('3,2')
  })

  it('not across a wall on the side of the corner square 0,0', () => {
    // The wall is (1,0)'s west side, between (0,0) and (1,0): E from (0,0) is stopped.
    const map = board({ edges: { '1,0,1': 'wall' } })
    expect(land(map, [0, 3], [0, 0], 3).key).toBe('0,0')
    expect(land(board(), [0, 3], [0, 0], 3).key).toBe('1,0')
  })

  it('a square holds the latest 50 items', () => {
    const pile = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}`, name: 'Pebble' }))
    const r = land(board({ items: { '0,0': pile } }), [0, 4], [0, 1], 1)
    expect(r.change).toEqual({
      kind: 'map-features',
      mapId: 'm',
      items: { '0,0': [...pile.slice(1), rock] },
    })
  })
})
