/**
 * SIGKILL a process saving a campaign, 200 times at seeded points of its first few saves: every
 * time, the folder must validate, equal the last save the process reported or the one it had in
 * flight, and open again in a new store without anyone removing the dead process's lock by hand.
 * Each trial waits for the child's own reports (ready, saving n, saved n), so the work is the same
 * on a loaded machine, only slower.
 */
import { describe, expect, it } from 'vitest'
import { runCrashTrials } from './crash-harness'

describe('campaign store under SIGKILL', () => {
  it('keeps the previous or the next save through 200 kills', async () => {
    const result = await runCrashTrials(200, { seed: 1, concurrency: 2 })
    expect(
      result.intact,
      `failed trials:\n${result.failures.map((f) => `#${f.trial}: ${f.reason}`).join('\n')}`,
    ).toBe(200)
    // Not vacuous: the children really saved, and some kills landed inside a write.
    expect(result.saves).toBeGreaterThan(result.trials)
    expect(result.midWrite).toBeGreaterThan(0)
    // A safety net only: a trial is a child process, a few saves and a check, and a hung child is
    // killed and reported by the harness. Ten minutes is several times what a loaded machine needs.
  }, 600_000)
})
