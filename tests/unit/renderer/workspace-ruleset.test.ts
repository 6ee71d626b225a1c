/**
 * The GM's workspace and its campaign's ruleset: the toolbar names the rules the campaign plays,
 * and a campaign main opened read-only (a ruleset this build does not know) shows main's sentence
 * in a banner, with the tools, the sidebar and undo switched off and edit shortcuts ignored.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import VueKonva from 'vue-konva'
import type { CampaignStatus } from '../../../shared/api'
import GmWorkspace from '../../../renderer/src/features/workspace/GmWorkspace.vue'
import WorkspaceToolbar from '../../../renderer/src/features/workspace/WorkspaceToolbar.vue'
import { demoCampaign, storeWith } from './library-support'

const status = (extra: Partial<CampaignStatus> = {}): CampaignStatus => ({
  name: 'Demo',
  dir: '/c/demo',
  dirty: false,
  saving: false,
  lastSavedAt: null,
  error: null,
  rulesetId: 'bluebox',
  rulesetName: 'Blue Box',
  readOnly: null,
  ...extra,
})

const READ_ONLY =
  'This campaign plays "zealots", which this version of Blue Box GM does not know: it is open read-only.'

const mounted: { unmount(): void }[] = []
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

describe('the toolbar names the ruleset', () => {
  it('from the campaign status main sends', () => {
    const session = storeWith()
    session.campaign = status({ rulesetId: 'zealots', rulesetName: 'zealots' })
    const w = mount(WorkspaceToolbar, { props: { libraryOpen: false, readOnly: false } })
    mounted.push(w)
    expect(w.get('[data-role="ruleset"]').text()).toBe('zealots')
  })

  it("from the campaign's own ruleset id before main's status arrives", () => {
    storeWith()
    const w = mount(WorkspaceToolbar, { props: { libraryOpen: false, readOnly: false } })
    mounted.push(w)
    expect(w.get('[data-role="ruleset"]').text()).toBe('Blue Box')
    expect(w.get('[data-role="ruleset"]').attributes('title')).toContain(
      'rules this campaign plays',
    )
  })

  it('read-only: undo and redo are off even with history', () => {
    const session = storeWith()
    session.history = { canUndo: true, canRedo: true, undoLabel: 'Move', redoLabel: 'Move' }
    const w = mount(WorkspaceToolbar, { props: { libraryOpen: false, readOnly: true } })
    mounted.push(w)
    const undo = w.findAll('button').find((b) => b.text() === 'Undo')!
    expect(undo.attributes('disabled')).toBeDefined()
  })
})

describe('a read-only campaign', () => {
  async function workspace(readOnly: string | null) {
    const session = storeWith(demoCampaign())
    session.campaign = status({ rulesetId: 'bluebox', rulesetName: 'Blue Box', readOnly })
    session.history = { canUndo: true, canRedo: false, undoLabel: 'Move', redoLabel: null }
    const undo = vi.spyOn(session, 'undo').mockResolvedValue(true)
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(GmWorkspace, { global: { plugins: [VueKonva] }, attachTo: document.body })
    mounted.push(w)
    await flushPromises()
    return { w, undo, act }
  }

  it("shows main's sentence and switches the editing tools off", async () => {
    const { w } = await workspace(READ_ONLY)
    const banner = w.get('[data-role="read-only"]')
    expect(banner.text()).toContain(READ_ONLY)
    expect(banner.attributes('role')).toBe('alert')
    const locked = w.findAll('fieldset.locked')
    expect(locked.length).toBeGreaterThanOrEqual(2)
    for (const f of locked) expect(f.attributes('disabled')).toBeDefined()
    // The tool buttons sit inside a disabled fieldset: a browser will not click them.
    const terrain = w.findAll('button').find((b) => /terrain/i.test(b.text()))!
    expect(terrain.element.closest('fieldset[disabled]')).not.toBeNull()
  })

  it('ignores the undo shortcut, but not while the campaign can be edited', async () => {
    const ro = await workspace(READ_ONLY)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }))
    expect(ro.undo).not.toHaveBeenCalled()
    ro.w.unmount()
    mounted.length = 0
    const rw = await workspace(null)
    expect(rw.w.find('[data-role="read-only"]').exists()).toBe(false)
    for (const f of rw.w.findAll('fieldset.locked'))
      expect(f.attributes('disabled')).toBeUndefined()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }))
    expect(rw.undo).toHaveBeenCalledTimes(1)
  })
})

describe("the menu's File › New Campaign…", () => {
  it('opens the dialog that asks for the name and the ruleset', async () => {
    const session = storeWith(demoCampaign())
    session.campaign = status()
    const w = mount(GmWorkspace, { global: { plugins: [VueKonva] }, attachTo: document.body })
    mounted.push(w)
    await flushPromises()
    const newCampaign = () =>
      w.findAll('[role="dialog"]').filter((d) => d.get('h2').text() === 'New campaign')
    expect(newCampaign()).toHaveLength(0)
    session.newCampaignAsked += 1
    await flushPromises()
    const [dialog] = newCampaign()
    if (!dialog) throw new Error('the New campaign dialog did not open')
    expect(dialog.find('[data-role="ruleset-choice"]').exists()).toBe(true)
  })
})
