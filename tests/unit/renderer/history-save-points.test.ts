/**
 * Named save points before a big step, and Delete map…: the step goes on only after the snapshot is
 * saved; the confirm names the map and its tokens; main's refusal is shown.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSnapshotFirst } from '../../../renderer/src/features/history/snapshot-first'
import DeleteMapButton from '../../../renderer/src/features/map/DeleteMapButton.vue'
import { useSessionStore } from '../../../renderer/src/stores/session'

function fakeSession(answer: { out: unknown } | { error: string }) {
  return { tryAsk: vi.fn(async () => answer), notify: vi.fn() }
}

describe('saveSnapshotFirst', () => {
  it('unticked: goes on without a snapshot', async () => {
    const s = fakeSession({ error: 'never asked' })
    expect(await saveSnapshotFirst(s as never, false, 'Before the fight', 'the fight')).toBe(true)
    expect(s.tryAsk).not.toHaveBeenCalled()
  })
  it('ticked: saves the named snapshot, then goes on', async () => {
    const s = fakeSession({ out: { snapshot: {} } })
    expect(await saveSnapshotFirst(s as never, true, ' Before the fight ', 'the fight')).toBe(true)
    expect(s.tryAsk).toHaveBeenCalledWith('history:snapshot', { label: 'Before the fight' })
    expect(s.notify).not.toHaveBeenCalled()
  })
  it('a snapshot that fails stops the step and says why', async () => {
    const s = fakeSession({ error: 'The disk is full.' })
    expect(await saveSnapshotFirst(s as never, true, 'Before the long rest', 'the rest')).toBe(
      false,
    )
    expect(s.notify).toHaveBeenCalledWith(
      'error',
      'The snapshot “Before the long rest” was not saved, so the rest did not go ahead: The disk is full.',
    )
  })
  it('an empty name stops the step before asking main', async () => {
    const s = fakeSession({ out: {} })
    expect(await saveSnapshotFirst(s as never, true, '   ', 'the fight')).toBe(false)
    expect(s.tryAsk).not.toHaveBeenCalled()
  })
})

describe('Delete map…', () => {
  beforeEach(() => setActivePinia(createPinia()))
  const tok = (id: string, mapId: string) => ({ id, mapId })

  it('names the map and its tokens, deletes on confirm, and shows a refusal', async () => {
    const session = useSessionStore()
    session.replica = {
      seq: 1,
      view: {
        name: 'T',
        activeMapId: 'cellar',
        maps: { cellar: { id: 'cellar', name: 'Cellar' }, causeway: { id: 'causeway', name: 'C' } },
        tokens: { a: tok('a', 'cellar'), b: tok('b', 'cellar'), c: tok('c', 'causeway') },
      } as never,
    }
    const ask = vi
      .spyOn(session, 'tryAsk')
      .mockResolvedValueOnce({ error: 'A fight is running on Cellar: end it first.' })
      .mockResolvedValueOnce({ out: { changed: true } } as never)
    const w = mount(DeleteMapButton, { props: { mapId: 'cellar' }, attachTo: document.body })
    await w.find('[data-role="delete-map"]').trigger('click')
    const text = () => document.querySelector('[data-role="delete-map-text"]')?.textContent ?? ''
    expect(text()).toContain('Delete the map “Cellar”: its 2 tokens go with it.')
    const confirm = () =>
      document.querySelector<HTMLButtonElement>('[data-role="delete-map-confirm-button"]')
    confirm()!.click()
    await flushPromises()
    expect(ask).toHaveBeenLastCalledWith('map:delete', { mapId: 'cellar' })
    expect(document.querySelector('[data-role="delete-map-error"]')?.textContent).toBe(
      'A fight is running on Cellar: end it first.',
    )
    confirm()!.click()
    await flushPromises()
    expect(document.querySelector('[data-role="delete-map-confirm"]')).toBeNull()
    expect(session.notices.at(-1)?.message).toBe(
      'Deleted the map “Cellar”. Undo brings it back with its tokens.',
    )
    w.unmount()
  })
})
