/**
 * `npm run bench`: runs every tests/bench/*.bench.ts (or those whose file name contains an
 * argument), prints a readable table, then one JSON line per figure.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { meetsGoal, round, type BenchModule, type Figure } from './harness'

const here = dirname(fileURLToPath(import.meta.url))
const filters = process.argv.slice(2)
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((k) => f.includes(k)))
  .sort()

if (files.length === 0) {
  console.error(`bench: no bench file matches ${filters.join(', ') || '*.bench.ts'}`)
  process.exit(2)
}

const figures: Figure[] = []
let failed = false
for (const file of files) {
  process.stderr.write(`bench: running ${file}...\n`)
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule
    figures.push(...(await mod.run()))
  } catch (err) {
    failed = true
    console.error(`bench: ${file} failed: ${err instanceof Error ? err.stack : String(err)}`)
  }
}

const rows = figures.map((f) => {
  const ok = meetsGoal(f)
  const cmp = (f.better ?? 'lower') === 'lower' ? '<=' : '>='
  return [
    f.bench,
    `${round(f.value)} ${f.unit}`,
    f.goal === undefined ? '' : `${cmp} ${f.goal} ${f.unit}`,
    ok === undefined ? '' : ok ? 'ok' : 'MISSED',
  ]
})
const header = ['bench', 'value', 'goal', '']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd()
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const r of rows) console.log(line(r))
console.log('')
for (const f of figures) {
  const out: Record<string, unknown> = { bench: f.bench, value: round(f.value), unit: f.unit }
  if (f.goal !== undefined) out.goal = f.goal
  if (f.better === 'higher') out.better = 'higher'
  console.log(JSON.stringify(out))
}
if (failed) process.exit(1)
