import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})
