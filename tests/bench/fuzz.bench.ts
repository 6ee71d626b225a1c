/**
 * `host.fuzz.crashes`: how often the browser host dies or stops answering over 100,000 fuzzed
 * frames, requests and handshakes from both roles (tests/unit/hostile/arbitraries.ts). Goal 0.
 *
 * The server runs in a child process (tests/unit/hostile/host-child.ts), so a crash ends the
 * child, not the bench: it is counted, the child is restarted on a fresh copy of the demo, and the
 * run goes on. Actions go in batches, several at a time; after each batch the child must still be
 * running and a new GM socket must get an answer within 5 s (else that counts as a crash too).
 * Every tenth batch and at the end the campaign on disk must validate with the demo's maps,
 * tokens, NPCs and PCs intact (`host.fuzz.campaign.broken`, goal 0).
 *
 * Bounded: at most COUNT actions or TIME_LIMIT_MS, whichever comes first (the figures say how
 * many ran). BENCH_FUZZ_COUNT overrides the count for a quick look.
 */
import fc from 'fast-check'
import {
  actionArb,
  Clients,
  describeAction,
  runAction,
  type Action,
} from '../unit/hostile/arbitraries'
import { checkAlive, connect, startHostProcess, type ChildHost } from '../unit/hostile/harness'
import type { Figure } from './harness'

export const COUNT = Number(process.env.BENCH_FUZZ_COUNT) || 100_000
export const TIME_LIMIT_MS = 12 * 60_000
const BATCH = 1000
const CONCURRENCY = 32
const SEED = 20261201

async function gmAnswers(host: ChildHost): Promise<boolean> {
  try {
    const gm = await connect(host, { role: 'gm', timeoutMs: 5000 })
    try {
      const res = await gm.call('history:redo', {}, 5000)
      return res.ok || res.error?.code === 'rejected'
    } finally {
      gm.close()
    }
  } catch {
    return false
  }
}

export async function run(): Promise<Figure[]> {
  const start = performance.now()
  let host = await startHostProcess()
  let ran = 0
  let crashes = 0
  let broken = 0
  let restarts = 0
  const reports: string[] = []
  /** The error line of each crash report ("RangeError: ..."), counted. */
  const kinds = new Map<string, number>()

  const restart = async (why: string, batch: Action[]) => {
    const errorLines = host.stderr().match(/^[A-Za-z]*Error\b.*$/gm) ?? ['(no error printed)']
    const kind = (errorLines.at(-1) as string).slice(0, 120)
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
    if (reports.length < 5)
      reports.push(
        `${why}; batch began with:\n  ${batch.slice(0, 3).map(describeAction).join('\n  ')}\n  ${host.stderr().slice(-600).split('\n').join('\n  ')}`,
      )
    await host.close()
    host = await startHostProcess()
    restarts++
  }

  for (let b = 0; ran < COUNT && performance.now() - start < TIME_LIMIT_MS; b++) {
    const batch = fc.sample(actionArb, { seed: SEED + b, numRuns: Math.min(BATCH, COUNT - ran) })
    const lanes = Array.from({ length: CONCURRENCY }, () => new Clients(host))
    let next = 0
    await Promise.all(
      lanes.map(async (clients) => {
        while (next < batch.length && !host.exited) {
          const action = batch[next++] as Action
          await runAction(host, clients, action, 1000, 100).catch(() => undefined)
          ran++
        }
      }),
    )
    for (const c of lanes) c.closeAll()

    if (host.exited) {
      crashes++
      await restart(`batch ${b}: the server exited (${host.exited.code})`, batch)
      continue
    }
    if (!(await gmAnswers(host))) {
      crashes++
      await restart(`batch ${b}: a GM call got no answer in 5 s`, batch)
      continue
    }
    if (b % 10 === 9 || ran >= COUNT) {
      const alive = await checkAlive(host)
      if (!alive.campaignIntact) {
        broken++
        await restart(`batch ${b}: ${alive.problems.join('; ')}`, batch)
      }
    }
  }
  await host.close()
  const seconds = (performance.now() - start) / 1000
  for (const r of reports) process.stderr.write(`fuzz: ${r}\n`)
  for (const [kind, n] of kinds) process.stderr.write(`fuzz: ${n} x ${kind}\n`)
  process.stderr.write(
    `fuzz: ${ran} actions in ${seconds.toFixed(0)} s, ${crashes} crashes, ${restarts} restarts\n`,
  )
  return [
    { bench: 'host.fuzz.crashes', value: crashes, unit: 'count', goal: 0 },
    { bench: 'host.fuzz.campaign.broken', value: broken, unit: 'count', goal: 0 },
    { bench: 'host.fuzz.actions', value: ran, unit: 'count', goal: COUNT, better: 'higher' },
    { bench: 'host.fuzz.rate', value: ran / seconds, unit: 'ops/s' },
  ]
}
