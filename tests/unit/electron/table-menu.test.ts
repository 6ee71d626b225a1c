/**
 * The View menu's table display items, electron mocked: they act through the dispatcher as the GM
 * (undoable, refusals as notices in the GM window), their ticks follow the campaign and the table
 * overlay, and View › Let Phones Join starts and stops the LAN host.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENT_IPC_CHANNEL } from '../../../shared/api'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { electronState, resetElectronState, type FakeWindow } from '../support/electron-mock'

vi.mock('electron', async () => (await import('../support/electron-mock')).electronMock())

const { Shell } = await import('../../../electron/main/app/shell')

type Item = {
  id?: string
  label?: string
  type?: string
  checked?: boolean
  enabled?: boolean
  accelerator?: string
  submenu?: Item[]
  click?: () => void
}

/** A built renderer folder (just its page) for the LAN host to serve. */
function rendererFolder(withPage = true): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'bb-menu-')), 'renderer')
  mkdirSync(dir)
  if (withPage) writeFileSync(join(dir, 'index.html'), '<!doctype html><title>players</title>')
  return dir
}

let shells: InstanceType<typeof Shell>[] = []
function makeShell(renderer = rendererFolder()) {
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const shell = new Shell({
    session,
    paths: { preload: '/app/preload/index.cjs', rendererHtml: join(renderer, 'index.html') },
    userDataDir: mkdtempSync(join(tmpdir(), 'bb-menu-data-')),
  })
  shells.push(shell)
  const gm = shell.openGm() as unknown as FakeWindow
  return { shell, session, gm }
}

/** The item `id` of the View menu as last set on the app (or built now). */
function item(shell: InstanceType<typeof Shell>, id: string, latest = true): Item {
  const template = (
    latest && electronState.menus.length ? electronState.menus.at(-1) : shell.menuTemplate()
  ) as Item[]
  const view = template.find((m) => m.label === 'View')!
  const all = (view.submenu ?? []).flatMap((m) => [m, ...(m.submenu ?? [])])
  const found = all.find((m) => m.id === id)
  if (!found) throw new Error(`no menu item ${id}`)
  return found
}

function notices(gm: FakeWindow): { level: string; message: string }[] {
  return gm.webContents.sent
    .filter((s) => s.channel === EVENT_IPC_CHANNEL)
    .map((s) => s.payload as { name: string; payload: { level: string; message: string } })
    .filter((e) => e.name === 'session:notice')
    .map((e) => e.payload)
}

beforeEach(() => resetElectronState())
afterEach(async () => {
  for (const s of shells) await s.phones.stop()
  shells = []
})

describe('View menu: the table display', () => {
  it('opens and closes calibration, its tick following the campaign', () => {
    const { shell, session } = makeShell()
    expect(item(shell, 'table-calibrate')).toMatchObject({ type: 'checkbox', checked: false })
    item(shell, 'table-calibrate').click!()
    expect(session.history.state.tableDisplay?.calibrating).toBe(true)
    expect(item(shell, 'table-calibrate').checked).toBe(true)
    item(shell, 'table-calibrate').click!()
    expect(session.history.state.tableDisplay?.calibrating).toBeUndefined()
    expect(item(shell, 'table-calibrate').checked).toBe(false)
  })

  it('rotates to a chosen quarter, or a quarter further clockwise, undoably', () => {
    const { shell, session } = makeShell()
    const rotation = () => session.history.state.tableDisplay?.camera.rotation
    const radios = ['0', '90', '180', '270'].map((r) => item(shell, `table-rotate-${r}`))
    expect(radios.map((r) => [r.type, r.label, r.checked])).toEqual([
      ['radio', '0°', true],
      ['radio', '90°', false],
      ['radio', '180°', false],
      ['radio', '270°', false],
    ])
    expect(item(shell, 'table-rotate-quarter').accelerator).toBe('CmdOrCtrl+Shift+R')
    item(shell, 'table-rotate-270').click!()
    expect(rotation()).toBe(270)
    expect(item(shell, 'table-rotate-270').checked).toBe(true)
    item(shell, 'table-rotate-quarter').click!()
    expect(rotation()).toBe(0)
    item(shell, 'table-rotate-quarter').click!()
    expect(rotation()).toBe(90)
    expect(item(shell, 'table-rotate-90').checked).toBe(true)
    expect(session.history.history().undoLabel).toBe('Turn the table display to 90°')
    session.history.undo()
    expect(rotation()).toBe(0)
    expect(item(shell, 'table-rotate-0').checked).toBe(true)
  })

  it('lowers and raises the curtain with a modified accelerator, never the bare B', () => {
    const { shell, session } = makeShell()
    const curtain = item(shell, 'table-curtain')
    expect(curtain).toMatchObject({
      type: 'checkbox',
      checked: false,
      accelerator: 'CmdOrCtrl+Shift+B',
    })
    curtain.click!()
    expect(session.history.state.curtain?.down).toBe(true)
    expect(item(shell, 'table-curtain').checked).toBe(true)
    item(shell, 'table-curtain').click!()
    expect(session.history.state.curtain?.down).not.toBe(true)
    // No item of the whole menu takes a bare letter from the text fields.
    const everything = (shell.menuTemplate() as Item[]).flatMap(function walk(m): Item[] {
      return [m, ...(m.submenu ?? []).flatMap(walk)]
    })
    for (const m of everything) if (m.accelerator) expect(m.accelerator).toMatch(/(Cmd|Ctrl|Alt)/)
  })

  it('disables Show Join QR while phones cannot join, and a refusal is a notice to the GM', () => {
    const { shell, session, gm } = makeShell()
    const qr = item(shell, 'table-qr', false)
    expect(qr).toMatchObject({ enabled: false, checked: false })
    expect(qr.label).toMatch(/let phones join first/)
    qr.click!()
    expect(session.hub.tableOverlay().qr).toBeUndefined()
    expect(notices(gm).at(-1)).toMatchObject({ level: 'error' })
    expect(notices(gm).at(-1)?.message).toMatch(/let phones join first/i)
    expect(notices(gm).at(-1)?.message).not.toMatch(/table:showQr/)
  })

  it('Let Phones Join starts the LAN host, plugs it in for Phones… and the QR, and stops it', async () => {
    const { shell, session, gm } = makeShell()
    // Before: nobody can join, so the list is empty and a change is refused in words.
    expect(session.dispatch('gm', 'devices:list', {})).toEqual({
      ok: true,
      value: { devices: [], joinUrls: [] },
    })
    const revoke = session.dispatch('gm', 'devices:revoke', { id: '0123456789abcdef' })
    expect(revoke.ok).toBe(false)
    if (!revoke.ok) expect(revoke.error.message).toMatch(/tick View › Let Phones Join/)
    expect(item(shell, 'table-phones')).toMatchObject({ type: 'checkbox', checked: false })
    // Bound to this machine only in the test; the app binds to the table's network.
    ;(shell.phones as unknown as { options: { host: string } }).options.host = '127.0.0.1'
    await shell.togglePhones()
    expect(shell.phones.running()).toBe(true)
    expect(session.host.devices).not.toBeNull()
    expect(item(shell, 'table-phones').checked).toBe(true)
    const listed = session.dispatch('gm', 'devices:list', {})
    expect(listed).toMatchObject({ ok: true, value: { devices: [] } })
    const url = (listed as { value: { joinUrls: string[] } }).value.joinUrls[0]!
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?view=projector$/)
    // The players' page is served.
    expect((await fetch(url)).status).toBe(200)
    expect(notices(gm).at(-1)?.message).toMatch(/Phones can join/)

    // Show Join QR is now possible, and its tick follows the overlay.
    expect(item(shell, 'table-qr')).toMatchObject({ enabled: true, checked: false })
    item(shell, 'table-qr').click!()
    expect(session.hub.tableOverlay().qr?.urls).toEqual([url])
    expect(item(shell, 'table-qr').checked).toBe(true)

    await shell.togglePhones()
    expect(shell.phones.running()).toBe(false)
    expect(session.host.devices).toBeNull()
    expect(session.hub.tableOverlay().qr).toBeUndefined()
    expect(item(shell, 'table-phones').checked).toBe(false)
    expect(item(shell, 'table-qr').enabled).toBe(false)
    await expect(fetch(url)).rejects.toThrow()
    // The GM window heard the device list change both times.
    const changes = gm.webContents.sent
      .map((s) => s.payload as { name: string })
      .filter((e) => e.name === 'devices:changed')
    expect(changes.length).toBeGreaterThanOrEqual(2)
  })

  it('says in words why phones cannot join when the players’ page is not built', async () => {
    const { shell, session, gm } = makeShell(rendererFolder(false))
    await shell.togglePhones()
    expect(shell.phones.running()).toBe(false)
    expect(session.host.devices).toBeNull()
    expect(notices(gm).at(-1)).toMatchObject({ level: 'error' })
    expect(notices(gm).at(-1)?.message).toMatch(/npm run build/)
  })
})
