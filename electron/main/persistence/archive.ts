/**
 * A campaign as one zip file, to carry it to another machine or keep it off-site: campaign.json,
 * every image it names, and a manifest with each file's size and sha256. Backups and the lock
 * file stay behind. Export streams (fflate's Zip) into a temp file that is fsynced and renamed, so
 * a crash never leaves half an archive under the chosen name; import checks everything (names,
 * sizes, hashes, the schema) before it writes, extracts into a hidden sibling folder and renames
 * that into place, so it never overwrites a folder and never leaves half a campaign behind.
 */
import { createHash } from 'node:crypto'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { open, unlink, type FileHandle } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import {
  ZipDeflate,
  ZipPassThrough,
  Zip,
  unzipSync,
  type UnzipFileInfo,
  type ZipInputFile,
} from 'fflate'
import { z } from 'zod'
import { assetFileName } from './asset-names'
import { ASSET_DIR, MAX_ASSET_BYTES } from './assets'
import { fsyncDirSync } from './atomic'
import { CAMPAIGN_FILE, describeProblem, readCampaignBytes, readCampaignFolder } from './read'

/**
 * The archive's file extension: its own, so the installers can associate it with the app without
 * claiming every `.zip` (it is a zip inside, and import takes a `.zip` as well).
 */
export const ARCHIVE_EXTENSION = 'bbcampaign'

/** The manifest inside every archive; its presence is what makes a zip a campaign archive. */
export const MANIFEST_FILE = 'bluebox-archive.json'
/** The manifest's `format`, so a zip of something else is told apart from a campaign archive. */
export const ARCHIVE_FORMAT = 'bluebox-campaign'
/** The manifest's `version`; import refuses a newer one rather than guess at its layout. */
export const ARCHIVE_VERSION = 1

/**
 * Most content (uncompressed) an archive may hold: 2 GiB. Export refuses more so it never writes
 * an archive import would refuse, and import reads the archive into memory (see importCampaign).
 */
export const MAX_ARCHIVE_BYTES = 2 * 1024 * 1024 * 1024
/** Most entries an archive may hold; a campaign with more images than this is not a real one. */
export const MAX_ARCHIVE_ENTRIES = 20_000
/** campaign.json is large at 5 MB; 256 MiB leaves room while stopping a zip bomb. */
const MAX_CAMPAIGN_JSON_BYTES = 256 * 1024 * 1024
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024
/** Read size while exporting: progress moves at least this often and memory stays small. */
const CHUNK_BYTES = 1024 * 1024
/** Import decompresses at most this much at a time before writing it out. */
const IMPORT_BATCH_BYTES = 128 * 1024 * 1024

/** Export or import refused or failed; the message names the archive (or folder) and the problem. */
export class ArchiveError extends Error {
  override name = 'ArchiveError'
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`)
  }
}

/** Called as files go in or come out: `done` of `total` content bytes, `what` the file at hand. */
export type ArchiveProgress = (done: number, total: number, what: string) => void

/** Options of exportCampaign and importCampaign. */
export interface ArchiveOptions {
  onProgress?: ArchiveProgress
}

/** One file of an archive as the manifest lists it, so import can check every byte. */
export interface ManifestFile {
  path: string
  bytes: number
  sha256: string
}

/** The content of bluebox-archive.json. */
export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT
  version: number
  name: string
  exportedAt: string
  files: ManifestFile[]
}

/** What was exported or imported, for the GM's confirmation and the CLI's output. */
export interface ExportResult {
  /** The campaign's name. */
  name: string
  /** Files of content in the archive (campaign.json and the images), not counting the manifest. */
  files: number
  /** Their bytes, uncompressed. */
  bytes: number
}

export type ImportResult = ExportResult

const ManifestSchema = z.looseObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  name: z.string(),
  exportedAt: z.string(),
  files: z.array(
    z.looseObject({
      path: z.string(),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
})

/** An image entry: assets/<sha256>.<ext>, the only names besides campaign.json and the manifest. */
const ASSET_ENTRY = /^assets\/([0-9a-f]{64})\.(png|jpg|webp|gif)$/

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

function mib(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

let tempCounter = 0

// ---------------------------------------------------------------------------------------------
// Export

interface ExportItem {
  path: string
  /** Where to read it from, or its bytes when already in memory. */
  source: string | Uint8Array
  bytes: number
  /** Expected sha256 (an asset's id), checked while reading. */
  expect?: string
  /** Deflate text; store images, which are compressed already. */
  deflate: boolean
}

/**
 * Write the campaign in `dir` to `archiveFile` as a zip: campaign.json, every asset it names
 * and a manifest. Refuses a campaign that does not validate (with the problem) or whose images do
 * not match their ids, so an archive, once written, always imports. The archive replaces any file
 * of that name only once it is complete and on disk.
 */
export async function exportCampaign(
  dir: string,
  archiveFile: string,
  options: ArchiveOptions = {},
): Promise<ExportResult> {
  const read = readCampaignFolder(dir)
  if (!read.ok)
    throw new ArchiveError(
      archiveFile,
      `cannot export, the campaign does not validate: ${describeProblem(read.problem)}`,
    )
  const folder = dirname(resolve(archiveFile))
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new ArchiveError(archiveFile, `the folder ${folder} does not exist`)
  }
  if (existsSync(archiveFile) && statSync(archiveFile).isDirectory()) {
    throw new ArchiveError(archiveFile, 'is a folder, not a file')
  }
  const inside = relative(resolve(dir), resolve(archiveFile))
  if (!inside.startsWith('..') && !isAbsolute(inside)) {
    // It could land on campaign.json or an image; a copy belongs somewhere else anyway.
    throw new ArchiveError(archiveFile, 'is inside the campaign folder; choose a place outside it')
  }

  // The validated text, not a second read: an autosave in between cannot slip in unchecked bytes.
  const campaignBytes = Buffer.from(read.text, 'utf8')
  const items: ExportItem[] = [
    { path: CAMPAIGN_FILE, source: campaignBytes, bytes: campaignBytes.length, deflate: true },
  ]
  const seen = new Set<string>()
  for (const asset of Object.values(read.campaign.assets)) {
    const name = assetFileName(asset)
    if (seen.has(name)) continue
    seen.add(name)
    const file = join(dir, ASSET_DIR, name)
    let bytes: number
    try {
      bytes = statSync(file).size
    } catch (err) {
      throw new ArchiveError(
        archiveFile,
        `cannot export ${dir}: ${ASSET_DIR}/${name}: ${errorText(err)}`,
      )
    }
    items.push({
      path: `${ASSET_DIR}/${name}`,
      source: file,
      bytes,
      expect: asset.id,
      deflate: false,
    })
  }
  const total = items.reduce((n, i) => n + i.bytes, 0)
  if (total > MAX_ARCHIVE_BYTES) {
    throw new ArchiveError(
      archiveFile,
      `cannot export ${dir}: ${mib(total)} of content is over the ${mib(MAX_ARCHIVE_BYTES)} an archive may hold`,
    )
  }

  const tmp = join(
    folder,
    `.${basename(archiveFile)}.${process.pid}.${(tempCounter = (tempCounter + 1) % 1_000_000)}.tmp`,
  )
  let handle: FileHandle
  try {
    handle = await open(tmp, 'wx', 0o644)
  } catch (err) {
    throw new ArchiveError(archiveFile, `cannot write there: ${errorText(err)}`)
  }
  let closed = false
  try {
    const out = new ZipSink(handle)
    const files: ManifestFile[] = []
    let done = 0
    for (const item of items) {
      const entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } = item.deflate
        ? new ZipDeflate(item.path, { level: 6 })
        : new ZipPassThrough(item.path)
      out.zip.add(entry)
      const hash = createHash('sha256')
      let bytes = 0
      const feed = async (chunk: Uint8Array): Promise<void> => {
        hash.update(chunk)
        bytes += chunk.length
        entry.push(chunk, false)
        await out.flush()
        done += chunk.length
        options.onProgress?.(done, total, item.path)
      }
      if (typeof item.source === 'string') {
        for await (const chunk of createReadStream(item.source, { highWaterMark: CHUNK_BYTES }))
          await feed(chunk as Buffer)
      } else {
        await feed(item.source)
      }
      entry.push(new Uint8Array(0), true)
      await out.flush()
      const digest = hash.digest('hex')
      if (item.expect !== undefined && digest !== item.expect) {
        throw new ArchiveError(
          archiveFile,
          `cannot export ${dir}: ${item.path} does not match its id (its bytes hash to ${digest.slice(0, 12)}…): the file was changed or damaged`,
        )
      }
      if (bytes !== item.bytes)
        throw new ArchiveError(
          archiveFile,
          `cannot export ${dir}: ${item.path} changed size while being read`,
        )
      files.push({ path: item.path, bytes, sha256: digest })
    }
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      name: read.campaign.name,
      exportedAt: new Date().toISOString(),
      files,
    }
    const manifestEntry = new ZipDeflate(MANIFEST_FILE, { level: 6 })
    out.zip.add(manifestEntry)
    manifestEntry.push(Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8'), true)
    out.zip.end()
    await out.flush()
    if (!out.ended) throw new Error('the zip writer did not finish')
    await handle.sync()
    await handle.close()
    closed = true
    renameSync(tmp, archiveFile)
    fsyncDirSync(folder)
    return { name: read.campaign.name, files: files.length, bytes: done }
  } catch (err) {
    if (!closed) await handle.close().catch(() => {})
    await unlink(tmp).catch(() => {})
    if (err instanceof ArchiveError) throw err
    throw new ArchiveError(archiveFile, `export failed: ${errorText(err)}`)
  }
}

/** fflate's Zip hands out chunks synchronously; this queues them and writes them in order. */
class ZipSink {
  readonly zip: Zip
  ended = false
  private queue: Uint8Array[] = []
  private failure: Error | null = null

  constructor(private readonly handle: FileHandle) {
    this.zip = new Zip((err, chunk, final) => {
      if (err) this.failure = err
      else {
        this.queue.push(chunk)
        if (final) this.ended = true
      }
    })
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure
    while (this.queue.length) {
      const batch = this.queue
      this.queue = []
      for (const chunk of batch) await this.handle.write(chunk)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Import

interface Entry {
  name: string
  /** Declared uncompressed size, from the central directory. */
  size: number
}

/** Is `dir` absent or an empty folder? Anything else must not be imported into. */
function targetState(dir: string): 'absent' | 'empty' | 'taken' {
  if (!existsSync(dir)) return 'absent'
  if (!statSync(dir).isDirectory()) return 'taken'
  return readdirSync(dir).length === 0 ? 'empty' : 'taken'
}

/**
 * The entries of a zip, checked before anything is decompressed: every name in the expected set,
 * no duplicates, sizes and counts under the limits, stored or deflated only.
 */
function listEntries(archiveFile: string, zip: Uint8Array): Entry[] {
  const entries: Entry[] = []
  const problems: string[] = []
  const names = new Set<string>()
  let total = 0
  try {
    unzipSync(zip, {
      filter(info: UnzipFileInfo) {
        const problem = entryProblem(info, names)
        if (problem) problems.push(problem)
        names.add(info.name)
        if (info.name !== `${ASSET_DIR}/`)
          entries.push({ name: info.name, size: info.originalSize })
        total += info.originalSize
        if (entries.length > MAX_ARCHIVE_ENTRIES)
          throw new ArchiveError(
            archiveFile,
            `more than ${MAX_ARCHIVE_ENTRIES} entries; not a campaign archive`,
          )
        return false
      },
    })
  } catch (err) {
    if (err instanceof ArchiveError) throw err
    throw new ArchiveError(
      archiveFile,
      `not a readable zip archive (${errorText(err)}); is it damaged, truncated or another kind of file?`,
    )
  }
  if (problems.length) {
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''
    throw new ArchiveError(archiveFile, problems.slice(0, 3).join('; ') + more)
  }
  if (total > MAX_ARCHIVE_BYTES) {
    throw new ArchiveError(
      archiveFile,
      `holds ${mib(total)} uncompressed, over the ${mib(MAX_ARCHIVE_BYTES)} limit`,
    )
  }
  return entries
}

/** Why an entry may not be extracted, or null. Zip-slip names are called out as unsafe. */
function entryProblem(info: UnzipFileInfo, seen: ReadonlySet<string>): string | null {
  const name = info.name
  const shown = JSON.stringify(name)
  if (
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.includes('\\') ||
    name.split('/').includes('..') ||
    name.includes('\0')
  ) {
    return `unsafe entry name ${shown} (absolute path, "..", or backslash)`
  }
  if (seen.has(name)) return `entry ${shown} appears twice`
  if (name === `${ASSET_DIR}/`)
    return info.originalSize === 0 ? null : `entry ${shown} is not a folder`
  const asset = ASSET_ENTRY.test(name)
  if (name !== CAMPAIGN_FILE && name !== MANIFEST_FILE && !asset) {
    return `unexpected entry ${shown}: a campaign archive holds only ${CAMPAIGN_FILE}, ${MANIFEST_FILE} and assets/<sha256>.<png|jpg|webp|gif>`
  }
  if (info.compression !== 0 && info.compression !== 8)
    return `entry ${shown} uses compression method ${info.compression}; only stored and deflate are read`
  const limit = asset
    ? MAX_ASSET_BYTES
    : name === CAMPAIGN_FILE
      ? MAX_CAMPAIGN_JSON_BYTES
      : MAX_MANIFEST_BYTES
  if (info.originalSize > limit)
    return `entry ${shown} is ${mib(info.originalSize)}, over the ${mib(limit)} limit`
  return null
}

/** Decompress the named entries (all present, per listEntries). */
function extract(
  archiveFile: string,
  zip: Uint8Array,
  names: ReadonlySet<string>,
): Record<string, Uint8Array> {
  try {
    return unzipSync(zip, { filter: (info) => names.has(info.name) })
  } catch (err) {
    throw new ArchiveError(
      archiveFile,
      `cannot decompress (${errorText(err)}); the archive is damaged`,
    )
  }
}

/** Check one extracted entry against its declared size, the manifest and (for an image) its name. */
function checkEntry(
  archiveFile: string,
  entry: Entry,
  bytes: Uint8Array | undefined,
  listed: ManifestFile,
): Uint8Array {
  if (!bytes)
    throw new ArchiveError(archiveFile, `${entry.name} could not be read from the archive`)
  const digest = sha256(bytes)
  if (bytes.length !== entry.size || bytes.length !== listed.bytes || digest !== listed.sha256) {
    throw new ArchiveError(
      archiveFile,
      `${entry.name} does not match the manifest (${bytes.length} bytes, sha256 ${digest.slice(0, 12)}…; listed ${listed.bytes} bytes, ${listed.sha256.slice(0, 12)}…): the archive is damaged`,
    )
  }
  const asset = ASSET_ENTRY.exec(entry.name)
  if (asset && asset[1] !== digest) {
    throw new ArchiveError(
      archiveFile,
      `${entry.name} does not match its name (its bytes hash to ${digest.slice(0, 12)}…)`,
    )
  }
  return bytes
}

async function writeSynced(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'wx', 0o644)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Unpack an archive made by exportCampaign into `targetDir`, which must not exist or be an empty
 * folder: import never overwrites. Every entry name, size and hash is checked and campaign.json
 * validated (older versions are accepted; the app migrates them on open) before anything is
 * written; extraction goes to `.<name>.importing-<pid>` beside the target, which is fsynced and
 * renamed into place. On any failure that folder is removed and the target is left as it was.
 *
 * The archive is read whole (up to MAX_ARCHIVE_BYTES) and decompressed in batches with
 * `unzipSync`, which goes by the zip's central directory. fflate's streaming `Unzip` is not used:
 * it finds the end of an entry written with a data descriptor (as its own streaming `Zip` writes
 * every entry) by scanning for the descriptor's signature, so an image that happens to contain
 * the bytes `PK\x07\x08` comes out cut short.
 */
export async function importCampaign(
  archiveFile: string,
  targetDir: string,
  options: ArchiveOptions = {},
): Promise<ImportResult> {
  if (!existsSync(archiveFile)) throw new ArchiveError(archiveFile, 'no such file')
  const stat = statSync(archiveFile)
  if (!stat.isFile()) throw new ArchiveError(archiveFile, 'not a file')
  // Stored images barely shrink, so an honest archive is about as large as its content.
  if (stat.size > MAX_ARCHIVE_BYTES + 64 * 1024 * 1024) {
    throw new ArchiveError(
      archiveFile,
      `${mib(stat.size)} is over the ${mib(MAX_ARCHIVE_BYTES)} limit for a campaign archive`,
    )
  }
  const target = resolve(targetDir)
  const parent = dirname(target)
  if (!existsSync(parent) || !statSync(parent).isDirectory()) {
    throw new ArchiveError(targetDir, `cannot import there: the folder ${parent} does not exist`)
  }
  if (targetState(target) === 'taken') {
    throw new ArchiveError(
      targetDir,
      'already exists and is not an empty folder; import never overwrites, choose a new folder',
    )
  }

  const zip = await readWhole(archiveFile, stat.size)
  const entries = listEntries(archiveFile, zip)
  const byName = new Map(entries.map((e) => [e.name, e]))
  if (!byName.has(MANIFEST_FILE))
    throw new ArchiveError(archiveFile, `not a campaign archive: it has no ${MANIFEST_FILE}`)
  if (!byName.has(CAMPAIGN_FILE))
    throw new ArchiveError(archiveFile, `not a campaign archive: it has no ${CAMPAIGN_FILE}`)

  // Manifest and campaign first: everything that can be refused is refused before a write.
  const head = extract(archiveFile, zip, new Set([MANIFEST_FILE, CAMPAIGN_FILE]))
  const manifest = parseManifest(archiveFile, head[MANIFEST_FILE])
  const listed = new Map(manifest.files.map((f) => [f.path, f]))
  if (listed.size !== manifest.files.length)
    throw new ArchiveError(archiveFile, `${MANIFEST_FILE} lists a file twice`)
  for (const entry of entries) {
    if (entry.name !== MANIFEST_FILE && !listed.has(entry.name))
      throw new ArchiveError(archiveFile, `${entry.name} is not listed in ${MANIFEST_FILE}`)
  }
  for (const path of listed.keys()) {
    if (!byName.has(path))
      throw new ArchiveError(
        archiveFile,
        `${path} is listed in ${MANIFEST_FILE} but missing from the archive`,
      )
  }
  const campaignEntry = byName.get(CAMPAIGN_FILE) as Entry
  const campaignBytes = checkEntry(
    archiveFile,
    campaignEntry,
    head[CAMPAIGN_FILE],
    listed.get(CAMPAIGN_FILE) as ManifestFile,
  )
  const read = readCampaignBytes(
    CAMPAIGN_FILE,
    Buffer.from(campaignBytes.buffer, campaignBytes.byteOffset, campaignBytes.byteLength),
  )
  if (!read.ok) throw new ArchiveError(archiveFile, describeProblem(read.problem))
  for (const asset of Object.values(read.campaign.assets)) {
    const path = `${ASSET_DIR}/${assetFileName(asset)}`
    if (!byName.has(path))
      throw new ArchiveError(
        archiveFile,
        `${CAMPAIGN_FILE} names ${path} but the archive does not hold it`,
      )
  }

  const assets = entries.filter((e) => ASSET_ENTRY.test(e.name))
  const total = campaignEntry.size + assets.reduce((n, e) => n + e.size, 0)
  const temp = join(parent, `.${basename(target)}.importing-${process.pid}`)
  try {
    mkdirSync(temp)
  } catch (err) {
    throw new ArchiveError(
      targetDir,
      `cannot prepare the import in ${temp}: ${errorText(err)} (another import into this folder is running, or an earlier one was interrupted; remove it and try again)`,
    )
  }
  try {
    let done = 0
    const progress = (entry: Entry): void => {
      done += entry.size
      options.onProgress?.(done, total, entry.name)
    }
    await writeSynced(join(temp, CAMPAIGN_FILE), campaignBytes)
    progress(campaignEntry)
    mkdirSync(join(temp, ASSET_DIR))
    for (const batch of batches(assets, IMPORT_BATCH_BYTES)) {
      const out = extract(archiveFile, zip, new Set(batch.map((e) => e.name)))
      for (const entry of batch) {
        const bytes = checkEntry(
          archiveFile,
          entry,
          out[entry.name],
          listed.get(entry.name) as ManifestFile,
        )
        await writeSynced(join(temp, entry.name), bytes)
        delete out[entry.name]
        progress(entry)
      }
    }
    fsyncDirSync(join(temp, ASSET_DIR))
    fsyncDirSync(temp)
    const check = readCampaignFolder(temp)
    if (!check.ok)
      throw new ArchiveError(
        archiveFile,
        `the unpacked campaign does not open: ${describeProblem(check.problem)}`,
      )
    moveIntoPlace(temp, target, targetDir)
    fsyncDirSync(parent)
    return { name: read.campaign.name, files: 1 + assets.length, bytes: done }
  } catch (err) {
    rmSync(temp, { recursive: true, force: true })
    if (err instanceof ArchiveError) throw err
    throw new ArchiveError(archiveFile, `import failed: ${errorText(err)}`)
  }
}

/**
 * The archive's bytes, read into one buffer of its size; fs.readFile stops at 2 GiB, which a
 * full-size archive passes by its headers.
 */
async function readWhole(archiveFile: string, size: number): Promise<Buffer> {
  try {
    const handle = await open(archiveFile, 'r')
    try {
      const buf = Buffer.allocUnsafe(size)
      let at = 0
      while (at < size) {
        const { bytesRead } = await handle.read(buf, at, Math.min(CHUNK_BYTES * 16, size - at), at)
        if (bytesRead === 0) break
        at += bytesRead
      }
      if (at !== size) throw new Error(`it shrank from ${size} to ${at} bytes while being read`)
      return buf
    } finally {
      await handle.close()
    }
  } catch (err) {
    throw new ArchiveError(archiveFile, `cannot be read: ${errorText(err)}`)
  }
}

function parseManifest(archiveFile: string, bytes: Uint8Array | undefined): ArchiveManifest {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(bytes ?? new Uint8Array(0)).toString('utf8'))
  } catch (err) {
    throw new ArchiveError(archiveFile, `${MANIFEST_FILE} is not valid JSON (${errorText(err)})`)
  }
  const parsed = ManifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue
      ? `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`
      : ''
    throw new ArchiveError(
      archiveFile,
      `${MANIFEST_FILE} is not a Blue Box campaign manifest (${where})`,
    )
  }
  if (parsed.data.version > ARCHIVE_VERSION) {
    throw new ArchiveError(
      archiveFile,
      `made by a newer version of the app (archive version ${parsed.data.version}; this one reads ${ARCHIVE_VERSION})`,
    )
  }
  return parsed.data as ArchiveManifest
}

/** Group entries so each batch decompresses at most `limit` bytes (one oversize entry alone). */
function batches(entries: readonly Entry[], limit: number): Entry[][] {
  const out: Entry[][] = []
  let current: Entry[] = []
  let size = 0
  for (const e of entries) {
    if (current.length && size + e.size > limit) {
      out.push(current)
      current = []
      size = 0
    }
    current.push(e)
    size += e.size
  }
  if (current.length) out.push(current)
  return out
}

/**
 * Rename the finished folder onto the target. POSIX rename replaces an empty folder and fails on
 * a non-empty one, which is the never-overwrite rule enforced by the kernel; Windows refuses
 * any existing folder, so an empty one is removed first (rmdir cannot remove a non-empty one).
 */
function moveIntoPlace(temp: string, target: string, shown: string): void {
  try {
    renameSync(temp, target)
    return
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'EEXIST' && code !== 'ENOTEMPTY' && code !== 'EACCES')
      throw err
    if (targetState(target) !== 'empty') {
      throw new ArchiveError(
        shown,
        'something was put in this folder during the import; import never overwrites',
      )
    }
  }
  rmdirSync(target)
  renameSync(temp, target)
}
