/**
 * parseKnown reads a changed record part by part, skipping what it read before: it must answer
 * exactly as the schema's own safeParse does (success, and the data key for key), for every
 * ruleset's sheets and token states, fresh, remembered, and changed in small and wrong ways.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { loadCampaignFile } from '../../../../electron/main/session/session'
import { parseKnown } from '../../../../shared/play/combat/known-valid'
import { rulesetOf } from '../../../../shared/rules'
import { ABILITY_IDS } from '../../../../shared/rules/bluebox/engine/sheet-ids'

const DEMOS = ['demo-campaign', 'gg-demo-campaign', 'zz-demo-campaign', 'bw-demo-campaign']

function demo(dir: string) {
  return loadCampaignFile(join(__dirname, '../../../../resources', dir, 'campaign.json'))
}

/** Every record of a demo with the schema that reads it. */
function recordsOf(dir: string): Array<{ what: string; schema: z.ZodType; value: unknown }> {
  const c = demo(dir)
  const r = rulesetOf(c)
  return [
    ...Object.values(c.pcs).map((v) => ({
      what: `pc ${v.id}`,
      schema: r.sheet.schema.pc,
      value: v,
    })),
    ...Object.values(c.npcs).map((v) => ({
      what: `npc ${v.id}`,
      schema: r.sheet.schema.npc,
      value: v,
    })),
    ...Object.values(c.tokens).map((t) => ({
      what: `token ${t.id}`,
      schema: r.instance.schema,
      value: t.instance,
    })),
  ]
}

function agrees(schema: z.ZodType, value: unknown): void {
  const want = schema.safeParse(value)
  const got = parseKnown(schema, value)
  expect(got.success).toBe(want.success)
  if (got.success && want.success) expect(JSON.stringify(got.data)).toBe(JSON.stringify(want.data))
}

/** Small seeded generator, so a failure names its seed. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32
}

const ODD_VALUES: unknown[] = [-1, 0, 1, 1.5, 999999, '', 'x', 'x'.repeat(300), null, true, [], {}]

/** A copy of `value` with one field somewhere inside replaced, the rest shared. */
function changedOnce(value: unknown, next: () => number): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || next() < 0.2) return [...value, ...value.slice(0, 1)]
    const i = Math.floor(next() * value.length)
    const copy = [...value]
    copy[i] = changedOnce(value[i], next)
    return copy
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === 0 || next() < 0.1) return { ...value, extra: 'kept' }
    const k = keys[Math.floor(next() * keys.length)]!
    const v = (value as Record<string, unknown>)[k]
    const copy: Record<string, unknown> = { ...value }
    if (next() < 0.15) delete copy[k]
    else if (v && typeof v === 'object' && next() < 0.7) copy[k] = changedOnce(v, next)
    else copy[k] = ODD_VALUES[Math.floor(next() * ODD_VALUES.length)]
    return copy
  }
  return ODD_VALUES[Math.floor(next() * ODD_VALUES.length)]
}

describe('parseKnown answers as safeParse does', () => {
  it.each(DEMOS)('every record of %s, read fresh and read again', (dir) => {
    for (const { schema, value } of recordsOf(dir)) {
      agrees(schema, value)
      agrees(schema, value)
      agrees(schema, structuredClone(value))
    }
  })

  it.each(DEMOS)('records of %s changed in small and wrong ways (seeded)', (dir) => {
    const records = recordsOf(dir)
    for (let seed = 1; seed <= 40; seed++) {
      const next = rng(seed)
      for (const { schema, value } of records) {
        // Read first, so the parts the change keeps are remembered.
        parseKnown(schema, value)
        let v = value
        for (let n = 0; n < 3; n++) {
          v = changedOnce(v, next)
          agrees(schema, v)
        }
      }
    }
  })
})

describe('parseKnown still runs the checks of the whole', () => {
  const c = demo('demo-campaign')
  const schema = rulesetOf(c).sheet.schema.pc
  const pc = Object.values(c.pcs).find((p) => (p.weapons as unknown[]).length > 0)!

  it('refuses a level below a remembered ability bonus', () => {
    const bonuses = { ...(pc.abilityBonuses as object), [ABILITY_IDS[0]!]: 3 }
    const level = (n: number) => ({ ...pc, level: n, abilityBonuses: bonuses })
    expect(parseKnown(schema, level(3)).success).toBe(true)
    expect(schema.safeParse(level(2)).success).toBe(false)
    expect(parseKnown(schema, level(2)).success).toBe(false)
  })

  it('refuses a remembered weapon listed twice, and a list longer than a sheet holds', () => {
    const weapons = pc.weapons as unknown[]
    expect(parseKnown(schema, pc).success).toBe(true)
    expect(parseKnown(schema, { ...pc, weapons: [...weapons, weapons[0]] }).success).toBe(false)
    const many = Array.from({ length: 51 }, (_, i) => ({ ...(weapons[0] as object), id: `w${i}` }))
    expect(parseKnown(schema, { ...pc, weapons: many.slice(0, 50) }).success).toBe(true)
    expect(parseKnown(schema, { ...pc, weapons: many }).success).toBe(false)
  })

  it('gives back the objects it was given where nothing changed', () => {
    const changed = { ...pc, epCurrent: 0 }
    const got = parseKnown(schema, changed)
    expect(got.success).toBe(true)
    const data = (got as { data: Record<string, unknown> }).data
    expect(data).toBe(changed)
    expect(data.weapons).toBe(pc.weapons)
    expect(data.stats).toBe(pc.stats)
  })
})
