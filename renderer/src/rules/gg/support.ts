/**
 * GG's sheet helpers for its own UI: the table options as main resolves them, a token's state
 * read leniently (the sheet's full values before anything has hit it), the HP bar's numbers, and
 * the one line under a sheet's name. Generic features reach these through ../registry.ts.
 */
import type { Campaign, Token } from '../../../../shared/model'
import { GG_CONDITIONS } from '../../../../shared/rules/gg/engine/condition-catalogue'
import { ggStateOf } from '../../../../shared/rules/gg/adapter/ruleset-rolls-lookup'
import { damageTypeId, damageTypeName } from '../../../../shared/rules/gg/engine/model'
import { resolveGgOptions, type GgOptions } from '../../../../shared/rules/gg/engine/options'
import type { GgSheet } from '../../../../shared/rules/gg/engine/sheet-schema'
import { hitTarget } from '../../../../shared/rules/gg/engine/statblock'
import type { TokenVitals } from '../../board/token-look'
import {
  sheetOf as anySheetOf,
  sheetOfToken as anySheetOfToken,
  type SheetRef,
} from '../../features/library/sheets'

export type { GgSheet }

export const ggSheetOfRef = (c: Campaign | null, ref: SheetRef | null): GgSheet | null =>
  anySheetOf(c, ref) as GgSheet | null

export const ggSheetOfToken = (c: Campaign | null, t: Token): GgSheet | null =>
  anySheetOfToken(c, t) as GgSheet | null

/** The table's options as main resolves them, so odds here match the roll there. */
export function ggOptionsOf(c: Campaign | null): GgOptions {
  try {
    return resolveGgOptions(c?.tableOptions ?? {})
  } catch {
    return resolveGgOptions({})
  }
}

/** The table's damage types as ids ('slashing'), for the pickers (F-GG-7). */
export function damageTypeIds(options: Pick<GgOptions, 'damageTypes'>): string[] {
  return [...new Set(options.damageTypes.map(damageTypeId))]
}

export { damageTypeName }

/** A token's own state, or the sheet's fresh one before anything has changed it (as main reads it). */
export { ggStateOf }

/** What a GG token's HP bar shows: HP of the sheet's max, Barrier Points as the extra band. */
export function ggTokenVitals(t: Token, sheet: GgSheet): TokenVitals {
  const s = ggStateOf(t, sheet)
  return { hp: s.hp, hpMax: sheet.hpMax, thp: s.bp, plating: 0, platingMax: 0 }
}

const NAMES = new Map<string, string>(GG_CONDITIONS.map((c) => [c.id, c.name]))

/** A GG condition's name, or its id made readable ("knockedOut" → "Knocked out"). */
export function ggConditionName(id: string): string {
  const known = NAMES.get(id)
  if (known) return known
  const words = id
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase()
  return words.replace(/^./, (c) => c.toUpperCase())
}

/** "Lvl 2 · HT 13 · HP 30" (and the player, or a minion's rank, after). */
export function ggSheetSummary(sheet: GgSheet, kind: 'npc' | 'pc'): string {
  const parts = [`Lvl ${sheet.level}`, `HT ${hitTarget(sheet).value}`, `HP ${sheet.hpMax}`]
  if (kind === 'pc') {
    const player = (sheet as { player?: string }).player
    if (player) parts.push(player)
  } else if (sheet.rank === 'minion') parts.push('minion')
  return parts.join(' · ')
}

export { signedNumber as signedNum } from '../../../../shared/dice/signed'
