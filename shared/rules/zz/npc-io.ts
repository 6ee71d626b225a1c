/**
 * ZZ monsters exported and imported as JSON (shared/rules/sheet-file.ts does the reading): the
 * versioned wrapper every ruleset uses. An import is all or nothing: one bad monster refuses the
 * whole file, each problem named by its JSON path; ids that clash with the library are renamed.
 */
import type { SheetImport } from '../ruleset'
import { readSheetFile, writeSheetFile, type SheetFile } from '../sheet-file'
import type { SheetUpgrader } from '../sheet-version'
import { ZzNpcSchema, type ZzNpc } from './sheet-schema'

export const ZZ_NPC_EXPORT_FORMAT = 'zz-npcs'
export const ZZ_NPC_EXPORT_VERSION = 1

const FILE: SheetFile<ZzNpc> = {
  format: ZZ_NPC_EXPORT_FORMAT,
  version: ZZ_NPC_EXPORT_VERSION,
  label: 'a Zealots of Zaldar monster export',
  schema: ZzNpcSchema,
  max: 2000,
  bytesMax: 900 * 1024,
  foreign: {
    'bluebox-npcs': 'this file holds Blue Box NPCs, not Zealots of Zaldar ones',
    'gg-npcs': 'this file holds Trait-Test (GG) NPCs, not Zealots of Zaldar ones',
    'bw-npcs': 'this file holds BrikWars units, not Zealots of Zaldar monsters',
  },
}

/** Monsters as the file Export writes, pretty-printed for people who open it. */
export function exportZzNpcs(npcs: readonly ZzNpc[]): string {
  return writeSheetFile(FILE, npcs)
}

/** B.9: read a ZZ monster export: every one valid under `ZzNpcSchema`, or none with each problem by path. */
export function importZzNpcs(
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
