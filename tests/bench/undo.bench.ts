/**
 * The undo journal written after a save while it holds ~32 MB: the demo with a 500 x 500 map whose
 * fog was revealed in one step (sent in parts, as the GM's fill sends it), then small edits, each
 * followed by the journal's write as the undo keeper does it after a save (the saved file's hash,
 * timed apart, then the journal). The figure is the
 * main-thread time each write takes from the app: the event loop's active time from the call to
 * the file renamed into place (performance.eventLoopUtilization), which counts every piece of
 * main-thread work the write does and none of the disk's own time. A heartbeat timer is not used:
 * its own ticks and the OS's scheduling of a loaded machine would be most of a 5 ms figure.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Envelope } from '../../shared/api'
import { demoCampaignPath } from '../../electron/main/app/paths'
import { createSession, loadCampaignFile } from '../../electron/main/session/session'
import { serializeCampaign } from '../../electron/main/persistence/store'
import {
  sha256OffMain,
  undoJournalPath,
  UNDO_STEPS_MAX_BYTES,
  writeUndoJournal,
} from '../../electron/main/persistence/undo-journal'
import { hexKey, offsetToHex } from '../../shared/geometry/hex'
import { percentile, type Figure } from './harness'

/** Hexes of the fill: its forward and inverse ops come to ~30 MB of JSON, under the 32 MB bound. */
const SIDE = 500
const FILL_ROWS = 420
const PART = 60_000
const SAMPLES = 30
const GOAL_MS = 5

function must<T>(env: Envelope<unknown>, what: string): T {
  if (!env.ok) throw new Error(`${what}: ${env.error.message}`)
  return env.value as T
}

export async function run(): Promise<Figure[]> {
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const call = <T>(c: string, p: unknown) => must<T>(session.dispatch('gm', c, p), c)
  const { mapId } = call<{ mapId: string }>('map:create', {
    name: 'Bench plain',
    orientation: 'pointy',
    cols: SIDE,
    rows: FILL_ROWS,
    activate: true,
  })
  const keys: string[] = []
  for (let row = 0; row < FILL_ROWS; row++)
    for (let col = 0; col < SIDE; col++) keys.push(hexKey(offsetToHex(col, row, 'pointy')))
  for (let i = 0; i < keys.length; i += PART) {
    const hexes = keys.slice(i, i + PART)
    call('fog:reveal', { mapId, hexes, reveal: true, ...(i > 0 ? { continues: true } : {}) })
  }
  const tokenId = Object.keys(session.history.state.tokens)[0]!

  const dir = mkdtempSync(join(tmpdir(), 'bb-bench-undo-'))

  // The saved campaign the journal names by its hash, written once: hashing costs by its size,
  // and serializing it again for each sample would leave garbage whose collection lands in the
  // next sample's window (the save's own cost, not the journal's).
  const saved = [Buffer.from(serializeCampaign(session.history.state))]
  const samples: number[] = []
  const hashes: number[] = []
  let bytes = 0
  try {
    for (let i = 0; i < SAMPLES + 2; i++) {
      // A small edit, saved: the keeper takes the steps, then writes the journal.
      call('map:moveToken', { tokenId, to: { q: i % 4, r: 1 + (i % 3) }, free: true })
      const steps = session.history.exportSteps(Infinity)
      await new Promise((r) => setTimeout(r, 5))
      const hashing = performance.eventLoopUtilization()
      const sha = await sha256OffMain(saved)
      const hashMs = performance.eventLoopUtilization(hashing).active
      const before = performance.eventLoopUtilization()
      const start = performance.now()
      await writeUndoJournal(dir, sha, steps, new Date())
      const wall = performance.now() - start
      const ms = performance.eventLoopUtilization(before).active
      if (i >= 2 && ms > GOAL_MS)
        process.stderr.write(
          `bench: journal write ${i}: ${ms.toFixed(1)} ms main of ${wall.toFixed(0)} ms\n`,
        )
      // The first two warm the JIT and make the fill's JSON once (its pauses are still counted).
      if (i >= 2) {
        samples.push(ms)
        hashes.push(hashMs)
      } else process.stderr.write(`bench: journal write ${i}: ${ms.toFixed(1)} ms main\n`)
      bytes = statSync(undoJournalPath(dir)).size
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (bytes < UNDO_STEPS_MAX_BYTES * 0.85)
    throw new Error(`the journal is ${(bytes / 1e6).toFixed(1)} MB, not the ~32 MB measured`)
  process.stderr.write(`bench: undo journal of ${(bytes / 1e6).toFixed(1)} MB\n`)
  return [
    { bench: 'undo.journal.write.p95', value: percentile(samples, 95), unit: 'ms', goal: GOAL_MS },
    // The keeper's hash of the saved file before the write: its main-thread share (the copy
    // WebCrypto takes of the bytes; the digest itself runs on a libuv thread).
    { bench: 'undo.journal.hash.p95', value: percentile(hashes, 95), unit: 'ms' },
  ]
}
