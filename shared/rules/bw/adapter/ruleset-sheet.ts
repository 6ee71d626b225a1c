/**
 * BrikWars sheets and token state behind the Ruleset interface (OTHER-SYSTEMS.md C.8): schemas,
 * blank sheets, a token's size and Move, fresh states, what players may see (On Fire with its
 * Burn Level, Stunned, Unconscious, Prone, Destroyed; never Armor, Skill or weapons), hand-edit
 * checks and a unit's own meters.
 */
import type { OwnMeter, PublicInstance, Ruleset } from '../../ruleset'
import { blankBwSheet, BwNpcSchema, BwPcSchema, type BwSheet } from '../engine/library'
import {
  blankBwState,
  type BwMover,
  type BwState,
  type BwStatusId,
  type BwUnitSheet,
} from '../engine/model'
import { BW_NPC_FILE } from './npc-io'
import { BwStateSchema } from '../engine/sheet-schema'
import { BW_STATUSES } from '../engine/status'
import type { BwTypes } from './types'

export const BW_SHEET_VERSION = 1

export const bwSheet: Ruleset<BwTypes>['sheet'] = {
  schema: { npc: BwNpcSchema, pc: BwPcSchema },
  version: BW_SHEET_VERSION,
  migrate: (raw) => raw,
  blank: (kind, id, name) => blankBwSheet(kind, id, name),
  /** F-BW-4: a unit's speed is its Move in inches (whole inches, as a token stores it). */
  token: (sheet) => ({ size: 'medium', speed: Math.floor(sheet.moveIn) }),
  npcFile: BW_NPC_FILE,
}

/** C.5.1: the flags players see on the table, in catalogue order. */
const VISIBLE: readonly BwStatusId[] = ['stunned', 'unconscious', 'prone']

/** What anyone at the table sees: Destroyed, On Fire (Burn Level n), Stunned, Unconscious, Prone. */
export function bwPublicView(st: BwState): PublicInstance {
  if (st.destroyed) return { health: 'down', conditions: ['Destroyed'] }
  const conditions: string[] = []
  if (st.burnLevel > 0) conditions.push(`${BW_STATUSES.onFire.label} (Burn Level ${st.burnLevel})`)
  for (const s of VISIBLE) if (st.statuses.includes(s)) conditions.push(BW_STATUSES[s].label)
  const down = st.statuses.includes('unconscious')
  return {
    ...(down ? { health: 'down' as const } : {}),
    ...(conditions.length ? { conditions } : {}),
  }
}

/** The highest Burn Level a unit's fire may reach (BW-34 / BW-Q17). */
export function maxBurnOf(sheet: { maxBurnLevel?: number }, defaultMax: number): number {
  return sheet.maxBurnLevel ?? defaultMax
}

/** Why a hand edit cannot stand, in words, or null (a token with no sheet: null). */
export function bwInstanceProblem(st: BwState, s: BwSheet | null): string | null {
  if (!s) return null
  if (st.burnLevel > 0 && !s.flammable) {
    return `${s.name} cannot burn: its sheet is not flammable`
  }
  if (s.maxBurnLevel !== undefined && st.burnLevel > s.maxBurnLevel) {
    return `${s.name} burns at most at Burn Level ${s.maxBurnLevel}, not ${st.burnLevel}`
  }
  if (st.statuses.includes('exhausted') && !st.statuses.includes('stunned')) {
    return `${s.name} is Exhausted, so it is Stunned too`
  }
  return null
}

/** A unit's own gauges: its move this turn against Move (a token with no sheet: none). */
export function bwMeters(st: BwState, s: BwSheet | null): OwnMeter[] {
  if (!s) return []
  return [{ id: 'moved', name: 'Moved this turn (")', value: st.movedThisTurnIn, max: s.moveIn }]
}

/** What movement reads of a sheet, for a fresh token state to carry. */
export function moverOf(sheet: BwUnitSheet): BwMover {
  const m: BwMover = { type: sheet.type, power: sheet.power }
  if (sheet.propulsion) m.propulsion = { ...sheet.propulsion }
  return m
}

export const bwInstanceHooks: Ruleset<BwTypes>['instance'] = {
  schema: BwStateSchema,
  fresh: (sheet) => (sheet ? { ...blankBwState(), mover: moverOf(sheet) } : null),
  publicView: (instance) => bwPublicView(instance),
  problem: bwInstanceProblem,
  meters: bwMeters,
}
