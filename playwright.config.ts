import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  fullyParallel: false,
  // Each spec starts its own host on a scratch copy, so two run side by side (CI's 20 minutes).
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})
