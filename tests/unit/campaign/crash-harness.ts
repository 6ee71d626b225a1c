/**
 * The crash trials shared by the crash test and the campaign bench: a child saves a campaign in
 * a loop and is SIGKILLed at a seeded random point of its saves; the folder must then validate, hold exactly
 * the last save the child reported or the one it had in flight, and open again in a new store
 * (which must take over the dead child's lock by itself).
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { build } from 'esbuild'
import type { Campaign } from '../../../shared/model'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { LOCK_FILE } from '../../../electron/main/persistence/lock'
import {
  CAMPAIGN_FILE,
  describeProblem,
  readCampaignBytes,
  readCampaignFolder,
} from '../../../electron/main/persistence/read'
import { crashStep } from './crash-child'
import { prng } from '../support/prng'

const here = dirname(fileURLToPath(import.meta.url))
export const repoRoot = resolve(here, '../../..')
export const demoCampaignFile = join(repoRoot, 'resources', 'demo-campaign', 'campaign.json')

/** The temp files writeFileAtomic leaves when killed between open and rename. */
const TEMP_FILE = /^\.campaign\.json\.\d+\.\d+\.tmp$/

export interface CrashFailure {
  trial: number
  reason: string
}

export interface CrashResult {
  trials: number
  /** Trials whose folder validated, held the last or the in-flight save, and reopened. */
  intact: number
  failures: CrashFailure[]
  /** Saves the children reported, over all trials: proof they were really writing. */
  saves: number
  /** Trials where the kill landed inside a write (the in-flight save reached disk, or a temp file was left). */
  midWrite: number
  /** Trials that left a `.campaign.json.*.tmp` behind (still there after the reopen). */
  tempLeft: number
  /** Wall time of all trials, ms. */
  ms: number
}

export interface CrashOptions {
  seed: number
  /**
   * Where each kill lands, drawn per trial from the seed: once the child has started save k (k
   * in 1..maxSave) or has reported it saved, plus 0..jitterMs ms, so kills fall anywhere in a
   * save: while it is serialised, written, synced or renamed, or between two saves. The work of
   * a trial is bounded by saves, not by time, so a loaded machine slows a trial but never
   * changes what it does.
   */
  maxSave?: number
  jitterMs?: number
  /** Trials run side by side (each its own child, folder and seed); 1 by default. */
  concurrency?: number
  /**
   * Size the work to the machine: once this much wall time has gone, start no new trial unless
   * fewer than `minTrials` have started. The trials that run are the first ones of the seeded
   * plan, so a quick machine runs all `n` and a loaded one a prefix of the same trials.
   */
  budgetMs?: number
  minTrials?: number
  onProgress?: (done: number, total: number) => void
}

/** A trial's kill: after the child prints `<at> <save>`, then `jitterMs` later. */
interface KillPoint {
  save: number
  at: 'saving' | 'saved'
  jitterMs: number
}

/** A child silent this long is stuck: a safety net for a hung child, never reached by a working one. */
const STALL_MS = 60_000

/**
 * Bundle crash-child.ts with its dependencies into `outDir`, once per run of trials, so each
 * trial starts plain node (about 90 ms) instead of a TypeScript loader.
 */
export async function bundleCrashChild(outDir: string): Promise<string> {
  const outfile = join(outDir, 'crash-child.mjs')
  await build({
    absWorkingDir: repoRoot,
    entryPoints: [join(here, 'crash-child.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Smaller to parse on each of the many starts; names kept so a child's stack stays readable.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
  })
  return outfile
}

interface ChildRun {
  /** The last `saved n` printed, 0 when none. */
  lastSaved: number
  error: string | null
}

/**
 * Spawn the child, wait for the line that marks the kill point, SIGKILL it `jitterMs` later, and
 * wait until it is reaped.
 */
function runChild(script: string, dir: string, seed: number, point: KillPoint): Promise<ChildRun> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [script, dir, String(seed)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const mark = `${point.at} ${point.save}\n`
    let out = ''
    let err = ''
    let killed = false
    let stalled = false
    let jitter: ReturnType<typeof setTimeout> | null = null
    const kill = () => {
      killed = true
      child.kill('SIGKILL')
    }
    // A child that stops talking before its kill point is a failure, not a hang.
    let stall = setTimeout(() => ((stalled = true), kill()), STALL_MS)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      clearTimeout(stall)
      if (killed || jitter) return
      if (!`\n${out}`.includes(`\n${mark}`)) {
        stall = setTimeout(() => ((stalled = true), kill()), STALL_MS)
        return
      }
      if (point.jitterMs === 0) kill()
      else jitter = setTimeout(kill, point.jitterMs)
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    // 'close' comes after the process is reaped and its pipes drained: every line it wrote is in `out`.
    child.on('close', (code, signal) => {
      clearTimeout(stall)
      if (jitter) clearTimeout(jitter)
      const saved = [...out.matchAll(/^saved (\d+)$/gm)].map((m) => Number(m[1]))
      const lastSaved = saved.at(-1) ?? 0
      let error: string | null = null
      if (stalled)
        error = `the child printed nothing for ${STALL_MS / 1000} s before "${mark.trim()}": ${err.trim() || out.trim()}`
      else if (!out.startsWith('ready\n'))
        error = `the child never printed ready (exit ${code ?? signal}): ${err.trim() || out.trim()}`
      else if (!killed || signal !== 'SIGKILL')
        error = `the child ended by itself (exit ${code ?? signal}): ${err.trim()}`
      else if (saved.some((n, i) => n !== i + 1))
        error = `the child's saves are out of order: ${saved.join(',')}`
      resolvePromise({ lastSaved, error })
    })
    child.on('error', (e) => {
      err += e.message
    })
  })
}

function makeCampaignFolder(root: string, trial: number): string {
  const dir = join(root, `trial-${trial}`)
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'backups'))
  copyFileSync(demoCampaignFile, join(dir, CAMPAIGN_FILE))
  return dir
}

/** The campaign the child started from, as the store reads it. */
function loadBase(): Campaign {
  const read = readCampaignBytes(demoCampaignFile, readFileSync(demoCampaignFile))
  if (!read.ok) throw new Error(`the demo campaign does not load: ${describeProblem(read.problem)}`)
  return read.campaign
}

interface Verdict {
  reason: string | null
  midWrite: boolean
  tempLeft: boolean
}

/** After the kill: what is on disk must be save `lastSaved` or `lastSaved + 1`, and must reopen. */
async function checkFolder(
  dir: string,
  base: Campaign,
  seed: number,
  lastSaved: number,
): Promise<Verdict> {
  const verdict: Verdict = { reason: null, midWrite: false, tempLeft: false }
  const read = readCampaignFolder(dir)
  if (!read.ok)
    return { ...verdict, reason: `the folder does not validate: ${describeProblem(read.problem)}` }
  const raw = read.campaign.crashCounter
  const onDisk = raw === undefined ? 0 : raw
  if (onDisk !== lastSaved && onDisk !== lastSaved + 1) {
    return {
      ...verdict,
      reason: `crashCounter on disk is ${String(raw)}; the child last reported save ${lastSaved}`,
    }
  }
  const n = onDisk as number
  const expected = n === 0 ? base : crashStep(base, seed, n)
  if (!isDeepStrictEqual(read.campaign, expected)) {
    return {
      ...verdict,
      reason: `crashCounter is ${n} but the rest of the campaign is not save ${n}`,
    }
  }
  verdict.midWrite = n === lastSaved + 1
  // No manual lock removal: the store must see that the lock's owner is dead and take it over.
  try {
    const store = await CampaignStore.open(dir)
    await store.close()
  } catch (err) {
    return { ...verdict, reason: `reopening failed: ${(err as Error).message}` }
  }
  const entries = readdirSync(dir)
  const temps = entries.filter((e) => TEMP_FILE.test(e))
  const strays = entries.filter(
    (e) => !TEMP_FILE.test(e) && !['assets', 'backups', CAMPAIGN_FILE].includes(e),
  )
  verdict.tempLeft = temps.length > 0
  verdict.midWrite ||= verdict.tempLeft
  if (temps.length > 1)
    return { ...verdict, reason: `${temps.length} temp files left: ${temps.join(', ')}` }
  if (strays.length > 0) {
    const lock = strays.includes(LOCK_FILE) ? ' (the lock outlived the reopening store)' : ''
    return { ...verdict, reason: `unexpected files left: ${strays.join(', ')}${lock}` }
  }
  return verdict
}

/**
 * Run `n` kill trials, `concurrency` at a time. Failed trials keep their folder (named in the
 * reason) and the bundled child, to rerun one:
 * `node <root>/crash-child.mjs <copy of the folder> <seed>`.
 */
export async function runCrashTrials(n: number, options: CrashOptions): Promise<CrashResult> {
  const start = performance.now()
  const base = loadBase()
  const random = prng(options.seed)
  const maxSave = options.maxSave ?? 4
  const jitterMs = options.jitterMs ?? 8
  // The bundle lives with the trial folders: kept with them when a trial fails, for a replay.
  const root = mkdtempSync(join(tmpdir(), 'bb-crash-'))
  const script = await bundleCrashChild(root)
  const result: CrashResult = {
    trials: n,
    intact: 0,
    failures: [],
    saves: 0,
    midWrite: 0,
    tempLeft: 0,
    ms: 0,
  }
  // Every trial's seed and kill point are drawn up front, so running trials side by side
  // changes nothing about what each one does.
  const plans: { childSeed: number; point: KillPoint }[] = Array.from({ length: n }, () => ({
    childSeed: Math.floor(random() * 2 ** 31),
    point: {
      save: 1 + Math.floor(random() * maxSave),
      at: random() < 0.5 ? 'saving' : 'saved',
      jitterMs: Math.floor(random() * (jitterMs + 1)),
    },
  }))
  let next = 0
  let done = 0
  const budget = options.budgetMs ?? Infinity
  const minTrials = Math.min(n, options.minTrials ?? n)
  const more = () => next < n && (next < minTrials || performance.now() - start < budget)
  const worker = async () => {
    for (let trial = next++; trial < n; trial = more() ? next++ : n) {
      const { childSeed, point } = plans[trial] as (typeof plans)[number]
      const dir = makeCampaignFolder(root, trial)
      const child = await runChild(script, dir, childSeed, point)
      result.saves += child.lastSaved
      const verdict = child.error
        ? { reason: child.error, midWrite: false, tempLeft: false }
        : await checkFolder(dir, base, childSeed, child.lastSaved)
      if (verdict.midWrite) result.midWrite++
      if (verdict.tempLeft) result.tempLeft++
      if (verdict.reason === null) {
        result.intact++
        rmSync(dir, { recursive: true, force: true })
      } else {
        result.failures.push({
          trial,
          reason: `${verdict.reason} [seed ${childSeed}, killed ${point.jitterMs} ms after "${point.at} ${point.save}", folder ${dir}]`,
        })
      }
      done++
      options.onProgress?.(done, n)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker))
  result.trials = done
  result.failures.sort((x, y) => x.trial - y.trial)
  if (result.failures.length === 0) rmSync(root, { recursive: true, force: true })
  result.ms = performance.now() - start
  return result
}
