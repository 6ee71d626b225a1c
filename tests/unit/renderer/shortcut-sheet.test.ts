/**
 * The Keyboard shortcuts sheet lists the table the key handlers match through: each key it names,
 * pressed, runs what the sheet says it does, and nothing else.
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import ShortcutsSheet from '../../../renderer/src/features/workspace/ShortcutsSheet.vue'
import {
  SHORTCUTS,
  shortcutSheet,
  type Shortcut,
} from '../../../renderer/src/features/workspace/shortcut-table'
import type { ShortcutActions } from '../../../renderer/src/features/workspace/use-shortcuts'
import { shortcutHarness } from './shortcut-harness'

/** A key as the sheet writes it ("Ctrl+Shift+Z", "Esc", "−") as the event a keyboard sends. */
function eventOf(written: string): KeyboardEventInit {
  const parts = written.split('+')
  // "+" alone is the plus key, not a separator.
  const name = written === '+' ? '+' : parts[parts.length - 1]!
  const mods = written === '+' ? [] : parts.slice(0, -1)
  const named: Record<string, string> = { Esc: 'Escape', '−': '-' }
  const shift = mods.includes('Shift') || written === '?'
  let key = named[name] ?? name
  if (key.length === 1) key = shift ? key.toUpperCase() : key.toLowerCase()
  return {
    key,
    code: /^[A-Z]$/i.test(key) ? `Key${key.toUpperCase()}` : undefined,
    ctrlKey: mods.includes('Ctrl'),
    altKey: mods.includes('Alt'),
    shiftKey: shift,
  }
}

/** Which action each workspace entry names. */
const ACTION: Record<string, keyof ShortcutActions> = {
  undo: 'undo',
  redo: 'redo',
  escape: 'escape',
  remove: 'removeSelected',
  rotateTable: 'rotateTable',
  rotate: 'rotateSelected',
  turnFigure: 'turnSelected',
  showToPlayers: 'showToPlayers',
  turn: 'turn',
  startCombat: 'startCombat',
  tableRules: 'tableRules',
  rest: 'rest',
  curtain: 'curtain',
  history: 'history',
  library: 'toggleLibrary',
  shortcuts: 'shortcuts',
  zoomIn: 'zoomBy',
  zoomOut: 'zoomBy',
  fit: 'fit',
}
const actionOf = (s: Shortcut): keyof ShortcutActions =>
  s.id.startsWith('tool:') ? 'tool' : ACTION[s.id]!

let current: { unmount(): void } | null = null
afterEach(() => current?.unmount())

describe('the keyboard shortcuts sheet', () => {
  const workspace = SHORTCUTS.filter((s) => s.owner === 'workspace')
  const rows = workspace.flatMap((s) => s.keys.map((k) => ({ s, k })))

  it.each(rows.map(({ s, k }) => [k, s.does, s] as const))(
    '%s runs "%s" and nothing else',
    (_k, _does, s) => {
      const { a, w } = shortcutHarness()
      current = w
      for (const k of s.keys) window.dispatchEvent(new KeyboardEvent('keydown', eventOf(k)))
      const expected = actionOf(s)
      for (const [name, fn] of Object.entries(a)) {
        if (typeof fn !== 'function' || !('mock' in fn)) continue
        const calls = (fn as { mock: { calls: unknown[] } }).mock.calls.length
        if (name === expected) expect(calls, name).toBe(s.keys.length)
        else expect(calls, `${name} ran for ${s.id}`).toBe(0)
      }
    },
  )

  it('the tool keys pick the tool they name; zoom keys zoom the way they say', () => {
    const { a, w } = shortcutHarness()
    current = w
    window.dispatchEvent(new KeyboardEvent('keydown', eventOf('W')))
    expect(a.tool).toHaveBeenCalledWith('walls')
    window.dispatchEvent(new KeyboardEvent('keydown', eventOf('−')))
    expect(a.zoomBy).toHaveBeenCalledWith(1 / 1.2)
  })

  it('lists every shortcut of the table once, grouped, with its keys', () => {
    const w = mount(ShortcutsSheet, { attachTo: document.body })
    const listed = w.findAll('dt').map((dt) => dt.attributes('data-shortcut'))
    expect(listed.sort()).toEqual(SHORTCUTS.map((s) => s.id).sort())
    const groups = w.findAll('[data-role="shortcut-group"] h3').map((h) => h.text())
    expect(groups).toEqual(shortcutSheet().map((g) => g.group))
    expect(w.find('[data-shortcut="turn"]').text()).toContain('Shift+N')
    expect(w.find('[data-shortcut="legend"]').text()).toContain('G')
    w.unmount()
  })
})
