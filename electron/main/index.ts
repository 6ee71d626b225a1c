/** Electron entry: app lifecycle around the shell. Everything testable lives elsewhere. */
import { app, dialog, session, BrowserWindow } from 'electron'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appRoot, demoCampaignPath } from './paths'
import { createSession, loadCampaignFile } from './services/session'
import { Shell } from './shell'
import { lockDown, windowPaths } from './windows'

const mainDir = dirname(fileURLToPath(import.meta.url))

// Every renderer sandboxed, whatever a window's own options say.
app.enableSandbox()
app.on('web-contents-created', (_event, contents) => lockDown(contents))

function start(): void {
  // The app needs no camera, microphone, notifications or geolocation.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  let campaign
  try {
    campaign = loadCampaignFile(demoCampaignPath(appRoot(mainDir)))
  } catch (err) {
    dialog.showErrorBox('The campaign could not be opened', (err as Error).message)
    app.exit(1)
    return
  }
  const shell = new Shell({
    session: createSession(campaign),
    paths: windowPaths(mainDir, process.env.ELECTRON_RENDERER_URL),
    userDataDir: app.getPath('userData'),
  })
  shell.openGm()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) shell.openGm()
  })
  app.on('will-quit', () => shell.dispose())
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0]
    if (win) {
      if (win.isMinimized()) win.restore()
      win.focus()
    }
  })
  void app.whenReady().then(start)
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}

