import { describe, expect, it } from 'vitest'
import { oneWash, zoneStyles, type Zone } from '../../../renderer/src/board/zones'

const hexes = [{ q: 1, r: 1 }]
const move: Zone = { id: 'move', hexes, fill: 'green' }
const dash: Zone = { id: 'dash', hexes, fill: 'pale' }
const reach: Zone = { id: 'reach', hexes, stroke: 'gold' }
const critical: Zone = { id: 'critical', hexes, fill: 'red' }

describe('one wash at a time', () => {
  it('draws the Critical Area as an outline while the movement is washed', () => {
    const out = oneWash([move, dash, reach, critical])
    expect(zoneStyles(out)).toEqual({
      move: 'fill',
      dash: 'fill',
      reach: 'outline',
      critical: 'outline',
    })
    // The same hexes, so the border is found once and the probe's counts do not change.
    expect(out.find((z) => z.id === 'critical')?.hexes).toBe(hexes)
  })

  it('keeps the reach washes when no movement is shown', () => {
    const zones = [reach, critical]
    expect(oneWash(zones)).toBe(zones)
    expect(oneWash([{ ...move, hexes: [] }, critical])[1]).toBe(critical)
  })
})
