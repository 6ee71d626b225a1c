/**
 * Token labels on the players' map: read from two metres on a TV, but sized for a phone held in the
 * hand, where 22 px names would bury the hexes of a map pinched up.
 */
import { describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { HEX_SIZE } from '../../../renderer/src/board/geometry'
import { useMapLabels } from '../../../renderer/src/features/map/use-map-labels'

/** The label's text size in screen pixels with a hex `hexPx` across on screen. */
function onScreen(hexPx: number, who: 'gm' | 'players', phone: boolean): number {
  const scale = hexPx / (HEX_SIZE * Math.sqrt(3))
  const { labelSize } = useMapLabels(() => who === 'gm', ref(scale), phone)
  return labelSize.value * scale
}

describe('map labels by screen', () => {
  it.each([
    [40, 'players', false, 16.8],
    [80, 'players', false, 22],
    [40, 'players', true, 12],
    [80, 'players', true, 14],
    [40, 'gm', false, 13],
  ] as const)('a %i px hex, %s, phone %s: %f px', (hexPx, who, phone, px) => {
    expect(onScreen(hexPx, who, phone)).toBeCloseTo(px, 1)
  })

  it('on a phone a name stays about a hex wide however far it is pinched up', () => {
    for (const hexPx of [120, 200, 400]) {
      const px = onScreen(hexPx, 'players', true)
      // "Rust Sentinel": 13 characters of about 0.6 em.
      expect(13 * 0.6 * px).toBeLessThan(hexPx * 1.1)
      // On the TV they grow past that, read from across the room.
      expect(onScreen(hexPx, 'players', false)).toBeGreaterThan(px)
    }
  })
})
