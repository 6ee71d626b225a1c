/**
 * A BW attack on the board (OTHER-SYSTEMS.md C.3/C.4, F-BW-1/2, BW-17..32; seed 004 "Skill
 * Modifiers", "NearMiss Calculation", "Explosion (Area Affect) Damage"): range edge to edge,
 * hidden by the board unless the GM says otherwise, moves from the units' movement history, the
 * Skill roll against the Usage Rating; a hit rolls damage against Armor (an explosive weapon
 * explodes on the target); a ranged miss lands within its NearMiss radius (and explodes there).
 */
import { markPart, type Dice } from '../../../dice'
import {
  baseToBase,
  basesTouch,
  completelyHidden,
  pointToBase,
  scatterPoint,
  type Pt,
} from '../../../geometry/gridless'
import type { Campaign, GridlessMapDef } from '../../../model'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import { resolveDamage, rollWeaponDamage } from '../engine/damage'
import { isExplosive } from '../engine/explosion'
import { formatInches, formatSigned } from '../engine/format'
import type { BwState, BwWeapon } from '../engine/model'
import type { BwOptions } from '../engine/options'
import type { BwAttackRequest } from '../engine/roll-requests'
import {
  boardOf,
  bwOptionsOf,
  movedThisTurn,
  requireUnit,
  stateChange,
  type BwUnit,
  unitsOnMap,
} from './ruleset-being'
import { boardObstacles, explodeAt } from './ruleset-rolls-blast'
import { refusing } from './ruleset-rolls-simple'
import {
  aimCounts,
  attackRoll,
  nearMissRadius,
  skillModifiers,
  type BwAttackSituation,
  type BwModifierLine,
} from '../engine/skill'
import { checkOpportunityFire } from '../engine/turn'
import type { BwCampaign } from './types'

/** BW-18/20: the inches a unit moved on its most recent turn (this one, once it has moved). */
export function recentMoveIn(campaign: Pick<Campaign, 'combat'>, unit: BwUnit): number {
  const now = movedThisTurn(campaign, unit)
  return now > 0 ? now : unit.state.movedLastTurnIn
}

/** What the attack is at: a unit, or a point on the table. */
interface Aim {
  target: BwUnit | null
  point: Pt
  rangeIn: number
  closeCombat: boolean
}

function aimOf(campaign: BwCampaign, attacker: BwUnit, weapon: BwWeapon, r: BwAttackRequest): Aim {
  if (r.at) {
    if (!isExplosive(weapon)) {
      throw new RollRefused(
        `Only an explosive weapon is fired at the ground; ${weapon.name} is not.`,
      )
    }
    return {
      target: null,
      point: r.at,
      rangeIn: pointToBase(r.at, attacker.placed),
      closeCombat: false,
    }
  }
  const target = requireUnit(campaign, r.targetTokenId!)
  if (target.token.id === attacker.token.id) {
    throw new RollRefused(`${attacker.token.name} cannot attack itself.`)
  }
  if (target.token.mapId !== attacker.token.mapId) {
    throw new RollRefused(`${target.token.name} is on another map.`)
  }
  if (target.state.destroyed) throw new RollRefused(`${target.token.name} is already destroyed.`)
  const rangeIn = baseToBase(attacker.placed, target.placed)
  const touching = basesTouch(attacker.placed, target.placed)
  return { target, point: target.placed.at, rangeIn, closeCombat: weapon.closeCombat && touching }
}

function checkRange(attacker: BwUnit, weapon: BwWeapon, aim: Aim): void {
  if (aim.closeCombat) return
  const who = aim.target ? aim.target.token.name : 'that point'
  if (weapon.rangeIn === 0) {
    throw new RollRefused(
      `${weapon.name} is a close combat weapon: ${attacker.token.name} must touch ${who}.`,
    )
  }
  if (aim.rangeIn > weapon.rangeIn + 1e-9) {
    throw new RollRefused(
      `${who} is ${formatInches(aim.rangeIn)} away; ${weapon.name} reaches ${formatInches(weapon.rangeIn)}.`,
    )
  }
}

/** BW-17..26: the situation as the board and the movement history tell it, with the GM's flags. */
function situationOf(
  campaign: BwCampaign,
  map: GridlessMapDef,
  attacker: BwUnit,
  aim: Aim,
  r: BwAttackRequest,
  options: BwOptions,
): BwAttackSituation {
  const s: BwAttackSituation = {
    closeCombat: aim.closeCombat,
    attackerMovedIn: movedThisTurn(campaign, attacker),
    sta: r.sta,
    opportunityFire: r.opportunityFire,
  }
  if (!aim.closeCombat) s.rangeIn = aim.rangeIn
  if (r.ccAttackerIndex !== undefined) s.ccAttackerIndex = r.ccAttackerIndex
  const t = aim.target
  if (t) {
    const moved = recentMoveIn(campaign, t)
    s.targetStationary = moved === 0
    s.targetMovedIn = moved
    s.aimed =
      r.aimed ??
      aimCounts(
        {
          aimingAt: attacker.state.aimingAt,
          movedIn: attacker.state.movedLastTurnIn,
          acted: false,
        },
        t.token.id,
        options,
      )
    s.hidden = r.hidden ?? completelyHidden(attacker.placed, t.placed, boardObstacles(map))
  } else {
    s.aimed = r.aimed ?? false
    s.hidden = r.hidden ?? false
  }
  return s
}

/** F-BW-2: a non-explosive hit: damage against the unit's Armor; an incendiary one sets it alight. */
function strike(
  t: BwUnit,
  weapon: BwWeapon,
  dice: Dice,
  options: BwOptions,
): { state: BwState; lines: string[] } {
  markPart(dice, { label: 'Damage' })
  const dmg = rollWeaponDamage(dice, weapon)
  markPart(dice, { label: 'Armor' })
  const res = resolveDamage(dice, dmg.total, t.sheet.armor, options)
  const lines = [`damage ${dmg.faces.join(' + ')} = ${dmg.total} vs Armor ${res.armorRoll}`]
  let state = res.destroyed ? { ...t.state, destroyed: true } : t.state
  if (weapon.incendiary && t.sheet.flammable && state.burnLevel === 0 && !state.destroyed) {
    state = { ...state, burnLevel: 1 }
    lines.push(`${t.token.name} catches fire`)
  }
  return { state, lines }
}

const lineText = (l: BwModifierLine) => `${l.label} ${formatSigned(l.value)}`

/** F-BW-1/2, BW-17..32: resolve an attack request. */
export function resolveBwAttack(
  campaign: BwCampaign,
  r: BwAttackRequest,
  dice: Dice,
): RolledRequest {
  const attacker = requireUnit(campaign, r.attackerTokenId)
  const weapon = attacker.sheet.weapons[r.weapon]
  if (!weapon) throw new RollRefused(`${attacker.token.name} has no weapon number ${r.weapon + 1}.`)
  const name = attacker.token.name
  if (r.opportunityFire) refusing(() => checkOpportunityFire(name, attacker.state))
  else {
    if (attacker.state.destroyed) throw new RollRefused(`${name} is destroyed.`)
    const out = attacker.state.statuses.find((s) => s === 'stunned' || s === 'unconscious')
    if (out)
      throw new RollRefused(
        `${name} is ${out === 'stunned' ? 'Stunned' : 'Unconscious'} and cannot attack.`,
      )
  }
  const map = boardOf(campaign, attacker.token)
  const options = bwOptionsOf(campaign)
  const aim = aimOf(campaign, attacker, weapon, r)
  checkRange(attacker, weapon, aim)
  const mods = refusing(() =>
    skillModifiers(situationOf(campaign, map, attacker, aim, r, options), options),
  )
  if (r.modifier !== 0) {
    mods.lines.push({ label: 'GM modifier', value: r.modifier })
    mods.total += r.modifier
    mods.withoutSta += r.modifier
  }
  markPart(dice, { label: 'To hit', total: true })
  const roll = attackRoll(dice, attacker.sheet.skillDie, weapon.ur, mods, options)
  // The attacker has fired: its action (or its Opportunity Fire) is spent and its aim is used.
  const firedState: BwState = {
    ...attacker.state,
    aimingAt: null,
    ...(r.opportunityFire ? { oppFireUsed: true } : { actedThisTurn: true }),
  }
  const changes: StateChange[] = [stateChange(attacker.token.id, firedState)]
  const after: BwCampaign = {
    ...campaign,
    tokens: {
      ...campaign.tokens,
      [attacker.token.id]: { ...attacker.token, instance: firedState },
    },
  }
  const lines = [
    `Skill d${attacker.sheet.skillDie}: ${roll.roll}`,
    ...mods.lines.map(lineText),
    `${roll.modified} vs UR ${weapon.ur}`,
  ]
  const targetName = aim.target
    ? aim.target.token.name
    : `${formatInches(aim.point.x)}, ${formatInches(aim.point.y)}`
  let outcome: string
  if (roll.hit) {
    outcome = 'hit'
    if (isExplosive(weapon)) {
      markPart(dice, { label: 'Explosion' })
      const blast = explodeAt(after, map, aim.point, weapon, dice, options)
      lines.push(`explodes: ${blast.faces.join(', ')}`, ...blast.lines)
      changes.push(...blast.changes)
    } else if (aim.target) {
      const hit = strike(aim.target, weapon, dice, options)
      lines.push(...hit.lines)
      if (hit.state.destroyed) outcome = 'destroyed'
      if (hit.state !== aim.target.state) changes.push(stateChange(aim.target.token.id, hit.state))
    }
  } else {
    outcome = `miss by ${roll.missedBy}`
    if (!aim.closeCombat && roll.missedBy !== null) {
      const radius = nearMissRadius(roll.missedBy, weapon.nearMiss)
      lines.push(`NearMiss up to ${formatInches(radius)}`)
      if (options.nearMissPlacement === 'defenderChooses') {
        lines.push(`the defender places where it lands, within ${formatInches(radius)} of the aim`)
      } else {
        markPart(dice, { label: 'Where it lands' })
        const land = scatterPoint(
          aim.point,
          attacker.placed.at,
          radius,
          options.nearMissPlacement,
          dice,
        )
        lines.push(
          `lands ${formatInches(land.distance)} from the aim at ${formatInches(land.at.x)}, ${formatInches(land.at.y)}`,
        )
        if (isExplosive(weapon)) {
          markPart(dice, { label: 'Explosion' })
          const blast = explodeAt(after, map, land.at, weapon, dice, options)
          lines.push(`explodes: ${blast.faces.join(', ')}`, ...blast.lines)
          changes.push(...blast.changes)
        } else {
          // BW-Q10: the shot resolves against whatever stands where it lands (never the unit
          // it missed, nor the shooter).
          const missed = aim.target?.token.id
          const struck = unitsOnMap(after, map.id).find(
            (u) =>
              u.token.id !== attacker.token.id &&
              u.token.id !== missed &&
              pointToBase(land.at, u.placed) <= 1e-9,
          )
          if (struck) {
            const hit = strike(struck, weapon, dice, options)
            lines.push(`it strikes ${struck.token.name}`, ...hit.lines)
            if (hit.state !== struck.state) changes.push(stateChange(struck.token.id, hit.state))
          }
        }
      }
    }
  }
  return {
    outcome: {
      who: name,
      what: `${weapon.name} at ${targetName}`,
      total: roll.modified,
      outcome,
      detail: lines.join('; '),
      // Every stat is open in BrikWars; the table reads the weapon, not where it was aimed.
      public: { what: `Attack with ${weapon.name}`, total: roll.modified, outcome },
    },
    changes,
    label: `${name} attacks ${targetName} with ${weapon.name}: ${outcome}`,
    actor: attacker.token.id,
    ...(r.opportunityFire ? {} : { cost: { action: 1 } }),
  }
}
