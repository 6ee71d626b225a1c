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

/**
 * The demo campaigns this build ships, by id: the one list `npm run serve -- --demo <id>` and the
 * desktop app's File › Open a Demo read. `folder` is its folder under resources/ (and, installed,
 * in Electron's resources folder: electron-builder.json's `extraResources` name the same folders);
 * `title` is how the menus name it; `copyName` the folder of the GM's own copy.
 */
export const DEMOS = {
  bluebox: {
    folder: 'demo-campaign',
    title: 'Blue Box: The Shattered Causeway',
    copyName: 'The Shattered Causeway (demo)',
  },
  gg: {
    folder: 'gg-demo-campaign',
    title: 'Trait-Test (GG): The Mill Ford',
    copyName: 'The Mill Ford (GG demo)',
  },
  zz: {
    folder: 'zz-demo-campaign',
    title: 'Zealots of Zaldar: The Goblin Crypt',
    copyName: 'The Goblin Crypt (ZZ demo)',
  },
  bw: {
    folder: 'bw-demo-campaign',
    title: 'BrikWars: Brick Hill Skirmish',
    copyName: 'Brick Hill Skirmish (BW demo)',
  },
} as const satisfies Record<string, { folder: string; title: string; copyName: string }>

export type DemoId = keyof typeof DEMOS

/** The demos' ids in menu order (Blue Box first). */
export const DEMO_IDS = Object.keys(DEMOS) as DemoId[]

/** A bundled demo campaign's folder in the repository (read-only: the app works on a copy). */
export function demoDir(id: DemoId, root = appRoot()): string {
  return join(root, 'resources', DEMOS[id].folder)
}

/** The Blue Box demo's folder, which tests and benchmarks load. */
export function demoCampaignDir(root = appRoot()): string {
  return demoDir('bluebox', root)
}

export function demoCampaignPath(root = appRoot()): string {
  return join(demoCampaignDir(root), 'campaign.json')
}

export function rendererDir(root = appRoot()): string {
  return join(root, 'dist', 'renderer')
}
