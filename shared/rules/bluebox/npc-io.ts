/**
 * Blue Box NPCs as a JSON file (shared/rules/sheet-file.ts does the reading): a versioned wrapper
 * on export; on import all or nothing, every problem by its JSON path, clashing ids renamed.
 */
import {
  readSheetFile,
  writeSheetFile,
  type SheetFile,
  type SheetIssue,
  type SheetRenamed,
} from '../sheet-file'
import type { SheetUpgrader } from '../sheet-version'
import { NpcRecordSchema, type NpcRecord } from './sheet-schema'

export const NPC_EXPORT_FORMAT = 'bluebox-npcs'
export const NPC_EXPORT_VERSION = 1
/** More than this is not an NPC library but a mistake (or an attack on the app's memory). */
export const NPC_IMPORT_MAX = 2000
/**
 * The most one import may weigh as it travels (the text inside a message, escapes and all): it
 * must fit in one message to the app (1 MiB) with room to spare. A few hundred NPCs fit.
 */
export const NPC_IMPORT_BYTES_MAX = 900 * 1024

const FILE: SheetFile<NpcRecord> = {
  format: NPC_EXPORT_FORMAT,
  version: NPC_EXPORT_VERSION,
  label: 'an NPC export',
  schema: NpcRecordSchema,
  max: NPC_IMPORT_MAX,
  bytesMax: NPC_IMPORT_BYTES_MAX,
  foreign: {
    'gg-npcs': 'this file holds Trait-Test (GG) NPCs, not Blue Box ones',
    'zz-npcs': 'this file holds Zealots of Zaldar monsters, not Blue Box NPCs',
    'bw-npcs': 'this file holds BrikWars units, not Blue Box NPCs',
  },
}

export interface NpcExport {
  format: typeof NPC_EXPORT_FORMAT
  version: typeof NPC_EXPORT_VERSION
  npcs: NpcRecord[]
}

export type NpcImportIssue = SheetIssue
export type NpcRenamed = SheetRenamed

export type NpcImportResult =
  { ok: true; npcs: NpcRecord[]; renamed: NpcRenamed[] } | { ok: false; errors: NpcImportIssue[] }

/** Serialise NPCs in the versioned wrapper, pretty-printed for people who open the file. */
export function exportNpcs(records: readonly NpcRecord[]): string {
  return writeSheetFile(FILE, records)
}

/**
 * Read an export: validate the wrapper and every NPC; refuse all on any problem; give clashing ids
 * (with `existingIds` or earlier NPCs of the same file) a deterministic `-2`, `-3`... suffix.
 */
export function importNpcs(
  text: string,
  existingIds: Iterable<string>,
  upgrade?: SheetUpgrader,
): NpcImportResult {
  const read = readSheetFile(FILE, text, existingIds, upgrade)
  return read.ok ? { ok: true, npcs: read.sheets, renamed: read.renamed } : read
}
