import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

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
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/renderer/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['tests/unit/renderer/**/*.test.ts'],
          setupFiles: ['tests/unit/renderer/setup.ts'],
        },
      },
    ],
  },
})
