/**
 * The GM's tool gestures on the map: brush, rectangle and room strokes, wall traces, the measure
 * drag, and fitting the background (three clicks, or a drag of the picture). A finished stroke is
 * handed to `stroke`; what the gesture in progress would touch is previewed before it is sent.
 * Space held pans instead (the stage drags).
 */
import { computed, onBeforeUnmount, onMounted, ref, shallowRef, watch } from 'vue'
import { hexKey, type Hex, type Point } from '../../../../shared/geometry/hex'
import { cellAt } from '../../board/geometry'
import type { LayerMap } from '../../board/layers'
import {
  brushHexes,
  rectHexes,
  roomHexes,
  wallTraceStart,
  wallTraceTo,
  type WallTrace,
} from '../../board/map-tools'
import { previewConfig as gesturePreview } from '../../board/overlay-configs'
import { shortcutById } from '../workspace/shortcut-table'

const PAN_KEY = shortcutById('pan')

/** What a gesture with a tool produced. */
export type Stroke = { target: 'hexes'; keys: string[] } | { target: 'edges'; keys: string[] }
export type Gesture =
  'brush' | 'rect' | 'room' | 'edges' | 'measure' | 'fit-clicks' | 'fit-drag' | null

interface Options {
  map: () => LayerMap
  /** The tool's gesture (GM only; null lets tokens be dragged and the map panned). */
  requested: () => Gesture
  brushRadius: () => number
  /** The pointer in map units, or null off the map. */
  pointer: () => Point | null
  scale: () => number
  stroke: (s: Stroke) => void
  fitClicks: (points: Point[]) => void
  fitDrag: (from: Point, to: Point) => void
  /** Any pointer press (the hover card hides). */
  pressed: () => void
}

export function useMapGestures(o: Options) {
  const spaceHeld = ref(false)
  const gesture = computed<Gesture>(() => (spaceHeld.value ? null : o.requested()))
  /** Keys touched by the gesture in progress, and where it started. */
  const pending = shallowRef<{ keys: Set<string>; start: Hex; end: Hex } | null>(null)
  /** Fitting the grid: the clicks so far, or the drag in progress (map units). */
  const fitPoints = shallowRef<Point[]>([])
  const fitDragging = shallowRef<{ from: Point; to: Point } | null>(null)
  /** The wall stroke in progress: the corner it reached and the edges it ran along. */
  let wallTrace: WallTrace | null = null
  let buttonsDown = false

  const hexAt = (p: Point) => cellAt(p, o.map().orientation)

  function keysAt(point: Point, start: Hex): string[] {
    const h = hexAt(point)
    switch (gesture.value) {
      case 'brush':
        return brushHexes(h, o.brushRadius(), o.map())
      case 'rect':
        return rectHexes(start, h, o.map())
      case 'edges': {
        // Walls follow the pointer corner to corner, so a quick drag leaves no gaps.
        wallTrace = wallTrace
          ? wallTraceTo(wallTrace, point, o.map())
          : wallTraceStart(point, o.map())
        return wallTrace.edges
      }
      default:
        return []
    }
  }

  function down(button: number): void {
    buttonsDown = true
    o.pressed()
    if (!gesture.value || button !== 0) return
    const point = o.pointer()
    if (!point) return
    if (gesture.value === 'fit-clicks') {
      const pts = [...fitPoints.value, point]
      fitPoints.value = pts.length === 3 ? [] : pts
      if (pts.length === 3) o.fitClicks(pts)
      return
    }
    if (gesture.value === 'fit-drag') {
      fitDragging.value = { from: point, to: point }
      return
    }
    const start = hexAt(point)
    wallTrace = null
    if (gesture.value === 'room') {
      pending.value = { keys: new Set(roomHexes(start, o.map())), start, end: start }
      return
    }
    pending.value = { keys: new Set(keysAt(point, start)), start, end: start }
  }

  function move(buttons: number): void {
    buttonsDown = buttons !== 0
    if (fitDragging.value) {
      const to = o.pointer()
      if (to) fitDragging.value = { ...fitDragging.value, to }
      return
    }
    const p = pending.value
    if (!p || !gesture.value) return
    const point = o.pointer()
    if (!point) return
    const end = hexAt(point)
    if (gesture.value === 'rect')
      pending.value = { ...p, keys: new Set(keysAt(point, p.start)), end }
    else if (gesture.value === 'measure') pending.value = { ...p, end }
    else if (gesture.value !== 'room') {
      const keys = new Set(p.keys)
      for (const k of keysAt(point, p.start)) keys.add(k)
      if (keys.size !== p.keys.size || hexKey(end) !== hexKey(p.end))
        pending.value = { ...p, keys, end }
    }
  }

  function up(): void {
    buttonsDown = false
    const d = fitDragging.value
    if (d) {
      fitDragging.value = null
      if (Math.hypot(d.to.x - d.from.x, d.to.y - d.from.y) > 0.5) o.fitDrag(d.from, d.to)
      return
    }
    const p = pending.value
    if (!p) return
    if (gesture.value === 'measure') return // the ruler stays until the next gesture
    pending.value = null
    if (p.keys.size === 0) return
    o.stroke({ target: gesture.value === 'edges' ? 'edges' : 'hexes', keys: [...p.keys] })
  }

  function clear(): void {
    pending.value = null
    fitPoints.value = []
  }

  watch(gesture, () => {
    pending.value = null
    fitPoints.value = []
    fitDragging.value = null
  })

  /** What the gesture in progress would touch, drawn before it is sent. */
  const preview = computed(() => {
    const p = pending.value
    if (!p || gesture.value === 'measure') return null
    return gesturePreview(p.keys, gesture.value === 'edges', o.map())
  })

  /** Marks where the fit clicks landed, and the arrow of a picture being dragged. */
  const noMarks = { marks: [], arrow: null }
  const fitMarks = computed(() => {
    if (fitPoints.value.length === 0 && !fitDragging.value) return noMarks
    const s = o.scale()
    const marks = fitPoints.value.map((p, i) => ({
      x: p.x,
      y: p.y,
      radius: 7 / s,
      stroke: '#ffd166',
      strokeWidth: 3 / s,
      fill: 'rgba(20, 23, 28, 0.6)',
      name: `fit-mark-${i + 1}`,
      listening: false,
    }))
    const d = fitDragging.value
    const arrow = d
      ? {
          points: [d.from.x, d.from.y, d.to.x, d.to.y],
          stroke: '#ffd166',
          fill: '#ffd166',
          strokeWidth: 3 / s,
          pointerLength: 12 / s,
          pointerWidth: 10 / s,
          listening: false,
        }
      : null
    return { marks, arrow }
  })

  function onKey(e: KeyboardEvent): void {
    if (PAN_KEY.match(e) && !(e.target instanceof HTMLInputElement))
      spaceHeld.value = e.type === 'keydown'
  }
  onMounted(() => {
    window.addEventListener('keydown', onKey)
    window.addEventListener('keyup', onKey)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKey)
    window.removeEventListener('keyup', onKey)
  })

  return {
    gesture,
    spaceHeld,
    pending,
    fitPoints,
    fitDragging,
    preview,
    fitMarks,
    /** A button is held or a gesture is under way: the hover card waits. */
    busy: () => buttonsDown || !!pending.value || !!fitDragging.value || spaceHeld.value,
    down,
    move,
    up,
    clear,
  }
}
