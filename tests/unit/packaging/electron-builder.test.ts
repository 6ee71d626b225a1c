/**
 * The installers' configuration (electron-builder.json). Electron's binary cannot be downloaded
 * here, so no installer is built; instead the config is checked against electron-builder's own
 * schema, against the files the build makes, and by letting electron-builder lay out an unpacked
 * Linux app around a stand-in Electron (its `dir` target with `electronDist`), whose contents are
 * then read back.
 */
import { execFile } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ARCHIVE_EXTENSION } from '../../../electron/main/persistence/archive'
import { LOCK_FILE } from '../../../electron/main/persistence/lock'

vi.mock('electron', async () => (await import('../support/electron-mock')).electronMock())

const { packagedDemoFolder } = await import('../../../electron/main/app/bundled')
const { DEMO_IDS, DEMOS } = await import('../../../electron/main/app/paths')
const viteConfig = (await import('../../../electron.vite.config')).default as unknown as Record<
  'main' | 'preload' | 'renderer',
  { build: { outDir: string } }
>

const ROOT = new URL('../../../', import.meta.url).pathname
const require = createRequire(import.meta.url)

interface BuilderConfig {
  appId: string
  productName: string
  icon: string
  directories: { output: string; buildResources: string }
  files: string[]
  extraResources: { from: string; to: string; filter: string[] }[]
  fileAssociations: { ext: string; name: string; mimeType: string; role: string }[]
  linux: { target: string[]; maintainer: string }
  win: { target: string[] }
  nsis: { perMachine: boolean }
  mac: { target: string[] }
}

const config = JSON.parse(
  readFileSync(join(ROOT, 'electron-builder.json'), 'utf8'),
) as BuilderConfig
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  main: string
  scripts: Record<string, string>
  devDependencies: Record<string, string>
}

/** electron-builder's own loader and validator (app-builder-lib, which ships scheme.json). */
const builderConfig = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(projectDir: string, configPath: string | null, fromOptions: null): Promise<object>
  validateConfiguration(config: object, debug: { isEnabled: boolean }): Promise<void>
}
const quietDebug = { isEnabled: false, add() {} }

describe('electron-builder.json', () => {
  it('is the config electron-builder loads, and it validates against its schema', async () => {
    const loaded = await builderConfig.getConfig(ROOT, null, null)
    expect(loaded).toMatchObject({ appId: config.appId, productName: 'Blue Box GM' })
    await expect(builderConfig.validateConfiguration(loaded, quietDebug)).resolves.toBeUndefined()
    // Compiling electron-builder's schema takes a few seconds the first time.
  }, 60_000)

  it('the validation is real: a misspelt option is refused', async () => {
    const loaded = await builderConfig.getConfig(ROOT, null, null)
    const broken = { ...loaded, linux: { ...config.linux, targets: ['AppImage'] } }
    await expect(builderConfig.validateConfiguration(broken, quietDebug)).rejects.toThrow(
      /configuration\.linux/,
    )
  }, 60_000)

  it('builds AppImage and deb on Linux, an NSIS installer on Windows, a dmg on macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
    expect(config.win.target).toEqual(['nsis'])
    expect(config.mac.target).toEqual(['dmg'])
    // A .deb needs a maintainer; package.json has no author to take one from.
    expect(config.linux.maintainer).toBeTruthy()
  })

  it('packs exactly the build output the app runs from', () => {
    const positive = config.files.filter((f) => !f.startsWith('!'))
    const outDirs = [viteConfig.main, viteConfig.preload, viteConfig.renderer].map(
      (c) => c.build.outDir,
    )
    expect(outDirs).toEqual(['dist/main', 'dist/preload', 'dist/renderer'])
    expect(positive).toEqual(['package.json', ...outDirs.map((d) => `${d}/**/*`)])
    expect(pkg.main.startsWith('dist/main/')).toBe(true)
    for (const f of positive) {
      expect(f).not.toMatch(/^(tests|dist-bench|renderer|electron|shared|node_modules)\b/)
    }
    expect(config.files).toContain('!**/*.map')
  })

  it('ships every demo campaign beside app.asar, where the installed app looks for it', () => {
    expect(DEMO_IDS).toEqual(['bluebox', 'gg', 'zz', 'bw'])
    expect(config.extraResources).toEqual(
      DEMO_IDS.map((id) => ({
        from: `resources/${DEMOS[id].folder}`,
        to: packagedDemoFolder(id),
        filter: ['**/*', '!backups/**', '!*.lock'],
      })),
    )
    for (const id of DEMO_IDS)
      expect(existsSync(join(ROOT, 'resources', DEMOS[id].folder, 'campaign.json'))).toBe(true)
  })

  it('has a 1024x1024 RGBA PNG icon', () => {
    const png = readFileSync(join(ROOT, config.icon))
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))
    expect(png.toString('latin1', 12, 16)).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024])
    expect(png[25]).toBe(6) // colour type: truecolour with alpha
  })

  it('associates the campaign archive extension, never .zip', () => {
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({
        ext: ARCHIVE_EXTENSION,
        mimeType: 'application/x-bluebox-campaign',
        role: 'Editor',
      }),
    ])
    expect(JSON.stringify(config.fileAssociations)).not.toMatch(/"zip"/)
    // electron-builder registers NSIS file associations only for per-machine installs.
    expect(config.nsis.perMachine).toBe(true)
  })

  it('writes installers to a git-ignored folder outside the build output', () => {
    expect(config.directories.output).toBe('release')
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')
    expect(ignored).toContain('release/')
    expect(pkg.scripts.dist).toMatch(/electron-vite build && electron-builder --publish never$/)
  })
})

function run(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, timeout: 150_000, env: { ...process.env, CI: 'true' } },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

function write(file: string, content = 'x'): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

describe('electron-builder lays out the app (dir target, stand-in Electron)', () => {
  it('packs the build output and package.json, the demos beside it; no tests, benches, sources or maps', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'bb-pack-'))
    const project = join(tmp, 'project')
    // A project like this one after a build, with everything that must stay out lying about.
    mkdirSync(project)
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ ...pkg, dependencies: {}, devDependencies: {} }, null, 2),
    )
    cpSync(join(ROOT, 'electron-builder.json'), join(project, 'electron-builder.json'))
    cpSync(join(ROOT, 'resources'), join(project, 'resources'), { recursive: true })
    for (const id of DEMO_IDS) {
      write(join(project, 'resources', DEMOS[id].folder, 'backups', 'old.json'), '{}')
      write(join(project, 'resources', DEMOS[id].folder, LOCK_FILE), '{}')
    }
    for (const f of [
      'dist/main/index.js',
      'dist/main/index.js.map',
      'dist/main/chunks/session.js',
      'dist/preload/index.cjs',
      'dist/renderer/index.html',
      'dist/renderer/assets/index.js',
      'dist/renderer/assets/index.js.map',
      'dist-bench/renderer/bench.html',
      'tests/unit/a.test.ts',
      'tests/bench/map.bench.ts',
      'bench-results/run.json',
      'electron/main/index.ts',
      'renderer/src/App.vue',
      'shared/model/index.ts',
      'test-results/vitest.json',
    ]) {
      write(join(project, f))
    }
    // A stand-in for Electron's unpacked distribution: electron-builder copies it and renames
    // the executable, so nothing is downloaded.
    const electronDist = join(tmp, 'electron-dist')
    write(join(electronDist, 'electron'), '#!/bin/sh\n')
    chmodSync(join(electronDist, 'electron'), 0o755)
    write(join(electronDist, 'version'), pkg.devDependencies.electron!)
    mkdirSync(join(electronDist, 'resources'))

    const out = join(tmp, 'out')
    const { code, output } = await run(
      [
        require.resolve('electron-builder/cli.js'),
        '--linux',
        'dir',
        '--publish',
        'never',
        '--projectDir',
        project,
        `-c.electronDist=${electronDist}`,
        `-c.electronVersion=${pkg.devDependencies.electron}`,
        `-c.directories.output=${out}`,
      ],
      project,
    )
    expect(code, output).toBe(0)

    const app = join(out, 'linux-unpacked')
    expect(existsSync(join(app, 'bluebox-gm'))).toBe(true)
    const asar = require('@electron/asar') as { listPackage(file: string): string[] }
    const files = asar
      .listPackage(join(app, 'resources', 'app.asar'))
      .map((f) => f.replaceAll('\\', '/').replace(/^\//, ''))
      .sort()
    expect(files).toEqual([
      'dist',
      'dist/main',
      'dist/main/chunks',
      'dist/main/chunks/session.js',
      'dist/main/index.js',
      'dist/preload',
      'dist/preload/index.cjs',
      'dist/renderer',
      'dist/renderer/assets',
      'dist/renderer/assets/index.js',
      'dist/renderer/index.html',
      'package.json',
    ])
    for (const id of DEMO_IDS) {
      const demo = join(app, 'resources', packagedDemoFolder(id))
      expect(existsSync(join(demo, 'campaign.json'))).toBe(true)
      expect(existsSync(join(demo, 'backups'))).toBe(false)
      expect(existsSync(join(demo, LOCK_FILE))).toBe(false)
    }
  }, 180_000)
})
