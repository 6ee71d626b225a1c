/**
 * The parts of reading a GG attack request (./attack-inputs): the action it is made with (a sheet
 * action or the common Unarmed Strike, GG-058) and the refusals about it (GG-059/062/109), the
 * distance measured on the map against reach or range, the HT with cover (GG-065 … GG-068), and
 * Advantage with its reasons (F-GG-3, A.5.1, GG-037/039/053/055, GG-123 Teamwork). Refusals are
 * thrown as RollRefused, in words the GM reads.
 */
import { footprintHexes } from '../../../geometry/hex'
import { RollRefused } from '../../ruleset'
import { attackSetup } from '../engine/attack'
import { assertCanGrappleOrShove, coverBonus, type AttackKind } from '../engine/attack-rules'
import { attackConditionMods, attacksAsHidden, type GgConditionSet } from '../engine/conditions'
import type { GgInstance } from '../engine/instance'
import { teamworkAlly } from './memory-summon'
import type { GgOptions } from '../engine/options'
import type { GgAttackRequest } from '../engine/roll-requests'
import { flankedBy, hostilesAround, meleeReach, tokenDistance } from './ruleset-attack-map'
import { conditionSet, refusal } from './ruleset-rolls-lookup'
import { GgActionSchema, type GgSheet, type GgSheetAction } from '../engine/sheet-schema'
import { hitTarget, type Derived } from '../engine/statblock'
import type { GgCampaign, GgToken } from './types'

/** The common Unarmed Strike (GG-058): 1d4 + SB + PHY Bludgeoning, within the usual reach. */
function unarmedStrike(sheet: GgSheet): GgSheetAction {
  const own = sheet.actions.find((a) => a.kind === 'unarmed')
  if (own) return own
  return GgActionSchema.parse({
    id: 'unarmed',
    name: 'Unarmed Strike',
    kind: 'unarmed',
    damage: '1d4',
    damageTypes: ['bludgeoning'],
  })
}

/**
 * GG-060/061: the extra attack with a second Light weapon: it must be a Light Weapon attack made
 * with the Attack action (not a reaction); thrown, it must have the Thrown property and a range,
 * and it is then a ranged attack rolled with the table's Trait for it (GG-Q19 beside).
 */
function offHandAction(
  sheet: GgSheet,
  action: GgSheetAction,
  request: GgAttackRequest,
  options: GgOptions,
): GgSheetAction {
  if (request.use !== 'action' || action.kind !== 'weapon' || !action.properties.includes('light'))
    throw new RollRefused(
      `The extra attack is made with a Light weapon in the other hand (GG-060); ${action.name} is not one on ${sheet.name}'s stat block.`,
    )
  if (request.opportunity)
    throw new RollRefused(
      'The extra Light-weapon attack is part of the Attack action, not a reaction.',
    )
  if (request.alsoTargetTokenIds.length > 0)
    throw new RollRefused('The extra Light-weapon attack has one target.')
  if (request.offHand === 'weapon') {
    if (!action.melee && !request.offHandLoaded)
      throw new RollRefused(
        `${action.name} is a ranged weapon: it must be Loaded for the extra attack (GG-060). Tick "Loaded" if it is.`,
      )
    return action
  }
  if (!action.properties.includes('thrown'))
    throw new RollRefused(`${action.name} has no Thrown property, so it cannot be thrown (GG-061).`)
  if (action.range === undefined)
    throw new RollRefused(
      `${action.name} has no range on ${sheet.name}'s stat block; give it one to throw it.`,
    )
  return { ...action, melee: false, trait: options.thrownTrait }
}

/** The action an attack request is made with, refused when it cannot be made with it. */
export function chosenAction(
  attacker: GgToken,
  sheet: GgSheet,
  targetSheet: GgSheet,
  request: GgAttackRequest,
  options: GgOptions,
): { action: GgSheetAction; melee: boolean; kind: AttackKind } {
  const use = request.use
  let action: GgSheetAction
  if (use === 'action') {
    if (request.actionId === undefined)
      throw new RollRefused(`Say which of ${sheet.name}'s actions ${attacker.name} attacks with.`)
    const found = sheet.actions.find((a) => a.id === request.actionId)
    if (!found) throw new RollRefused(`${sheet.name} has no action "${request.actionId}".`)
    action = found
  } else {
    action = unarmedStrike(sheet)
  }
  if (request.offHand !== 'none') action = offHandAction(sheet, action, request, options)
  const melee = use !== 'action' || action.melee
  const kind: AttackKind =
    use !== 'action' || action.kind === 'unarmed'
      ? 'unarmed'
      : action.kind === 'weapon'
        ? 'weapon'
        : 'spell'

  if (use === 'grapple' || use === 'shove') {
    try {
      assertCanGrappleOrShove(use, sheet.size, targetSheet.size, true)
    } catch (err) {
      throw refusal(err)
    }
  }
  if (request.opportunity) {
    if (!sheet.opportunityAttack)
      throw new RollRefused(
        `${sheet.name}'s stat block gives it no Opportunity Attack (GG-059); tick it on the stat block if it should have one.`,
      )
    if (!melee)
      throw new RollRefused(
        `An Opportunity Attack is a melee Weapon Attack or Unarmed Strike; ${action.name} is ranged.`,
      )
  }
  if (request.nonLethal && !melee)
    throw new RollRefused(
      `A non-lethal knockout needs a melee attack (GG-109); ${action.name} is ranged.`,
    )
  return { action, melee, kind }
}

/** Distance, reach and range, measured on the map (never taken from the request). */
export function measuredRange(
  campaign: GgCampaign,
  attacker: GgToken,
  target: GgToken,
  sheet: GgSheet,
  action: GgSheetAction,
  melee: boolean,
  request: GgAttackRequest,
  options: GgOptions,
): { distance: number; reach: number; longRange: number | undefined } {
  const measured = tokenDistance(campaign, attacker, target)
  const reach = melee ? meleeReach(sheet, action, options) : (action.range ?? 0)
  const longRange = melee ? undefined : action.longRange
  // The tracker offers an Opportunity Attack once the move is made: rolled as from the edge of reach.
  const distance = request.opportunity ? Math.min(measured, reach) : measured
  if (melee && distance > reach)
    throw new RollRefused(
      `${target.name} is ${distance} m away, beyond ${attacker.name}'s reach of ${reach} m with ${action.name}.`,
    )
  if (!melee) {
    if (action.range === undefined)
      throw new RollRefused(`${action.name} has no range on ${sheet.name}'s stat block.`)
    const limit = longRange ?? reach
    if (distance > limit)
      throw new RollRefused(
        `${target.name} is ${distance} m away, beyond ${action.name}'s ${longRange !== undefined ? 'long ' : ''}range of ${limit} m.`,
      )
  }
  return { distance, reach, longRange }
}

/** The HT the attack must meet, with cover (GG-065 … GG-068); total cover is refused. */
export function coveredHt(
  target: GgToken,
  targetSheet: GgSheet,
  request: GgAttackRequest,
): Derived {
  if (request.cover === 'total')
    throw new RollRefused(
      `${target.name} is behind total cover: it cannot be targeted directly, only caught in an area (GG-068).`,
    )
  const baseHt = hitTarget(targetSheet)
  const cover = coverBonus(request.cover)
  const coverWord = request.cover === 'half' ? 'half cover' : 'three-quarters cover'
  const ht: Derived =
    cover > 0
      ? {
          value: baseHt.value + cover,
          how: `HT ${baseHt.value} (${baseHt.how}) + ${coverWord} ${cover}`,
        }
      : { value: baseHt.value, how: `HT ${baseHt.value} (${baseHt.how})` }
  return ht
}

/**
 * GG-052: whether the target stands on the cell the attacker aimed at. The app's reading of "not
 * in the location you Targeted": an attacker that cannot see its target aims at a cell (the
 * player's guess); the target's footprint where it stands when the roll is made either covers
 * that cell or not. A target moved after the aim was taken is judged where it is now.
 */
export function standsOn(target: GgToken, cell: { q: number; r: number }): boolean {
  return footprintHexes(target.hex, target.size, target.facing ?? 0).some(
    (h) => h.q === cell.q && h.r === cell.r,
  )
}

/** What Advantage reads: who attacks whom, from where, in what state. */
export interface AdvantageSituation {
  campaign: GgCampaign
  attacker: GgToken
  target: GgToken
  mySet: GgConditionSet
  theirs: GgInstance
  melee: boolean
  distance: number
  reach: number
  longRange: number | undefined
  request: GgAttackRequest
  options: GgOptions
}

/** Advantage: the GM's sources, the conditions, sight, range (F-GG-3, A.5.1, GG-037/039/053/055). */
export function advantageOf(s: AdvantageSituation): {
  mods: ReturnType<typeof attackConditionMods>
  why: string[]
  setup: ReturnType<typeof attackSetup>
} {
  const { campaign, attacker, target, mySet, theirs, melee, distance, reach, longRange } = s
  const { request, options } = s
  const theirSet = conditionSet(theirs, options)
  const flanked = flankedBy(campaign, attacker, target, options)
  if (flanked) theirSet.flanked = true
  const conditionMods = attackConditionMods(
    mySet,
    theirSet,
    { melee, distance, attackerReachCoversTarget: melee && distance <= reach },
    options,
  )
  // GG-123 Teamwork: a Memory has Advantage against a target in a standing ally's reach.
  const teamwork = teamworkAlly(campaign, attacker, target, options)
  const mods = teamwork
    ? {
        ...conditionMods,
        advantage: [...conditionMods.advantage, `Teamwork (in ${teamwork}'s reach)`],
      }
    : conditionMods
  const why: string[] = []
  if (request.advantages > 0)
    why.push(`${request.advantages} Advantage source${request.advantages > 1 ? 's' : ''} (GM)`)
  if (request.disadvantages > 0)
    why.push(
      `${request.disadvantages} Disadvantage source${request.disadvantages > 1 ? 's' : ''} (GM)`,
    )
  for (const a of mods.advantage) why.push(`${a}: Advantage`)
  for (const d of mods.disadvantage) why.push(`${d}: Disadvantage`)
  if (mods.bonus) why.push(`target is Flanked: +${mods.bonus} to hit`)
  let setup: ReturnType<typeof attackSetup>
  try {
    setup = attackSetup(
      {
        attackerSeesTarget: !request.unseenTarget,
        ...(request.aimedAt ? { targetAtChosenLocation: standsOn(target, request.aimedAt) } : {}),
        ...(request.unseenAttacker ? { targetSeesAttacker: false } : {}),
        attackerHidden: attacksAsHidden(mySet, options),
        ...(melee
          ? {}
          : {
              distance,
              baseRange: reach,
              longRange,
              nearbyHostiles: hostilesAround(campaign, attacker, options),
            }),
        extraAdvantages: request.advantages + mods.advantage.length,
        extraDisadvantages: request.disadvantages + mods.disadvantage.length,
      },
      !melee,
      options,
    )
  } catch (err) {
    throw refusal(err)
  }
  why.push(...setup.reasons)
  return { mods, why, setup }
}
