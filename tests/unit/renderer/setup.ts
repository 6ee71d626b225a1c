import 'vitest-canvas-mock'
