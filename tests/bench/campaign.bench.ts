/**
 * The campaign store on a 5 MB campaign: a save against a raw write + fsync of the same bytes in
 * the same run, opening against a JSON.parse of the same bytes in the same run, the longest
 * main-thread block during autosave, and kills survived.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Campaign } from '../../shared/model'
import { HARBOUR_SMUGGLER } from '../../shared/rules/bluebox'
import { CampaignStore, serializeCampaign } from '../../electron/main/persistence/store'
import {
  CAMPAIGN_FILE,
  describeProblem,
  readCampaignBytes,
} from '../../electron/main/persistence/read'
import { demoCampaignFile, runCrashTrials } from '../unit/campaign/crash-harness'
import { heartbeat, percentile, type Figure } from './harness'

const NPC_COUNT = 2000

/**
 * Opening (lock, read, depth scan, parse, validate every record, asset check; the open backup is
 * written in the background, and the first save waits for it) against a bare JSON.parse of the
 * same bytes in the same run.
 */
const OPEN_RATIO_GOAL = 4
const WORDS =
  'rust sentinel causeway gap rubble hound ambush plating spark toa matoran rahi lava ice stone mask'.split(
    ' ',
  )

/** The demo campaign plus 2,000 NPCs with long notes: about 5 MB on disk, and valid. */
function bigCampaign(): Campaign {
  const read = readCampaignBytes(demoCampaignFile, readFileSync(demoCampaignFile))
  if (!read.ok) throw new Error(`the demo campaign does not load: ${describeProblem(read.problem)}`)
  let seed = 42
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0)
  const npcs: Campaign['npcs'] = { ...read.campaign.npcs }
  for (let i = 0; i < NPC_COUNT; i++) {
    const id = `bench-npc-${i}`
    const words: string[] = []
    for (let len = 0; len < 2400;) {
      const w = WORDS[next() % WORDS.length] as string
      words.push(w)
      len += w.length + 1
    }
    // A full stat block (the sample Harbour Smuggler's) with long notes: about 2.5 kB each.
    npcs[id] = {
      ...HARBOUR_SMUGGLER,
      id,
      name: `Bench NPC ${i}`,
      level: 1 + (next() % 30),
      abilityBonuses: {},
      tags: ['bench', WORDS[i % WORDS.length] as string],
      notes: words.join(' '),
    }
  }
  return { ...read.campaign, npcs }
}

/** What the store is compared with: write the bytes, fsync the file, nothing else. */
function rawWrite(file: string, bytes: Buffer): void {
  const fd = openSync(file, 'w')
  try {
    writeFileSync(fd, bytes)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

async function save(store: CampaignStore, campaign: Campaign): Promise<void> {
  store.update(campaign)
  await store.flush()
}

export async function run(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), 'bb-bench-campaign-'))
  const dir = join(root, 'big')
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'backups'))
  const big = bigCampaign()
  const text = serializeCampaign(big)
  writeFileSync(join(dir, CAMPAIGN_FILE), text)
  process.stderr.write(`bench: campaign of ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB\n`)

  // Save vs raw write, interleaved so both see the same disk and cache state.
  const store = await CampaignStore.open(dir, { debounceMs: 0, maxDelayMs: 0 })
  const baselineFile = join(dir, 'campaign.baseline.json')
  const saveMs: number[] = []
  const rawMs: number[] = []
  for (let i = 0; i < 17; i++) {
    const next = { ...big, benchSave: i }
    const bytes = Buffer.from(serializeCampaign(next))
    let t = performance.now()
    await save(store, next)
    const s = performance.now() - t
    t = performance.now()
    rawWrite(baselineFile, bytes)
    const r = performance.now() - t
    // The first two warm the caches and the JIT.
    if (i >= 2) {
      saveMs.push(s)
      rawMs.push(r)
    }
  }

  // Longest main-thread block during autosave: a 1 ms heartbeat's longest gap.
  const beat = await heartbeat()
  // As in the app: a change, then the autosave timer writes it while the heartbeat keeps ticking.
  // (Awaiting flush() directly would run the whole loop in microtasks and hide every block.)
  for (let i = 0; i < 20; i++) {
    store.update({ ...big, benchBlock: i })
    await new Promise((r) => setTimeout(r, 40))
  }
  await store.flush()
  const maxGap = beat.stop()
  await store.close()
  rmSync(baselineFile)

  // Open vs JSON.parse of the same bytes (and nothing else), interleaved, so the goal is on the
  // ratio and holds on a slower machine: the milliseconds are figures only.
  const openMs: number[] = []
  const parseMs: number[] = []
  const bytes = readFileSync(join(dir, CAMPAIGN_FILE), 'utf8')
  for (let i = 0; i < 12; i++) {
    let t = performance.now()
    const s = await CampaignStore.open(dir)
    await s.close()
    const o = performance.now() - t
    t = performance.now()
    JSON.parse(bytes)
    const p = performance.now() - t
    if (i >= 2) {
      openMs.push(o)
      parseMs.push(p)
    }
  }
  rmSync(root, { recursive: true, force: true })

  // BENCH_CRASH_TRIALS shortens a local run; the figure is only comparable at 1000.
  const crash = await runCrashTrials(Number(process.env.BENCH_CRASH_TRIALS ?? 1000), {
    seed: 7,
    onProgress: (done, total) => {
      if (done % 100 === 0) process.stderr.write(`bench: crash trials ${done}/${total}\n`)
    },
  })
  for (const f of crash.failures)
    process.stderr.write(`bench: crash trial ${f.trial}: ${f.reason}\n`)
  process.stderr.write(
    `bench: crash ${crash.intact}/${crash.trials} intact in ${(crash.ms / 1000).toFixed(1)} s; ` +
      `${crash.saves} saves, ${crash.midWrite} kills inside a write, ${crash.tempLeft} left a temp file\n`,
  )

  const saveMedian = percentile(saveMs, 50)
  const rawMedian = percentile(rawMs, 50)
  return [
    { bench: 'campaign.save.ratio', value: saveMedian / rawMedian, unit: 'x', goal: 1.5 },
    { bench: 'campaign.save.ms', value: saveMedian, unit: 'ms' },
    { bench: 'campaign.save.baseline.ms', value: rawMedian, unit: 'ms' },
    {
      bench: 'campaign.open.ratio',
      value: percentile(openMs, 50) / percentile(parseMs, 50),
      unit: 'x',
      goal: OPEN_RATIO_GOAL,
    },
    { bench: 'campaign.open.ms', value: percentile(openMs, 50), unit: 'ms' },
    { bench: 'campaign.open.baseline.ms', value: percentile(parseMs, 50), unit: 'ms' },
    { bench: 'campaign.block.max', value: maxGap, unit: 'ms', goal: 50 },
    {
      bench: 'campaign.crash.intact',
      value: crash.intact,
      unit: 'count',
      goal: 1000,
      better: 'higher',
    },
  ]
}
