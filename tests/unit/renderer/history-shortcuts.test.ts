/** Shift+H opens History, in a read-only campaign too; Undo works while a snapshot is shown. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shortcutHarness } from './shortcut-harness'

let current: { unmount(): void } | null = null
afterEach(() => {
  current?.unmount()
  document.body.innerHTML = ''
})
const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { cancelable: true, ...init })

describe('history shortcuts', () => {
  it('Shift+H opens History, not while typing, and also when edits are off', () => {
    const { a, w } = shortcutHarness(true)
    current = w
    a.history = vi.fn()
    const e = key({ key: 'H', shiftKey: true })
    window.dispatchEvent(e)
    expect(a.history).toHaveBeenCalledTimes(1)
    expect(e.defaultPrevented).toBe(true)
    window.dispatchEvent(key({ key: 'h' }))
    expect(a.history).toHaveBeenCalledTimes(1)
    const input = document.createElement('input')
    document.body.appendChild(input)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'H', shiftKey: true, bubbles: true }))
    expect(a.history).toHaveBeenCalledTimes(1)
  })

  it('Ctrl+Z undoes while a snapshot is shown, and not in a campaign that cannot be edited', () => {
    const { a, w } = shortcutHarness(true)
    current = w
    window.dispatchEvent(key({ key: 'z', ctrlKey: true }))
    expect(a.undo).not.toHaveBeenCalled()
    a.undoable = () => true
    window.dispatchEvent(key({ key: 'z', ctrlKey: true }))
    window.dispatchEvent(key({ key: 'y', ctrlKey: true }))
    expect(a.undo).toHaveBeenCalledTimes(1)
    expect(a.redo).toHaveBeenCalledTimes(1)
    // Still no other edit: Delete removes nothing.
    window.dispatchEvent(key({ key: 'Delete' }))
    expect(a.removeSelected).not.toHaveBeenCalled()
  })
})
