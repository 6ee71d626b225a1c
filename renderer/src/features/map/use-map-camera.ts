/**
 * The map's camera: the container's size, fitting the whole map (or, for the players, what they
 * can see), zooming to a point, panning by dragging the stage, and the hex in the middle of the
 * view. The camera goes to the stage as it changes, not through the stage's config: a config that
 * changes every frame of a zoom would re-render the map and the stage's children each frame.
 */
import type { CellLayout } from '../../../../shared/geometry/layout'
import type Konva from 'konva'
import { computed, onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'
import { type Hex } from '../../../../shared/geometry/hex'
import { tableStageCamera, type TableView } from '../../../../shared/play/table/view'
import {
  fitCamera,
  fitRect,
  mapBounds,
  zoomCamera,
  type Camera,
  type MapShape,
  type Rect,
  cellAt,
} from '../../board/geometry'
import { frameKey } from '../../board/player-frame'

interface Options {
  container: Ref<HTMLElement | null>
  stage: () => Konva.Stage | null
  map: () => MapShape & { orientation: CellLayout }
  /** The GM's map keeps a wider margin and zooms with the wheel; the players' does not. */
  gm: () => boolean
  /** Called with the new scale after a fit (the zoom is then at rest). */
  fitted: (scale: number) => void
  /**
   * The table display's view (the players' page, the GM's thumbnail of it): placed by the same
   * function wherever it is drawn, stopping at the map's edges, instead of the map's own fit.
   */
  pinned?: () => TableView | null
  /**
   * What a fit frames instead of the whole map (the players' view: what they can see); null or
   * absent, the whole map. A calibrated table view keeps its own centre and zoom.
   */
  frame?: () => Rect | null
}

export function useMapCamera(o: Options) {
  const size = ref({ width: 800, height: 600 })
  const camera = ref<Camera>({ x: 0, y: 0, scale: 1 })
  const userMoved = ref(false)
  /** The camera has been fitted to the container once: until then nothing is worth drawing. */
  const ready = ref(false)
  let resizeObserver: ResizeObserver | null = null

  const margin = () => (o.gm() ? 24 : 8)
  /** The smallest zoom: the whole map, or closer when it already fits at 0.1. */
  const minScale = computed(() =>
    Math.min(0.1, fitCamera(o.map(), size.value, margin()).scale * 0.75),
  )

  function fit(): void {
    const pin = o.pinned?.()
    const frame = o.frame?.() ?? null
    camera.value = pin
      ? tableStageCamera(pin, pin.fit && frame ? frame : mapBounds(o.map()), size.value)
      : frame
        ? fitRect(frame, size.value, margin())
        : fitCamera(o.map(), size.value, margin())
    o.fitted(camera.value.scale)
    userMoved.value = false
    ready.value = true
  }

  /** Zoom by `factor` keeping the point under `anchor` (container pixels) still. */
  function zoomAt(factor: number, anchor: { x: number; y: number }): void {
    camera.value = zoomCamera(camera.value, factor, anchor, minScale.value)
    userMoved.value = true
  }

  function zoomBy(factor: number): void {
    zoomAt(factor, { x: size.value.width / 2, y: size.value.height / 2 })
  }

  function onWheel(e: Konva.KonvaEventObject<WheelEvent>): void {
    if (!o.gm()) return
    e.evt.preventDefault()
    const pointer = o.stage()?.getPointerPosition()
    if (!pointer) return
    zoomAt(e.evt.deltaY < 0 ? 1.12 : 1 / 1.12, pointer)
  }

  function onStageDragEnd(e: Konva.KonvaEventObject<DragEvent>): void {
    const stage = e.target
    if (stage !== o.stage()) return
    camera.value = { ...camera.value, x: stage.x(), y: stage.y() }
    userMoved.value = true
  }

  /** The hex at the middle of what the map shows now: where a token put on the map lands. */
  function viewCentreHex(): Hex {
    const c = camera.value
    const middle = { x: size.value.width / 2, y: size.value.height / 2 }
    const at = { x: (middle.x - c.x) / c.scale, y: (middle.y - c.y) / c.scale }
    return cellAt(at, o.map().orientation)
  }

  onMounted(() => {
    const el = o.container.value
    if (!el) return
    const measureBox = () => {
      size.value = { width: Math.max(1, el.clientWidth), height: Math.max(1, el.clientHeight) }
      if (!userMoved.value) fit()
    }
    measureBox()
    resizeObserver = new ResizeObserver(measureBox)
    resizeObserver.observe(el)
  })
  onBeforeUnmount(() => resizeObserver?.disconnect())
  // The table display's camera moved (or went): follow it.
  watch(
    () => JSON.stringify(o.pinned?.() ?? null),
    () => {
      if (ready.value) fit()
    },
  )

  // What the players can see changed (a room revealed): frame it. Only a new frame re-fits, so a
  // token's move (or a re-sent map with the same revealed cells) leaves the camera alone.
  watch(
    () => frameKey(o.frame?.() ?? null),
    () => {
      if (ready.value) fit()
    },
  )

  // It also goes first: Konva redraws every layer at once on a resize (the size is in the
  // config, applied at the next render), and it should do so with the camera for the new size.
  watch(
    [camera, o.stage],
    ([c]) => o.stage()?.setAttrs({ x: c.x, y: c.y, scaleX: c.scale, scaleY: c.scale }),
    { flush: 'sync' },
  )

  return {
    size,
    camera,
    ready,
    fit,
    zoomAt,
    zoomBy,
    onWheel,
    onStageDragEnd,
    viewCentreHex,
  }
}
