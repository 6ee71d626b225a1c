/**
 * How the combat tracker reads a GG being (OTHER-SYSTEMS.md A.5, A.5.1; GG-016, GG-038, GG-059,
 * GG-096..GG-109): its conditions with the dying track's states among them, its vitals for the
 * GM's list, the harm a change did (HP and Barrier Points), whether it is out of the fight, its
 * reach, and what an Opportunity Attack costs it now.
 */
import type { CombatVitals } from '../../ruleset'
import type { GgConditionId } from '../engine/condition-catalogue'
import { hpThresholdConditions } from '../engine/conditions'
import type { GgInstance } from '../engine/instance'
import { ggHealth } from './ruleset-sheet'
import { aocReach } from '../engine/statblock'
import { ggOptionsOf, instanceOf, sheetOf } from './ruleset-combat-being'
import type { GgCampaign, GgToken } from './types'

/** The reaction keys the turn ledger records an Opportunity Attack under. */
export const OA_KEYS: readonly string[] = ['oa', 'opportunityAttack']

/** Conditions kept on the dying track or as Degrees rather than in `conditions`. */
const TRACKED = new Set<string>([
  'unconscious',
  'dying',
  'stabilised',
  'wounded',
  'knockedOut',
  'slowed',
])
/** Worked out from HP each time (GG-096, GG-097): never stored, nothing to set by hand. */
const DERIVED = new Set<string>(['bloodied', 'desperation'])

/**
 * The condition ids on a token's state: its own list, Slowed while it has Degrees, Marked while
 * someone Marked it, and the dying track's Unconscious, Dying, Stabilised, Wounded and Knocked Out
 * (of the Fight). Bloodied and Desperation need the sheet's HP maximum: the vitals say them.
 */
export function ggConditionsOf(inst: GgInstance | null | undefined): readonly string[] {
  // The core may ask about a token with no state yet.
  if (!inst) return []
  const out = new Set<string>(inst.conditions.filter((c) => !TRACKED.has(c)))
  if (inst.slowed > 0) out.add('slowed')
  if (inst.markedBy.length > 0) out.add('marked')
  const d = inst.dying
  if (d.unconscious) out.add('unconscious')
  if (d.dying) out.add('dying')
  if (d.stabilised) out.add('stabilised')
  if (d.wounded > 0) out.add('wounded')
  if (d.outOfFight) out.add('knockedOut')
  return [...out]
}

/**
 * The state with a condition put on or taken off; the same object when nothing changes (or it is
 * not a GG state). The dying track's states set its flags (Wounded and Slowed: at least 1 Degree
 * on, none off); taking Marked off forgets who Marked it; Bloodied and Desperation follow HP only.
 */
export function ggWithCondition(inst: GgInstance, conditionId: string, on: boolean): GgInstance {
  if (DERIVED.has(conditionId)) return inst
  if (ggConditionsOf(inst).includes(conditionId) === on) return inst
  const conditions = inst.conditions.filter((c) => c !== conditionId)
  const next: GgInstance = { ...inst, conditions, dying: { ...inst.dying } }
  switch (conditionId) {
    case 'unconscious':
      next.dying.unconscious = on
      break
    case 'dying':
      next.dying.dying = on
      if (!on) next.dying.stabilised = false
      break
    case 'stabilised':
      next.dying.stabilised = on
      break
    case 'wounded':
      next.dying.wounded = on ? Math.max(1, inst.dying.wounded) : 0
      break
    case 'knockedOut':
      next.dying.outOfFight = on
      break
    case 'slowed':
      next.slowed = on ? Math.max(1, inst.slowed) : 0
      break
    case 'marked':
      if (on) next.conditions = [...conditions, 'marked']
      else next.markedBy = []
      break
    default:
      if (on) next.conditions = [...conditions, conditionId as GgConditionId]
  }
  return next
}

/** Where the being stands on the dying track, in words; null while on its feet. */
function trackWords(inst: GgInstance): string | null {
  const d = inst.dying
  if (d.dead) return 'Dead'
  if (d.outOfFight) return 'Knocked Out of the Fight'
  if (d.dying) return d.stabilised ? 'Dying, Stabilised' : 'Dying'
  if (d.unconscious) return d.nonlethal ? 'Unconscious (knocked out, not Dying)' : 'Unconscious'
  return null
}

/**
 * The GM's lines for a being: "HP 12/30", "BP 3" (when it has any), "Wounded 2" (when any), its
 * place on the dying track ("Dying", "Dead"...) and "Bloodied" / "Bloodied, Desperation" from HP
 * (GG-096/097); its health look as the players' strip says it.
 */
export function ggVitals(token: GgToken, campaign: GgCampaign): CombatVitals {
  const sheet = sheetOf(campaign, token)
  const inst = instanceOf(campaign, token)
  if (!inst) return { lines: [] }
  const lines = [sheet ? `HP ${inst.hp}/${sheet.hpMax}` : `HP ${inst.hp}`]
  if (inst.bp > 0) lines.push(`BP ${inst.bp}`)
  if (inst.dying.wounded > 0) lines.push(`Wounded ${inst.dying.wounded}`)
  const track = trackWords(inst)
  if (track) lines.push(track)
  if (inst.obstructedBy) lines.push(`Speed halved (aura of ${inst.obstructedBy})`)
  if (sheet && !inst.dying.dead && inst.hp <= sheet.hpMax) {
    const t = hpThresholdConditions(inst.hp, sheet.hpMax, ggOptionsOf(campaign))
    if (t.bloodied || t.desperation) {
      lines.push(t.desperation ? 'Bloodied, Desperation' : 'Bloodied')
    }
  }
  const d = inst.dying
  const down = d.unconscious || d.outOfFight || d.dead
  const health = sheet ? ggHealth(inst.hp, sheet.hpMax, down) : down ? 'down' : undefined
  return { lines, ...(health ? { health } : {}) }
}

/** HP and Barrier Points one change took off a being (0 for healing or a state not GG's). */
export function ggHarm(a: GgInstance | undefined, b: GgInstance | undefined): number {
  if (!a || !b) return 0
  return Math.max(0, a.hp - b.hp) + Math.max(0, a.bp - b.bp)
}

/** Dead, Knocked Out of the Fight or Unconscious: its turns are skipped by default. */
export function ggOutOfFight(token: GgToken, campaign: GgCampaign): boolean {
  const inst = instanceOf(campaign, token)
  if (!inst) return false
  const d = inst.dying
  return d.dead || d.outOfFight || d.unconscious || inst.conditions.includes('unconscious')
}

/** Reach (its Area of Control) in metres: the stat block's, else 1 m, +1 m with a Reach weapon. */
export function ggReach(token: GgToken, campaign: GgCampaign): number {
  const options = ggOptionsOf(campaign)
  const sheet = sheetOf(campaign, token)
  return sheet ? aocReach(sheet, options).value : options.reach.base
}

/**
 * What an Opportunity Attack costs this being now (F-GG-4: 1 RP by default): null when its stat
 * block grants none (GG-059) or it already made one since its turn began (GG-016).
 */
export function ggOpportunityCostOf(
  token: GgToken,
  campaign: GgCampaign,
): Readonly<Record<string, number>> | null {
  const sheet = sheetOf(campaign, token)
  if (!sheet?.opportunityAttack) return null
  const inst = instanceOf(campaign, token)
  if (inst?.turn.reactions.some((r) => OA_KEYS.includes(r))) return null
  return { rp: ggOptionsOf(campaign).cost.oaRP }
}
