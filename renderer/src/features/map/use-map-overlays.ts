/**
 * What the map draws over the board besides tokens: the selected token's zones, and the Measure
 * gesture's ruler (with the distance between footprints from or to a Large or Giant token) or its
 * AoE template with the tokens it touches.
 */
import type Konva from 'konva'
import { computed, ref, watch, type Ref } from 'vue'
import { footprintDistance, footprintHexes, type Hex } from '../../../../shared/geometry/hex'
import { hexCenter } from '../../board/geometry'
import type { LayerMap } from '../../board/layers'
import { gridlessRulerText } from '../../board/gridless-measure'
import { isGridlessLayer } from '../../board/gridless-paint'
import { rulerConfig } from '../../board/overlay-configs'
import {
  oneWash,
  templateReading,
  zonesConfig,
  type TemplateShape,
  type Zone,
} from '../../board/zones'
import type { MapToken } from './TokenNode.vue'

interface Options {
  map: () => LayerMap & { metresPerHex?: number }
  tokens: () => readonly MapToken[]
  zones: () => readonly Zone[] | undefined
  /** The measure drag in progress (null: none, or another gesture). */
  measuring: Ref<{ start: Hex; end: Hex } | null>
  shape: () => 'ruler' | TemplateShape
  templateSize: () => number
  scale: () => number
}

export function useMapOverlays(o: Options) {
  const zonesShape = computed(() => {
    const z = o.zones()
    return z && z.length > 0 ? zonesConfig(oneWash(z), o.map(), o.scale()) : null
  })

  const template = computed(() => {
    const p = o.measuring.value
    const shape = o.shape()
    if (!p || shape === 'ruler') return null
    return templateReading(shape, p.start, p.end, o.templateSize(), o.map(), o.tokens())
  })

  const templateShape = computed(() => {
    const t = template.value
    if (!t) return null
    const s = o.scale()
    const end = hexCenter(
      o.measuring.value?.end ?? t.zone.hexes[0] ?? { q: 0, r: 0 },
      o.map().orientation,
    )
    const fontSize = 16 / s
    return {
      shape: zonesConfig([t.zone], o.map(), s),
      label: { x: end.x + 8 / s, y: end.y - fontSize * 1.6, listening: false },
      text: { text: t.text, fontSize, fill: '#14171c', padding: fontSize * 0.3, fontStyle: 'bold' },
    }
  })

  const ruler = computed(() => {
    const p = o.measuring.value
    if (!p || o.shape() !== 'ruler') return null
    const map = o.map()
    if (isGridlessLayer(map)) {
      // Inches, and between bases from unit to unit (gridless-measure.ts).
      const cfg = rulerConfig(p.start, p.end, map.orientation, 1, o.scale())
      return { ...cfg, text: { ...cfg.text, text: gridlessRulerText(p.start, p.end, o.tokens()) } }
    }
    // From or to a Large or Giant token: also the distance between the footprints (R22, R23).
    const feet = (h: Hex) => {
      const t = o
        .tokens()
        .find((x) =>
          footprintHexes(x.hex, x.size, x.facing ?? 0).some((f) => f.q === h.q && f.r === h.r),
        )
      return t ? footprintHexes(t.hex, t.size, t.facing ?? 0) : [h]
    }
    const a = feet(p.start)
    const b = feet(p.end)
    const between = a.length > 1 || b.length > 1 ? footprintDistance(a, b) : null
    return rulerConfig(p.start, p.end, map.orientation, map.metresPerHex ?? 1, o.scale(), between)
  })

  return { zonesShape, template, templateShape, ruler }
}

/**
 * The overlay layer, shown only while something is on it. The stage redraws every layer on each
 * camera change, and Konva clears a layer's whole canvas before drawing it even when the layer
 * is hidden: a pan or zoom would clear the empty overlay every frame. Hidden, it is not cleared;
 * it is cleared once as it hides instead, so nothing stale shows when it comes back.
 */
export function useOverlayLayer(shown: () => boolean) {
  const overlayRef = ref<{ getNode: () => Konva.Layer } | null>(null)
  const visible = computed(shown)
  const overlayLayerConfig = computed(() => ({
    listening: false,
    visible: visible.value,
    clearBeforeDraw: visible.value,
  }))
  watch(
    visible,
    (v) => {
      if (!v) overlayRef.value?.getNode().clear()
    },
    { flush: 'post' },
  )
  return { overlayRef, overlayLayerConfig }
}
