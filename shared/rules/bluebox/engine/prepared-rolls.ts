/**
 * A roll from a sheet with everything that bears on it: the being's conditions (and the target's,
 * for an attack), the stat chosen, the GM's own Edge and Flaw. The roll dialog shows the odds of a
 * prepared roll and main rolls the same prepared roll, so the number shown and the number rolled
 * come from one call, fed the same campaign state.
 */
import type { Dice } from '../../../dice'
import type { Token } from '../../../model'
import type { StatBlock, Weapon } from './sheet-schema'
import type { AttackInput, Defender } from './attack'
import {
  checkSucceeds,
  netEdge,
  rollCheck,
  rollSave,
  type CheckInput,
  type CheckResult,
} from './check'
import { CONDITIONS, CONDITION_IDS } from './condition-table'
import type { AbilityId, ConditionId, ConditionInstance, StatId } from './condition-types'
import {
  attackSituationFromConditions,
  checkSituationFromConditions,
  conditionsForbidding,
  conditionsWithExhaustion,
} from './conditions'
import type { EdgeFlawSource } from './edge-flaw'
import { blueboxInstance, instanceExhaustion } from './views'
import { checkChance, saveChance } from './odds'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'
import {
  attackEdgeFlawFor,
  attackInputFor,
  checkInputFor,
  defenderFrom,
  saveInputFor,
  type CurrentState,
  type SheetAttackSituation,
} from './sheet-rolls'
import { ABILITIES, abilityBreakdown } from './statblock'

const KNOWN = new Set<string>(CONDITION_IDS)

/**
 * A being's conditions as the rules read them: the ids its token carries (unknown ones skipped)
 * and the sheet's Exhaustion level (a PC's). A token's Exhaustion box holds no level, so it counts
 * as level 1 unless the sheet says more; level 7 brings Unconscious (Exhaustion).
 */
export function conditionsOfBeing(
  ids: readonly string[],
  sheetExhaustion = 0,
): ConditionInstance[] {
  const known = [...new Set(ids.filter((id): id is ConditionId => KNOWN.has(id)))]
  const level = Math.max(sheetExhaustion, known.includes('exhaustion') ? 1 : 0)
  // The bare Exhaustion id is replaced by its level (none at level 0).
  const out = conditionsWithExhaustion(
    known.map((id) => ({ id })),
    level,
  )
  // Already Unconscious: the 7th level adds nothing more (the only id that can come twice).
  return out.filter((c, i) => out.findIndex((x) => x.id === c.id) === i)
}

/** A sheet's own Exhaustion level: a PC's; an NPC sheet has none (0). */
export function sheetExhaustion(sheet: object): number {
  const level = (sheet as { exhaustion?: unknown }).exhaustion
  // Number.isFinite is false for anything that is not a number (no coercion).
  return Number.isFinite(level) ? (level as number) : 0
}

/**
 * The sheet as one token's rolls read it: its Exhaustion is the higher of the sheet's (a PC's) and
 * the level the token holds (an NPC token's), so R15's penalty reads the level either way.
 */
export function sheetForToken<S extends object>(
  sheet: S,
  token: Pick<Token, 'instance'> | null | undefined,
): S & { exhaustion: number } {
  const level = Math.max(
    sheetExhaustion(sheet),
    token ? instanceExhaustion(blueboxInstance(token)) : 0,
  )
  return { ...sheet, exhaustion: level }
}

/** The stats an ability check may use: Intimidation FOR or CHA, every other one its own (Stats, Abilities, & Checks). */
export function statChoices(ability: AbilityId): readonly StatId[] {
  return ABILITIES[ability].stats
}

/** The GM's own Edge and Flaw as sources of the list. */
export function gmSources(edge = 0, flaw = 0): EdgeFlawSource[] {
  const out: EdgeFlawSource[] = []
  if (edge > 0) out.push({ label: 'Added by the GM', edge, flaw: 0, rule: 'GM' })
  if (flaw > 0) out.push({ label: 'Added by the GM', edge: 0, flaw, rule: 'GM' })
  return out
}

/** A sheet as the prepared rolls read it (an NPC or a PC; a PC's exhaustion is on the sheet). */
export type RollSheet = Pick<
  StatBlock,
  | 'level'
  | 'stats'
  | 'abilityBonuses'
  | 'practiced'
  | 'armor'
  | 'naturalPlating'
  | 'resistances'
  | 'vulnerabilities'
  | 'immunities'
> & { exhaustion?: number }

/** A check or a save from a sheet, as the GM asks for it. */
export interface CheckRequest {
  ability?: AbilityId
  save?: StatId
  /** The stat of an ability that allows a choice (Intimidation: FOR or CHA). */
  stat?: StatId
  edge?: number
  flaw?: number
  /** The check needs sight (a Blinded roller fails it). */
  requiresSight?: boolean
  /** The check or save is against Intimidation (a Shattered roller has a Flaw). */
  vsIntimidation?: boolean
}

export interface PreparedCheck {
  kind: 'check' | 'save'
  ability?: AbilityId
  stat: StatId
  /** What rollCheck (a check) or rollSave (a save) takes. */
  input: CheckInput & { autoFail?: boolean }
  /** Every Edge and Flaw source: the roller's conditions, then the GM's. */
  sources: EdgeFlawSource[]
  net: number
  /** The Exhaustion level taken off a check (R15); 0 for saves. */
  exhaustion: number
  /** The conditions that fail this roll with no die rolled. */
  autoFail: ConditionId[]
  /** "Strength +5 = FOR +2 + bonus 3", or "FOR save +2 = FOR modifier". */
  how: string
}

/** A check or save from a sheet with the roller's conditions and the GM's Edge/Flaw (Roll Types & Modifiers; Conditions & Statuses). */
export function prepareCheck(
  sheet: RollSheet,
  conditionIds: readonly string[],
  request: CheckRequest,
  options?: Partial<BlueBoxOptions>,
): PreparedCheck {
  const conditions = conditionsOfBeing(conditionIds, sheetExhaustion(sheet))
  const gm = gmSources(request.edge ?? 0, request.flaw ?? 0)
  const flags = {
    ...(request.requiresSight === true ? { requiresSight: true } : {}),
    ...(request.vsIntimidation === true ? { vsIntimidation: true } : {}),
  }
  if (request.save !== undefined) {
    const stat = request.save
    const c = checkSituationFromConditions(conditions, { kind: 'save', stat, ...flags }, options)
    const sources = [...c.sources, ...gm]
    const input = saveInputFor(sheet, stat, { sources, autoFail: c.autoFail.length > 0 })
    const mod = input.modifier ?? 0
    return {
      kind: 'save',
      stat,
      input,
      sources,
      net: netEdge(input.edge ?? 0, input.flaw ?? 0),
      exhaustion: 0,
      autoFail: c.autoFail,
      how: `${stat} save ${mod < 0 ? mod : `+${mod}`} = ${stat} modifier (no ability bonus)`,
    }
  }
  if (request.ability === undefined) throw new Error('prepareCheck: an ability or a save')
  const ability = request.ability
  const b = abilityBreakdown(sheet, ability, request.stat)
  const c = checkSituationFromConditions(
    conditions,
    { kind: 'check', ability, stat: b.stat, ...flags },
    options,
  )
  const sources = [...c.sources, ...gm]
  const input: PreparedCheck['input'] = checkInputFor(sheet, ability, {
    stat: b.stat,
    sources,
    exhaustion: c.exhaustion,
  })
  if (c.autoFail.length > 0) input.autoFail = true
  return {
    kind: 'check',
    ability,
    stat: b.stat,
    input,
    sources,
    net: netEdge(input.edge ?? 0, input.flaw ?? 0),
    exhaustion: c.exhaustion,
    autoFail: c.autoFail,
    how: b.how,
  }
}

/** The exact chance a prepared check or save meets a DC; 0 when it fails automatically (odds). */
export function preparedCheckChance(
  p: PreparedCheck,
  dc: number,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): number {
  if (p.autoFail.length > 0) return 0
  return p.kind === 'save' ? saveChance(p.input, dc, options) : checkChance(p.input, dc, options)
}

export interface PreparedCheckOutcome {
  /** Null when the roll failed automatically and no die was rolled. */
  roll: CheckResult | null
  /** Null when there is no DC to meet. */
  success: boolean | null
}

/** Roll a prepared check or save, against a DC when one is given (Roll Types & Modifiers; Decisive Rolls & Hits). */
export function rollPreparedCheck(
  p: PreparedCheck,
  dc: number | undefined,
  dice: Dice,
  options: Pick<BlueBoxOptions, 'practicedReroll'> = BLUEBOX_DEFAULT_OPTIONS,
): PreparedCheckOutcome {
  if (p.autoFail.length > 0) return { roll: null, success: false }
  if (p.kind === 'save') {
    const out = rollSave(p.input, dc ?? 0, dice, options)
    return { roll: out.roll, success: dc === undefined ? null : out.success }
  }
  const roll = rollCheck(p.input, dice, options)
  return { roll, success: dc === undefined ? null : checkSucceeds(roll, dc) }
}

/** What a prepared check is called in the log and the dialog: "Intimidation (CHA) check", "FOR save". */
export function preparedCheckName(p: Pick<PreparedCheck, 'kind' | 'ability' | 'stat'>): string {
  if (p.kind === 'save' || p.ability === undefined) return `${p.stat} save`
  const a = ABILITIES[p.ability]
  return a.stats.length > 1 ? `${a.name} (${p.stat}) check` : `${a.name} check`
}

/** The target of an attack: its sheet and where it stands now (HP, THP, Plating, condition ids). */
export interface AttackTarget {
  sheet: RollSheet
  state: Omit<CurrentState, 'conditions'>
  conditionIds: readonly string[]
}

export interface PreparedAttack {
  /** What resolveAttack and attackOdds take. */
  input: AttackInput
  defender: Defender
  /** Every Edge and Flaw source: the situation, both sides' conditions, the GM's. */
  sources: EdgeFlawSource[]
  net: number
  /** The attacker's Exhaustion level taken off the roll (R15). */
  exhaustion: number
  /** The target's conditions that forbid the attack (Hidden). */
  untargetable: ConditionId[]
  /** The attacker's conditions that forbid acting (Out, Unconscious, Stasis). */
  cannotAct: ConditionId[]
  /** The target is Out and the attack is melee: a hit kills (Down & Out). */
  hitKills: boolean
}

/**
 * An attack from a sheet with both sides' conditions: the attacker's Flaw (Blinded, Grappled,
 * Poisoned...), the target's (Prone vs melee, Invisible, Unconscious, Stasis), Hunkered behind
 * Cover, Hidden's Edge and extra Power Die, Back-footed targets at BAC, Defensive Stance (and its
 * Edge on an attack made as a Reaction), the attacker's Exhaustion (Combat Actions, Attacks;
 * Conditions & Statuses).
 */
export function prepareAttack(
  attacker: {
    sheet: RollSheet
    conditionIds: readonly string[]
    asReaction?: boolean
    /** A Destroy hit broke this weapon: its Weapon Destroyed mark bears on this attack. */
    weaponBroken?: boolean
  },
  weapon: Weapon,
  target: AttackTarget,
  situation: SheetAttackSituation,
  options?: Partial<BlueBoxOptions>,
): PreparedAttack {
  // The mark's Flaw is on the broken weapon's attacks only (Destroy).
  const mine = conditionsOfBeing(attacker.conditionIds, sheetExhaustion(attacker.sheet)).map((c) =>
    c.id === 'weapon-destroyed' && attacker.weaponBroken === true
      ? { ...c, weaponId: weapon.id }
      : c,
  )
  const theirs = conditionsOfBeing(target.conditionIds, sheetExhaustion(target.sheet))
  const c = attackSituationFromConditions(
    mine,
    theirs,
    { attackRange: weapon.kind, weaponId: weapon.id, asReaction: attacker.asReaction === true },
    options,
  )
  // A Hidden attacker's Edge is the condition's source; the GM's box only counts without it.
  const manualHidden = situation.hidden === true && !c.attackerHidden
  // Hunker doubles Cover's Flaw; attackEdgeFlaw applies either to ranged attacks only.
  const s: SheetAttackSituation = {
    ...situation,
    hidden: manualHidden,
    targetHunkered:
      situation.targetHunkered === true || (c.targetHunkered && situation.targetInCover === true),
    extra: [...(situation.extra ?? []), ...c.sources, ...gmSources(situation.edge, situation.flaw)],
    edge: 0,
    flaw: 0,
    exhaustion: c.exhaustion,
  }
  const tally = attackEdgeFlawFor(weapon, s)
  const input = attackInputFor(attacker.sheet, weapon, s)
  input.hidden = manualHidden || c.attackerHidden
  const defender = defenderFrom(target.sheet, { ...target.state, conditions: theirs })
  return {
    input,
    defender,
    sources: tally.sources,
    net: tally.net,
    exhaustion: c.exhaustion,
    untargetable: c.untargetable,
    cannotAct: conditionsForbidding(mine, 'act'),
    hitKills: c.hitKills,
  }
}

/** "Hidden", "Out, Unconscious": condition names for messages. */
export function conditionNames(ids: readonly ConditionId[]): string {
  return ids.map((id) => CONDITIONS[id].name).join(', ')
}
