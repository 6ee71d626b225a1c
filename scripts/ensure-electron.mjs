#!/usr/bin/env node
/**
 * Runs before `npm start` and `npm run dev`: makes sure Electron's binary is installed.
 *
 * Electron 45 has no install script, so `npm install` leaves the binary out; electron-vite reads
 * `node_modules/electron/path.txt` itself and stops with a bare "Electron uninstall" when it is
 * missing. This runs Electron's own installer (which downloads once and is a no-op afterwards)
 * and, when the download cannot happen, prints one line saying why and what to do, and exits 1.
 *
 * Plain Node, no dependencies. BLUEBOX_ELECTRON_DIR names another electron package folder (tests).
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Electron's installer (@electron/get) needs this Node; older ones may not get the download. */
const INSTALLER_NODE = [22, 12]

function electronDir() {
  if (process.env.BLUEBOX_ELECTRON_DIR) return process.env.BLUEBOX_ELECTRON_DIR
  return dirname(createRequire(import.meta.url).resolve('electron/package.json'))
}

/** The executable's path inside dist/, as electron/install.js names it for this platform. */
function platformPath() {
  const platform =
    process.env.ELECTRON_INSTALL_PLATFORM || process.env.npm_config_platform || process.platform
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

/** The same test electron/install.js makes before it downloads anything. */
function isInstalled(dir, version) {
  try {
    const installed = readFileSync(join(dir, 'dist', 'version'), 'utf8')
      .trim()
      .replace(/^v/, '')
    if (installed !== version) return false
    if (readFileSync(join(dir, 'path.txt'), 'utf8') !== platformPath()) return false
  } catch {
    return false
  }
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist')
  return existsSync(join(distDir, platformPath()))
}

function nodeTooOld() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  return major < INSTALLER_NODE[0] || (major === INSTALLER_NODE[0] && minor < INSTALLER_NODE[1])
}

/** The installer's error in a few words (its first line), without the stack. */
function reason(output) {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '))
  const line = lines.find((l) => /error|failed|ENOTFOUND|ECONN|ETIMEDOUT|EAI_AGAIN/i.test(l))
  const text = (line ?? lines[0] ?? 'no reason given').replace(/^[A-Za-z]*Error:\s*/, '')
  return text.length > 100 ? `${text.slice(0, 99)}…` : text
}

function runInstaller(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dir, 'install.js')], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', (err) => resolve({ code: 1, output: err.message }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

async function main() {
  const executable = process.env.ELECTRON_EXEC_PATH
  if (executable && existsSync(executable)) return 0
  const dir = electronDir()
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (isInstalled(dir, version)) return 0

  const tty = process.stderr.isTTY
  if (tty) process.stderr.write(`Downloading Electron ${version} (once)…`)
  const { code, output } = await runInstaller(dir)
  if (tty) process.stderr.write('\r\x1b[K')
  if (code === 0 && isInstalled(dir, version)) return 0

  const again = process.env.npm_lifecycle_event === 'predev' ? 'npm run dev' : 'npm start'
  const todo = []
  if (nodeTooOld()) {
    todo.push(`use Node ${INSTALLER_NODE.join('.')} or newer (this is ${process.versions.node})`)
  }
  todo.push('check the network (or set ELECTRON_MIRROR)')
  process.stderr.write(
    `Electron ${version} is not installed and its download failed (${reason(output)}): ` +
      `${todo.join(', ')}, then run ${again} again. Without Electron, npm run serve runs Blue Box GM in a browser.\n`,
  )
  return 1
}

process.exitCode = await main()
