/** One measured figure. `goal` is the target; `better` says which side of it passes. */
export interface Figure {
  bench: string
  value: number
  unit: 'ms' | 'x' | 'count' | 'ops/s' | 'MB'
  goal?: number
  better?: 'lower' | 'higher'
}

/** A bench module: `tests/bench/<area>.bench.ts` exporting `run`. */
export interface BenchModule {
  run: () => Promise<Figure[]> | Figure[]
}

/** The p-th percentile (0..100) of samples, nearest-rank. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples')
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] as number
}

/** Milliseconds spent in `fn`, using the high-resolution clock. */
export function timeMs(fn: () => void): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}

export function meetsGoal(f: Figure): boolean | undefined {
  if (f.goal === undefined) return undefined
  return (f.better ?? 'lower') === 'lower' ? f.value <= f.goal : f.value >= f.goal
}

/** Keep `digits` significant digits, so tiny per-call times do not print as 0. */
export function round(value: number, digits = 5): number {
  return Number.isFinite(value) && value !== 0 ? Number(value.toPrecision(digits)) : value
}

/**
 * The longest main-thread block while it runs: a 1 ms timer's longest gap between ticks, counted
 * from when this resolves (after 20 ms of ticking, so the timer's own start is not counted).
 * `stop()` ends it and gives the longest gap.
 */
export async function heartbeat(): Promise<{ stop: () => number }> {
  let last = performance.now()
  let maxGap = 0
  const timer = setInterval(() => {
    const now = performance.now()
    maxGap = Math.max(maxGap, now - last)
    last = now
  }, 1)
  await new Promise((r) => setTimeout(r, 20))
  maxGap = 0
  last = performance.now()
  return {
    stop() {
      clearInterval(timer)
      return maxGap
    },
  }
}
