/**
 * A BW library sheet for the renderer: the schema the form checks against (the registered BW
 * ruleset's own, the one main uses; the engine's unit sheet plus an id before the ruleset is
 * registered), a fresh sheet for New NPC / New PC, and the export / import of NPCs as JSON.
 */
import { z } from 'zod'
import { rulesetById } from '../../../../shared/rules/registry'
import { BwUnitSheetSchema } from '../../../../shared/rules/bw/engine-index'
import type { SheetImport } from '../../../../shared/rules/ruleset'
import type { SheetKind } from '../../features/library/sheets'
import type { BwSheet } from './support'

const idField = z.object({
  id: z.string({ error: 'the sheet needs an id' }).min(1).max(100),
  player: z.string({ error: 'Player must be text' }).max(80).optional(),
})
const FALLBACK = z.intersection(BwUnitSheetSchema, idField)

/** What the form and the importer check a sheet with. */
export function bwSheetSchema(kind: SheetKind): z.ZodType {
  return (rulesetById('bw')?.sheet.schema[kind] as z.ZodType | undefined) ?? FALLBACK
}

/** A standard minifig: d6 Skill, 5" Move, d6 Armor, a 1" round base and a pistol. */
export function blankBwSheet(kind: SheetKind, id: string): BwSheet {
  const own = rulesetById('bw')?.sheet.blank(kind, id, kind === 'npc' ? 'Trooper' : 'Hero')
  if (own) return own as BwSheet
  return {
    id,
    name: kind === 'npc' ? 'Trooper' : 'Hero',
    type: 'minifig',
    living: true,
    skillDie: 6,
    moveIn: 5,
    armor: 'd6',
    power: 1,
    areaDots: 1,
    flammable: false,
    base: { shape: 'round', diameterIn: 1 },
    weapons: [
      {
        name: 'Pistol',
        ur: 4,
        rangeIn: 10,
        damage: [{ n: 1, die: 6 }],
        damageBonus: 0,
        nearMiss: 'minifigRanged',
        closeCombat: false,
        incendiary: false,
      },
    ],
  }
}

/** NPCs as the file Export writes: `{ format, npcs }`. */
export function exportBwNpcs(list: readonly BwSheet[]): string {
  return JSON.stringify({ format: 'bluebox-gm/bw-npcs', version: 1, npcs: list }, null, 2)
}

/** Read an exported file (or a bare list), checking each sheet; taken ids get a fresh suffix. */
export function importBwNpcs(text: string, taken: Iterable<string>): SheetImport {
  const own = rulesetById('bw')?.sheet.importNpcs
  if (own) return own(text, taken)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, errors: [{ path: '', message: 'the file is not JSON' }] }
  }
  const list = Array.isArray(data) ? data : (data as { npcs?: unknown } | null)?.npcs
  if (!Array.isArray(list)) {
    return { ok: false, errors: [{ path: '', message: 'the file holds no list of BrikWars NPCs' }] }
  }
  const schema = bwSheetSchema('npc')
  const errors: { path: string; message: string }[] = []
  const sheets: unknown[] = []
  const renamed: { from: string; to: string }[] = []
  const used = new Set(taken)
  list.forEach((raw, i) => {
    const r = schema.safeParse(raw)
    if (!r.success) {
      for (const is of r.error.issues) {
        errors.push({ path: [i, ...is.path].map(String).join('.'), message: is.message })
      }
      return
    }
    const sheet = { ...(r.data as BwSheet) }
    if (used.has(sheet.id)) {
      let n = 2
      while (used.has(`${sheet.id}-${n}`)) n++
      renamed.push({ from: sheet.id, to: `${sheet.id}-${n}` })
      sheet.id = `${sheet.id}-${n}`
    }
    used.add(sheet.id)
    sheets.push(sheet)
  })
  return errors.length ? { ok: false, errors } : { ok: true, sheets, renamed }
}
