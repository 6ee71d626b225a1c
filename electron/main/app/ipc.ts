/**
 * ipcMain binding of the contract. Every handler checks that the sender is the main frame of one
 * of our windows; the window decides the role, never the payload.
 */
import { BrowserWindow, dialog, ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { writeFile } from 'node:fs/promises'
import { CHANNEL_NAMES, EVENT_IPC_CHANNEL, type Envelope, type Role } from '../../../shared/api'
import { answerNewCampaign, type CreateCampaign } from '../session/new-campaign'
import type { Session } from '../session/session'

/** What only the desktop app can do for a channel (it needs a dialog or a window). */
export interface DesktopHooks {
  /** File › New Campaign with a name and ruleset from the view: the folder, or null if cancelled. */
  newCampaign?: CreateCampaign
}

export class IpcBinding {
  private readonly roles = new Map<number, Role>()
  /** The display a window is, by its contents' id. */
  private readonly displays = new Map<number, string>()

  constructor(
    private readonly session: Session,
    private readonly hooks: DesktopHooks = {},
  ) {
    for (const channel of CHANNEL_NAMES) {
      ipcMain.handle(channel, (event, payload: unknown) => this.handle(event, channel, payload))
    }
  }

  /**
   * Register a window's contents under a role and stream its audience's events to it. A window
   * that may be the table display (the projector) is that display for its calls.
   */
  attach(contents: WebContents, role: Role, display?: { id: string; name: string }): void {
    this.roles.set(contents.id, role)
    const unsubscribe = this.session.hub.subscribe(role, (event) => {
      if (contents.isDestroyed()) throw new Error('window closed')
      contents.send(EVENT_IPC_CHANNEL, event)
    })
    if (display) this.displays.set(contents.id, display.id)
    const detach = display ? this.session.displays.attach(display.id, () => display.name) : null
    contents.once('destroyed', () => {
      unsubscribe()
      detach?.()
      this.roles.delete(contents.id)
      this.displays.delete(contents.id)
    })
  }

  roleOf(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>): Role | null {
    const role = this.roles.get(event.sender.id)
    if (!role) return null
    // Only the top frame of our page may call; a subframe never gets the window's role.
    if (!event.senderFrame || event.senderFrame !== event.sender.mainFrame) return null
    return role
  }

  handle(
    event: IpcMainInvokeEvent,
    channel: string,
    payload: unknown,
  ): Envelope<unknown> | Promise<Envelope<unknown>> {
    const role = this.roleOf(event)
    if (!role) {
      console.warn(`ipc: ${channel} refused: the sender is not an app window`)
      return {
        ok: false,
        error: { code: 'forbidden', message: "Only the app's own windows can do that." },
      }
    }
    if (channel === 'print:pdf' && role === 'gm') {
      // Validate through the contract first; only a valid request reaches the printer.
      const checked = this.session.dispatch(role, 'print:pdf', payload)
      if (!checked.ok && checked.error.code !== 'rejected') return checked
      return printToPdf(event.sender, (payload as { title: string }).title)
    }
    const create = this.hooks.newCampaign
    // The contract and the ruleset id are checked first; the dialog comes after.
    if (channel === 'campaign:new' && create)
      return answerNewCampaign(this.session, role, payload, create)
    const display = this.displays.get(event.sender.id)
    return (
      this.session.later(role, channel, payload) ??
      this.session.dispatch(role, channel, payload, display ? { display } : {})
    )
  }

  dispose(): void {
    for (const channel of CHANNEL_NAMES) ipcMain.removeHandler(channel)
  }
}

/** Print the window's print view (print CSS) to a PDF file the GM picks. */
async function printToPdf(contents: WebContents, title: string): Promise<Envelope<unknown>> {
  const win = BrowserWindow.fromWebContents(contents)
  const options = {
    title: 'Save as PDF',
    defaultPath: `${title.replace(/[\\/:*?"<>|]/g, '-')}.pdf`,
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  }
  const res = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options)
  if (res.canceled || !res.filePath) return { ok: true, value: { file: null } }
  try {
    const pdf = await contents.printToPDF({ printBackground: true, pageSize: 'A4' })
    await writeFile(res.filePath, pdf)
    return { ok: true, value: { file: res.filePath } }
  } catch (err) {
    return {
      ok: false,
      error: {
        code: 'internal',
        message: `The PDF could not be saved: ${(err as Error).message}. Try another folder or name.`,
      },
    }
  }
}
