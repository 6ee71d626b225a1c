/** Electron entry: app lifecycle around the shell. Everything testable lives elsewhere. */
import { app, dialog, protocol, session as electronSession, BrowserWindow } from 'electron'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ASSET_SCHEME, assetProtocolResponse, PROJECTOR_PARTITION } from './asset-protocol'
import { CampaignManager } from '../session/campaign-manager'
import { PlayerAssets } from '../persistence/player-assets'
import { CAMPAIGN_FILE, describeProblem } from '../persistence/read'
import { CampaignOpenError, CampaignStore } from '../persistence/store'
import { installProcessGuard } from './process-guard'
import { demoCopy } from './bundled'
import { ArchiveOpener } from './open-archive'
import { loadSettings } from './settings'
import { createSession } from '../session/session'
import { Shell } from './shell'
import { lockDown, windowPaths } from './windows'

const mainDir = dirname(fileURLToPath(import.meta.url))

// Every renderer sandboxed, whatever a window's own options say.
app.enableSandbox()
// Campaign images reach the pages through their own scheme, never file://.
protocol.registerSchemesAsPrivileged([
  { scheme: ASSET_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
])
app.on('web-contents-created', (_event, contents) => lockDown(contents))

/** The most recent campaign that opens, else the GM's copy of the Blue Box demo. Problems are shown, never hidden. */
async function openFirstCampaign(recent: string[]): Promise<CampaignStore> {
  const problems: string[] = []
  for (const dir of recent) {
    if (!existsSync(join(dir, CAMPAIGN_FILE))) continue
    try {
      return await CampaignStore.open(dir)
    } catch (err) {
      problems.push(
        err instanceof CampaignOpenError ? describeProblem(err.problem) : (err as Error).message,
      )
      break
    }
  }
  if (problems.length) {
    dialog.showErrorBox(
      'The last campaign could not be opened',
      `${problems.join('\n')}\n\nNothing was written to it. The demo campaign opens instead; use File › Open Recent to try again and be offered its newest good backup.`,
    )
  }
  return CampaignStore.open(demoCopy('bluebox'))
}

async function start(): Promise<void> {
  // The app needs no camera, microphone, notifications or geolocation.
  const projectorSession = electronSession.fromPartition(PROJECTOR_PARTITION)
  for (const s of [electronSession.defaultSession, projectorSession])
    s.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  const userDataDir = app.getPath('userData')
  const { settings } = loadSettings(join(userDataDir, 'settings.json'))
  let store: CampaignStore
  try {
    store = await openFirstCampaign(settings.recent.map((r) => r.dir))
  } catch (err) {
    dialog.showErrorBox('No campaign could be opened', (err as Error).message)
    app.exit(1)
    return
  }
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session)
  await manager.use(store)
  // An error nothing caught is logged and the app keeps running; a burst of them saves and exits.
  installProcessGuard({ flush: () => manager.flush(), exit: (code) => app.exit(code) })
  // The GM window's session gets the campaign's images; the projector's only what players may.
  const assets = {
    campaignDir: () => manager.dir,
    players: new PlayerAssets({ session, campaignDir: () => manager.dir }),
  }
  protocol.handle(ASSET_SCHEME, (request) => assetProtocolResponse(request.url, 'gm', assets))
  projectorSession.protocol.handle(ASSET_SCHEME, (request) =>
    assetProtocolResponse(request.url, 'player', assets),
  )

  const shell: Shell = new Shell({
    session,
    manager,
    paths: windowPaths(mainDir, process.env.ELECTRON_RENDERER_URL),
    userDataDir,
    onCampaignClosed: () => void shell.actions!.welcome(() => app.quit()),
  })
  shell.remember(store.dir, store.campaign.name)
  shell.openGm()
  // An archive the app was opened with (double-click, Open With) imports now, as File › Import.
  void archives.ready((archive) => shell.actions!.importArchive(archive))

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0 && manager.dir) shell.openGm()
  })
  let quitting = false
  app.on('before-quit', (event) => {
    if (quitting) return
    // Whatever autosave has pending reaches the disk before the app goes.
    event.preventDefault()
    quitting = true
    void manager
      .close()
      .catch((err: unknown) =>
        dialog.showErrorBox('Saving before quitting failed', (err as Error).message),
      )
      // Phones that joined lose the table with the app, not with a socket left open.
      .then(() => shell.phones.stop())
      .finally(() => {
        shell.dispose()
        app.quit()
      })
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !shell.closingCampaign) app.quit()
  })
}

// Listening from the start: macOS hands over a double-clicked archive before the app is ready.
const archives = new ArchiveOpener(process.argv, process.cwd())

if (!app.requestSingleInstanceLock()) {
  // The running copy gets this one's command line (and so its archive) through second-instance.
  app.quit()
} else {
  void app.whenReady().then(start)
}
