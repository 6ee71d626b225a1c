// `npm test`: the unit suite, then the end-to-end suite even when the unit suite failed, so one
// failing unit test never hides how the app behaves end to end. Exits non-zero if either failed.
import { spawnSync } from 'node:child_process'

// Under `npm test`, npm names its own script: run that with this Node (no shell, any platform).
const npmCli = process.env.npm_execpath
const run = (script) => {
  const r = npmCli
    ? spawnSync(process.execPath, [npmCli, 'run', script], { stdio: 'inherit' })
    : spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', script], {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      })
  if (r.error) console.error(`test-all: could not start "npm run ${script}": ${r.error.message}`)
  return r.status ?? 1
}

const unit = run('test:unit')
const e2e = run('test:e2e')
if (unit !== 0) console.error(`test-all: the unit tests failed (exit ${unit}).`)
if (e2e !== 0) console.error(`test-all: the end-to-end tests failed (exit ${e2e}).`)
process.exit(unit !== 0 ? unit : e2e)
