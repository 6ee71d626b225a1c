/**
 * The File menu's campaign operations, with Electron's dialogs around the manager: pickers,
 * errors that name what is wrong, the offer of the newest good backup, progress for archives.
 */
import type { BrowserWindow } from 'electron'
import { dialog, shell, type MenuItemConstructorOptions } from 'electron'
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import { EVENT_IPC_CHANNEL, type ServerEvent } from '../../../shared/api'
import { DEFAULT_RULESET_ID, listRulesets } from '../../../shared/rules'
import { ARCHIVE_EXTENSION, exportCampaign, importCampaign } from '../persistence/archive'
import { CampaignLockedError } from '../persistence/lock'
import type { CampaignManager } from '../session/campaign-manager'
import { CAMPAIGN_FILE } from '../persistence/read'
import { CampaignOpenError } from '../persistence/store'
import { setMapBackground } from '../session/map-background'
import { setCurtainPictureFromBytes } from '../session/curtain-picture'
import type { Session } from '../session/session'
import { readFile } from 'node:fs/promises'
import type { RecentCampaign } from './settings'
import { demoCopy } from './bundled'
import { DEMO_IDS, DEMOS, type DemoId } from './paths'

export interface CampaignMenuHost {
  manager: CampaignManager
  session: Session
  window(): BrowserWindow | null
  recent(): RecentCampaign[]
  remember(dir: string, name: string): void
  /** Show the campaign windows again after a campaign was opened. */
  opened(): void
  /** The campaign was closed: windows go, the welcome prompt comes. */
  closed(): void
  notice(level: 'info' | 'error', message: string): void
}

/** The folder name an archive unpacks to by default: its name without the extension. */
export function archiveFolderName(archive: string): string {
  return basename(archive).replace(
    new RegExp(`(\\.${ARCHIVE_EXTENSION}|(\\.bluebox)?\\.zip)$`, 'i'),
    '',
  )
}

export class CampaignMenu {
  constructor(private readonly host: CampaignMenuHost) {}

  private parent() {
    return this.host.window() ?? undefined
  }

  private async fail(title: string, err: unknown): Promise<void> {
    const detail = err instanceof Error ? err.message : String(err)
    const win = this.parent()
    if (win) await dialog.showMessageBox(win, { type: 'error', message: title, detail })
    else await dialog.showMessageBox({ type: 'error', message: title, detail })
  }

  /** Open a folder; on a broken campaign, explain and offer a recovered copy from its newest good backup. */
  async open(dir: string): Promise<boolean> {
    try {
      const campaign = await this.host.manager.open(dir)
      this.host.remember(dir, campaign.name)
      this.host.opened()
      return true
    } catch (err) {
      if (err instanceof CampaignOpenError && err.backup) {
        const when = err.backup.info.takenAt.toLocaleString()
        const options = {
          type: 'error' as const,
          message: `The campaign in ${basename(dir)} cannot be opened`,
          detail: `${err.message}\n\nNothing has been written to it. The newest backup that loads is from ${when} (${err.backup.info.name}). Open it as a recovered copy beside the original?`,
          buttons: ['Open recovered copy', 'Cancel'],
          defaultId: 0,
          cancelId: 1,
        }
        const win = this.parent()
        const choice = win
          ? await dialog.showMessageBox(win, options)
          : await dialog.showMessageBox(options)
        if (choice.response !== 0) return false
        try {
          const target = await this.host.manager.recoverFromBackup(dir, err.backup)
          this.host.remember(target, err.backup.campaign.name)
          this.host.opened()
          return true
        } catch (e) {
          await this.fail('The backup could not be recovered', e)
          return false
        }
      }
      const title =
        err instanceof CampaignLockedError
          ? 'The campaign is open elsewhere'
          : `The campaign in ${basename(dir)} cannot be opened`
      await this.fail(
        title,
        err instanceof CampaignOpenError
          ? `${err.message}\n\nNothing has been written to it.`
          : err,
      )
      return false
    }
  }

  /**
   * File › Open a Demo › …: the GM's own copy of that demo under Documents/Blue Box Campaigns,
   * copied the first time and opened again (with the GM's changes) after; never the bundled
   * folder itself.
   */
  async openDemo(id: DemoId): Promise<boolean> {
    let dir: string
    try {
      dir = demoCopy(id)
    } catch (err) {
      await this.fail(`The demo "${DEMOS[id].title}" could not be copied`, err)
      return false
    }
    return this.open(dir)
  }

  demoMenu(): MenuItemConstructorOptions[] {
    return DEMO_IDS.map((id) => ({
      label: DEMOS[id].title,
      toolTip: `Opens your own copy, "${DEMOS[id].copyName}", in Documents/Blue Box Campaigns`,
      click: () => void this.openDemo(id),
    }))
  }

  /**
   * With no campaign open (the GM closed it): open one, make one, open a demo, or quit. Asked
   * again until a campaign is open or the GM quits.
   */
  async welcome(quit: () => void): Promise<void> {
    const buttons = [
      'Open Campaign…',
      'New Campaign…',
      ...DEMO_IDS.map((id) => `Demo: ${DEMOS[id].title}`),
      'Quit',
    ]
    const { response } = await dialog.showMessageBox({
      type: 'none',
      message: 'No campaign is open',
      detail: 'A demo opens as your own copy in Documents/Blue Box Campaigns.',
      buttons,
      defaultId: 0,
      cancelId: buttons.length - 1,
    })
    const demo = DEMO_IDS[response - 2]
    if (response === 0) await this.openDialog()
    else if (response === 1) await this.newDialog()
    else if (demo) await this.openDemo(demo)
    else return quit()
    if (!this.host.manager.dir) await this.welcome(quit)
  }

  async openDialog(): Promise<void> {
    const res = await dialog.showOpenDialog(this.parent()!, {
      title: 'Open Campaign',
      properties: ['openDirectory'],
    })
    if (!res.canceled && res.filePaths[0]) await this.open(res.filePaths[0])
  }

  /**
   * File › New Campaign… from the menu: the GM window's own dialog asks for the name and the
   * ruleset, then creates it through `campaign:new` (-> newDialog). With no GM window open (no
   * campaign), the save dialog alone creates one playing the default ruleset.
   */
  async newCampaign(): Promise<void> {
    const win = this.host.window()
    if (win && !win.webContents.isDestroyed()) {
      const event: ServerEvent<'campaign:askNew'> = { name: 'campaign:askNew', payload: {} }
      win.webContents.send(EVENT_IPC_CHANNEL, event)
      win.focus()
      return
    }
    await this.newDialog()
  }

  /**
   * File › Table Rules… from the menu: the GM window opens its Table rules dialog (the rules the
   * GM can switch, such as Death Saves and the Escalation Counter), which saves through
   * `campaign:setTableOptions` like the toolbar's button.
   */
  tableRules(): void {
    const win = this.host.window()
    if (!win || win.webContents.isDestroyed()) return
    const event: ServerEvent<'campaign:askTableRules'> = {
      name: 'campaign:askTableRules',
      payload: {},
    }
    win.webContents.send(EVENT_IPC_CHANNEL, event)
    win.focus()
  }

  /**
   * File › History… from the menu: the GM window opens its History dialog (the campaign's
   * snapshots), which works through the `history:*` calls.
   */
  history(): void {
    const win = this.host.window()
    if (!win || win.webContents.isDestroyed()) return
    const event: ServerEvent<'campaign:askHistory'> = { name: 'campaign:askHistory', payload: {} }
    win.webContents.send(EVENT_IPC_CHANNEL, event)
    win.focus()
  }

  /**
   * Which rules a campaign made without the GM window's dialog plays: asked when this build knows
   * more than one; undefined (the default) when it knows one; null when the GM cancelled.
   */
  private async askRuleset(): Promise<string | undefined | null> {
    const rulesets = listRulesets()
    if (rulesets.length < 2) return undefined
    const options = {
      type: 'question' as const,
      message: 'Which rules will the new campaign play?',
      detail: 'A campaign keeps its rules: its sheets and tokens are made for them.',
      buttons: [...rulesets.map((r) => r.name), 'Cancel'],
      defaultId: Math.max(
        0,
        rulesets.findIndex((r) => r.id === DEFAULT_RULESET_ID),
      ),
      cancelId: rulesets.length,
    }
    const win = this.parent()
    const { response } = win
      ? await dialog.showMessageBox(win, options)
      : await dialog.showMessageBox(options)
    return rulesets[response]?.id ?? null
  }

  /**
   * File › New Campaign: ask where to keep it, create it playing `rulesetId` (the default when
   * absent) and open it. Returns the folder, or null when the GM cancelled or it failed (told).
   */
  async newDialog(name = 'New Campaign', rulesetId?: string): Promise<string | null> {
    const rules = rulesetId ?? (await this.askRuleset())
    if (rules === null) return null
    const res = await dialog.showSaveDialog(this.parent()!, {
      title: 'New Campaign',
      buttonLabel: 'Create',
      defaultPath: name,
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    })
    if (res.canceled || !res.filePath) return null
    try {
      const campaign = await this.host.manager.create(res.filePath, undefined, rules)
      this.host.remember(res.filePath, campaign.name)
      this.host.opened()
      return res.filePath
    } catch (err) {
      await this.fail('The campaign could not be created', err)
      return null
    }
  }

  async saveCopyDialog(): Promise<void> {
    const current = this.host.manager.dir
    if (!current) return
    const res = await dialog.showSaveDialog(this.parent()!, {
      title: 'Save a Copy As',
      buttonLabel: 'Save Copy',
      defaultPath: `${current} copy`,
      properties: ['createDirectory'],
    })
    if (res.canceled || !res.filePath) return
    try {
      await this.host.manager.saveCopyAs(res.filePath)
      this.host.notice('info', `Copy saved to ${res.filePath}`)
    } catch (err) {
      await this.fail('The copy could not be saved', err)
    }
  }

  async exportDialog(): Promise<void> {
    const dir = this.host.manager.dir
    if (!dir) return
    const res = await dialog.showSaveDialog(this.parent()!, {
      title: 'Export Campaign Archive',
      defaultPath: `${dir}.${ARCHIVE_EXTENSION}`,
      filters: [{ name: 'Campaign archive', extensions: [ARCHIVE_EXTENSION] }],
    })
    if (res.canceled || !res.filePath) return
    const win = this.parent()
    try {
      await this.host.manager.flush()
      await exportCampaign(dir, res.filePath, {
        onProgress: (done, total) => win?.setProgressBar(total ? done / total : 1),
      })
      this.host.notice('info', `Exported to ${res.filePath}`)
    } catch (err) {
      await this.fail('The campaign could not be exported', err)
    } finally {
      win?.setProgressBar(-1)
    }
  }

  async importDialog(): Promise<void> {
    const res = await dialog.showOpenDialog(this.parent()!, {
      title: 'Import Campaign Archive',
      filters: [{ name: 'Campaign archive', extensions: [ARCHIVE_EXTENSION, 'zip'] }],
      properties: ['openFile'],
    })
    if (res.canceled || !res.filePaths[0]) return
    await this.importArchive(res.filePaths[0])
  }

  /**
   * Unpack `archive` into a new folder the GM picks, then open it: File › Import Archive after
   * its file picker, and what happens when the app is given an archive to open.
   */
  async importArchive(archive: string): Promise<void> {
    const target = await dialog.showSaveDialog(this.parent()!, {
      title: `Import ${basename(archive)} into a new folder`,
      buttonLabel: 'Import',
      defaultPath: archiveFolderName(archive),
      properties: ['createDirectory'],
    })
    if (target.canceled || !target.filePath) return
    const win = this.parent()
    try {
      await importCampaign(archive, target.filePath, {
        onProgress: (done, total) => win?.setProgressBar(total ? done / total : 1),
      })
      await this.open(target.filePath)
    } catch (err) {
      await this.fail('The archive could not be imported', err)
    } finally {
      win?.setProgressBar(-1)
    }
  }

  /** Pick an image and make it the shown map's background, fitted to the map's width. */
  async backgroundDialog(): Promise<void> {
    const dir = this.host.manager.dir
    const mapId = this.host.session.history.state.activeMapId
    if (!dir) return
    const res = await dialog.showOpenDialog(this.parent()!, {
      title: 'Set Map Background',
      filters: [{ name: 'Images', extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'] }],
      properties: ['openFile'],
    })
    if (res.canceled || !res.filePaths[0]) return
    try {
      const file = res.filePaths[0]
      await setMapBackground(this.host.session, dir, mapId, await readFile(file), basename(file))
    } catch (err) {
      await this.fail('The image could not be used as a background', err)
    }
  }

  /** Pick an image and make it the curtain's picture (shown behind the title while it is down). */
  async curtainPictureDialog(): Promise<void> {
    const dir = this.host.manager.dir
    if (!dir) return
    const res = await dialog.showOpenDialog(this.parent()!, {
      title: "Set the Curtain's Picture",
      filters: [{ name: 'Images', extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'] }],
      properties: ['openFile'],
    })
    if (res.canceled || !res.filePaths[0]) return
    try {
      const file = res.filePaths[0]
      await setCurtainPictureFromBytes(this.host.session, dir, await readFile(file), basename(file))
    } catch (err) {
      await this.fail("The image could not be used as the curtain's picture", err)
    }
  }

  reveal(): void {
    const dir = this.host.manager.dir
    if (dir) shell.showItemInFolder(join(dir, CAMPAIGN_FILE))
  }

  async close(): Promise<void> {
    await this.host.manager.close()
    this.host.closed()
  }

  recentMenu(): MenuItemConstructorOptions[] {
    const items = this.host.recent().map((r) => {
      const missing = !existsSync(join(r.dir, CAMPAIGN_FILE))
      const when = new Date(r.openedAt).toLocaleDateString()
      return {
        label: `${r.name} (${missing ? 'missing' : when})`,
        toolTip: r.dir,
        enabled: !missing,
        click: () => void this.open(r.dir),
      }
    })
    return items.length ? items : [{ label: 'No recent campaigns', enabled: false }]
  }

  fileMenu(): MenuItemConstructorOptions {
    const open = !!this.host.manager.dir
    return {
      label: 'File',
      submenu: [
        {
          label: 'New Campaign…',
          accelerator: 'CmdOrCtrl+N',
          click: () => void this.newCampaign(),
        },
        {
          label: 'Open Campaign…',
          accelerator: 'CmdOrCtrl+O',
          click: () => void this.openDialog(),
        },
        { label: 'Open Recent', submenu: this.recentMenu() },
        { label: 'Open a Demo', submenu: this.demoMenu() },
        { type: 'separator' },
        {
          label: 'Save a Copy As…',
          accelerator: 'CmdOrCtrl+Shift+S',
          enabled: open,
          click: () => void this.saveCopyDialog(),
        },
        { label: 'Export Archive…', enabled: open, click: () => void this.exportDialog() },
        { label: 'Import Archive…', click: () => void this.importDialog() },
        { label: 'Set Map Background…', enabled: open, click: () => void this.backgroundDialog() },
        {
          label: "Set Curtain's Picture…",
          enabled: open,
          click: () => void this.curtainPictureDialog(),
        },
        {
          label: 'Table Rules…',
          // Shown only: the GM window's own Shift+O opens it (a menu accelerator without a
          // modifier would take the key from every text field).
          accelerator: 'Shift+O',
          registerAccelerator: false,
          enabled: open,
          click: () => this.tableRules(),
        },
        {
          label: 'History…',
          // Shown only, like Table Rules…: the GM window's own Shift+H opens it.
          accelerator: 'Shift+H',
          registerAccelerator: false,
          enabled: open,
          click: () => this.history(),
        },
        { label: 'Reveal in File Manager', enabled: open, click: () => this.reveal() },
        { type: 'separator' },
        {
          label: 'Close Campaign',
          accelerator: 'CmdOrCtrl+W',
          enabled: open,
          click: () => void this.close(),
        },
        { type: 'separator' },
        { role: 'quit' },
      ],
    }
  }
}
