/**
 * The legend's entries for a square board's dungeon features, in legend.ts's shape. The GM's list
 * names every glyph, the hidden layer's marked as the GM's own; the players' lists only what their
 * projected map holds. To hook in: append `featureLegendSection('gm')` to gmLegend()'s sections,
 * and `featureLegendSection('projector', playerMap)` to playerLegend()'s (both return null when
 * there is nothing to list).
 */
import type { PlayerFeatures } from '../../../shared/projection'
import { FEATURE_COLOURS, type FeatureAudience } from './feature-paint'
import type { LegendEntry, LegendSection } from './legend'

const DOOR: LegendEntry = {
  id: 'door',
  label: 'Door (bar: closed, swung line: open)',
  swatch: { kind: 'line', colour: FEATURE_COLOURS.wood },
}
const WINDOW: LegendEntry = {
  id: 'window',
  label: 'Window',
  swatch: { kind: 'line', colour: FEATURE_COLOURS.window },
}
const PORTCULLIS: LegendEntry = {
  id: 'portcullis',
  label: 'Portcullis',
  swatch: { kind: 'line', colour: FEATURE_COLOURS.iron },
}
const SECRET: LegendEntry = {
  id: 'secret-door',
  label: 'Secret door (players see it only while open)',
  swatch: { kind: 'line', colour: FEATURE_COLOURS.secret, dashed: true },
}
const OPEN_SECRET: LegendEntry = {
  id: 'secret-door',
  label: 'Secret door',
  swatch: { kind: 'line', colour: FEATURE_COLOURS.secret, dashed: true },
}
const LOCKED: LegendEntry = {
  id: 'locked',
  label: 'Locked (only you see the lock)',
  swatch: { kind: 'chip', fill: FEATURE_COLOURS.lock, ink: FEATURE_COLOURS.ink, text: '🔒' },
}
const CONTAINER: LegendEntry = {
  id: 'container',
  label: 'Chest, barrel or other container',
  swatch: { kind: 'fill', colour: FEATURE_COLOURS.wood, border: FEATURE_COLOURS.ink },
}
const ITEMS: LegendEntry = {
  id: 'items',
  label: 'Items on the floor (how many)',
  swatch: { kind: 'chip', fill: FEATURE_COLOURS.item, ink: FEATURE_COLOURS.ink, text: '3' },
}
const EXIT: LegendEntry = {
  id: 'exit',
  label: 'Exit (stairs, a way out)',
  swatch: { kind: 'text', text: '⌐¬' },
}
const HIDDEN: LegendEntry[] = [
  {
    id: 'hidden-trap',
    label: 'Trap (only you see this)',
    swatch: { kind: 'chip', fill: '#1b1f27', ink: FEATURE_COLOURS.trap, text: '✕' },
  },
  {
    id: 'hidden-monster',
    label: 'Lurking monster (only you see this)',
    swatch: { kind: 'chip', fill: '#1b1f27', ink: FEATURE_COLOURS.monster, text: '◉' },
  },
  {
    id: 'hidden-note',
    label: 'Note (only you see this)',
    swatch: { kind: 'chip', fill: '#1b1f27', ink: FEATURE_COLOURS.note, text: '📌' },
  },
]

/** The Dungeon section of the legend; null when the players' map holds no feature. */
export function featureLegendSection(
  audience: FeatureAudience,
  map: PlayerFeatures = {},
): LegendSection | null {
  if (audience === 'gm') {
    return {
      title: 'Dungeon',
      entries: [DOOR, WINDOW, PORTCULLIS, SECRET, LOCKED, CONTAINER, ITEMS, EXIT, ...HIDDEN],
    }
  }
  const kinds = new Set(Object.values(map.doors ?? {}).map((d) => d.kind))
  const entries: LegendEntry[] = [
    ...(kinds.has('door') ? [DOOR] : []),
    ...(kinds.has('window') ? [WINDOW] : []),
    ...(kinds.has('portcullis') ? [PORTCULLIS] : []),
    ...(kinds.has('secret') ? [OPEN_SECRET] : []),
    ...(Object.keys(map.containers ?? {}).length ? [CONTAINER] : []),
    ...(Object.keys(map.items ?? {}).length ? [ITEMS] : []),
    ...(Object.keys(map.exits ?? {}).length ? [EXIT] : []),
  ]
  return entries.length ? { title: 'Dungeon', entries } : null
}
