/**
 * The one test that launches the real Electron binary. Its download is not possible on every
 * machine (electron fetches it at first launch), so it runs only where the binary and a build exist.
 */
import { existsSync } from 'node:fs'
import { _electron as electron, expect, test } from '@playwright/test'

const binaryMarker = 'node_modules/electron/path.txt'
const built = 'dist/main/index.js'
const reason = !existsSync(binaryMarker)
  ? `Electron binary not installed (${binaryMarker} missing); the browser-host tests cover the UI`
  : !existsSync(built)
    ? `${built} missing: run "npm run build"`
    : null

test('the Electron app opens the GM window on the demo campaign', async () => {
  if (reason) console.log(`[electron smoke] skipped: ${reason}`)
  test.skip(reason !== null, reason ?? '')
  const app = await electron.launch({ args: ['.'], env: { ...process.env, CI: '1' } })
  try {
    const win = await app.firstWindow()
    await expect(win).toHaveTitle(/Blue Box GM/)
    await win.waitForFunction(() => (window.__blueboxMap?.gm?.drawnTokenIds().length ?? 0) > 0)
  } finally {
    await app.close()
  }
})
