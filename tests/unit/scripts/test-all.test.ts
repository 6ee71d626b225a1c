import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// `npm test` runs scripts/test-all.mjs: both suites, whatever the first one did.
const script = resolve('scripts/test-all.mjs')
const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

/** A scratch project whose suites exit with the given codes and leave a mark when they run. */
function project(unitExit: number, e2eExit: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-all-'))
  dirs.push(dir)
  const suite = (name: string, code: number) =>
    `node -e "require('fs').writeFileSync('${name}.ran', ''); process.exit(${code})"`
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'scratch',
      private: true,
      scripts: { 'test:unit': suite('unit', unitExit), 'test:e2e': suite('e2e', e2eExit) },
    }),
  )
  return dir
}

function runIn(dir: string) {
  const env = { ...process.env }
  delete env.npm_execpath // as when run directly; under npm it is set and used
  return spawnSync(process.execPath, [script], { cwd: dir, env, encoding: 'utf8' })
}

describe('npm test (scripts/test-all.mjs)', () => {
  it('runs the end-to-end suite even when the unit suite fails, and fails', () => {
    const dir = project(3, 0)
    const r = runIn(dir)
    expect(existsSync(join(dir, 'unit.ran'))).toBe(true)
    expect(existsSync(join(dir, 'e2e.ran'))).toBe(true)
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('the unit tests failed')
  }, 60_000)

  it('fails when only the end-to-end suite fails, and passes when both pass', () => {
    const failing = project(0, 2)
    expect(runIn(failing).status).not.toBe(0)
    const passing = project(0, 0)
    const r = runIn(passing)
    expect(r.status).toBe(0)
    expect(existsSync(join(passing, 'e2e.ran'))).toBe(true)
  }, 60_000)
})
