import { describe, expect, it } from 'vitest'
import { layoutBoardLabels } from '../../../renderer/src/board/gridless-labels'

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height

describe("a gridless table's shape names", () => {
  it('keeps a lone name centred on its shape', () => {
    const [l] = layoutBoardLabels([{ id: 'a', x: 100, y: 50, text: 'Rocks · 6 brix' }], 12)
    expect(l).toMatchObject({ x: 100, y: 50, text: 'Rocks · 6 brix' })
  })

  it('moves a name that would print over its neighbour (the Farmhouse and its ladder)', () => {
    const names = layoutBoardLabels(
      [
        { id: 'obstacle:farm', x: 300, y: 100, text: 'Farmhouse · 15 brix' },
        { id: 'area:ladder', x: 290, y: 104, text: 'Farmhouse ladder · ladder' },
        { id: 'obstacle:hedge', x: 250, y: 98, text: 'Low hedge · 2 brix' },
      ],
      14,
    )
    expect(names).toHaveLength(3)
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1)) expect(overlap(a, b), `${a.text} / ${b.text}`).toBe(false)
  })
})
