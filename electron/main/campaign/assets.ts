/**
 * Campaign images, stored in assets/ under the sha256 of their bytes. The type comes from the
 * bytes (magic numbers), never from the file name, so a renamed TIFF or a text file called
 * map.png is refused at the door instead of failing later in the renderer. Same bytes, same id:
 * importing a picture twice stores it once.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Asset } from '../../../shared/model'
import { assetFileName } from './asset-names'
import { writeFileAtomic } from './atomic'

/** Folder of a campaign that holds the images. */
export const ASSET_DIR = 'assets'

/**
 * Largest image a campaign accepts (50 MiB): a battle map at print resolution fits, while a
 * mistaken drop of a video or disk image does not bloat the campaign, its backups and exports.
 */
export const MAX_ASSET_BYTES = 50 * 1024 * 1024

/** The longest asset name the schema accepts (AssetSchema.name). */
const MAX_NAME_LENGTH = 255

/** An image refused on import; the message names the file and the reason. */
export class AssetError extends Error {
  override name = 'AssetError'
  constructor(
    /** The file name the GM chose, as shown in the message. */
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`)
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

/**
 * The image type of some bytes from their magic number, or null when they are not a PNG, JPEG,
 * WebP or GIF. The file name's extension is not trusted: the stored type decides the extension
 * under assets/ and the MIME type the renderer gets.
 */
export function sniffImageType(bytes: Uint8Array): Asset['type'] | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  return null
}

/** The last path segment of a name from any platform, cut to what the schema accepts. */
function displayName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? ''
  if (base.length <= MAX_NAME_LENGTH) return base
  let out = ''
  // By code point, so a cut never leaves half a surrogate pair.
  for (const ch of base) {
    if (out.length + ch.length > MAX_NAME_LENGTH) break
    out += ch
  }
  return out
}

function hexBytes(bytes: Uint8Array, count: number): string {
  return Array.from(bytes.subarray(0, count), (b) => b.toString(16).padStart(2, '0')).join(' ')
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

function mib(n: number): string {
  return `${Number((n / (1024 * 1024)).toFixed(1))} MiB`
}

/**
 * Store an image in `dir/assets/` under its content hash and return its record for
 * `campaign.assets`. Refuses empty, oversize and non-image bytes with an AssetError naming the
 * file. A file already stored with the same bytes is not written again; one that is there but
 * damaged is replaced (atomically), since the new bytes are known good.
 */
export async function importAsset(
  dir: string,
  bytes: Uint8Array,
  originalName: string,
): Promise<Asset> {
  const name = displayName(originalName)
  const shown = name || originalName || '(unnamed image)'
  if (bytes.length === 0) throw new AssetError(shown, 'the file is empty')
  if (bytes.length > MAX_ASSET_BYTES) {
    throw new AssetError(
      shown,
      `too large: ${mib(bytes.length)} (${bytes.length} bytes); an image may be at most ${mib(MAX_ASSET_BYTES)} (${MAX_ASSET_BYTES} bytes)`,
    )
  }
  const type = sniffImageType(bytes)
  if (!type) {
    throw new AssetError(
      shown,
      `not a PNG, JPEG, WebP or GIF image (first bytes ${hexBytes(bytes, 4)})`,
    )
  }
  const asset: Asset = { id: sha256(bytes), type, bytes: bytes.length, name }
  const folder = join(dir, ASSET_DIR)
  if (verifyAsset(dir, asset) !== null) {
    mkdirSync(folder, { recursive: true })
    await writeFileAtomic(join(folder, assetFileName(asset)), bytes)
  }
  return asset
}

/**
 * Check that an asset's file is in `dir/assets/` and that its bytes still hash to its id.
 * Returns null when it does, else a message naming the file; a changed or damaged image is
 * caught here instead of showing as a broken map.
 */
export function verifyAsset(dir: string, asset: Pick<Asset, 'id' | 'type'>): string | null {
  const rel = `${ASSET_DIR}/${assetFileName(asset)}`
  const file = join(dir, ASSET_DIR, assetFileName(asset))
  if (!existsSync(file)) return `${rel} is missing`
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (err) {
    return `${rel} cannot be read: ${(err as Error).message}`
  }
  const actual = sha256(bytes)
  if (actual !== asset.id) {
    return `${rel} does not match its id (its bytes hash to ${actual.slice(0, 12)}…): the file was changed or damaged`
  }
  return null
}
