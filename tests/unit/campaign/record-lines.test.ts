/**
 * Record lines: a snapshot written by the serializer is read one record per line, and two
 * snapshots share the records whose lines are the same; a file laid out any other way shares
 * nothing it cannot prove, so a summary never misses a change.
 */
import { describe, expect, it } from 'vitest'
import {
  appendedKeys,
  fieldsOf,
  recordLines,
  shareSameRecords,
} from '../../../electron/main/persistence/record-lines'
import { serializeCampaign } from '../../../electron/main/persistence/store'
import { summarizeChanges } from '../../../shared/sync/summary'
import type { Campaign } from '../../../shared/model'
import { demoCampaign } from './fixtures'

function moved(c: Campaign): Campaign {
  const id = Object.keys(c.tokens)[0]!
  const tok = c.tokens[id]!
  return {
    ...c,
    tokens: { ...c.tokens, [id]: { ...tok, hex: { q: tok.hex.q + 1, r: tok.hex.r } } },
  }
}

describe('recordLines', () => {
  it("reads the serializer's layout: each collection's records by id", () => {
    const c = demoCampaign()
    const lines = recordLines(serializeCampaign(c))
    expect(lines).not.toBeNull()
    expect([...lines!.get('tokens')!.keys()]).toEqual(Object.keys(c.tokens))
    const [id, line] = [...lines!.get('npcs')!][0]!
    expect(JSON.parse(line)).toEqual(c.npcs[id])
  })

  it('reads a pretty-printed or one-line file as having no record lines', () => {
    expect(recordLines(JSON.stringify(demoCampaign(), null, 2))).toBeNull()
    expect(recordLines(JSON.stringify(demoCampaign()))).toBeNull()
  })
})

describe('shareSameRecords', () => {
  it('shares what did not change, and the summary is the one of comparing everything', () => {
    const older = demoCampaign()
    const newer = moved(older)
    const [a, b] = [serializeCampaign(older), serializeCampaign(newer)]
    const [pa, pb] = [JSON.parse(a) as Campaign, JSON.parse(b) as Campaign]
    const shared = shareSameRecords(a, pa, b, pb)
    // Untouched collections are taken whole; in tokens, all but the moved one.
    expect(shared.npcs).toBe(pa.npcs)
    const moves = Object.keys(pb.tokens).filter((id) => shared.tokens[id] !== pa.tokens[id])
    expect(moves).toEqual([Object.keys(older.tokens)[0]])
    expect(summarizeChanges(pa, shared)).toEqual(summarizeChanges(pa, pb))
  })

  it('shares nothing where a record spans lines, even when one of its lines is the same', () => {
    const older = demoCampaign()
    const [id, npc] = Object.entries(older.npcs)[0]!
    // Hand-made: one NPC split over two lines, its first line alike in both files.
    const text = (name: string) =>
      serializeCampaign(older).replace(
        `${JSON.stringify(id)}: ${JSON.stringify(npc)}`,
        `${JSON.stringify(id)}: {"id": ${JSON.stringify(id)},\n"x": {"name": ${JSON.stringify(name)}}}`,
      )
    const [a, b] = [text('one'), text('two')]
    expect(a).not.toBe(b)
    const [pa, pb] = [JSON.parse(a) as Campaign, JSON.parse(b) as Campaign]
    const shared = shareSameRecords(a, pa, b, pb)
    expect(shared.npcs[id]).toBe(pb.npcs[id])
    expect(summarizeChanges(pa, shared).line).toBe(summarizeChanges(pa, pb).line)
  })

  it('shares nothing when a top-level field spans lines (its lines could pass for a collection)', () => {
    const older = demoCampaign()
    const a = serializeCampaign(older).replace(/\n}\n$/, ',\n"extra": {"a":\n"npcs"}\n}\n')
    expect(() => JSON.parse(a)).not.toThrow()
    expect(recordLines(a)).toBeNull()
  })
})

/** The demo campaign with its first map fogged (three cells revealed) and dressed with terrain. */
function fogged(): { c: Campaign; mapId: string } {
  const c = demoCampaign()
  const mapId = Object.keys(c.maps)[0]!
  const map = c.maps[mapId]!
  c.maps[mapId] = {
    ...map,
    terrain: {
      '0,0': { kind: 'difficult', elevation: 1 },
      '1,0': { kind: 'difficult', elevation: 2 },
    },
    fog: { enabled: true, revealed: { '0,0': 1, '1,0': 1, '2,0': 1 } },
  }
  return { c, mapId }
}

function withMap(
  c: Campaign,
  mapId: string,
  change: (m: Campaign['maps'][string]) => void,
): Campaign {
  const d = structuredClone(c)
  change(d.maps[mapId]!)
  return d
}

/** Both files parsed, the shared campaign, and the summary as the History list makes it. */
function compared(older: Campaign, newer: Campaign, edit?: (text: string) => string) {
  const a = serializeCampaign(older)
  const b = edit ? edit(serializeCampaign(newer)) : serializeCampaign(newer)
  const [pa, pb] = [JSON.parse(a) as Campaign, JSON.parse(b) as Campaign]
  const shared = shareSameRecords(a, pa, b, pb)
  return { pa, pb, shared, line: summarizeChanges(pa, shared, appendedKeys).line }
}

describe('fieldsOf', () => {
  it("reads an object's fields as their texts, spaces and all", () => {
    expect(fieldsOf('{"a":1,"b":{"c":[1,"}"]},"d\\"":"x"}')).toEqual(
      new Map([
        ['a', '1'],
        ['b', '{"c":[1,"}"]}'],
        ['d"', '"x"'],
      ]),
    )
    expect(fieldsOf(' { "a" : true , "b" : null } ')).toEqual(
      new Map([
        ['a', 'true'],
        ['b', 'null'],
      ]),
    )
  })

  it('reads nothing from a repeated key, a non-object or too many fields', () => {
    expect(fieldsOf('{"a":1,"a":2}')).toBeNull()
    expect(fieldsOf('[1,2]')).toBeNull()
    expect(fieldsOf('{"a":1,"b":2,"c":3}', 2)).toBeNull()
  })
})

describe('shareSameRecords: a changed record', () => {
  it("keeps the fields whose text did not change: a map's terrain when only its fog did", () => {
    // Long enough a line to be split into its fields.
    const { c, mapId } = fogged()
    c.maps[mapId]!.name = `Harbour ${'x'.repeat(3000)}`
    const newer = withMap(c, mapId, (m) => {
      m.fog!.revealed['3,0'] = 1
    })
    const { pa, pb, shared, line } = compared(c, newer)
    expect(shared.maps[mapId]!.terrain).toBe(pa.maps[mapId]!.terrain)
    expect(shared.maps[mapId]!.fog).toBe(pb.maps[mapId]!.fog)
    expect(shared.maps[mapId]).toEqual(pb.maps[mapId])
    expect(line).toBe(summarizeChanges(pa, pb).line)
    expect(line).toMatch(/revealed 1 hex$/)
  })

  it('keeps the fog whose text did not change when the terrain did', () => {
    const { c, mapId } = fogged()
    c.maps[mapId]!.name = `Harbour ${'x'.repeat(3000)}`
    const newer = withMap(c, mapId, (m) => {
      m.terrain = { ...m.terrain, '0,0': { kind: 'dangerous', elevation: 1 } }
    })
    const { pa, pb, shared, line } = compared(c, newer)
    expect(shared.maps[mapId]!.fog).toBe(pa.maps[mapId]!.fog)
    expect(line).toBe(summarizeChanges(pa, pb).line)
    expect(line).toBe('1 map edited')
  })

  it('counts cells revealed after the others from the text, and any other change in full', () => {
    const { c, mapId } = fogged()
    c.maps[mapId]!.name = `Harbour ${'x'.repeat(3000)}`
    const appended = withMap(c, mapId, (m) => {
      m.fog!.revealed = { ...m.fog!.revealed, '5,5': 1, '0,0': 1, '6,6': 1 }
    })
    const a = compared(c, appended)
    expect(appendedKeys(a.pa.maps[mapId]!.fog!.revealed, a.pb.maps[mapId]!.fog!.revealed)).toEqual({
      gained: 2,
      lost: 0,
    })
    expect(a.line).toBe(summarizeChanges(a.pa, a.pb).line)
    expect(a.line).toMatch(/revealed 2 hexes$/)
    // One hidden and one revealed: not an append, counted key by key.
    const swapped = withMap(c, mapId, (m) => {
      m.fog!.revealed = { '1,0': 1, '2,0': 1, '7,7': 1 }
    })
    const s = compared(c, swapped)
    expect(appendedKeys(s.pa.maps[mapId]!.fog!.revealed, s.pb.maps[mapId]!.fog!.revealed)).toBe(
      undefined,
    )
    expect(s.line).toBe(summarizeChanges(s.pa, s.pb).line)
    expect(s.line).toMatch(/revealed 1 hex and hid 1 hex$/)
  })

  it('shares no field of a record whose line repeats a key (edited by hand)', () => {
    const { c, mapId } = fogged()
    c.maps[mapId]!.name = `Harbour ${'x'.repeat(3000)}`
    const newer = withMap(c, mapId, (m) => {
      m.fog!.revealed['3,0'] = 1
    })
    // The newer file's map names its terrain twice; JSON.parse keeps the second, a different one.
    const { pa, pb, shared, line } = compared(c, newer, (text) =>
      text.replace('"terrain":', '"terrain":{"9,9":{"kind":"dangerous"}},"terrain":'),
    )
    expect(pb.maps[mapId]!.terrain).toEqual(pa.maps[mapId]!.terrain)
    expect(shared.maps[mapId]).toBe(pb.maps[mapId])
    expect(line).toBe(summarizeChanges(pa, pb).line)
  })
})
