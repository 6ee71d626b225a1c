/**
 * Untrusted JSON is bounded before anything recursive touches it: the checkers themselves, the
 * dispatcher's refusals, the bounded loose fields of records, the contract's limits that keep every
 * valid request inside one message, and big edits in parts.
 */
import fc from 'fast-check'
import { importNpcFile, exportNpcFile, rulesetById } from '../../../shared/rules'
import { describe, expect, it, vi } from 'vitest'
import {
  channelSchemas,
  EDIT_KEYS_MAX,
  frameRefusal,
  sendInParts,
  MESSAGE_MAX_BYTES,
  type Envelope,
  type Role,
  type ServerEvent,
} from '../../../shared/api'
import {
  CAMPAIGN_DEPTH_MAX,
  jsonPathInWords,
  jsonStringBytes,
  jsonTextBoundsIssue,
  jsonValueBoundsIssue,
  LOOSE_DEPTH_MAX,
  parseCampaign,
  type Campaign,
} from '../../../shared/model'
import { NpcRecordSchema, PcRecordSchema, SCRAP_HOUND } from '../../../shared/rules/bluebox'
import { hexKey, offsetToHex } from '../../../shared/geometry/hex'
import { createSession } from '../../../electron/main/session/session'

import { openDemoCampaign } from '../support/open-demo'

const DEMO = openDemoCampaign()

/** `levels` nested one-key objects around 1: `{"a":{"a":…1}}`. */
function nested(levels: number, key = 'a'): unknown {
  let v: unknown = 1
  for (let i = 0; i < levels; i++) v = { [key]: v }
  return v
}

function nestedArrays(levels: number): unknown {
  let v: unknown = []
  for (let i = 1; i < levels; i++) v = [v]
  return v
}

function harness(campaign: Campaign = structuredClone(DEMO)) {
  const session = createSession(campaign)
  const gmEvents: ServerEvent[] = []
  session.hub.subscribe('gm', (e) => gmEvents.push(e))
  const call = (channel: unknown, payload?: unknown, role: Role = 'gm') =>
    session.dispatch(role, channel, payload)
  return { session, gmEvents, call }
}

function refusal(env: Envelope<unknown>, code: string): string {
  expect(env.ok).toBe(false)
  if (env.ok) return ''
  expect(env.error.code).toBe(code)
  return env.error.message
}

describe('jsonValueBoundsIssue', () => {
  it('walks 100,000 levels without recursion and names where the limit was passed', () => {
    const issue = jsonValueBoundsIssue({ channel: nestedArrays(100_000) }, { maxDepth: 40 })
    expect(issue?.message).toBe('nested more than 40 levels deep')
    expect(issue?.path.slice(0, 2)).toEqual(['channel', 0])
  })

  it('accepts exactly the limit and refuses one level more', () => {
    expect(jsonValueBoundsIssue(nested(5), { maxDepth: 5 })).toBeNull()
    expect(jsonValueBoundsIssue(nested(6), { maxDepth: 5 })?.path).toEqual([
      'a',
      'a',
      'a',
      'a',
      'a',
    ])
  })

  it('measures the size as JSON text, to the character', () => {
    const value = { a: [1, 2, { b: 'xx' }], c: null, d: true, e: 'é' }
    const size = JSON.stringify(value).length
    expect(jsonValueBoundsIssue(value, { maxDepth: 5, maxSize: size })).toBeNull()
    expect(jsonValueBoundsIssue(value, { maxDepth: 5, maxSize: size - 1 })?.message).toMatch(
      /^too big/,
    )
  })

  it('treats a cycle as too deep instead of looping', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(jsonValueBoundsIssue(cyclic, { maxDepth: 10 })?.message).toMatch(/more than 10 levels/)
  })

  it('stops a value shared many times over by its size', () => {
    let wide: unknown = 'x'.repeat(100)
    for (let i = 0; i < 30; i++) wide = [wide, wide]
    expect(jsonValueBoundsIssue(wide, { maxDepth: 40, maxSize: 1 << 20 })?.message).toMatch(
      /^too big/,
    )
  })
})

describe('jsonTextBoundsIssue', () => {
  it('names the field, the line and the column of the first level too deep', () => {
    const text = `{\n "npcs": [{"id": "x", "lore": ${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`
    const issue = jsonTextBoundsIssue(text, { maxDepth: 34 })
    expect(issue).toMatchObject({ line: 2, message: 'nested more than 34 levels deep' })
    expect(jsonPathInWords(issue?.path ?? [])).toBe('$.npcs[0].lore.a.a.a…')
  })

  it('counts array items and ignores brackets inside strings and escapes', () => {
    expect(jsonTextBoundsIssue('["[[[[", "\\"[[[", {"k]": "}}}"}]', { maxDepth: 2 })).toBeNull()
    expect(jsonTextBoundsIssue('[[1], [2, [3]]]', { maxDepth: 2 })?.path).toEqual([1, 1])
  })

  it('agrees with the walk of the parsed value on any JSON, strings full of quotes and backslashes included', () => {
    // Strings are skipped a quote at a time: an escaped quote (after an odd run of backslashes)
    // must not end one, an even run must. The walk of the parsed value is the independent answer.
    const tricky = fc.string({ unit: fc.constantFrom('"', '\\', '[', '{', ']', '}', 'a', ',') })
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tricky,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(tricky, tie('node'), { maxKeys: 3 }),
      ),
    })).node
    fc.assert(
      fc.property(value, fc.integer({ min: 1, max: 6 }), fc.boolean(), (v, maxDepth, spaced) => {
        const text = JSON.stringify(v, null, spaced ? 1 : undefined)
        const fromText = jsonTextBoundsIssue(text, { maxDepth })
        const fromValue = jsonValueBoundsIssue(JSON.parse(text), { maxDepth })
        expect(fromText?.kind ?? null).toBe(fromValue?.kind ?? null)
        // The text's path holds keys as written (escapes and all), the value's as read.
        const read = (p: string | number) => (typeof p === 'string' ? JSON.parse(`"${p}"`) : p)
        if (fromText && fromValue) expect(fromText.path.map(read)).toEqual(fromValue.path)
      }),
      { numRuns: 400 },
    )
  })

  it('refuses text over the size limit without scanning it', () => {
    expect(jsonTextBoundsIssue('[]'.repeat(100), { maxDepth: 5, maxSize: 100 })?.message).toMatch(
      /^too big/,
    )
  })
})

describe('jsonStringBytes', () => {
  it.each([
    '',
    'plain',
    'quote " and \\ slash',
    'tab\tnew\nline\u0001',
    'é ß 中 😀',
    '\ud800 lone',
  ])('is what JSON.stringify(%j) weighs in UTF-8', (text) => {
    expect(jsonStringBytes(text)).toBe(Buffer.byteLength(JSON.stringify(text)))
  })
})

describe('frameRefusal (for the WebSocket transport, before JSON.parse)', () => {
  it('refuses a frame whose channel is 100,000 nested arrays, in words', () => {
    const raw = `{"id":1,"channel":${'['.repeat(100_000)}${']'.repeat(100_000)},"payload":{}}`
    const message = frameRefusal(raw)
    expect(message).toMatch(/^The message is nested more than \d+ levels deep \(at \$\.channel/)
    expect(message).toMatch(/nothing was changed\.$/)
  })

  it('refuses a frame over the message cap and passes an ordinary one', () => {
    expect(frameRefusal('"' + 'x'.repeat(MESSAGE_MAX_BYTES) + '"')).toMatch(/larger than the 1 MB/)
    expect(frameRefusal('{"id":1,"channel":"state:snapshot","payload":{}}')).toBeNull()
  })
})

describe('the dispatcher refuses out-of-bounds input in words, never with an exception', () => {
  it('a channel of 100,000 nested arrays is an unknown channel, logged without stringifying it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = harness()
    const before = h.session.history.state
    const env = h.call(nestedArrays(100_000), {})
    expect(refusal(env, 'unknown-channel')).toMatch(/Reload the page\.$/)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a long or deep list'))
    expect(h.session.history.state).toBe(before)
    warn.mockRestore()
  })

  it.each([
    ['npc:save', { npc: { ...SCRAP_HOUND, id: 'deep', lore: nested(5000) } }, /lore of the NPC/],
    ['pc:save', { pc: { id: 'deep', name: 'Deep', lore: nested(5000) } }, /lore of the player/],
    ['map:moveToken', { tokenId: nested(100_000), to: { q: 1, r: 1 } }, /token/],
  ])('%s with a 5,000-level field is refused naming the field', (channel, payload, field) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = harness()
    const before = h.session.history.state
    const message = refusal(h.call(channel, payload), 'invalid-input')
    expect(message).toMatch(field)
    expect(message).toMatch(/nested more than \d+ levels deep/)
    expect(message).not.toMatch(/\$|npc:|pc:|map:/)
    expect(h.session.history.state).toBe(before)
    expect(h.gmEvents).toEqual([])
    warn.mockRestore()
  })

  it('a cyclic payload (possible over Electron IPC) is refused, not looped over', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const npc: Record<string, unknown> = { ...SCRAP_HOUND }
    npc.self = npc
    expect(refusal(harness().call('npc:save', { npc }), 'invalid-input')).toMatch(/self/)
    warn.mockRestore()
  })

  it('a field deeper than a record may nest, but within the transport bound, is refused by the model', () => {
    const h = harness()
    const npc = { ...SCRAP_HOUND, id: 'deep', lore: nested(LOOSE_DEPTH_MAX) }
    const message = refusal(h.call('npc:save', { npc }), 'rejected')
    expect(message).toMatch(/the field "lore" is nested more than 32 levels deep/)
    expect(Object.hasOwn(h.session.history.state.npcs, 'deep')).toBe(false)
    // One level less fits, and the campaign it makes still loads.
    const fits = { ...SCRAP_HOUND, id: 'deep', lore: nested(LOOSE_DEPTH_MAX - 2) }
    expect(h.call('npc:save', { npc: fits }).ok).toBe(true)
    expect(parseCampaign(h.session.history.state).ok).toBe(true)
  })

  it('an NPC import with a 5,000-level field is refused naming the NPC and the field', () => {
    const h = harness()
    // Built as text: JSON.stringify itself would overflow on such a value.
    const lore = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const text = exportNpcFile(rulesetById('bluebox')!, [{ ...SCRAP_HOUND, id: 'deep' }]).replace(
      '"id": "deep",',
      `"id": "deep", "lore": ${lore},`,
    )
    const message = refusal(h.call('npc:import', { text }), 'rejected')
    expect(message).toMatch(
      /^Nothing imported: NPC 1 in the file: the field "lore" is nested more than 32 levels deep \(line \d+, column \d+\)/,
    )
    expect(Object.hasOwn(h.session.history.state.npcs, 'deep')).toBe(false)
  })

  it('a painted terrain cell with a deep unknown field is refused', () => {
    const h = harness()
    const mapId = h.session.history.state.activeMapId
    const cell = { kind: 'difficult', note: nested(LOOSE_DEPTH_MAX) }
    const message = refusal(
      h.call('map:paintTerrain', { mapId, hexes: ['1,1'], cell }),
      'invalid-input',
    )
    expect(message).toMatch(/note/)
  })
})

describe('the model keeps loose fields bounded', () => {
  it.each([
    ['an NPC', NpcRecordSchema, { ...SCRAP_HOUND, lore: nested(40) }],
    ['a PC', PcRecordSchema, { id: 'p', name: 'P', lore: nested(40) }],
  ])('%s with a deep unknown field is refused, naming it', (_what, schema, value) => {
    const r = schema.safeParse(value)
    expect(r.success).toBe(false)
    const issue = r.error?.issues.find((i) => i.path[0] === 'lore')
    expect(issue?.message).toBe('the field "lore" is nested more than 32 levels deep')
  })

  it('a campaign holding a 5,000-level field does not parse, and says where', () => {
    const campaign = structuredClone(DEMO) as Record<string, unknown>
    const tokens = campaign.tokens as Record<string, Record<string, unknown>>
    ;(tokens['pc-vaka'] as Record<string, unknown>).extra = nested(5000)
    const r = parseCampaign(campaign)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.issues[0]?.path).toMatch(/^\$\.tokens\.pc-vaka\.extra\.a\.a\.a…$/)
    expect(r.issues[0]?.message).toBe(`nested more than ${CAMPAIGN_DEPTH_MAX} levels deep`)
  })

  it('an asset keyed "__proto__" is refused instead of vanishing', () => {
    const campaign = JSON.parse(
      JSON.stringify(DEMO).replace('"assets":{}', '"assets":{"__proto__":{"id":"x"}}'),
    )
    expect(Object.hasOwn(campaign.assets, '__proto__')).toBe(true)
    const r = parseCampaign(campaign)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.issues.map((i) => i.path).join(' ')).toMatch(/assets/)
  })
})

describe("the contract's limits keep every valid request inside one message", () => {
  it('the biggest valid map edit fits in a message, one more key is refused in words', () => {
    const edges = new Array<string>(EDIT_KEYS_MAX).fill('-499,-499,2')
    const frame = JSON.stringify({
      id: 1_000_000,
      channel: 'map:setEdges',
      payload: { mapId: 'x'.repeat(100), edges, kind: 'cover', continues: true },
    })
    expect(Buffer.byteLength(frame)).toBeLessThan(MESSAGE_MAX_BYTES)
    const h = harness()
    const mapId = h.session.history.state.activeMapId
    const hexes = new Array<string>(EDIT_KEYS_MAX + 1).fill('1,1')
    const message = refusal(h.call('fog:reveal', { mapId, hexes, reveal: true }), 'invalid-input')
    expect(message).toMatch(/at most 60,000 hexes/)
  })

  it('a 20 MB NPC import is refused with a reason, not by closing the connection', () => {
    const text = exportNpcFile(rulesetById('bluebox')!, new Array(20_000).fill(SCRAP_HOUND))
    expect(text.length).toBeGreaterThan(20_000_000)
    // The page checks the file with importNpcs before sending: it is refused there.
    const local = importNpcFile(rulesetById('bluebox')!, text, [])
    expect(local.ok ? '' : local.errors[0]?.message).toMatch(/too big to import in one go/)
    // Main refuses it too, whatever sends it.
    const schema = channelSchemas['npc:import'].input
    const r = schema.safeParse({ text: text.slice(0, 1_000_000) })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toMatch(/split it into smaller files/)
    const message = refusal(harness().call('npc:import', { text }), 'invalid-input')
    expect(message).toMatch(/larger than the 1 MB one message may carry/)
  })
})

describe('a big edit goes in parts that undo as one', () => {
  async function fillInParts(h: ReturnType<typeof harness>, mapId: string, keys: string[]) {
    const sent: { hexes: string[]; continues?: true }[] = []
    const ok = await sendInParts(keys, async (hexes, more) => {
      sent.push({ hexes, ...more })
      const env = h.call('fog:reveal', { mapId, hexes, reveal: true, ...more })
      if (!env.ok) throw new Error(env.error.message)
      return env.ok
    })
    return { ok, sent }
  }

  it('a 250,000-hex reveal is sent as 5 messages and one undo takes it all back', async () => {
    const h = harness()
    const created = h.call('map:create', {
      name: 'Plain',
      orientation: 'pointy',
      cols: 500,
      rows: 500,
      activate: true,
    })
    const mapId = (created as { ok: true; value: { mapId: string } }).value.mapId
    const keys: string[] = []
    for (let row = 0; row < 500; row++)
      for (let col = 0; col < 500; col++) keys.push(hexKey(offsetToHex(col, row, 'pointy')))
    const { ok, sent } = await fillInParts(h, mapId, keys)
    expect(h.gmEvents.filter((e) => e.name === 'session:notice')).toEqual([])
    expect(ok).toBe(true)
    expect(sent.map((s) => s.hexes.length)).toEqual([60_000, 60_000, 60_000, 60_000, 10_000])
    expect(sent.map((s) => s.continues ?? false)).toEqual([false, true, true, true, true])
    const revealed = () => Object.keys(h.session.history.state.maps[mapId]?.fog?.revealed ?? {})
    expect(revealed()).toHaveLength(250_000)
    expect(h.session.history.history().undoLabel).toBe('Reveal 250000 hexes')
    expect(h.call('history:undo', {}).ok).toBe(true)
    expect(revealed()).toHaveLength(0)
    // The map's creation is the step before: the parts were one step.
    expect(h.session.history.history().undoLabel).toMatch(/Create map Plain/)
    expect(h.call('history:redo', {}).ok).toBe(true)
    expect(revealed()).toHaveLength(250_000)
  }, 120_000)

  it('a part never joins an unrelated step before it', () => {
    const h = harness()
    const mapId = h.session.history.state.activeMapId
    expect(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } }).ok).toBe(true)
    const env = h.call('fog:reveal', { mapId, hexes: ['0,0'], reveal: true, continues: true })
    expect(env.ok).toBe(true)
    expect(h.call('history:undo', {}).ok).toBe(true)
    // The move is still there: only the reveal was undone.
    expect(h.session.history.state.tokens['pc-vaka']?.hex).toEqual({ q: 3, r: 5 })
  })

  it('stops at the first refused part', async () => {
    const calls: number[] = []
    const ok = await sendInParts(
      new Array(25).fill('0,0'),
      async (part) => {
        calls.push(part.length)
        return calls.length < 2
      },
      10,
    )
    expect(ok).toBe(false)
    expect(calls).toEqual([10, 10])
  })
})
