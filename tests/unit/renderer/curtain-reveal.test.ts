/**
 * The reveal's timing on the players' screen: the curtain drops at once, and on a raise it stays
 * until the map beneath has painted and the frame after it has drawn its tokens (or the hold runs
 * out), so the fade shows a whole map.
 */
import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { useCurtainReveal } from '../../../renderer/src/features/table/use-curtain-reveal'

const flush = async () => {
  for (let i = 0; i < 10; i++) await nextTick()
}

/** The next frame comes at once (the frame itself is the browser's, not this test's). */
const now = () => Promise.resolve()

describe('useCurtainReveal', () => {
  it('drops at once and lifts only once the map has painted', async () => {
    const down = ref(false)
    let painted: (t: number) => void = () => {}
    const map = { whenBackground: () => new Promise<number>((r) => (painted = r)) }
    const shown = useCurtainReveal(down, () => map, 60_000, now)
    expect(shown.value).toBe(false)
    down.value = true
    await flush()
    expect(shown.value).toBe(true)
    down.value = false
    await flush()
    expect(shown.value).toBe(true)
    painted(1)
    await flush()
    expect(shown.value).toBe(false)
  })

  it('lifts at once when no map is shown, and after the hold when the map never paints', async () => {
    const down = ref(true)
    const none = useCurtainReveal(down, () => null)
    const stuck = useCurtainReveal(
      down,
      () => ({ whenBackground: () => new Promise(() => {}) }),
      20,
    )
    down.value = false
    await flush()
    expect(none.value).toBe(false)
    expect(stuck.value).toBe(true)
    await expect.poll(() => stuck.value).toBe(false)
  })

  it('after the paint, waits for the next frame (the tokens drawn) before lifting', async () => {
    const down = ref(true)
    let frame: () => void = () => {}
    const shown = useCurtainReveal(
      down,
      () => ({ whenBackground: () => Promise.resolve(1) }),
      60_000,
      () => new Promise<void>((r) => (frame = r)),
    )
    down.value = false
    await flush()
    expect(shown.value).toBe(true)
    frame()
    await flush()
    expect(shown.value).toBe(false)
  })

  it('has the token sprites drawn at once on the raise, and waits for them', async () => {
    const down = ref(true)
    let painted: (t: number) => void = () => {}
    let drawn: () => void = () => {}
    const hurried: (boolean | undefined)[] = []
    const shown = useCurtainReveal(
      down,
      () => ({
        whenBackground: () => new Promise<number>((r) => (painted = r)),
        whenSprites: (hurry?: boolean) => {
          hurried.push(hurry)
          return new Promise<void>((r) => (drawn = r))
        },
      }),
      60_000,
      now,
    )
    down.value = false
    await flush()
    // Hurried before the map has painted, beside the picture's decoding.
    expect(hurried).toEqual([true])
    painted(1)
    await flush()
    expect(shown.value).toBe(true)
    drawn()
    await flush()
    expect(shown.value).toBe(false)
  })

  it('a raise overtaken by a lower leaves the curtain down', async () => {
    const down = ref(true)
    let painted: (t: number) => void = () => {}
    const shown = useCurtainReveal(
      down,
      () => ({ whenBackground: () => new Promise<number>((r) => (painted = r)) }),
      60_000,
      now,
    )
    down.value = false
    await flush()
    down.value = true
    await flush()
    painted(1)
    await flush()
    expect(shown.value).toBe(true)
  })
})
