/**
 * ZZ's sheet helpers for its own UI: the table options as main resolves them, a token's state read
 * leniently (the sheet's fresh one before anything has changed it), the engine's view of a sheet
 * (ZzFigure, ZzWeapon), the HP bar's numbers, the one line under a sheet's name, statuses in the
 * GM's words. Generic features reach these through ../registry.ts.
 */
import type { Campaign, Token } from '../../../../shared/model'
import {
  freshZzInstance,
  zzInstanceOf,
  type ZzInstance,
} from '../../../../shared/rules/zz/engine/instance'
import { zzFigureOf } from '../../../../shared/rules/zz/adapter/ruleset-combat-being'
import type { ZzStatus, ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import { resolveZzOptions, type ZzOptions } from '../../../../shared/rules/zz/engine/options'
import type { ZzSheet, ZzWeaponDef } from '../../../../shared/rules/zz/engine/sheet-schema'
import { ZZ_STATUS_INFO } from '../../../../shared/rules/zz/engine/status'
import type { TokenVitals } from '../../board/token-look'
import {
  sheetOf as anySheetOf,
  sheetOfToken as anySheetOfToken,
  type SheetRef,
} from '../../features/library/sheets'

export type { ZzSheet }

export const zzSheetOfRef = (c: Campaign | null, ref: SheetRef | null): ZzSheet | null =>
  anySheetOf(c, ref) as ZzSheet | null

export const zzSheetOfToken = (c: Campaign | null, t: Token): ZzSheet | null =>
  anySheetOfToken(c, t) as ZzSheet | null

/** The table's options as main resolves them, so odds here match the roll there. */
export function zzOptionsOf(c: Campaign | null): ZzOptions {
  try {
    return resolveZzOptions(c?.tableOptions ?? {})
  } catch {
    return resolveZzOptions({})
  }
}

/** A token's own state, or the sheet's fresh one before anything has changed it. */
export function zzStateOfToken(t: Token, sheet: ZzSheet): ZzInstance {
  return zzInstanceOf(t.instance) ?? freshZzInstance(sheet)
}

/** The engine's figure for a sheet (what an attack, a defence or a contest reads). */
export { zzFigureOf }

/** A sheet's weapon as the engine reads it. */
export function zzWeaponOf(w: ZzWeaponDef): ZzWeapon {
  const out: ZzWeapon = { id: w.id, name: w.name, kind: w.kind, range: w.range, damage: w.damage }
  if (w.projectileBonus !== undefined) out.projectileBonus = w.projectileBonus
  if (w.ammo !== undefined) out.ammo = w.ammo
  if (w.useAP !== undefined) out.useAP = w.useAP
  return out
}

/** What a ZZ token's HP bar shows: HP of the sheet's maximum (no extra bands). */
export function zzTokenVitals(t: Token, sheet: ZzSheet): TokenVitals {
  const s = zzStateOfToken(t, sheet)
  return { hp: s.hp, hpMax: sheet.hpMax, thp: 0, plating: 0, platingMax: 0 }
}

/** A status's name as the GM reads it ("onFire" → "On Fire"); an unknown id made readable. */
export function zzConditionName(id: string): string {
  const known = ZZ_STATUS_INFO[id as ZzStatus]
  if (known) return known.label
  return id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

/** "Lvl 2 · HP 12 · d8/d4" (and the player after, for a PC). */
export function zzSheetSummary(sheet: ZzSheet, kind: 'npc' | 'pc'): string {
  const parts = [
    `Lvl ${sheet.level}`,
    `HP ${sheet.hpMax}`,
    `Attack d${sheet.baseAttack}`,
    `Defense d${sheet.baseDefense}`,
  ]
  if (kind === 'pc') {
    const player = (sheet as { player?: string }).player
    if (player) parts.push(player)
  }
  return parts.join(' · ')
}

export { signedNumber as signedNum } from '../../../../shared/dice/signed'
