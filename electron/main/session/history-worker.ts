/**
 * The worker thread that checks snapshots for the History list (history-check.ts), so reading,
 * validating and summarizing 5 MB files never holds up the main process. It takes one job, tells
 * each snapshot's check as it is found, then says it is done.
 */
import { parentPort } from 'node:worker_threads'
import type { SnapshotCheck } from '../persistence/backup-index'
import { checkSnapshots, type SnapshotFile } from './history-check'

export interface CheckJob {
  oldestFirst: SnapshotFile[]
  cached: Record<string, SnapshotCheck>
}

export type CheckMessage =
  | { kind: 'check'; name: string; check: SnapshotCheck }
  | { kind: 'done' }
  | { kind: 'failed'; message: string }

const port = parentPort
if (port) {
  port.once('message', (job: CheckJob) => {
    const tell = (m: CheckMessage) => port.postMessage(m)
    checkSnapshots(job.oldestFirst, job.cached, (name, check) =>
      tell({ kind: 'check', name, check }),
    )
      .then(() => tell({ kind: 'done' }))
      .catch((err: unknown) => tell({ kind: 'failed', message: (err as Error).message }))
  })
}
