/**
 * A ruleset's library sheets as a JSON file: a versioned wrapper (`{ format, version, npcs }`)
 * written for people who open it, and read all or nothing: one bad sheet refuses the whole file,
 * with every problem named by its JSON path in the GM's words, and ids that clash with the library
 * (or with each other) get a deterministic `-2`, `-3`… suffix that is reported. Bounded before it
 * is parsed: a file too big for one message, nested too deep, or holding too many sheets is
 * refused in words. Each ruleset names its format, its schema and its words.
 */
import type { z } from 'zod'
import { formatPath } from '../model/campaign'
import {
  jsonPathInWords,
  jsonStringBytes,
  jsonTextBoundsIssue,
  LOOSE_DEPTH_MAX,
  sizeInWords,
} from '../model/json-bounds'
import { afterUpgrade, type SheetUpgrader } from './sheet-version'

/** More sheets than this in one file is a mistake (or an attack on the app's memory), not a bestiary. */
export const SHEET_FILE_MAX = 2000
/**
 * The most one import may weigh as it travels (the text inside a message, escapes and all): it must
 * fit in one message to the app (1 MiB) with room to spare. A few hundred NPCs fit.
 */
export const SHEET_FILE_BYTES_MAX = 900 * 1024

/** One ruleset's NPC file, as the ruleset declares it (`Ruleset.sheet.npcFile`). */
export interface SheetFile<T = unknown> {
  format: string
  version: number
  /** How the refusals name the file: "a Blue Box NPC export", "a BrikWars unit export". */
  label: string
  /**
   * What the file holds, as a refusal of it in another game names it: "BrikWars units". The
   * ruleset's name comes first, so the GM knows which game's library to open it in.
   */
  holds: string
  /** Each sheet's schema. */
  schema: z.ZodType<T>
  /** More sheets than this in one file is refused (absent: SHEET_FILE_MAX). */
  max?: number
  /** An import text heavier than this is refused before it is parsed (absent: SHEET_FILE_BYTES_MAX). */
  bytesMax?: number
}

/** Another game's NPC file as a refusal names it: its format and what it holds. */
export type ForeignSheetFile = Pick<SheetFile, 'format' | 'holds'>

export interface SheetIssue {
  path: string
  message: string
}

export interface SheetRenamed {
  /** Index of the sheet in the file. */
  index: number
  name: string
  from: string
  to: string
}

export type SheetFileRead<T> =
  { ok: true; sheets: T[]; renamed: SheetRenamed[] } | { ok: false; errors: SheetIssue[] }

/** Sheets in the versioned wrapper, pretty-printed for people who open the file. */
export function writeSheetFile<T>(file: SheetFile<T>, sheets: readonly T[]): string {
  return (
    JSON.stringify({ format: file.format, version: file.version, npcs: [...sheets] }, null, 2) +
    '\n'
  )
}

/** Why an import text is too big to send, in words; null when it fits. */
export function sheetFileTooBig(text: string, bytesMax: number): string | null {
  const bytes = jsonStringBytes(text)
  if (bytes <= bytesMax) return null
  return `the file is too big to import in one go (${sizeInWords(bytes)}; at most ${sizeInWords(bytesMax)}): split it into smaller files`
}

const fail = (path: string, message: string): { ok: false; errors: SheetIssue[] } => ({
  ok: false,
  errors: [{ path, message }],
})

/** The first of `id-2`, `id-3`… not taken, kept within the 100-character id limit. */
function freeId(id: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = id.slice(0, 100 - suffix.length) + suffix
    if (!taken.has(candidate)) return candidate
  }
}

/** The wrapper's list of sheets, or why the text is not one of these files. */
function wrapperOf<T>(
  file: SheetFile<T>,
  text: string,
  others: readonly ForeignSheetFile[],
): SheetFileRead<T> | unknown[] {
  const tooBig = sheetFileTooBig(text, file.bytesMax ?? SHEET_FILE_BYTES_MAX)
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
    return fail('$', `not ${file.label}: expected { "format": "${file.format}", ... }`)
  }
  const w = data as Record<string, unknown>
  if (w.format !== file.format) {
    const got = w.format === undefined ? 'none' : JSON.stringify(w.format)
    const other = others.find((o) => o.format === w.format && o.format !== file.format)
    const known = other ? ` (this file holds ${other.holds}, not ${file.holds})` : ''
    return fail(
      '$.format',
      `not ${file.label}: format must be "${file.format}", got ${got}${known}`,
    )
  }
  if (w.version !== file.version) {
    const newer = typeof w.version === 'number' && w.version > file.version
    return fail(
      '$.version',
      newer
        ? `version ${w.version} was written by a newer app; this one reads version ${file.version}`
        : `version must be ${file.version}, got ${JSON.stringify(w.version) ?? 'none'}`,
    )
  }
  if (!Array.isArray(w.npcs)) return fail('$.npcs', 'npcs must be a list of NPCs')
  const max = file.max ?? SHEET_FILE_MAX
  if (w.npcs.length > max) {
    return fail('$.npcs', `${w.npcs.length} NPCs is more than one import takes (${max})`)
  }
  return w.npcs
}

/**
 * Read a file of sheets: all of them (clashing ids renamed), or none with every problem. `upgrade`
 * brings each sheet to the ruleset's current format before the schema reads it; `others`, the
 * other games' files, let a refusal say whose file the GM picked.
 */
export function readSheetFile<T extends { id: string; name: string }>(
  file: SheetFile<T>,
  text: string,
  existingIds: Iterable<string>,
  upgrade?: SheetUpgrader,
  others: readonly ForeignSheetFile[] = [],
): SheetFileRead<T> {
  const list = wrapperOf(file, text, others)
  if (!Array.isArray(list)) return list as SheetFileRead<T>
  const errors: SheetIssue[] = []
  const sheets: T[] = []
  list.forEach((raw: unknown, i) => {
    const up = upgrade?.(raw)
    if (up && !up.ok)
      return void errors.push({ path: formatPath(['npcs', i]), message: up.message })
    const r = file.schema.safeParse(up ? up.sheet : raw)
    if (r.success) sheets.push(r.data)
    else
      for (const issue of r.error.issues)
        errors.push({
          path: formatPath(['npcs', i, ...issue.path]),
          message: up ? afterUpgrade(issue.message, up) : issue.message,
        })
  })
  if (errors.length > 0) return { ok: false, errors }
  const taken = new Set(existingIds)
  const renamed: SheetRenamed[] = []
  const out = sheets.map((sheet, index) => {
    if (!taken.has(sheet.id)) {
      taken.add(sheet.id)
      return sheet
    }
    const to = freeId(sheet.id, taken)
    taken.add(to)
    renamed.push({ index, name: sheet.name, from: sheet.id, to })
    return { ...sheet, id: to }
  })
  return { ok: true, sheets: out, renamed }
}
