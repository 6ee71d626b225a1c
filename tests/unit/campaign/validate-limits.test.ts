/**
 * `validate` and open refuse what they cannot read safely: oversized or too deeply nested files in
 * bounded memory, a campaign.json that is a folder, a missing folder, `__proto__` keys; a failed
 * autosave is told to the GM.
 */
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  ftruncateSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerEvent } from '../../../shared/api'
import { runCampaignCli } from '../../../electron/main/persistence/cli'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import {
  CAMPAIGN_FILE_MAX_BYTES,
  readCampaignFolder,
} from '../../../electron/main/persistence/read'
import { CampaignOpenError, CampaignStore } from '../../../electron/main/persistence/store'
import { setMapBackground } from '../../../electron/main/session/map-background'
import { createSession } from '../../../electron/main/session/session'
import type { Campaign } from '../../../shared/model'
import { solidPng } from '../support/png'
import { demoFolder, tempRoot } from './fixtures'

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCampaignCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** `levels` nested one-key objects around 1, as text (JSON.stringify would overflow). */
const deepText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`

/** The demo campaign's file with `extra` added to the token pc-vaka, as text. */
function withTokenField(dir: string, extraJson: string): void {
  const file = join(dir, 'campaign.json')
  const text = readFileSync(file, 'utf8')
  const at = text.indexOf('"id": "pc-vaka"')
  expect(at).toBeGreaterThan(0)
  writeFileSync(file, `${text.slice(0, at)}"extra": ${extraJson}, ${text.slice(at)}`)
}

describe('validate refuses what it cannot read safely, with exit 1 and the file named', () => {
  it('a file over the size cap is refused from its size alone', async () => {
    const dir = demoFolder()
    const file = join(dir, 'campaign.json')
    // Sparse: the size is there, the bytes are not, and nothing reads them.
    const fd = openSync(file, 'r+')
    ftruncateSync(fd, CAMPAIGN_FILE_MAX_BYTES + 1)
    closeSync(fd)
    const started = performance.now()
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.err).toContain(file)
    expect(r.err).toMatch(/the file is 64 MB, more than the 64 MB a campaign file may be/)
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('the cap is configurable in code', () => {
    const dir = demoFolder()
    const read = readCampaignFolder(dir, { maxBytes: 1000 })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problem.kind).toBe('too-big')
    expect(readCampaignFolder(dir).ok).toBe(true)
  })

  it('a file of nothing but brackets is refused by a scan, before parsing', async () => {
    const dir = demoFolder()
    const file = join(dir, 'campaign.json')
    writeFileSync(file, '['.repeat(5_000_000) + ']'.repeat(5_000_000))
    const started = performance.now()
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.err).toContain(file)
    expect(r.err).toMatch(/nested more than 40 levels deep \(line 1, column 41\)/)
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('a campaign with a 5,000-level field is refused naming the field (it would crash a GM page load)', async () => {
    const dir = demoFolder()
    withTokenField(dir, deepText(5000))
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.err).toContain(join(dir, 'campaign.json'))
    expect(r.err).toMatch(/\$\.tokens\.pc-vaka\.extra\.a\.a\.a…: nested more than 40 levels deep/)
    // Open refuses it the same way, and offers no way to load it.
    await expect(CampaignStore.open(dir)).rejects.toThrow(/nested more than 40 levels deep/)
  })

  it('a field a newer build might add, nested within bounds, is kept', async () => {
    const dir = demoFolder()
    withTokenField(dir, deepText(30))
    expect((await cli('validate', dir)).code).toBe(0)
    const store = await CampaignStore.open(dir)
    expect(JSON.stringify(store.campaign.tokens['pc-vaka'])).toContain(deepText(30))
    await store.close()
  })

  it('a campaign.json that is a folder names the file', async () => {
    const dir = join(tempRoot(), 'c')
    mkdirSync(join(dir, 'campaign.json'), { recursive: true })
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.err).toBe(`error: ${join(dir, 'campaign.json')}: $: is a folder, not a file`)
  })

  it('a missing folder is a missing folder, for validate, restore and open', async () => {
    const dir = join(tempRoot(), 'not-here')
    expect((await cli('validate', dir)).err).toBe(`error: ${dir}: $: no such campaign folder`)
    expect((await cli('restore', dir, 'x.json')).err).toBe(`error: ${dir}: no such campaign folder`)
    const open = CampaignStore.open(dir)
    await expect(open).rejects.toBeInstanceOf(CampaignOpenError)
    await expect(open).rejects.toThrow(`${dir}: $: no such campaign folder`)
    await expect(open).rejects.not.toThrow(/lock|\.tmp\b/)
    expect(existsSync(dir)).toBe(false)
  })

  it('an asset keyed "__proto__" is refused, not silently dropped', async () => {
    const dir = demoFolder()
    const file = join(dir, 'campaign.json')
    const text = readFileSync(file, 'utf8')
    expect(text).toContain('"assets": {}')
    writeFileSync(file, text.replace('"assets": {}', '"assets": {"__proto__": {"id": "x"}}'))
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/\$\.assets\.__proto__: has a field named "__proto__"/)
  })
})

describe('uploading a background to the map id "__proto__"', () => {
  it('is refused and stores no asset', async () => {
    const dir = demoFolder()
    const session = createSession(
      JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as Campaign,
    )
    rmSync(join(dir, 'assets'), { recursive: true, force: true })
    await expect(
      setMapBackground(session, dir, '__proto__', solidPng(8, 8, [1, 2, 3]), 'map.png'),
    ).rejects.toThrow(/no map with id "__proto__"/)
    expect(existsSync(join(dir, 'assets')) ? readdirSync(join(dir, 'assets')) : []).toEqual([])
  })
})

describe('a failed autosave is told to the GM', () => {
  const managers: CampaignManager[] = []
  afterEach(async () => {
    for (const m of managers.splice(0)) await m.close().catch(() => {})
  })

  it('with a notice, once, and the work stays in memory', async () => {
    const dir = demoFolder()
    const store = await CampaignStore.open(dir, { debounceMs: 1, maxDelayMs: 5 })
    const session = createSession(store.campaign)
    const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
    managers.push(manager)
    await manager.use(store)
    const gmEvents: ServerEvent[] = []
    session.hub.subscribe('gm', (e) => gmEvents.push(e))
    // What the bounds keep out, forced in past them: the save cannot write it.
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    session.history.execute({
      label: 'Forced',
      run: (s) => ({ state: { ...s, tableOptions: { ...s.tableOptions, deep } } }),
    })
    await expect(manager.flush()).rejects.toThrow()
    const notices = gmEvents.filter((e) => e.name === 'session:notice')
    expect(notices).toHaveLength(1)
    expect(notices[0]?.payload).toMatchObject({
      level: 'error',
      message: expect.stringMatching(
        /^The campaign was not saved: could not save .*campaign\.json/,
      ),
    })
    expect(manager.status()).toMatchObject({ dirty: true, error: expect.any(String) })
    // Undoing the change lets the next save through, and the notice is not repeated.
    session.history.undo()
    await manager.flush()
    expect(manager.status()).toMatchObject({ dirty: false, error: null })
    expect(gmEvents.filter((e) => e.name === 'session:notice')).toHaveLength(1)
  })
})
