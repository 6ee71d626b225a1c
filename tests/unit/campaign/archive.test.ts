import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { unzipSync, zipSync, type Zippable } from 'fflate'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ArchiveError,
  MANIFEST_FILE,
  exportCampaign,
  importCampaign,
  type ArchiveManifest,
} from '../../../electron/main/persistence/archive'
import { importAsset } from '../../../electron/main/persistence/assets'
import { readCampaignFolder } from '../../../electron/main/persistence/read'
import type { Asset, Campaign } from '../../../shared/model'

const DEMO_FILE = resolve(__dirname, '../../../resources/demo-campaign/campaign.json')
const V1_FILE = resolve(__dirname, '../../fixtures/campaigns/v1/campaign.json')

/** A real 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
/** A real 1x1 GIF89a. */
const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
)
/**
 * A PNG with trailing bytes that hold a zip data-descriptor signature (PK\x07\x08): a reader that
 * finds the end of a stored entry by scanning for it would cut this image short.
 */
const PNG_WITH_SIGNATURE = Buffer.concat([
  PNG_1X1,
  Buffer.from('PK\x07\x08 trailing bytes PK\x07\x08', 'latin1'),
])

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex')

/** Deterministic bytes that look like a PNG to the sniffer, for a campaign with large images. */
function bigPng(size: number, seed: number): Buffer {
  const b = Buffer.alloc(size)
  let x = seed
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    b[i] = x >>> 24
  }
  PNG_1X1.copy(b, 0, 0, 8)
  return b
}

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bluebox-archive-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

/** A valid campaign folder: the demo campaign with the given images, the first as the map background. */
async function makeCampaign(
  name = 'camp',
  images: Buffer[] = [PNG_1X1, GIF_1X1],
): Promise<{ dir: string; assets: Asset[] }> {
  const dir = join(root, name)
  mkdirSync(dir)
  const campaign = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as Campaign
  const assets: Asset[] = []
  for (const [i, bytes] of images.entries()) {
    const asset = await importAsset(dir, bytes, `image-${i}.png`)
    campaign.assets[asset.id] = asset
    assets.push(asset)
  }
  const map = campaign.maps[campaign.activeMapId]
  if (map && assets[0]) map.background = { assetId: assets[0].id }
  writeFileSync(join(dir, 'campaign.json'), JSON.stringify(campaign, null, 2) + '\n')
  expect(readCampaignFolder(dir).ok).toBe(true)
  return { dir, assets }
}

/** Every file under `dir`, as relative paths, sorted. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}

/** Entries of a zip, keyed by name. */
function entriesOf(file: string): Record<string, Uint8Array> {
  return unzipSync(readFileSync(file))
}

function manifestOf(entries: Record<string, Uint8Array>): ArchiveManifest {
  return JSON.parse(
    Buffer.from(entries[MANIFEST_FILE] as Uint8Array).toString('utf8'),
  ) as ArchiveManifest
}

/** A manifest that matches `entries` exactly, as the exporter would write it. */
function honestManifest(entries: Record<string, Uint8Array>): Uint8Array {
  const files = Object.entries(entries)
    .filter(([path]) => path !== MANIFEST_FILE)
    .map(([path, bytes]) => ({ path, bytes: bytes.length, sha256: sha256(bytes) }))
  return Buffer.from(
    JSON.stringify({
      format: 'bluebox-campaign',
      version: 1,
      name: 'x',
      exportedAt: '2024-01-01T00:00:00.000Z',
      files,
    }),
  )
}

async function goodArchive(): Promise<{
  file: string
  entries: Record<string, Uint8Array>
  assets: Asset[]
}> {
  const { dir, assets } = await makeCampaign()
  const file = join(root, 'good.zip')
  await exportCampaign(dir, file)
  return { file, entries: entriesOf(file), assets }
}

/** Nothing was left behind: the target is absent (or the same empty folder) and no temp folder. */
function expectNothingLeft(target: string, wasEmptyFolder = false): void {
  if (wasEmptyFolder) expect(readdirSync(target)).toEqual([])
  else expect(existsSync(target)).toBe(false)
  expect(readdirSync(root).filter((n) => n.includes('.importing'))).toEqual([])
}

async function refusal(promise: Promise<unknown>): Promise<ArchiveError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ArchiveError)
  return err as ArchiveError
}

describe('exportCampaign → importCampaign', () => {
  it('round-trips campaign.json and every image byte for byte, and the manifest lists them', async () => {
    const { dir, assets } = await makeCampaign('camp', [PNG_1X1, GIF_1X1, PNG_WITH_SIGNATURE])
    const archive = join(root, 'camp.zip')
    const exported = await exportCampaign(dir, archive)
    const target = join(root, 'copy')
    const imported = await importCampaign(archive, target)

    const expected = [
      'campaign.json',
      ...assets.map((a) => `assets/${a.id}.${a.type === 'image/gif' ? 'gif' : 'png'}`),
    ].sort()
    expect(tree(target)).toEqual(expected)
    for (const path of expected)
      expect(readFileSync(join(target, path)).equals(readFileSync(join(dir, path)))).toBe(true)
    expect(readCampaignFolder(target).ok).toBe(true)

    const manifest = manifestOf(entriesOf(archive))
    expect(manifest).toMatchObject({
      format: 'bluebox-campaign',
      version: 1,
      name: 'The Shattered Causeway (demo)',
    })
    expect(Number.isNaN(Date.parse(manifest.exportedAt))).toBe(false)
    expect(manifest.files.map((f) => f.path).sort()).toEqual(expected)
    for (const f of manifest.files) {
      const bytes = readFileSync(join(dir, f.path))
      expect(f).toEqual({ path: f.path, bytes: bytes.length, sha256: sha256(bytes) })
    }
    const total = expected.reduce((n, p) => n + readFileSync(join(dir, p)).length, 0)
    expect(exported).toEqual({
      name: 'The Shattered Causeway (demo)',
      files: expected.length,
      bytes: total,
    })
    expect(imported).toEqual(exported)
    expectNothingLeft(join(root, 'never-made'))
  })

  it('stores images and deflates text', async () => {
    const { dir } = await makeCampaign()
    const archive = join(root, 'camp.zip')
    await exportCampaign(dir, archive)
    const methods: Record<string, number> = {}
    unzipSync(readFileSync(archive), {
      filter: (info) => {
        methods[info.name] = info.compression
        return false
      },
    })
    for (const [name, method] of Object.entries(methods))
      expect([name, method]).toEqual([name, name.startsWith('assets/') ? 0 : 8])
  })

  it('leaves backups, the lock file and stray files out', async () => {
    const { dir, assets } = await makeCampaign()
    mkdirSync(join(dir, 'backups'))
    writeFileSync(join(dir, 'backups', '2024-01-01T00-00-00-000Z-open.json'), '{}')
    writeFileSync(join(dir, '.campaign.lock'), '{"pid":1}')
    writeFileSync(join(dir, 'assets', `${'0'.repeat(64)}.png`), PNG_1X1) // not named by the campaign
    const archive = join(root, 'camp.zip')
    await exportCampaign(dir, archive)
    expect(Object.keys(entriesOf(archive)).sort()).toEqual(
      [
        'campaign.json',
        MANIFEST_FILE,
        `assets/${assets[0]?.id}.png`,
        `assets/${assets[1]?.id}.gif`,
      ].sort(),
    )
  })

  it('imports into an existing empty folder', async () => {
    const { file } = await goodArchive()
    const target = join(root, 'empty')
    mkdirSync(target)
    await importCampaign(file, target)
    expect(tree(target)).toContain('campaign.json')
    expect(readCampaignFolder(target).ok).toBe(true)
  })

  it('replaces an older archive of the same name only with a complete one', async () => {
    const { dir } = await makeCampaign()
    const archive = join(root, 'camp.zip')
    writeFileSync(archive, 'an older export')
    await exportCampaign(dir, archive)
    expect(Object.keys(entriesOf(archive))).toContain('campaign.json')
    expect(readdirSync(root).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })

  it('imports an archive of an older schema version as it is (the app migrates on open)', async () => {
    const v1 = readFileSync(V1_FILE)
    const entries: Record<string, Uint8Array> = { 'campaign.json': v1 }
    entries[MANIFEST_FILE] = honestManifest(entries)
    const archive = join(root, 'v1.zip')
    writeFileSync(archive, zipSync(entries))
    const target = join(root, 'v1')
    await importCampaign(archive, target)
    expect(readFileSync(join(target, 'campaign.json')).equals(v1)).toBe(true)
  })
})

describe('progress', () => {
  it.each([
    ['export', 'export'],
    ['import', 'import'],
  ] as const)('%s reports increasing progress that ends at the total', async (_label, which) => {
    const { dir } = await makeCampaign('big', [
      bigPng(3 * 1024 * 1024 + 17, 1),
      PNG_1X1,
      bigPng(1024 * 1024, 2),
      GIF_1X1,
    ])
    const archive = join(root, 'big.zip')
    const calls: [number, number, string][] = []
    const record = (done: number, total: number, what: string): void =>
      void calls.push([done, total, what])
    if (which === 'export') await exportCampaign(dir, archive, { onProgress: record })
    else {
      await exportCampaign(dir, archive)
      await importCampaign(archive, join(root, 'copy'), { onProgress: record })
    }
    const total = tree(dir).reduce((n, p) => n + readFileSync(join(dir, p)).length, 0)
    expect(calls.length).toBeGreaterThanOrEqual(5)
    for (const [i, [done, t]] of calls.entries()) {
      expect(t).toBe(total)
      if (i > 0) expect(done).toBeGreaterThan(calls[i - 1]?.[0] as number)
    }
    expect(calls.at(-1)?.[0]).toBe(total)
    expect(new Set(calls.map((c) => c[2]))).toEqual(new Set(tree(dir)))
  })
})

describe('exportCampaign refuses', () => {
  it('a campaign that does not validate, naming the problem, and writes nothing', async () => {
    const { dir } = await makeCampaign()
    writeFileSync(join(dir, 'campaign.json'), '{"schemaVersion": 2, "name": ')
    const archive = join(root, 'camp.zip')
    const err = await refusal(exportCampaign(dir, archive))
    expect(err.message).toMatch(
      /^.*camp\.zip: cannot export, the campaign does not validate: .*campaign\.json: \$: not valid JSON.*truncated/,
    )
    expect(existsSync(archive)).toBe(false)
  })

  it('a campaign with a missing image', async () => {
    const { dir, assets } = await makeCampaign()
    rmSync(join(dir, 'assets', `${assets[1]?.id}.gif`))
    const err = await refusal(exportCampaign(dir, join(root, 'camp.zip')))
    expect(err.message).toContain(`assets/${assets[1]?.id}.gif is missing`)
  })

  it('a campaign whose image no longer matches its id, leaving no archive or temp file', async () => {
    const { dir, assets } = await makeCampaign()
    writeFileSync(join(dir, 'assets', `${assets[0]?.id}.png`), 'edited by hand')
    const archive = join(root, 'camp.zip')
    const err = await refusal(exportCampaign(dir, archive))
    expect(err.message).toContain(
      `${archive}: cannot export ${dir}: assets/${assets[0]?.id}.png does not match its id`,
    )
    expect(readdirSync(root)).toEqual(['camp'])
  })

  it('an archive in a folder that does not exist', async () => {
    const { dir } = await makeCampaign()
    const err = await refusal(exportCampaign(dir, join(root, 'nowhere', 'camp.zip')))
    expect(err.message).toMatch(/nowhere.*does not exist/)
  })

  it('an archive inside the campaign folder (it could land on campaign.json)', async () => {
    const { dir } = await makeCampaign()
    const before = readFileSync(join(dir, 'campaign.json'))
    const err = await refusal(exportCampaign(dir, join(dir, 'campaign.json')))
    expect(err.message).toContain('inside the campaign folder')
    expect(readFileSync(join(dir, 'campaign.json')).equals(before)).toBe(true)
  })
})

describe('importCampaign refuses', () => {
  type Entries = Record<string, Uint8Array>
  const text = (s: string): Uint8Array => Buffer.from(s, 'utf8')
  const assetPath = (entries: Entries): string =>
    Object.keys(entries).find((n) => n.endsWith('.png')) as string

  /** Each case rebuilds the good archive's entries; `honest` re-computes the manifest afterwards. */
  const cases: [string, (e: Entries) => Entries, RegExp, { honest?: boolean }?][] = [
    [
      'a parent-folder entry',
      (e) => ({ ...e, '../evil.txt': text('x') }),
      /unsafe entry name "\.\.\/evil\.txt"/,
    ],
    ['an absolute entry', (e) => ({ ...e, '/abs': text('x') }), /unsafe entry name "\/abs"/],
    [
      'a climbing asset entry',
      (e) => ({ ...e, 'assets/../../bluebox-climbed-out': text('x') }),
      /unsafe entry name "assets\/\.\.\/\.\.\/bluebox-climbed-out"/,
    ],
    ['a backslash entry', (e) => ({ ...e, 'assets\\..\\x.png': text('x') }), /unsafe entry name/],
    [
      'a drive-letter entry',
      (e) => ({ ...e, 'C:/x.png': text('x') }),
      /unsafe entry name "C:\/x\.png"/,
    ],
    [
      'an unexpected entry',
      (e) => ({ ...e, 'notes.txt': text('x') }),
      /unexpected entry "notes\.txt"/,
    ],
    [
      'a backups folder',
      (e) => ({ ...e, 'backups/a.json': text('{}') }),
      /unexpected entry "backups\/a\.json"/,
    ],
    [
      'an asset name in capitals',
      (e) => ({ ...e, [`assets/${'A'.repeat(64)}.png`]: PNG_1X1 }),
      /unexpected entry "assets\/A{64}\.png"/,
    ],
    [
      'no manifest',
      ({ [MANIFEST_FILE]: _m, ...e }) => e,
      /not a campaign archive: it has no bluebox-archive\.json/,
    ],
    [
      'no campaign.json',
      ({ 'campaign.json': _c, ...e }) => e,
      /not a campaign archive: it has no campaign\.json/,
      { honest: true },
    ],
    [
      'a truncated campaign.json',
      (e) => ({ ...e, 'campaign.json': (e['campaign.json'] as Uint8Array).subarray(0, 200) }),
      /campaign\.json: \$: not valid JSON.*truncated/,
      { honest: true },
    ],
    [
      'campaign.json that is not a campaign',
      (e) => ({ ...e, 'campaign.json': text('{"schemaVersion":2}') }),
      /campaign\.json: \$\.id: /,
      { honest: true },
    ],
    [
      'campaign.json from a newer version',
      (e) => ({ ...e, 'campaign.json': text('{"schemaVersion":99}') }),
      /campaign\.json: .*99/,
      { honest: true },
    ],
    [
      'a missing image',
      (e) => {
        const { [assetPath(e)]: _a, ...rest } = e
        return rest
      },
      /campaign\.json names assets\/[0-9a-f]{64}\.png but the archive does not hold it/,
      { honest: true },
    ],
    [
      'an image that differs from the manifest',
      (e) => ({
        ...e,
        [assetPath(e)]: Buffer.concat([PNG_1X1.subarray(0, 60), Buffer.from('XXXXXXX')]),
      }),
      /assets\/[0-9a-f]{64}\.png does not match the manifest/,
    ],
    [
      'a campaign.json that differs from the manifest',
      (e) => ({
        ...e,
        'campaign.json': text(
          Buffer.from(e['campaign.json'] as Uint8Array)
            .toString()
            .replace('Vaka', 'Vika'),
        ),
      }),
      /campaign\.json does not match the manifest/,
    ],
    [
      'an image whose bytes do not match its name',
      (e) => ({ ...e, [assetPath(e)]: GIF_1X1 }),
      /assets\/[0-9a-f]{64}\.png does not match its name/,
      { honest: true },
    ],
    [
      'a file the manifest does not list',
      (e) => ({ ...e, [`assets/${sha256(PNG_WITH_SIGNATURE)}.png`]: PNG_WITH_SIGNATURE }),
      /assets\/[0-9a-f]{64}\.png is not listed in bluebox-archive\.json/,
    ],
    [
      'a manifest listing a file that is not there',
      (e) => ({
        ...e,
        [MANIFEST_FILE]: text(
          JSON.stringify({
            ...manifestOf(e),
            files: [
              ...manifestOf(e).files,
              { path: 'assets/' + 'b'.repeat(64) + '.png', bytes: 1, sha256: 'b'.repeat(64) },
            ],
          }),
        ),
      }),
      /assets\/b{64}\.png is listed in bluebox-archive\.json but missing/,
    ],
    [
      'a manifest that is not JSON',
      (e) => ({ ...e, [MANIFEST_FILE]: text('{nope') }),
      /bluebox-archive\.json is not valid JSON/,
    ],
    [
      'a manifest of another format',
      (e) => ({ ...e, [MANIFEST_FILE]: text('{"format":"other"}') }),
      /bluebox-archive\.json is not a Blue Box campaign manifest \(\$\.format/,
    ],
    [
      'a manifest from a newer version',
      (e) => ({ ...e, [MANIFEST_FILE]: text(JSON.stringify({ ...manifestOf(e), version: 2 })) }),
      /newer version.*archive version 2/,
    ],
  ]

  it.each(cases)('%s, leaving nothing behind', async (_label, mutate, message, opts) => {
    const { entries } = await goodArchive()
    let bad = mutate({ ...entries })
    if (opts?.honest) bad = { ...bad, [MANIFEST_FILE]: honestManifest(bad) }
    const archive = join(root, 'bad.zip')
    writeFileSync(archive, zipSync(bad as Zippable))
    const target = join(root, 'target')
    const err = await refusal(importCampaign(archive, target))
    expect(err.message.startsWith(`${archive}: `)).toBe(true)
    expect(err.message).toMatch(message)
    expectNothingLeft(target)
    expect(existsSync(join(root, 'evil.txt'))).toBe(false)
    expect(existsSync(resolve(root, '..', 'bluebox-climbed-out'))).toBe(false)
  })

  it.each([
    ['random bytes', () => bigPng(4096, 7).subarray(8)],
    ['an empty file', () => Buffer.alloc(0)],
    ['a text file', () => Buffer.from('{"schemaVersion": 2}')],
  ])('%s: not a zip archive', async (_label, make) => {
    const archive = join(root, 'not.zip')
    writeFileSync(archive, make())
    const target = join(root, 'target')
    mkdirSync(target)
    const err = await refusal(importCampaign(archive, target))
    expect(err.message).toMatch(/not a readable zip archive/)
    expectNothingLeft(target, true)
  })

  it.each([0.3, 0.6, 0.9, 0.99])('a zip truncated to %s of its length', async (fraction) => {
    const { file } = await goodArchive()
    const bytes = readFileSync(file)
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * fraction)))
    const target = join(root, 'target')
    const err = await refusal(importCampaign(file, target))
    expect(err.message).toBe(
      `${file}: not a readable zip archive (invalid zip data); is it damaged, truncated or another kind of file?`,
    )
    expectNothingLeft(target)
  })

  it.each([
    [
      'deflated campaign.json',
      'campaign.json',
      /good\.zip: (cannot decompress .*the archive is damaged|campaign\.json does not match the manifest)/,
    ],
    [
      'a stored image',
      'assets/',
      /good\.zip: assets\/[0-9a-f]{64}\.(png|gif) does not match the manifest/,
    ],
  ])('a flipped bit inside %s', async (_label, prefix, message) => {
    const { file } = await goodArchive()
    const zip = readFileSync(file)
    // The first local header whose name starts with the prefix; flip a bit in its data.
    let at = 0
    while (!zip.subarray(at + 30, at + 30 + prefix.length).equals(Buffer.from(prefix)))
      at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), at + 4)
    const data = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
    zip[data + 20] = (zip[data + 20] as number) ^ 0x10
    writeFileSync(file, zip)
    const target = join(root, 'target')
    const err = await refusal(importCampaign(file, target))
    expect(err.message).toMatch(message)
    expectNothingLeft(target)
  })

  it('an existing folder that is not empty, and leaves it as it was', async () => {
    const { file } = await goodArchive()
    const target = join(root, 'mine')
    mkdirSync(target)
    writeFileSync(join(target, 'campaign.json'), 'my own campaign')
    const err = await refusal(importCampaign(file, target))
    expect(err.message).toMatch(
      /mine: already exists and is not an empty folder; import never overwrites/,
    )
    expect(readdirSync(target)).toEqual(['campaign.json'])
    expect(readFileSync(join(target, 'campaign.json'), 'utf8')).toBe('my own campaign')
    expectNothingLeft(join(root, 'never-made'))
  })

  it('a target that is a file', async () => {
    const { file } = await goodArchive()
    const target = join(root, 'a-file')
    writeFileSync(target, 'keep me')
    const err = await refusal(importCampaign(file, target))
    expect(err.message).toContain('import never overwrites')
    expect(readFileSync(target, 'utf8')).toBe('keep me')
  })

  it('a target whose parent folder does not exist', async () => {
    const { file } = await goodArchive()
    const err = await refusal(importCampaign(file, join(root, 'no', 'such', 'camp')))
    expect(err.message).toMatch(/does not exist/)
    expect(existsSync(join(root, 'no'))).toBe(false)
  })

  it('an archive that does not exist', async () => {
    const err = await refusal(importCampaign(join(root, 'missing.zip'), join(root, 'target')))
    expect(err.message).toBe(`${join(root, 'missing.zip')}: no such file`)
  })

  it('an entry declared larger than an image may be (before decompressing it)', async () => {
    const { entries } = await goodArchive()
    const path = assetPath(entries)
    const zip = Buffer.from(zipSync(entries as Zippable))
    // Patch the entry's uncompressed size in the central directory to 60 MiB.
    const name = Buffer.from(path)
    const at = zip.indexOf(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]),
      zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) - 4000,
    )
    let cd = at
    while (cd >= 0 && !zip.subarray(cd + 46, cd + 46 + name.length).equals(name))
      cd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), cd + 4)
    expect(cd).toBeGreaterThanOrEqual(0)
    zip.writeUInt32LE(60 * 1024 * 1024, cd + 24)
    const archive = join(root, 'bomb.zip')
    writeFileSync(archive, zip)
    const err = await refusal(importCampaign(archive, join(root, 'target')))
    expect(err.message).toMatch(/is 60\.0 MiB, over the 50\.0 MiB limit/)
    expectNothingLeft(join(root, 'target'))
  })

  it('a second import into the same folder while the first one is unpacking', async () => {
    const { file } = await goodArchive()
    const target = join(root, 'target')
    mkdirSync(join(root, `.target.importing-${process.pid}`))
    const err = await refusal(importCampaign(file, target))
    expect(err.message).toMatch(/another import into this folder is running/)
    expect(existsSync(target)).toBe(false)
    // The other import's folder is not ours to remove.
    expect(existsSync(join(root, `.target.importing-${process.pid}`))).toBe(true)
  })
})
