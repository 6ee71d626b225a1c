/**
 * The History dialog and the snapshot banner, main's answers scripted: rows as main lists them,
 * damaged ones without Look or Restore, the size limit shown before it prunes, a refusal in the
 * dialog's words, Enter looking at the row the arrows chose, and Take back refreshing what is left
 * to compare.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HistoryList, HistoryPreview, SnapshotInfo } from '../../../shared/api'
import HistoryDialog from '../../../renderer/src/features/history/HistoryDialog.vue'
import SnapshotBanner from '../../../renderer/src/features/history/SnapshotBanner.vue'
import { useSessionStore } from '../../../renderer/src/stores/session'
import { snapshotWhen } from '../../../renderer/src/features/history/history-words'

const MB = 1024 * 1024
const snap = (name: string, over: Partial<SnapshotInfo> = {}): SnapshotInfo => ({
  name,
  takenAt: '2026-12-02T10:00:00Z',
  reason: 'interval',
  label: null,
  bytes: 2 * MB,
  damaged: null,
  summary: '1 map removed',
  pending: false,
  willPrune: false,
  ...over,
})
const LIST: HistoryList = {
  snapshots: [
    snap('c.json', { reason: 'named', label: 'before the boss fight' }),
    snap('b.json', { damaged: 'campaign.json: maps.m1.cols must be a number' }),
    snap('a.json', { reason: 'open', summary: null }),
  ],
  maxBytes: 200 * MB,
  totalBytes: 6 * MB,
  keptBytes: 6 * MB,
  checking: null,
}

type Answers = Record<string, (payload: unknown) => unknown>
function scripted(answers: Answers) {
  const session = useSessionStore()
  const calls: [string, unknown][] = []
  vi.spyOn(session, 'tryAsk').mockImplementation((async (channel: string, payload: unknown) => {
    calls.push([channel, payload])
    const a = answers[channel]
    if (!a) return { error: `no answer for ${channel}` }
    const out = a(payload)
    return typeof out === 'string' ? { error: out } : { out }
  }) as never)
  return { session, calls }
}

beforeEach(() => setActivePinia(createPinia()))

describe('HistoryDialog', () => {
  it('shows a big history at once, says how far the checking is, and fills it in', async () => {
    vi.useFakeTimers()
    try {
      let asked = 0
      const filling = (done: number): HistoryList => ({
        ...LIST,
        snapshots: LIST.snapshots.map((s, i) =>
          i < 3 - done ? { ...s, damaged: null, summary: null, pending: true } : s,
        ),
        checking: done < 3 ? { done, total: 3 } : null,
      })
      scripted({ 'history:list': () => filling(Math.min(asked++, 3)) })
      const w = mount(HistoryDialog, { attachTo: document.body })
      await flushPromises()
      expect(w.find('[data-role="history-checking"]').text()).toBe('Checking snapshots: 0 of 3')
      expect(w.findAll('[data-role="snapshot-pending"]').map((p) => p.text())).toEqual([
        'Checking…',
        'Checking…',
        'Checking…',
      ])
      // The keyboard works while it fills in.
      await w.find('[data-role="history-rows"]').trigger('keydown', { key: 'ArrowDown' })
      expect(w.findAll('[data-snapshot]')[1]!.attributes('aria-selected')).toBe('true')
      await vi.advanceTimersByTimeAsync(300)
      expect(w.find('[data-role="history-checking"]').text()).toBe('Checking snapshots: 1 of 3')
      expect(w.findAll('[data-role="snapshot-pending"]')).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(600)
      expect(w.find('[data-role="history-checking"]').exists()).toBe(false)
      expect(w.findAll('[data-role="snapshot-pending"]')).toHaveLength(0)
      expect(w.find('[data-role="damaged"]').exists()).toBe(true)
      // Filled in: it stops asking.
      const before = asked
      await vi.advanceTimersByTimeAsync(2000)
      expect(asked).toBe(before)
      w.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops asking once closed', async () => {
    vi.useFakeTimers()
    try {
      let asked = 0
      scripted({
        'history:list': () => {
          asked++
          return { ...LIST, checking: { done: 0, total: 3 } }
        },
      })
      const w = mount(HistoryDialog, { attachTo: document.body })
      await flushPromises()
      w.unmount()
      await vi.advanceTimersByTimeAsync(3000)
      expect(asked).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lists what main lists, greys a damaged one with its reason and offers it no Look', async () => {
    scripted({ 'history:list': () => LIST })
    const w = mount(HistoryDialog, { attachTo: document.body })
    await flushPromises()
    const rows = w.findAll('[data-snapshot]')
    expect(rows.map((r) => r.attributes('data-snapshot'))).toEqual(['c.json', 'b.json', 'a.json'])
    expect(rows[0]!.find('[data-role="snapshot-why"]').text()).toBe(
      'Named: “before the boss fight”',
    )
    expect(rows[1]!.classes()).toContain('damaged')
    expect(rows[1]!.find('[data-role="damaged"]').text()).toBe(
      'Damaged: campaign.json: maps.m1.cols must be a number',
    )
    expect(rows[1]!.find('[data-role="snapshot-look"]').exists()).toBe(false)
    expect(rows[1]!.find('[data-role="snapshot-restore"]').exists()).toBe(false)
    expect(rows[2]!.find('[data-role="snapshot-look"]').exists()).toBe(true)
    w.unmount()
  })

  it('shows first what a smaller size would prune, and prunes only on the second press', async () => {
    const { calls } = scripted({
      'history:list': (p) =>
        (p as { maxBytes?: number }).maxBytes === 10 * MB
          ? {
              ...LIST,
              maxBytes: 10 * MB,
              keptBytes: 4 * MB,
              snapshots: LIST.snapshots.map((s) => ({ ...s, willPrune: s.name === 'a.json' })),
            }
          : LIST,
      'history:setPolicy': () => ({
        ...LIST,
        maxBytes: 10 * MB,
        snapshots: LIST.snapshots.slice(0, 2),
      }),
    })
    const w = mount(HistoryDialog, { attachTo: document.body })
    await flushPromises()
    expect(w.findAll('[data-role="will-prune"]')).toHaveLength(0)
    await w.find('[data-role="history-max-mb"]').setValue('10')
    await w.find('[data-role="history-policy"]').trigger('submit')
    await flushPromises()
    expect(calls.at(-1)).toEqual(['history:list', { maxBytes: 10 * MB }])
    const marked = w.findAll('[data-role="will-prune"]')
    expect(marked).toHaveLength(1)
    expect(w.find('[data-snapshot="a.json"] [data-role="will-prune"]').exists()).toBe(true)
    expect(w.find('[data-role="history-totals"]').text()).toContain(
      'pruning removes 1, leaving 4 MB',
    )
    expect(calls.some(([c]) => c === 'history:setPolicy')).toBe(false)
    expect(w.find('[data-role="history-policy-apply"]').text()).toBe('Prune now')
    await w.find('[data-role="history-policy"]').trigger('submit')
    await flushPromises()
    expect(calls.at(-1)).toEqual(['history:setPolicy', { maxBytes: 10 * MB }])
    expect(w.findAll('[data-snapshot]')).toHaveLength(2)
    w.unmount()
  })

  it('says a refusal in the dialog, and saves a named snapshot on Enter', async () => {
    const { calls, session } = scripted({
      'history:list': () => LIST,
      'history:snapshot': (p) =>
        (p as { label: string }).label === 'full disk'
          ? 'The snapshot could not be written: the disk is full.'
          : { snapshot: snap('d.json') },
    })
    const w = mount(HistoryDialog, { attachTo: document.body })
    await flushPromises()
    await w.find('[data-role="snapshot-name"]').setValue('full disk')
    await w.find('form.save-now').trigger('submit')
    await flushPromises()
    expect(w.find('[data-role="history-error"]').text()).toBe(
      'The snapshot could not be written: the disk is full.',
    )
    await w.find('[data-role="snapshot-name"]').setValue('  before the boss fight ')
    await w.find('form.save-now').trigger('submit')
    await flushPromises()
    expect(calls).toContainEqual(['history:snapshot', { label: 'before the boss fight' }])
    expect(w.find('[data-role="history-error"]').exists()).toBe(false)
    expect(session.notices.at(-1)?.message).toContain('before the boss fight')
    w.unmount()
  })

  it('arrows move the row (skipping nothing), Enter looks at it and the dialog closes', async () => {
    const preview: HistoryPreview = {
      snapshot: LIST.snapshots[2]!,
      campaign: { name: 'Then', maps: {}, tokens: {} } as never,
      changes: [],
      line: '',
    }
    const { calls, session } = scripted({
      'history:list': () => LIST,
      'history:preview': () => preview,
    })
    const w = mount(HistoryDialog, { attachTo: document.body })
    await flushPromises()
    const rows = w.find('[data-role="history-rows"]')
    // Row 0 -> 1 (damaged: Enter does nothing there) -> 2.
    await rows.trigger('keydown', { key: 'ArrowDown' })
    await rows.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(calls.some(([c]) => c === 'history:preview')).toBe(false)
    await rows.trigger('keydown', { key: 'ArrowDown' })
    expect(w.find('[aria-selected="true"]').attributes('data-snapshot')).toBe('a.json')
    await rows.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(calls.at(-1)).toEqual(['history:preview', { name: 'a.json' }])
    expect(session.preview?.snapshot.name).toBe('a.json')
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
  })
})

describe('HistoryDialog keys on a row button', () => {
  it('Enter on Restore… asks to confirm the restore instead of looking', async () => {
    const { calls } = scripted({ 'history:list': () => LIST })
    const w = mount(HistoryDialog, { attachTo: document.body })
    await flushPromises()
    const restore = w.find('[data-snapshot="a.json"] [data-role="snapshot-restore"]')
    await restore.trigger('keydown', { key: 'Enter' })
    await restore.trigger('click')
    await flushPromises()
    expect(calls.some(([c]) => c === 'history:preview')).toBe(false)
    expect(w.find('[data-role="restore-confirm"]').text()).toContain(
      'The current campaign is saved as a snapshot first; Undo takes the restore back.',
    )
    w.unmount()
  })
})

describe('SnapshotBanner', () => {
  it('takes back one thing, tells the GM, and compares again with what is left', async () => {
    const removed = {
      kind: 'map',
      change: 'removed',
      id: 'm2',
      name: 'Cellar',
      takeBack: { kind: 'map', id: 'm2' },
    } as const
    const moved = {
      kind: 'token',
      change: 'moved',
      id: 't1',
      name: 'Vaka',
      mapName: 'Causeway',
    } as const
    const first: HistoryPreview = {
      snapshot: LIST.snapshots[2]!,
      campaign: { name: 'Then', maps: {}, tokens: {} } as never,
      changes: [removed, moved],
      line: '1 map removed, 1 token moved',
    }
    const { session, calls } = scripted({
      'history:takeBack': () => ({ changed: true, label: 'Take back map "Cellar"' }),
      'history:preview': () => ({ ...first, changes: [moved], line: '1 token moved' }),
    })
    session.setPreview(first)
    const w = mount(SnapshotBanner, { attachTo: document.body })
    expect(w.find('[data-role="snapshot-banner-text"]').text()).toContain('(Opened) — read-only')
    await w.find('[data-role="snapshot-compare"]').trigger('click')
    const items = w.findAll('[data-role="snapshot-changes"] li')
    expect(items.map((i) => i.find('span').text())).toEqual([
      'Map “Cellar” removed since',
      'Token “Vaka” on Causeway moved since',
    ])
    // Only what can be taken back alone has the button.
    expect(items[1]!.find('[data-role="take-back"]').exists()).toBe(false)
    await items[0]!.find('[data-role="take-back"]').trigger('click')
    await flushPromises()
    expect(calls[0]).toEqual(['history:takeBack', { name: 'a.json', kind: 'map', id: 'm2' }])
    expect(calls[1]).toEqual(['history:preview', { name: 'a.json' }])
    expect(session.notices.at(-1)?.message).toBe(
      'Take back map "Cellar": done, as in the snapshot. Undo takes it back again.',
    )
    // Still looking at the snapshot, with one change left.
    expect(session.previewing).toBe(true)
    expect(w.findAll('[data-role="snapshot-changes"] li')).toHaveLength(1)
    await w.find('[data-role="snapshot-back"]').trigger('click')
    expect(session.preview).toBeNull()
    w.unmount()
  })

  it('an undo under the preview compares again; Enter on a row button is that button', async () => {
    const moved = { kind: 'token', change: 'moved', id: 't1', name: 'Vaka' } as const
    const first: HistoryPreview = {
      snapshot: LIST.snapshots[2]!,
      campaign: { name: 'Then', maps: {}, tokens: {} } as never,
      changes: [moved],
      line: '1 token moved',
    }
    const { session, calls } = scripted({
      'history:preview': () => ({ ...first, changes: [], line: '' }),
    })
    session.setPreview(first)
    const w = mount(SnapshotBanner, { attachTo: document.body })
    await w.find('[data-role="snapshot-compare"]').trigger('click')
    expect(w.findAll('[data-role="snapshot-changes"] li')).toHaveLength(1)
    session.history = { canUndo: false, canRedo: true, undoLabel: null, redoLabel: 'Move Vaka' }
    await flushPromises()
    expect(calls).toEqual([['history:preview', { name: 'a.json' }]])
    expect(w.findAll('[data-role="snapshot-changes"] li')).toHaveLength(0)
    expect(w.text()).toContain('From this snapshot to now: nothing changed.')
    w.unmount()
  })

  it('Restore this… names the snapshot restored in its notice (taken when the preview was open)', async () => {
    const first: HistoryPreview = {
      snapshot: LIST.snapshots[2]!,
      campaign: { name: 'Then', maps: {}, tokens: {} } as never,
      changes: [],
      line: '',
    }
    const { session, calls } = scripted({
      'history:restore': () => ({ saved: LIST.snapshots[0]! }),
    })
    session.setPreview(first)
    const w = mount(SnapshotBanner, { attachTo: document.body })
    await w.find('[data-role="snapshot-restore-this"]').trigger('click')
    await w.find('[data-role="restore-confirm-button"]').trigger('click')
    await flushPromises()
    expect(calls).toEqual([['history:restore', { name: 'a.json' }]])
    expect(session.preview).toBeNull()
    // The snapshot's time as the banner wrote it, and why it was taken (a.json: when opened).
    const when = snapshotWhen('2026-12-02T10:00:00Z')
    expect(session.notices.at(-1)?.message).toBe(
      `Restored the snapshot of ${when} (Opened). The campaign as it was is kept as a snapshot; Undo takes the restore back.`,
    )
    w.unmount()
  })
})
