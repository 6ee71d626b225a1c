import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChannelOutputs, Envelope, ServerEvent } from '../../../shared/api'
import type { HistoryList } from '../../../shared/api/contract/history'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore, type StoreOptions } from '../../../electron/main/persistence/store'
import { createSession } from '../../../electron/main/session/session'
import { demoFolder } from '../campaign/fixtures'

const managers: CampaignManager[] = []
afterEach(async () => {
  for (const m of managers.splice(0)) await m.close()
})

const MB = 1024 * 1024

async function setup() {
  const dir = demoFolder()
  // A clock a second further on at each look, from 2026-12-02 10:00 UTC: every snapshot has its
  // own name and all are under a day old.
  let t = Date.parse('2026-12-02T10:00:00.000Z')
  const options: StoreOptions = { debounceMs: 1, maxDelayMs: 5, now: () => new Date((t += 1000)) }
  const store = await CampaignStore.open(dir, options)
  await store.backedUp()
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session, options)
  managers.push(manager)
  await manager.use(store)
  const playerEvents: ServerEvent[] = []
  session.hub.subscribe('player', (e) => playerEvents.push(e))
  async function call<C extends keyof ChannelOutputs>(
    channel: C,
    payload: unknown,
  ): Promise<Envelope<ChannelOutputs[C]>> {
    const later = session.later('gm', channel, payload)
    if (!later) throw new Error(`${channel} is not answered later`)
    return (await later) as Envelope<ChannelOutputs[C]>
  }
  async function ok<C extends keyof ChannelOutputs>(c: C, p: unknown): Promise<ChannelOutputs[C]> {
    const env = await call(c, p)
    if (!env.ok) throw new Error(env.error.message)
    return env.value
  }
  async function refused(c: keyof ChannelOutputs, p: unknown): Promise<string> {
    const env = await call(c, p)
    if (env.ok) throw new Error('expected a refusal')
    expect(env.error.code).toBe('rejected')
    return env.error.message
  }
  const dispatch = (channel: string, payload: unknown) => {
    const env = session.dispatch('gm', channel, payload)
    if (!env.ok) throw new Error(env.error.message)
    return env.value
  }
  return { dir, session, manager, playerEvents, ok, refused, dispatch }
}

const backupsOf = (dir: string) =>
  readdirSync(join(dir, 'backups')).filter((n) => n !== 'index.json')

describe('history:list and history:snapshot', () => {
  it('lists the snapshots newest first, with reason, name and what changed', async () => {
    const h = await setup()
    h.dispatch('map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    const saved = await h.ok('history:snapshot', { label: 'before the boss fight' })
    expect(saved.snapshot).toMatchObject({
      reason: 'named',
      label: 'before the boss fight',
      damaged: null,
      willPrune: false,
    })
    expect(saved.snapshot.name).toMatch(/-named\.json$/)
    const list = await h.ok('history:list', {})
    expect(list.snapshots.map((s) => s.reason)).toEqual(['named', 'open'])
    expect(list.snapshots[0]!.summary).toBe('1 token moved')
    // The oldest has nothing before it to compare with.
    expect(list.snapshots[1]!.summary).toBeNull()
    expect(list.maxBytes).toBe(512 * MB)
    const bytes = backupsOf(h.dir).map((n) => readFileSync(join(h.dir, 'backups', n)).length)
    expect(list.totalBytes).toBe(bytes[0]! + bytes[1]!)
    expect(list.keptBytes).toBe(list.totalBytes)
    // The label is kept in the index, by file name.
    const index = JSON.parse(readFileSync(join(h.dir, 'backups', 'index.json'), 'utf8'))
    expect(index.labels).toEqual({ [saved.snapshot.name]: 'before the boss fight' })
  })

  it('lists a snapshot that no longer validates as damaged, with the reason; it cannot be opened', async () => {
    const h = await setup()
    const broken = '2026-12-02T09-00-00-000Z-interval.json'
    writeFileSync(join(h.dir, 'backups', broken), '{"schemaVersion": 5, "name": ')
    const list = await h.ok('history:list', {})
    const info = list.snapshots.find((s) => s.name === broken)!
    expect(info.damaged).toMatch(/^not valid JSON: .* \(the file looks truncated\)$/)
    expect(info.summary).toBeNull()
    // The open snapshot is compared with the next older good one: there is none.
    expect(list.snapshots[0]!.summary).toBeNull()
    const why = await h.refused('history:preview', { name: broken })
    expect(why).toMatch(/^This snapshot cannot be opened: not valid JSON/)
    expect(await h.refused('history:restore', { name: broken })).toBe(why)
    expect(await h.refused('history:takeBack', { name: broken, kind: 'pc', id: 'vaka' })).toBe(why)
  })

  it('says so for a snapshot that is not in the folder', async () => {
    const h = await setup()
    const name = '2020-01-01T00-00-00-000Z-open.json'
    expect(await h.refused('history:preview', { name })).toBe(
      `There is no snapshot called ${name} in this campaign.`,
    )
  })

  it('rebuilds a lost or broken index; a named snapshot whose name was lost is still kept', async () => {
    const h = await setup()
    const saved = await h.ok('history:snapshot', { label: 'boss' })
    writeFileSync(join(h.dir, 'backups', 'index.json'), '{"labels": [nonsense')
    let list = await h.ok('history:list', {})
    expect(list.snapshots[0]).toMatchObject({ name: saved.snapshot.name, label: '(name lost)' })
    rmSync(join(h.dir, 'backups', 'index.json'))
    list = await h.ok('history:list', { maxBytes: 10 * MB })
    expect(list.snapshots[0]).toMatchObject({
      label: '(name lost)',
      reason: 'named',
      willPrune: false,
    })
    expect(existsSync(join(h.dir, 'backups', 'index.json'))).toBe(true)
  })

  it('recomputes a cached check when the file changed', async () => {
    const h = await setup()
    const first = await h.ok('history:list', {})
    const open = first.snapshots[0]!
    expect(open.damaged).toBeNull()
    writeFileSync(join(h.dir, 'backups', open.name), '')
    const again = await h.ok('history:list', {})
    expect(again.snapshots[0]!.damaged).toBe('the file is empty')
  })
})

describe('summaries', () => {
  it('compare with the next older good snapshot, again when that one is gone', async () => {
    const h = await setup()
    h.dispatch('map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    const a = (await h.ok('history:snapshot', { label: 'a' })).snapshot
    h.dispatch('map:moveToken', { tokenId: 'pc-orin', to: { q: 4, r: 5 } })
    const b = (await h.ok('history:snapshot', { label: 'b' })).snapshot
    let list = await h.ok('history:list', {})
    expect(list.snapshots.map((s) => [s.label, s.summary])).toEqual([
      ['b', '1 token moved'],
      ['a', '1 token moved'],
      [null, null],
    ])
    // Without a, b is compared with the open snapshot: two tokens moved since.
    rmSync(join(h.dir, 'backups', a.name))
    list = await h.ok('history:list', {})
    expect(list.snapshots.map((s) => [s.name, s.summary])).toEqual([
      [b.name, '2 tokens moved'],
      [list.snapshots[1]!.name, null],
    ])
  })
})

describe('history:setPolicy', () => {
  it('saves the size, prunes to it now and keeps named snapshots', async () => {
    const h = await setup()
    const size = readFileSync(join(h.dir, 'campaign.json')).length
    // Enough interval snapshots that 10 MB cannot hold them all.
    const copies = Math.ceil((10 * MB) / size) + 2
    for (let i = 0; i < copies; i++) {
      const stamp = new Date(Date.parse('2026-12-02T08:00:00.000Z') + i * 60_000)
      const name = `${stamp.toISOString().replace(/:/g, '-').replace('.', '-')}-interval.json`
      writeFileSync(join(h.dir, 'backups', name), readFileSync(join(h.dir, 'campaign.json')))
    }
    const named = (await h.ok('history:snapshot', { label: 'keep me' })).snapshot.name
    const preview = await h.ok('history:list', { maxBytes: 10 * MB })
    const doomed = preview.snapshots.filter((s) => s.willPrune).map((s) => s.name)
    expect(doomed.length).toBeGreaterThan(0)
    expect(doomed).not.toContain(named)
    // Previewing changes nothing on disk.
    expect(backupsOf(h.dir)).toHaveLength(copies + 2)
    const after: HistoryList = await h.ok('history:setPolicy', { maxBytes: 10 * MB })
    expect(after.maxBytes).toBe(10 * MB)
    expect(after.totalBytes).toBeLessThanOrEqual(10 * MB)
    expect(after.snapshots.map((s) => s.name).sort()).toEqual(
      preview.snapshots
        .filter((s) => !s.willPrune)
        .map((s) => s.name)
        .sort(),
    )
    expect(after.snapshots.some((s) => s.name === named)).toBe(true)
    // The oldest went first.
    expect(
      doomed.every((n) => after.snapshots.every((s) => s.name > n || s.reason === 'named')),
    ).toBe(true)
    const index = JSON.parse(readFileSync(join(h.dir, 'backups', 'index.json'), 'utf8'))
    expect(index.maxBytes).toBe(10 * MB)
    expect((await h.ok('history:list', {})).maxBytes).toBe(10 * MB)
  })
})

describe('history:preview, takeBack and restore', () => {
  it('previews a snapshot read-only, takes a deleted map back, undoes and redoes it', async () => {
    const h = await setup()
    h.dispatch('map:create', {
      name: 'Warehouse',
      orientation: 'pointy',
      cols: 8,
      rows: 6,
      activate: false,
    })
    const mapId = Object.values(h.session.history.state.maps).find(
      (m) => m.name === 'Warehouse',
    )!.id
    const saved = (await h.ok('history:snapshot', { label: 'with the warehouse' })).snapshot
    h.dispatch('map:delete', { mapId })
    expect(h.session.history.state.maps[mapId]).toBeUndefined()
    const stateBefore = h.session.history.state
    h.playerEvents.length = 0
    const preview = await h.ok('history:preview', { name: saved.name })
    expect(preview.campaign.maps[mapId]?.name).toBe('Warehouse')
    expect(preview.changes).toContainEqual(
      expect.objectContaining({
        kind: 'map',
        change: 'removed',
        takeBack: { kind: 'map', id: mapId },
      }),
    )
    // Looking changes nothing and tells the players nothing.
    expect(h.session.history.state).toBe(stateBefore)
    expect(h.playerEvents).toEqual([])
    const back = await h.ok('history:takeBack', { name: saved.name, kind: 'map', id: mapId })
    expect(back).toEqual({ changed: true, label: 'Take back map "Warehouse"' })
    expect(h.session.history.state.maps[mapId]).toEqual(preview.campaign.maps[mapId])
    h.dispatch('history:undo', {})
    expect(h.session.history.state.maps[mapId]).toBeUndefined()
    h.dispatch('history:redo', {})
    expect(h.session.history.state.maps[mapId]?.name).toBe('Warehouse')
  })

  it('restores a snapshot as one undoable step, saving the current state first', async () => {
    const h = await setup()
    const open = (await h.ok('history:list', {})).snapshots[0]!
    const openState = h.session.history.state
    h.dispatch('map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    const moved = h.session.history.state
    const { saved } = await h.ok('history:restore', { name: open.name })
    expect(saved.reason).toBe('restore')
    expect(
      JSON.parse(readFileSync(join(h.dir, 'backups', saved.name), 'utf8')).tokens['pc-vaka'].hex,
    ).toEqual({ q: 3, r: 5 })
    expect(h.session.history.state).toEqual(openState)
    expect(
      JSON.parse(readFileSync(join(h.dir, 'campaign.json'), 'utf8')).tokens['pc-vaka'].hex,
    ).toEqual(openState.tokens['pc-vaka']!.hex)
    expect(h.session.history.history().undoLabel).toMatch(
      /^Restore the snapshot of 2026-12-02 10:00$/,
    )
    h.dispatch('history:undo', {})
    expect(h.session.history.state).toEqual(moved)
  })

  it('refuses to take back a token whose map is gone, in words', async () => {
    const h = await setup()
    h.dispatch('map:create', {
      name: 'Warehouse',
      orientation: 'pointy',
      cols: 8,
      rows: 6,
      activate: false,
    })
    const mapId = Object.values(h.session.history.state.maps).find(
      (m) => m.name === 'Warehouse',
    )!.id
    const placed = h.dispatch('token:place', {
      mapId,
      name: 'Crate',
      kind: 'object',
      hex: { q: 1, r: 1 },
      size: 'medium',
      color: '#884400',
      gmOnly: false,
    }) as { tokenId: string }
    const saved = (await h.ok('history:snapshot', { label: 'crate' })).snapshot
    h.dispatch('map:delete', { mapId })
    expect(
      await h.refused('history:takeBack', { name: saved.name, kind: 'token', id: placed.tokenId }),
    ).toBe('Crate stood on the map "Warehouse", which is gone now; take the map back first.')
  })

  it('is refused without an open folder', async () => {
    const h = await setup()
    await h.manager.close()
    expect(await h.refused('history:list', {})).toBe(
      'This campaign has no folder on disk, so it keeps no history.',
    )
  })
})
