/**
 * The players' view frames what they can see (player-frame.ts): the revealed cells of the map as
 * projected to them, a cell of margin, at least 7 cells each way, inside the map; the whole map
 * with no fog or nothing revealed. Worked by hand: squares are 64 units with cell (x, y) centred
 * on (64x, 64y); a map of C × R squares spans x −32 … 64C − 32.
 */
import { describe, expect, it } from 'vitest'
import { fitCamera, fitRect } from '../../../renderer/src/board/geometry'
import { frameKey, revealedFrame, type FramedMap } from '../../../renderer/src/board/player-frame'

/** The ZZ demo's board: 24 × 18 squares, under fog. */
function crypt(revealed: string[], layout: FramedMap['orientation'] = 'square'): FramedMap {
  return {
    orientation: layout,
    cols: 24,
    rows: 18,
    fog: { enabled: true, revealed: Object.fromEntries(revealed.map((k) => [k, 1 as const])) },
  }
}

/** A room of squares x0..x1 by y0..y1, as revealed keys. */
function room(x0: number, x1: number, y0: number, y1: number): string[] {
  const out: string[] = []
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(`${x},${y}`)
  return out
}

describe('revealedFrame', () => {
  it('frames a revealed room with a cell of margin, grown to 7 cells', () => {
    // Squares 2..6 × 3..6: x 96 … 416, y 160 … 416. A cell (64) of margin: x 32 … 480 (448,
    // 7 cells), y 96 … 480 (384, 6 cells), grown to 448 about its middle: y 64 … 512.
    expect(revealedFrame(crypt(room(2, 6, 3, 6)))).toEqual({
      x: 32,
      y: 64,
      width: 448,
      height: 448,
    })
  })

  it('stays inside the map: one revealed corner square', () => {
    // 0,0: −32 … 32, margin −96 … 96 (192), grown to 448: −224 … 224, cut at the map's −32.
    expect(revealedFrame(crypt(['0,0']))).toEqual({ x: -32, y: -32, width: 256, height: 256 })
  })

  it('the whole map with no fog, nothing revealed, or everything revealed', () => {
    expect(revealedFrame({ orientation: 'square', cols: 24, rows: 18 })).toBeNull()
    expect(
      revealedFrame({ ...crypt(['3,3']), fog: { enabled: false, revealed: { '3,3': 1 } } }),
    ).toBeNull()
    expect(revealedFrame(crypt([]))).toBeNull()
    expect(revealedFrame(crypt(room(0, 23, 0, 17)))).toBeNull()
  })

  it('ignores keys off the map', () => {
    expect(revealedFrame(crypt(['40,40', '-3,2', 'junk']))).toBeNull()
    expect(revealedFrame(crypt(['40,40', ...room(2, 6, 3, 6)]))).toEqual(
      revealedFrame(crypt(room(2, 6, 3, 6))),
    )
  })

  it('on pointy hexes: a hex of margin each way, grown to 7 hexes, inside the map', () => {
    // Hex 0,0 at (0, 0), 40 units corner radius: half width 20√3 ≈ 34.64, half height 40. Steps:
    // 40√3 ≈ 69.28 across, 60 down. Margin: x ±103.92, y ±100. Grown: 7 × 69.28 = 484.97 wide,
    // x ±242.49; 7 × 60 = 420 high, y ±210. The map starts at x −34.64, y −40.
    const f = revealedFrame(crypt(['0,0'], 'pointy'))!
    expect(f.x).toBeCloseTo(-20 * Math.sqrt(3), 6)
    expect(f.y).toBe(-40)
    expect(f.x + f.width).toBeCloseTo((7 / 2) * 40 * Math.sqrt(3), 6)
    expect(f.y + f.height).toBeCloseTo(210, 6)
  })

  it('changes its key only when the revealed cells change the frame', () => {
    const a = crypt(room(2, 6, 3, 6))
    // The same cells sent again (a token moved, the map re-sent): the same frame, the same key.
    expect(
      frameKey(revealedFrame({ ...a, fog: { ...a.fog!, revealed: { ...a.fog!.revealed } } })),
    ).toBe(frameKey(revealedFrame(a)))
    // A square revealed within the room's bounds (a pillar's square) leaves it; a new room
    // beyond it moves it.
    const holed = crypt(room(2, 6, 3, 6).filter((k) => k !== '4,4'))
    expect(frameKey(revealedFrame(holed))).toBe(frameKey(revealedFrame(a)))
    expect(frameKey(revealedFrame(crypt([...room(2, 6, 3, 6), ...room(10, 12, 3, 5)])))).not.toBe(
      frameKey(revealedFrame(a)),
    )
    expect(frameKey(null)).toBe('whole')
  })
})

describe('fitRect on a 390 px phone', () => {
  it('the revealed room is drawn 3.4 times larger than the whole 24 × 18 map was', () => {
    // 390 − 2 × 8 = 374 px across: the room's frame 448 units → 374 / 448 ≈ 0.835; the whole map
    // 1536 units → 374 / 1536 ≈ 0.243 (the 700 px height is not the limit for either).
    const phone = { width: 390, height: 700 }
    const room = fitRect({ x: 32, y: 64, width: 448, height: 448 }, phone, 8)
    expect(room.scale).toBeCloseTo(374 / 448, 9)
    expect(fitCamera({ orientation: 'square', cols: 24, rows: 18 }, phone, 8).scale).toBeCloseTo(
      374 / 1536,
      9,
    )
    // Centred: the frame's middle (256, 288) lands on the phone's middle (195, 350).
    expect(room.x + 256 * room.scale).toBeCloseTo(195, 9)
    expect(room.y + 288 * room.scale).toBeCloseTo(350, 9)
  })
})
