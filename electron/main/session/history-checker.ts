/**
 * Runs the snapshot checks of the History list off the main thread: one worker thread per batch,
 * its results kept here as they come so each listing shows what is done so far. Where the worker
 * cannot start, the same checks run on the main thread one snapshot at a time, yielding between
 * two, and the log says so.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { SnapshotCheck } from '../persistence/backup-index'
import { checkSnapshots } from './history-check'
import type { CheckJob, CheckMessage } from './history-worker'

/**
 * The worker's code: built, it sits beside the main entries (dist/main/history-worker.js), one
 * folder up from a shared chunk; under tsx and vitest it is the source file next to this one. The
 * names are variables so the bundler leaves them alone.
 */
export function historyWorkerFile(): string | null {
  const candidates = ['./history-worker.js', '../history-worker.js', './history-worker.ts']
  for (const relative of candidates) {
    const file = fileURLToPath(new URL(relative, import.meta.url))
    if (existsSync(file)) return file
  }
  return null
}

/**
 * The worker for `file`. The source (under tsx and vitest) is loaded through tsx's loader, which
 * a worker does not inherit: a small script registers it in the worker, then imports the file.
 */
function spawnWorker(file: string): Worker {
  if (!file.endsWith('.ts')) return new Worker(file)
  const url = JSON.stringify(pathToFileURL(file).href)
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${url}) })`
  return new Worker(boot, { eval: true })
}

let warnedNoWorker = false

export interface CheckProgress {
  done: number
  total: number
}

export class SnapshotChecker {
  private run: { progress: CheckProgress; stop: () => void } | null = null
  /** Checks found and not yet written to the index, by snapshot name. */
  readonly found = new Map<string, SnapshotCheck>()

  constructor(
    /** Told when a batch has ended (all found, or stopped); must not throw. */
    private readonly finished: () => void,
    private readonly workerFile: () => string | null = historyWorkerFile,
  ) {}

  /** How far the batch running now is; null when none runs. */
  get progress(): CheckProgress | null {
    return this.run ? { ...this.run.progress } : null
  }

  /** Check, in the background, the snapshots whose cached checks no longer hold (`total` of them). */
  start(job: CheckJob, total: number): void {
    if (this.run) return
    const progress = { done: 0, total }
    const found = (name: string, check: SnapshotCheck) => {
      this.found.set(name, check)
      progress.done = Math.min(progress.done + 1, progress.total)
    }
    let stopped = false
    const end = () => {
      if (this.run?.progress !== progress) return
      this.run = null
      this.finished()
    }
    const file = this.workerFile()
    let worker: Worker | null = null
    try {
      worker = file ? spawnWorker(file) : null
    } catch {
      worker = null
    }
    const fallback = (why: string) => {
      if (!warnedNoWorker) {
        warnedNoWorker = true
        console.warn(`history: snapshots are checked on the main thread (${why})`)
      }
      void checkSnapshots(
        job.oldestFirst,
        { ...job.cached, ...Object.fromEntries(this.found) },
        (name, check) => {
          if (!stopped) found(name, check)
        },
        () => new Promise((resolve) => setImmediate(resolve)),
      )
        .catch((err: unknown) => console.warn(`history: checking snapshots: ${String(err)}`))
        .finally(end)
    }
    this.run = {
      progress,
      stop: () => {
        stopped = true
        void worker?.terminate()
      },
    }
    if (!worker) return fallback(file ? 'the worker did not start' : 'no worker file was found')
    let heard = false
    let fellBack = false
    const workerFailed = (why: string) => {
      if (stopped || fellBack || this.run?.progress !== progress) return
      // A worker that failed before saying anything (its code did not load): check here instead.
      if (!heard) {
        fellBack = true
        return fallback(why)
      }
      console.warn(`history: checking snapshots: ${why}`)
      end()
    }
    worker.on('message', (m: CheckMessage) => {
      heard = true
      if (stopped) return
      if (m.kind === 'check') found(m.name, m.check)
      else {
        if (m.kind === 'failed') console.warn(`history: checking snapshots: ${m.message}`)
        void worker?.terminate()
        end()
      }
    })
    worker.on('error', (err) => workerFailed(err.message))
    worker.on('exit', (code) => workerFailed(`the worker stopped (${code})`))
    worker.postMessage(job)
  }

  /** Stop the batch running now; what it found so far stays in `found`. */
  stop(): void {
    const run = this.run
    if (!run) return
    this.run = null
    run.stop()
  }
}
