/**
 * "Show to players" for the Measure tool: while the GM's toggle is on, the ruler or AoE template
 * the GM draws goes to the players' map (`table:showMeasure`), at most ~10 times a second while
 * dragging and always the last one. It stays there after the drag until the GM measures again,
 * clears it (Esc, "Hide from players"), leaves the tool or turns the toggle off; then null is sent.
 * Main refuses a map the players do not see; the GM is told so once per measurement, in words,
 * instead of at every mouse move.
 */
import { computed, ref, watch, type Ref } from 'vue'
import type { Hex } from '../../../../shared/geometry/hex'
import type { PlayerMeasure } from '../../../../shared/projection'
import { useSessionStore } from '../../stores/session'
import { useToolStore } from '../../stores/tools'

/** How often the players' copy follows a drag: ~10 times a second. */
export const SHOWN_MEASURE_MS = 100

/**
 * Call `send` at most once per `ms` with the latest value; a value that arrives within the
 * interval waits and goes at its end (only the newest). `flush` sends a waiting value now,
 * `cancel` drops it.
 */
export function throttleLatest<T>(
  send: (value: T) => void,
  ms: number,
  timers: {
    now: () => number
    later: (fn: () => void, ms: number) => unknown
    cancel: (handle: unknown) => void
  } = {
    now: () => performance.now(),
    later: (fn, wait) => setTimeout(fn, wait),
    cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
) {
  let last = -Infinity
  let waiting: { value: T } | null = null
  let timer: unknown = null
  const fire = () => {
    timer = null
    if (!waiting) return
    const { value } = waiting
    waiting = null
    last = timers.now()
    send(value)
  }
  return {
    push(value: T): void {
      waiting = { value }
      if (timer !== null) return
      const wait = last + ms - timers.now()
      if (wait <= 0) fire()
      else timer = timers.later(fire, wait)
    },
    flush(): void {
      if (timer !== null) timers.cancel(timer)
      fire()
    },
    cancel(): void {
      if (timer !== null) timers.cancel(timer)
      timer = null
      waiting = null
    },
  }
}

/** The measure as the players get it, or null when there is nothing to show (a size left out). */
export function measureToShow(
  mapId: string,
  shape: PlayerMeasure['shape'],
  ends: { start: Hex; end: Hex },
  sizeMetres: number,
): PlayerMeasure | null {
  const from = { q: ends.start.q, r: ends.start.r }
  const to = { q: ends.end.q, r: ends.end.r }
  if (shape === 'ruler') return { mapId, shape, from, to }
  if (!Number.isFinite(sizeMetres) || sizeMetres <= 0 || sizeMetres > 100) return null
  return { mapId, shape, from, to, size: sizeMetres }
}

const sameMeasure = (a: PlayerMeasure | null, b: PlayerMeasure | null) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * Wire the GM's Measure gesture (`ends`, from the map's `measure` event) to the players' map.
 * Returns what the GM page needs for its chip: whether the players see a measure, and hide().
 */
export function useShownMeasure(ends: Ref<{ start: Hex; end: Hex } | null>) {
  const session = useSessionStore()
  const tools = useToolStore()
  const shown = computed(() => session.tableOverlay.measure ?? null)
  /** What was last sent (null: the players see none from this page). */
  let sent: PlayerMeasure | null = null
  /** The gesture start the GM was told about, so a refusal is said once per measurement. */
  let refusedAt: string | null = null

  const out = throttleLatest<PlayerMeasure | null>((m) => {
    if (sameMeasure(m, sent)) return
    sent = m
    void session.act('table:showMeasure', { measure: m })
  }, SHOWN_MEASURE_MS)

  /** The map the ends were drawn on: switching maps leaves the ruler behind, not on the new one. */
  const drawnOn = ref<string | null>(null)
  watch(ends, () => (drawnOn.value = session.activeMap?.id ?? null), { flush: 'sync' })

  const wanted = computed<PlayerMeasure | null>(() => {
    const map = session.activeMap
    const e = ends.value
    if (!tools.showMeasure || tools.tool !== 'measure' || !map || !e) return null
    if (drawnOn.value !== map.id) return null
    return measureToShow(map.id, tools.measureShape, e, tools.templateSize)
  })

  /** The players must see the GM's map: otherwise say so once per measurement and send nothing. */
  function playersSee(m: PlayerMeasure): boolean {
    const playersMapId = (session.view as { playersMapId?: string | null } | null)?.playersMapId
    if (playersMapId === undefined || playersMapId === m.mapId) return true
    const at = `${m.from.q},${m.from.r}`
    if (refusedAt !== at)
      session.notify(
        'info',
        'The players do not see this map, so they cannot see your ruler: show them the map first (Shift+P).',
      )
    refusedAt = at
    return false
  }

  watch(wanted, (m) => {
    if (m && !playersSee(m)) return
    if (m) {
      refusedAt = null
      out.push(m)
      return
    }
    // Cleared, the tool left or the toggle off: take it off the players' map at once.
    out.cancel()
    if (sent !== null || shown.value) {
      sent = null
      void session.act('table:showMeasure', { measure: null })
    }
  })

  /** "Hide from players": off their map now; the next measurement shows again. */
  function hide(): void {
    out.cancel()
    sent = null
    void session.act('table:showMeasure', { measure: null })
  }

  return { shown, hide }
}
