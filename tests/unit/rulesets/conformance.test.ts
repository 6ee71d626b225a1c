/**
 * Every registered ruleset through the same contract checks, so a fifth one gets them for free:
 * a blank sheet of each kind is valid and migrates to itself, its fresh instance is valid and
 * what players may see of it holds no number; the table options resolve to their defaults, each
 * dialog choice resolves and resolving is stable; a file that is no NPC file is refused in words,
 * and another ruleset's NPC file is refused naming whose it is;
 * and a fight on the ruleset's demo, started with typed totals and run for two rounds through the
 * tracker's hooks, leaves a campaign every payload of which the ruleset still accepts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { importNpcFile } from '../../../shared/rules'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readCampaign, type Campaign } from '../../../shared/model'
import { beginCombat, nextTurn, startCombat } from '../../../shared/play/combat'
import {
  checkCampaignPayloads,
  listRulesets,
  optionValues,
  rulesetById,
  type Ruleset,
} from '../../../shared/rules'
import { scriptedDice } from '../../../shared/dice'

const RESOURCES = join(__dirname, '../../../resources')

/** Each bundled demo campaign by the ruleset it plays: every ruleset this build ships has one. */
const DEMOS: Record<string, string> = Object.fromEntries(
  readdirSync(RESOURCES)
    .filter((d) => existsSync(join(RESOURCES, d, 'campaign.json')))
    .map((d) => {
      const raw = JSON.parse(readFileSync(join(RESOURCES, d, 'campaign.json'), 'utf8')) as {
        rulesetId?: string
      }
      return [raw.rulesetId ?? 'bluebox', join(RESOURCES, d, 'campaign.json')]
    }),
)

function demoOf(r: Ruleset): Campaign {
  const file = DEMOS[r.id]
  if (!file) throw new Error(`no demo campaign plays ruleset "${r.id}"`)
  const read = readCampaign(JSON.parse(readFileSync(file, 'utf8')))
  if (!read.ok) throw new Error(`${r.id} demo: ${JSON.stringify(read.issues)}`)
  const checked = checkCampaignPayloads(read.campaign)
  if (!checked.ok) throw new Error(`${r.id} demo: ${JSON.stringify(checked.issues)}`)
  return checked.campaign
}

/** Every number anywhere in a value, with where it is. */
function numbersIn(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return [path]
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}.${k}`))
  return []
}

/** The `format` each shipped ruleset's NPC export writes (its npc-io.ts). */
const NPC_FORMATS: Record<string, string> = {
  bluebox: 'bluebox-npcs',
  gg: 'gg-npcs',
  zz: 'zz-npcs',
  bw: 'bw-npcs',
}

// The shipped rulesets (other test files may register their own in the same worker).
const rulesets = listRulesets().filter((r) => Object.hasOwn(DEMOS, r.id))

describe('the ruleset registry', () => {
  it('knows the ruleset of every bundled demo, the four shipped ones among them', () => {
    for (const id of Object.keys(DEMOS)) expect(rulesetById(id), id).not.toBeNull()
    expect(rulesets.map((r) => r.id).sort()).toEqual(
      expect.arrayContaining(['bluebox', 'bw', 'gg', 'zz']),
    )
  })
})

describe.each(rulesets.map((r) => [r.id, r] as const))('ruleset %s: the contract', (_id, r) => {
  it.each(['npc', 'pc'] as const)(
    'a blank %s sheet is valid, migrates to itself, and its fresh instance is valid',
    (kind) => {
      const blank = r.sheet.blank(kind, `blank-${kind}`, 'Blank')
      expect(r.sheet.schema[kind].safeParse(blank).success).toBe(true)
      expect(r.sheet.migrate(blank, r.sheet.version)).toEqual(blank)
      const fresh = r.instance.fresh(blank)
      if (fresh !== null && fresh !== undefined)
        expect(r.instance.schema.safeParse(fresh).success).toBe(true)
    },
  )

  it("what players may see of a being holds no number, fresh or from the demo's tokens", () => {
    const blank = r.sheet.blank('npc', 'blank-npc', 'Blank')
    const fresh = r.instance.fresh(blank)
    if (fresh !== null && fresh !== undefined)
      expect(numbersIn(r.instance.publicView(fresh, blank))).toEqual([])
    const demo = demoOf(r)
    for (const t of Object.values(demo.tokens)) {
      if (t.instance === undefined) continue
      const sheet = t.npcId ? demo.npcs[t.npcId] : t.pcId ? demo.pcs[t.pcId] : null
      expect(numbersIn(r.instance.publicView(t.instance, sheet ?? null)), t.name).toEqual([])
    }
  })

  it('the table options resolve to their defaults, every dialog choice resolves, and resolving is stable', () => {
    // A campaign stores only what the GM set; each default could be stored as it is. What the
    // dialog shows (`optionValues`) may name a value otherwise than the hooks get it (ZZ names its
    // dice presets), but it reads the same nothing the same way every time.
    expect(r.options.schema.parse({})).toEqual({})
    for (const [k, v] of Object.entries(r.options.defaults))
      expect(r.options.schema.safeParse({ [k]: v }).success, k).toBe(true)
    expect(r.options.resolve(undefined)).toEqual(r.options.resolve({}))
    const once = optionValues(r, {})
    expect(optionValues(r, once)).toEqual(once)
    for (const f of r.options.fields) {
      if (f.kind !== 'choice') continue
      for (const c of f.choices) {
        const shown = optionValues(r, { [f.key]: c.value })
        expect(shown[f.key], `${f.key}=${String(c.value)}`).toEqual(c.value)
      }
    }
  })

  it('a table option that is not one of its readings is refused with words, not a default', () => {
    const choice = r.options.fields.find((f) => f.kind === 'choice')
    if (!choice) return
    expect(() => r.options.resolve({ [choice.key]: 'no-such-reading' })).toThrow(/\w+ \w+/)
  })

  it('a file that is not an NPC file is refused in words, importing nothing', () => {
    if (!r.sheet.npcFile) return
    for (const text of ['not json at all', '[]', '{"format":"something else"}']) {
      const out = importNpcFile(r, text, [])
      expect(out.ok, text).toBe(false)
      if (!out.ok) expect(out.errors.length).toBeGreaterThan(0)
    }
  })

  it("another ruleset's NPC file is refused, saying whose it is", () => {
    if (!r.sheet.npcFile) return
    for (const other of rulesets.filter((o) => o.id !== r.id && o.sheet.npcFile)) {
      const format = NPC_FORMATS[other.id]
      expect(format, `the NPC file format of ${other.id}`).toBeDefined()
      const out = importNpcFile(r, JSON.stringify({ format, version: 1, npcs: [] }), [])
      expect(out.ok).toBe(false)
      if (!out.ok) expect(JSON.stringify(out.errors)).toContain(`this file holds ${other.name}`)
    }
  })

  it('a fight on its demo, with typed totals, runs two rounds through the hooks and leaves every payload valid', () => {
    if (!r.combat) return
    const demo = demoOf(r)
    const mapId = demo.activeMapId
    const fighters = Object.values(demo.tokens).filter(
      (t) => t.mapId === mapId && (t.pcId !== undefined || t.npcId !== undefined) && !t.gmOnly,
    )
    expect(fighters.length).toBeGreaterThan(1)
    const entries = fighters.map((t, i) => ({
      tokenId: t.id,
      side: t.kind === 'pc' ? 'party' : 'enemies',
      hidden: false,
      // Distinct totals: no tie to settle, no die rolled for initiative.
      initiative: 30 - i,
    }))
    const dice = scriptedDice({})
    let c = startCombat(demo, { mapId, entries, coordinated: [] }, dice, 'conf').campaign
    c = beginCombat(c).campaign
    for (let i = 0; i < 2 * entries.length; i++) {
      try {
        c = nextTurn(c).campaign
      } catch (err) {
        // A turn-start roll the scripted dice do not hold is the only refusal allowed here.
        expect(String(err)).toMatch(/dice|die|roll/i)
        break
      }
    }
    expect(c.combat?.phase).toBe('running')
    const checked = checkCampaignPayloads(c)
    expect(checked.ok ? [] : checked.issues).toEqual([])
  })
})
