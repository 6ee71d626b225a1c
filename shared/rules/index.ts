/** The ruleset seam: the interface and the registry. Import a ruleset's own code only inside it. */
export * from './ruleset'
export * from './registry'
export * from './define'
export * from './npc-files'
export type { SheetFile, SheetFileRead, SheetIssue, SheetRenamed } from './sheet-file'
export * from './payloads'
export * from './sheet-version'
export * from './move-board'
