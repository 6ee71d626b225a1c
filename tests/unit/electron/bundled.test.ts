/** Where the desktop app finds the demo campaign: the repository, or an installed app's resources. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('electron', async () => {
  const mock = (await import('../support/electron-mock')).electronMock()
  return { ...mock, app: { ...mock.app, isPackaged: false } }
})

const electron = await import('electron')
const { bundledDemoDir, PACKAGED_DEMO_DIR } = await import('../../../electron/main/app/bundled')

const ROOT = new URL('../../../', import.meta.url).pathname
const app = electron.app as { isPackaged: boolean }
const proc = process as unknown as { resourcesPath?: string }

afterEach(() => {
  app.isPackaged = false
  delete proc.resourcesPath
})

describe('bundledDemoDir (electron mocked)', () => {
  it('from source or dist/: the repository resources/demo-campaign, which holds a campaign', () => {
    for (const mainDir of [join(ROOT, 'electron', 'main'), join(ROOT, 'dist', 'main')]) {
      const dir = bundledDemoDir(mainDir)
      expect(dir).toBe(join(ROOT, 'resources', 'demo-campaign'))
      expect(existsSync(join(dir, 'campaign.json'))).toBe(true)
    }
  })

  it("installed: beside app.asar in Electron's resources folder, not inside the asar", () => {
    app.isPackaged = true
    proc.resourcesPath = '/opt/Blue Box GM/resources'
    const dir = bundledDemoDir('/opt/Blue Box GM/resources/app.asar/dist/main')
    expect(dir).toBe(join('/opt/Blue Box GM/resources', PACKAGED_DEMO_DIR))
    expect(dir).not.toContain('app.asar')
  })
})
