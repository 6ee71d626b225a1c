/**
 * A gridless drag measures the path the pointer drew (C.7). The trail belongs to one drag: a drag
 * that ended without a drop (its node redrawn mid-drag) must not bend the next one.
 */
import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
import { useTokenDrag } from '../../../renderer/src/features/map/use-token-drag'
import type { MapToken } from '../../../renderer/src/features/map/TokenNode.vue'
import type { GridlessLayerMap } from '../../../renderer/src/board/gridless-paint'
import { UNITS_PER_INCH } from '../../../renderer/src/board/gridless-paint'

const table: GridlessLayerMap = { kind: 'gridless', orientation: 'square', cols: 48, rows: 24 }
const token = { id: 'u', hex: { q: 4, r: 4 } } as unknown as MapToken

/** A drag event whose node stands at `x`, `y` inches. */
const at = (x: number, y: number) =>
  ({
    target: { position: () => ({ x: x * UNITS_PER_INCH, y: y * UNITS_PER_INCH }) },
    evt: {},
  }) as unknown as Konva.KonvaEventObject<DragEvent>

function drag() {
  const drops: unknown[] = []
  const d = useTokenDrag({
    map: () => table,
    tokens: () => [token],
    ruleset: () => null,
    options: () => ({}),
    scale: () => 1,
    selectedId: () => 'u',
    select: () => {},
    drop: (...args) => drops.push(args),
    moved: () => {},
  })
  return { d, drops }
}

describe('a gridless drag’s trail', () => {
  it('a drag that bends south then east is measured along its bend', () => {
    // From (2", 2"): 1" south, then 3" east: 4" drawn, one bend at the lattice point (4, 6).
    const { d } = drag()
    d.onDragStart()
    for (const [x, y] of [
      [2, 2.5],
      [2, 3],
      [3, 3],
      [4, 3],
      [5, 3],
    ])
      d.onDragMove(token, at(x!, y!))
    expect(d.drawn.value?.points).toEqual([
      { q: 4, r: 4 },
      { q: 4, r: 6 },
      { q: 10, r: 6 },
    ])
    expect(d.drawn.value?.inches).toBe(4)
  })

  it('a new drag starts a new trail: the stray points of an unfinished one are gone', () => {
    const { d } = drag()
    d.onDragStart()
    d.onDragMove(token, at(2, 3)) // 1" south, and no drop follows
    d.onDragStart()
    for (const x of [2.5, 3, 4, 5]) d.onDragMove(token, at(x, 2))
    // Straight 3" east of (2", 2"): no bend left over from the first drag.
    expect(d.drawn.value?.points).toEqual([
      { q: 4, r: 4 },
      { q: 10, r: 4 },
    ])
    expect(d.drawn.value?.inches).toBe(3)
  })
})
