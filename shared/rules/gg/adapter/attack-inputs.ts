/**
 * Everything a GG attack request means before any die is thrown, read from the campaign (A.3,
 * GG-045 … GG-068, GG-015/016/018): the two tokens and their sheets, the action, the distance
 * measured on the map, Advantage and its reasons, the HT with cover, the Attack Roll's and the
 * damage's numbers, the target as the damage pipeline sees it, and what it costs in a fight. The
 * roll (`ruleset-attack.ts`) and the preview (`attack-preview.ts`) both start here, so they never
 * disagree. The action, the range, the cover and Advantage are read in ./attack-inputs-parts.
 * Refusals are thrown as RollRefused, in words the GM reads.
 */
import { RollRefused } from '../../ruleset'
import type { AttackInput } from '../engine/attack'
import { advantageOf, chosenAction, coveredHt, measuredRange } from './attack-inputs-parts'
import { isIncapacitated } from '../engine/conditions'
import type { GgInstance } from '../engine/instance'
import type { DamageTarget } from '../engine/damage'
import type { GgAdvantage } from '../engine/model'
import type { GgOptions } from '../engine/options'
import type { GgAttackRequest } from '../engine/roll-requests'
import { attackCost } from './ruleset-attack-cost'
import { damageOf, damageTargetOf, NO_DAMAGE } from './ruleset-attack-damage'
import {
  conditionSet,
  ggOptionsOf,
  ggSheetOfToken,
  stateOf,
  ggTokenOf,
  inRunningFight,
} from './ruleset-rolls-lookup'
import type { GgSheet, GgSheetAction } from '../engine/sheet-schema'
import { actionTrait, attackBonus, type Derived } from '../engine/statblock'
import { signedTerm as signed } from '../../../dice/signed'
import type { GgCampaign, GgToken } from './types'

/** Everything an attack request means, read from the campaign. */
export interface GgAttackInputs {
  request: GgAttackRequest
  options: GgOptions
  attacker: GgToken
  target: GgToken
  sheet: GgSheet
  targetSheet: GgSheet
  /** The attacker's and the target's state now (fresh from the sheet when none is stored). */
  mine: GgInstance
  theirs: GgInstance
  /** The sheet action, or the common Unarmed Strike for unarmed / grapple / shove. */
  action: GgSheetAction
  /** What the action is called in the log ("Longsword", "Grapple", "Opportunity Attack with …"). */
  what: string
  /** Its name on the table when the GM shows it: without the target ("Opportunity Attack with …"). */
  publicWhat: string
  label: string
  melee: boolean
  /** Metres between the two footprints (an Opportunity Attack: from the edge of reach). */
  distance: number
  /** The action's reach (melee) or Base / Long Range (ranged), in metres. */
  reach: number
  longRange?: number
  bonus: Derived
  ht: Derived
  advantage: GgAdvantage
  advantageWhy: string[]
  /** GG-053: a Hidden attacker is revealed by this attack, hit or miss. */
  reveals: boolean
  /** The engine's attack input (resolveAttack and attackOdds read the same one). */
  attack: AttackInput
  /** The damage in words ("1d8 + 3 Slashing"), null for Grapple and Shove. */
  damageText: string | null
  /** GG-076: the action says its damage is magical (else the type's default). */
  magical: boolean
  /** The target as the damage pipeline reads it. */
  damageTarget: DamageTarget
  /** In a running fight with the attacker fighting: what it costs, and the attacker's ledger after. */
  charged: boolean
  cost: Record<string, number>
  surcharge?: string
  /** The attacker's state after paying (ledger updated); the same object when nothing changes. */
  paid: GgInstance
}

/**
 * Read an attack request against the campaign: refused (RollRefused) when it cannot be made —
 * a token with no stat block, out of reach or range, behind total cover, the reaction already
 * used since the attacker's last Turn (GG-016), a Grapple on something too big (GG-062).
 */
export function prepareGgAttack(campaign: GgCampaign, request: GgAttackRequest): GgAttackInputs {
  const options = ggOptionsOf(campaign)
  const attacker = ggTokenOf(campaign, request.attackerTokenId)
  const target = ggTokenOf(campaign, request.targetTokenId)
  if (attacker.id === target.id) throw new RollRefused(`${attacker.name} cannot attack itself.`)
  if (attacker.mapId !== target.mapId)
    throw new RollRefused(`${attacker.name} and ${target.name} are on different maps.`)
  const sheet = ggSheetOfToken(campaign, attacker, 'it has no attacks to make')
  const targetSheet = ggSheetOfToken(campaign, target, 'its HT and HP are unknown')
  const mine = stateOf(attacker, sheet)
  const theirs = stateOf(target, targetSheet)

  const mySet = conditionSet(mine, options)
  if (mine.dying.dead) throw new RollRefused(`${attacker.name} is dead and cannot attack.`)
  if (isIncapacitated(mySet, options))
    throw new RollRefused(
      `${attacker.name} is ${mine.dying.outOfFight ? 'out of the fight' : mine.dying.unconscious ? 'Unconscious' : 'Incapacitated'} and cannot attack.`,
    )
  if (theirs.dying.dead) throw new RollRefused(`${target.name} is already dead.`)
  if (theirs.dying.outOfFight)
    throw new RollRefused(`${target.name} is out of the fight (removed from the Encounter).`)

  if (theirs.scarOffer)
    throw new RollRefused(
      `${target.name} has a Scar Concept offered by the last hit: accept or decline it first.`,
    )
  if (request.aimedAt && !request.unseenTarget)
    throw new RollRefused(
      'Aim at a cell only when the attacker cannot see the target (GG-052); untick the aim or tick "Attacker cannot see target".',
    )

  const use = request.use
  const { action, melee, kind } = chosenAction(attacker, sheet, targetSheet, request, options)
  const { distance, reach, longRange } = measuredRange(
    campaign,
    attacker,
    target,
    sheet,
    action,
    melee,
    request,
    options,
  )
  const ht = coveredHt(target, targetSheet, request)
  const { mods, why, setup } = advantageOf({
    campaign,
    attacker,
    target,
    mySet,
    theirs,
    melee,
    distance,
    reach,
    longRange,
    request,
    options,
  })

  // The Attack Roll's numbers (GG-047, GG-048) and the damage on a hit (GG-058, GG-071).
  const trait = actionTrait(action)
  const bonus = attackBonus(sheet, action)
  const modifier = action.attackBonus + request.modifier + mods.bonus
  const shown: Derived = {
    value: bonus.value + request.modifier + mods.bonus,
    how: `${bonus.how}${request.modifier ? ` ${signed(request.modifier)} (GM)` : ''}${mods.bonus ? ` + ${mods.bonus} (Flanked)` : ''}`,
  }
  const instead = use === 'grapple' || use === 'shove' ? use : undefined
  const { damage, damageText } =
    instead === undefined
      ? damageOf(sheet, action, kind, options, request.offHand !== 'none')
      : NO_DAMAGE
  const attack: AttackInput = {
    kind,
    trait: sheet.traits[trait],
    sb: sheet.sb,
    trained: action.trained,
    modifier,
    ht: ht.value,
    advantage: setup.sources,
    autoMiss: setup.autoMiss,
    damage,
    damageTypes: action.damageTypes,
    ...(action.magical ? { magical: true } : {}),
    ...(instead ? { instead } : {}),
  }

  const damageTarget = damageTargetOf(targetSheet, theirs)

  // Cost and the Turn's ledger (GG-014 … GG-016, GG-018), only in a running fight.
  const charged = inRunningFight(campaign, attacker.id)
  const price = charged ? attackCost(attacker.name, mine, request, kind, action, options) : null

  const offHand =
    request.offHand === 'thrown'
      ? `${action.name} thrown (extra attack)`
      : request.offHand === 'weapon'
        ? `${action.name} (extra attack)`
        : action.name
  const useName =
    use === 'grapple'
      ? 'Grapple'
      : use === 'shove'
        ? 'Shove'
        : request.mark
          ? `${offHand} with Mark`
          : offHand
  const what = `${request.opportunity ? 'Opportunity Attack with ' : ''}${useName} at ${target.name}`
  const verb = request.opportunity
    ? 'makes an Opportunity Attack at'
    : use === 'grapple'
      ? 'tries to Grapple'
      : use === 'shove'
        ? 'tries to Shove'
        : 'attacks'
  return {
    request,
    options,
    attacker,
    target,
    sheet,
    targetSheet,
    mine,
    theirs,
    action,
    what,
    publicWhat: `${request.opportunity ? 'Opportunity Attack with ' : ''}${useName}`,
    label: `${attacker.name} ${verb} ${target.name}`,
    melee,
    distance,
    reach,
    ...(longRange !== undefined ? { longRange } : {}),
    bonus: shown,
    ht,
    advantage: setup.advantage,
    advantageWhy: why,
    reveals: setup.revealsAttacker,
    attack,
    damageText,
    magical: action.magical,
    damageTarget,
    charged,
    cost: price?.cost ?? {},
    ...(price?.surcharge !== undefined ? { surcharge: price.surcharge } : {}),
    paid: price?.paid ?? mine,
  }
}
