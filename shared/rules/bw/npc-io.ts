/**
 * BW units exported and imported as JSON (shared/rules/sheet-file.ts does the reading): the
 * versioned wrapper every ruleset uses. An import is all or nothing: one bad unit refuses the
 * whole file, each problem named by its JSON path in the sheet's words; ids that clash are renamed.
 */
import type { SheetImport } from '../ruleset'
import { readSheetFile, writeSheetFile, type SheetFile } from '../sheet-file'
import type { SheetUpgrader } from '../sheet-version'
import { BwNpcSchema, type BwNpc } from './library'

export const BW_NPC_EXPORT_FORMAT = 'bw-npcs'
export const BW_NPC_EXPORT_VERSION = 1

const FILE: SheetFile<BwNpc> = {
  format: BW_NPC_EXPORT_FORMAT,
  version: BW_NPC_EXPORT_VERSION,
  label: 'a BrikWars unit export',
  schema: BwNpcSchema as never,
  max: 2000,
  bytesMax: 900 * 1024,
  foreign: {
    'bluebox-npcs': 'this file holds Blue Box NPCs, not BrikWars units',
    'gg-npcs': 'this file holds Trait-Test (GG) NPCs, not BrikWars units',
    'zz-npcs': 'this file holds Zealots of Zaldar monsters, not BrikWars units',
  },
}

/** Units as the file Export writes, pretty-printed for people who open it. */
export function exportBwNpcs(npcs: readonly BwNpc[]): string {
  return writeSheetFile(FILE, npcs)
}

/** C.8: read a BW unit export: every unit valid, or none with each problem by path. */
export function importBwNpcs(
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
