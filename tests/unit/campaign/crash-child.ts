/**
 * The process the crash test kills: `node crash-child.mjs <dir> <seed>` opens the campaign and
 * saves in a loop, printing `saving <n>` as save n starts and `saved <n>` once it is on disk.
 * The parent SIGKILLs it at a seeded point of those saves and checks the folder holds save n or
 * save n + 1, nothing else.
 *
 * The state of save n is a pure function of the opened campaign, the seed and n (crashStep), so
 * the parent can rebuild exactly what must be on disk.
 */
import { writeSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { Campaign } from '../../../shared/model'
import { CampaignStore } from '../../../electron/main/persistence/store'

/** The note whose size varies, so writes take different times. The schema allows 200,000 chars. */
export const CRASH_NOTE_ID = 'crash-note'
const MAX_BODY = 200_000

/** A 32-bit mix of (seed, n): the same on both sides of the process boundary. */
export function crashHash(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 0x632be5ab, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

/** Save n: `base` with the top-level unknown key crashCounter = n and a note of seeded length. */
export function crashStep(base: Campaign, seed: number, n: number): Campaign {
  const length = crashHash(seed, n) % (MAX_BODY + 1)
  const head = `save ${n} of seed ${seed}. `
  const body = (
    head + 'The causeway cracks under the sentinel. '.repeat(Math.ceil(length / 40) + 1)
  ).slice(0, length)
  return {
    ...base,
    crashCounter: n,
    notes: {
      ...base.notes,
      [CRASH_NOTE_ID]: { id: CRASH_NOTE_ID, title: `Crash note ${n}`, body, gmOnly: true },
    },
  }
}

/** Printed synchronously: process.stdout.write is asynchronous on a pipe and a kill would lose it. */
function say(line: string): void {
  writeSync(1, `${line}\n`)
}

async function main(dir: string, seed: number): Promise<never> {
  const store = await CampaignStore.open(dir, { debounceMs: 0, maxDelayMs: 0 })
  say('ready')
  for (let n = 1; ; n++) {
    say(`saving ${n}`)
    // crashStep replaces everything the previous save set, so save n is the same whatever came before.
    store.update(crashStep(store.campaign, seed, n))
    await store.flush()
    say(`saved ${n}`)
  }
}

const entry = process.argv[1]
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  const [dir, seedArg] = process.argv.slice(2)
  const seed = Number(seedArg)
  if (dir === undefined || !Number.isInteger(seed)) {
    process.stderr.write('usage: crash-child <dir> <seed>\n')
    process.exit(2)
  }
  main(dir, seed).catch((err: unknown) => {
    process.stderr.write(
      `crash-child: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    )
    process.exit(1)
  })
}
