import { describe, expect, it } from 'vitest'
import {
  FEATURE_COLOURS,
  hiddenAt,
  hiddenGlyphCentre,
  paintContainer,
  paintDoor,
  paintFeatures,
  paintHidden,
  type FeatureAudience,
  type PaintableFeatures,
  type SquareGeometry,
} from '../../../renderer/src/board/feature-paint'
import { featureLegendSection } from '../../../renderer/src/board/feature-legend'

/** Squares of side 10 with square 0,0's centre at 5,5. */
const G: SquareGeometry = { side: 10, centre: (x, y) => ({ x: x * 10 + 5, y: y * 10 + 5 }) }

type MockCtx = CanvasRenderingContext2D & {
  __getEvents(): { type: string; props: Record<string, unknown> }[]
  __getDrawCalls(): { type: string }[]
}

function ctx(): MockCtx {
  return document.createElement('canvas').getContext('2d') as MockCtx
}

/** The colours a painter set, fill and stroke. */
function colours(c: MockCtx): Set<string> {
  const out = new Set<string>()
  for (const e of c.__getEvents()) {
    if (e.type === 'fillStyle' || e.type === 'strokeStyle') out.add(String(e.props.value))
  }
  return out
}

const FULL: PaintableFeatures = {
  doors: {
    '1,1,0': { kind: 'door', open: false, locked: true },
    '2,1,1': { kind: 'secret', open: false },
    '3,1,1': { kind: 'window', open: true },
    '4,1,0': { kind: 'portcullis', open: false },
  },
  containers: {
    c: { at: '1,2', name: 'Chest', kind: 'chest', open: false, locked: true },
    g: { at: '2,2', name: 'Cache', kind: 'sack', open: true, gmOnly: true },
  },
  items: { '3,3': [{ name: 'Arrows', count: 12 }, { name: 'Key' }] },
  exits: { '4,4': { name: 'Stairs up', kind: 'stairs' } },
  hidden: {
    '5,5': [
      { kind: 'trap', text: 'Pit' },
      { kind: 'monster', text: 'Lurker' },
      { kind: 'note', text: 'Altar' },
    ],
  },
}

describe('painting dungeon features', () => {
  it('a locked door shows its lock to the GM only', () => {
    const door = { kind: 'door' as const, open: false, locked: true }
    const gm = ctx()
    const projector = ctx()
    expect(paintDoor(gm, '1,1,0', door, G, 'gm')).toBe(true)
    expect(paintDoor(projector, '1,1,0', door, G, 'projector')).toBe(true)
    expect(colours(gm).has(FEATURE_COLOURS.lock)).toBe(true)
    expect(colours(projector).has(FEATURE_COLOURS.lock)).toBe(false)
    expect(colours(projector).has(FEATURE_COLOURS.wood)).toBe(true)
  })

  it('a closed door is a bar along its edge; an open one a leaf across it with its arc', () => {
    const closed = ctx()
    paintDoor(closed, '1,1,0', { kind: 'door', open: false }, G, 'gm')
    const lines = closed.__getEvents().filter((e) => e.type === 'lineTo' || e.type === 'moveTo')
    // The north side of square 1,1 runs along y = 10; the bar lies on it, in the edge's middle.
    expect(lines.map((e) => e.props.y)).toEqual([10, 10])
    expect(lines.map((e) => e.props.x)).toEqual([12, 18])
    const open = ctx()
    paintDoor(open, '1,1,0', { kind: 'door', open: true }, G, 'gm')
    expect(open.__getEvents().some((e) => e.type === 'arc')).toBe(true)
    const leaf = open.__getEvents().filter((e) => e.type === 'lineTo')[0]
    expect(leaf?.props).toMatchObject({ x: 12, y: 16 })
  })

  it('a closed secret door is the GM’s only; an open one the players see too', () => {
    const p = ctx()
    expect(paintDoor(p, '2,1,1', { kind: 'secret', open: false }, G, 'projector')).toBe(false)
    expect(p.__getDrawCalls()).toEqual([])
    expect(paintDoor(ctx(), '2,1,1', { kind: 'secret', open: true }, G, 'projector')).toBe(true)
    const gm = ctx()
    expect(paintDoor(gm, '2,1,1', { kind: 'secret', open: false }, G, 'gm')).toBe(true)
    expect(colours(gm).has(FEATURE_COLOURS.secret)).toBe(true)
  })

  it.each<[FeatureAudience, boolean]>([
    ['gm', true],
    ['projector', false],
  ])('a GM-only container is painted for %s: %s', (audience, painted) => {
    const c = ctx()
    const box = { at: '2,2', name: 'Cache', kind: 'sack' as const, open: true, gmOnly: true }
    expect(paintContainer(c, box, G, audience)).toBe(painted)
    expect(c.__getDrawCalls().length > 0).toBe(painted)
  })

  it('the hidden layer draws a ✕, an eye and a pin for the GM, nothing for the projector', () => {
    const list = FULL.hidden!['5,5']!
    const gm = ctx()
    expect(paintHidden(gm, '5,5', list, G, 'gm')).toBe(true)
    expect(colours(gm)).toEqual(
      new Set([FEATURE_COLOURS.trap, FEATURE_COLOURS.monster, FEATURE_COLOURS.note]),
    )
    const p = ctx()
    expect(paintHidden(p, '5,5', list, G, 'projector')).toBe(false)
    expect(p.__getEvents()).toEqual([])
  })

  it('the whole map: the projector gets no lock, no hidden glyph, no GM-only cache', () => {
    const gm = ctx()
    const p = ctx()
    paintFeatures(gm, FULL, G, 'gm')
    paintFeatures(p, FULL, G, 'projector')
    for (const c of [FEATURE_COLOURS.lock, FEATURE_COLOURS.trap, FEATURE_COLOURS.monster]) {
      expect(colours(gm).has(c)).toBe(true)
      expect(colours(p).has(c)).toBe(false)
    }
    // The item count and the exit's name are written for both.
    const texts = (c: MockCtx) =>
      c
        .__getEvents()
        .filter((e) => e.type === 'fillText')
        .map((e) => e.props.text)
    expect(texts(p)).toEqual(['13', 'Stairs up'])
    expect(texts(gm)).toEqual(['13', 'Stairs up'])
    // The GM sees the cache dashed and faint: more draw calls than the projector.
    expect(gm.__getDrawCalls().length).toBeGreaterThan(p.__getDrawCalls().length)
  })

  it('finds the hidden entry under the pointer for the GM’s tooltip', () => {
    const c = G.centre(5, 5)
    const monster = hiddenGlyphCentre(c, 1, G.side)
    expect(hiddenAt(FULL, monster, G)).toMatchObject({
      at: '5,5',
      index: 1,
      entry: { text: 'Lurker' },
    })
    expect(hiddenAt(FULL, { x: c.x + 4, y: c.y + 4 }, G)).toBeNull()
    expect(hiddenAt({}, monster, G)).toBeNull()
  })
})

describe('the legend’s Dungeon section', () => {
  it('lists every glyph for the GM, the hidden ones marked as the GM’s', () => {
    const gm = featureLegendSection('gm')
    expect(gm?.entries.filter((e) => /only you see this/.test(e.label))).toHaveLength(3)
  })

  it('lists only what the players’ map holds, and nothing hidden or locked', () => {
    expect(featureLegendSection('projector', {})).toBeNull()
    const section = featureLegendSection('projector', {
      doors: { '1,1,0': { kind: 'window', open: false } },
      exits: { '2,2': { name: 'Out', kind: 'path' } },
    })
    expect(section?.entries.map((e) => e.id)).toEqual(['window', 'exit'])
  })
})
