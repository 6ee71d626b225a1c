/**
 * Which Chromium the end-to-end tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own browser when `npx playwright install chromium` has fetched one.
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

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`)
    return fromEnv
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  let bundled: string
  try {
    bundled = chromium.executablePath()
  } catch {
    bundled = ''
  }
  if (bundled && existsSync(bundled)) return bundled
  throw new Error(
    'No Chromium found for the end-to-end tests. Set CHROMIUM_PATH, install Debian\'s "chromium" ' +
      '(apt-get install chromium), or run "npx playwright install chromium".',
  )
}
