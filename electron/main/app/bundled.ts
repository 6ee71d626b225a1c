/** Files the desktop app ships, wherever it runs from: the repository, dist/, or an installed app. */
import { app } from 'electron'
import { join } from 'node:path'
import { appRoot, demoCampaignDir } from './paths'

/**
 * The folder electron-builder's `extraResources` copies the demo campaign to, inside Electron's
 * resources folder (electron-builder.json names the same folder).
 */
export const PACKAGED_DEMO_DIR = 'demo-campaign'

/**
 * The bundled demo campaign. An installed app runs from inside app.asar, which the demo's copy
 * must not be read out of (copying a folder out of an asar is not reliable), so it ships beside it
 * in process.resourcesPath; from source or dist/ it is the repository's resources/ folder.
 */
export function bundledDemoDir(mainDir: string): string {
  return app.isPackaged
    ? join(process.resourcesPath, PACKAGED_DEMO_DIR)
    : demoCampaignDir(appRoot(mainDir))
}
