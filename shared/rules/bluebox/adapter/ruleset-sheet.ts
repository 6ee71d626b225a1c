/** Blue Box sheets and token state behind the Ruleset interface: schemas, blanks, fresh instances. */
import type { Ruleset, SheetKind } from '../../ruleset'
import { blueboxMeters } from '../engine/own-meters'
import { blueboxPublicView } from '../engine/public-view'
import { BLUEBOX_NPC_FILE } from './npc-io'
import { blueboxInstanceProblem, blueboxSheetToken } from './ruleset-main-hooks'
import {
  NpcRecordSchema,
  PcRecordSchema,
  type NpcRecord,
  type PcRecord,
} from '../engine/sheet-schema'
import { derivedDefences } from '../engine/statblock'
import type { BlueboxTypes } from './types'
import { BlueboxInstanceSchema, type BlueboxInstance } from '../engine/views'

/** What the New NPC / New PC buttons start from: level 1, no stats, no armor, 10 HP. */
const blankNpc = (id: string, name: string): NpcRecord => ({
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
  id,
  name,
})

/** A blank NPC (`kind: 'npc'`) or PC sheet with this id and name. */
export function blankBlueboxSheet(kind: 'npc', id: string, name: string): NpcRecord
export function blankBlueboxSheet(kind: 'pc', id: string, name: string): PcRecord
export function blankBlueboxSheet(kind: SheetKind, id: string, name: string): NpcRecord | PcRecord
export function blankBlueboxSheet(kind: SheetKind, id: string, name: string): NpcRecord | PcRecord {
  const base = blankNpc(id, name)
  if (kind === 'npc') return base
  return {
    ...base,
    player: '',
    background: '',
    exhaustion: 0,
    epCurrent: 0,
    hpOrigin: { method: 'entered' },
  }
}

/** A sheet's instance as it comes out of the library: full HP, THP and Plating, no conditions. */
export function freshBlueboxInstance(sheet: NpcRecord | PcRecord): BlueboxInstance {
  return {
    hp: sheet.hpMax,
    thp: sheet.thp,
    plating: derivedDefences(sheet).plating,
    conditions: [],
  }
}

/** The newest sheet format: the host records it on each stored sheet and migrates older ones. */
export const BLUEBOX_SHEET_VERSION = 1

export const blueboxSheet: Ruleset<BlueboxTypes>['sheet'] = {
  schema: { npc: NpcRecordSchema, pc: PcRecordSchema },
  version: BLUEBOX_SHEET_VERSION,
  // Version 1 is the first: campaign migrations v2 -> v3 made every older record one.
  migrate: (raw) => raw,
  blank: (kind, id, name) => blankBlueboxSheet(kind, id, name),
  token: blueboxSheetToken,
  npcFile: BLUEBOX_NPC_FILE,
}

export const blueboxInstanceHooks: Ruleset<BlueboxTypes>['instance'] = {
  schema: BlueboxInstanceSchema,
  fresh: (sheet) => (sheet === null ? null : freshBlueboxInstance(sheet)),
  publicView: blueboxPublicView,
  problem: blueboxInstanceProblem,
  meters: blueboxMeters,
}
