// Prints one closing line for the whole `npm test`: unit (vitest) and end-to-end (Playwright).
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null)
const unit = read('test-results/vitest.json')
if (unit) {
  passed += unit.numPassedTests ?? 0
  failed += unit.numFailedTests ?? 0
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0)
} else failed += 1
const e2e = read('test-results/playwright.json')
if (e2e) {
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0)
  failed += e2e.stats?.unexpected ?? 0
  skipped += e2e.stats?.skipped ?? 0
} else failed += 1
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
