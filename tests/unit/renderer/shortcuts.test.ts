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

  it('Alt+R turns the table display a quarter; R alone still turns the selected token', () => {
    const { a, w } = shortcutHarness()
    current = w
    press('r', { altKey: true, code: 'KeyR' })
    // A Mac's Option+R types "®": the key's place still says R.
    press('®', { altKey: true, code: 'KeyR' })
    expect(a.rotateTable).toHaveBeenCalledTimes(2)
    expect(a.rotateSelected).not.toHaveBeenCalled()
    press('r', { code: 'KeyR' })
    press('R', { shiftKey: true, code: 'KeyR' })
    expect(a.rotateSelected).toHaveBeenCalledTimes(2)
    expect(a.rotateTable).toHaveBeenCalledTimes(2)
    // Typing in a field, or with Ctrl held (the menu's Turn a Quarter), is not this shortcut.
    const field = document.createElement('input')
    document.body.append(field)
    field.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'r', altKey: true, code: 'KeyR', bubbles: true }),
    )
    press('R', { ctrlKey: true, shiftKey: true, code: 'KeyR' })
    field.remove()
    expect(a.rotateTable).toHaveBeenCalledTimes(2)
  })

  it('Alt+R does nothing on a read-only campaign', () => {
    const { a, w } = shortcutHarness(true)
    current = w
    press('r', { altKey: true, code: 'KeyR' })
    expect(a.rotateTable).not.toHaveBeenCalled()
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
