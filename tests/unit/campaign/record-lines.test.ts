/**
 * Record lines: a snapshot written by the serializer is read one record per line, and two
 * snapshots share the records whose lines are the same; a file laid out any other way shares
 * nothing it cannot prove, so a summary never misses a change.
 */
import { describe, expect, it } from 'vitest'
import { recordLines, shareSameRecords } from '../../../electron/main/persistence/record-lines'
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
