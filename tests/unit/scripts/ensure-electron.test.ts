/**
 * scripts/ensure-electron.mjs (prestart/predev) run as npm runs it, on a copy of the electron
 * package in a temp folder: the real node_modules/electron is never touched.
 */
import { execFile } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../../../', import.meta.url).pathname
const SCRIPT = join(ROOT, 'scripts', 'ensure-electron.mjs')
const REAL_ELECTRON = join(ROOT, 'node_modules', 'electron')
const EXECUTABLE =
  process.platform === 'darwin'
    ? 'Electron.app/Contents/MacOS/Electron'
    : process.platform === 'win32'
      ? 'electron.exe'
      : 'electron'

/** A copy of the electron package (its installer included) with no binary. */
function electronCopy(): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), 'bb-ensure-electron-'))
  const dir = join(root, 'electron')
  mkdirSync(dir)
  for (const f of ['package.json', 'install.js', 'checksums.json']) {
    copyFileSync(join(REAL_ELECTRON, f), join(dir, f))
  }
  return { root, dir }
}

function run(
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { ...process.env }
  for (const k of ['ELECTRON_EXEC_PATH', 'ELECTRON_OVERRIDE_DIST_PATH', 'npm_lifecycle_event']) {
    delete base[k]
  }
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT],
      { env: { ...base, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

describe('ensure-electron (prestart)', () => {
  it('binary missing and no download possible: one line naming what to do, exit 1', async () => {
    const { root, dir } = electronCopy()
    const { code, stdout, stderr } = await run({
      BLUEBOX_ELECTRON_DIR: dir,
      // The copied installer finds @electron/get in the project's node_modules.
      NODE_PATH: join(ROOT, 'node_modules'),
      // Nothing listens on port 1: the download fails at once, even on a machine with internet.
      ELECTRON_MIRROR: 'http://127.0.0.1:1/',
      electron_config_cache: join(root, 'cache'),
      npm_lifecycle_event: 'prestart',
    })
    expect(code).toBe(1)
    expect(stdout).toBe('')
    const lines = stderr.split('\n').filter((l) => l.trim())
    expect(lines).toHaveLength(1)
    const [line] = lines as [string]
    expect(line).toMatch(/^Electron 45\.\d+\.\d+ is not installed and its download failed \(/)
    expect(line).toContain('ELECTRON_MIRROR')
    expect(line).toContain('then run npm start again')
    expect(line).toContain('npm run serve')
    expect(line).not.toMatch(/\bat .+:\d+:\d+/)
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number]
    expect(line.includes('use Node 22.12 or newer')).toBe(
      major < 22 || (major === 22 && minor < 12),
    )
    expect(existsSync(join(dir, 'path.txt'))).toBe(false)
  }, 60_000)

  it('says npm run dev when it runs before npm run dev', async () => {
    const { root, dir } = electronCopy()
    const { code, stderr } = await run({
      BLUEBOX_ELECTRON_DIR: dir,
      NODE_PATH: join(ROOT, 'node_modules'),
      ELECTRON_MIRROR: 'http://127.0.0.1:1/',
      electron_config_cache: join(root, 'cache'),
      npm_lifecycle_event: 'predev',
    })
    expect(code).toBe(1)
    expect(stderr).toContain('then run npm run dev again')
  }, 60_000)

  it('binary present: exits 0 at once, prints nothing and never runs the installer', async () => {
    const { root, dir } = electronCopy()
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string
    }
    const marker = join(root, 'installer-ran')
    // An installer that would leave a mark: it must not be run when the binary is there.
    writeFileSync(
      join(dir, 'install.js'),
      `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); process.exit(3)\n`,
    )
    const exe = join(dir, 'dist', EXECUTABLE)
    mkdirSync(join(exe, '..'), { recursive: true })
    writeFileSync(exe, '#!/bin/sh\n')
    chmodSync(exe, 0o755)
    writeFileSync(join(dir, 'dist', 'version'), version)
    writeFileSync(join(dir, 'path.txt'), EXECUTABLE)

    const started = performance.now()
    const { code, stdout, stderr } = await run({ BLUEBOX_ELECTRON_DIR: dir })
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(existsSync(marker)).toBe(false)
    expect(performance.now() - started).toBeLessThan(10_000)
  }, 60_000)

  it('an older binary than the pinned version counts as missing: the installer runs', async () => {
    const { root, dir } = electronCopy()
    const marker = join(root, 'installer-ran')
    writeFileSync(
      join(dir, 'install.js'),
      `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); console.error('Error: offline'); process.exit(1)\n`,
    )
    mkdirSync(join(dir, 'dist', EXECUTABLE, '..'), { recursive: true })
    writeFileSync(join(dir, 'dist', EXECUTABLE), '')
    writeFileSync(join(dir, 'dist', 'version'), '1.0.0')
    writeFileSync(join(dir, 'path.txt'), EXECUTABLE)
    const { code, stderr } = await run({ BLUEBOX_ELECTRON_DIR: dir })
    expect(code).toBe(1)
    expect(existsSync(marker)).toBe(true)
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).toContain('(offline)')
  }, 60_000)
})
