/**
 * BrikWars library sheets (OTHER-SYSTEMS.md C.8): a unit sheet (sheet-schema.ts) with the id and
 * name the campaign's library lists it by; a PC may name its player. Blank sheets a GM starts
 * from: a standard minifig with a rifle (Skill d6, Move 5", Armor d6).
 */
import { z } from 'zod'
import type { SheetKind } from '../../ruleset'
import type { BwUnitSheet } from './model'
import { BwUnitSheetSchema } from './sheet-schema'

const IdSchema = z
  .string({ error: 'an id must be text' })
  .min(1, { error: 'an id must not be empty' })
  .max(100, { error: 'an id must be at most 100 characters' })
  .refine((s) => s !== '__proto__', 'the id "__proto__" is reserved')

export const BwNpcSchema = z.looseObject({ id: IdSchema }).and(BwUnitSheetSchema)
export const BwPcSchema = z
  .looseObject({
    id: IdSchema,
    player: z.string({ error: 'Player must be text' }).max(80).optional(),
  })
  .and(BwUnitSheetSchema)

export type BwNpc = BwUnitSheet & { id: string }
export type BwPc = BwNpc & { player?: string }
export type BwSheet = BwNpc | BwPc

/** F-BW-1/4: a standard minifig's rifle: UR 4, 10", 1d6, minifig ranged. */
export const BW_RIFLE = {
  name: 'Rifle',
  ur: 4,
  rangeIn: 10,
  damage: [{ n: 1, die: 6 }],
  damageBonus: 0,
  nearMiss: 'minifigRanged',
  closeCombat: false,
  incendiary: false,
} as const

/** C.8: what New NPC / New PC start from: a standard living minifig trooper on a 1" base. */
export function blankBwSheet(kind: SheetKind, id: string, name: string): BwSheet {
  const sheet: BwNpc = {
    id,
    name,
    type: 'minifig',
    living: true,
    skillDie: 6,
    moveIn: 5,
    armor: 'd6',
    power: 1,
    areaDots: 4,
    flammable: false,
    base: { shape: 'round', diameterIn: 1 },
    weapons: [{ ...BW_RIFLE, damage: [{ n: 1, die: 6 }] }],
  }
  return (kind === 'pc' ? BwPcSchema : BwNpcSchema).parse(sheet)
}
