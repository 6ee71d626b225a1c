/** The GM page's keys: edits are off for a read-only campaign, viewing keys keep working. */
import { afterEach, describe, expect, it } from 'vitest'
import { isTyping } from '../../../renderer/src/features/workspace/use-shortcuts'
import { shortcutHarness } from './shortcut-harness'

const press = (key: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, ...init }))

let current: { unmount(): void } | null = null
afterEach(() => current?.unmount())

describe('shortcuts', () => {
  it.each([
    { readOnly: false, edits: 1 },
    { readOnly: true, edits: 0 },
  ])('edit keys run $edits time(s) when read-only is $readOnly', ({ readOnly, edits }) => {
    const { a, w } = shortcutHarness(readOnly)
    current = w
    press('z', { ctrlKey: true })
    press('y', { ctrlKey: true })
    press('Delete')
    press('r')
    press('P', { shiftKey: true })
    expect(a.undo).toHaveBeenCalledTimes(edits)
    expect(a.redo).toHaveBeenCalledTimes(edits)
    expect(a.removeSelected).toHaveBeenCalledTimes(edits)
    expect(a.rotateSelected).toHaveBeenCalledTimes(edits)
    expect(a.showToPlayers).toHaveBeenCalledTimes(edits)
    // Looking around works either way.
    press('l')
    press('+')
    press('0')
    press('Escape')
    press('m')
    expect(a.toggleLibrary).toHaveBeenCalledTimes(1)
    expect(a.zoomBy).toHaveBeenCalledWith(1.2)
    expect(a.fit).toHaveBeenCalledTimes(1)
    expect(a.escape).toHaveBeenCalledTimes(1)
    expect(a.tool).toHaveBeenCalledWith('measure')
  })

  it('typing in a field is not a shortcut; a checkbox keeps them', () => {
    const text = document.createElement('input')
    const box = document.createElement('input')
    box.type = 'checkbox'
    expect(isTyping(text)).toBe(true)
    expect(isTyping(box)).toBe(false)
    expect(isTyping(document.createElement('textarea'))).toBe(true)
    expect(isTyping(document.createElement('button'))).toBe(false)
  })
})
