/**
 * The map's name labels laid out together (board/label-layout.ts), so that on any board, on the
 * GM's map and the players', no label covers another label or another token's disc. Laid out
 * when the tokens, the selection or the labels' size change, never during a pan or zoom (label
 * sizes follow the zoom the labels rest at, use-zoom-rest.ts).
 */
import type { CellLayout } from '../../../../shared/geometry/layout'
import { computed } from 'vue'
import { footprintCentreOffset } from '../../board/footprint-look'
import { hexCenter, labelWidth, sharedHexOffsets, tokenRadius } from '../../board/geometry'
import { baseRadiusUnits, baseRect, DEFAULT_BASE } from '../../board/gridless-token'
import { layoutLabels, type LabelItem, type LabelPlace } from '../../board/label-layout'
import { gmLabelText, HEALTH_LOOK, type MapToken } from '../../board/token-look'

export type { LabelPlace }

/** Space between a disc and its label, map units (the label's old fixed place: r + 3). */
export const LABEL_GAP = 3

/** The label box's padding and size for a font size, as TokenNode draws it. */
export function labelBox(text: string, fontSize: number): { width: number; height: number } {
  const pad = fontSize * 0.25
  // A pixel of slack: Konva drops a last glyph that does not quite fit the measured width.
  return { width: labelWidth(text, fontSize) + 2 * pad + 1, height: fontSize + 2 * pad }
}

/** The disc (or base) a token draws, for the layout: radius, or a turned rectangle's half box. */
export function tokenDisc(
  t: MapToken,
  gridless: boolean,
): Pick<LabelItem, 'r' | 'halfWidth' | 'halfHeight'> {
  if (!gridless) return { r: tokenRadius(t.size) }
  const base = t.base ?? DEFAULT_BASE
  const r = baseRadiusUnits(base)
  const rect = baseRect(base)
  if (!rect) return { r }
  const a = (rect.rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(a))
  const sin = Math.abs(Math.sin(a))
  return {
    r,
    halfWidth: (rect.width * cos + rect.height * sin) / 2,
    halfHeight: (rect.width * sin + rect.height * cos) / 2,
  }
}

/** What TokenNode draws over the disc: the GM's HP bar, or the players' health chip. */
function topOf(t: MapToken, r: number, labelSize: number): Pick<LabelItem, 'top' | 'topHalfWidth'> {
  if (t.vitals) return { top: r + 14, topHalfWidth: Math.max(30, r * 1.7) / 2 + 1 }
  if (t.health) {
    const fontSize = Math.max(12, labelSize * 0.6)
    const width = labelWidth(HEALTH_LOOK[t.health].text, fontSize) + fontSize * 0.44 + 1
    return { top: r + fontSize * 1.44 + 3, topHalfWidth: width / 2 }
  }
  return {}
}

interface Options {
  tokens: () => readonly MapToken[]
  orientation: () => CellLayout
  gridless: () => boolean
  labelSize: () => number
  labelsShown: () => boolean
  selectedId: () => string | null | undefined
}

export function useLabelLayout(o: Options) {
  let last = new Map<string, LabelPlace>()
  const places = computed(() => {
    const size = o.labelSize()
    const shown = o.labelsShown()
    const selected = o.selectedId()
    const gridless = o.gridless()
    const layout = o.orientation()
    const tokens = o.tokens()
    const offsets = sharedHexOffsets(tokens)
    const items: LabelItem[] = tokens.map((t) => {
      const c = hexCenter(t.hex, layout)
      const off = offsets.get(t.id)
      // A square footprint bigger than one square carries its disc in its middle.
      const mid = footprintCentreOffset(t.size, layout, gridless)
      const disc = tokenDisc(t, gridless)
      const badges = (t.instance?.conditions ?? t.conditions ?? []).length > 0
      return {
        id: t.id,
        x: c.x + (off?.x ?? 0) + mid.x,
        y: c.y + (off?.y ?? 0) + mid.y,
        ...disc,
        ...topOf(t, disc.r, size),
        badges,
        label: shown || t.id === selected ? gmLabelText(t) : null,
        priority: t.id === selected ? 0 : t.turn ? 1 : 2,
      }
    })
    const next = layoutLabels(items, {
      boxWidth: (text) => labelBox(text, size).width,
      boxHeight: labelBox('', size).height,
      gap: LABEL_GAP,
    })
    // The same place keeps its object, so a token whose label did not move is not re-rendered.
    for (const [id, p] of next) {
      const was = last.get(id)
      if (was && was.key === p.key) next.set(id, was)
    }
    last = next
    return next
  })
  return { places }
}
