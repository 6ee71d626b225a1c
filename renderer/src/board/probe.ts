/**
 * A read-only window onto what the map actually drew, for end-to-end tests and support: which
 * token nodes exist and where they are on screen. It exposes nothing the page does not show.
 */
import type { CellLayout } from '../../../shared/geometry/layout'
import type Konva from 'konva'
import { hexCenter } from './geometry'

export interface MapProbe {
  drawnTokenIds(): string[]
  tokenClientPosition(id: string): { x: number; y: number } | null
  hexClientPosition(q: number, r: number): { x: number; y: number } | null
  /** Texts shown in the top (overlay) layer: path costs, ruler readings. */
  overlayTexts(): string[]
  /** Hexes in each shaded zone (movement, reach, template...), by zone id. */
  zoneCounts(): Record<string, number>
  /** The on-screen box of the first node named `name` (the TV frame: "tv-frame"), or null. */
  namedClientRect(name: string): { x: number; y: number; width: number; height: number } | null
  /** The texts drawn inside the first node named `name` (the ruleset's rings: "ruleset-overlay"). */
  namedTexts(name: string): string[]
}

declare global {
  interface Window {
    __blueboxMap?: Record<string, MapProbe>
  }
}

export function registerMapProbe(
  mode: string,
  getStage: () => Konva.Stage | null,
  orientation: () => CellLayout,
): void {
  const toClient = (stage: Konva.Stage, p: { x: number; y: number }) => {
    const abs = stage.getAbsoluteTransform().point(p)
    const rect = stage.container().getBoundingClientRect()
    return { x: rect.left + abs.x, y: rect.top + abs.y }
  }
  const probe: MapProbe = {
    drawnTokenIds() {
      const stage = getStage()
      if (!stage) return []
      return stage.find('.token').map((n) => n.id().replace(/^token-/, ''))
    },
    tokenClientPosition(id) {
      const stage = getStage()
      const node = stage?.findOne(`#token-${id}`)
      return stage && node ? toClient(stage, node.position()) : null
    },
    overlayTexts() {
      const layer = getStage()?.getLayers().at(-1)
      return layer ? layer.find('Text').map((n) => (n as Konva.Text).text()) : []
    },
    zoneCounts() {
      const out: Record<string, number> = {}
      for (const n of getStage()?.find('.zones') ?? [])
        Object.assign(out, (n.getAttr('zoneCounts') as Record<string, number>) ?? {})
      return out
    },
    namedTexts(name) {
      const node = getStage()?.findOne(`.${name}`) as Konva.Container | undefined
      return node ? node.find('Text').map((n) => (n as Konva.Text).text()) : []
    },
    namedClientRect(name) {
      const stage = getStage()
      const node = stage?.findOne(`.${name}`)
      if (!stage || !node) return null
      const box = node.getClientRect()
      const rect = stage.container().getBoundingClientRect()
      return { x: rect.left + box.x, y: rect.top + box.y, width: box.width, height: box.height }
    },
    hexClientPosition(q, r) {
      const stage = getStage()
      return stage ? toClient(stage, hexCenter({ q, r }, orientation())) : null
    },
  }
  window.__blueboxMap = { ...(window.__blueboxMap ?? {}), [mode]: probe }
}
