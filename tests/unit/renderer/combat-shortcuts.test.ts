/**
 * N / Shift+N turn the fight; Shift+C opens Start combat; Shift+O opens Table rules; none of them
 * while typing in a field.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { shortcutHarness } from './shortcut-harness'

let current: { unmount(): void } | null = null
afterEach(() => {
  current?.unmount()
  document.body.innerHTML = ''
})

describe('combat shortcuts', () => {
  it('N is the next turn, Shift+N the previous, Shift+C starts a fight', () => {
    const { a, w } = shortcutHarness()
    current = w
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'N', shiftKey: true }))
    const c = new KeyboardEvent('keydown', { key: 'C', shiftKey: true, cancelable: true })
    window.dispatchEvent(c)
    // The dialog focuses its first field at once: the C must not reach it.
    expect(c.defaultPrevented).toBe(true)
    expect(a.turn).toHaveBeenNthCalledWith(1, false)
    expect(a.turn).toHaveBeenNthCalledWith(2, true)
    expect(a.startCombat).toHaveBeenCalledTimes(1)
    // Ctrl+N belongs to the app's menu (New campaign), not to the fight.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true }))
    expect(a.turn).toHaveBeenCalledTimes(2)
  })

  it('typing an N in a field (an initiative box, a side name) turns nothing', () => {
    const { a, w } = shortcutHarness()
    current = w
    const input = document.createElement('input')
    document.body.appendChild(input)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'C', shiftKey: true, bubbles: true }))
    expect(a.turn).not.toHaveBeenCalled()
    expect(a.startCombat).not.toHaveBeenCalled()
  })

  it('Shift+O opens Table rules (not the o of a field, not in a read-only campaign)', () => {
    const { a, w } = shortcutHarness()
    current = w
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'O', shiftKey: true }))
    expect(a.tableRules).toHaveBeenCalledTimes(1)
    expect(a.tool).not.toHaveBeenCalled()
    const input = document.createElement('input')
    document.body.appendChild(input)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'O', shiftKey: true, bubbles: true }))
    expect(a.tableRules).toHaveBeenCalledTimes(1)
    const ro = shortcutHarness(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'O', shiftKey: true }))
    expect(ro.a.tableRules).not.toHaveBeenCalled()
    ro.w.unmount()
  })

  it('a read-only campaign turns nothing', () => {
    const { a, w } = shortcutHarness(true)
    current = w
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }))
    expect(a.turn).not.toHaveBeenCalled()
  })
})
