/**
 * Reading a campaign folder without writing anything: the bytes are checked (empty, NUL bytes,
 * JSON), then the schema (with migration), then the assets it names. Every failure names the
 * file, the JSON path and the problem.
 */
import { isAscii } from 'node:buffer'
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs'
import { join } from 'node:path'
import {
  CAMPAIGN_DEPTH_MAX,
  campaignTextBounded,
  jsonPathInWords,
  jsonTextBoundsIssue,
  readCampaign,
  sizeInWords,
  type Campaign,
  type CampaignIssue,
} from '../../../shared/model'
import { checkCampaignPayloads } from '../../../shared/rules'
import { assetFileName } from './asset-names'

export const CAMPAIGN_FILE = 'campaign.json'

/**
 * The largest campaign file read (a big campaign is a few MB). Bigger is refused from its size
 * alone, before a byte is read: parsing a file of hundreds of MB could take the machine's memory.
 */
export const CAMPAIGN_FILE_MAX_BYTES = 64 * 1024 * 1024

export interface ReadLimits {
  /** Refuse files larger than this (default CAMPAIGN_FILE_MAX_BYTES). */
  maxBytes?: number
}

export interface CampaignProblem {
  file: string
  kind:
    | 'missing'
    | 'unreadable'
    | 'too-big'
    | 'too-deep'
    | 'empty'
    | 'binary'
    | 'json'
    | 'schema'
    | 'newer'
    | 'asset'
  issues: CampaignIssue[]
}

function tooBigMessage(bytes: number, max: number): string {
  return `the file is ${sizeInWords(bytes)}, more than the ${sizeInWords(max)} a campaign file may be; it was not read`
}

export type FolderRead =
  | {
      ok: true
      campaign: Campaign
      text: string
      /** The schema version it was stored in when it was migrated; null when it was current. */
      migratedFrom: number | null
      /** How many library sheets were in an older sheet format and were migrated. */
      sheetsUpgraded: number
      /** Open rewrites it (after a backup): its schema or a sheet's format was migrated. */
      migrated: boolean
    }
  | { ok: false; problem: CampaignProblem }

export function describeProblem(p: CampaignProblem, limit = 5): string {
  const shown = p.issues.slice(0, limit).map((i) => `${i.path}: ${i.message}`)
  const more = p.issues.length > limit ? ` (and ${p.issues.length - limit} more)` : ''
  return `${p.file}: ${shown.join('; ')}${more}`
}

/** Where a JSON.parse error points, as a line and column. */
function jsonPosition(text: string, err: Error): string {
  const m = /position (\d+)/.exec(err.message)
  if (!m) return err.message
  const pos = Number(m[1])
  const before = text.slice(0, pos)
  const line = before.split('\n').length
  const col = pos - before.lastIndexOf('\n')
  return `${err.message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${col}`
}

function failure(
  file: string,
  kind: CampaignProblem['kind'],
  path: string,
  message: string,
): FolderRead {
  return { ok: false, problem: { file, kind, issues: [{ path, message }] } }
}

/** The file's stat, or why there is none: `ENOENT` (absent), `EACCES`... */
function statOf(path: string): Stats | string {
  try {
    return statSync(path)
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? (err as Error).message
  }
}

const ABSENT = new Set(['ENOENT', 'ENOTDIR'])

/** Validate campaign bytes (the content of a campaign.json or a backup of one). */
export function readCampaignBytes(
  file: string,
  bytes: Buffer,
  limits: ReadLimits = {},
): FolderRead {
  const fail = (kind: CampaignProblem['kind'], path: string, message: string): FolderRead =>
    failure(file, kind, path, message)
  const maxBytes = limits.maxBytes ?? CAMPAIGN_FILE_MAX_BYTES
  if (bytes.length > maxBytes) return fail('too-big', '$', tooBigMessage(bytes.length, maxBytes))
  // Decoded once: a campaign of several megabytes costs milliseconds per decode. Most files are
  // plain ASCII, which reads as Latin-1 byte for byte, several times quicker than UTF-8 decoding.
  const decoded = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')
  if (decoded.trim() === '') return fail('empty', '$', 'the file is empty')
  const nul = bytes.indexOf(0)
  if (nul >= 0)
    return fail(
      'binary',
      '$',
      `contains NUL bytes from offset ${nul} (a write that did not finish?)`,
    )
  // Some editors save a byte-order mark; JSON.parse would call that invalid.
  const text = decoded.replace(/^\uFEFF/, '')
  // JSON.parse itself copes with any depth, but what comes after (schema, diff, save) does not,
  // and a file of nothing but brackets would take gigabytes to parse: refused from a scan first.
  const deep = jsonTextBoundsIssue(text, { maxDepth: CAMPAIGN_DEPTH_MAX })
  if (deep)
    return fail(
      'too-deep',
      jsonPathInWords(deep.path),
      `${deep.message} (line ${deep.line}, column ${deep.column}); no campaign nests that deep`,
    )
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    const truncated = !text.trimEnd().endsWith('}') ? ' (the file looks truncated)' : ''
    return fail('json', '$', `not valid JSON: ${jsonPosition(text, err as Error)}${truncated}`)
  }
  // The scan above bounded the nesting; the walk that checks the rest is skipped when it is sure
  // to find nothing.
  const read = readCampaign(json, campaignTextBounded(text))
  if (!read.ok)
    return {
      ok: false,
      problem: { file, kind: read.kind === 'newer' ? 'newer' : 'schema', issues: read.issues },
    }
  // The model checked the campaign's shape; its ruleset checks the sheets, token states and table
  // options it stores (a ruleset this build does not know checks nothing: it opens read-only).
  const checked = checkCampaignPayloads(read.campaign)
  if (!checked.ok)
    return {
      ok: false,
      problem: { file, kind: checked.newer ? 'newer' : 'schema', issues: checked.issues },
    }
  return {
    ok: true,
    campaign: checked.campaign,
    text,
    migratedFrom: read.migratedFrom,
    sheetsUpgraded: checked.upgraded,
    migrated: read.migratedFrom !== null || checked.upgraded > 0,
  }
}

/** Read and validate `dir/campaign.json` and check that every asset it names is on disk. */
export function readCampaignFolder(dir: string, limits: ReadLimits = {}): FolderRead {
  const file = join(dir, CAMPAIGN_FILE)
  const folder = statOf(dir)
  if (typeof folder === 'string')
    return ABSENT.has(folder)
      ? failure(dir, 'missing', '$', 'no such campaign folder')
      : failure(dir, 'unreadable', '$', `the folder cannot be opened (${folder})`)
  if (!folder.isDirectory()) return failure(dir, 'missing', '$', 'not a folder')
  const stat = statOf(file)
  if (typeof stat === 'string')
    return ABSENT.has(stat)
      ? failure(file, 'missing', '$', 'the folder has no campaign.json')
      : failure(file, 'unreadable', '$', `cannot be read (${stat})`)
  if (!stat.isFile())
    return failure(
      file,
      'unreadable',
      '$',
      stat.isDirectory() ? 'is a folder, not a file' : 'is not a regular file',
    )
  const maxBytes = limits.maxBytes ?? CAMPAIGN_FILE_MAX_BYTES
  if (stat.size > maxBytes) return failure(file, 'too-big', '$', tooBigMessage(stat.size, maxBytes))
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    return failure(file, 'unreadable', '$', `cannot be read (${code ?? (err as Error).message})`)
  }
  const read = readCampaignBytes(file, bytes, limits)
  if (!read.ok) return read
  const missing: CampaignIssue[] = []
  for (const [key, asset] of Object.entries(read.campaign.assets)) {
    const name = assetFileName(asset)
    if (!existsSync(join(dir, 'assets', name)))
      missing.push({ path: `$.assets.${key}`, message: `assets/${name} is missing` })
  }
  if (missing.length) return { ok: false, problem: { file, kind: 'asset', issues: missing } }
  return read
}
