/**
 * Measure's "Show to players": the players' copy follows a drag at most ~10 times a second with the
 * last position always sent, comes off when the GM clears it, leaves the tool or turns the toggle
 * off, and a map the players do not see is refused in words once per measurement.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { Hex } from '../../../shared/geometry/hex'
import type { Campaign } from '../../../shared/model'
import {
  SHOWN_MEASURE_MS,
  measureToShow,
  throttleLatest,
  useShownMeasure,
} from '../../../renderer/src/features/map/use-shown-measure'
import { useToolStore } from '../../../renderer/src/stores/tools'
import { demoCampaign, storeWith } from './library-support'

describe('throttleLatest', () => {
  it('sends the first at once, then at most one per interval, always the newest, and the last', () => {
    let t = 0
    const queue: { fn: () => void; at: number }[] = []
    const sent: number[] = []
    const th = throttleLatest<number>((v) => sent.push(v), 100, {
      now: () => t,
      later: (fn, ms) => queue.push({ fn, at: t + ms }) - 1,
      cancel: (i) => (queue[i as number]!.fn = () => {}),
    })
    const advance = (ms: number) => {
      t += ms
      for (const q of queue.splice(0))
        if (q.at <= t) q.fn()
        else queue.push(q)
    }
    th.push(1)
    expect(sent).toEqual([1])
    // A drag: 20 moves 10 ms apart send one value per 100 ms, never a stale one.
    for (let v = 2; v <= 21; v++) {
      advance(10)
      th.push(v)
    }
    expect(sent.length).toBeLessThanOrEqual(3)
    advance(100)
    expect(sent.at(-1)).toBe(21)
    expect(sent).toEqual([...sent].sort((a, b) => a - b))
    // Cancelled: a waiting value never goes.
    th.push(30)
    th.push(31)
    th.cancel()
    advance(200)
    expect(sent).not.toContain(31)
  })
})

describe('measureToShow', () => {
  const ends = { start: { q: 1, r: 2 }, end: { q: 4, r: 2 } }
  it('sends a ruler without a size and a template with its metres', () => {
    expect(measureToShow('m', 'ruler', ends, 6)).toEqual({
      mapId: 'm',
      shape: 'ruler',
      from: { q: 1, r: 2 },
      to: { q: 4, r: 2 },
    })
    expect(measureToShow('m', 'cone', ends, 6)?.size).toBe(6)
  })
  it.each([0, -1, Number.NaN, 101])('sends no template of size %s', (size) => {
    expect(measureToShow('m', 'radius', ends, size)).toBeNull()
  })
})

describe('useShownMeasure', () => {
  let w: VueWrapper | null = null
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    w?.unmount()
    vi.useRealTimers()
  })

  function setup(playersMapId: string | null) {
    const campaign = demoCampaign()
    campaign.playersMapId = playersMapId
    const session = storeWith(campaign)
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const notify = vi.spyOn(session, 'notify')
    const tools = useToolStore()
    tools.tool = 'measure'
    tools.showMeasure = true
    const ends = ref<{ start: Hex; end: Hex } | null>(null)
    let api: ReturnType<typeof useShownMeasure> | null = null
    w = mount(
      defineComponent({
        setup() {
          api = useShownMeasure(ends)
          return () => h('div')
        },
      }),
    )
    const mapId = session.activeMap!.id
    return { session, act, notify, tools, ends, mapId, api: api! }
  }
  const shows = (act: ReturnType<typeof vi.fn>) =>
    act.mock.calls.filter((c) => c[0] === 'table:showMeasure').map((c) => c[1].measure)

  it('follows a drag throttled, the last position always sent; Esc (cleared) sends null', async () => {
    const { act, ends, mapId, session } = setup(demoCampaign().playersMapId)
    for (let q = 0; q <= 10; q++) {
      ends.value = { start: { q: 0, r: 0 }, end: { q, r: 0 } }
      await nextTick()
      vi.advanceTimersByTime(20)
    }
    vi.advanceTimersByTime(SHOWN_MEASURE_MS)
    const sent = shows(act as unknown as ReturnType<typeof vi.fn>)
    expect(sent.length).toBeGreaterThan(1)
    expect(sent.length).toBeLessThanOrEqual(4)
    expect(sent.at(-1)).toEqual({
      mapId,
      shape: 'ruler',
      from: { q: 0, r: 0 },
      to: { q: 10, r: 0 },
    })
    session.tableOverlay = { measure: sent.at(-1) }
    ends.value = null
    await nextTick()
    expect(shows(act as unknown as ReturnType<typeof vi.fn>).at(-1)).toBeNull()
  })

  it('takes it off when the toggle goes off or the GM leaves the tool', async () => {
    const { act, ends, tools } = setup(demoCampaign().playersMapId)
    ends.value = { start: { q: 0, r: 0 }, end: { q: 3, r: 0 } }
    await nextTick()
    tools.showMeasure = false
    await nextTick()
    expect(shows(act as unknown as ReturnType<typeof vi.fn>)).toHaveLength(2)
    expect(shows(act as unknown as ReturnType<typeof vi.fn>).at(-1)).toBeNull()
    tools.showMeasure = true
    await nextTick()
    vi.advanceTimersByTime(SHOWN_MEASURE_MS)
    tools.tool = 'select'
    await nextTick()
    expect(shows(act as unknown as ReturnType<typeof vi.fn>).at(-1)).toBeNull()
  })

  it('takes it off when the GM switches to another map, and says nothing about it', async () => {
    const { act, notify, ends, session } = setup(demoCampaign().playersMapId)
    ends.value = { start: { q: 0, r: 0 }, end: { q: 3, r: 0 } }
    await nextTick()
    const moved = structuredClone(session.view as Campaign)
    moved.maps.vault = { ...moved.maps[moved.activeMapId]!, id: 'vault', name: 'Vault' }
    moved.activeMapId = 'vault'
    session.replica = { seq: 2, view: moved }
    await nextTick()
    expect(shows(act as unknown as ReturnType<typeof vi.fn>).at(-1)).toBeNull()
    expect(notify).not.toHaveBeenCalled()
  })

  it('refuses in words, once per measurement, when the players do not see this map', async () => {
    const { act, notify, ends } = setup(null)
    for (let q = 1; q <= 5; q++) {
      ends.value = { start: { q: 0, r: 0 }, end: { q, r: 0 } }
      await nextTick()
    }
    expect(shows(act as unknown as ReturnType<typeof vi.fn>)).toHaveLength(0)
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]![1]).toMatch(/players do not see this map/)
  })
})
