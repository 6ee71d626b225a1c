import { describe, it, expect } from 'vitest'
import {
  chooseProjectorDisplay,
  describeDisplay,
  displayOfBounds,
  windowedBounds,
} from '../../../electron/main/app/displays'
import type { DisplayInfo } from '../../../electron/main/app/displays'

const laptop: DisplayInfo = {
  id: 1,
  label: 'Built-in Retina',
  bounds: { x: 0, y: 0, width: 1440, height: 900 },
}
const tv: DisplayInfo = {
  id: 2,
  label: 'LG TV',
  bounds: { x: 1440, y: 0, width: 1920, height: 1080 },
}
const beamer: DisplayInfo = { id: 3, bounds: { x: -1280, y: 0, width: 1280, height: 720 } }

describe('chooseProjectorDisplay', () => {
  it.each<[string, DisplayInfo[], number, number | null, number, boolean]>([
    ['one display: the primary, windowed', [laptop], 1, null, 1, false],
    ['one display, remembered id is that display: still windowed', [laptop], 1, 1, 1, false],
    ['one display, remembered id gone: the primary, windowed', [laptop], 1, 2, 1, false],
    ['two displays: the non-primary, fullscreen', [laptop, tv], 1, null, 2, true],
    ['two displays, primary listed second: the non-primary', [tv, laptop], 1, null, 2, true],
    ['three displays, remembered one present: it', [laptop, tv, beamer], 1, 3, 3, true],
    ['two displays, remembered one present: it', [laptop, tv], 1, 2, 2, true],
    ['remembered id gone: the first non-primary', [laptop, tv, beamer], 1, 99, 2, true],
    [
      'remembered id gone, primary listed last: the first non-primary',
      [beamer, tv, laptop],
      1,
      99,
      3,
      true,
    ],
    ['primary id unknown: the first display counts as primary', [laptop, tv], 42, null, 2, true],
  ])('%s', (_what, displays, primaryId, rememberedId, expectedId, fullscreen) => {
    const placement = chooseProjectorDisplay(displays, primaryId, rememberedId)
    expect(placement.display.id).toBe(expectedId)
    expect(placement.fullscreen).toBe(fullscreen)
    expect(displays).toContain(placement.display)
  })

  it('throws a readable error with no display attached', () => {
    expect(() => chooseProjectorDisplay([], 1, null)).toThrow(/no display/)
  })
})

describe('describeDisplay', () => {
  it.each<[DisplayInfo, number, number, string]>([
    [laptop, 0, 1, 'Built-in Retina (1440x900), primary'],
    [tv, 1, 1, 'LG TV (1920x1080)'],
    [beamer, 2, 1, 'Display 3 (1280x720)'],
    [{ ...beamer, label: '   ' }, 0, 3, 'Display 1 (1280x720), primary'],
    [{ ...tv, label: '  Hall TV  ' }, 4, 1, 'Hall TV (1920x1080)'],
  ])('%j at index %i with primary %i reads %j', (d, index, primaryId, text) => {
    expect(describeDisplay(d, index, primaryId)).toBe(text)
  })
})

describe('windowedBounds', () => {
  it.each([laptop, tv, beamer])('is centred on and inside $label display $id', (d) => {
    const b = windowedBounds(d)
    expect(b.x).toBeGreaterThanOrEqual(d.bounds.x)
    expect(b.y).toBeGreaterThanOrEqual(d.bounds.y)
    expect(b.x + b.width).toBeLessThanOrEqual(d.bounds.x + d.bounds.width)
    expect(b.y + b.height).toBeLessThanOrEqual(d.bounds.y + d.bounds.height)
    expect(
      Math.abs(b.x - d.bounds.x - (d.bounds.x + d.bounds.width - b.x - b.width)),
    ).toBeLessThanOrEqual(1)
  })

  it.each<[DisplayInfo, { x: number; y: number; width: number; height: number }]>([
    [laptop, { x: 144, y: 90, width: 1152, height: 720 }],
    [tv, { x: 1440 + 320, y: 140, width: 1280, height: 800 }],
    [beamer, { x: -1280 + 128, y: 72, width: 1024, height: 576 }],
  ])('for %j is %j', (d, expected) => {
    expect(windowedBounds(d)).toEqual(expected)
  })

  it('stays inside random displays, negative origins included', () => {
    let seed = 12345
    const rand = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    for (let i = 0; i < 2000; i++) {
      const d: DisplayInfo = {
        id: i,
        bounds: {
          x: rand(8000) - 4000,
          y: rand(8000) - 4000,
          width: 1 + rand(5000),
          height: 1 + rand(5000),
        },
      }
      const b = windowedBounds(d)
      expect(b.width).toBeGreaterThan(0)
      expect(b.height).toBeGreaterThan(0)
      expect(b.width).toBeLessThanOrEqual(1280)
      expect(b.height).toBeLessThanOrEqual(800)
      expect(b.x).toBeGreaterThanOrEqual(d.bounds.x)
      expect(b.y).toBeGreaterThanOrEqual(d.bounds.y)
      expect(b.x + b.width).toBeLessThanOrEqual(d.bounds.x + d.bounds.width)
      expect(b.y + b.height).toBeLessThanOrEqual(d.bounds.y + d.bounds.height)
    }
  })
})

describe('displayOfBounds', () => {
  const all = [laptop, tv, beamer]
  it.each([
    { bounds: { x: 100, y: 100, width: 800, height: 600 }, id: 1 },
    { bounds: { x: 1500, y: 0, width: 1920, height: 1080 }, id: 2 },
    // Straddling two screens: the one holding more of it.
    { bounds: { x: 1000, y: 0, width: 1280, height: 720 }, id: 2 },
    { bounds: { x: -1000, y: 10, width: 1280, height: 720 }, id: 3 },
  ])('a window at $bounds.x,$bounds.y is on display $id', ({ bounds, id }) => {
    expect(displayOfBounds(all, bounds)?.id).toBe(id)
  })
  it('is null for a window off every display', () => {
    expect(displayOfBounds(all, { x: 9000, y: 9000, width: 100, height: 100 })).toBeNull()
  })
})
