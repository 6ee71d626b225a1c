/**
 * The library's NPC files, for every ruleset: written and read by the one reader of ./sheet-file
 * with the ruleset's declaration (`sheet.npcFile`). A file of another game is refused by naming
 * that game, from the rulesets this build knows.
 */
import { listRulesets } from './registry'
import type { Ruleset } from './ruleset'
import { readSheetFile, writeSheetFile, type SheetFile, type SheetFileRead } from './sheet-file'
import type { SheetUpgrader } from './sheet-version'

/** What every library sheet has, whatever its game: the rest is the ruleset's. */
export type LibrarySheet = { id: string; name: string } & Record<string, unknown>

/** The ruleset's NPC file declaration; an Error in words when its library has no NPC files. */
function fileOf(ruleset: Ruleset) {
  const file = ruleset.sheet.npcFile
  if (!file) throw new Error(`${ruleset.name} has no NPC files to export or import`)
  return file
}

/** NPCs as the library's Export writes them, pretty-printed for people who open the file. */
export function exportNpcFile(ruleset: Ruleset, npcs: readonly unknown[]): string {
  return writeSheetFile(fileOf(ruleset), npcs)
}

/**
 * Read an NPC file for `ruleset`'s library: every NPC valid, or none with each problem by JSON
 * path; ids that clash with `existingIds` (or each other) renamed and listed. `upgrade`, from the
 * host, brings each sheet to the ruleset's current format first.
 */
export function importNpcFile(
  ruleset: Ruleset,
  text: string,
  existingIds: Iterable<string>,
  upgrade?: SheetUpgrader,
): SheetFileRead<LibrarySheet> {
  // Every library sheet has an id and a name (the interface's schemas ask for both).
  const file = fileOf(ruleset) as SheetFile<LibrarySheet>
  const others = listRulesets().flatMap((r) => (r.sheet.npcFile ? [r.sheet.npcFile] : []))
  return readSheetFile(file, text, existingIds, upgrade, others)
}
