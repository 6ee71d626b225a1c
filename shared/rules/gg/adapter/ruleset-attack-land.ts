/**
 * A GG hit's damage landing on its target (A.4, A.5; GG-069 … GG-109): the target's pipeline,
 * then either the Scar Concept offer (GG-087, seed L91–93: "before reducing their HP, they can
 * choose"), which holds the damage until the GM answers, or the damage on BP and HP with the
 * dying track, Bloodied and Desperation. The attack (./ruleset-attack) and the GM's answer to an
 * offer (./ruleset-attack-scar) both land damage here, so they never disagree.
 */
import type { GgConditionId } from '../engine/condition-catalogue'
import { hpThresholdConditions } from '../engine/conditions'
import { applyDamage, type DamagePacket, type DamageResult } from '../engine/damage'
import { describeDamageStep } from '../engine/damage-steps'
import { dyingAfterHit } from '../engine/dying'
import type { GgInstance } from '../engine/instance'
import { GG_SCAR_SEVERITIES, type GgScarSeverity } from '../engine/model'
import type { GgOptions } from '../engine/options'
import { dyingText, pipelineText, damageTargetOf } from './ruleset-attack-damage'
import { inCriticalEngagement } from './ruleset-combat-being'
import { scarReductionFor } from '../engine/scars'
import type { GgSheet } from '../engine/sheet-schema'
import type { GgCampaign } from './types'

function withCondition(inst: GgInstance, id: GgConditionId): GgInstance {
  return inst.conditions.includes(id) ? inst : { ...inst, conditions: [...inst.conditions, id] }
}

/** Who is hit, in what state, and by what. */
export interface GgHitTarget {
  campaign: GgCampaign
  name: string
  /** A PC's token (not an NPC's): the dying track reads PCs apart (GG-Q55). */
  isPc: boolean
  sheet: GgSheet
  state: GgInstance
  options: GgOptions
}

/** The hit as the dying track reads it, and who dealt it. */
export interface GgHitBy {
  crit: boolean
  /** GG-109: a melee attacker chose to knock the target out. */
  nonlethal: boolean
  from: string
  fromTokenId?: string
}

/**
 * GG-087 + `scarOfferWhen`: the Severities a Scar could be taken at for this hit (not held, and
 * preventing something), or none when no offer is due: the table turned it off, nothing reaches
 * HP, it would not drop the target ('whenDropped'), or the target is a minion (GG-Q55: minions
 * are not Characters that carry Concepts).
 */
export function scarChoices(t: GgHitTarget, d: DamageResult): GgScarSeverity[] {
  const when = t.options.scarOfferWhen
  if (when === 'never' || d.hpLost === 0) return []
  if (!t.isPc && t.sheet.rank === 'minion') return []
  const hpBefore = Math.min(t.state.hp, t.sheet.hpMax)
  if (when === 'whenDropped' && !(hpBefore > 0 && d.hp === 0)) return []
  return GG_SCAR_SEVERITIES.filter(
    (s) => !t.state.scars.includes(s) && scarReductionFor(s, t.sheet.hpMax, t.options) > 0,
  )
}

const SEVERITY_WORD: Readonly<Record<GgScarSeverity, string>> = {
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
}

/**
 * Land a hit's packet (the rolled amount and its types) on the target: held for a Scar offer
 * when one is due, else through BP and HP to the dying track. The notes are the log's words.
 */
export function hitLands(
  t: GgHitTarget,
  packet: DamagePacket,
  by: GgHitBy,
): { state: GgInstance; notes: string[]; held: boolean } {
  const d = applyDamage(packet, damageTargetOf(t.sheet, t.state), undefined, t.options)
  const choices = scarChoices(t, d)
  if (choices.length === 0) {
    const landed = damageLands(t, d, by)
    return { state: landed.state, notes: [pipelineText(d), ...landed.notes], held: false }
  }
  // The target's own modifiers are said; BP and HP wait for the answer.
  const modifiers = d.steps
    .filter((s) => s.step !== 'barrierPoints' && s.step !== 'hp')
    .map(describeDamageStep)
  const offers = choices
    .map((s) => `${SEVERITY_WORD[s]} up to ${scarReductionFor(s, t.sheet.hpMax, t.options)}`)
    .join(', ')
  const would = d.hp === 0 ? `drop ${t.name} to 0 HP` : `take ${t.name} to ${d.hp} HP`
  const state: GgInstance = {
    ...t.state,
    scarOffer: {
      damage: d.modified,
      types: [...d.triggerTypes],
      crit: by.crit,
      nonlethal: by.nonlethal,
      from: by.from,
      ...(by.fromTokenId !== undefined ? { fromTokenId: by.fromTokenId } : {}),
    },
  }
  return {
    state,
    notes: [
      ...modifiers,
      `${d.modified} damage would ${would}: a Scar Concept is offered (${offers}); the damage waits for the answer (GG-087)`,
    ],
    held: true,
  }
}

/**
 * The damage after BP (and a Scar taken) on HP: the dying track (GG-098 … GG-109), Bloodied and
 * Desperation (GG-096/097), Prone with Unconscious (A.5.1), the Scar recorded as held.
 */
export function damageLands(
  t: GgHitTarget,
  d: DamageResult,
  by: Pick<GgHitBy, 'crit' | 'nonlethal'>,
): { state: GgInstance; notes: string[] } {
  const { sheet, options } = t
  const hpBefore = Math.min(t.state.hp, sheet.hpMax)
  const being = t.isPc ? 'pc' : sheet.rank
  const dying = dyingAfterHit(
    t.state.dying,
    {
      hpBefore,
      maxHp: sheet.hpMax,
      damage: d.modified - d.scarReduced,
      bpAbsorbed: d.bpLost,
      crit: by.crit,
      nonlethalMelee: by.nonlethal,
      encounter: inCriticalEngagement(t.campaign) ? 'criticalEngagement' : 'other',
      being,
    },
    options,
  )
  const { scarOffer: _held, ...rest } = t.state
  let state: GgInstance = {
    ...rest,
    hp: d.hp,
    bp: d.bp,
    dying: { ...t.state.dying, ...dying.state },
  }
  if (d.scarTaken) state = { ...state, scars: [...state.scars, d.scarTaken] }
  if (d.hp < hpBefore) {
    const th = hpThresholdConditions(d.hp, sheet.hpMax, options)
    if (th.bloodied) state = withCondition(state, 'bloodied')
    if (th.desperation) state = withCondition(state, 'desperation')
  }
  if (dying.events.includes('unconscious') && options.cond.unconscious === 'default')
    state = withCondition(state, 'prone')
  return { state, notes: dyingText(t.name, hpBefore, dying) }
}
