/** The GM page's shortcuts mounted on their own, every action a spy, for the shortcut tests. */
import { mount } from '@vue/test-utils'
import { vi } from 'vitest'
import { defineComponent, h } from 'vue'
import {
  useShortcuts,
  type ShortcutActions,
} from '../../../renderer/src/features/workspace/use-shortcuts'

export function shortcutHarness(readOnly = false) {
  const a: ShortcutActions = {
    undo: vi.fn(),
    redo: vi.fn(),
    escape: vi.fn(),
    removeSelected: vi.fn(() => true),
    rotateSelected: vi.fn(),
    showToPlayers: vi.fn(),
    toggleLibrary: vi.fn(),
    tool: vi.fn(),
    zoomBy: vi.fn(),
    fit: vi.fn(),
    turn: vi.fn(),
    startCombat: vi.fn(),
    tableRules: vi.fn(),
    rotateTable: vi.fn(),
    turnSelected: vi.fn(),
    rest: vi.fn(),
    curtain: vi.fn(),
    history: vi.fn(),
    shortcuts: vi.fn(),
    readOnly: () => readOnly,
  }
  const w = mount(
    defineComponent({
      setup() {
        useShortcuts(a, false)
        return () => h('div')
      },
    }),
    { attachTo: document.body },
  )
  return { a, w }
}
