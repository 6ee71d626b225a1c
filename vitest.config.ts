import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

const PURE = [
  'tests/unit/rules/**/*.test.ts',
  'tests/unit/rulesets/**/*.test.ts',
  'tests/unit/shared/**/*.test.ts',
  'tests/unit/dice/**/*.test.ts',
]

// Under `npm run mutate` only: switch Stryker's mutant on before each test file imports the code
// (see the file).
const MUTATE_SETUP = process.env.MUTATE_AREA ? ['tests/unit/support/mutate-static.ts'] : []

export default defineConfig({
  plugins: [vue()],
  test: {
    // Both cores (Vitest's default leaves one idle: CPUs - 1), and room for the slowest tests
    // (brute-force odds, a 20 MB import) when the two workers share a loaded machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        // The rules, geometry and model tests: pure functions with no module mocks or
        // timers, so one worker keeps its modules between files instead of importing the rules
        // afresh for each (most of the suite's time went to imports).
        extends: true,
        test: {
          name: 'pure',
          environment: 'node',
          include: PURE,
          setupFiles: MUTATE_SETUP,
          // Under `npm run mutate` each file imports afresh: Stryker switches a mutant of code
          // that runs as a module loads (a table built at import) only in a fresh import.
          isolate: Boolean(process.env.MUTATE_AREA),
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/renderer/**', ...PURE],
          setupFiles: MUTATE_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['tests/unit/renderer/**/*.test.ts'],
          setupFiles: ['tests/unit/renderer/setup.ts', ...MUTATE_SETUP],
        },
      },
    ],
  },
})
