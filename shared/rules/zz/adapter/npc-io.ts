/** Zealots of Zaldar monsters as a JSON file: the library's one reader and writer (../npc-files) use this. */
import type { SheetFile } from '../../sheet-file'
import { ZzNpcSchema, type ZzNpc } from '../engine/sheet-schema'

export const ZZ_NPC_FILE: SheetFile<ZzNpc> = {
  format: 'zz-npcs',
  version: 1,
  label: 'a Zealots of Zaldar monster export',
  holds: 'Zealots of Zaldar monsters',
  schema: ZzNpcSchema,
}
