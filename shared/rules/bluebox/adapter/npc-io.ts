/** Blue Box NPCs as a JSON file: the library's one reader and writer (../npc-files) use this. */
import type { SheetFile } from '../../sheet-file'
import { NpcRecordSchema, type NpcRecord } from '../engine/sheet-schema'

export const NPC_EXPORT_FORMAT = 'bluebox-npcs'
export const NPC_EXPORT_VERSION = 1

export const BLUEBOX_NPC_FILE: SheetFile<NpcRecord> = {
  format: NPC_EXPORT_FORMAT,
  version: NPC_EXPORT_VERSION,
  label: 'an NPC export',
  holds: 'Blue Box NPCs',
  schema: NpcRecordSchema,
}
