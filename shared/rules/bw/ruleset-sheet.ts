/**
 * BrikWars sheets and token state behind the Ruleset interface (OTHER-SYSTEMS.md C.8): schemas,
 * blank sheets, a token's size and Move, fresh states, what players may see (On Fire with its
 * Burn Level, Stunned, Unconscious, Prone, Destroyed; never Armor, Skill or weapons), hand-edit
 * checks and a unit's own meters.
 */
import type { OwnMeter, PublicInstance, Ruleset } from '../ruleset'
import { blankBwSheet, bwSheetOf, BwNpcSchema, BwPcSchema } from './library'
import {
  blankBwState,
  type BwPropulsionKind,
  type BwState,
  type BwStatusId,
  type BwUnitSheet,
  type BwUnitType,
} from './model'
import { BW_NPC_FILE } from './npc-io'
import { BwStateSchema } from './sheet-schema'
import { BW_STATUSES } from './status'

// States read once per stored object (a blast reads every unit's state on the board).
const read = new WeakMap<object, BwState | null>()

/** A token's state read leniently: null when it is not a BW state. Treat it as read-only. */
export function bwStateOf(raw: unknown): BwState | null {
  if (raw === null || typeof raw !== 'object') return null
  const known = read.get(raw)
  if (known !== undefined) return known
  const s = BwStateSchema.safeParse(raw)
  const state = s.success ? (s.data as BwState) : null
  read.set(raw, state)
  return state
}

export const BW_SHEET_VERSION = 1

export const bwSheet: Ruleset['sheet'] = {
  schema: { npc: BwNpcSchema, pc: BwPcSchema },
  version: BW_SHEET_VERSION,
  migrate: (raw) => raw,
  blank: (kind, id, name) => blankBwSheet(kind, id, name),
  /** F-BW-4: a unit's speed is its Move in inches (whole inches, as a token stores it). */
  token: (sheet) => {
    const s = bwSheetOf(sheet)
    return s ? { size: 'medium', speed: Math.floor(s.moveIn) } : { size: 'medium' }
  },
  npcFile: BW_NPC_FILE,
}

/** C.5.1: the flags players see on the table, in catalogue order. */
const VISIBLE: readonly BwStatusId[] = ['stunned', 'unconscious', 'prone']

/** What anyone at the table sees: Destroyed, On Fire (Burn Level n), Stunned, Unconscious, Prone. */
export function bwPublicView(instance: unknown): PublicInstance {
  const st = bwStateOf(instance)
  if (!st) return {}
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

/** Why a hand edit cannot stand, in words, or null. */
export function bwInstanceProblem(instance: unknown, sheet: unknown): string | null {
  const st = bwStateOf(instance)
  const s = bwSheetOf(sheet)
  if (!st || !s) return null
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

/** A unit's own gauges: its Burn Level while it burns, and its move this turn against Move. */
export function bwMeters(instance: unknown, sheet: unknown): OwnMeter[] {
  const st = bwStateOf(instance)
  const s = bwSheetOf(sheet)
  if (!st || !s) return []
  return [{ id: 'moved', name: 'Moved this turn (")', value: st.movedThisTurnIn, max: s.moveIn }]
}

/**
 * What movement reads of a sheet (BW-05..14), carried in the token's state because a move is
 * priced from the token alone: minifig or vehicle, Power, and a vehicle's legs, treads or wheels.
 */
export interface BwMover {
  type: BwUnitType
  power: number
  propulsion?: { kind: BwPropulsionKind; heightIn: number }
}

export function moverOf(sheet: BwUnitSheet): BwMover {
  const m: BwMover = { type: sheet.type, power: sheet.power }
  if (sheet.propulsion) m.propulsion = { ...sheet.propulsion }
  return m
}

export const bwInstanceHooks: Ruleset['instance'] = {
  schema: BwStateSchema,
  fresh: (sheet) => {
    const s = bwSheetOf(sheet)
    return s ? { ...blankBwState(), mover: moverOf(s) } : null
  },
  publicView: (instance) => bwPublicView(instance),
  problem: bwInstanceProblem,
  meters: bwMeters,
}
