import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  // Two specs at a time (each starts its own host on a scratch copy): one at a time the suite ran
  // past CI's 20 minutes. A loaded 2-core machine is slow, not wrong: specs wait for states, and
  // these bounds only say how long a state may take to arrive.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})
