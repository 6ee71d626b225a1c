/**
 * Campaign images, stored in assets/ under the sha256 of their bytes. The type comes from the
 * bytes (magic numbers), never from the file name, so a renamed TIFF or a text file called
 * map.png is refused at the door instead of failing later in the renderer. Same bytes, same id:
 * importing a picture twice stores it once.
 */
import { createHash } from 'node:crypto'
import {
  constants as fsConstants,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
} from 'node:fs'
import { lstat, open, readdir, realpath, type FileHandle } from 'node:fs/promises'
import { dirname, join } from 'node:path'
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

/** The name of a stored asset: its sha256 and an extension from its type. */
export const ASSET_FILE_PATTERN = /^([0-9a-f]{64})\.(png|jpg|webp|gif)$/

const TYPE_OF_EXT: Record<string, Asset['type']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

/** An asset file that passed the checks: its bytes and the type its name gives. */
export interface ServableAsset {
  body: Buffer
  type: Asset['type']
}

/** Files already hashed, by identity and change time: a big image is not hashed per request. */
const verified = new Map<string, string>()
const VERIFIED_LIMIT = 64

function statKey(s: { dev: number; ino: number; size: number; mtimeMs: number; ctimeMs: number }) {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`
}

/**
 * Read `dir/assets/<name>` for serving, or null when it must not be served: a name that is not
 * `<sha256>.<ext>`, a symlink (opened without following links), anything but a regular file, a
 * path that leaves the folder, or bytes that do not hash to the name. A campaign folder from
 * someone else cannot hand out any other file of the machine this way.
 */
export async function readServableAsset(dir: string, name: string): Promise<ServableAsset | null> {
  const m = ASSET_FILE_PATTERN.exec(name)
  if (!m) return null
  const folder = join(dir, ASSET_DIR)
  const file = join(folder, name)
  let handle: FileHandle | undefined
  try {
    // O_NOFOLLOW where the platform has it; lstat first everywhere else (and here too).
    if (!(await lstat(file)).isFile()) return null
    handle = await open(file, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0))
    const stat = await handle.stat()
    if (!stat.isFile() || stat.size > MAX_ASSET_BYTES) return null
    const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(file)])
    if (dirname(realFile) !== realFolder) return null
    const body = await handle.readFile()
    const key = statKey(stat)
    if (verified.get(file) !== key) {
      if (sha256(body) !== m[1]) return null
      verified.delete(file)
      verified.set(file, key)
      if (verified.size > VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string)
    }
    return { body, type: TYPE_OF_EXT[m[2] as string] as Asset['type'] }
  } catch {
    return null
  } finally {
    await handle?.close()
  }
}

/**
 * What is wrong in a campaign's `assets/` folder, one line per file naming it: a symlink, a
 * folder or other non-file, or an image whose bytes do not hash to its name. Files with other
 * names are never served and are not reported. Empty when all is well or there is no folder.
 */
export function assetFolderProblems(dir: string): string[] {
  const folder = join(dir, ASSET_DIR)
  let names: string[]
  try {
    if (!lstatSync(folder).isDirectory()) return [`${folder} is not a folder`]
    names = readdirSync(folder).sort()
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT'
      ? []
      : [`${folder} cannot be read: ${(err as Error).message}`]
  }
  const realFolder = realpathSync(folder)
  const problems: string[] = []
  for (const name of names) {
    const m = ASSET_FILE_PATTERN.exec(name)
    if (!m) continue
    const file = join(folder, name)
    try {
      const stat = lstatSync(file)
      if (stat.isSymbolicLink()) {
        problems.push(`${file} is a symbolic link; an asset must be a plain file in the folder`)
        continue
      }
      if (!stat.isFile()) {
        problems.push(`${file} is not a plain file`)
        continue
      }
      if (dirname(realpathSync(file)) !== realFolder) {
        problems.push(`${file} lies outside ${folder}`)
        continue
      }
      const actual = sha256(readFileSync(file))
      if (actual !== m[1])
        problems.push(
          `${file} does not match its name (its bytes hash to ${actual.slice(0, 12)}…): the file was changed or replaced`,
        )
    } catch (err) {
      problems.push(`${file} cannot be read: ${(err as Error).message}`)
    }
  }
  return problems
}

/**
 * The same checks as assetFolderProblems without blocking: for opening a campaign, where the
 * app keeps drawing while every image is read and hashed.
 */
export async function checkAssetFolder(dir: string): Promise<string[]> {
  const folder = join(dir, ASSET_DIR)
  let names: string[]
  try {
    if (!(await lstat(folder)).isDirectory()) return [`${folder} is not a folder`]
    names = (await readdir(folder)).filter((name) => ASSET_FILE_PATTERN.test(name)).sort()
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT'
      ? []
      : [`${folder} cannot be read: ${(err as Error).message}`]
  }
  const problems: string[] = []
  for (const name of names) {
    const file = join(folder, name)
    try {
      const stat = await lstat(file)
      if (stat.isSymbolicLink()) {
        problems.push(`${file} is a symbolic link; an asset must be a plain file in the folder`)
      } else if (!stat.isFile()) {
        problems.push(`${file} is not a plain file`)
      } else if (!(await readServableAsset(dir, name))) {
        problems.push(`${file} does not match its name: the file was changed or replaced`)
      }
    } catch (err) {
      problems.push(`${file} cannot be read: ${(err as Error).message}`)
    }
  }
  return problems
}
