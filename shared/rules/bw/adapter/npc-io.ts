/** BrikWars units (C.8) as a JSON file: the library's one reader and writer (../npc-files) use this. */
import type { SheetFile } from '../../sheet-file'
import { BwNpcSchema, type BwNpc } from '../engine/library'

export const BW_NPC_FILE: SheetFile<BwNpc> = {
  format: 'bw-npcs',
  version: 1,
  label: 'a BrikWars unit export',
  holds: 'BrikWars units',
  schema: BwNpcSchema,
}
