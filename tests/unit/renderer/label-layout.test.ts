import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { labelTexts, layoutLabels, type LabelItem } from '../../../renderer/src/board/label-layout'

const opts = { boxWidth: (t: string) => t.length * 8 + 6, boxHeight: 18, gap: 3 }

interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}
const boxOf = (t: LabelItem, p: { dx: number; dy: number; width: number; height: number }) => ({
  x0: t.x + p.dx,
  y0: t.y + p.dy,
  x1: t.x + p.dx + p.width,
  y1: t.y + p.dy + p.height,
})
const overlap = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
const coversDisc = (b: Rect, d: LabelItem) => {
  if (d.halfWidth !== undefined && d.halfHeight !== undefined)
    return overlap(b, {
      x0: d.x - d.halfWidth,
      y0: d.y - d.halfHeight,
      x1: d.x + d.halfWidth,
      y1: d.y + d.halfHeight,
    })
  const cx = Math.max(b.x0, Math.min(d.x, b.x1))
  const cy = Math.max(b.y0, Math.min(d.y, b.y1))
  return (cx - d.x) ** 2 + (cy - d.y) ** 2 < d.r * d.r
}

/** Every clash in a layout: label on label, label on another token's disc. */
function clashes(items: readonly LabelItem[]): string[] {
  const places = layoutLabels(items, opts)
  const boxes = items.flatMap((t) => {
    const p = places.get(t.id)
    return p ? [{ id: t.id, box: boxOf(t, p) }] : []
  })
  const out: string[] = []
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]!
    for (const b of boxes.slice(i + 1)) if (overlap(a.box, b.box)) out.push(`${a.id}/${b.id}`)
    for (const d of items) if (d.id !== a.id && coversDisc(a.box, d)) out.push(`${a.id} on ${d.id}`)
  }
  return out
}

const names = ['Vaka', 'Scrap Hound', 'Rust Sentinel', 'Farmhouse', 'Hidden Ambusher (GM)', 'Orin']
const item = fc.record({
  x: fc.integer({ min: 0, max: 400 }),
  y: fc.integer({ min: 0, max: 300 }),
  r: fc.integer({ min: 10, max: 45 }),
  name: fc.constantFrom(...names),
  rect: fc.boolean(),
})

describe('token label layout', () => {
  it('keeps a lone token its label centred below the disc', () => {
    const t: LabelItem = { id: 'a', x: 100, y: 100, r: 30, label: 'Scrap Hound' }
    const p = layoutLabels([t], opts).get('a')
    expect(p).toMatchObject({ dy: 33, text: 'Scrap Hound' })
    expect(p!.dx).toBeCloseTo(-opts.boxWidth('Scrap Hound') / 2)
  })

  it('moves a label that would sit on the disc below instead of covering it', () => {
    const a: LabelItem = { id: 'a', x: 100, y: 100, r: 30, label: 'Vaka' }
    const b: LabelItem = { id: 'b', x: 100, y: 160, r: 20, label: 'Scrap Hound' }
    const places = layoutLabels([a, b], opts)
    expect(places.get('b')?.dy).toBe(23)
    expect(places.get('a')?.dy).not.toBe(33)
    expect(clashes([a, b])).toEqual([])
  })

  it('gives the selected token (priority 0) its natural place', () => {
    const a: LabelItem = { id: 'a', x: 100, y: 100, r: 30, label: 'Farmhouse' }
    const b: LabelItem = { id: 'b', x: 110, y: 100, r: 30, label: 'Farmhouse', priority: 0 }
    const places = layoutLabels([a, b], opts)
    expect(places.get('b')?.dy).toBe(33)
    expect(places.get('a')?.dy).not.toBe(33)
  })

  it('shortens a name to its first word, and offers a long word its start', () => {
    expect(labelTexts('Scrap Hound')).toEqual(['Scrap Hound', 'Scrap…'])
    expect(labelTexts('Vaka')).toEqual(['Vaka'])
    expect(labelTexts('Farmhouses')).toEqual(['Farmhouses', 'Farmh…'])
  })

  it('never lets a label cover another label or another disc, however tokens crowd', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (raw) => {
        const items: LabelItem[] = raw.map((t, i) => ({
          id: `t${i}`,
          x: t.x,
          y: t.y,
          r: t.r,
          ...(t.rect ? { halfWidth: t.r * 1.5, halfHeight: t.r } : {}),
          label: t.name,
        }))
        expect(clashes(items)).toEqual([])
      }),
    )
  })

  it('is the same layout whatever order the tokens come in', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), fc.nat(), (raw, seed) => {
        const items: LabelItem[] = raw.map((t, i) => ({ id: `t${i}`, ...t, label: t.name }))
        const turned = items.map((_, i) => items[(i + seed) % items.length]!)
        const key = (m: Map<string, { key: string }>) =>
          [...m].map(([id, p]) => `${id}:${p.key}`).sort()
        expect(key(layoutLabels(turned, opts))).toEqual(key(layoutLabels(items, opts)))
      }),
    )
  })

  it('lays out three hundred crowded tokens quickly', () => {
    const items: LabelItem[] = Array.from({ length: 300 }, (_, i) => ({
      id: `t${i}`,
      x: (i % 20) * 60,
      y: Math.floor(i / 20) * 52,
      r: 30,
      label: names[i % names.length]!,
    }))
    const t0 = performance.now()
    layoutLabels(items, opts)
    expect(performance.now() - t0).toBeLessThan(200)
    expect(clashes(items)).toEqual([])
  })
})
