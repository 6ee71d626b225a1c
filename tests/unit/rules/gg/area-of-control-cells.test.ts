/**
 * GG Area of Control as the map draws it, and distances at the table (GG-038, GG-042, GG-044,
 * F-GG-6, GG-Q17, GG-Q18): which cells and hexes, not only how many, and the band edges.
 */
import { describe, expect, it } from 'vitest'
import {
  aocCellsSquare,
  aocHexes,
  aocReach,
  gridlessLength,
  tomBand,
} from '../../../../shared/rules/gg/engine/area-of-control'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

/** Cells or hexes as sorted "a,b" keys, so the order the map draws them in does not matter. */
const keys = (cs: readonly { x: number; y: number }[]) => cs.map((c) => `${c.x},${c.y}`).sort()
const hexKeys = (hs: readonly { q: number; r: number }[]) => hs.map((h) => `${h.q},${h.r}`).sort()

/** Every cell of the square [x0, x1] × [y0, y1], as keys. */
function block(x0: number, x1: number, y0: number, y1: number): string[] {
  const out: string[] = []
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(`${x},${y}`)
  return out
}

describe('GG-038 AoC reach (F-GG-6 defaults)', () => {
  // seed 001 L36: "their AoC is the area 1m around them, but if they are wielding a Weapon with
  // the Reach Weapon Property, then their AoC increases to a 2m area around them".
  it('1 m without a Reach weapon, 2 m with one', () => {
    expect(aocReach({})).toBe(1)
    expect(aocReach({ reachWeapon: false })).toBe(1)
    expect(aocReach({ reachWeapon: true })).toBe(2)
  })
  it('a stat block’s own reach (seed 001 L36 "those with certain Ancestry Features") wins, even 0', () => {
    expect(aocReach({ reachOverride: 3 })).toBe(3)
    expect(aocReach({ reachWeapon: true, reachOverride: 0 })).toBe(0)
  })
})

describe('GG-038 AoC cells on a square grid', () => {
  // seed 001 L36: the AoC "can be occupied by others" and is "the area 1m around them" (2 m with
  // Reach); seed 001 L148: "Each square or hex on the grid represents 1m", so reach r is r cells
  // every way, diagonals included (GG-038 Ex.: "the 8 adjacent squares").
  it('a Medium being at (4,4) with reach 1: the eight cells round it, its own excluded', () => {
    const want = block(3, 5, 3, 5).filter((k) => k !== '4,4')
    expect(keys(aocCellsSquare({ x: 4, y: 4 }, 1, 1))).toEqual(want.sort())
  })
  it('a Large being (2×2 from (0,0)) with reach 1: the 4×4 ring from (-1,-1) to (2,2)', () => {
    const own = ['0,0', '1,0', '0,1', '1,1']
    const want = block(-1, 2, -1, 2).filter((k) => !own.includes(k))
    expect(keys(aocCellsSquare({ x: 0, y: 0 }, 2, 1))).toEqual(want.sort())
  })
  it('a Reach spear (2 m) from (10,-3): the 5×5 block from (8,-5) to (12,-1) but its centre', () => {
    const want = block(8, 12, -5, -1).filter((k) => k !== '10,-3')
    expect(keys(aocCellsSquare({ x: 10, y: -3 }, 1, 2))).toEqual(want.sort())
  })
  it('reach 0 controls no cell beyond its own space', () => {
    expect(aocCellsSquare({ x: 2, y: 2 }, 2, 0)).toEqual([])
  })
})

describe('GG-038 AoC on 1 m hexes', () => {
  // seed 001 L148: a hex is 1 m, so reach 1 is the ring of hexes touching the being's own.
  it('reach 1 round (2,-1): its six neighbours, itself excluded', () => {
    expect(hexKeys(aocHexes({ q: 2, r: -1 }, 1))).toEqual(
      ['3,-1', '3,-2', '2,-2', '1,-1', '1,0', '2,0'].sort(),
    )
  })
  it('reach 0: nothing', () => {
    expect(aocHexes({ q: 5, r: 5 }, 0)).toEqual([])
  })
})

describe('GG-042 gridless rulers (GG-Q17)', () => {
  // seed 001 L150: "choose to use either inches or cm for your games"; the scale is the table's.
  it('with 2 m to the inch and 0.5 m to the centimetre, 6 m reads 3 inches or 12 cm', () => {
    const o = resolveGgOptions({ gridlessScale: { inch: 2, cm: 0.5 } })
    expect(gridlessLength(6, 'inch', o)).toBe(3)
    expect(gridlessLength(6, 'cm', o)).toBe(12)
  })
})

describe('GG-044 Theatre-of-the-Mind bands at their edges (GG-Q18)', () => {
  // seed 001 L145-L146 give the bands no list; GG-Q18's default: Engaged within reach (the AoC,
  // seed 001 L36), Near up to 12 m, At Range beyond.
  it.each([
    ['at exactly the reach (2 m with a spear)', 2, 2, 'engaged'],
    ['just past the reach', 2.5, 2, 'near'],
    ['at exactly 12 m', 12, 1, 'near'],
    ['just past 12 m', 12.5, 1, 'atRange'],
  ] as const)('%s -> %s', (_l, metres, reach, band) => {
    expect(tomBand(metres, reach)).toBe(band)
  })
  it('a reach beyond the Near band keeps everything within it Engaged', () => {
    expect(tomBand(15, 20)).toBe('engaged')
  })
})
