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
  tableViewOn,
  tableZoom,
  turnedScreen,
  type Size,
  type TableView,
} from '../../../../shared/play/table'
import type { TableScale } from '../../../../shared/model/table-display'
import { projectPlayerView, type PlayerTable } from '../../../../shared/projection'
import { cellSizeOf, HEX_SIZE, mapBounds, SQUARE_SIDE } from '../../board/geometry'

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
): TableView | null {
  if (!table || !orientation || !table.locked || !ppi) return null
  return {
    centre: cellCentre(table.centre, cellSizeOf(orientation), orientation),
    zoom: cellZoom(ppi, table.scale, orientation),
  }
}

/** A table display's screen when its key names none: a 1080p TV's, like most. */
export const TV_SCREEN: Size = { width: 1920, height: 1080 }

/**
 * What the table display `key` shows, as the GM's page works it out: the players' projection's
 * camera (the combatant's hex while it follows, never the GM's stale centre) with that display's
 * scale, on its screen turned for the table. The thumbnail draws it; the TV frame outlines it.
 */
export function gmTableView(
  campaign: Campaign,
  table: PlayerTable | null | undefined,
  key: string | null,
): { view: TableView; screen: Size; rotation: 0 | 90 | 180 | 270 } {
  const rotation = table?.rotation ?? 0
  const screen = turnedScreen((key ? keySize(key) : null) ?? TV_SCREEN, rotation)
  const map = campaign.playersMapId !== null ? campaign.maps[campaign.playersMapId] : undefined
  const ppi = key ? (tableDisplayOf(campaign).profiles[key]?.ppi ?? null) : null
  const pin = pinnedCamera(table, map?.orientation, ppi)
  return { view: pin ? { ...pin, screen } : { fit: true, screen }, screen, rotation }
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
  /**
   * Where the table looks, as the players' page is told: following, the projection's camera
   * (it alone knows which combatant the players see); otherwise the GM's own centre.
   */
  const shown = computed<PlayerTable | null>(() => {
    const c = campaign()
    if (!c?.tableDisplay) return null
    if (c.tableDisplay.camera.follow) return projectPlayerView(c).table ?? null
    const cam = c.tableDisplay.camera
    const map = c.playersMapId !== null ? c.maps[c.playersMapId] : undefined
    const centre = cameraCentre(cam.centre, map)
    return { centre, rotation: cam.rotation, scale: cam.scale, locked: cam.locked, scales: '' }
  })
  /** The table's view on the GM's map: its centre point and zoom, kept off the map's edges. */
  const view = computed(() => {
    const c = campaign()
    const t = table.value
    const k = key.value
    if (!c || !t || !k || !t.camera.locked || c.playersMapId === null) return null
    const map = c.maps[c.playersMapId]
    if (!map || !keySize(k) || !t.profiles[k]?.ppi) return null
    const { view: v, screen, rotation } = gmTableView(c, shown.value, k)
    return { map, rotation, screen, ...tableViewOn(v, mapBounds(map), screen) }
  })
  const frame = computed<Point[] | null>(() => {
    const v = view.value
    if (!frameShown.value || !v || v.map.id !== mapId()) return null
    // tableFrame turns the unturned screen with the table; `screen` here is already turned.
    const viewport = turnedScreen(v.screen, v.rotation)
    return tableFrame({ zoom: v.zoom, rotation: v.rotation, centre: v.centre, viewport })
  })
  /** The hex the frame's centre lands on after a drag by `by` map units. */
  function movedCentre(by: Point): { q: number; r: number } | null {
    const c = campaign()
    const map = c?.playersMapId ? c.maps[c.playersMapId] : undefined
    if (!table.value || !map) return null
    const size = cellSizeOf(map.orientation)
    const centre = shown.value?.centre ?? cameraCentre(table.value.camera.centre, map)
    const at = view.value?.centre ?? cellCentre(centre, size, map.orientation)
    const h = cellAtPoint({ x: at.x + by.x, y: at.y + by.y }, size, map.orientation)
    return { q: h.q, r: h.r }
  }
  return { table, keys, key, frame, frameShown, frameKey, movedCentre, shown }
}
