/**
 * Blue Box's sheet helpers for its own UI: the table options as main resolves them, a token's
 * HP/THP/Plating, the blank sheets New NPC / New PC start from, and the numbers a token's HP bar
 * shows. Generic features reach these through renderer/src/rules/registry.ts.
 */
import type { Campaign, Token } from '../../../../shared/model'
import {
  blankBlueboxSheet,
  blueboxInstance,
  derivedDefences,
  resolveBlueboxOptions,
  type BlueBoxOptions,
  type NpcRecord,
  type PcRecord,
} from '../../../../shared/rules/bluebox'
import type { TokenVitals } from '../../board/token-look'
import {
  sheetOf as anySheetOf,
  sheetOfToken as anySheetOfToken,
  type SheetRef,
} from '../../features/library/sheets'

/** A library sheet as Blue Box reads it (the campaign's sheets are validated on load). */
export type Sheet = NpcRecord | PcRecord

export const sheetOf = (c: Campaign | null, ref: SheetRef | null): Sheet | null =>
  anySheetOf(c, ref) as Sheet | null

export const sheetOfToken = (c: Campaign | null, t: Token): Sheet | null =>
  anySheetOfToken(c, t) as Sheet | null

/** The table's options as main resolves them, so odds here match the roll there. */
export function optionsOf(c: Campaign | null): BlueBoxOptions {
  return resolveBlueboxOptions((c?.tableOptions ?? {}) as Partial<BlueBoxOptions>)
}

export interface InstanceState {
  hp: number
  thp: number
  plating: number
}

/** A token's own HP/THP/Plating, or the sheet's full values before anything has hit it (as main reads it). */
export function instanceOf(t: Token, sheet: Sheet): InstanceState {
  return {
    hp: blueboxInstance(t)?.hp ?? sheet.hpMax,
    thp: blueboxInstance(t)?.thp ?? sheet.thp,
    plating: blueboxInstance(t)?.plating ?? derivedDefences(sheet).plating,
  }
}

/** The blank sheet New NPC starts from: the ruleset's own blank (shared/rules/bluebox). */
export const blankNpc = (id: string): NpcRecord => blankBlueboxSheet('npc', id, 'New NPC')

/** The blank sheet New PC starts from. */
export const blankPc = (id: string): PcRecord => blankBlueboxSheet('pc', id, 'New PC')

/** What a token's HP bar shows: its HP of the sheet's max, THP, and Plating of full. */
export function tokenVitals(t: Token, sheet: Sheet): TokenVitals {
  return {
    ...instanceOf(t, sheet),
    hpMax: sheet.hpMax,
    platingMax: derivedDefences(sheet).plating,
  }
}

/** Net Edge as words: "+1 Edge", "2 Flaw", "none". */
export function netText(net: number): string {
  return net > 0 ? `+${net} Edge` : net < 0 ? `${-net} Flaw` : 'none'
}
