/**
 * A BW library sheet for the renderer: the schema the form checks against (the one main uses), a
 * fresh sheet for New NPC / New PC.
 */
import {
  blankBwSheet as blank,
  BwNpcSchema,
  BwPcSchema,
} from '../../../../shared/rules/bw/engine/library'
import type { SheetKind } from '../../features/library/sheets'
import type { BwSheet } from './support'

/** What the form checks a sheet with: the ruleset's schema, the one main uses. */
export function bwSheetSchema(kind: SheetKind): typeof BwNpcSchema | typeof BwPcSchema {
  return kind === 'npc' ? BwNpcSchema : BwPcSchema
}

/** A standard minifig trooper (NPC) or hero (PC). */
export function blankBwSheet(kind: SheetKind, id: string): BwSheet {
  return blank(kind, id, kind === 'npc' ? 'Trooper' : 'Hero') as BwSheet
}
