/**
 * The quick paths of reading a campaign give what the slow ones give: the same campaign (key order
 * included, as it decides the bytes of the next save), the same refusals word for word, and bounds
 * found at the same limits.
 */
import { describe, expect, it } from 'vitest'
import {
  CampaignSchema,
  campaignBoundsIssue,
  campaignTextBounded,
  jsonTextBoundsIssue,
  jsonValueBoundsIssue,
  parseCampaign,
  type Campaign,
} from '../../../shared/model'
import { readCampaignBytes } from '../../../electron/main/persistence/read'
import { demoCampaign } from '../campaign/fixtures'

/** What the schema alone says of `value`. */
function bySchema(value: unknown) {
  const r = CampaignSchema.safeParse(value)
  return r.success ? { ok: true, text: JSON.stringify(r.data) } : { ok: false }
}

function withNpcs(npcs: Record<string, unknown>): Campaign {
  return { ...demoCampaign(), npcs } as Campaign
}

describe('parseCampaign', () => {
  it('reads a good library exactly as the schema does, key order included', () => {
    const npcs = {
      // Keys in an order no save writes, an unknown key, an optional one present but undefined.
      b: { level: 3, sheetVersion: 1, extra: { deep: [1, 2] }, name: 'B', id: 'b' },
      a: { id: 'a', name: 'A', playersName: undefined, notes: 'x'.repeat(3000) },
      '7': { name: 'Seven', id: '7', playersName: 'The seventh' },
    }
    const c = withNpcs(npcs)
    const read = parseCampaign(c)
    expect(read.ok).toBe(true)
    const text = read.ok ? JSON.stringify(read.campaign) : ''
    expect(text).toBe(bySchema(c).text)
    const keys = read.ok ? Object.keys(read.campaign.npcs.b!) : []
    expect(keys).toEqual(['id', 'name', 'sheetVersion', 'level', 'extra'])
    // Nested values are shared, as the schema shares them; the records themselves are copies.
    if (read.ok) {
      expect(read.campaign.npcs.b).not.toBe(npcs.b)
      expect((read.campaign.npcs.b as unknown as typeof npcs.b).extra).toBe(npcs.b.extra)
    }
  })

  it.each([
    ['a name too long', { x: { id: 'x', name: 'n'.repeat(81) } }],
    ['no id', { x: { name: 'X' } }],
    ['an array for a record', { x: [] }],
    ['a sheet version of 0', { x: { id: 'x', name: 'X', sheetVersion: 0 } }],
    ['a fractional sheet version', { x: { id: 'x', name: 'X', sheetVersion: 1.5 } }],
    ['a record too big', { x: { id: 'x', name: 'X', notes: 'n'.repeat(600 * 1024) } }],
    ['a key too long', { ['k'.repeat(101)]: { id: 'x', name: 'X' } }],
    [
      'a record nested too deep',
      { x: { id: 'x', name: 'X', a: JSON.parse('['.repeat(32) + ']'.repeat(32)) } },
    ],
  ])('refuses %s with the words the schema uses', (_, npcs) => {
    const c = withNpcs(npcs)
    const read = parseCampaign(c)
    const schema = CampaignSchema.safeParse(c)
    expect(schema.success).toBe(false)
    expect(read.ok).toBe(false)
    if (!read.ok && !schema.success)
      expect(read.issues.map((i) => i.message)).toEqual(schema.error.issues.map((i) => i.message))
  })

  it('refuses a library that is not an object', () => {
    const read = parseCampaign({ ...demoCampaign(), pcs: [] })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.issues[0]?.path).toBe('$.pcs')
  })
})

describe('jsonValueBoundsIssue', () => {
  const nest = (levels: number): unknown => {
    let v: unknown = 1
    for (let i = 0; i < levels; i++) v = { k: v }
    return v
  }
  it('finds depth and size at exactly the limits', () => {
    expect(jsonValueBoundsIssue(nest(5), { maxDepth: 5 })).toBeNull()
    expect(jsonValueBoundsIssue(nest(6), { maxDepth: 5 })?.kind).toBe('depth')
    // ["abc"]: 2 for the brackets and 5 for the string.
    expect(jsonValueBoundsIssue(['abc'], { maxDepth: 5, maxSize: 7 })).toBeNull()
    expect(jsonValueBoundsIssue(['abc'], { maxDepth: 5, maxSize: 6 })?.kind).toBe('size')
  })
  it('names the place of a problem, and a cycle counts as too deep', () => {
    const issue = jsonValueBoundsIssue({ a: [0, { __proto__: null, b: 1 }] }, { maxDepth: 2 })
    expect(issue?.path).toEqual(['a', 1])
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(jsonValueBoundsIssue(cyclic, { maxDepth: 10 })?.kind).toBe('depth')
    const proto = JSON.parse('{"x": {"__proto__": 1}}') as unknown
    expect(jsonValueBoundsIssue(proto, { maxDepth: 10, noProtoKey: true })?.path).toEqual([
      'x',
      '__proto__',
    ])
  })
})

describe('jsonTextBoundsIssue', () => {
  it('is not fooled by closing brackets before the opening ones, nor by brackets in strings', () => {
    const deep = '['.repeat(6) + ']'.repeat(6)
    expect(jsonTextBoundsIssue(deep, { maxDepth: 5 })?.kind).toBe('depth')
    expect(jsonTextBoundsIssue(']]]]]]' + deep, { maxDepth: 5 })?.kind).toBe('depth')
    expect(jsonTextBoundsIssue('["\\"[[[[[[[[", "\\\\"]', { maxDepth: 2 })).toBeNull()
    expect(jsonTextBoundsIssue('{"a": "\\\\", "b": [[[]]]}', { maxDepth: 3 })?.path).toEqual([
      'b',
      0,
      0,
    ])
  })
})

describe('reading campaign bytes', () => {
  const file = (c: unknown) => Buffer.from(JSON.stringify(c))
  it('still refuses a __proto__ key spelled with escapes, as the full walk words it', () => {
    const text = JSON.stringify(demoCampaign()).replace(
      '"assets":{}',
      '"assets":{"\\u005f_proto__":{"id":"x"}}',
    )
    expect(text).toContain('\\u005f_proto__')
    expect(campaignTextBounded(text)).toBe(false)
    const read = readCampaignBytes('c.json', Buffer.from(text))
    expect(read.ok).toBe(false)
    const expected = campaignBoundsIssue(JSON.parse(text))
    if (!read.ok) expect(read.problem.issues).toEqual([expected])
  })
  it('skips the second walk only where it could find nothing', () => {
    expect(campaignTextBounded(JSON.stringify(demoCampaign()))).toBe(true)
    expect(campaignTextBounded('{"a": "__proto__"}')).toBe(false)
    const read = readCampaignBytes('c.json', file(demoCampaign()))
    expect(read.ok).toBe(true)
  })
})
