/**
 * A read-only window onto what the map actually drew, for end-to-end tests and support: which
 * token nodes exist and where they are on screen. It exposes nothing the page does not show.
 */
import type { CellLayout } from '../../../shared/geometry/layout'
import type Konva from 'konva'
import { hexCenter } from './geometry'
import type { BoardLabel } from './gridless-labels'

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
  /** Each drawn token's name label: its token, text and on-screen box. */
  labelClientRects(): (ClientBox & { id: string; text: string })[]
  /** Each drawn token's disc (or base) on screen; `round`: a circle filling its box. */
  discClientRects(): (ClientBox & { id: string; round: boolean })[]
  /** How each shaded zone is painted: 'fill', 'outline' or 'both', by zone id. */
  zoneStyles(): Record<string, string>
  /** The names painted on the board (a gridless table's obstacles and areas), on screen. */
  boardLabelClientRects(): (ClientBox & { id: string; text: string })[]
}

interface ClientBox {
  x: number
  y: number
  width: number
  height: number
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
  boardLabels: () => readonly BoardLabel[] = () => [],
): void {
  const toClient = (stage: Konva.Stage, p: { x: number; y: number }) => {
    const abs = stage.getAbsoluteTransform().point(p)
    const rect = stage.container().getBoundingClientRect()
    return { x: rect.left + abs.x, y: rect.top + abs.y }
  }
  /** Boxes of the nodes named `name` inside each token, without shadows or strokes. */
  const tokenParts = (name: string) => {
    const stage = getStage()
    if (!stage) return []
    const rect = stage.container().getBoundingClientRect()
    return stage.find('.token').flatMap((token) => {
      const part = (token as Konva.Group).findOne(`.${name}`)
      if (!part || !part.isVisible()) return []
      const b = part.getClientRect({ skipShadow: true, skipStroke: true })
      const box = { x: rect.left + b.x, y: rect.top + b.y, width: b.width, height: b.height }
      return [{ id: token.id().replace(/^token-/, ''), node: part, box }]
    })
  }
  const probe: MapProbe = {
    labelClientRects() {
      return tokenParts('token-label').map(({ id, node, box }) => ({
        id,
        text: (node as Konva.Container).find('Text').map((t) => (t as Konva.Text).text())[0] ?? '',
        ...box,
      }))
    },
    discClientRects() {
      const stage = getStage()
      if (!stage) return []
      return tokenParts('token-disc').map(({ id, node, box }) => {
        if (node.getClassName() !== 'Circle') return { id, round: false, ...box }
        // A figure on its back squashes its disc into a turned ellipse: the circle it fits in.
        const group = node.getParent()
        const at = group?.getAbsolutePosition() ?? { x: 0, y: 0 }
        const rect = stage.container().getBoundingClientRect()
        const c = { x: rect.left + at.x, y: rect.top + at.y }
        const r = (node as Konva.Circle).radius() * (group?.getAbsoluteScale().x ?? 1)
        return { id, round: true, x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r }
      })
    },
    boardLabelClientRects() {
      const stage = getStage()
      if (!stage) return []
      const k = stage.scaleX()
      return boardLabels().map((l) => {
        const c = toClient(stage, { x: l.x, y: l.y })
        const width = l.width * k
        const height = l.height * k
        return { id: l.id, text: l.text, x: c.x - width / 2, y: c.y - height / 2, width, height }
      })
    },
    zoneStyles() {
      const out: Record<string, string> = {}
      for (const n of getStage()?.find('.zones') ?? [])
        Object.assign(out, (n.getAttr('zoneStyles') as Record<string, string>) ?? {})
      return out
    },
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
