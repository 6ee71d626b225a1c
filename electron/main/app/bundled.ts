/** Files the desktop app ships, wherever it runs from: the repository, dist/, or an installed app. */
import { app } from 'electron'
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { CAMPAIGN_FILE } from '../persistence/read'
import { appRoot, DEMOS, demoDir, type DemoId } from './paths'

/**
 * The folder electron-builder's `extraResources` copies a demo campaign to, inside Electron's
 * resources folder: the same name as its folder under resources/ (electron-builder.json names
 * the same folders).
 */
export function packagedDemoFolder(id: DemoId): string {
  return DEMOS[id].folder
}

/**
 * A bundled demo campaign. An installed app runs from inside app.asar, which the demo's copy
 * must not be read out of (copying a folder out of an asar is not reliable), so it ships beside it
 * in process.resourcesPath; from source or dist/ it is the repository's resources/ folder (found
 * above `mainDir`, by default above this module).
 */
export function bundledDemoDir(id: DemoId, mainDir?: string): string {
  return app.isPackaged
    ? join(process.resourcesPath, packagedDemoFolder(id))
    : demoDir(id, appRoot(mainDir))
}

/** Where the GM's own copies of the demos go: Documents/Blue Box Campaigns. */
export function demosHome(): string {
  return join(app.getPath('documents'), 'Blue Box Campaigns')
}

/**
 * The GM's own copy of a bundled demo (the bundle itself stays read-only): copied the first time,
 * the same folder (with the GM's changes) every time after. A folder of that name holding no
 * campaign is left alone; the copy goes to "… (demo 2)" and so on.
 */
export function demoCopy(id: DemoId, home = demosHome()): string {
  const name = DEMOS[id].copyName
  let dir = join(home, name)
  for (let i = 2; existsSync(dir) && !existsSync(join(dir, CAMPAIGN_FILE)); i++) {
    dir = join(home, name.replace(/\)$/, ` ${i})`))
  }
  if (!existsSync(dir)) cpSync(bundledDemoDir(id), dir, { recursive: true })
  return dir
}
