import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ServerEvent } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { readUndoJournal, writeUndoJournal } from '../../../electron/main/persistence/undo-journal'
import { CampaignHistory, HISTORY_LIMIT } from '../../../electron/main/session/history'
import { createSession } from '../../../electron/main/session/session'
import { demoCampaign, demoFolder, V1_FIXTURE, writeCampaignFile } from '../campaign/fixtures'

const JOURNAL = 'undo-history.json'
const managers: CampaignManager[] = []
afterEach(async () => {
  for (const m of managers.splice(0)) await m.close()
})

/** One app run on the folder: a fresh session (as after a restart) and its campaign manager. */
async function launch(dir: string) {
  const options = { debounceMs: 1, maxDelayMs: 5 }
  const store = await CampaignStore.open(dir, options)
  const session = createSession(store.campaign)
  const logs: string[] = []
  const manager = new CampaignManager(session, options, {
    delayMs: 0,
    log: (m) => logs.push(m),
  })
  managers.push(manager)
  const notices: string[] = []
  session.hub.subscribe('gm', (e: ServerEvent) => {
    if (e.name === 'session:notice') notices.push((e.payload as { message: string }).message)
  })
  await manager.use(store)
  return { session, manager, notices, logs }
}

async function quit(manager: CampaignManager): Promise<void> {
  managers.splice(managers.indexOf(manager), 1)
  await manager.close()
}

const move = (s: Awaited<ReturnType<typeof launch>>['session'], q: number, r: number) =>
  s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-vaka', to: { q, r } })
const vakaHex = (s: Awaited<ReturnType<typeof launch>>['session']) =>
  s.history.state.tokens['pc-vaka']?.hex
const onDisk = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as Campaign

describe('undo survives a restart', () => {
  it('reopened, undo takes back the last session’s moves one by one and redo brings them again', async () => {
    const dir = demoFolder()
    const start = demoCampaign().tokens['pc-vaka']!.hex
    const first = await launch(dir)
    move(first.session, 3, 5)
    move(first.session, 4, 5)
    const label = first.session.history.history().undoLabel
    await quit(first.manager)

    // The journal names the exact bytes now in campaign.json.
    const journal = JSON.parse(readFileSync(join(dir, JOURNAL), 'utf8'))
    const bytes = readFileSync(join(dir, 'campaign.json'))
    expect(journal.version).toBe(1)
    expect(journal.campaignSha256).toBe(createHash('sha256').update(bytes).digest('hex'))

    const second = await launch(dir)
    expect(second.notices).toEqual(['Undo remembers your last 2 steps from the previous session.'])
    expect(vakaHex(second.session)).toEqual({ q: 4, r: 5 })
    expect(second.session.history.history()).toMatchObject({ canUndo: true, undoLabel: label })
    second.session.dispatch('gm', 'history:undo', {})
    expect(vakaHex(second.session)).toEqual({ q: 3, r: 5 })
    second.session.dispatch('gm', 'history:undo', {})
    expect(vakaHex(second.session)).toEqual(start)
    expect(second.session.history.history().canUndo).toBe(false)
    second.session.dispatch('gm', 'history:redo', {})
    expect(vakaHex(second.session)).toEqual({ q: 3, r: 5 })
    await second.manager.flush()
    expect(onDisk(dir).tokens['pc-vaka']!.hex).toEqual({ q: 3, r: 5 })
  })

  it('while the app runs, each save is followed by a journal of the steps that fit its bytes', async () => {
    const dir = demoFolder()
    const run = await launch(dir)
    const journalFits = (steps: number) => {
      const j = readUndoJournal(dir)
      if (j.kind !== 'ok') return false
      const sha = createHash('sha256')
        .update(readFileSync(join(dir, 'campaign.json')))
        .digest('hex')
      return j.journal.campaignSha256 === sha && j.journal.steps.undo.length === steps
    }
    move(run.session, 3, 5)
    await run.manager.flush()
    await vi.waitFor(() => expect(journalFits(1)).toBe(true))
    move(run.session, 4, 5)
    await run.manager.flush()
    await vi.waitFor(() => expect(journalFits(2)).toBe(true))
  })

  it('keeps the redo steps too, and says a single step in the singular', async () => {
    const dir = demoFolder()
    const first = await launch(dir)
    move(first.session, 3, 5)
    move(first.session, 4, 5)
    first.session.dispatch('gm', 'history:undo', {})
    await quit(first.manager)

    const second = await launch(dir)
    expect(second.notices).toEqual(['Undo remembers your last step from the previous session.'])
    expect(second.session.history.history()).toMatchObject({ canUndo: true, canRedo: true })
    second.session.dispatch('gm', 'history:redo', {})
    expect(vakaHex(second.session)).toEqual({ q: 4, r: 5 })
  })

  it('a new step after the import gets an id none of the imported steps holds', async () => {
    const dir = demoFolder()
    const first = await launch(dir)
    move(first.session, 3, 5) // step 1
    move(first.session, 4, 5) // step 2
    move(first.session, 5, 5) // step 3
    await quit(first.manager)

    const second = await launch(dir)
    const step = second.session.history.execute({
      label: 'Rename',
      run: (s) => ({ state: { ...s, name: 'Renamed' } }),
    })
    expect(step.stepId).toBe(4)
    second.session.dispatch('gm', 'history:undo', {})
    expect(second.session.history.state.name).toBe(demoCampaign().name)
    second.session.dispatch('gm', 'history:undo', {})
    expect(vakaHex(second.session)).toEqual({ q: 4, r: 5 })
  })

  it('refuses the steps when campaign.json was edited by hand between sessions', async () => {
    const dir = demoFolder()
    const first = await launch(dir)
    move(first.session, 3, 5)
    await quit(first.manager)
    // Even one added newline (the same campaign to JSON) makes other bytes.
    const file = join(dir, 'campaign.json')
    writeFileSync(file, readFileSync(file, 'utf8') + '\n')

    const second = await launch(dir)
    expect(second.notices).toEqual([
      'The undo history from last time was not kept: campaign.json was changed outside the app since.',
    ])
    expect(second.session.history.history().canUndo).toBe(false)
    expect(vakaHex(second.session)).toEqual({ q: 3, r: 5 })
    expect(existsSync(join(dir, JOURNAL))).toBe(false)
    // Told once: the next run has nothing to say about it.
    await quit(second.manager)
    const third = await launch(dir)
    expect(third.notices).toEqual([])
  })

  it('refuses the steps when the file was migrated at open', async () => {
    const dir = demoFolder()
    const v1 = readFileSync(V1_FIXTURE)
    writeCampaignFile(dir, v1)
    // A journal that names exactly these bytes: still of no use once the file is rewritten.
    const steps = {
      undo: [{ id: 1, label: 'Rename', forward: [], inverse: [] }],
      redo: [],
      nextStepId: 2,
    }
    const sha = createHash('sha256').update(v1).digest('hex')
    writeFileSync(
      join(dir, JOURNAL),
      JSON.stringify({ version: 1, campaignSha256: sha, savedAt: '2026-01-01T00:00:00Z', steps }),
    )
    const run = await launch(dir)
    expect(run.notices).toEqual([
      'The undo history from last time was not kept: the campaign was updated to the format of this version of the app when it opened.',
    ])
    expect(run.session.history.history().canUndo).toBe(false)
  })

  it.each([
    ['not JSON', '{"version": 1, "steps": ', 'is not valid JSON'],
    [
      'a step of the wrong shape',
      JSON.stringify({
        version: 1,
        campaignSha256: 'a'.repeat(64),
        savedAt: 'x',
        steps: {
          undo: [{ id: 1, label: 'Move', forward: 'oops', inverse: [] }],
          redo: [],
          nextStepId: 2,
        },
      }),
      'steps.undo[0].forward',
    ],
    ['a different version', JSON.stringify({ version: 2 }), 'version'],
  ])('ignores a journal that is %s, logs why, and opens the campaign', async (_, text, reason) => {
    const dir = demoFolder()
    writeFileSync(join(dir, JOURNAL), text)
    const run = await launch(dir)
    expect(run.session.history.state.name).toBe(demoCampaign().name)
    expect(run.session.history.history().canUndo).toBe(false)
    expect(run.notices).toEqual([])
    expect(run.logs).toHaveLength(1)
    expect(run.logs[0]).toContain('The undo history from last time was ignored')
    expect(run.logs[0]).toContain(reason)
    // The next save replaces it with a good one.
    move(run.session, 3, 5)
    await quit(run.manager)
    expect(JSON.parse(readFileSync(join(dir, JOURNAL), 'utf8')).steps.undo).toHaveLength(1)
  })

  it('a journal that cannot be written is only logged: the campaign is saved all the same', async () => {
    const dir = demoFolder()
    mkdirSync(join(dir, JOURNAL)) // a folder where the file should go
    const run = await launch(dir)
    expect(run.logs).toEqual([
      `The undo history from last time was ignored: ${join(dir, JOURNAL)} is not a regular file`,
    ])
    move(run.session, 3, 5)
    await quit(run.manager)
    expect(onDisk(dir).tokens['pc-vaka']!.hex).toEqual({ q: 3, r: 5 })
    expect(run.logs.slice(1).some((m) => m.startsWith('The undo history could not be kept:'))).toBe(
      true,
    )
  })
})

describe('CampaignHistory.exportSteps / importSteps', () => {
  const rename = (name: string) => ({
    label: `Rename to ${name.slice(0, 8)}`,
    run: (s: Campaign) => ({ state: { ...s, name } }),
  })

  it('keeps the last 200 steps; imported elsewhere they undo back to the state after step 5', () => {
    expect(HISTORY_LIMIT).toBe(200)
    const history = new CampaignHistory(demoCampaign())
    for (let k = 1; k <= 205; k++) history.execute(rename(`n${k}`))
    const saved = JSON.parse(JSON.stringify(history.exportSteps()))
    expect(saved.undo).toHaveLength(200)
    expect(saved.undo[0].id).toBe(6)
    expect(saved.nextStepId).toBe(206)

    const again = new CampaignHistory(history.state)
    expect(again.importSteps(saved)).toEqual({ ok: true, undo: 200, redo: 0 })
    for (let i = 0; i < 200; i++) expect(again.undo()).toBe(true)
    expect(again.state.name).toBe('n5')
    expect(again.undo()).toBe(false)
    expect(again.redo()).toBe(true)
    expect(again.state.name).toBe('n6')
  })

  it('an import of more than 200 steps keeps the newest 200 each way', () => {
    const step = (id: number) => ({ id, label: `Step ${id}`, forward: [], inverse: [] })
    const saved = {
      undo: Array.from({ length: 250 }, (_, i) => step(i + 1)),
      redo: Array.from({ length: 230 }, (_, i) => step(1000 - i)),
      nextStepId: 1001,
    }
    const history = new CampaignHistory(demoCampaign())
    expect(history.importSteps(saved)).toEqual({ ok: true, undo: 200, redo: 200 })
    const out = history.exportSteps()
    expect(out.undo[0]!.id).toBe(51)
    expect(out.undo.at(-1)!.id).toBe(250)
    // The redo stack's last entry is the next redo: the furthest ones (1000..971) went.
    expect(out.redo[0]!.id).toBe(970)
    expect(out.redo.at(-1)!.id).toBe(771)
  })

  it('drops the oldest steps while the whole is over the size bound', () => {
    const history = new CampaignHistory(demoCampaign())
    // Each step after the first holds two names of 10 000 letters (forward and inverse).
    for (const letter of 'abcde') history.execute(rename(letter.repeat(10_000)))
    const all = history.exportSteps()
    expect(all.undo).toHaveLength(5)
    // Three of those steps are over 60 000 bytes of JSON, two under 50 000.
    const kept = history.exportSteps(50_000)
    expect(kept.undo.map((s) => s.id)).toEqual([4, 5])
    const again = new CampaignHistory(history.state)
    expect(again.importSteps(all, 50_000)).toEqual({ ok: true, undo: 2, redo: 0 })
  })

  it('the journal is cut to the size bound when written, oldest steps first', async () => {
    const history = new CampaignHistory(demoCampaign())
    for (const letter of 'abcde') history.execute(rename(letter.repeat(10_000)))
    const dir = demoFolder()
    const at = new Date('2026-03-01T10:00:00Z')
    await writeUndoJournal(dir, 'f'.repeat(64), history.exportSteps(Infinity), at, 50_000)
    const read = readUndoJournal(dir)
    expect(read.kind === 'ok' && read.journal.steps.undo.map((s) => s.id)).toEqual([4, 5])
    expect(read.kind === 'ok' && read.journal.savedAt).toBe('2026-03-01T10:00:00.000Z')
  })

  it('refuses a damaged import with the reason and keeps its own steps', () => {
    const history = new CampaignHistory(demoCampaign())
    history.execute(rename('Mine'))
    const bad = history.importSteps({ undo: 'nope', redo: [], nextStepId: 1 })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.reason).toMatch(/^the saved undo steps are damaged: undo: /)
    const twice = { id: 3, label: 'x', forward: [], inverse: [] }
    const dup = history.importSteps({ undo: [twice], redo: [twice], nextStepId: 4 })
    expect(dup).toEqual({
      ok: false,
      reason: 'the saved undo steps are damaged: two steps have the same id',
    })
    expect(history.history().undoLabel).toBe('Rename to Mine')
    expect(history.undo()).toBe(true)
    expect(history.state.name).toBe(demoCampaign().name)
  })

  it('an export is not changed by later parts joining its last step', () => {
    const history = new CampaignHistory(demoCampaign())
    history.execute(rename('One'), { partOf: 'edit' })
    const before = history.exportSteps()
    history.execute(rename('Two'), { partOf: 'edit', continues: true })
    expect(before.undo).toHaveLength(1)
    expect(before.undo[0]!.forward).toEqual([{ op: 'set', path: ['name'], value: 'One' }])
    expect(history.exportSteps().undo[0]!.forward).toHaveLength(2)
  })
})
