import { CONDITIONS } from './condition-table'
import type {
  ConditionId,
  ConditionInstance,
  RollContext,
  RollEffectKind,
  RollMatcher,
} from './condition-types'
import type { AttackKind, EdgeFlawSource } from './edge-flaw'
import { resolveBlueboxOptions, type BlueBoxOptions } from './options'

/** Where a roll modifier comes from: a condition, or Cover on the line of a ranged attack. */
export type ModifierSource = ConditionId | 'cover'

/** One thing that modifies a roll; `exhaustion` carries the level to subtract (R15). */
export interface RollModifier {
  readonly source: ModifierSource
  readonly effect: RollEffectKind | 'untargetable' | 'hit-kills'
  readonly amount: number
}

/** A modifier that comes from a condition, never from Cover. */
type ConditionModifier = RollModifier & { readonly source: ConditionId }

function matches(m: RollMatcher, roll: RollContext, c: ConditionInstance): boolean {
  if (!m.kinds.includes(roll.kind)) return false
  if (m.stats && (roll.stat === undefined || !m.stats.includes(roll.stat))) return false
  if (m.abilities && (roll.ability === undefined || !m.abilities.includes(roll.ability)))
    return false
  if (m.requiresSight && !roll.requiresSight) return false
  if (m.vsIntimidation && !roll.vsIntimidation) return false
  if (m.asReaction && !roll.asReaction) return false
  if (m.sameWeapon && (c.weaponId === undefined || roll.weaponId !== c.weaponId)) return false
  if (m.detectingApproach && !roll.detectingApproach) return false
  if (m.alarmTriggered && !roll.alarmTriggered) return false
  if (m.inSightOfSource && roll.inSightOf && c.sourceId !== undefined) {
    return roll.inSightOf.includes(c.sourceId)
  }
  return true
}

/**
 * What the roller's own conditions do to a roll: Edge, Flaw, auto-fail, the exhaustion penalty,
 * a Hidden attack's extra Power Die (R12 option) (Conditions & Statuses, Exhaustion, Hidden).
 */
export function rollModifiersFromConditions(
  conditions: readonly ConditionInstance[],
  roll: RollContext,
  options?: Partial<BlueBoxOptions>,
): ConditionModifier[] {
  const opts = resolveBlueboxOptions(options)
  const out: ConditionModifier[] = []
  for (const c of conditions) {
    for (const e of CONDITIONS[c.id].rolls) {
      if (!matches(e.on, roll, c)) continue
      if (e.effect === 'extra-power-die' && opts.hiddenAttack === 'edge-only') continue
      const amount = e.effect === 'exhaustion' ? (c.level ?? 1) : (e.amount ?? 1)
      if (e.effect === 'exhaustion' && amount <= 0) continue
      out.push({ source: c.id, effect: e.effect, amount })
    }
  }
  return out
}

/** An attack as the target's conditions see it. */
export interface AttackAgainst {
  readonly range: 'melee' | 'ranged'
  /** An area effect (may still reach a Hidden being whose location is known). */
  readonly area?: boolean
  /** The ranged attack's line passes over Cover adjacent to the target. */
  readonly throughCover?: boolean
}

/**
 * What the TARGET's conditions do to an attack against it: Prone, Invisible, Stasis, Unconscious,
 * Hidden, Out; and Cover's Flaw, which Hunker turns into 2 Flaw (Conditions & Statuses, Cover).
 */
export function attackModifiersAgainst(
  targetConditions: readonly ConditionInstance[],
  attack: AttackAgainst,
): RollModifier[] {
  const out: RollModifier[] = againstFromConditions(targetConditions, attack)
  if (attack.throughCover && attack.range === 'ranged') {
    const hunkered = targetConditions.some((c) => c.id === 'hunkered')
    out.push({ source: hunkered ? 'hunkered' : 'cover', effect: 'flaw', amount: hunkered ? 2 : 1 })
  }
  return out
}

/** The target's conditions alone on an attack against it, Cover left out. */
function againstFromConditions(
  targetConditions: readonly ConditionInstance[],
  attack: AttackAgainst,
): ConditionModifier[] {
  const out: ConditionModifier[] = []
  for (const c of targetConditions) {
    for (const e of CONDITIONS[c.id].against) {
      if (e.range && e.range !== attack.range) continue
      // Only Hidden's untargetability carries `exceptArea`: an area effect still reaches it.
      if (e.exceptArea && attack.area) continue
      out.push({ source: c.id, effect: e.effect, amount: e.amount ?? 1 })
    }
  }
  return out
}

/** Roll modifiers summed: Edge and Flaw dice (before R1's cap), exhaustion, auto-fail, extra ✦. */
export interface RollModifierTotals {
  edge: number
  flaw: number
  exhaustion: number
  autoFail: boolean
  untargetable: boolean
  hitKills: boolean
  extraPowerDice: number
}

/** Sum a list of roll modifiers into the numbers a check or attack takes (Roll Types & Modifiers). */
export function rollModifierTotals(mods: readonly RollModifier[]): RollModifierTotals {
  const t: RollModifierTotals = {
    edge: 0,
    flaw: 0,
    exhaustion: 0,
    autoFail: false,
    untargetable: false,
    hitKills: false,
    extraPowerDice: 0,
  }
  for (const m of mods) {
    if (m.effect === 'edge') t.edge += m.amount
    else if (m.effect === 'flaw') t.flaw += m.amount
    else if (m.effect === 'exhaustion') t.exhaustion = Math.max(t.exhaustion, m.amount)
    else if (m.effect === 'auto-fail') t.autoFail = true
    else if (m.effect === 'untargetable') t.untargetable = true
    else if (m.effect === 'hit-kills') t.hitKills = true
    else t.extraPowerDice += m.amount
  }
  return t
}

/** Whose condition it is, as the Edge/Flaw list names it: "Prone (target)". */
export type ConditionBearer = 'attacker' | 'target' | 'roller'

function sourceRule(source: ConditionId): string {
  const { name, section } = CONDITIONS[source]
  return section === name ? section : `${section}, ${name}`
}

/** One Edge or Flaw modifier as a labelled source, named by condition and bearer. */
function labelled(m: ConditionModifier, bearer: ConditionBearer): EdgeFlawSource {
  const name = CONDITIONS[m.source].name
  return {
    label: `${name} (${bearer})`,
    edge: m.effect === 'edge' ? m.amount : 0,
    flaw: m.effect === 'flaw' ? m.amount : 0,
    rule: sourceRule(m.source),
  }
}

const isEdgeOrFlaw = (m: RollModifier): boolean => m.effect === 'edge' || m.effect === 'flaw'
const uniq = (ids: readonly ConditionId[]): ConditionId[] => [...new Set(ids)]

/** What the roller's conditions do to one check or save, every part named by its condition. */
export interface ConditionRollSituation {
  /** Each condition's Edge or Flaw, e.g. "Disoriented (roller)", with its seed section. */
  sources: EdgeFlawSource[]
  /** The Exhaustion level whose penalty applies: checks and attacks only (R15). */
  exhaustion: number
  /** Conditions that fail this roll without a die (Out and Unconscious saves, Blinded sight checks). */
  autoFail: ConditionId[]
}

/**
 * The roller's conditions on an ability check or a save: Disoriented, Grappled and Prone Flaw on
 * DEX saves, Shattered vs Intimidation, Exhaustion on checks, automatic failures (Conditions &
 * Statuses; Exhaustion, R15).
 */
export function checkSituationFromConditions(
  conditions: readonly ConditionInstance[],
  roll: RollContext & { readonly kind: 'check' | 'save' },
  options?: Partial<BlueBoxOptions>,
): ConditionRollSituation {
  const mods = rollModifiersFromConditions(conditions, roll, options)
  return {
    sources: mods.filter(isEdgeOrFlaw).map((m) => labelled(m, 'roller')),
    exhaustion: rollModifierTotals(mods).exhaustion,
    autoFail: uniq(mods.filter((m) => m.effect === 'auto-fail').map((m) => m.source)),
  }
}

/** The attacker's and the target's conditions on one attack roll. */
export interface AttackConditionSituation extends ConditionRollSituation {
  /** The attacker is Hidden: its Edge is among the sources; a hit adds a Power Die (R12). */
  attackerHidden: boolean
  /** The target is Hunkered: Cover's Flaw is 2 when the ranged attack passes over it (Hunker). */
  targetHunkered: boolean
  /** The target's conditions that forbid targeting it (Hidden, unless an area effect). */
  untargetable: ConditionId[]
  /** The target is Out and this is melee: a hit kills (Down & Out). */
  hitKills: boolean
}

/**
 * The attacker's and target's conditions on an attack, each Edge or Flaw a labelled source named
 * "Blinded (attacker)" or "Prone (target)" so `attackEdgeFlaw` takes them as `extra` and none is
 * counted twice. Cover stays with the situation (`targetInCover`), Hunkered only says the Cover
 * Flaw doubles (Conditions & Statuses; Hidden; Combat Actions, Hunker).
 */
export function attackSituationFromConditions(
  attacker: readonly ConditionInstance[],
  target: readonly ConditionInstance[],
  roll: Omit<RollContext, 'kind'> & { readonly attackRange: AttackKind },
  options?: Partial<BlueBoxOptions>,
): AttackConditionSituation {
  const mine = rollModifiersFromConditions(attacker, { ...roll, kind: 'attack' }, options)
  const theirs = againstFromConditions(target, { range: roll.attackRange })
  return {
    sources: [
      ...mine.filter(isEdgeOrFlaw).map((m) => labelled(m, 'attacker')),
      ...theirs.filter(isEdgeOrFlaw).map((m) => labelled(m, 'target')),
    ],
    exhaustion: rollModifierTotals(mine).exhaustion,
    autoFail: uniq(mine.filter((m) => m.effect === 'auto-fail').map((m) => m.source)),
    attackerHidden: attacker.some((c) => c.id === 'hidden'),
    targetHunkered: target.some((c) => c.id === 'hunkered'),
    untargetable: uniq(theirs.filter((m) => m.effect === 'untargetable').map((m) => m.source)),
    hitKills: theirs.some((m) => m.effect === 'hit-kills'),
  }
}
