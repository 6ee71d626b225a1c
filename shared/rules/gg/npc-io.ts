/**
 * GG NPCs exported and imported as JSON: a versioned wrapper of stat blocks (A.10). An import is
 * all or nothing: one bad NPC refuses the whole file, with every problem named by its JSON path
 * in the GM's words; ids that clash with the library (or with each other) get a new id, reported.
 */
import { formatPath } from '../../model/campaign'
import {
  jsonPathInWords,
  jsonStringBytes,
  jsonTextBoundsIssue,
  LOOSE_DEPTH_MAX,
  sizeInWords,
} from '../../model/json-bounds'
import type { SheetImport } from '../ruleset'
import { GgNpcSchema, type GgNpc } from './sheet-schema'

export const GG_NPC_EXPORT_FORMAT = 'gg-npcs'
export const GG_NPC_EXPORT_VERSION = 1
/** More than this in one file is a mistake, not a bestiary. */
export const GG_NPC_IMPORT_MAX = 2000
/** An import travels to main in one message (at most 1 MiB): the text must fit with room to spare. */
export const GG_NPC_IMPORT_BYTES_MAX = 900 * 1024

export interface GgNpcExport {
  format: typeof GG_NPC_EXPORT_FORMAT
  version: typeof GG_NPC_EXPORT_VERSION
  npcs: GgNpc[]
}

/** NPCs as the file Export writes, pretty-printed for people who open it. */
export function exportGgNpcs(npcs: readonly GgNpc[]): string {
  const wrapper: GgNpcExport = {
    format: GG_NPC_EXPORT_FORMAT,
    version: GG_NPC_EXPORT_VERSION,
    npcs: [...npcs],
  }
  return JSON.stringify(wrapper, null, 2) + '\n'
}

type Errors = { ok: false; errors: { path: string; message: string }[] }
const fail = (path: string, message: string): Errors => ({ ok: false, errors: [{ path, message }] })

/** The first of `id-2`, `id-3`… not taken, within the 100-character id limit. */
function freeId(id: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = id.slice(0, 100 - suffix.length) + suffix
    if (!taken.has(candidate)) return candidate
  }
}

/** Why the text cannot be read as a GG NPC export before its NPCs are looked at; null: it can. */
function wrapperProblem(text: string): Errors | { ok: true; npcs: unknown[] } {
  const bytes = jsonStringBytes(text)
  if (bytes > GG_NPC_IMPORT_BYTES_MAX) {
    return fail(
      '$',
      `the file is too big to import in one go (${sizeInWords(bytes)}; at most ${sizeInWords(GG_NPC_IMPORT_BYTES_MAX)}): split it into smaller files`,
    )
  }
  const deep = jsonTextBoundsIssue(text, { maxDepth: LOOSE_DEPTH_MAX + 2 })
  if (deep) {
    return fail(
      jsonPathInWords(deep.path),
      `a field is nested too deep (line ${deep.line}, column ${deep.column}); a field that deep is refused`,
    )
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return fail('$', `not JSON: ${e instanceof Error ? e.message : String(e)}`)
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('$', `not a GG NPC export: expected { "format": "${GG_NPC_EXPORT_FORMAT}", ... }`)
  }
  const w = data as Record<string, unknown>
  if (w.format !== GG_NPC_EXPORT_FORMAT) {
    const got = w.format === undefined ? 'none' : JSON.stringify(w.format)
    const hint = w.format === 'bluebox-npcs' ? ' (this file holds Blue Box NPCs, not GG ones)' : ''
    return fail(
      '$.format',
      `not a GG NPC export: format must be "${GG_NPC_EXPORT_FORMAT}", got ${got}${hint}`,
    )
  }
  if (w.version !== GG_NPC_EXPORT_VERSION) {
    const newer = typeof w.version === 'number' && w.version > GG_NPC_EXPORT_VERSION
    return fail(
      '$.version',
      newer
        ? `version ${w.version} was written by a newer app; this one reads version ${GG_NPC_EXPORT_VERSION}`
        : `version must be ${GG_NPC_EXPORT_VERSION}, got ${JSON.stringify(w.version) ?? 'none'}`,
    )
  }
  if (!Array.isArray(w.npcs)) return fail('$.npcs', 'npcs must be a list of NPCs')
  if (w.npcs.length > GG_NPC_IMPORT_MAX) {
    return fail(
      '$.npcs',
      `${w.npcs.length} NPCs is more than one import takes (${GG_NPC_IMPORT_MAX})`,
    )
  }
  return { ok: true, npcs: w.npcs }
}

/**
 * Read a GG NPC export: every NPC valid under `GgNpcSchema`, or none with each problem by path
 * (`$.npcs[0].hpMax`); clashing ids renamed deterministically and listed in `renamed`.
 */
export function importGgNpcs(text: string, existingIds: Iterable<string>): SheetImport {
  const read = wrapperProblem(text)
  if (!read.ok) return read
  const errors: { path: string; message: string }[] = []
  const npcs: GgNpc[] = []
  read.npcs.forEach((raw, i) => {
    const r = GgNpcSchema.safeParse(raw)
    if (r.success) npcs.push(r.data)
    else
      for (const issue of r.error.issues)
        errors.push({ path: formatPath(['npcs', i, ...issue.path]), message: issue.message })
  })
  if (errors.length > 0) return { ok: false, errors }
  const taken = new Set(existingIds)
  const renamed: { from: string; to: string }[] = []
  const sheets = npcs.map((npc) => {
    if (!taken.has(npc.id)) {
      taken.add(npc.id)
      return npc
    }
    const to = freeId(npc.id, taken)
    taken.add(to)
    renamed.push({ from: npc.id, to })
    return { ...npc, id: to }
  })
  return { ok: true, sheets, renamed }
}
