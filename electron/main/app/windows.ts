/** The two windows, created with the security options of ARCHITECTURE.md ("Electron"). */
import {
  BrowserWindow,
  shell,
  type BrowserWindowConstructorOptions,
  type WebContents,
} from 'electron'
import { join } from 'node:path'
import { PROJECTOR_PARTITION } from './asset-protocol'
import { windowedBounds, type ProjectorPlacement } from './displays'

export interface WindowPaths {
  preload: string
  rendererHtml: string
  /** Set by `electron-vite dev`: load the renderer from the dev server instead of a file. */
  devServerUrl?: string
}

export function secureWebPreferences(
  preload: string,
  extra: Partial<BrowserWindowConstructorOptions['webPreferences']> = {},
) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    ...extra,
  }
}

/** Deny new windows and any navigation away from the app; open http(s) links in the browser. */
export function lockDown(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url)
    return { action: 'deny' }
  })
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

/**
 * The projector's page query: the players' view, and the display main put it on, so the page's
 * display key (its calibration profile) is "electron:<display id>:<w>x<h>" (use-table-camera.ts).
 */
export function projectorQuery(displayId: number): Record<string, string> {
  return { view: 'projector', display: String(displayId) }
}

function load(win: BrowserWindow, paths: WindowPaths, query: Record<string, string> | null): void {
  if (paths.devServerUrl) {
    const search = query ? `?${new URLSearchParams(query).toString()}` : ''
    void win.loadURL(`${paths.devServerUrl}${search}`)
  } else {
    void win.loadFile(paths.rendererHtml, query ? { query } : {})
  }
}

/** Load the projector's page again for the display it is now on (its profile follows it). */
export function reloadProjectorFor(
  win: BrowserWindow,
  paths: WindowPaths,
  displayId: number,
): void {
  load(win, paths, projectorQuery(displayId))
}

export function createGmWindow(paths: WindowPaths, title: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    title,
    show: false,
    backgroundColor: '#14171c',
    webPreferences: secureWebPreferences(paths.preload),
  })
  lockDown(win.webContents)
  win.once('ready-to-show', () => win.show())
  load(win, paths, null)
  return win
}

export function createProjectorWindow(
  paths: WindowPaths,
  placement: ProjectorPlacement,
  title: string,
): BrowserWindow {
  const bounds = placement.fullscreen ? placement.display.bounds : windowedBounds(placement.display)
  const win = new BrowserWindow({
    ...bounds,
    title: `${title} (projector)`,
    show: false,
    fullscreen: placement.fullscreen,
    autoHideMenuBar: true,
    backgroundColor: '#000000',
    // The TV keeps drawing while the GM works in the other window. Its own session: its image
    // scheme hands out only what the players may see (asset-protocol.ts).
    webPreferences: secureWebPreferences(paths.preload, {
      backgroundThrottling: false,
      partition: PROJECTOR_PARTITION,
    }),
  })
  win.setMenuBarVisibility(false)
  lockDown(win.webContents)
  win.once('ready-to-show', () => win.show())
  load(win, paths, projectorQuery(placement.display.id))
  return win
}

/** Move an open projector to another display. */
export function placeProjector(win: BrowserWindow, placement: ProjectorPlacement): void {
  if (win.isFullScreen()) win.setFullScreen(false)
  win.setBounds(placement.fullscreen ? placement.display.bounds : windowedBounds(placement.display))
  if (placement.fullscreen) win.setFullScreen(true)
}

export function windowPaths(mainDir: string, devServerUrl?: string): WindowPaths {
  return {
    preload: join(mainDir, '../preload/index.cjs'),
    rendererHtml: join(mainDir, '../renderer/index.html'),
    ...(devServerUrl ? { devServerUrl } : {}),
  }
}
