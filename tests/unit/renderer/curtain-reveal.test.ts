/**
 * The reveal's timing on the players' screen: the curtain drops at once, and on a raise it stays
 * until the map's fog is wholly drawn, however long that takes, and lifts in the task that drew it
 * (lifting sooner could show what the fog hides); the rest of the map fills in under the fade.
 */
import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { useCurtainReveal } from '../../../renderer/src/features/table/use-curtain-reveal'

const flush = async () => {
  for (let i = 0; i < 10; i++) await nextTick()
}

describe('useCurtainReveal', () => {
  it('drops at once and lifts only once the fog has drawn', async () => {
    const down = ref(false)
    let fogged: (t: number) => void = () => {}
    const map = { whenFogDrawn: () => new Promise<number>((r) => (fogged = r)) }
    const shown = useCurtainReveal(down, () => map)
    expect(shown.value).toBe(false)
    down.value = true
    await flush()
    expect(shown.value).toBe(true)
    down.value = false
    await flush()
    expect(shown.value).toBe(true)
    fogged(1)
    await flush()
    expect(shown.value).toBe(false)
  })

  it('lifts at once when no map is shown, and never over a map whose fog has not drawn', async () => {
    const down = ref(true)
    const none = useCurtainReveal(down, () => null)
    const stuck = useCurtainReveal(down, () => ({ whenFogDrawn: () => new Promise(() => {}) }))
    down.value = false
    await flush()
    expect(none.value).toBe(false)
    // However long it waits: a timer is no reason to show what the fog may hide.
    await new Promise((r) => setTimeout(r, 50))
    await flush()
    expect(stuck.value).toBe(true)
  })

  it('does not wait for the picture, the tokens or their sprites', async () => {
    const down = ref(true)
    const never = () => new Promise<never>(() => {})
    const shown = useCurtainReveal(down, () => ({
      whenFogDrawn: () => Promise.resolve(1),
      whenBackground: never,
      whenSprites: never,
    }))
    down.value = false
    await flush()
    expect(shown.value).toBe(false)
  })

  it('lifts in the task that drew the fog, waiting for no frame', async () => {
    const down = ref(true)
    let fogged: (t: number) => void = () => {}
    const raf = globalThis.requestAnimationFrame
    // A frame that never comes: the lift must not wait for one.
    globalThis.requestAnimationFrame = () => 0
    try {
      const shown = useCurtainReveal(down, () => ({
        whenFogDrawn: () => new Promise<number>((r) => (fogged = r)),
      }))
      down.value = false
      await flush()
      expect(shown.value).toBe(true)
      fogged(1)
      await flush()
      expect(shown.value).toBe(false)
    } finally {
      globalThis.requestAnimationFrame = raf
    }
  })

  it('a raise overtaken by a lower leaves the curtain down', async () => {
    const down = ref(true)
    let fogged: (t: number) => void = () => {}
    const shown = useCurtainReveal(down, () => ({
      whenFogDrawn: () => new Promise<number>((r) => (fogged = r)),
    }))
    down.value = false
    await flush()
    down.value = true
    await flush()
    fogged(1)
    await flush()
    expect(shown.value).toBe(true)
  })
})
