/**
 * The table display's camera in the views. The players' page: its own display key (the screen's
 * size and pixel ratio) and, when the GM set the table up and this display is calibrated, the
 * map point and zoom that put one hex at one inch (or 25 mm) on the glass. The GM's page: the
 * TV frame (what the table shows, in map units) for the display the GM picked.
 */
import { computed, ref } from 'vue'
import type { Point } from '../../../../shared/geometry/hex'
import { cellAtPoint, cellCentre, type CellLayout } from '../../../../shared/geometry/layout'
import type { Campaign } from '../../../../shared/model'
import {
  cameraCentre,
  tableDisplayOf,
  tableFrame,
  tableTransform,
  tableZoom,
} from '../../../../shared/play/table'
import type { TableScale } from '../../../../shared/model/table-display'
import type { PlayerTable } from '../../../../shared/projection'
import { cellSizeOf, HEX_SIZE, SQUARE_SIDE } from '../../board/geometry'

/**
 * This display's key. The desktop app's projector window: the display main put it on (its id in
 * the page's query) and its size, so two same-size screens keep their own profiles. A browser:
 * its screen in CSS pixels and its pixel ratio (all a page can know).
 */
export function displayKey(): string {
  const size = `${screen.width}x${screen.height}`
  const display = globalThis.window?.bluebox
    ? new URLSearchParams(location.search).get('display')
    : null
  if (display && /^\d{1,20}$/.test(display)) return `electron:${display}:${size}`
  const dpr = Math.round((globalThis.devicePixelRatio || 1) * 100) / 100
  return `browser:${size}@${dpr}`
}

/** A display key's screen size in CSS pixels, when it carries one. */
export function keySize(key: string): { width: number; height: number } | null {
  const m = /:(\d+)x(\d+)(?:@|$)/.exec(key)
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null
}

/**
 * The table's zoom for a layout: a hex spans the scale's inch (or 25 mm) across its flats, a
 * square along its side (tableZoom counts a hex's across-flats, sqrt(3) circumradii).
 */
export function cellZoom(ppi: number, scale: TableScale, layout: CellLayout): number {
  return tableZoom(ppi, scale, layout === 'square' ? SQUARE_SIDE / Math.sqrt(3) : HEX_SIZE)
}

/** Where the players' map sits: null to fit it as before (no table set up, or not calibrated). */
export function pinnedCamera(
  table: PlayerTable | null | undefined,
  orientation: CellLayout | undefined,
  ppi: number | null,
): { centre: Point; scale: number } | null {
  if (!table || !orientation || !table.locked || !ppi) return null
  return {
    centre: cellCentre(table.centre, cellSizeOf(orientation), orientation),
    scale: cellZoom(ppi, table.scale, orientation),
  }
}

/** The GM's choices about the frame (this page only): show it, and for which display. */
const frameShown = ref(true)
const frameKey = ref<string | null>(null)

export function useTvFrame(campaign: () => Campaign | null, mapId: () => string | null) {
  const table = computed(() => {
    const c = campaign()
    return c?.tableDisplay ? tableDisplayOf(c) : null
  })
  const keys = computed(() => Object.keys(table.value?.profiles ?? {}))
  const key = computed(() =>
    frameKey.value && keys.value.includes(frameKey.value)
      ? frameKey.value
      : (keys.value[0] ?? null),
  )
  const frame = computed<Point[] | null>(() => {
    const c = campaign()
    const t = table.value
    const k = key.value
    if (!frameShown.value || !c || !t || !k || !t.camera.locked) return null
    if (c.playersMapId === null || c.playersMapId !== mapId()) return null
    const map = c.maps[c.playersMapId]
    const size = keySize(k)
    const ppi = t.profiles[k]?.ppi
    if (!map || !size || !ppi) return null
    const zoom = cellZoom(ppi, t.camera.scale, map.orientation)
    return tableFrame(
      tableTransform(
        cameraCentre(t.camera.centre, map),
        map.orientation,
        cellSizeOf(map.orientation),
        zoom,
        t.camera.rotation,
        size,
      ),
    )
  })
  /** The hex the frame's centre lands on after a drag by `by` map units. */
  function movedCentre(by: Point): { q: number; r: number } | null {
    const c = campaign()
    const t = table.value
    const map = c?.playersMapId ? c.maps[c.playersMapId] : undefined
    if (!t || !map) return null
    const size = cellSizeOf(map.orientation)
    const at = cellCentre(cameraCentre(t.camera.centre, map), size, map.orientation)
    const h = cellAtPoint({ x: at.x + by.x, y: at.y + by.y }, size, map.orientation)
    return { q: h.q, r: h.r }
  }
  return { table, keys, key, frame, frameShown, frameKey, movedCentre }
}
