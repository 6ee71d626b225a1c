import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'

const BENCH = process.env.BLUEBOX_BENCH === '1'
/** The bench builds into dist-bench/ and leaves the app's dist/ alone. */
const OUT = BENCH ? 'dist-bench' : 'dist'

export default defineConfig({
  main: {
    build: {
      outDir: `${OUT}/main`,
      rolldownOptions: {
        input: {
          index: resolve('electron/main/app/index.ts'),
          // The browser host (`npm run serve`): same services, no Electron.
          serve: resolve('electron/main/lan/serve.ts'),
          // The History list's snapshot checks run in this worker thread, beside the entries.
          'history-worker': resolve('electron/main/session/history-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: `${OUT}/preload`,
      rolldownOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        // Sandboxed preloads must be CommonJS even in a "type": "module" package.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [vue()],
    // The map bench page (renderer/bench.html, tests/bench/map.bench.ts) is built only for the
    // bench, into its own folder, so it never ships with the app.
    build: BENCH
      ? {
          outDir: 'dist-bench/renderer',
          rolldownOptions: {
            input: {
              index: resolve('renderer/index.html'),
              bench: resolve('renderer/bench.html'),
            },
          },
        }
      : {
          outDir: 'dist/renderer',
          rolldownOptions: { input: { index: resolve('renderer/index.html') } },
        },
  },
})
