/**
 * Only under `npm run mutate` (vitest.config.ts adds it then): switch Stryker's mutant on before
 * the test file imports the code. Stryker's vitest runner switches it on in a beforeAll when a
 * run is filtered to the covering tests, after the modules have loaded, so a mutant in code that
 * runs as a module loads (a table built at import) was never active and came back Survived
 * (stryker-js issues 6144 and 6209). Each test file imports afresh under mutate, so setting it
 * here, before the imports, is what a fresh process would see. Switching a run-time mutant on a
 * moment earlier changes nothing: it is the same mutant for the whole run.
 */
import { inject } from 'vitest'

// Stryker provides these keys; they are not in vitest's ProvidedContext types.
const get = inject as unknown as (key: string) => unknown
const name = get('globalNamespace')
if (typeof name === 'string' && get('mode') === 'mutant') {
  const g = globalThis as unknown as Record<string, { activeMutant?: unknown } | undefined>
  const ns = (g[name] ??= {})
  ns.activeMutant = get('activeMutant')
}
