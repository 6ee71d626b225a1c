import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CHANNEL_NAMES, EVENT_IPC_CHANNEL } from '../../../shared/api'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { electronState, resetElectronState, type FakeWindow } from '../support/electron-mock'

vi.mock('electron', async () => (await import('../support/electron-mock')).electronMock())

const { Shell } = await import('../../../electron/main/app/shell')

const paths = {
  preload: '/app/dist/preload/index.cjs',
  rendererHtml: '/app/dist/renderer/index.html',
}

function makeShell(userDataDir = mkdtempSync(join(tmpdir(), 'bb-shell-'))) {
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  return { shell: new Shell({ session, paths, userDataDir }), session, userDataDir }
}

function invoke(win: FakeWindow, channel: string, payload: unknown, frame?: object) {
  const handler = electronState.handlers.get(channel)
  if (!handler) throw new Error(`no handler for ${channel}`)
  return handler(
    { sender: win.webContents, senderFrame: frame ?? win.webContents.mainFrame },
    payload,
  )
}

const twoDisplays = [
  { id: 1, label: 'Laptop', bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
  { id: 7, label: 'Table TV', bounds: { x: 1920, y: 0, width: 3840, height: 2160 } },
]

beforeEach(() => resetElectronState())

describe('Electron shell (electron mocked)', () => {
  it('registers a handler for every contract channel', () => {
    makeShell()
    expect([...electronState.handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort())
  })

  it.each(['gm', 'projector'] as const)(
    'creates the %s window with the secure options',
    (which) => {
      const { shell } = makeShell()
      shell.openGm()
      if (which === 'projector') shell.openProjector()
      const win = electronState.windows.at(-1) as FakeWindow
      const prefs = win.options.webPreferences as Record<string, unknown>
      expect(prefs).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        preload: paths.preload,
      })
      expect(win.webContents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({
        action: 'deny',
      })
      const prevented = vi.fn()
      win.webContents.emit('will-navigate', { preventDefault: prevented })
      expect(prevented).toHaveBeenCalled()
      if (which === 'projector') {
        expect(prefs.backgroundThrottling).toBe(false)
        expect(win.loaded.options).toEqual({ query: { view: 'projector', display: '1' } })
      } else {
        expect(win.loaded.file).toBe(paths.rendererHtml)
      }
    },
  )

  it('puts the projector fullscreen on the second display, and windowed on the only one', () => {
    electronState.displays = twoDisplays
    const { shell } = makeShell()
    shell.openGm()
    const proj = shell.openProjector() as unknown as FakeWindow
    expect(proj.options.fullscreen).toBe(true)
    expect(proj.bounds).toEqual(twoDisplays[1]!.bounds)

    resetElectronState()
    const single = makeShell().shell
    single.openGm()
    const windowed = single.openProjector() as unknown as FakeWindow
    expect(windowed.options.fullscreen).toBe(false)
    expect(windowed.bounds.width).toBeLessThan(1920)
  })

  it('remembers the chosen display across restarts and moves an open projector', () => {
    electronState.displays = [
      ...twoDisplays,
      { id: 9, label: 'Projector', bounds: { x: 5760, y: 0, width: 1280, height: 720 } },
    ]
    const dir = mkdtempSync(join(tmpdir(), 'bb-shell-'))
    const { shell } = makeShell(dir)
    shell.openGm()
    const proj = shell.openProjector() as unknown as FakeWindow
    shell.chooseDisplay(9)
    expect(proj.bounds).toEqual({ x: 5760, y: 0, width: 1280, height: 720 })
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).projectorDisplayId).toBe(9)
    shell.dispose()

    const again = makeShell(dir).shell
    expect(again.placement().display.id).toBe(9)
  })

  it("loads the projector's page for the display it is on, and again when it moves to another", () => {
    electronState.displays = [
      ...twoDisplays,
      { id: 9, label: 'Second TV', bounds: { x: 5760, y: 0, width: 3840, height: 2160 } },
    ]
    const { shell } = makeShell()
    shell.openGm()
    const proj = shell.openProjector() as unknown as FakeWindow & {
      windowListeners: Map<string, (() => void)[]>
    }
    const query = () => (proj.loaded.options as { query: Record<string, string> }).query
    expect(query()).toEqual({ view: 'projector', display: '7' })
    // Chosen in the menu: a same-size screen, but another display, so another profile.
    shell.chooseDisplay(9)
    expect(query()).toEqual({ view: 'projector', display: '9' })
    // Dragged back by hand onto the first TV.
    proj.loaded = {}
    proj.bounds = { x: 2000, y: 100, width: 1280, height: 720 }
    for (const l of proj.windowListeners.get('moved') ?? []) l()
    expect(query()).toEqual({ view: 'projector', display: '7' })
    // Moved within the same display: the page is not reloaded.
    proj.loaded = {}
    proj.bounds = { x: 2400, y: 200, width: 1280, height: 720 }
    for (const l of proj.windowListeners.get('moved') ?? []) l()
    expect(proj.loaded).toEqual({})
  })

  it('follows display hot-plug: the projector leaves a display that is unplugged', () => {
    electronState.displays = [...twoDisplays]
    const { shell } = makeShell()
    shell.openGm()
    const proj = shell.openProjector() as unknown as FakeWindow
    expect(proj.bounds.x).toBe(1920)
    electronState.displays = [twoDisplays[0]!]
    for (const l of electronState.screenListeners.get('display-removed') ?? []) l()
    expect(proj.fullscreen).toBe(false)
    expect(proj.bounds.x).toBeLessThan(1920)
  })

  it('lists the displays in View > Projector display with the chosen one checked', () => {
    electronState.displays = twoDisplays
    const { shell } = makeShell()
    const view = shell.menuTemplate().find((m) => m.label === 'View')
    const sub = (view?.submenu as { id?: string; submenu?: unknown }[]).find(
      (m) => m.id === 'projector-display',
    )
    const items = sub?.submenu as { label: string; checked: boolean }[]
    expect(items.map((i) => i.label)).toEqual([
      'Laptop (1920x1080), primary',
      'Table TV (3840x2160)',
    ])
    expect(items.map((i) => i.checked)).toEqual([false, true])
  })

  it('Help > Keyboard Shortcuts asks the GM window (only) to open its sheet of shortcuts', () => {
    const { shell } = makeShell()
    const gm = shell.openGm() as unknown as FakeWindow
    const proj = shell.openProjector() as unknown as FakeWindow
    const help = shell.menuTemplate().find((m) => m.role === 'help')
    const item = (help?.submenu as { id?: string; label?: string; click?: () => void }[]).find(
      (m) => m.id === 'keyboard-shortcuts',
    )
    expect(item?.label).toBe('Keyboard Shortcuts')
    item?.click?.()
    const asked = (w: FakeWindow) =>
      w.webContents.sent.filter((s) => (s.payload as { name?: string }).name === 'app:askShortcuts')
        .length
    expect(asked(gm)).toBe(1)
    expect(asked(proj)).toBe(0)
  })

  it("View > Show This Map to Players shows the GM's map to the players, undoably", () => {
    const { shell, session } = makeShell()
    const { history } = session
    history.execute({ label: 'Hide', run: (c) => ({ state: { ...c, playersMapId: null } }) })
    const view = shell.menuTemplate().find((m) => m.label === 'View')
    const item = (view?.submenu as { id?: string; click?: () => void }[]).find(
      (m) => m.id === 'show-to-players',
    )
    item?.click?.()
    expect(history.state.playersMapId).toBe(history.state.activeMapId)
    expect(history.history().undoLabel).toBe('Show Shattered Causeway to players')
  })

  it('gives the GM window the gm role and the projector only read-only channels', () => {
    const { shell, session } = makeShell()
    const gm = shell.openGm() as unknown as FakeWindow
    const proj = shell.openProjector() as unknown as FakeWindow
    expect(invoke(gm, 'session:hello', { apiVersion: 1 })).toMatchObject({
      ok: true,
      value: { role: 'gm' },
    })
    expect(invoke(proj, 'session:hello', { apiVersion: 1 })).toMatchObject({
      ok: true,
      value: { role: 'player' },
    })
    const before = session.history.state
    const refused = invoke(proj, 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } })
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(session.history.state).toBe(before)
    expect(invoke(gm, 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } })).toMatchObject({
      ok: true,
    })
    expect(session.history.state.tokens['pc-vaka']?.hex).toEqual({ q: 2, r: 5 })
  })

  it('refuses calls from unknown senders and from subframes', () => {
    const { shell, session } = makeShell()
    const gm = shell.openGm() as unknown as FakeWindow
    const stranger = { webContents: { id: 99999, mainFrame: {} } } as unknown as FakeWindow
    expect(invoke(stranger, 'state:snapshot', {})).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    const before = session.history.state
    expect(
      invoke(gm, 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }, { subframe: true }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(session.history.state).toBe(before)
  })

  it('streams patches to both windows, never a GM-only token to the projector', () => {
    const { shell } = makeShell()
    const gm = shell.openGm() as unknown as FakeWindow
    const proj = shell.openProjector() as unknown as FakeWindow
    invoke(gm, 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    invoke(gm, 'map:moveToken', { tokenId: 'npc-ambusher', to: { q: 5, r: 3 } })
    invoke(gm, 'token:setGmOnly', { tokenId: 'npc-ambusher', gmOnly: false })
    invoke(gm, 'history:undo', {})
    invoke(proj, 'state:snapshot', {})
    const gmEvents = gm.webContents.sent.filter((s) => s.channel === EVENT_IPC_CHANNEL)
    expect(gmEvents.some((e) => JSON.stringify(e).includes('npc-ambusher'))).toBe(true)
    const projPatches = proj.webContents.sent.filter(
      (s) => (s.payload as { name: string }).name === 'state:patch',
    )
    // Vaka's move, the reveal and its undo reach the players; the secret move does not.
    expect(projPatches.map((p) => (p.payload as { payload: { seq: number } }).payload.seq)).toEqual(
      [1, 2, 3],
    )
  })

  it('closing the GM window closes the projector and unsubscribes both', () => {
    const { shell, session } = makeShell()
    const gm = shell.openGm() as unknown as FakeWindow & { close(): void }
    const proj = shell.openProjector() as unknown as FakeWindow
    expect(session.hub.subscriberCount('player')).toBe(1)
    gm.close()
    expect(proj.closed).toBe(true)
    expect(session.hub.subscriberCount('gm')).toBe(0)
    expect(session.hub.subscriberCount('player')).toBe(0)
  })

  it("saves the GM window's print view as a PDF where the GM chooses, and only for the GM", async () => {
    const { shell } = makeShell()
    const gm = shell.openGm() as unknown as FakeWindow
    const proj = shell.openProjector() as unknown as FakeWindow
    const file = join(mkdtempSync(join(tmpdir(), 'bb-pdf-')), 'sentinel.pdf')
    electronState.savePaths.push(file)
    expect(await invoke(gm, 'print:pdf', { title: 'Rust Sentinel' })).toEqual({
      ok: true,
      value: { file },
    })
    expect(readFileSync(file, 'utf8')).toBe('%PDF-1.7 printed')
    expect(await invoke(proj, 'print:pdf', { title: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(await invoke(gm, 'print:pdf', { title: '' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
  })
})
