/**
 * The History list's summary of what changed between two snapshots, on two 5 MB campaigns: parsing
 * both files and summarizing them as the list does (records on the same line in both are not
 * compared again), against a bare JSON.parse of both in the same run, so the goal
 * is on the ratio and holds on a slower machine. Then the first History list of a folder with 100
 * snapshots of about 5 MB: how soon it answers, and the longest the main thread is held (a 1 ms
 * heartbeat's longest gap) while the snapshots are checked and the list is asked for again until
 * it is whole.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newCampaign, parseCampaign, type Campaign, type MapDef } from '../../shared/model'
import { HARBOUR_SMUGGLER } from '../../shared/rules/bluebox'
import { CampaignStore, serializeCampaign } from '../../electron/main/persistence/store'
import { describeProblem, readCampaignBytes } from '../../electron/main/persistence/read'
import { summarizeSnapshots } from '../../electron/main/session/history-check'
import { historyHandlers } from '../../electron/main/session/history-host'
import { createSession } from '../../electron/main/session/session'
import { heartbeat, percentile, type Figure } from './harness'

const SNAPSHOTS = 100
/** How often the History dialog asks for the list again while it fills in. */
const FILL_IN_MS = 300

const MAPS = 34
const SIDE = 60
const TOKENS = 3000
const NPCS = 400
const ITERATIONS = 23
const WARMUP = 3

/** A campaign of about 5 MB: 34 dressed and fogged 60 x 60 hex maps, 3,000 tokens, 400 NPCs. */
function bigCampaign(): Campaign {
  let seed = 19
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0)
  const c = newCampaign({ id: 'bench-history', name: 'Bench History' })
  const template = c.maps['map-1'] as MapDef
  c.maps = {}
  for (let m = 0; m < MAPS; m++) {
    const id = `map-${m}`
    const terrain: NonNullable<MapDef['terrain']> = {}
    const revealed: Record<string, 1> = {}
    for (let r = 0; r < SIDE; r++) {
      for (let q = -Math.floor(r / 2); q < SIDE - Math.floor(r / 2); q++) {
        const roll = next() % 10
        if (roll < 5) terrain[`${q},${r}`] = { kind: 'difficult', elevation: roll }
        if (roll >= 4) revealed[`${q},${r}`] = 1
      }
    }
    c.maps[id] = {
      ...template,
      id,
      name: `Map ${m}`,
      cols: SIDE,
      rows: SIDE,
      terrain,
      edges: { '0,0,0': 'wall', '1,0,1': 'cover' },
      fog: { enabled: true, revealed },
    }
  }
  c.activeMapId = 'map-0'
  for (let t = 0; t < TOKENS; t++) {
    const id = `tok-${t}`
    c.tokens[id] = {
      id,
      mapId: `map-${t % MAPS}`,
      name: `Token ${t}`,
      kind: 'npc',
      hex: { q: next() % 30, r: next() % SIDE },
      size: 'medium',
      color: '#aa3322',
      gmOnly: t % 7 === 0,
      notes: 'Guards the north stair; flees below half HP.',
      instance: { hp: 10 + (t % 20), conditions: [] },
    }
  }
  for (let n = 0; n < NPCS; n++) {
    const id = `npc-${n}`
    c.npcs[id] = {
      id,
      name: `NPC ${n}`,
      level: 1 + (n % 30),
      tags: ['bench'],
      notes: 'A long paragraph of GM notes about this NPC. '.repeat(40),
    }
  }
  return c
}

/** The same campaign a session later: 3 maps edited, 200 tokens moved, 5 NPCs added, fog revealed. */
function changedCopy(c: Campaign): Campaign {
  const d = structuredClone(c)
  for (let m = 0; m < 3; m++) {
    const map = d.maps[`map-${m}`] as MapDef
    map.terrain = { ...map.terrain, '5,5': { kind: 'dangerous' as const, elevation: 2 } }
  }
  for (let t = 0; t < 200; t++) {
    const tok = d.tokens[`tok-${t * 7}`]
    if (tok) tok.hex = { q: tok.hex.q + 1, r: tok.hex.r }
  }
  for (let n = 0; n < 5; n++) {
    d.npcs[`new-npc-${n}`] = { id: `new-npc-${n}`, name: `Newcomer ${n}`, level: 3 }
  }
  for (let m = 10; m < 14; m++) {
    const fog = (d.maps[`map-${m}`] as MapDef).fog
    if (fog) for (let q = 0; q < 40; q++) fog.revealed[`${q},0`] = 1
  }
  return d
}

/** A campaign folder whose backups/ holds SNAPSHOTS snapshots of `c`, each a step on from the last. */
function folderWithSnapshots(c: Campaign): string {
  const root = mkdtempSync(join(tmpdir(), 'bb-bench-history-'))
  const dir = join(root, 'campaign')
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'backups'))
  // The library's NPCs as full sheets, so every snapshot opens under its ruleset.
  const npcs = Object.fromEntries(
    Object.entries(c.npcs).map(([id, npc]) => [
      id,
      { ...HARBOUR_SMUGGLER, abilityBonuses: {}, ...npc },
    ]),
  )
  const tokens = Object.fromEntries(
    Object.entries(c.tokens).map(([id, t]) => [
      id,
      { ...t, instance: { thp: 0, plating: 0, ...t.instance } },
    ]),
  )
  let state: Campaign = { ...c, npcs, tokens }
  const check = readCampaignBytes('bench', Buffer.from(serializeCampaign(state)))
  if (!check.ok)
    throw new Error(`a bench snapshot does not open: ${describeProblem(check.problem)}`)
  const start = Date.parse('2026-12-01T09:00:00.000Z')
  for (let i = 0; i < SNAPSHOTS; i++) {
    const tok = state.tokens[`tok-${(i * 29) % TOKENS}`]
    if (tok) {
      const moved = { ...tok, hex: { q: tok.hex.q, r: (tok.hex.r + 1) % SIDE } }
      state = { ...state, tokens: { ...state.tokens, [tok.id]: moved } }
    }
    const stamp = new Date(start + i * 600_000).toISOString().replace(/:/g, '-').replace('.', '-')
    writeFileSync(join(dir, 'backups', `${stamp}-interval.json`), serializeCampaign(state))
  }
  writeFileSync(join(dir, 'campaign.json'), serializeCampaign(state))
  return dir
}

/** The first History list of the folder, asked for again as the dialog does until it is whole. */
async function firstListing(
  dir: string,
): Promise<{ firstMs: number; wholeMs: number; maxGap: number; summaries: number }> {
  const store = await CampaignStore.open(dir, { backupLimit: 1000 })
  await store.backedUp()
  const h = historyHandlers(store, createSession(store.campaign).history)
  const beat = await heartbeat()
  const t = performance.now()
  let list = await h['history:list']({})
  const firstMs = performance.now() - t
  while (list.checking) {
    await new Promise((r) => setTimeout(r, FILL_IN_MS))
    list = await h['history:list']({})
  }
  const wholeMs = performance.now() - t
  const maxGap = beat.stop()
  await store.close()
  const summaries = list.snapshots.filter((s) => s.summary !== null).length
  return { firstMs, wholeMs, maxGap, summaries }
}

export async function run(): Promise<Figure[]> {
  const older = bigCampaign()
  const check = parseCampaign(older)
  if (!check.ok)
    throw new Error(`the bench campaign does not validate: ${check.issues[0]?.message}`)
  const a = serializeCampaign(older)
  const b = serializeCampaign(changedCopy(older))
  const mb = (Buffer.byteLength(a) + Buffer.byteLength(b)) / 2 / 1e6
  process.stderr.write(`bench: two campaigns of ${mb.toFixed(2)} MB\n`)

  const parseMs: number[] = []
  const summaryMs: number[] = []
  let line = ''
  // Interleaved, so both see the same machine load and JIT state.
  for (let i = 0; i < ITERATIONS; i++) {
    let t = performance.now()
    JSON.parse(a)
    JSON.parse(b)
    const p = performance.now() - t
    t = performance.now()
    line = summarizeSnapshots(a, JSON.parse(a) as Campaign, b, JSON.parse(b) as Campaign)
    const s = performance.now() - t
    if (i >= WARMUP) {
      parseMs.push(p)
      summaryMs.push(s)
    }
  }
  const expected = '3 maps edited, 200 tokens moved, 5 NPCs added, fog on Map 10 revealed'
  if (!line.startsWith(expected)) throw new Error(`unexpected summary: ${line}`)
  process.stderr.write(`bench: ${line}\n`)

  const dir = folderWithSnapshots(older)
  const listing = await firstListing(dir)
  rmSync(join(dir, '..'), { recursive: true, force: true })
  process.stderr.write(
    `bench: ${SNAPSHOTS} snapshots listed in ${listing.firstMs.toFixed(0)} ms, whole in ${(listing.wholeMs / 1000).toFixed(1)} s with ${listing.summaries} summaries\n`,
  )
  // The open adds its own snapshot: every one but the oldest has a summary.
  if (listing.summaries !== SNAPSHOTS)
    throw new Error(`expected ${SNAPSHOTS} summaries, got ${listing.summaries}`)

  const summaryP95 = percentile(summaryMs, 95)
  const parseP95 = percentile(parseMs, 95)
  return [
    { bench: 'history.summary.p95', value: summaryP95 / parseP95, unit: 'x', goal: 1.2 },
    { bench: 'history.summary.ms.p95', value: summaryP95, unit: 'ms' },
    { bench: 'history.summary.baseline.ms.p95', value: parseP95, unit: 'ms' },
    { bench: 'history.summary.size', value: mb, unit: 'MB' },
    { bench: 'history.list.block.max', value: listing.maxGap, unit: 'ms', goal: 50 },
    { bench: 'history.list.first.ms', value: listing.firstMs, unit: 'ms' },
    { bench: 'history.list.whole.ms', value: listing.wholeMs, unit: 'ms' },
  ]
}
