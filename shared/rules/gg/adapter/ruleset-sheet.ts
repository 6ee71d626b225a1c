/** GG sheets and token state behind the Ruleset interface: schemas, blanks, fresh instances. */
import { healthLook } from '../../../kit/health'
import type { HealthLook, OwnMeter, PublicInstance, Ruleset, SheetKind } from '../../ruleset'
import type { TokenSize } from '../../../model'
import { freshGgInstance, GgInstanceSchema, type GgInstance } from '../engine/instance'
import type { GgSize } from '../engine/model'
import { GG_NPC_FILE } from './npc-io'
import {
  GgNpcSchema,
  GgPcSchema,
  type GgNpc,
  type GgPc,
  type GgSheet,
} from '../engine/sheet-schema'
import type { GgTypes } from './types'

/** What New NPC / New PC start from: every Trait 0, SB 2, 10 HP, 6 m, 3AP / 1RP, a fist. */
export function blankGgSheet(kind: SheetKind, id: string, name: string): GgNpc | GgPc {
  const base = {
    id,
    name,
    traits: { PHY: 0, AGI: 0, END: 0, KNO: 0, INT: 0, DET: 0 },
    hpMax: 10,
    actions: [
      {
        id: 'unarmed',
        name: 'Unarmed Strike',
        kind: 'unarmed',
        damage: '1d4',
        damageTypes: ['bludgeoning'],
      },
    ],
  }
  return kind === 'npc' ? GgNpcSchema.parse(base) : GgPcSchema.parse(base)
}

/**
 * F-GG-6: each Size Category's footprint. On squares Large, Huge (the Giant footprint) and
 * Gargantuan cover 2 × 2, 3 × 3 and 4 × 4 of the 1 m squares; on hexes Huge and Gargantuan both
 * take the largest hex shape (a centre hex and four around it), the design giving hexes no more.
 */
const FOOTPRINT: Readonly<Record<GgSize, TokenSize>> = {
  tiny: 'tiny',
  small: 'small',
  medium: 'medium',
  large: 'large',
  huge: 'giant',
  gargantuan: 'gargantuan',
}

export const SHEET_VERSION = 1

export const ggSheet: Ruleset<GgTypes>['sheet'] = {
  schema: { npc: GgNpcSchema, pc: GgPcSchema },
  version: SHEET_VERSION,
  migrate: (raw) => raw,
  blank: (kind, id, name) => blankGgSheet(kind, id, name),
  token: (sheet) => ({ size: FOOTPRINT[sheet.size], speed: sheet.speed.walk }),
  npcFile: GG_NPC_FILE,
}

/** How hurt a being looks: hurt below max, badly hurt when Bloodied (GG-096), down at 0 HP. */
export function ggHealth(hp: number, hpMax: number, down: boolean): HealthLook | undefined {
  return healthLook(hp, hpMax, down || hp <= 0)
}

/** Conditions a figure shows at the table (the others are the GG's to describe). */
const VISIBLE = new Set(['prone', 'grappled', 'unconscious', 'knockedOut', 'squeezing'])

// The core asks about any token, so the instance may be absent (a token not yet touched).
export function ggPublicView(
  inst: GgInstance | null | undefined,
  s: GgSheet | null,
): PublicInstance {
  if (!inst) return {}
  const down = inst.dying.unconscious || inst.dying.outOfFight || inst.dying.dead
  const health = s ? ggHealth(inst.hp, s.hpMax, down) : down ? 'down' : undefined
  const conditions = inst.conditions.filter((c) => VISIBLE.has(c))
  if (inst.dying.unconscious && !conditions.includes('unconscious')) conditions.push('unconscious')
  return {
    ...(health ? { health } : {}),
    ...(conditions.length ? { conditions } : {}),
  }
}

/** HP (and BP, Wounded when there are any) for the being's own player. */
export function ggMeters(inst: GgInstance | null | undefined, s: GgSheet | null): OwnMeter[] {
  if (!inst || !s) return []
  const out: OwnMeter[] = [{ id: 'hp', name: 'HP', value: inst.hp, max: s.hpMax }]
  if (inst.bp > 0 || s.bp > 0)
    out.push({ id: 'bp', name: 'BP', value: inst.bp, max: Math.max(s.bp, inst.bp) })
  if (inst.dying.wounded > 0)
    out.push({ id: 'wounded', name: 'Wounded', value: inst.dying.wounded, max: 5 })
  return out
}

export const ggInstanceHooks: Ruleset<GgTypes>['instance'] = {
  schema: GgInstanceSchema,
  fresh: (sheet) => (sheet ? freshGgInstance(sheet) : null),
  publicView: ggPublicView,
  problem: (inst, s) => {
    if (!s) return null
    if (inst.hp > s.hpMax) return `${s.name} has at most ${s.hpMax} HP, not ${inst.hp}`
    return null
  },
  meters: ggMeters,
}
