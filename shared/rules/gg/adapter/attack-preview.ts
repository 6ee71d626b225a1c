/**
 * What an attack request would do, before any die is thrown: the numbers the roll dialog shows
 * (Attack Roll bonus against the target's HT, Advantage, AP or RP cost with the repeat surcharge)
 * and the exact odds (`attackOdds`: hit chance, damage after the target's pipeline, chance to drop
 * it). The roll itself (`ruleset-rolls.ts`) reads the same inputs, so the preview and the roll
 * never disagree.
 */
import type { Campaign } from '../../../model'
import { RollRefused } from '../../ruleset'
import { prepareGgAttack, type GgAttackInputs } from './attack-inputs'
import { attackOdds, type AttackOdds } from '../engine/attack-odds'
import type { GgAdvantage } from '../engine/model'
import type { GgAttackRequest } from '../engine/roll-requests'
import type { GgCampaign } from './types'

export interface AttackPreview {
  /** "Aria: Longsword at the Orc". */
  label: string
  /** The Attack Roll bonus and how it came about ("PHY 1 + SB 2"). */
  bonus: { value: number; how: string }
  /** The target's HT with cover, and how ("HT 11 + half cover 2"). */
  ht: { value: number; how: string }
  advantage: GgAdvantage
  /** Why Advantage / Disadvantage, in words ("the Orc is Prone and within 1 m"). */
  advantageWhy: string[]
  /** Distance to the target in metres, and the action's reach or range. */
  distance: number
  /** What it costs now, by resource id ({ ap: 3 } for a repeated Attack, { rp: 1 } for an OA). */
  cost: Record<string, number>
  /** "Second Attack this Turn: +2AP (GG-015)"; absent on a first use. */
  surcharge?: string
  /** The damage dice and modifier ("1d8 + 1 Slashing"), or null for Grapple/Shove. */
  damage: string | null
  odds: AttackOdds
}

/** Why the attack cannot be made (out of reach, no such action, locked out...), or the preview. */
export type AttackPreviewResult =
  { ok: true; preview: AttackPreview } | { ok: false; refused: string }

/** The preview of one attack request against the campaign (`attackPreview` below). */
export type AttackPreviewFn = (campaign: Campaign, request: GgAttackRequest) => AttackPreviewResult

/**
 * What an attack request would do, from the same inputs the roll reads (`prepareGgAttack`): the
 * numbers, the cost with its surcharge, and the exact odds; or why it cannot be made.
 */
export const attackPreview: AttackPreviewFn = (campaign, request) => {
  let p: GgAttackInputs
  try {
    // The roll dialog asks with its copy of main's campaign: its sheets and token states are the
    // ones GG's schemas read when it loaded, though the renderer holds it untyped.
    p = prepareGgAttack(campaign as GgCampaign, request)
  } catch (err) {
    if (err instanceof RollRefused) return { ok: false, refused: err.message }
    throw err
  }
  const odds = attackOdds(p.attack, p.damageTarget, p.options, p.options)
  return {
    ok: true,
    preview: {
      label: `${p.attacker.name}: ${p.what}`,
      bonus: p.bonus,
      ht: p.ht,
      advantage: p.advantage,
      advantageWhy: p.advantageWhy,
      distance: p.distance,
      cost: p.cost,
      ...(p.surcharge !== undefined ? { surcharge: p.surcharge } : {}),
      damage: p.damageText,
      odds,
    },
  }
}
