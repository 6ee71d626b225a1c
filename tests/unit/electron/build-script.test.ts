/** `npm run build` typechecks before it bundles, as electron-vite's template does. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>
}

describe('package scripts', () => {
  it('build runs the typecheck first and stops on a type error', () => {
    expect(pkg.scripts.build).toBe('npm run typecheck && electron-vite build')
    // The typecheck covers main, shared and tests (node), the e2e specs, and the renderer (vue-tsc).
    expect(pkg.scripts.typecheck).toContain('tsconfig.node.json')
    expect(pkg.scripts.typecheck).toContain('vue-tsc --noEmit -p tsconfig.web.json')
  })

  it('the e2e and browser-host scripts still bundle first', () => {
    expect(pkg.scripts['test:e2e']).toMatch(/^electron-vite build && playwright test/)
    expect(pkg.scripts.serve).toMatch(/^electron-vite build && node dist\/main\/serve\.js/)
  })
})
