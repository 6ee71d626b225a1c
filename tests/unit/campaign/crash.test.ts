/**
 * SIGKILL a process saving a campaign at seeded points of its first few saves: every time, the
 * folder must validate, equal the last save the process reported or the one it had in flight, and
 * open again in a new store without anyone removing the dead process's lock by hand. Each trial
 * waits for the child's own reports (ready, saving n, saved n), so the work is the same on a loaded
 * machine, only slower; and the number of trials is sized to the machine: up to 200, and once 20
 * seconds have gone, no new trial past the first 40 (a minute here was a twentieth of CI). The
 * benchmark keeps the full 1,000 kills.
 */
import { describe, expect, it } from 'vitest'
import { runCrashTrials } from './crash-harness'

const MOST = 200
const LEAST = 40

describe('campaign store under SIGKILL', () => {
  it(`keeps the previous or the next save through ${LEAST} to ${MOST} kills`, async () => {
    const result = await runCrashTrials(MOST, {
      seed: 1,
      concurrency: 2,
      budgetMs: 20_000,
      minTrials: LEAST,
    })
    expect(result.trials).toBeGreaterThanOrEqual(LEAST)
    expect(result.trials).toBeLessThanOrEqual(MOST)
    expect(
      result.intact,
      `failed trials:\n${result.failures.map((f) => `#${f.trial}: ${f.reason}`).join('\n')}`,
    ).toBe(result.trials)
    // Not vacuous: the children really saved, and some kills landed inside a write.
    expect(result.saves).toBeGreaterThan(result.trials)
    expect(result.midWrite).toBeGreaterThan(0)
    // A safety net only: 40 trials take well under a minute even on a loaded machine, and a hung
    // child is killed and reported by the harness.
  }, 600_000)
})
