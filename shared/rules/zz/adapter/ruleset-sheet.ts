/**
 * Zealots of Zaldar sheets and token state behind the Ruleset interface (OTHER-SYSTEMS.md B.9):
 * schemas, blank sheets a GM starts from (a Hero with its fists, a monster), a token's size and
 * MOVE, fresh instances, what players may see (never HP numbers), hand-edit checks and a Hero's
 * own meters.
 */
import { healthLook } from '../../../kit/health'
import type { HealthLook, OwnMeter, PublicInstance, Ruleset, SheetKind } from '../../ruleset'
import { freshZzInstance, ZzInstanceSchema, type ZzInstance } from '../engine/instance'
import type { ZzStatus } from '../engine/model'
import { ZZ_NPC_FILE } from './npc-io'
import { ZzNpcSchema, ZzPcSchema, type ZzSheet } from '../engine/sheet-schema'
import { ZZ_STATUS_INFO } from '../engine/status'
import type { ZzTypes } from './types'

/** The Unarmed Attack as a weapon (ZZ-27, ZZ-35): Range 1, the Base Attack die + STR. */
export const ZZ_UNARMED = {
  id: 'unarmed',
  name: 'Unarmed',
  kind: 'melee',
  range: 1,
  damage: 'd6+STR',
} as const

/**
 * B.9: what New PC / New NPC start from: a level 1 Hero (12 HP, 3 Mind Points, MOVE 5, d6 / d4,
 * Unarmed) or a monster (8 HP, MOVE 5, d6 / d4, Unarmed, hostile).
 */
export function blankZzSheet(kind: SheetKind, id: string, name: string): ZzSheet {
  const base = {
    id,
    name,
    level: 1,
    move: 5,
    baseAttack: 6,
    baseDefense: 4,
    weapons: [{ ...ZZ_UNARMED }],
  }
  return kind === 'pc'
    ? ZzPcSchema.parse({ ...base, hpMax: 12, mindMax: 3 })
    : ZzNpcSchema.parse({ ...base, hpMax: 8, mindMax: 0, disposition: 'hostile' })
}

export const ZZ_SHEET_VERSION = 1

export const zzSheet: Ruleset<ZzTypes>['sheet'] = {
  schema: { npc: ZzNpcSchema, pc: ZzPcSchema },
  version: ZZ_SHEET_VERSION,
  migrate: (raw) => raw,
  blank: (kind, id, name) => blankZzSheet(kind, id, name),
  /** ZZ-02: one figure a square; its speed is its MOVE in spaces. */
  token: (sheet) => ({ size: 'medium', speed: sheet.move }),
  npcFile: ZZ_NPC_FILE,
}

/** Down, Unconscious and dead: the figure is out of the fight as the players see it (ZZ-49, ZZ-53). */
export function zzLooksDown(statuses: readonly ZzStatus[]): boolean {
  return statuses.some((s) => s === 'down' || s === 'unconscious' || s === 'dead')
}

/** How hurt a figure looks: hurt below its maximum HP, badly hurt at half, down when Down or worse. */
export function zzHealth(inst: ZzInstance, hpMax: number | null): HealthLook | undefined {
  const down = zzLooksDown(inst.statuses)
  return hpMax === null && !down ? undefined : healthLook(inst.hp, hpMax ?? inst.hp, down)
}

/** Statuses anyone at the table sees on the figurine (B.8: how it lies, the flames). */
export const ZZ_VISIBLE_STATUSES: readonly ZzStatus[] = ['down', 'unconscious', 'tripped', 'onFire']

/** What players may see: a health look and the visible statuses by name, never HP numbers. */
export function zzPublicView(inst: ZzInstance, s: ZzSheet | null): PublicInstance {
  const health = zzHealth(inst, s ? s.hpMax : null)
  const conditions = ZZ_VISIBLE_STATUSES.filter((st) => inst.statuses.includes(st)).map(
    (st) => ZZ_STATUS_INFO[st].label,
  )
  return { ...(health ? { health } : {}), ...(conditions.length ? { conditions } : {}) }
}

/** Why a hand edit cannot stand, in words, or null (B.9: current values within their maxima). */
export function zzInstanceProblem(inst: ZzInstance, s: ZzSheet | null): string | null {
  if (!s) return null
  if (inst.hp > s.hpMax) return `${s.name} has at most ${s.hpMax} HP, not ${inst.hp}`
  if (inst.mind > s.mindMax) {
    return `${s.name} has at most ${s.mindMax} Mind Points, not ${inst.mind}`
  }
  if (inst.statuses.includes('dead') && inst.statuses.includes('unconscious')) {
    return `${s.name} cannot be both dead and Unconscious`
  }
  return null
}

/** HP and Mind Points for the Hero's own player. */
export function zzMeters(inst: ZzInstance, s: ZzSheet | null): OwnMeter[] {
  if (!s) return []
  return [
    { id: 'hp', name: 'HP', value: inst.hp, max: s.hpMax },
    { id: 'mind', name: 'Mind Points', value: inst.mind, max: s.mindMax },
  ]
}

export const zzInstanceHooks: Ruleset<ZzTypes>['instance'] = {
  schema: ZzInstanceSchema,
  fresh: (s) => {
    if (!s) return null
    const inst = freshZzInstance(s)
    // ZZ-24/28: the sheet's disposition travels with the token, so movement can read it (a Hero
    // back from an exit keeps the one it had in play).
    return s.disposition && !inst.disposition ? { ...inst, disposition: s.disposition } : inst
  },
  publicView: zzPublicView,
  problem: zzInstanceProblem,
  meters: zzMeters,
}
