/** GG NPCs (A.10 stat blocks) as a JSON file: the library's one reader and writer (../npc-files) use this. */
import type { SheetFile } from '../../sheet-file'
import { GgNpcSchema, type GgNpc } from '../engine/sheet-schema'

export const GG_NPC_EXPORT_FORMAT = 'gg-npcs'

export const GG_NPC_FILE: SheetFile<GgNpc> = {
  format: GG_NPC_EXPORT_FORMAT,
  version: 1,
  label: 'a GG NPC export',
  holds: 'Trait-Test (GG) NPCs',
  schema: GgNpcSchema,
}
