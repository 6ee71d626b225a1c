/**
 * The Electron shell around a session: the GM window, the projector window on the display the GM
 * picks (remembered, following hot-plug), the menu, and the IPC binding.
 */
import type { BrowserWindow } from 'electron'
import { Menu, dialog, screen, type MenuItemConstructorOptions } from 'electron'
import { dirname, join } from 'node:path'
import { EVENT_IPC_CHANNEL } from '../../../shared/api'
import { CampaignMenu } from './campaign-menu'
import type { CampaignManager } from '../session/campaign-manager'
import {
  chooseProjectorDisplay,
  describeDisplay,
  displayOfBounds,
  type DisplayInfo,
} from './displays'
import { IpcBinding } from './ipc'
import type { Session } from '../session/session'
import { showMapToPlayersCommand } from '../commands/map'
import { readOnlyReason, rulesetNameOf } from '../persistence/read-only'
import { loadSettings, saveSettings, withRecent, type Settings } from './settings'
import { PhonesHost } from './phones'
import { PROJECTOR_DISPLAY } from '../session/table-displays'
import { tableMenuItems } from './table-menu'
import {
  createGmWindow,
  createProjectorWindow,
  placeProjector,
  reloadProjectorFor,
  type WindowPaths,
} from './windows'

export interface ShellOptions {
  session: Session
  paths: WindowPaths
  userDataDir: string
  /** The campaign folder behind the session; absent in tests that need no files. */
  manager?: CampaignManager
  /** Called when the GM closed the campaign (no windows left): offer New/Open. */
  onCampaignClosed?: () => void
}

export class Shell {
  gm: BrowserWindow | null = null
  projector: BrowserWindow | null = null
  readonly ipc: IpcBinding
  readonly actions: CampaignMenu | null
  /** View › Let Phones Join: the browser host inside the app, for the players' phones. */
  readonly phones: PhonesHost
  private settings: Settings
  private readonly settingsFile: string

  constructor(private readonly options: ShellOptions) {
    this.ipc = new IpcBinding(options.session, {
      newCampaign: async (name, rulesetId) =>
        (await this.actions?.newDialog(name, rulesetId)) ?? null,
    })
    this.settingsFile = join(options.userDataDir, 'settings.json')
    const loaded = loadSettings(this.settingsFile)
    this.settings = loaded.settings
    if (loaded.problem) dialog.showErrorBox('Settings could not be read', loaded.problem)
    options.session.history.onChange(() => this.refreshMenu())
    const manager = options.manager
    this.actions = manager
      ? new CampaignMenu({
          manager,
          session: options.session,
          window: () => (this.gm && !this.gm.isDestroyed() ? this.gm : null),
          recent: () => this.settings.recent,
          remember: (dir, name) => this.remember(dir, name),
          opened: () => {
            this.closingCampaign = false
            this.openGm()
            this.refreshMenu()
          },
          closed: () => {
            // Stays set until a campaign is opened again, so closing the windows does not quit.
            this.closingCampaign = true
            this.closeProjector()
            if (this.gm && !this.gm.isDestroyed()) this.gm.close()
            this.refreshMenu()
            options.onCampaignClosed?.()
          },
          notice: (level, message) => options.session.hub.notice('gm', level, message),
        })
      : null
    manager?.onStatus(() => this.refreshTitle())
    this.phones = new PhonesHost({
      session: options.session,
      staticDir: dirname(options.paths.rendererHtml),
      devicesFile: join(options.userDataDir, 'lan-devices.json'),
      campaignDir: () => manager?.dir ?? null,
      // The host tells its own GM sockets; the desktop app's GM window hears it here.
      onDevicesChanged: (state) => {
        if (this.gm && !this.gm.isDestroyed())
          this.gm.webContents.send(EVENT_IPC_CHANNEL, { name: 'devices:changed', payload: state })
      },
    })
    for (const evt of ['display-added', 'display-removed', 'display-metrics-changed'] as const) {
      screen.on(evt as 'display-added', () => this.onDisplaysChanged())
    }
  }

  /** True while the GM's Close Campaign takes the windows down (the app must not quit). */
  closingCampaign = false

  /** "Campaign · Ruleset • - Blue Box GM": the ruleset it plays, and whether it is read-only or unsaved. */
  private get title(): string {
    const status = this.options.manager?.status()
    const state = this.options.session.history.state
    const unsaved = status && (status.dirty || status.error) ? ' •' : ''
    const readOnly = readOnlyReason(state) ? ', read-only' : ''
    return `${state.name} · ${rulesetNameOf(state)}${readOnly}${unsaved} - Blue Box GM`
  }

  private refreshTitle(): void {
    if (!this.gm || this.gm.isDestroyed()) return
    this.gm.setTitle(this.title)
    const status = this.options.manager?.status()
    this.gm.setDocumentEdited?.(!!status && status.dirty)
  }

  /** Remember a campaign folder in Open Recent. */
  remember(dir: string, name: string): void {
    this.settings = withRecent(this.settings, { dir, name, openedAt: new Date().toISOString() })
    this.persistSettings()
  }

  private persistSettings(): void {
    try {
      saveSettings(this.settingsFile, this.settings)
    } catch (err) {
      dialog.showErrorBox('Could not save the app settings', (err as Error).message)
    }
  }

  openGm(): BrowserWindow {
    if (this.gm && !this.gm.isDestroyed()) {
      this.gm.focus()
      return this.gm
    }
    const win = createGmWindow(this.options.paths, this.title)
    this.ipc.attach(win.webContents, 'gm')
    // The QR item's tick follows the table overlay, which is not a campaign change.
    const { hub } = this.options.session
    let qrShown = !!hub.tableOverlay().qr
    const unfollow = hub.subscribe('gm', (event) => {
      if (event.name !== 'table:overlay' || !!hub.tableOverlay().qr === qrShown) return
      qrShown = !qrShown
      this.refreshMenu()
    })
    win.on('closed', () => {
      unfollow()
      this.gm = null
      // The projector has no controls of its own; it goes with the GM window.
      if (this.projector && !this.projector.isDestroyed()) this.projector.close()
    })
    this.gm = win
    this.refreshMenu()
    return win
  }

  displays(): DisplayInfo[] {
    return screen.getAllDisplays().map((d) => ({ id: d.id, label: d.label, bounds: d.bounds }))
  }

  placement() {
    return chooseProjectorDisplay(
      this.displays(),
      screen.getPrimaryDisplay().id,
      this.settings.projectorDisplayId,
    )
  }

  openProjector(): BrowserWindow {
    if (this.projector && !this.projector.isDestroyed()) {
      this.projector.focus()
      return this.projector
    }
    const placement = this.placement()
    const win = createProjectorWindow(this.options.paths, placement, this.title)
    this.ipc.attach(win.webContents, 'player', {
      id: PROJECTOR_DISPLAY,
      name: 'The projector window',
    })
    this.projectorDisplay = placement.display.id
    win.on('closed', () => {
      this.projector = null
      this.refreshMenu()
    })
    // Dragged to another screen by hand: its display key (and profile) follows.
    win.on('moved', () => {
      const on = displayOfBounds(this.displays(), win.getBounds())
      if (on) this.projectorIsOn(on.id)
    })
    this.projector = win
    this.refreshMenu()
    return win
  }

  /** View › Let Phones Join: start or stop the LAN host; the GM is told either way. */
  async togglePhones(): Promise<void> {
    await this.phones.toggle()
    this.refreshMenu()
  }

  closeProjector(): void {
    if (this.projector && !this.projector.isDestroyed()) this.projector.close()
  }

  chooseDisplay(id: number): void {
    this.settings = { ...this.settings, projectorDisplayId: id }
    this.persistSettings()
    this.moveProjector()
    this.refreshMenu()
  }

  private onDisplaysChanged(): void {
    this.moveProjector()
    this.refreshMenu()
  }

  /** The display the projector's page was loaded for (its display key names it). */
  private projectorDisplay: number | null = null

  private moveProjector(): void {
    if (!this.projector || this.projector.isDestroyed()) return
    const placement = this.placement()
    placeProjector(this.projector, placement)
    this.projectorIsOn(placement.display.id)
  }

  /** The projector is now on display `id`: its page reloads with that display's key. */
  private projectorIsOn(id: number): void {
    if (!this.projector || this.projector.isDestroyed() || id === this.projectorDisplay) return
    this.projectorDisplay = id
    reloadProjectorFor(this.projector, this.options.paths, id)
  }

  refreshMenu(): void {
    Menu.setApplicationMenu(Menu.buildFromTemplate(this.menuTemplate()))
    this.refreshTitle()
  }

  menuTemplate(): MenuItemConstructorOptions[] {
    const { history, hub } = this.options.session
    const steps = history.history()
    const primaryId = screen.getPrimaryDisplay().id
    const chosen = this.placement().display.id
    const projectorOpen = !!this.projector && !this.projector.isDestroyed()
    const run = (fn: () => boolean) => () => {
      if (fn()) hub.publishHistory()
    }
    return [
      this.actions ? this.actions.fileMenu() : { label: 'File', submenu: [{ role: 'quit' }] },
      {
        label: 'Edit',
        submenu: [
          {
            label: steps.undoLabel ? `Undo ${steps.undoLabel}` : 'Undo',
            accelerator: 'CmdOrCtrl+Z',
            enabled: steps.canUndo,
            click: run(() => history.undo()),
          },
          {
            label: steps.redoLabel ? `Redo ${steps.redoLabel}` : 'Redo',
            accelerator: process.platform === 'darwin' ? 'Cmd+Shift+Z' : 'Ctrl+Y',
            enabled: steps.canRedo,
            click: run(() => history.redo()),
          },
          { type: 'separator' },
          { role: 'cut' },
          { role: 'copy' },
          { role: 'paste' },
          { role: 'selectAll' },
        ],
      },
      {
        label: 'View',
        submenu: [
          projectorOpen
            ? {
                id: 'close-projector',
                label: 'Close projector',
                accelerator: 'CmdOrCtrl+Shift+P',
                click: () => this.closeProjector(),
              }
            : {
                id: 'open-projector',
                label: 'Open projector',
                accelerator: 'CmdOrCtrl+Shift+P',
                click: () => void this.openProjector(),
              },
          {
            id: 'projector-display',
            label: 'Projector display',
            submenu: this.displays().map((d, i) => ({
              id: `display-${d.id}`,
              label: describeDisplay(d, i, primaryId),
              type: 'radio' as const,
              checked: d.id === chosen,
              click: () => this.chooseDisplay(d.id),
            })),
          },
          {
            id: 'show-to-players',
            label: 'Show This Map to Players',
            click: run(
              () => history.execute(showMapToPlayersCommand(history.state.activeMapId)).changed,
            ),
          },
          { type: 'separator' },
          ...tableMenuItems(
            this.options.session,
            {
              running: () => this.phones.running(),
              toggle: () => void this.togglePhones(),
            },
            () => void this.openProjector(),
          ),
          { type: 'separator' },
          { role: 'togglefullscreen' },
          { role: 'resetZoom' },
          { role: 'zoomIn' },
          { role: 'zoomOut' },
          ...(process.env.NODE_ENV === 'development' ? [{ role: 'toggleDevTools' as const }] : []),
        ],
      },
      {
        role: 'help',
        submenu: [
          {
            id: 'keyboard-shortcuts',
            // No accelerator: the GM window's own ? opens it, and a menu key without a modifier
            // would take the key from every text field.
            label: 'Keyboard Shortcuts',
            click: () => this.askShortcuts(),
          },
        ],
      },
    ]
  }

  /** Help › Keyboard Shortcuts: the GM window opens its sheet of shortcuts. */
  private askShortcuts(): void {
    if (!this.gm || this.gm.isDestroyed()) return
    this.gm.webContents.send(EVENT_IPC_CHANNEL, { name: 'app:askShortcuts', payload: {} })
    this.gm.focus()
  }

  dispose(): void {
    void this.phones.stop()
    this.ipc.dispose()
  }
}
