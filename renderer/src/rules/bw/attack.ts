/**
 * What the BW attack panel shows for one attacker, one target and one weapon (F-BW-1, BW-17..26):
 * the Skill Modifiers the board can measure (range between bases, inches moved, stationary,
 * completely hidden) plus the ones the GM ticks (aimed a full turn, Small Target Area, Opportunity
 * Fire, Close Combat attacker #), line by line, and the exact chances to hit and to destroy.
 * Pure: everything comes from the campaign and the engine.
 */
import type { Campaign, Token } from '../../../../shared/model'
import { isGridlessMap } from '../../../../shared/model/board'
import {
  baseToBase,
  basesTouch,
  completelyHidden,
  type Pt,
} from '../../../../shared/geometry/gridless'
import {
  aimCounts,
  attackOdds,
  formatInches,
  skillModifiers,
  type BwAttackOdds,
  type BwModifierLine,
  type BwOptions,
  type BwStaClass,
  type BwWeapon,
} from '../../../../shared/rules/bw'
import { bwUnitOf, movedThisTurn } from '../../../../shared/rules/bw/adapter/ruleset-being'
import { recentMoveIn } from '../../../../shared/rules/bw/adapter/ruleset-rolls-attack'
import { bwOptionsOf, bwSheetOfToken, bwStateOfToken, placedOf, type BwSheet } from './support'

/** What the board cannot know: the GM ticks it. */
export interface BwAttackChecks {
  aimed: boolean
  sta: BwStaClass[]
  opportunityFire: boolean
  /** BW-26: for a defender in Close Combat, which attacker this is (1 = the first). */
  ccAttackerIndex: number
  /** Anything else the GM adds to the Skill roll. */
  modifier: number
}

export const NO_CHECKS: Readonly<BwAttackChecks> = Object.freeze({
  aimed: false,
  sta: [],
  opportunityFire: false,
  ccAttackerIndex: 1,
  modifier: 0,
})

export interface BwAttackView {
  weapon: BwWeapon
  attacker: { token: Token; sheet: BwSheet }
  target: { token: Token; sheet: BwSheet | null }
  /** Inches between the bases, edge to edge. */
  rangeIn: number
  /** A Close Combat weapon with the bases in contact (no range penalty; stationary is +5). */
  closeCombat: boolean
  lines: BwModifierLine[]
  total: number
  /** Null when the target has no sheet (no Armor to beat). */
  odds: BwAttackOdds | null
  hitOnly: number
  /** A reason the attack cannot be made as chosen ("out of range"), or null. */
  problem: string | null
}

/** A token with no BW sheet: its most recent move from its state alone. */
const recentOf = (st: { movedThisTurnIn: number; movedLastTurnIn: number }) =>
  st.movedThisTurnIn > 0 ? st.movedThisTurnIn : st.movedLastTurnIn

/** The attack view, or a sentence saying why there is none. */
export function bwAttackView(
  c: Campaign,
  attackerId: string,
  targetId: string,
  weaponIndex: number,
  checks: BwAttackChecks,
  options: BwOptions = bwOptionsOf(c),
): BwAttackView | string {
  const a = c.tokens[attackerId]
  const t = c.tokens[targetId]
  if (!a || !t) return 'Choose an attacker and a target on the map.'
  const sheet = bwSheetOfToken(c, a)
  if (!sheet) return `${a.name} has no BrikWars sheet, so it cannot attack here.`
  const weapon = sheet.weapons[weaponIndex]
  if (!weapon) return `${a.name} has no weapon to attack with.`
  if (a.mapId !== t.mapId) return `${t.name} is on another map.`
  const tSheet = bwSheetOfToken(c, t)
  const from = placedOf(a, sheet)
  const to = placedOf(t, tSheet)
  const rangeIn = baseToBase(from, to)
  const touching = basesTouch(from, to)
  const closeCombat = weapon.closeCombat && touching
  const map = c.maps[a.mapId]
  const obstacles = map && isGridlessMap(map) ? Object.values(map.obstacles ?? {}) : []
  // As main reads it (shared/rules/bw/adapter/ruleset-rolls-attack.ts): the target's most recent move.
  const aUnit = bwUnitOf(c, a)
  const tUnit = bwUnitOf(c, t)
  const moved = tUnit ? recentMoveIn(c, tUnit) : recentOf(bwStateOfToken(t))
  const mods = skillModifiers(
    {
      aimed: checks.aimed,
      targetStationary: moved === 0,
      closeCombat,
      targetMovedIn: moved,
      attackerMovedIn: aUnit ? movedThisTurn(c, aUnit) : bwStateOfToken(a).movedThisTurnIn,
      rangeIn: closeCombat ? undefined : rangeIn,
      hidden: completelyHidden(from, to, obstacles),
      sta: checks.sta,
      opportunityFire: checks.opportunityFire,
      ccAttackerIndex:
        closeCombat && checks.ccAttackerIndex > 1 ? checks.ccAttackerIndex : undefined,
    },
    options,
  )
  if (checks.modifier !== 0) {
    mods.lines.push({ label: 'GM modifier', value: checks.modifier })
    mods.total += checks.modifier
  }
  let problem: string | null = null
  if (!closeCombat && weapon.rangeIn === 0) {
    problem = `${weapon.name} is a close combat weapon: ${a.name} must touch ${t.name}.`
  } else if (!closeCombat && rangeIn > weapon.rangeIn + 1e-9) {
    problem = `${t.name} is ${formatInches(rangeIn)} away; ${weapon.name} reaches ${formatInches(weapon.rangeIn)}.`
  }
  const dmg = { dice: weapon.damage, bonus: weapon.damageBonus }
  const odds = tSheet
    ? attackOdds(
        {
          skillDie: sheet.skillDie,
          modifier: mods.total,
          ur: weapon.ur,
          damage: dmg,
          armor: tSheet.armor,
        },
        options,
      )
    : null
  const hitOnly = attackOdds(
    { skillDie: sheet.skillDie, modifier: mods.total, ur: weapon.ur, damage: dmg, armor: '0' },
    options,
  ).hit
  return {
    weapon,
    attacker: { token: a, sheet },
    target: { token: t, sheet: tSheet },
    rangeIn,
    closeCombat,
    lines: mods.lines,
    total: mods.total,
    odds,
    hitOnly,
    problem,
  }
}

/** BW-17 / BW-Q2: whether the attacker's declared aim counts against this target now. */
export function declaredAimCounts(c: Campaign, attackerId: string, targetId: string): boolean {
  const a = c.tokens[attackerId]
  if (!a) return false
  const st = bwStateOfToken(a)
  return aimCounts(
    { aimingAt: st.aimingAt, movedIn: st.movedLastTurnIn, acted: false },
    targetId,
    bwOptionsOf(c),
  )
}

/** A missed shot as main's log line tells it: MissedBy and, when placed, where it landed. */
export function nearMissOf(entry: {
  outcome: string
  detail: string
}): { missedBy: number; landing: Pt | null } | null {
  const by = /miss by (\d+)/.exec(entry.outcome)
  if (!by) return null
  const inch = (s: string) => Number(s.replace('−', '-').replace('½', '.5'))
  const at = /lands .* at (−?\d*½?)", (−?\d*½?)"/.exec(entry.detail)
  return {
    missedBy: Number(by[1]),
    landing: at ? { x: inch(at[1] as string), y: inch(at[2] as string) } : null,
  }
}
