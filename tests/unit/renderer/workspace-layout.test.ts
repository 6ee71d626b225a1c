/**
 * The GM's screen layout: which toolbar buttons move into More so the rest fits one line, the
 * side panels remembered per campaign, where the map stands for notices and the roll dialog, and
 * the More menu's keyboard.
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import OverflowMenu from '../../../renderer/src/features/workspace/OverflowMenu.vue'
import {
  DEFAULT_PANELS,
  panelsKey,
  readPanels,
  usePanelMemory,
  writePanels,
} from '../../../renderer/src/features/workspace/panel-memory'
import { chooseOverflow } from '../../../renderer/src/features/workspace/toolbar-overflow'
import { mapBoxVars } from '../../../renderer/src/features/workspace/use-map-box'

const items = [
  { id: 'new', width: 120 },
  { id: 'phones', width: 80 },
  { id: 'history', width: 80 },
]

describe('the toolbar overflow', () => {
  it('keeps every button when they fit, the gaps counted', () => {
    // 500 fixed + (120 + 10) + (80 + 10) + (80 + 10) = 810.
    expect(chooseOverflow(items, 500, 810, 10, 70)).toEqual([])
  })

  it('moves the least used first, making room for More itself', () => {
    // 809 is short: More adds 80 (890), New campaign gives back 130 (760).
    expect(chooseOverflow(items, 500, 809, 10, 70)).toEqual(['new'])
    expect(chooseOverflow(items, 500, 760, 10, 70)).toEqual(['new'])
    expect(chooseOverflow(items, 500, 750, 10, 70)).toEqual(['new', 'phones'])
    expect(chooseOverflow(items, 500, 660, 10, 70)).toEqual(['new', 'phones', 'history'])
  })

  it('moves them all when even that does not fit', () => {
    expect(chooseOverflow(items, 2000, 800, 10, 70)).toEqual(['new', 'phones', 'history'])
  })
})

class MemoryStorage {
  data = new Map<string, string>()
  getItem(k: string): string | null {
    return this.data.get(k) ?? null
  }
  setItem(k: string, v: string): void {
    this.data.set(k, v)
  }
}

describe('the side panels per campaign', () => {
  it('reads what was stored over the defaults, ignoring what it cannot read', () => {
    const s = new MemoryStorage()
    expect(readPanels(s, 'c1')).toEqual(DEFAULT_PANELS)
    writePanels(s, 'c1', { library: true, tracker: false, sidebar: true })
    expect(readPanels(s, 'c1')).toEqual({ library: true, tracker: false, sidebar: true })
    expect(readPanels(s, 'c2')).toEqual(DEFAULT_PANELS)
    s.setItem(panelsKey('c3'), '{"tracker": "no", "sidebar": false')
    expect(readPanels(s, 'c3')).toEqual(DEFAULT_PANELS)
    s.setItem(panelsKey('c4'), '{"tracker": "no", "sidebar": false}')
    expect(readPanels(s, 'c4')).toEqual({ ...DEFAULT_PANELS, sidebar: false })
    // No campaign yet: nothing stored, the defaults.
    writePanels(s, null, { library: true, tracker: true, sidebar: true })
    expect(readPanels(s, null)).toEqual(DEFAULT_PANELS)
  })

  it('remembers each campaign its own way and reloads on a switch', async () => {
    const s = new MemoryStorage() as unknown as Storage
    const id = ref<string | null>('c1')
    const panels = usePanelMemory(() => id.value, s)
    panels.tracker = false
    await nextTick()
    expect(readPanels(s, 'c1').tracker).toBe(false)
    id.value = 'c2'
    await nextTick()
    expect(panels.tracker).toBe(true)
    panels.library = true
    await nextTick()
    id.value = 'c1'
    await nextTick()
    expect({ ...panels }).toEqual({ library: false, tracker: false, sidebar: true })
    expect(readPanels(s, 'c2').library).toBe(true)
  })
})

describe('where the map stands', () => {
  it('as distances from each edge of the window', () => {
    expect(mapBoxVars({ left: 16, right: 1260.4, top: 90, bottom: 1080 }, 1920, 1080)).toEqual({
      '--map-left': '16px',
      '--map-right': '660px',
      '--map-top': '90px',
      '--map-bottom': '0px',
    })
  })
})

describe('the More menu', () => {
  const mounted: { unmount(): void }[] = []
  afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

  it('opens with focus on its first item, arrows move, Esc closes back to More', async () => {
    const ran: string[] = []
    const w = mount(OverflowMenu, {
      attachTo: document.body,
      props: {
        items: [
          { id: 'a', label: 'History…', title: 'h', run: () => ran.push('a') },
          {
            id: 'b',
            label: 'Phones…',
            title: 'p',
            role: 'phones-button',
            run: () => ran.push('b'),
          },
        ],
      },
    })
    mounted.push(w)
    const more = w.get('[data-role="toolbar-more"]')
    expect(more.attributes('aria-expanded')).toBe('false')
    await more.trigger('click')
    await nextTick()
    expect(more.attributes('aria-expanded')).toBe('true')
    const entries = w.findAll('[role="menuitem"]')
    expect(document.activeElement).toBe(entries[0]?.element)
    await w.get('[role="menu"]').trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(entries[1]?.element)
    await w.get('[role="menu"]').trigger('keydown', { key: 'Escape' })
    expect(w.find('[role="menu"]').exists()).toBe(false)
    expect(document.activeElement).toBe(more.element)
    // Choosing an item runs it and closes the menu.
    await more.trigger('click')
    await w.get('[data-role="phones-button"]').trigger('click')
    expect(ran).toEqual(['b'])
    expect(w.find('[role="menu"]').exists()).toBe(false)
  })
})
