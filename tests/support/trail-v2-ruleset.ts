/**
 * "Trail" after a change of its sheet format, for the tests of sheet versions: version 2 of its
 * sheet calls a being's wounds-it-can-take `stamina` where version 1 called them `grit`, and its
 * `migrate` renames the field. A version 1 sheet with no grit cannot be brought forward (migrate
 * throws); one with grit above 10 comes out as a stamina the schema refuses.
 */
import { z } from 'zod'
import type { SheetFile } from '../../shared/rules/sheet-file'
import type { Ruleset } from '../../shared/rules'
import { trailRuleset } from './test-ruleset'

export const TRAIL_V2_ID = 'trail-v2-test'

export const TrailV2SheetSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  stamina: z.number().int().min(1).max(10),
})
type TrailV2Sheet = z.infer<typeof TrailV2SheetSchema>

const FILE: SheetFile<TrailV2Sheet> = {
  format: 'trail-npcs',
  version: 1,
  label: 'a Trail NPC export',
  holds: 'Trail NPCs',
  schema: TrailV2SheetSchema,
  max: 50,
  bytesMax: 64 * 1024,
}

/** A Trail NPC file (`{ format, version, npcs }`) holding `npcs` as they are. */
export function trailNpcFile(npcs: unknown[]): string {
  return JSON.stringify({ format: FILE.format, version: FILE.version, npcs })
}

/** Version 1 -> 2: `grit` becomes `stamina`; everything else is kept. */
function migrate(raw: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1) throw new Error(`no Trail sheet version ${fromVersion}`)
  const { grit, ...rest } = raw as Record<string, unknown>
  if (grit === undefined) throw new Error('a version 1 Trail sheet has grit, and this one has none')
  return { ...rest, stamina: grit }
}

export const trailV2Ruleset: Ruleset = {
  ...trailRuleset,
  id: TRAIL_V2_ID,
  name: 'Trail, second edition (test)',
  sheet: {
    ...trailRuleset.sheet,
    schema: { npc: TrailV2SheetSchema, pc: TrailV2SheetSchema },
    version: 2,
    migrate,
    blank: (_kind, id, name) => ({ id, name, stamina: 3 }),
    npcFile: FILE,
  },
}
