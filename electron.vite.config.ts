import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'

export default defineConfig({
  main: {
    build: {
      outDir: 'dist/main',
      rolldownOptions: {
        input: {
          index: resolve('electron/main/index.ts'),
          // The browser host (`npm run serve`): same services, no Electron.
          serve: resolve('electron/main/serve.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'dist/preload',
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
    build: {
      outDir: 'dist/renderer',
      rolldownOptions: {
        input: {
          index: resolve('renderer/index.html'),
          // The map bench page (tests/bench/map.bench.ts); never linked from the app.
          bench: resolve('renderer/bench.html'),
        },
      },
    },
  },
})
