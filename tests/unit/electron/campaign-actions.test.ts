import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { createSession } from '../../../electron/main/session/session'
import { EVENT_IPC_CHANNEL } from '../../../shared/api'
import { registerRuleset, unregisterRuleset } from '../../../shared/rules'
import { TRAIL_ID, trailRuleset } from '../../support/test-ruleset'
import { demoFolder, tempRoot } from '../campaign/fixtures'
import { electronState, resetElectronState, type FakeWindow } from '../support/electron-mock'

vi.mock('electron', async () => (await import('../support/electron-mock')).electronMock())

const { Shell } = await import('../../../electron/main/app/shell')

const paths = { preload: '/p.cjs', rendererHtml: '/r/index.html' }

async function setup() {
  const dir = demoFolder()
  const store = await CampaignStore.open(dir)
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
  await manager.use(store)
  const onClosed = vi.fn()
  const shell = new Shell({
    session,
    manager,
    paths,
    userDataDir: tempRoot(),
    onCampaignClosed: onClosed,
  })
  const gm = shell.openGm() as unknown as FakeWindow
  return { dir, session, manager, shell, gm, onClosed, actions: shell.actions! }
}

function fileMenuLabels(shell: InstanceType<typeof Shell>): string[] {
  const file = shell.menuTemplate()[0] as { submenu: { label?: string; role?: string }[] }
  return file.submenu.map((i) => i.label ?? i.role ?? '-')
}

beforeEach(() => resetElectronState())

describe('File menu campaign actions (electron mocked)', () => {
  it('offers every campaign operation', async () => {
    const { shell, manager } = await setup()
    expect(fileMenuLabels(shell)).toEqual([
      'New Campaign…',
      'Open Campaign…',
      'Open Recent',
      'Open a Demo',
      '-',
      'Save a Copy As…',
      'Export Archive…',
      'Import Archive…',
      'Set Map Background…',
      "Set Curtain's Picture…",
      'Table Rules…',
      'History…',
      'Reveal in File Manager',
      '-',
      'Close Campaign',
      '-',
      'quit',
    ])
    await manager.close()
  })

  it('marks the window title while changes are not yet on disk', async () => {
    const { session, manager, gm } = await setup()
    session.dispatch('gm', 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    expect(gm.options.title).toMatch(/ • - Blue Box GM$/)
    await manager.flush()
    expect(gm.options.title).toBe('The Shattered Causeway (demo) · Blue Box - Blue Box GM')
    await manager.close()
  })

  it('New Campaign creates the folder, opens it and lists it in Open Recent', async () => {
    const { shell, actions, session, manager } = await setup()
    const target = join(tempRoot(), 'Harbour Heist')
    electronState.savePaths.push(target)
    await actions.newDialog()
    expect(session.history.state.name).toBe('Harbour Heist')
    expect(existsSync(join(target, 'campaign.json'))).toBe(true)
    const file = shell.menuTemplate()[0] as {
      submenu: { label?: string; submenu?: { label: string }[] }[]
    }
    const recent = file.submenu.find((i) => i.label === 'Open Recent')!.submenu!
    expect(recent[0]!.label).toMatch(/^Harbour Heist \(/)
    await manager.close()
  })

  it('campaign:new from the GM view asks where, creates it playing the chosen ruleset, and opens it', async () => {
    const { gm, session, manager } = await setup()
    const target = join(tempRoot(), 'Westward')
    electronState.savePaths.push(target)
    const invoke = (payload: unknown) =>
      electronState.handlers.get('campaign:new')!(
        { sender: gm.webContents, senderFrame: gm.webContents.mainFrame },
        payload,
      )
    expect(await invoke({ name: 'Westward', rulesetId: 'bluebox' })).toEqual({
      ok: true,
      value: { dir: target },
    })
    expect(manager.dir).toBe(target)
    expect(session.history.state.rulesetId).toBe('bluebox')
    expect(JSON.parse(readFileSync(join(target, 'campaign.json'), 'utf8')).rulesetId).toBe(
      'bluebox',
    )
    expect(manager.status()).toMatchObject({
      rulesetId: 'bluebox',
      rulesetName: 'Blue Box',
      readOnly: null,
    })
    // A ruleset this build does not know is refused by name before any dialog opens.
    const refused = await invoke({ name: 'Later', rulesetId: 'zaldar' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect((refused as { error: { message: string } }).error.message).toBe(
      'This version of Blue Box GM does not know the ruleset "zaldar"; it plays Blue Box (bluebox), Trait-Test (GG) (gg), Zealots of Zaldar (zz), BrikWars (bw).',
    )
    expect(manager.dir).toBe(target)
    // Cancelled: no folder.
    expect(await invoke({ name: 'Later' })).toEqual({ ok: true, value: { dir: null } })
    await manager.close()
  })

  it('a broken campaign: explains what is wrong, writes nothing, and opens a recovered copy when asked', async () => {
    const { dir, actions, manager, session } = await setup()
    await manager.close()
    writeFileSync(join(dir, 'campaign.json'), '\u0000\u0000garbage')
    electronState.nextResponses.push(0)
    expect(await actions.open(dir)).toBe(true)
    const box = electronState.messageBoxes[0]!
    expect(box.detail).toContain(join(dir, 'campaign.json'))
    expect(box.detail).toContain('NUL bytes')
    expect(box.detail).toContain('Nothing has been written to it')
    expect(box.buttons).toEqual(['Open recovered copy', 'Cancel'])
    expect(readFileSync(join(dir, 'campaign.json'), 'utf8')).toBe('\u0000\u0000garbage')
    expect(manager.dir).toMatch(/ \(recovered .+\)$/)
    expect(session.history.state.name).toBe('The Shattered Causeway (demo)')
    await manager.close()
  })

  it('a broken campaign, offer declined: nothing opens and nothing is written', async () => {
    const { dir, actions, manager } = await setup()
    await manager.close()
    writeFileSync(join(dir, 'campaign.json'), '{')
    electronState.nextResponses.push(1)
    expect(await actions.open(dir)).toBe(false)
    expect(manager.dir).toBeNull()
    expect(readFileSync(join(dir, 'campaign.json'), 'utf8')).toBe('{')
  })

  it('Close Campaign saves, closes the windows and asks what next', async () => {
    const { dir, session, actions, gm, onClosed, manager } = await setup()
    session.dispatch('gm', 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 4, r: 5 } })
    await actions.close()
    expect(
      JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')).tokens['pc-vaka'].hex,
    ).toEqual({ q: 4, r: 5 })
    expect(gm.closed).toBe(true)
    expect(onClosed).toHaveBeenCalled()
    expect(manager.dir).toBeNull()
  })

  it("File › New Campaign… opens the GM window's dialog, which asks for the ruleset", async () => {
    const { shell, gm, manager, dir } = await setup()
    electronState.savePaths.push(join(tempRoot(), 'Not Asked'))
    const file = shell.menuTemplate()[0] as { submenu: { label?: string; click?: () => void }[] }
    const item = file.submenu.find((i) => i.label === 'New Campaign…')!
    item.click!()
    await vi.waitFor(() =>
      expect(gm.webContents.sent).toContainEqual({
        channel: EVENT_IPC_CHANNEL,
        payload: { name: 'campaign:askNew', payload: {} },
      }),
    )
    // The menu itself created nothing and asked for no folder: the dialog does, with a ruleset.
    expect(electronState.savePaths).toHaveLength(1)
    expect(manager.dir).toBe(dir)
    await manager.close()
  })

  it("File › Table Rules… opens the GM window's Table rules dialog", async () => {
    const { shell, gm, manager } = await setup()
    const file = shell.menuTemplate()[0] as { submenu: { label?: string; click?: () => void }[] }
    file.submenu.find((i) => i.label === 'Table Rules…')!.click!()
    expect(gm.webContents.sent).toContainEqual({
      channel: EVENT_IPC_CHANNEL,
      payload: { name: 'campaign:askTableRules', payload: {} },
    })
    await manager.close()
  })

  it("File › History… opens the GM window's History dialog", async () => {
    const { shell, gm, manager } = await setup()
    const file = shell.menuTemplate()[0] as {
      submenu: {
        label?: string
        accelerator?: string
        registerAccelerator?: boolean
        click?: () => void
      }[]
    }
    const item = file.submenu.find((i) => i.label === 'History…')!
    // The menu shows the GM window's own key and leaves it to the window (no text field loses H).
    expect(item.accelerator).toBe('Shift+H')
    expect(item.registerAccelerator).toBe(false)
    item.click!()
    expect(gm.webContents.sent).toContainEqual({
      channel: EVENT_IPC_CHANNEL,
      payload: { name: 'campaign:askHistory', payload: {} },
    })
    await manager.close()
  })

  it('File › New Campaign… with no GM window asks for a folder itself', async () => {
    const { actions, gm, session, manager } = await setup()
    ;(gm as unknown as { close(): void }).close()
    const target = join(tempRoot(), 'Lone Keep')
    electronState.savePaths.push(target)
    await actions.newCampaign()
    expect(gm.webContents.sent.map((m) => (m.payload as { name?: string }).name)).not.toContain(
      'campaign:askNew',
    )
    expect(session.history.state.name).toBe('Lone Keep')
    expect(session.history.state.rulesetId).toBe('bluebox')
    expect(existsSync(join(target, 'campaign.json'))).toBe(true)
    await manager.close()
  })

  it('with no GM window and several rulesets, asks which rules the new campaign plays', async () => {
    registerRuleset(trailRuleset)
    try {
      const { actions, gm, session, manager } = await setup()
      ;(gm as unknown as { close(): void }).close()
      electronState.nextResponses.push(4)
      const target = join(tempRoot(), 'Dust Road')
      electronState.savePaths.push(target)
      await actions.newCampaign()
      const ask = electronState.messageBoxes.at(-1)!
      expect(ask.message).toBe('Which rules will the new campaign play?')
      expect(ask.buttons).toEqual([
        'Blue Box',
        'Trait-Test (GG)',
        'Zealots of Zaldar',
        'BrikWars',
        'Trail (test)',
        'Cancel',
      ])
      expect(session.history.state.rulesetId).toBe(TRAIL_ID)
      // Cancel creates nothing and asks for no folder.
      electronState.nextResponses.push(5)
      electronState.savePaths.push(join(tempRoot(), 'Never'))
      expect(await actions.newDialog()).toBeNull()
      expect(electronState.savePaths).toHaveLength(1)
      expect(manager.dir).toBe(target)
      await manager.close()
    } finally {
      unregisterRuleset(TRAIL_ID)
    }
  })

  it('Reveal shows campaign.json in the file manager; cancelled dialogs change nothing', async () => {
    const { dir, actions, manager, session } = await setup()
    actions.reveal()
    expect(electronState.revealed).toEqual([join(dir, 'campaign.json')])
    await actions.openDialog()
    await actions.newDialog()
    expect(manager.dir).toBe(dir)
    expect(session.history.state.name).toBe('The Shattered Causeway (demo)')
    await manager.close()
  })
})
