import { CONDITIONS } from './condition-table'
import type {
  ConditionId,
  ConditionInstance,
  RollContext,
  RollEffectKind,
  RollMatcher,
} from './condition-types'
import type { AttackKind, AttackSituation, EdgeFlawSource } from './edge-flaw'
import { resolveOptions, type BlueBoxOptions } from './options'

/** Where a roll modifier comes from: a condition, or Cover on the line of a ranged attack. */
export type ModifierSource = ConditionId | 'cover'

/** One thing that modifies a roll; `exhaustion` carries the level to subtract (R15). */
export interface RollModifier {
  readonly source: ModifierSource
  readonly effect: RollEffectKind | 'untargetable' | 'hit-kills'
  readonly amount: number
}

function matches(m: RollMatcher, roll: RollContext, c: ConditionInstance): boolean {
  if (!m.kinds.includes(roll.kind)) return false
  if (m.stats && (roll.stat === undefined || !m.stats.includes(roll.stat))) return false
  if (m.abilities && (roll.ability === undefined || !m.abilities.includes(roll.ability)))
    return false
  if (m.attackRange && roll.attackRange !== m.attackRange) return false
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
): RollModifier[] {
  const opts = resolveOptions(options)
  const out: RollModifier[] = []
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
  const out: RollModifier[] = []
  for (const c of targetConditions) {
    for (const e of CONDITIONS[c.id].against) {
      if (e.range && e.range !== attack.range) continue
      if (e.effect === 'untargetable' && e.exceptArea && attack.area) continue
      out.push({ source: c.id, effect: e.effect, amount: e.amount ?? 1 })
    }
  }
  if (attack.throughCover && attack.range === 'ranged') {
    const hunkered = targetConditions.some((c) => c.id === 'hunkered')
    out.push({ source: hunkered ? 'hunkered' : 'cover', effect: 'flaw', amount: hunkered ? 2 : 1 })
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

/** Attack rolls handled by flags of `attackEdgeFlaw`, so they are not repeated in `extra`. */
const FLAGGED: readonly ModifierSource[] = ['hidden', 'defensive-stance', 'weapon-destroyed']

/**
 * The attacker's and target's conditions as `attackEdgeFlaw` flags plus labelled `extra` sources
 * (Blinded, Grappled, Poisoned, Frightened...), so none is counted twice (Conditions & Statuses).
 */
export function attackSituationFromConditions(
  attacker: readonly ConditionInstance[],
  target: readonly ConditionInstance[],
  roll: Omit<RollContext, 'kind'> & { readonly attackRange: AttackKind },
  options?: Partial<BlueBoxOptions>,
): Partial<AttackSituation> {
  const mine = rollModifiersFromConditions(attacker, { ...roll, kind: 'attack' }, options)
  const has = (list: readonly ConditionInstance[], id: ConditionId): boolean =>
    list.some((c) => c.id === id)
  const hit = (source: ModifierSource): boolean => mine.some((m) => m.source === source)
  const extra: EdgeFlawSource[] = mine
    .filter((m) => (m.effect === 'edge' || m.effect === 'flaw') && !FLAGGED.includes(m.source))
    .map((m) => ({
      label: m.source === 'cover' ? 'Cover' : CONDITIONS[m.source].name,
      edge: m.effect === 'edge' ? m.amount : 0,
      flaw: m.effect === 'flaw' ? m.amount : 0,
      rule: m.source === 'cover' ? 'Cover & Height Advantage' : CONDITIONS[m.source].section,
    }))
  return {
    hidden: hit('hidden'),
    reactionInDefensiveStance: hit('defensive-stance'),
    weaponDestroyed: hit('weapon-destroyed'),
    targetProne: has(target, 'prone'),
    targetInvisible: has(target, 'invisible'),
    targetUnconscious: has(target, 'unconscious'),
    targetInStasis: has(target, 'stasis'),
    targetHunkered: has(target, 'hunkered'),
    extra,
  }
}
