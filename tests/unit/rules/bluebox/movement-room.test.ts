import { describe, expect, it } from 'vitest'
import { footprintHexes } from '../../../../shared/geometry/hex'
import type { MapOccupant } from '../../../../shared/rules'
import { BEINGS_PER_HEX, hexRoomProblem } from '../../../../shared/rules/bluebox/engine/room'
import { blueboxMovement } from '../../../../shared/rules/bluebox/adapter/ruleset-movement'

describe('BEINGS_PER_HEX (Definitions & Errata, Size)', () => {
  it.each([
    ['tiny', 3],
    ['small', 2],
    ['medium', 1],
    ['large', 1],
    ['giant', 1],
  ] as const)('%s: %i to a hex', (size, perHex) => {
    expect(BEINGS_PER_HEX[size]).toBe(perHex)
  })
})

describe('hexRoomProblem: who may share a hex (Definitions & Errata, Size)', () => {
  const at = { q: 4, r: 4 }
  const being = (id: string, size: MapOccupant['size'], hex = at, kind = 'npc'): MapOccupant => ({
    id,
    name: id,
    kind,
    hex,
    size,
  })

  it('three Tiny beings share a hex; a fourth has no room', () => {
    const two = [being('t1', 'tiny'), being('t2', 'tiny')]
    expect(hexRoomProblem(two, being('t3', 'tiny', { q: 0, r: 0 }), at)).toBeNull()
    const three = [...two, being('t3', 'tiny')]
    expect(hexRoomProblem(three, being('t4', 'tiny', { q: 0, r: 0 }), at)).toContain(
      't1 and t2 and t3 are there',
    )
  })

  it('two Small beings share; a Small and a Tiny share; a Medium shares with nobody', () => {
    const one = [being('s1', 'small')]
    expect(hexRoomProblem(one, being('s2', 'small', { q: 0, r: 0 }), at)).toBeNull()
    expect(hexRoomProblem(one, being('t', 'tiny', { q: 0, r: 0 }), at)).toBeNull()
    expect(hexRoomProblem(one, being('m', 'medium', { q: 0, r: 0 }), at)).toContain('m has no room')
    expect(
      hexRoomProblem([being('m', 'medium')], being('t', 'tiny', { q: 0, r: 0 }), at),
    ).toContain('no room at 4,4')
  })

  it('a Large being needs room in every hex of its footprint; the mover never blocks itself', () => {
    const beside = being('m', 'medium', { q: 5, r: 4 })
    const large = being('L', 'large', { q: 0, r: 0 })
    expect(footprintHexes(at, 'large', 0)).toContainEqual({ q: 5, r: 4 })
    expect(hexRoomProblem([beside], large, at)).toContain('no room at 5,4')
    expect(hexRoomProblem([beside], { ...large, facing: 3 }, at)).toBeNull()
    expect(hexRoomProblem([{ ...large, hex: at }], large, at)).toBeNull()
  })

  it('objects take no room and a moving object is never refused', () => {
    const crate = being('crate', 'medium', at, 'object')
    expect(hexRoomProblem([crate], being('m', 'medium', { q: 0, r: 0 }), at)).toBeNull()
    expect(hexRoomProblem([being('m', 'medium')], { ...crate, hex: { q: 0, r: 0 } }, at)).toBeNull()
  })
})

describe('blueboxMovement.roomProblem', () => {
  it('is the hex-sharing rule', () => {
    const at = { q: 2, r: 2 }
    const m = { id: 'm', name: 'Vaka', kind: 'pc', hex: at, size: 'medium' } as const
    const t = { id: 't', name: 'Mite', kind: 'npc', hex: { q: 0, r: 0 }, size: 'tiny' } as const
    expect(blueboxMovement.roomProblem([m], t, at)).toBe(hexRoomProblem([m], t, at))
    expect(blueboxMovement.roomProblem([m], t, at)).toContain('Mite has no room at 2,2')
    expect(blueboxMovement.roomProblem([t], { ...t, id: 't2' }, { q: 0, r: 0 })).toBeNull()
  })
})
