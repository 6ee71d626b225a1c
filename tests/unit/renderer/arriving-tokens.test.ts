/**
 * The players' tokens come in a few a frame once the fog has drawn, each few drawn from their
 * sprites before the next; the GM's all at once.
 */
import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { defineComponent, h, type ComputedRef } from 'vue'
import type { MapToken } from '../../../renderer/src/features/map/TokenNode.vue'
import { useArrivingTokens } from '../../../renderer/src/features/map/use-arriving-tokens'

const tokens: MapToken[] = Array.from({ length: 300 }, (_, i) => ({
  id: `t${i}`,
  name: `Token ${i}`,
  kind: 'npc',
  hex: { q: i % 20, r: Math.floor(i / 20) },
  size: 'medium',
  color: '#8a7a5c',
}))

function arriving(after: Promise<unknown> | null, mounted?: () => void) {
  let out: { shown: ComputedRef<readonly MapToken[]>; arriving: ComputedRef<boolean> } | null = null
  const wrapper = mount(
    defineComponent({
      setup() {
        out = useArrivingTokens(() => tokens, after, mounted)
        return () => h('div')
      },
    }),
  )
  return { ...out!, wrapper }
}

describe('useArrivingTokens', () => {
  it('shows every token at once without a start to wait for (the GM map)', () => {
    const { shown, arriving: coming } = arriving(null)
    expect(shown.value).toBe(tokens)
    expect(coming.value).toBe(false)
  })

  it('shows none until the start, then all of them', async () => {
    let start: () => void = () => {}
    const { shown, arriving: coming } = arriving(new Promise<void>((r) => (start = r)))
    await new Promise((r) => setTimeout(r, 100))
    expect(shown.value).toHaveLength(0)
    expect(coming.value).toBe(true)
    start()
    await vi.waitFor(() => expect(shown.value).toBe(tokens), { timeout: 10_000 })
    expect(coming.value).toBe(false)
  })

  it('has each few drawn (their sprites) once they have mounted, before the next few', async () => {
    const seen: number[] = []
    let shownNow: () => number = () => -1
    const { shown } = arriving(Promise.resolve(), () => seen.push(shownNow()))
    shownNow = () => shown.value.length
    await vi.waitFor(() => expect(shown.value).toBe(tokens), { timeout: 10_000 })
    expect(seen.length).toBeGreaterThan(1)
    // Called once per step, each time with more tokens in than the time before, ending with all.
    expect(seen.every((n, i) => i === 0 || n > seen[i - 1]!)).toBe(true)
    expect(seen.at(-1)).toBe(tokens.length)
  })

  it('stops bringing them in once unmounted', async () => {
    const { shown, wrapper } = arriving(Promise.resolve())
    wrapper.unmount()
    await new Promise((r) => setTimeout(r, 100))
    expect(shown.value).toHaveLength(0)
  })
})
