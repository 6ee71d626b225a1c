import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listBackups } from '../../../electron/main/persistence/backups'
import { CLI_USAGE, runCampaignCli } from '../../../electron/main/persistence/cli'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { CURRENT_SCHEMA_VERSION } from '../../../shared/model'
import { demoFolder, tempRoot } from './fixtures'

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCampaignCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run campaign', () => {
  it('new, validate, backups', async () => {
    const dir = join(tempRoot(), 'c')
    expect(await cli('new', dir, '--name', 'Westward')).toMatchObject({
      code: 0,
      out: `created ${dir}`,
    })
    const v = await cli('validate', dir)
    expect(v.code).toBe(0)
    expect(v.out).toContain(`"Westward", schema ${CURRENT_SCHEMA_VERSION}`)
    expect(v.out.split('\n')).toContain('Ruleset: Blue Box (bluebox)')
    const b = await cli('backups', dir)
    expect(b.out).toMatch(/-open\.json\topen\t\d+ bytes\tvalid/)
  })

  it('backups shows a named snapshot with its name', async () => {
    const dir = join(tempRoot(), 'c')
    await cli('new', dir)
    const store = await CampaignStore.open(dir)
    const named = await store.backupNow('named', 'before the boss fight')
    await store.close()
    const b = await cli('backups', dir)
    expect(b.out.split('\n')).toContainEqual(
      `${named.name}\tnamed\t${named.bytes} bytes\tvalid\t"before the boss fight"`,
    )
  })

  it.each([
    [[], 2],
    [['frob'], 2],
    [['validate'], 2],
    [['new', 'a', 'b'], 2],
    [['new', 'x', '--name'], 2],
    [['restore', 'only-one'], 2],
    [['validate', '/definitely/not/here'], 1],
  ])('%j exits %i', async (argv, code) => {
    const r = await cli(...(argv as string[]))
    expect(r.code).toBe(code)
    expect(r.err.length).toBeGreaterThan(0)
  })

  it.each([
    [['validate', '--bogus', 'x'], 'unknown option "--bogus"'],
    [['validate', 'x', '-v'], 'unknown option "-v"'],
    [['backups', 'x', '--name', 'N'], 'unknown option "--name"'],
    [['restore', 'x', 'b.json', '--force'], 'unknown option "--force"'],
    [['export', 'x', 'y.zip', '--name=N'], 'unknown option "--name"'],
    [['new', 'x', '--frob'], 'unknown option "--frob"'],
    [['new', 'x', '--name'], '--name needs a value'],
    [['new', 'x', '--name', '--ruleset', 'gg'], '--name needs a value'],
    [['new', 'x', '--ruleset'], '--ruleset needs a value'],
    [['validate', 'x', 'y'], 'validate takes 1 argument'],
    [['import', 'x'], 'import takes 2 arguments'],
  ])('%j is refused, naming the flag, with the usage, exit 2', async (argv, first) => {
    const r = await cli(...argv)
    expect(r.code).toBe(2)
    expect(r.err).toBe(`${first}\n${CLI_USAGE}`)
  })

  it('new takes its flags before or after the folder, and in --flag=value form', async () => {
    const dir = join(tempRoot(), 'c')
    expect(await cli('new', '--name', 'Westward', dir, '--ruleset=gg')).toMatchObject({
      code: 0,
      out: `created ${dir}`,
    })
    const campaign = JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8'))
    expect([campaign.name, campaign.rulesetId]).toEqual(['Westward', 'gg'])
  })

  it('validate fails with one line naming the file and the problem, and changes nothing', async () => {
    const dir = demoFolder()
    writeFileSync(join(dir, 'campaign.json'), '{"schemaVersion": 2')
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.err.split('\n')).toHaveLength(1)
    expect(r.err).toContain(join(dir, 'campaign.json'))
    expect(r.err).toContain('not valid JSON')
    expect(readFileSync(join(dir, 'campaign.json'), 'utf8')).toBe('{"schemaVersion": 2')
    expect(existsSync(join(dir, 'backups'))).toBe(false)
  })

  it('new plays the ruleset it is given, and refuses one this build does not know', async () => {
    const dir = join(tempRoot(), 'c')
    expect((await cli('new', dir, '--ruleset', 'bluebox')).code).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')).rulesetId).toBe('bluebox')
    const gg = join(tempRoot(), 'g')
    expect((await cli('new', gg, '--ruleset', 'gg')).code).toBe(0)
    expect(JSON.parse(readFileSync(join(gg, 'campaign.json'), 'utf8')).rulesetId).toBe('gg')
    // A square-only ruleset's first map is a square one.
    const zz = join(tempRoot(), 'zz')
    expect((await cli('new', zz, '--ruleset', 'zz')).code).toBe(0)
    const zzCampaign = JSON.parse(readFileSync(join(zz, 'campaign.json'), 'utf8'))
    expect(zzCampaign.rulesetId).toBe('zz')
    expect(Object.values(zzCampaign.maps).map((m) => (m as { kind: string }).kind)).toEqual([
      'square',
    ])
    // A gridless-only ruleset's first map is a 72" x 48" tabletop in half-inch cells.
    const bw = join(tempRoot(), 'bw')
    expect((await cli('new', bw, '--ruleset', 'bw')).code).toBe(0)
    const bwMap = JSON.parse(readFileSync(join(bw, 'campaign.json'), 'utf8')).maps['map-1']
    expect([bwMap.kind, bwMap.cols, bwMap.rows, bwMap.cellInches]).toEqual([
      'gridless',
      144,
      96,
      0.5,
    ])
    expect(JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')).maps['map-1'].kind).toBe(
      'hex',
    )
    const other = join(tempRoot(), 'z')
    const r = await cli('new', other, '--ruleset', 'zaldar')
    expect(r.code).toBe(1)
    expect(r.err).toBe(
      'error: this version of Blue Box GM does not know the ruleset "zaldar"; it plays Blue Box (bluebox), Trait-Test (GG) (gg), Zealots of Zaldar (zz), BrikWars (bw)',
    )
    expect(existsSync(other)).toBe(false)
  })

  it('new refuses a folder that is not empty', async () => {
    const dir = demoFolder()
    const before = readFileSync(join(dir, 'campaign.json'))
    const r = await cli('new', dir)
    expect(r.code).toBe(1)
    expect(r.err).toContain('not empty')
    expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
  })

  it('restore puts a backup back and keeps the broken file as a backup', async () => {
    const dir = join(tempRoot(), 'c')
    await cli('new', dir)
    const [good] = listBackups(dir)
    writeFileSync(join(dir, 'campaign.json'), 'garbage')
    const r = await cli('restore', dir, good!.name)
    expect(r.code).toBe(0)
    expect((await cli('validate', dir)).code).toBe(0)
    const kept = listBackups(dir).find((b) => b.reason === 'restore')!
    expect(readFileSync(kept.file, 'utf8')).toBe('garbage')
  })

  it('restore refuses an invalid backup and changes nothing', async () => {
    const dir = join(tempRoot(), 'c')
    await cli('new', dir)
    writeFileSync(join(dir, 'backups', '2026-01-01T00-00-00-000Z-manual.json'), '{nope')
    const before = readFileSync(join(dir, 'campaign.json'))
    const r = await cli('restore', dir, '2026-01-01T00-00-00-000Z-manual.json')
    expect(r.code).toBe(1)
    expect(r.err).toContain('not valid JSON')
    expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
    expect(readdirSync(join(dir, 'backups'))).toHaveLength(2)
  })

  it('restore refuses a campaign open elsewhere, naming who holds it, and changes nothing', async () => {
    const dir = join(tempRoot(), 'c')
    await cli('new', dir)
    const [good] = listBackups(dir)
    const since = '2026-12-02T09:00:00.000Z'
    writeFileSync(
      join(dir, '.campaign.lock'),
      JSON.stringify({ pid: 4242, host: 'gm-laptop', since }),
    )
    const before = readFileSync(join(dir, 'campaign.json'))
    const r = await cli('restore', dir, good!.name)
    expect(r.code).toBe(1)
    expect(r.err).toBe(
      `error: ${dir} is already open in process 4242 on gm-laptop since ${since}. Close it there first; two writers would corrupt the campaign.`,
    )
    expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
    expect(listBackups(dir).map((b) => b.name)).toEqual([good!.name])
    // The lock is theirs: it is left where it is.
    expect(JSON.parse(readFileSync(join(dir, '.campaign.lock'), 'utf8')).host).toBe('gm-laptop')
  })

  it('export and import round trip, and export refuses a broken campaign', async () => {
    const root = tempRoot()
    const dir = demoFolder(root)
    const file = join(root, 'demo.zip')
    expect((await cli('export', dir, file)).code).toBe(0)
    const copy = join(root, 'copy')
    expect((await cli('import', file, copy)).code).toBe(0)
    expect(
      readFileSync(join(copy, 'campaign.json')).equals(readFileSync(join(dir, 'campaign.json'))),
    ).toBe(true)
    expect((await cli('import', file, copy)).code).toBe(1)
    writeFileSync(join(dir, 'campaign.json'), '')
    const r = await cli('export', dir, join(root, 'broken.zip'))
    expect(r.code).toBe(1)
    expect(existsSync(join(root, 'broken.zip'))).toBe(false)
  })
})
