/**
 * The History list's summary of what changed between two snapshots, on two 5 MB campaigns: parsing
 * both files and summarizing them, against a bare JSON.parse of both in the same run, so the goal
 * is on the ratio and holds on a slower machine.
 */
import { newCampaign, parseCampaign, type Campaign, type MapDef } from '../../shared/model'
import { summarizeChanges } from '../../shared/sync'
import { serializeCampaign } from '../../electron/main/persistence/store'
import { percentile, type Figure } from './harness'

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

export function run(): Figure[] {
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
    line = summarizeChanges(JSON.parse(a) as Campaign, JSON.parse(b) as Campaign).line
    const s = performance.now() - t
    if (i >= WARMUP) {
      parseMs.push(p)
      summaryMs.push(s)
    }
  }
  const expected = '3 maps edited, 200 tokens moved, 5 NPCs added, fog on Map 10 revealed'
  if (!line.startsWith(expected)) throw new Error(`unexpected summary: ${line}`)
  process.stderr.write(`bench: ${line}\n`)

  const summaryP95 = percentile(summaryMs, 95)
  const parseP95 = percentile(parseMs, 95)
  return [
    { bench: 'history.summary.p95', value: summaryP95 / parseP95, unit: 'x', goal: 3 },
    { bench: 'history.summary.ms.p95', value: summaryP95, unit: 'ms' },
    { bench: 'history.summary.baseline.ms.p95', value: parseP95, unit: 'ms' },
    { bench: 'history.summary.size', value: mb, unit: 'MB' },
  ]
}
