/**
 * A sheet's rolls as the engine's inputs: CheckInput, SaveInput, AttackInput and Defender, built
 * from the GM's entries and the modifiers statblock.ts derives, for rollCheck, rollSave,
 * resolveAttack and the odds.
 */
import type { StatBlock, Weapon } from './sheet-schema'
import type { AttackInput, DecisiveOption, Defender } from './attack'
import type { CheckInput, SaveInput } from './check'
import type { AbilityId, ConditionInstance, StatId } from './condition-types'
import { hasCondition, isBackFooted } from './conditions'
import {
  attackEdgeFlaw,
  inCriticalArea,
  rangeBand,
  tallyEdgeFlaw,
  type AttackSituation,
  type EdgeFlawSource,
  type EdgeFlawTally,
} from './edge-flaw'
import {
  abilityBreakdown,
  attackModifier,
  damageModifierOf,
  derivedDefences,
  saveModifier,
} from './statblock'

/** Extra Edge/Flaw and overrides for a check or save made from a sheet. */
export interface RollExtra {
  /** Intimidation's stat (FOR or CHA); ignored for other abilities. */
  stat?: StatId
  edge?: number
  flaw?: number
  /** Labelled sources (conditions, situation) added to edge/flaw before R1's cap. */
  sources?: readonly EdgeFlawSource[]
  /** Overrides the sheet's own exhaustion (a PC's), e.g. from an instance's conditions. */
  exhaustion?: number
}

function edgeFlaw(extra: RollExtra): { edge: number; flaw: number } {
  const t = tallyEdgeFlaw(extra.sources ?? [])
  return { edge: t.edge + (extra.edge ?? 0), flaw: t.flaw + (extra.flaw ?? 0) }
}

/** An ability check from a sheet as the engine's CheckInput; exhaustion applies (Roll Types & Modifiers; Exhaustion, R15). */
export function checkInputFor(
  block: Pick<StatBlock, 'stats' | 'abilityBonuses' | 'practiced'> & { exhaustion?: number },
  ability: AbilityId,
  extra: RollExtra = {},
): CheckInput {
  const b = abilityBreakdown(block, ability, extra.stat)
  const exhaustion = extra.exhaustion ?? block.exhaustion ?? 0
  return { modifier: b.total, practiced: b.practiced, ...edgeFlaw(extra), exhaustion }
}

/** A save from a sheet as the engine's SaveInput: stat modifier, Practiced saves, never exhaustion (Saves; R15). */
export function saveInputFor(
  block: Pick<StatBlock, 'stats' | 'practiced'>,
  stat: StatId,
  extra: Omit<RollExtra, 'stat' | 'exhaustion'> & { autoFail?: boolean } = {},
): SaveInput {
  const input: SaveInput = {
    modifier: saveModifier(block, stat),
    practiced: block.practiced.saves.includes(stat),
    ...edgeFlaw(extra),
  }
  if (extra.autoFail === true) input.autoFail = true
  return input
}

/** Where the target stands and what the attacker chose; flags as in attackEdgeFlaw. */
export interface SheetAttackSituation extends Partial<Omit<AttackSituation, 'kind'>> {
  /** Distance to the target: sets Beyond Range and the Critical Area from the weapon. */
  distanceM?: number
  /** Overrides the Critical Area worked out from distanceM. */
  critical?: boolean
  sacrifice?: number
  decisiveOption?: DecisiveOption
  edge?: number
  flaw?: number
  exhaustion?: number
}

/** Every labelled Edge/Flaw source on an attack with this weapon (Combat Actions; Cover & Height Advantage; Conditions). */
export function attackEdgeFlawFor(weapon: Weapon, situation: SheetAttackSituation): EdgeFlawTally {
  const d = situation.distanceM
  const beyond =
    situation.beyondRange ??
    (d !== undefined && rangeBand(weapon.kind, d, weapon.reachOrRange) === 'beyond')
  return attackEdgeFlaw({ ...situation, kind: weapon.kind, beyondRange: beyond })
}

/** An attack from a sheet as the engine's AttackInput: stat, Practiced weapon, Power Dice, Crit, Edge/Flaw (Combat Actions, Attacks; Crits!). */
export function attackInputFor(
  block: Pick<StatBlock, 'stats' | 'level'> & { exhaustion?: number },
  weapon: Weapon,
  situation: SheetAttackSituation = {},
): AttackInput {
  const t = attackEdgeFlawFor(weapon, situation)
  const d = situation.distanceM
  const critical = situation.critical ?? (d !== undefined && inCriticalArea(d, weapon.critical))
  const input: AttackInput = {
    level: block.level,
    modifier: attackModifier(block, weapon),
    practiced: weapon.practiced,
    edge: t.edge + (situation.edge ?? 0),
    flaw: t.flaw + (situation.flaw ?? 0),
    exhaustion: situation.exhaustion ?? block.exhaustion ?? 0,
    powerDice: weapon.powerDice,
    damageModifier: damageModifierOf(block, weapon),
    pure: weapon.pure,
    critical,
    hidden: situation.hidden === true,
    melee: weapon.kind === 'melee',
  }
  if (weapon.damageType !== undefined) input.damageType = weapon.damageType
  if (situation.sacrifice !== undefined) input.sacrifice = situation.sacrifice
  if (situation.decisiveOption !== undefined) input.decisiveOption = situation.decisiveOption
  return input
}

/** A being's current state on the map (an NPC instance or a PC). */
export interface CurrentState {
  hp: number
  thp?: number
  /** Plating left; the sheet's full Plating when not given. */
  plating?: number
  conditions?: readonly ConditionInstance[]
  submerged?: boolean
}

/** A sheet plus its current state as the engine's Defender: AC/BAC, Back-footed, Defensive Stance, traits (Armor & Plating; Conditions). */
export function defenderFrom(
  block: Pick<
    StatBlock,
    'stats' | 'armor' | 'naturalPlating' | 'resistances' | 'vulnerabilities' | 'immunities'
  >,
  current: CurrentState,
): Defender {
  const d = derivedDefences(block)
  const conditions = current.conditions ?? []
  return {
    ac: d.ac,
    bac: d.bac,
    backFooted: isBackFooted(conditions),
    defensiveStance: hasCondition(conditions, 'defensive-stance'),
    plating: current.plating ?? d.plating,
    hp: current.hp,
    thp: current.thp ?? 0,
    resist: [...block.resistances],
    vulnerable: [...block.vulnerabilities],
    immune: [...block.immunities],
    submerged: current.submerged === true,
  }
}
