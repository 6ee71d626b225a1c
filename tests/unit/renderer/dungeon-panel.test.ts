import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import DungeonPanel from '../../../renderer/src/features/map/DungeonPanel.vue'
import { useSessionStore } from '../../../renderer/src/stores/session'
import { useToolStore } from '../../../renderer/src/stores/tools'
import type { SquareMapDef } from '../../../shared/model'

function crypt(extra: Partial<SquareMapDef> = {}): SquareMapDef {
  return {
    kind: 'square',
    id: 'crypt',
    name: 'Crypt',
    orientation: 'square',
    cols: 10,
    rows: 8,
    metresPerHex: 1.5,
    ...extra,
  }
}

/** The GM's view on `map`, with main's answers stubbed. */
function gmView(map: object) {
  const session = useSessionStore()
  session.replica = {
    seq: 1,
    view: {
      name: 'T',
      activeMapId: 'crypt',
      playersMapId: null,
      maps: { crypt: map },
      tokens: {},
    } as never,
  }
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const ask = vi.spyOn(session, 'ask').mockResolvedValue({ changed: true, containerId: 'box-1' })
  const notify = vi.spyOn(session, 'notify').mockImplementation(() => {})
  return { session, act, ask, notify }
}

type Panel = {
  onMapClick(cell: { q: number; r: number } | null, edge: string | null): Promise<void>
}

beforeEach(() => setActivePinia(createPinia()))

const button = (w: ReturnType<typeof mount>, text: string) =>
  w.findAll('button').find((b) => b.text() === text)!

describe('DungeonPanel', () => {
  it('on a hex map says the features are for square maps', () => {
    gmView({ id: 'crypt', name: 'Hexes', kind: 'hex', orientation: 'pointy', cols: 5, rows: 5 })
    const w = mount(DungeonPanel)
    expect(w.text()).toContain('are for square maps')
    expect(w.find('[aria-label="Dungeon tool"]').exists()).toBe(false)
  })

  it('the door tool puts a door on the clicked edge; a click off an edge says what to do', async () => {
    const { act, notify } = gmView(crypt())
    const w = mount(DungeonPanel)
    expect(w.find('[data-role="tool-hint"]').text()).toMatch(/side of a square/)
    await w.find('select[aria-label="Door kind"]').setValue('portcullis')
    const panel = w.vm as unknown as Panel
    await panel.onMapClick({ q: 3, r: 1 }, '3,1,1')
    expect(act).toHaveBeenCalledWith('map:setDoor', {
      mapId: 'crypt',
      edge: '3,1,1',
      door: { kind: 'portcullis', open: false, locked: false },
    })
    await panel.onMapClick({ q: 3, r: 1 }, null)
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Click on the side of a square to put a door there.',
    )
  })

  it('each tool sends its own intent for the clicked square', async () => {
    const { act, ask } = gmView(crypt({ items: { '2,2': [{ id: 'k', name: 'Key' }] } }))
    const w = mount(DungeonPanel)
    const panel = w.vm as unknown as Panel
    await button(w, 'Container').trigger('click')
    await panel.onMapClick({ q: 4, r: 2 }, null)
    expect(ask).toHaveBeenCalledWith('map:setContainer', {
      mapId: 'crypt',
      container: {
        square: '4,2',
        name: 'Chest',
        kind: 'chest',
        open: false,
        locked: false,
        items: [],
      },
    })
    await button(w, 'Item').trigger('click')
    await w.find('input[aria-label="Item name"]').setValue('Arrows')
    await w.find('input[aria-label="How many"]').setValue('12')
    await panel.onMapClick({ q: 2, r: 2 }, null)
    expect(act).toHaveBeenLastCalledWith('map:setItems', {
      mapId: 'crypt',
      square: '2,2',
      items: [
        { id: 'k', name: 'Key' },
        { name: 'Arrows', count: 12 },
      ],
    })
    await button(w, 'Exit').trigger('click')
    await panel.onMapClick({ q: 9, r: 7 }, null)
    expect(act).toHaveBeenLastCalledWith('map:setExit', {
      mapId: 'crypt',
      square: '9,7',
      exit: { name: 'Stairs', kind: 'stairs' },
    })
    await button(w, 'Hidden').trigger('click')
    await w.find('input[aria-label="Hidden entry text"]').setValue('Pit, 2 damage')
    await panel.onMapClick({ q: 5, r: 5 }, null)
    expect(act).toHaveBeenLastCalledWith('map:setHidden', {
      mapId: 'crypt',
      square: '5,5',
      hiddenEntries: [{ kind: 'trap', text: 'Pit, 2 damage' }],
    })
  })

  it('lists doors with open and lock toggles; a locked door cannot be opened from here', async () => {
    const { act } = gmView(
      crypt({
        doors: {
          '3,1,1': { kind: 'door', open: false, locked: true, name: 'Gate' },
          '5,5,0': { kind: 'window', open: true, locked: false },
        },
      }),
    )
    const w = mount(DungeonPanel)
    expect(w.text()).toContain('Door (closed, locked), west side of 3,1 — Gate')
    const rows = w.findAll('li')
    const open = rows[0]!.findAll('button').find((b) => b.text() === 'Open')!
    expect(open.attributes('disabled')).toBeDefined()
    expect(open.attributes('title')).toBe('Unlock it first')
    await rows[0]!
      .findAll('button')
      .find((b) => b.text() === 'Unlock')!
      .trigger('click')
    expect(act).toHaveBeenCalledWith('map:setDoorState', {
      mapId: 'crypt',
      edge: '3,1,1',
      locked: false,
    })
    await rows[1]!
      .findAll('button')
      .find((b) => b.text() === 'Close')!
      .trigger('click')
    expect(act).toHaveBeenCalledWith('map:setDoorState', {
      mapId: 'crypt',
      edge: '5,5,0',
      open: false,
    })
  })

  it('edits a container’s items and removes it with Delete', async () => {
    const box = {
      id: 'box-1',
      at: '4,2',
      name: 'Chest',
      kind: 'chest' as const,
      open: false,
      locked: false,
      items: [{ id: 'g', name: 'Gold', count: 30, notes: 'fake' }],
    }
    const { act } = gmView(crypt({ containers: { 'box-1': box } }))
    const w = mount(DungeonPanel, { attachTo: document.body })
    await w
      .findAll('button')
      .find((b) => b.text().startsWith('Chest (chest, closed) at 4,2'))!
      .trigger('click')
    const editor = w.find('[data-role="container-editor"]')
    expect(editor.text()).toContain('Gold ×30')
    await editor.find('input[aria-label="Item to put in"]').setValue('Dagger')
    await editor.find('form').trigger('submit')
    expect(act).toHaveBeenLastCalledWith('map:setContainer', {
      mapId: 'crypt',
      container: {
        id: 'box-1',
        square: '4,2',
        name: 'Chest',
        kind: 'chest',
        open: false,
        locked: false,
        items: [{ id: 'g', name: 'Gold', count: 30, notes: 'fake' }, { name: 'Dagger' }],
      },
    })
    // Delete on the panel removes the selected feature, and does not reach the workspace.
    const outside = vi.fn()
    window.addEventListener('keydown', outside)
    await w.find('section').trigger('keydown', { key: 'Delete' })
    window.removeEventListener('keydown', outside)
    expect(act).toHaveBeenLastCalledWith('map:removeContainer', {
      mapId: 'crypt',
      containerId: 'box-1',
    })
    expect(outside).not.toHaveBeenCalled()
    w.unmount()
  })

  it('shows the hidden layer as the GM’s own and edits an entry', async () => {
    const { act } = gmView(
      crypt({
        hidden: {
          '2,2': [
            { id: 't', kind: 'trap', text: 'Pit' },
            { id: 'n', kind: 'note', text: 'Altar' },
          ],
        },
      }),
    )
    const w = mount(DungeonPanel)
    expect(w.find('h3.secret').text()).toContain('Only you see this')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Trap at 2,2: Pit')!
      .trigger('click')
    await w.find('textarea').setValue('Pit, 3 m deep')
    await w.find('form.editor input[type="checkbox"]').setValue(true)
    await w.find('form.editor').trigger('submit')
    expect(act).toHaveBeenLastCalledWith('map:setHidden', {
      mapId: 'crypt',
      square: '2,2',
      hiddenEntries: [
        { id: 't', kind: 'trap', text: 'Pit, 3 m deep', sprung: true },
        { id: 'n', kind: 'note', text: 'Altar' },
      ],
    })
    await button(w, 'Remove selected').trigger('click')
    expect(act).toHaveBeenLastCalledWith('map:setHidden', {
      mapId: 'crypt',
      square: '2,2',
      hiddenEntries: [{ id: 'n', kind: 'note', text: 'Altar' }],
    })
  })

  it("placing is a mode on the map's stack: the map's clicks come while it is on, Esc ends it", async () => {
    const { act } = gmView(crypt())
    const tools = useToolStore()
    const w = mount(DungeonPanel)
    const placing = w.get<HTMLInputElement>('[data-role="dungeon-placing"]')
    expect(tools.mapClick({ q: 3, r: 1 }, '3,1,1')).toBe(false)
    await placing.setValue(true)
    expect(tools.mapClick({ q: 3, r: 1 }, '3,1,1')).toBe(true)
    expect(act).toHaveBeenCalledWith('map:setDoor', expect.objectContaining({ edge: '3,1,1' }))
    expect(tools.escape()).toBe('ended')
    await w.vm.$nextTick()
    expect(placing.element.checked).toBe(false)
    expect(tools.mapClick({ q: 4, r: 1 }, '4,1,1')).toBe(false)
    expect(act).toHaveBeenCalledTimes(1)
  })

  it('a panel taken away (another map) stops placing', async () => {
    gmView(crypt())
    const tools = useToolStore()
    const w = mount(DungeonPanel)
    await w.get('[data-role="dungeon-placing"]').setValue(true)
    expect(tools.hasMode('dungeon-placing')).toBe(true)
    w.unmount()
    expect(tools.modes).toHaveLength(0)
  })
})
