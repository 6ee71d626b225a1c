/**
 * The reused line buffers grow at the exact lengths that need it: the line scratch starts at 64
 * entries and line of sight's at 256, and a line of n steps needs n + 1. (Own file, so the
 * buffers are at their first size when a fresh import runs it.)
 */
import { describe, expect, it } from 'vitest'
import {
  buildHexGrid,
  hexLine,
  hexLineDirections,
  lineOfSight,
} from '../../../../shared/geometry/hex'

describe('the reused line buffers', () => {
  it('a line of sight 256 hexes long', () => {
    const grid = buildHexGrid({ orientation: 'pointy', cols: 257, rows: 1 })
    expect(lineOfSight(grid, 0, 256)).toBe(true)
  })

  it('lines of 64 and then 130 steps (the buffer doubles to 130)', () => {
    expect(hexLineDirections({ q: 0, r: 0 }, { q: 64, r: 0 })).toEqual(new Array(64).fill(0))
    const line = hexLine({ q: 0, r: 0 }, { q: 0, r: 130 })
    expect(line).toHaveLength(131)
    expect(line.at(-1)).toEqual({ q: 0, r: 130 })
    expect(line.every((h, i) => h.q === 0 && h.r === i)).toBe(true)
  })
})
