import type { ConditionId, StatId } from './condition-types'
import { keysOf } from '../../../kit/keys'

/** Short (2-5 hours) or Long (6-12 hours) rest (Rest & Repair). */
export type RestKind = 'short' | 'long'

/** Rest lengths, Rest Activity slots and the Exhaustion each clears by itself (Rest & Repair; Exhaustion, R14). */
export const REST_KINDS = {
  short: { activities: 3, hours: { min: 2, max: 5 }, clearsExhaustion: 2 },
  long: { activities: 5, hours: { min: 6, max: 12 }, clearsExhaustion: 4 },
} as const satisfies Readonly<
  Record<
    RestKind,
    { activities: number; hours: { min: number; max: number }; clearsExhaustion: number }
  >
>

/** Every Rest Activity (•••) of the seed, kebab-case. */
export type RestActivityId =
  | 'restore-hp'
  | 'restore-ep'
  | 'repair-plating'
  | 'lose-exhaustion'
  | 'repair-tool'
  | 'swap-module'
  | 'craft'
  | 'practice-weapon'
  | 'meditate'
  | 'study-maps'
  | 'keep-watch'
  | 'gift'

/** What a Rest Activity does, as data. */
export type RestEffect =
  | {
      readonly kind: 'restore'
      readonly pool: 'hp' | 'ep'
      readonly powerDice: number
      readonly stat: StatId
    }
  | { readonly kind: 'repair'; readonly what: 'plating' | 'tool' }
  | { readonly kind: 'lose-exhaustion'; readonly levels: number }
  | { readonly kind: 'swap-module' }
  | { readonly kind: 'craft' }
  | { readonly kind: 'practice'; readonly timesToPracticed: number }
  | {
      readonly kind: 'boon'
      readonly condition: ConditionId
      readonly during: 'rest' | 'until-next-rest'
    }
  | { readonly kind: 'gift' }

/** One Rest Activity as data. */
export interface RestActivityDef {
  readonly id: RestActivityId
  readonly name: string
  readonly group:
    'Regeneration & Repair' | 'Crafting & Modifications' | 'Practice & Preparation' | 'Extra'
  /** "You cannot take this action more than once per rest." */
  readonly oncePerRest: boolean
  /** Whom it may be done for: yourself, yourself or an ally, or (a gift) an ally. */
  readonly target: 'self' | 'self-or-ally' | 'ally'
  readonly effect: RestEffect
}

/** Practice sessions that make a weapon Practiced: "doing this twice" (Rest & Repair, Practice & Preparation). */
export const PRACTICE_TO_PRACTICED = 2

const RR = 'Regeneration & Repair'
const PP = 'Practice & Preparation'

/** Every Rest Activity with its limits and effect (Rest & Repair, Rest Activities). */
export const REST_ACTIVITIES: Readonly<Record<RestActivityId, RestActivityDef>> = {
  'restore-hp': {
    id: 'restore-hp',
    name: 'Restore HP',
    group: RR,
    oncePerRest: false,
    target: 'self',
    effect: { kind: 'restore', pool: 'hp', powerDice: 2, stat: 'FOR' },
  },
  'restore-ep': {
    id: 'restore-ep',
    name: 'Restore Escalation Points',
    group: RR,
    oncePerRest: false,
    target: 'self',
    effect: { kind: 'restore', pool: 'ep', powerDice: 1, stat: 'SPI' },
  },
  'repair-plating': {
    id: 'repair-plating',
    name: 'Repair Plating',
    group: RR,
    oncePerRest: false,
    target: 'self-or-ally',
    effect: { kind: 'repair', what: 'plating' },
  },
  'lose-exhaustion': {
    id: 'lose-exhaustion',
    name: 'Lose 2 levels of Exhaustion',
    group: RR,
    oncePerRest: false,
    target: 'self',
    effect: { kind: 'lose-exhaustion', levels: 2 },
  },
  'repair-tool': {
    id: 'repair-tool',
    name: 'Repair weapon or Tool',
    group: RR,
    oncePerRest: false,
    target: 'self-or-ally',
    effect: { kind: 'repair', what: 'tool' },
  },
  'swap-module': {
    id: 'swap-module',
    name: 'Swap, remove or install a Tool Module',
    group: 'Crafting & Modifications',
    oncePerRest: false,
    target: 'self',
    effect: { kind: 'swap-module' },
  },
  craft: {
    id: 'craft',
    name: 'Craft Simple Craftables',
    group: 'Crafting & Modifications',
    oncePerRest: false,
    target: 'self',
    effect: { kind: 'craft' },
  },
  'practice-weapon': {
    id: 'practice-weapon',
    name: 'Practice with a weapon',
    group: PP,
    oncePerRest: false,
    target: 'self',
    effect: { kind: 'practice', timesToPracticed: PRACTICE_TO_PRACTICED },
  },
  meditate: {
    id: 'meditate',
    name: 'Self-reflection or meditation',
    group: PP,
    oncePerRest: true,
    target: 'self',
    effect: { kind: 'boon', condition: 'meditated', during: 'until-next-rest' },
  },
  'study-maps': {
    id: 'study-maps',
    name: 'Study maps',
    group: PP,
    oncePerRest: true,
    target: 'self',
    effect: { kind: 'boon', condition: 'studied-maps', during: 'until-next-rest' },
  },
  'keep-watch': {
    id: 'keep-watch',
    name: 'Keep watch',
    group: PP,
    oncePerRest: true,
    target: 'self',
    effect: { kind: 'boon', condition: 'kept-watch', during: 'rest' },
  },
  gift: {
    id: 'gift',
    name: 'Gift your Rest Activity',
    group: 'Extra',
    oncePerRest: false,
    target: 'ally',
    effect: { kind: 'gift' },
  },
}

/** All Rest Activity ids, in table order. */
export const REST_ACTIVITY_IDS = keysOf(REST_ACTIVITIES)

/** Survival DC to earn a Camp Bonus (Camps & Resting Places). */
export const CAMP_SURVIVAL_DC = 10

export type CampBonusId = 'hidden-camp' | 'comfortable' | 'alarm'

/** The optional Camp Bonuses as data (Camps & Resting Places). */
export const CAMP_BONUSES = {
  'hidden-camp': {
    id: 'hidden-camp',
    name: 'Hidden camp',
    /** Checks to find the camp have this much Flaw. */
    findCampFlaw: 1,
  },
  comfortable: {
    id: 'comfortable',
    name: 'Comfortable arrangements',
    /** Everyone may re-roll any number of ✦ once when restoring HP. */
    hpRerollOnce: true,
    /** Everyone automatically loses this many Exhaustion levels. */
    loseExhaustion: 1,
  },
  alarm: {
    id: 'alarm',
    name: 'Alarm or trap',
    /** Initiative Edge for the party if triggered (as the 'camp-alarm' condition). */
    initiativeEdge: 1,
    condition: 'camp-alarm',
    /** A Crafting check is recorded; finding the trap is an opposing Investigation check. */
    recordedCheck: 'crafting',
    detectedBy: 'investigation',
  },
} as const satisfies Readonly<
  Record<
    CampBonusId,
    { readonly id: CampBonusId; readonly name: string; readonly [k: string]: unknown }
  >
>
