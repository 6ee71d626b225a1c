/** Where bundled files live, for the built app (dist/main/*.js) and for sources run by tests. */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository (or packaged app) root: the nearest folder above `from` with a package.json. */
export function appRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from)
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir
    const up = dirname(dir)
    if (up === dir) throw new Error(`no package.json above ${from}`)
    dir = up
  }
}

/** The bundled demo campaign folder (read-only: the app works on a copy). */
export function demoCampaignDir(root = appRoot()): string {
  return join(root, 'resources', 'demo-campaign')
}

export function demoCampaignPath(root = appRoot()): string {
  return join(demoCampaignDir(root), 'campaign.json')
}

export function rendererDir(root = appRoot()): string {
  return join(root, 'dist', 'renderer')
}
