/**
 * While the GM looks at a snapshot, the store shows its campaign, keeps the live one apart, and
 * refuses every edit before it reaches main; the history's own calls still go.
 */
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { HistoryPreview } from '../../../shared/api'
import { PREVIEW_READ_ONLY, useSessionStore } from '../../../renderer/src/stores/session'

const live = {
  name: 'Now',
  activeMapId: 'a',
  maps: { a: { id: 'a', name: 'Now map' } },
  tokens: {},
}
const then = {
  name: 'Then',
  activeMapId: 'b',
  maps: { b: { id: 'b', name: 'Old map' } },
  tokens: {},
}
const preview = {
  snapshot: { name: 's.json', takenAt: '2026-12-02T10:00:00Z', reason: 'open', label: null },
  campaign: then,
  changes: [],
  line: '',
} as unknown as HistoryPreview

beforeEach(() => setActivePinia(createPinia()))

describe('the session store during a preview', () => {
  it('shows the snapshot, keeps the live view, and reads as read-only', () => {
    const s = useSessionStore()
    s.replica = { seq: 3, view: live as never }
    expect(s.readOnly).toBeNull()
    s.setPreview(preview)
    expect(s.view?.name).toBe('Then')
    expect(s.activeMap?.name).toBe('Old map')
    expect(s.liveView?.name).toBe('Now')
    expect(s.readOnly).toBe(PREVIEW_READ_ONLY)
    s.setPreview(null)
    expect(s.view?.name).toBe('Now')
    expect(s.readOnly).toBeNull()
  })

  it('refuses an edit with a sentence, and lets the history through', async () => {
    const s = useSessionStore()
    s.replica = { seq: 3, view: live as never }
    s.setPreview(preview)
    expect(await s.act('map:setActive', { mapId: 'a' })).toBe(false)
    expect(s.notices.at(-1)?.message).toBe(
      'You are looking at a snapshot: choose "Back to now" to change the campaign.',
    )
    expect(await s.ask('table:showQr', { show: true } as never)).toBeNull()
    const edit = await s.tryAsk('token:remove', { tokenId: 't' })
    expect(edit).toEqual({ error: 'You are looking at a snapshot: choose "Back to now" first.' })
    // Not connected here: a history call gets as far as the transport, not the preview's refusal.
    const list = await s.tryAsk('history:list', {})
    expect(list).toEqual({ error: 'The page is not connected to the app.' })
  })
})
