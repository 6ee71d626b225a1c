/**
 * The undo journal is put together from each op list's JSON, made once and kept: the file must be
 * exactly what JSON.stringify of the journal gives (so every build reads it as before), and a step
 * that grew since the last write must be written as it is now.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../shared/model'
import type { PatchOp } from '../../../shared/sync'
import {
  readUndoJournal,
  writeUndoJournal,
  type SavedStep,
} from '../../../electron/main/persistence/undo-journal'
import { CampaignHistory } from '../../../electron/main/session/history'
import { demoCampaign, demoFolder } from '../campaign/fixtures'

const SHA = 'a'.repeat(64)
const AT = new Date('2026-03-01T10:00:00Z')

/** `n` fog-like ops, each naming its own hex. */
function ops(n: number, tag: string): PatchOp[] {
  return Array.from({ length: n }, (_, i) =>
    i % 3 === 2
      ? { op: 'del', path: ['maps', 'm', 'fog', 'revealed', `${tag}${i}`] }
      : { op: 'set', path: ['maps', 'm', 'fog', 'revealed', `${tag}${i}`], value: i % 2 === 0 },
  )
}

/** The journal as the whole-file JSON.stringify wrote it. */
function asStringified(undo: SavedStep[], redo: SavedStep[], nextStepId: number): string {
  const plain = (e: SavedStep) => ({
    id: e.id,
    label: e.label,
    forward: e.forward,
    inverse: e.inverse,
    ...(e.partOf !== undefined ? { partOf: e.partOf } : {}),
  })
  return JSON.stringify({
    version: 1,
    campaignSha256: SHA,
    savedAt: AT.toISOString(),
    steps: { undo: undo.map(plain), redo: redo.map(plain), nextStepId },
  })
}

describe('writeUndoJournal', () => {
  it('writes exactly the JSON of the whole journal, whatever the lengths of its op lists', async () => {
    // Lengths around the pieces the lists' JSON is made in (1000 ops), and none at all.
    const lengths = [0, 1, 999, 1000, 1001, 2000, 2001, 4999]
    const undo: SavedStep[] = lengths.map((n, i) => ({
      id: i + 1,
      label: i === 1 ? 'Rename to "Ånd" \\ ✦ \u2028' : `Step ${i + 1}`,
      forward: ops(n, `f${i}-`),
      inverse: ops(lengths[lengths.length - 1 - i]!, `i${i}-`),
      ...(i % 2 === 0 ? { partOf: `fog:reveal map-${i}` } : {}),
    }))
    const redo: SavedStep[] = [{ id: 40, label: 'Redo me', forward: ops(3, 'r'), inverse: [] }]
    const dir = demoFolder()
    for (let round = 0; round < 2; round++) {
      // The second round writes from the JSON kept by the first.
      await writeUndoJournal(dir, SHA, { undo, redo, nextStepId: 41 }, AT)
      const text = readFileSync(join(dir, 'undo-history.json'), 'utf8')
      expect(text).toBe(asStringified(undo, redo, 41))
    }
    const read = readUndoJournal(dir)
    expect(read.kind).toBe('ok')
    expect(read.kind === 'ok' && read.journal.steps.undo[5]!.forward).toEqual(undo[5]!.forward)
  })

  it('writes a step the size bound left out last time in full once it fits again', async () => {
    const undo: SavedStep[] = [1, 2, 3, 4].map((id) => ({
      id,
      label: `Step ${id}`,
      forward: ops(3000, `f${id}-`),
      inverse: ops(3000, `i${id}-`),
    }))
    const dir = demoFolder()
    const read = () => {
      const r = readUndoJournal(dir)
      return r.kind === 'ok' ? r.journal.steps.undo.map((e) => e.id) : r.kind
    }
    const oneStep = Buffer.byteLength(JSON.stringify(undo[0]))
    await writeUndoJournal(dir, SHA, { undo, redo: [], nextStepId: 5 }, AT, oneStep * 2.5)
    expect(read()).toEqual([3, 4])
    await writeUndoJournal(dir, SHA, { undo, redo: [], nextStepId: 5 }, AT)
    expect(read()).toEqual([1, 2, 3, 4])
    const text = readFileSync(join(dir, 'undo-history.json'), 'utf8')
    expect(text).toBe(asStringified(undo, [], 5))
  })

  it('writes a step that grew since the last write as it is now', async () => {
    const reveal = (keys: string[]) => ({
      label: 'Reveal',
      run: (s: Campaign) => {
        const state = { ...(s.rulesetState ?? {}) }
        for (const k of keys) state[k] = true
        return { state: { ...s, name: keys.join('+'), rulesetState: state } }
      },
    })
    const history = new CampaignHistory(demoCampaign())
    const dir = demoFolder()
    history.execute(reveal(['a']), { partOf: 'fill' })
    await writeUndoJournal(dir, SHA, history.exportSteps(Infinity), AT)
    history.execute(reveal(['b', 'c']), { partOf: 'fill', continues: true })
    await writeUndoJournal(dir, SHA, history.exportSteps(Infinity), AT)
    const read = readUndoJournal(dir)
    if (read.kind !== 'ok') throw new Error('the journal did not read back')
    const [step] = read.journal.steps.undo
    expect(read.journal.steps.undo).toHaveLength(1)
    expect(step!.forward).toEqual(history.exportSteps().undo[0]!.forward)
    expect(
      step!.forward.filter((o) => o.path[0] === 'name').map((o) => (o as { value: unknown }).value),
    ).toEqual(['a', 'b+c'])
    // Undone in the file's order, it gives back the campaign as it was before the fill.
    const again = new CampaignHistory(history.state)
    expect(again.importSteps(read.journal.steps).ok).toBe(true)
    expect(again.undo()).toBe(true)
    expect(again.state).toEqual(demoCampaign())
  })
})
