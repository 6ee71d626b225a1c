/**
 * Blue Box's sheet helpers for its own UI: the table options as main resolves them, a token's
 * HP/THP/Plating, the blank sheets New NPC / New PC start from, and the numbers a token's HP bar
 * shows. Generic features reach these through renderer/src/rules/registry.ts.
 */
import type { Campaign, NpcRecord, PcRecord, Token } from '../../../../shared/model'
import {
  derivedDefences,
  resolveOptions,
  type BlueBoxOptions,
} from '../../../../shared/rules/bluebox'
import type { TokenVitals } from '../../board/token-look'
import type { Sheet } from '../../features/library/sheets'

/** The table's options as main resolves them, so odds here match the roll there. */
export function optionsOf(c: Campaign | null): BlueBoxOptions {
  return resolveOptions((c?.tableOptions ?? {}) as Partial<BlueBoxOptions>)
}

export interface InstanceState {
  hp: number
  thp: number
  plating: number
}

/** A token's own HP/THP/Plating, or the sheet's full values before anything has hit it (as main reads it). */
export function instanceOf(t: Token, sheet: Sheet): InstanceState {
  return {
    hp: t.instance?.hp ?? sheet.hpMax,
    thp: t.instance?.thp ?? sheet.thp,
    plating: t.instance?.plating ?? derivedDefences(sheet).plating,
  }
}

const BLANK_SHEET = {
  tags: [],
  level: 1,
  species: '',
  stats: { FOR: 0, DEX: 0, SPI: 0, CHA: 0, KNO: 0 },
  abilityBonuses: {},
  practiced: { abilities: [], saves: [] },
  armor: { weight: 'none', baseAC: 10, baseBAC: 8, basePlating: 0 },
  naturalPlating: 0,
  hpMax: 10,
  thp: 0,
  speed: 6,
  size: 'medium',
  ap: 2,
  epMax: 0,
  resistances: [],
  vulnerabilities: [],
  immunities: [],
  weapons: [],
  actions: [],
  notes: '',
} as const

export function blankNpc(id: string): NpcRecord {
  return structuredClone({ ...BLANK_SHEET, id, name: 'New NPC' }) as unknown as NpcRecord
}

export function blankPc(id: string): PcRecord {
  return structuredClone({
    ...BLANK_SHEET,
    id,
    name: 'New PC',
    player: '',
    background: '',
    exhaustion: 0,
    epCurrent: 0,
    hpOrigin: { method: 'entered' },
  }) as unknown as PcRecord
}

/** What a token's HP bar shows: its HP of the sheet's max, THP, and Plating of full. */
export function tokenVitals(t: Token, sheet: Sheet): TokenVitals {
  return {
    ...instanceOf(t, sheet),
    hpMax: sheet.hpMax,
    platingMax: derivedDefences(sheet).plating,
  }
}
