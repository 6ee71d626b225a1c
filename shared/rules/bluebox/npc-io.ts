/**
 * NPC import and export as JSON. An export is a versioned wrapper; an import is all or nothing:
 * one bad record refuses the whole file, with every problem named by its JSON path, and ids that
 * clash with the library (or with each other) get a new id that is reported to the GM.
 */
import { formatPath } from '../../model/campaign'
import { NpcRecordSchema, type NpcRecord } from './sheet-schema'
import {
  jsonPathInWords,
  jsonStringBytes,
  jsonTextBoundsIssue,
  LOOSE_DEPTH_MAX,
  sizeInWords,
} from '../../model/json-bounds'

export const NPC_EXPORT_FORMAT = 'bluebox-npcs'
export const NPC_EXPORT_VERSION = 1
/** More than this is not an NPC library but a mistake (or an attack on the app's memory). */
export const NPC_IMPORT_MAX = 2000
/**
 * The most one import may weigh as it travels (the text inside a message, escapes and all): it
 * must fit in one message to the app (1 MiB) with room to spare. A few hundred NPCs fit.
 */
export const NPC_IMPORT_BYTES_MAX = 900 * 1024

/** Why an import text is too big to send, in words; null when it fits. */
export function npcImportTooBig(text: string): string | null {
  const bytes = jsonStringBytes(text)
  if (bytes <= NPC_IMPORT_BYTES_MAX) return null
  return `the file is too big to import in one go (${sizeInWords(bytes)}; at most ${sizeInWords(NPC_IMPORT_BYTES_MAX)}): split it into smaller files`
}

export interface NpcExport {
  format: typeof NPC_EXPORT_FORMAT
  version: typeof NPC_EXPORT_VERSION
  npcs: NpcRecord[]
}

export interface NpcImportIssue {
  path: string
  message: string
}

export interface NpcRenamed {
  /** Index of the NPC in the file. */
  index: number
  name: string
  from: string
  to: string
}

export type NpcImportResult =
  { ok: true; npcs: NpcRecord[]; renamed: NpcRenamed[] } | { ok: false; errors: NpcImportIssue[] }

/** Serialise NPCs in the versioned wrapper, pretty-printed for people who open the file. */
export function exportNpcs(records: readonly NpcRecord[]): string {
  const wrapper: NpcExport = {
    format: NPC_EXPORT_FORMAT,
    version: NPC_EXPORT_VERSION,
    npcs: [...records],
  }
  return JSON.stringify(wrapper, null, 2) + '\n'
}

const fail = (path: string, message: string): NpcImportResult => ({
  ok: false,
  errors: [{ path, message }],
})

/** The first of `id-2`, `id-3`... not taken, kept within the 100-character id limit. */
function freeId(id: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = id.slice(0, 100 - suffix.length) + suffix
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * Read an export: validate the wrapper and every NPC; refuse all on any problem; give clashing ids
 * (with `existingIds` or earlier NPCs of the same file) a deterministic `-2`, `-3`... suffix.
 */
export function importNpcs(text: string, existingIds: Iterable<string>): NpcImportResult {
  const tooBig = npcImportTooBig(text)
  if (tooBig) return fail('$', tooBig)
  // `{ "npcs": [ {record} ] }`: the records' own fields may nest LOOSE_DEPTH_MAX levels.
  const deep = jsonTextBoundsIssue(text, { maxDepth: LOOSE_DEPTH_MAX + 2 })
  if (deep) {
    const inRecord = deep.path[0] === 'npcs' && typeof deep.path[1] === 'number'
    const field = inRecord ? deep.path[2] : deep.path[0]
    const where = `line ${deep.line}, column ${deep.column}`
    const levels = inRecord ? LOOSE_DEPTH_MAX : LOOSE_DEPTH_MAX + 2
    return fail(
      jsonPathInWords(deep.path),
      `the field "${String(field)}" is nested more than ${levels} levels deep (${where}); a field that deep is refused`,
    )
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return fail('$', `not JSON: ${e instanceof Error ? e.message : String(e)}`)
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('$', `not an NPC export: expected { "format": "${NPC_EXPORT_FORMAT}", ... }`)
  }
  const w = data as Record<string, unknown>
  if (w.format !== NPC_EXPORT_FORMAT) {
    const got = w.format === undefined ? 'none' : JSON.stringify(w.format)
    return fail('$.format', `not an NPC export: format must be "${NPC_EXPORT_FORMAT}", got ${got}`)
  }
  if (w.version !== NPC_EXPORT_VERSION) {
    const newer = typeof w.version === 'number' && w.version > NPC_EXPORT_VERSION
    return fail(
      '$.version',
      newer
        ? `version ${w.version} was written by a newer app; this one reads version ${NPC_EXPORT_VERSION}`
        : `version must be ${NPC_EXPORT_VERSION}, got ${JSON.stringify(w.version) ?? 'none'}`,
    )
  }
  if (!Array.isArray(w.npcs)) return fail('$.npcs', 'npcs must be a list of NPCs')
  if (w.npcs.length > NPC_IMPORT_MAX) {
    return fail('$.npcs', `${w.npcs.length} NPCs is more than one import takes (${NPC_IMPORT_MAX})`)
  }

  const errors: NpcImportIssue[] = []
  const npcs: NpcRecord[] = []
  w.npcs.forEach((raw: unknown, i) => {
    const r = NpcRecordSchema.safeParse(raw)
    if (r.success) npcs.push(r.data)
    else
      for (const issue of r.error.issues) {
        errors.push({ path: formatPath(['npcs', i, ...issue.path]), message: issue.message })
      }
  })
  if (errors.length > 0) return { ok: false, errors }

  const taken = new Set(existingIds)
  const renamed: NpcRenamed[] = []
  const out = npcs.map((npc, index) => {
    if (!taken.has(npc.id)) {
      taken.add(npc.id)
      return npc
    }
    const to = freeId(npc.id, taken)
    taken.add(to)
    renamed.push({ index, name: npc.name, from: npc.id, to })
    return { ...npc, id: to }
  })
  return { ok: true, npcs: out, renamed }
}
