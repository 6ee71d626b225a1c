/** What a ruleset's NPC file check tells the common import button (./NpcImportButton.vue). */
export type NpcImportCheck =
  | { ok: false; errors: readonly { path: string; message: string }[] }
  /** `renamed`: one line per NPC whose id was taken ("Orc: id orc → orc-2"). */
  | { ok: true; count: number; renamed: readonly string[] }

/** Check a file's text against the campaign's NPC ids, as main's importer will. */
export type NpcImportChecker = (text: string, takenIds: Set<string>) => NpcImportCheck
