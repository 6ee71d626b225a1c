import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CampaignStatus, ServerEvent } from '../../../shared/api'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignOpenError, CampaignStore } from '../../../electron/main/persistence/store'
import { createSession } from '../../../electron/main/session/session'
import { demoCampaign, demoFolder, tempRoot } from './fixtures'

const managers: CampaignManager[] = []
afterEach(async () => {
  for (const m of managers.splice(0)) await m.close()
})

async function setup() {
  const dir = demoFolder()
  const store = await CampaignStore.open(dir, { debounceMs: 1, maxDelayMs: 5 })
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
  managers.push(manager)
  await manager.use(store)
  const gmEvents: ServerEvent[] = []
  session.hub.subscribe('gm', (e) => gmEvents.push(e))
  return { dir, session, manager, gmEvents }
}

const onDisk = (dir: string) => JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8'))

describe('CampaignManager', () => {
  it('saves every command to disk and tells the GM views when it is saved', async () => {
    const { dir, session, manager, gmEvents } = await setup()
    session.dispatch('gm', 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    expect(manager.status()?.dirty).toBe(true)
    await manager.flush()
    expect(onDisk(dir).tokens['pc-vaka'].hex).toEqual({ q: 3, r: 5 })
    const statuses = gmEvents
      .filter((e) => e.name === 'campaign:status')
      .map((e) => e.payload as CampaignStatus)
    expect(statuses.at(-1)).toMatchObject({ dir, dirty: false, saving: false, error: null })
    expect(statuses.some((s) => s.dirty)).toBe(true)
    expect(session.hub.snapshot('gm').campaign).toMatchObject({ dir, dirty: false })
  })

  it('opening another campaign swaps the state, starts history afresh and releases the old folder', async () => {
    const { dir, session, manager } = await setup()
    session.dispatch('gm', 'map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } })
    const other = join(tempRoot(), 'other')
    await manager.create(other, 'Second Campaign')
    expect(session.history.state.name).toBe('Second Campaign')
    expect(session.history.history().canUndo).toBe(false)
    expect(onDisk(dir).tokens['pc-vaka'].hex).toEqual({ q: 3, r: 5 })
    // The first folder is free again.
    const again = await CampaignStore.open(dir)
    await again.close()
  })

  it('save a copy writes the current state elsewhere and keeps working on the original', async () => {
    const { dir, session, manager } = await setup()
    session.dispatch('gm', 'map:moveToken', { tokenId: 'pc-orin', to: { q: 2, r: 7 } })
    const copy = join(tempRoot(), 'copy')
    await manager.saveCopyAs(copy)
    expect(onDisk(copy).tokens['pc-orin'].hex).toEqual({ q: 2, r: 7 })
    expect(manager.dir).toBe(dir)
    await expect(manager.saveCopyAs(dir)).rejects.toThrow('not empty')
  })

  it('recovers a broken campaign from its backup into a sibling folder without touching it', async () => {
    const { dir, manager } = await setup()
    await manager.close()
    writeFileSync(join(dir, 'campaign.json'), '{"truncated": ')
    const err = (await manager.open(dir).catch((e: unknown) => e)) as CampaignOpenError
    expect(err).toBeInstanceOf(CampaignOpenError)
    const target = await manager.recoverFromBackup(
      dir,
      err.backup!,
      new Date('2026-05-01T12:34:00Z'),
    )
    expect(target).toBe(`${dir} (recovered 2026-05-01 1234)`)
    expect(readFileSync(join(dir, 'campaign.json'), 'utf8')).toBe('{"truncated": ')
    expect(onDisk(target).name).toBe(demoCampaign().name)
    expect(manager.dir).toBe(target)
    expect(existsSync(join(target, 'assets'))).toBe(true)
  })
})
