/**
 * GG NPCs exported and imported as JSON (shared/rules/sheet-file.ts does the reading): a versioned
 * wrapper of stat blocks (A.10). An import is all or nothing: one bad NPC refuses the whole file,
 * with every problem named by its JSON path in the GM's words; ids that clash with the library (or
 * with each other) get a new id, reported.
 */
import type { SheetImport } from '../ruleset'
import { readSheetFile, writeSheetFile, type SheetFile } from '../sheet-file'
import type { SheetUpgrader } from '../sheet-version'
import { GgNpcSchema, type GgNpc } from './sheet-schema'

export const GG_NPC_EXPORT_FORMAT = 'gg-npcs'
export const GG_NPC_EXPORT_VERSION = 1
/** More than this in one file is a mistake, not a bestiary. */
export const GG_NPC_IMPORT_MAX = 2000
/** An import travels to main in one message (at most 1 MiB): the text must fit with room to spare. */
export const GG_NPC_IMPORT_BYTES_MAX = 900 * 1024

const FILE: SheetFile<GgNpc> = {
  format: GG_NPC_EXPORT_FORMAT,
  version: GG_NPC_EXPORT_VERSION,
  label: 'a GG NPC export',
  schema: GgNpcSchema,
  max: GG_NPC_IMPORT_MAX,
  bytesMax: GG_NPC_IMPORT_BYTES_MAX,
  foreign: {
    'bluebox-npcs': 'this file holds Blue Box NPCs, not GG ones',
    'zz-npcs': 'this file holds Zealots of Zaldar monsters, not GG NPCs',
    'bw-npcs': 'this file holds BrikWars units, not GG NPCs',
  },
}

/** NPCs as the file Export writes, pretty-printed for people who open it. */
export function exportGgNpcs(npcs: readonly GgNpc[]): string {
  return writeSheetFile(FILE, npcs)
}

/**
 * Read a GG NPC export: every NPC valid under `GgNpcSchema`, or none with each problem by path
 * (`$.npcs[0].hpMax`); clashing ids renamed deterministically and listed in `renamed`.
 */
export function importGgNpcs(
  text: string,
  existingIds: Iterable<string>,
  upgrade?: SheetUpgrader,
): SheetImport {
  const read = readSheetFile(FILE, text, existingIds, upgrade)
  if (!read.ok) return read
  return {
    ok: true,
    sheets: read.sheets,
    renamed: read.renamed.map(({ from, to }) => ({ from, to })),
  }
}
