/**
 * A BW library sheet for the renderer: the schema the form checks against (the one main uses), a
 * fresh sheet for New NPC / New PC, and the export / import of NPCs as JSON (shared/rules/bw).
 */
import { blankBwSheet as blank, BwNpcSchema, BwPcSchema } from '../../../../shared/rules/bw/library'
import { exportBwNpcs as exportNpcs, importBwNpcs } from '../../../../shared/rules/bw/npc-io'
import type { SheetKind } from '../../features/library/sheets'
import type { BwSheet } from './support'

export { importBwNpcs }

/** What the form checks a sheet with: the ruleset's schema, the one main uses. */
export function bwSheetSchema(kind: SheetKind): typeof BwNpcSchema | typeof BwPcSchema {
  return kind === 'npc' ? BwNpcSchema : BwPcSchema
}

/** A standard minifig trooper (NPC) or hero (PC). */
export function blankBwSheet(kind: SheetKind, id: string): BwSheet {
  return blank(kind, id, kind === 'npc' ? 'Trooper' : 'Hero') as BwSheet
}

/** NPCs as the file Export writes (and the importer reads). */
export function exportBwNpcs(list: readonly BwSheet[]): string {
  return exportNpcs(list)
}
