/**
 * One ZZ attack request read against the campaign (OTHER-SYSTEMS.md B.3/B.4, ZZ-27..29, ZZ-34,
 * ZZ-39..44, ZZ-56): the engine's input, the board's answer (distance, line of attack, back,
 * flank) and the cost. The roll (ruleset-rolls-attack.ts) and the odds preview (attack-preview.ts)
 * both start here, so they never disagree. Refusals (ZZ-34) are RollRefused in words.
 */
import { RollRefused } from '../../ruleset'
import {
  zzAttackAp,
  zzAttackRefusal,
  zzWeaponRange,
  type ZzAttackInput,
} from '../engine/attack-rules'
import type { ZzWeapon } from '../engine/model'
import { zzOptionsOf, type ZzOptions } from '../engine/options'
import type { ZzAttackRequest } from '../engine/roll-requests'
import {
  sameBoard,
  zzActorOf,
  zzLedgerOf,
  zzNearest,
  zzWeaponOf,
  type ZzActor,
} from './ruleset-rolls-lookup'
import { opponentsOf, zzTargeting, type ZzTargeting } from './targeting'
import type { ZzCampaign } from './types'

export interface ZzPreparedAttack {
  attacker: ZzActor
  target: ZzActor
  weapon: ZzWeapon | null
  input: ZzAttackInput
  targeting: ZzTargeting
  options: ZzOptions
  /** ZZ-05, ZZ-32, ZZ-56: 2 AP (a thrown weapon 1, `thrownAttackCost`), + 1 AP with Aim / Focus (its Mind Point comes off the figure's state). */
  cost: { ap: number }
  mind: number
}

/** ZZ-27..29, ZZ-34, ZZ-39..44, ZZ-56: read an attack request against the board; refused in words. */
export function prepareZzAttack(request: ZzAttackRequest, campaign: ZzCampaign): ZzPreparedAttack {
  const options = zzOptionsOf(campaign)
  const attacker = zzActorOf(campaign, request.attackerTokenId)
  const target = zzActorOf(campaign, request.targetTokenId)
  const a = attacker.figure.name
  if (attacker.token.id === target.token.id) throw new RollRefused(`${a} cannot attack itself.`)
  const map = sameBoard(campaign, attacker.token, target.token)
  const out = attacker.inst.statuses.find((s) => s === 'dead' || s === 'unconscious')
  if (out)
    throw new RollRefused(`${a} is ${out === 'dead' ? 'dead' : 'Unconscious'} and cannot attack.`)
  const weapon = zzWeaponOf(attacker, request.weapon)
  const range = zzWeaponRange(attacker.figure, weapon)
  const actorOf = (id: string) => {
    try {
      return zzActorOf(campaign, id)
    } catch {
      return null
    }
  }
  const targeting = zzTargeting(
    campaign,
    map,
    attacker,
    target,
    range,
    opponentsOf(campaign, map, target, actorOf),
    options,
  )
  const ledger = zzLedgerOf(campaign, attacker)
  // A diagonal neighbour is directly adjacent: melee reach counts king's moves (the table option).
  const melee = weapon === null || weapon.kind === 'melee'
  const meleeDistance =
    melee && options.meleeDiagonal
      ? zzNearest(attacker, target, { metric: 'chebyshev' }).spaces
      : undefined
  const input: ZzAttackInput = {
    attacker: {
      figure: attacker.figure,
      state: {
        hands: [attacker.inst.gear.hands[0], attacker.inst.gear.hands[1]],
        loaded: [...attacker.inst.gear.loaded],
        mind: attacker.inst.mind,
      },
      ap: ledger.ap,
    },
    weapon,
    target: {
      figure: target.figure,
      state: {
        hp: target.inst.hp,
        hpMax: target.sheet.hpMax,
        defendBonus: target.inst.defendBonus,
        statuses: [...target.inst.statuses],
        mind: target.inst.mind,
      },
    },
    distance: meleeDistance ?? targeting.distance,
    clearShot: true,
    unexpected: request.unexpected,
    fromBack: targeting.fromBack,
    flanked: targeting.flanked,
  }
  if (request.modifier !== 0) input.attackModifier = request.modifier
  if (request.aim > 0) input.aim = request.aim
  const why = zzAttackRefusal(input, options)
  if (why) throw new RollRefused(why)
  if (targeting.blocker !== null) {
    throw new RollRefused(
      `${a} has no clear line of attack on ${target.figure.name}: ${targeting.blocker} is in the way.`,
    )
  }
  const aimed = request.aim > 0 ? 1 : 0
  return {
    attacker,
    target,
    weapon,
    input,
    targeting,
    options,
    cost: { ap: zzAttackAp(weapon, options) + aimed },
    mind: aimed,
  }
}
