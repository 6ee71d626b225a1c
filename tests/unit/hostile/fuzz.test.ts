/**
 * Fuzzing the browser host with what a hostile player or a broken GM page can send: random and
 * malformed WebSocket frames on both roles' sockets, raw frames, HTTP requests with odd paths,
 * methods and headers, aborted bodies, and handshakes with odd Origin, Host and protocols.
 *
 * The server runs in a child process, so a request that crashes it fails the property (and names
 * the batch) instead of killing the test run. After every batch the server must still be up and a
 * GM call must answer; at the end the campaign on disk must validate with nothing of the demo
 * lost. Seeded and bounded in count and time; the bench (tests/bench/fuzz.bench.ts) runs 100,000.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionArb, Clients, describeAction, runAction, type Action } from './arbitraries'
import { checkAlive, connect, startHostProcess, waitFor, type ChildHost } from './harness'

const SEED = 1111
const RUNS = 100
const BATCH = 8
/** The property stops here, counting what it ran, so a slow machine cannot stall the suite. */
const TIME_LIMIT_MS = 25_000

let host: ChildHost
let clients: Clients

beforeAll(async () => {
  host = await startHostProcess()
  clients = new Clients(host)
}, 30_000)

afterAll(async () => {
  clients?.closeAll()
  await host?.close()
})

/**
 * A crash shows as the child's exit, which may come a moment after the request that caused it:
 * when something already failed, wait up to `waitMs` for it, to report the crash, not the symptom.
 */
async function throwIfDied(batch: Action[], waitMs = 0): Promise<void> {
  if (waitMs > 0) await waitFor(() => host.exited !== null, waitMs)
  if (!host.exited) return
  const { code, signal } = host.exited
  throw new Error(
    `the server process died (exit ${code}${signal ? `, ${signal}` : ''}) during:\n${batch.map(describeAction).join('\n')}\n${host.stderr().slice(-1500)}`,
  )
}

describe('the browser host under fuzzed frames, requests and handshakes', () => {
  it('stays up, answers every frame and keeps answering the GM after each batch', async () => {
    let ran = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 1, maxLength: BATCH }),
        async (batch: Action[]) => {
          const silent: string[] = []
          for (const action of batch) {
            if (host.exited) break
            const outcome = await runAction(host, clients, action).catch((err: Error) => ({
              answered: false,
              detail: err.message,
            }))
            ran++
            if (!outcome.answered) silent.push(`${describeAction(action)}: ${outcome.detail}`)
          }
          await throwIfDied(batch)
          expect(silent, 'frames left without a reply or a close').toEqual([])
          const gm = await connect(host, { role: 'gm' }).catch(async (err: Error) => {
            await throwIfDied(batch, 1000)
            throw err
          })
          try {
            const answer = await gm
              .call('history:redo', {}, 3000)
              .catch((e: Error) => ({ ok: false, error: { code: 'timeout', message: e.message } }))
            if (answer.error?.code === 'timeout') await throwIfDied(batch, 1000)
            // Refused (nothing to redo) or done: either way the GM got an answer.
            expect(answer.error?.code).not.toBe('timeout')
          } finally {
            gm.close()
          }
        },
      ),
      {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: true,
        interruptAfterTimeLimit: TIME_LIMIT_MS,
        markInterruptAsFailure: false,
      },
    )
    expect(ran).toBeGreaterThan(50)
  }, 60_000)

  it('afterwards: accepts connections, the GM edits and undoes, the campaign on disk validates with nothing lost', async () => {
    expect(host.exited, host.stderr().slice(-1500)).toBeNull()
    const alive = await checkAlive(host)
    expect(alive.problems).toEqual([])
    expect(alive).toMatchObject({ accepts: true, gmAnswers: true, campaignIntact: true })
  }, 20_000)
})
