/**
 * The crash trials shared by the crash test and the campaign bench: a child saves a campaign in
 * a loop and is SIGKILLed at a seeded random moment; the folder must then validate, hold exactly
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
import { CampaignStore } from '../../../electron/main/campaign/store'
import { LOCK_FILE } from '../../../electron/main/campaign/lock'
import {
  CAMPAIGN_FILE,
  describeProblem,
  readCampaignBytes,
  readCampaignFolder,
} from '../../../electron/main/campaign/read'
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
  /** Kill this long after the child is ready: a seeded draw in [min, max] ms. */
  killAfterMs?: { min: number; max: number }
  onProgress?: (done: number, total: number) => void
}

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

/** Spawn the child, wait for `ready`, let it save for `killAfterMs`, SIGKILL it, wait until reaped. */
function runChild(
  script: string,
  dir: string,
  seed: number,
  killAfterMs: number,
): Promise<ChildRun> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [script, dir, String(seed)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    let ready = false
    let killed = false
    let timer: ReturnType<typeof setTimeout> | null = null
    const kill = () => {
      killed = true
      child.kill('SIGKILL')
    }
    // A child that never gets ready is a failure, not a hang.
    const startTimeout = setTimeout(kill, 30_000)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (!ready && out.startsWith('ready\n')) {
        ready = true
        clearTimeout(startTimeout)
        timer = setTimeout(kill, killAfterMs)
      }
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    // 'close' comes after the process is reaped and its pipes drained: every line it wrote is in `out`.
    child.on('close', (code, signal) => {
      clearTimeout(startTimeout)
      if (timer) clearTimeout(timer)
      const saved = [...out.matchAll(/^saved (\d+)$/gm)].map((m) => Number(m[1]))
      const lastSaved = saved.at(-1) ?? 0
      let error: string | null = null
      if (!ready)
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
 * Run `n` kill trials one after another. Failed trials keep their folder (named in the reason)
 * and the bundled child, to rerun one: `node <root>/crash-child.mjs <copy of the folder> <seed>`.
 */
export async function runCrashTrials(n: number, options: CrashOptions): Promise<CrashResult> {
  const start = performance.now()
  const base = loadBase()
  const random = prng(options.seed)
  const { min, max } = options.killAfterMs ?? { min: 5, max: 120 }
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
  for (let trial = 0; trial < n; trial++) {
    const childSeed = Math.floor(random() * 2 ** 31)
    const killAfter = min + Math.floor(random() * (max - min + 1))
    const dir = makeCampaignFolder(root, trial)
    const child = await runChild(script, dir, childSeed, killAfter)
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
        reason: `${verdict.reason} [seed ${childSeed}, killed after ${killAfter} ms, folder ${dir}]`,
      })
    }
    options.onProgress?.(trial + 1, n)
  }
  if (result.failures.length === 0) rmSync(root, { recursive: true, force: true })
  result.ms = performance.now() - start
  return result
}
