/**
 * GG dropping to 0 HP, dying and Wounded Degrees (OTHER-SYSTEMS.md A.5, GG-098 … GG-109; seed 001,
 * "Conditions: Dying" and "Wounded"). HP and Barrier Points themselves are the damage pipeline's
 * (another file): these rules take what the pipeline did to HP and say what it means.
 */
import type { Dice } from '../../../dice'
import { heal as healHp } from './healing'
import type { GgTrait } from './model'
import { GG_DEFAULT_OPTIONS, type GgOptions } from './options'
import { traitTest, type AdvantageCount, type TraitTestResult } from './test'

/** The table options the dying track reads (A.8 GG-Q35 … GG-Q41, GG-Q55; D.4 defaults). */
export type GgDyingOptions = Pick<
  GgOptions,
  | 'koOutcome'
  | 'wounded5'
  | 'stabilisedHit'
  | 'nonlethalHitWound'
  | 'bpPartialWound'
  | 'massiveAfterBP'
  | 'npcDeath'
>

/** GG-105: Wounded 5 depends on the kind of encounter (only Critical Engagement is named). */
export type GgEncounterKind = 'criticalEngagement' | 'other'
/** GG-Q55: who dies how. */
export type GgBeingKind = 'pc' | 'named' | 'minion'

/** A being's place on the dying track. Wounded Degrees run 0..5. */
export interface GgDyingState {
  unconscious: boolean
  dying: boolean
  stabilised: boolean
  wounded: number
  /** GG-109: knocked out without Dying; it starts Dying when damaged again. */
  nonlethal: boolean
  /** GG-099 / GG-105: removed from the Encounter. */
  outOfFight: boolean
  dead: boolean
}

/** A being on its feet with no Wounded Degrees. */
export const GG_UP: Readonly<GgDyingState> = Object.freeze({
  unconscious: false,
  dying: false,
  stabilised: false,
  wounded: 0,
  nonlethal: false,
  outOfFight: false,
  dead: false,
})

/** GG-105: the Degree at which the encounter-kind outcome applies. */
export const GG_WOUNDED_MAX = 5

/** One hit, as the damage pipeline delivered it. */
export interface GgHpHit {
  hpBefore: number
  maxHp: number
  /** Damage after Immunity … Vulnerability, before Barrier Points and Scars took their share. */
  damage: number
  /** The part Barrier Points absorbed (GG-092). */
  bpAbsorbed: number
  crit: boolean
  /** GG-109: a melee attack whose attacker chose to knock the target out. */
  nonlethalMelee?: boolean
  encounter: GgEncounterKind
  being?: GgBeingKind
}

export interface GgDyingResult {
  state: GgDyingState
  hpAfter: number
  /** What happened, for the log and the GM ("Aria is Dying"). */
  events: Array<
    'unconscious' | 'dying' | 'woundedGained' | 'stabilisedLost' | 'knockedOutOfFight' | 'died'
  >
}

function wounded5(
  state: GgDyingState,
  encounter: GgEncounterKind,
  options: GgDyingOptions,
  events: GgDyingResult['events'],
): GgDyingState {
  const outcome = options.wounded5[encounter]
  if (outcome === 'dies') {
    events.push('died')
    return { ...state, dead: true, dying: false, stabilised: false }
  }
  events.push('knockedOutOfFight')
  return { ...state, outOfFight: true, stabilised: false }
}

function addWounded(
  state: GgDyingState,
  degrees: number,
  encounter: GgEncounterKind,
  options: GgDyingOptions,
  events: GgDyingResult['events'],
): GgDyingState {
  const wounded = Math.min(GG_WOUNDED_MAX, state.wounded + degrees)
  if (wounded > state.wounded) events.push('woundedGained')
  const next = { ...state, wounded }
  return wounded >= GG_WOUNDED_MAX && state.wounded < GG_WOUNDED_MAX
    ? wounded5(next, encounter, options, events)
    : next
}

/**
 * GG-098 … GG-101, GG-103, GG-108, GG-109: what one hit does to the dying track. Seed "Dropping to
 * 0 HP", "Dying".
 *
 * Massive damage (GG-099, GG-Q35, GG-Q41): the hit brings HP to 0 and what is left over (after
 * Barrier Points and HP under `massiveAfterBP`) is at least the HP Maximum → Knocked Out of the
 * Fight, removed from the Encounter at once (no Dying, no Wounded Degrees). Reading confirmed here:
 * with `koOutcome: 'asWounded5'` (the default) the knockout then ends as Wounded 5 would in that
 * kind of encounter (`wounded5`, GG-Q36): by default it kills in a Critical Engagement and only
 * removes the being elsewhere; with `koOutcome: 'removedOnly'` it only removes the being.
 */
export function dyingAfterHit(
  state: GgDyingState,
  hit: GgHpHit,
  options: GgDyingOptions = GG_DEFAULT_OPTIONS,
): GgDyingResult {
  if (hit.damage < 0 || hit.bpAbsorbed < 0 || hit.bpAbsorbed > hit.damage) {
    throw new RangeError(
      'Damage and the part Barrier Points absorbed must be 0 or more, the part no larger than the damage.',
    )
  }
  if (hit.hpBefore < 0 || hit.hpBefore > hit.maxHp)
    throw new RangeError('Current HP must lie between 0 and the HP Maximum.')
  const events: GgDyingResult['events'] = []
  if (state.dead || state.outOfFight) return { state, hpAfter: hit.hpBefore, events }
  const toHp = hit.damage - hit.bpAbsorbed
  const hpAfter = Math.max(0, hit.hpBefore - toHp)

  if (hit.hpBefore > 0) {
    if (hpAfter > 0) return { state, hpAfter, events }
    const leftOver = (options.massiveAfterBP ? toHp : hit.damage) - hit.hpBefore
    const being = hit.being ?? 'pc'
    const rule = being === 'pc' ? 'asPC' : options.npcDeath[being === 'named' ? 'named' : 'minions']
    if (rule === 'dieAt0') {
      events.push('died')
      return { state: { ...state, dead: true }, hpAfter, events }
    }
    if (leftOver >= hit.maxHp) {
      events.push('knockedOutOfFight')
      const out = { ...state, outOfFight: true, unconscious: true }
      if (options.koOutcome === 'asWounded5' && options.wounded5[hit.encounter] === 'dies') {
        // GG-Q35 asWounded5: the knockout follows the Wounded 5 outcome of this encounter kind.
        events.push('died')
        return { state: { ...out, dead: true }, hpAfter, events }
      }
      return { state: out, hpAfter, events }
    }
    events.push('unconscious')
    if (hit.nonlethalMelee === true) {
      return { state: { ...state, unconscious: true, nonlethal: true }, hpAfter, events }
    }
    events.push('dying')
    return { state: { ...state, unconscious: true, dying: true }, hpAfter, events }
  }

  // Already at 0 HP: damage only matters if some of it got past the Barrier Points (GG-Q40).
  const counts = options.bpPartialWound ? toHp > 0 : hit.damage > 0 && hit.bpAbsorbed === 0
  if (!counts) return { state, hpAfter, events }
  if (state.nonlethal && !state.dying) {
    events.push('dying')
    const next = { ...state, nonlethal: false, dying: true }
    const woken = options.nonlethalHitWound
      ? addWounded(next, hit.crit ? 2 : 1, hit.encounter, options, events)
      : next
    return { state: woken, hpAfter, events }
  }
  if (!state.dying) return { state, hpAfter, events }
  if (state.stabilised) {
    events.push('stabilisedLost')
    const degrees = options.stabilisedHit === '2+critBonus' && hit.crit ? 3 : 2
    return {
      state: addWounded({ ...state, stabilised: false }, degrees, hit.encounter, options, events),
      hpAfter,
      events,
    }
  }
  return {
    state: addWounded(state, hit.crit ? 2 : 1, hit.encounter, options, events),
    hpAfter,
    events,
  }
}

/** GG-102 and GG-108: at the start of its Turn a Dying being gains 1 Degree, unless Stabilised. */
export function dyingAtTurnStart(
  state: GgDyingState,
  encounter: GgEncounterKind,
  options: GgDyingOptions = GG_DEFAULT_OPTIONS,
): GgDyingResult & { hpAfter: 0 } {
  const events: GgDyingResult['events'] = []
  if (!state.dying || state.stabilised || state.dead || state.outOfFight)
    return { state, hpAfter: 0, events }
  return { state: addWounded(state, 1, encounter, options, events), hpAfter: 0, events }
}

/**
 * GG-094, GG-100, GG-104: healing up to the HP Maximum (the rest is lost) wakes the being and ends
 * Dying and Stabilised; Wounded Degrees stay. The dead cannot be healed (GG-095).
 */
export function dyingAfterHealing(
  state: GgDyingState,
  heal: { hpBefore: number; maxHp: number; amount: number },
): { state: GgDyingState; hpAfter: number } {
  if (heal.amount < 0) throw new RangeError('Healing cannot be negative.')
  if (state.dead) return { state, hpAfter: heal.hpBefore }
  // GG-094 / GG-095 are the damage rules' (damage.ts `heal`); this adds what healing does to Dying.
  const hpAfter = healHp(heal.hpBefore, heal.maxHp, heal.amount)
  if (hpAfter <= 0) return { state, hpAfter }
  return {
    state: { ...state, unconscious: false, dying: false, stabilised: false, nonlethal: false },
    hpAfter,
  }
}

/** GG-104: at the end of the Encounter/Scene, Wounded clears only for a being with at least 1 HP. */
export function dyingAtEncounterEnd(state: GgDyingState, hp: number): GgDyingState {
  if (state.dead || hp < 1) return state
  return { ...state, wounded: 0 }
}

/** The roller's side of a Medicine Skill Roll (GG-107). */
export interface GgMedicineRoller {
  traits: Partial<Record<GgTrait, number>>
  sb: number
  /** Trained in Medicine: adds SB (F-GG-1). */
  trained: boolean
  modifier?: number
  advantage?: Partial<AdvantageCount>
}

/** GG-107: the TG of the first-aid roll. */
export const GG_STABILISE_TG = 10

/**
 * GG-107 Stabilise: Use Skill (Medicine), a Trait Test (test.ts: the table's test die, Trait
 * `skillTrait.medicine` (GG-Q39, default KNO), SB if Trained, modifiers) against TG 10 makes a Dying
 * being Stabilised. Seed "Dying: Stabilising".
 */
export function rollStabilise(
  target: GgDyingState,
  roller: GgMedicineRoller,
  dice: Dice,
  options: Pick<
    GgOptions,
    'skillTrait' | 'testDie' | 'advMode' | 'inspiredOn'
  > = GG_DEFAULT_OPTIONS,
): { state: GgDyingState; test: TraitTestResult; die: number; total: number; success: boolean } {
  if (!target.dying || target.dead) throw new Error('Only a Dying character can be stabilised.')
  if (target.stabilised) throw new Error('This character is already stabilised.')
  const test = traitTest(
    dice,
    {
      trait: roller.traits[options.skillTrait.medicine] ?? 0,
      sb: roller.sb,
      trained: roller.trained,
      modifier: roller.modifier ?? 0,
      ...(roller.advantage === undefined ? {} : { advantage: roller.advantage }),
    },
    GG_STABILISE_TG,
    options,
  )
  const success = test.success
  return {
    state: success ? { ...target, stabilised: true } : target,
    test,
    die: test.natural,
    total: test.ttv,
    success,
  }
}

/** GG-106: what a Final Moment action may not do. */
export interface GgFinalMomentAction {
  requirementsMet: boolean
  heals: boolean
  preventsDeath: boolean
}

/**
 * GG-106 Final Moment: one action whose normal requirements are met, that neither heals nor
 * prevents the death. Returns null when allowed, else the reason in GM words.
 */
export function finalMomentRefusal(action: GgFinalMomentAction): string | null {
  if (!action.requirementsMet) return 'This action is not possible right now.'
  if (action.heals) return 'A Final Moment cannot be used to heal.'
  if (action.preventsDeath) return 'A Final Moment cannot prevent the death.'
  return null
}
