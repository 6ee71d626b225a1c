import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  AssetError,
  MAX_ASSET_BYTES,
  importAsset,
  sniffImageType,
  verifyAsset,
} from '../../../electron/main/persistence/assets'
import { AssetSchema } from '../../../shared/model'

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

const bytes = (...parts: (number[] | string)[]): Buffer =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  )

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bluebox-assets-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('sniffImageType', () => {
  it.each([
    ['a real PNG', PNG_1X1, 'image/png'],
    ['a real GIF89a', GIF_1X1, 'image/gif'],
    ['a GIF87a header', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a JPEG SOI + APP0', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a WebP RIFF container', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PNG signature alone', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['nothing', Buffer.alloc(0), null],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]), null],
    ['two bytes of JPEG', bytes([0xff, 0xd8]), null],
    ['a RIFF that is a WAVE', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['RIFF with WEBP too early', bytes('RIFFWEBP'), null],
    ['a TIFF (little-endian)', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), null],
    ['a TIFF (big-endian)', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), null],
    ['GIF88a, not a GIF version', bytes('GIF88a'), null],
    ['text that says png', bytes('PNG image, honest'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
  ] as const)('%s → %s', (_label, input, expected) => {
    expect(sniffImageType(input)).toBe(expected)
  })
})

describe('importAsset', () => {
  it('stores the bytes under their sha256 and returns a record the schema accepts', async () => {
    const asset = await importAsset(dir, PNG_1X1, 'maps/causeway.png')
    expect(asset).toEqual({
      id: sha256(PNG_1X1),
      type: 'image/png',
      bytes: PNG_1X1.length,
      name: 'causeway.png',
    })
    expect(AssetSchema.safeParse(asset).success).toBe(true)
    expect(readFileSync(join(dir, 'assets', `${asset.id}.png`)).equals(PNG_1X1)).toBe(true)
  })

  it('names the extension from the bytes, not the file name', async () => {
    const asset = await importAsset(dir, GIF_1X1, 'looks-like.png')
    expect(asset.type).toBe('image/gif')
    expect(readdirSync(join(dir, 'assets'))).toEqual([`${sha256(GIF_1X1)}.gif`])
  })

  it('stores the same bytes once: same id, one file, not rewritten', async () => {
    const first = await importAsset(dir, PNG_1X1, 'a.png')
    const file = join(dir, 'assets', `${first.id}.png`)
    const before = statSync(file)
    const second = await importAsset(dir, Buffer.from(PNG_1X1), 'b.png')
    expect(second.id).toBe(first.id)
    expect(second.name).toBe('b.png')
    expect(readdirSync(join(dir, 'assets'))).toEqual([`${first.id}.png`])
    // An atomic rewrite would have renamed a new inode into place.
    expect(statSync(file).ino).toBe(before.ino)
  })

  it('replaces a stored file that no longer matches its hash', async () => {
    const asset = await importAsset(dir, PNG_1X1, 'a.png')
    const file = join(dir, 'assets', `${asset.id}.png`)
    writeFileSync(file, 'damaged')
    await importAsset(dir, PNG_1X1, 'a.png')
    expect(readFileSync(file).equals(PNG_1X1)).toBe(true)
    expect(readdirSync(join(dir, 'assets'))).toEqual([`${asset.id}.png`])
  })

  it.each([
    ['a Windows path', 'C:\\Users\\gm\\maps\\dungeon.png', 'dungeon.png'],
    ['a POSIX path', '/home/gm/maps/dungeon.png', 'dungeon.png'],
    ['a bare name', 'dungeon.png', 'dungeon.png'],
    ['a name over 255 characters', `${'x'.repeat(300)}.png`, 'x'.repeat(255)],
    ['a long name of emoji (no half surrogate)', '🗺'.repeat(200), '🗺'.repeat(127)],
  ])('keeps only the base name of %s, at most 255 long', async (_label, original, expected) => {
    const asset = await importAsset(dir, PNG_1X1, original)
    expect(asset.name).toBe(expected)
    expect(AssetSchema.safeParse(asset).success).toBe(true)
  })

  const pngOf = (size: number): Buffer => {
    const b = Buffer.alloc(size)
    PNG_1X1.copy(b, 0, 0, 8)
    return b
  }

  it.each([
    ['empty bytes', Buffer.alloc(0), 'empty.png', /^empty\.png: the file is empty$/],
    [
      'one byte over the limit',
      pngOf(MAX_ASSET_BYTES + 1),
      'huge.png',
      /^huge\.png: too large: 50 MiB \(52428801 bytes\); an image may be at most 50 MiB \(52428800 bytes\)$/,
    ],
    [
      'a TIFF',
      bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
      'C:\\maps\\map.tif',
      /^map\.tif: not a PNG, JPEG, WebP or GIF image \(first bytes 49 49 2a 00\)$/,
    ],
    [
      'text',
      bytes('hello'),
      'notes.png',
      /^notes\.png: not a PNG, JPEG, WebP or GIF image \(first bytes 68 65 6c 6c\)$/,
    ],
    [
      'two bytes',
      bytes([0xff, 0xd8]),
      'x.jpg',
      /^x\.jpg: not a PNG, JPEG, WebP or GIF image \(first bytes ff d8\)$/,
    ],
  ])('refuses %s with the file named and stores nothing', async (_label, input, name, message) => {
    const err = await importAsset(dir, input, name).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AssetError)
    expect((err as Error).message).toMatch(message)
    expect(existsSync(join(dir, 'assets')) ? readdirSync(join(dir, 'assets')) : []).toEqual([])
  })

  it('accepts an image of exactly the limit', async () => {
    const asset = await importAsset(dir, pngOf(MAX_ASSET_BYTES), 'big.png')
    expect(asset.bytes).toBe(MAX_ASSET_BYTES)
    expect(statSync(join(dir, 'assets', `${asset.id}.png`)).size).toBe(MAX_ASSET_BYTES)
  })
})

describe('verifyAsset', () => {
  it.each([
    ['intact', (_file: string) => {}, null],
    ['missing', (file: string) => rmSync(file), /^assets\/[0-9a-f]{64}\.png is missing$/],
    [
      'changed',
      (file: string) => writeFileSync(file, 'not the picture'),
      /^assets\/[0-9a-f]{64}\.png does not match its id .*changed or damaged$/,
    ],
    [
      'one byte appended',
      (file: string) => writeFileSync(file, Buffer.concat([PNG_1X1, Buffer.from([0])])),
      /does not match its id/,
    ],
  ] as const)('%s file → %s', async (_label, damage, expected) => {
    const asset = await importAsset(dir, PNG_1X1, 'a.png')
    damage(join(dir, 'assets', `${asset.id}.png`))
    const result = verifyAsset(dir, asset)
    if (expected === null) expect(result).toBeNull()
    else expect(result).toMatch(expected)
  })
})
