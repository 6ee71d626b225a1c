/**
 * The campaign file's bytes, as chunks: one per top-level field and one per record in the big
 * collections (NPCs, tokens, notes...). Commands replace only the records they change and share the
 * rest (structural sharing), so a save re-encodes what changed and reuses every other record's
 * bytes. One record per line also keeps the file readable and its diffs small.
 */
import type { Campaign } from '../../../shared/model'

/** Top-level fields whose values are records of records, written one record per line. */
const COLLECTIONS = new Set(['maps', 'tokens', 'npcs', 'pcs', 'notes', 'encounters', 'assets'])

interface Cached {
  key: string
  bytes: Buffer
}

export class CampaignSerializer {
  private readonly cache = new WeakMap<object, Cached>()
  /** Whole collections left untouched by a change reuse their list of chunks as is. */
  private readonly collections = new WeakMap<object, { key: string; chunks: Buffer[] }>()

  /** The file as chunks to write in order (their concatenation is the JSON text). */
  chunks(campaign: Campaign): Buffer[] {
    const out: Buffer[] = [Buffer.from('{\n')]
    const keys = Object.keys(campaign)
    keys.forEach((key, i) => {
      const value = (campaign as Record<string, unknown>)[key]
      const tail = i === keys.length - 1 ? '\n' : ',\n'
      if (COLLECTIONS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
        out.push(...this.collection(key, value as Record<string, unknown>))
        out.push(Buffer.from(`}${tail}`))
      } else {
        out.push(Buffer.from(`${JSON.stringify(key)}: ${JSON.stringify(value)}${tail}`))
      }
    })
    out.push(Buffer.from('}\n'))
    return out
  }

  /** `"key": {` and the records, one per line, up to (not including) the closing brace. */
  private collection(key: string, value: Record<string, unknown>): Buffer[] {
    const hit = this.collections.get(value)
    if (hit && hit.key === key) return hit.chunks
    const entries = Object.entries(value)
    const chunks: Buffer[] = [Buffer.from(`${JSON.stringify(key)}: {${entries.length ? '\n' : ''}`)]
    entries.forEach(([id, record], j) => {
      chunks.push(this.record(id, record))
      chunks.push(j === entries.length - 1 ? NEWLINE : COMMA_NEWLINE)
    })
    this.collections.set(value, { key, chunks })
    return chunks
  }

  private record(id: string, record: unknown): Buffer {
    if (record === null || typeof record !== 'object')
      return Buffer.from(`${JSON.stringify(id)}: ${JSON.stringify(record)}`)
    const hit = this.cache.get(record)
    if (hit && hit.key === id) return hit.bytes
    const bytes = Buffer.from(`${JSON.stringify(id)}: ${JSON.stringify(record)}`)
    this.cache.set(record, { key: id, bytes })
    return bytes
  }
}

const NEWLINE = Buffer.from('\n')
const COMMA_NEWLINE = Buffer.from(',\n')

/** The whole file as one string (for copies, backups and tests). */
export function serializeCampaign(campaign: Campaign): string {
  return Buffer.concat(new CampaignSerializer().chunks(campaign)).toString('utf8')
}
