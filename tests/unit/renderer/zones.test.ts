import { describe, expect, it } from 'vitest'
import { hexDistance, hexKey, offsetToHex, type Hex } from '../../../shared/geometry/hex'
import { attackZones, moveZones, templateReading } from '../../../renderer/src/board/zones'

const mid = offsetToHex(20, 20, 'pointy')
const open = (extra: Record<string, unknown> = {}) => ({
  orientation: 'pointy' as const,
  cols: 41,
  rows: 41,
  metresPerHex: 1,
  ...extra,
})
const zone = (zones: { id: string; hexes: readonly Hex[] }[], id: string) =>
  zones.find((z) => z.id === id)?.hexes ?? []

describe('moveZones', () => {
  it('on open ground a 6 m being moves 6 hexes, 12 with a Dash', () => {
    const z = moveZones(open(), { hex: mid, size: 'medium', speed: 6 })
    expect(zone(z, 'move')).toHaveLength(3 * 6 * 7)
    expect(zone(z, 'dash')).toHaveLength(3 * 12 * 13 - 3 * 6 * 7)
    expect(Math.max(...zone(z, 'move').map((h) => hexDistance(h, mid)))).toBe(6)
  })

  it('Difficult terrain shrinks the bands: each Difficult hex costs 2 m', () => {
    const terrain: Record<string, { kind: string }> = {}
    for (let c = 0; c < 41; c++)
      for (let r = 0; r < 41; r++)
        terrain[hexKey(offsetToHex(c, r, 'pointy'))] = { kind: 'difficult' }
    const z = moveZones(open({ terrain }), { hex: mid, size: 'medium', speed: 6 })
    expect(zone(z, 'move')).toHaveLength(3 * 3 * 4)
    expect(zone(z, 'dash')).toHaveLength(3 * 6 * 7 - 3 * 3 * 4)
  })
})

describe('moveZones for who is moving', () => {
  it('a Prone being crawls: half the hexes each way', () => {
    const z = moveZones(open(), {
      hex: mid,
      size: 'medium',
      speed: 6,
      instance: { conditions: ['prone'] },
    })
    expect(zone(z, 'move')).toHaveLength(3 * 3 * 4)
  })

  it('a Large being reaches only where its whole footprint stands on the map', () => {
    const corner = offsetToHex(1, 1, 'pointy')
    const medium = moveZones(open(), { hex: corner, size: 'medium', speed: 3 })
    const large = moveZones(open(), { hex: corner, size: 'large', speed: 3 })
    expect(zone(large, 'move').length).toBeGreaterThan(0)
    expect(zone(large, 'move').length).toBeLessThan(zone(medium, 'move').length)
  })
})

describe('attackZones', () => {
  it('melee reach 1 m: the six neighbours, nothing Beyond Range', () => {
    const z = attackZones(open(), { hex: mid, size: 'medium' }, { kind: 'melee', range: 1 })
    expect(zone(z, 'reach')).toHaveLength(6)
    expect(z.find((x) => x.id === 'beyond')).toBeUndefined()
  })

  it('a Large being reaches from every hex of its footprint', () => {
    const z = attackZones(open(), { hex: mid, size: 'large' }, { kind: 'melee', range: 1 })
    // The hexes touching a three-hex triangle, the triangle itself excluded.
    expect(zone(z, 'reach')).toHaveLength(9)
  })

  it('ranged 3 m: within 3, Beyond Range to 6, Critical Area 2-3 m', () => {
    const z = attackZones(
      open(),
      { hex: mid, size: 'medium' },
      { kind: 'ranged', range: 3, critical: { min: 2, max: 3 } },
    )
    expect(zone(z, 'reach')).toHaveLength(36)
    // The dashed Beyond Range outline goes round both bands.
    expect(zone(z, 'beyond')).toHaveLength(3 * 6 * 7)
    expect(zone(z, 'critical')).toHaveLength(12 + 18)
  })

  it('draws nothing for a nonsense reach or range', () => {
    for (const range of [0, -2, 2.5, Number.NaN, 500])
      expect(attackZones(open(), { hex: mid, size: 'medium' }, { kind: 'ranged', range })).toEqual(
        [],
      )
  })

  it('is clipped to the map', () => {
    const corner = offsetToHex(0, 0, 'pointy')
    const z = attackZones(open(), { hex: corner, size: 'medium' }, { kind: 'melee', range: 1 })
    expect(zone(z, 'reach').length).toBeLessThan(6)
  })
})

describe('templateReading', () => {
  const tokens = [
    { id: 'a', name: 'Vaka', hex: mid, size: 'medium' as const },
    { id: 'b', name: 'Orin', hex: { q: mid.q + 3, r: mid.r }, size: 'medium' as const },
    // A Large being whose anchor is outside the radius but whose footprint reaches into it.
    { id: 'c', name: 'Sentinel', hex: { q: mid.q - 3, r: mid.r }, size: 'large' as const },
  ]
  it('a 1 m radius covers 7 hexes and lists the tokens in it', () => {
    const t = templateReading('radius', mid, mid, 1, open(), tokens)
    expect(t?.hexCount).toBe(7)
    expect(t?.touched).toEqual(['a'])
    expect(t?.text).toContain('Vaka')
  })

  it('a radius touches a Large token by its footprint', () => {
    const t = templateReading('radius', mid, mid, 2, open(), tokens)
    const hits = t?.touched ?? []
    expect(hits).toContain('a')
    expect(hits).not.toContain('b')
    expect(hits).toContain('c')
  })

  it('a line runs from the origin towards the target, its length in hexes', () => {
    const t = templateReading('line', mid, { q: mid.q + 1, r: mid.r }, 4, open(), tokens)
    expect(t?.hexCount).toBe(4)
    expect(t?.touched).toEqual(['b'])
  })

  it('a cone or line without a direction, or a nonsense size, draws nothing', () => {
    expect(templateReading('cone', mid, mid, 3, open(), tokens)).toBeNull()
    expect(templateReading('radius', mid, mid, Number.NaN, open(), tokens)).toBeNull()
    expect(templateReading('radius', mid, mid, -2, open(), tokens)).toBeNull()
  })
})
