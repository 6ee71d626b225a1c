/**
 * Which Chromium the end-to-end tests drive: $CHROMIUM_PATH, else Debian's old headless shell
 * (package chromium-headless-shell, the same Chromium build without the desktop browser around
 * it: the suite costs about 30% less CPU than under /usr/bin/chromium's headless mode, which is
 * what keeps CI under 20 minutes on two cores), else Debian's /usr/bin/chromium, else
 * Playwright's own browser when `npx playwright install chromium` has fetched one. The benches
 * ask for the full browser (`{ headlessShell: false }`): their frame times are a GM's browser's.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export function findChromium(options: { headlessShell?: boolean } = {}): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`)
    return fromEnv
  }
  if (options.headlessShell !== false && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  let bundled: string
  try {
    bundled = chromium.executablePath()
  } catch {
    bundled = ''
  }
  if (bundled && existsSync(bundled)) return bundled
  throw new Error(
    "No Chromium found for the end-to-end tests. Set CHROMIUM_PATH, install Debian's " +
      '"chromium-headless-shell" or "chromium" (apt-get install chromium-headless-shell), or run ' +
      '"npx playwright install chromium".',
  )
}
