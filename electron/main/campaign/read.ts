/**
 * Reading a campaign folder without writing anything: the bytes are checked (empty, NUL bytes,
 * JSON), then the schema (with migration), then the assets it names. Every failure names the
 * file, the JSON path and the problem.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { readCampaign, type Campaign, type CampaignIssue } from '../../../shared/model'
import { assetFileName } from './asset-names'

export const CAMPAIGN_FILE = 'campaign.json'

export interface CampaignProblem {
  file: string
  kind: 'missing' | 'empty' | 'binary' | 'json' | 'schema' | 'newer' | 'asset'
  issues: CampaignIssue[]
}

export type FolderRead =
  | { ok: true; campaign: Campaign; text: string; migratedFrom: number | null }
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

/** Validate campaign bytes (the content of a campaign.json or a backup of one). */
export function readCampaignBytes(file: string, bytes: Buffer): FolderRead {
  const fail = (kind: CampaignProblem['kind'], path: string, message: string): FolderRead => ({
    ok: false,
    problem: { file, kind, issues: [{ path, message }] },
  })
  if (bytes.length === 0 || bytes.toString('utf8').trim() === '')
    return fail('empty', '$', 'the file is empty')
  const nul = bytes.indexOf(0)
  if (nul >= 0)
    return fail(
      'binary',
      '$',
      `contains NUL bytes from offset ${nul} (a write that did not finish?)`,
    )
  // Some editors save a byte-order mark; JSON.parse would call that invalid.
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    const truncated = !text.trimEnd().endsWith('}') ? ' (the file looks truncated)' : ''
    return fail('json', '$', `not valid JSON: ${jsonPosition(text, err as Error)}${truncated}`)
  }
  const read = readCampaign(json)
  if (!read.ok)
    return {
      ok: false,
      problem: { file, kind: read.kind === 'newer' ? 'newer' : 'schema', issues: read.issues },
    }
  return { ok: true, campaign: read.campaign, text, migratedFrom: read.migratedFrom }
}

/** Read and validate `dir/campaign.json` and check that every asset it names is on disk. */
export function readCampaignFolder(dir: string): FolderRead {
  const file = join(dir, CAMPAIGN_FILE)
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return {
      ok: false,
      problem: {
        file: dir,
        kind: 'missing',
        issues: [{ path: '$', message: 'no such campaign folder' }],
      },
    }
  }
  if (!existsSync(file)) {
    return {
      ok: false,
      problem: {
        file,
        kind: 'missing',
        issues: [{ path: '$', message: 'the folder has no campaign.json' }],
      },
    }
  }
  const read = readCampaignBytes(file, readFileSync(file))
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
