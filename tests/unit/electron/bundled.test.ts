/** Where the desktop app finds the demo campaigns: the repository, or an installed app's resources. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('electron', async () => {
  const mock = (await import('../support/electron-mock')).electronMock()
  return { ...mock, app: { ...mock.app, isPackaged: false } }
})

const electron = await import('electron')
const { bundledDemoDir, packagedDemoFolder } = await import('../../../electron/main/app/bundled')

const ROOT = new URL('../../../', import.meta.url).pathname
const app = electron.app as { isPackaged: boolean }
const proc = process as unknown as { resourcesPath?: string }

afterEach(() => {
  app.isPackaged = false
  delete proc.resourcesPath
})

describe('bundledDemoDir (electron mocked)', () => {
  it.each([
    ['bluebox', 'demo-campaign'],
    ['gg', 'gg-demo-campaign'],
  ] as const)(
    'from source or dist/: the %s demo is the repository resources/%s, which holds a campaign of its rules',
    (id, folder) => {
      for (const mainDir of [
        join(ROOT, 'electron', 'main'),
        join(ROOT, 'dist', 'main'),
        undefined,
      ]) {
        const dir = bundledDemoDir(id, mainDir)
        expect(dir).toBe(join(ROOT, 'resources', folder))
        const campaign = JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as {
          rulesetId: string
        }
        expect(campaign.rulesetId).toBe(id)
      }
    },
  )

  it.each([
    ['bluebox', 'demo-campaign'],
    ['gg', 'gg-demo-campaign'],
  ] as const)(
    "installed: the %s demo is beside app.asar in Electron's resources folder (%s), not inside the asar",
    (id, folder) => {
      app.isPackaged = true
      proc.resourcesPath = '/opt/Blue Box GM/resources'
      const dir = bundledDemoDir(id, '/opt/Blue Box GM/resources/app.asar/dist/main')
      expect(packagedDemoFolder(id)).toBe(folder)
      expect(dir).toBe(join('/opt/Blue Box GM/resources', folder))
      expect(dir).not.toContain('app.asar')
    },
  )
})
