/**
 * Table options: every settled reading of BLUEBOX-RULES.md that has an alternative, plus the
 * optional rules the seed itself offers. One object per campaign; the defaults are the engine's
 * settled readings.
 */
import { z } from 'zod'

export interface BlueBoxOptions {
  /** R2: Practiced rerolls each 1 once ('once') or until it is not a 1 ('until-not-one'). */
  practicedReroll: 'once' | 'until-not-one'
  /** R3: Plating halves damage rounding down ('down', min 1) or up ('up'). */
  platingRounding: 'down' | 'up'
  /** R6: Plating destroyed vs Resistant/Vulnerable targets changes only when Back-footed, or always. */
  platingResistScaling: 'back-footed-only' | 'always'
  /** R11: DC of the Unmasked save. */
  unmaskedSaveDC: 6 | 8
  /** R12: a Hidden attacker gets Edge and +1 Power Die ('edge-and-die'), or Edge only. */
  hiddenAttack: 'edge-and-die' | 'edge-only'
  /** R14: rests clear exhaustion automatically (long 4, short 2) as well as by the activity. */
  restClearsExhaustion: boolean
  /** R17: climb/swim/dig multiply the entered hex's cost ('multiply') or add to it ('add'). */
  terrainCostStacking: 'multiply' | 'add'
  /**
   * Opportunity Attacks (Combat Actions): an enemy may react once the mover has walked 2 m or more
   * within its reach this turn ('within-reach', as written), or only when a move of 2 m or more
   * leaves its reach ('leaving-reach').
   */
  opportunityAttacks: 'within-reach' | 'leaving-reach'
  /**
   * Down & Out: a Down being may still take Reactions (true, as written: Down's list bars none,
   * while Out says "You cannot take any actions, reactions, or movement"), or takes none (false).
   */
  downReacts: boolean
  /** R18: Down & Out by three damage instances ('instances') or the optional Death Saves. */
  downAndOut: 'instances' | 'death-saves'
  /** R25: each camp bonus at most once per camp, or repeats allowed. */
  campBonusRepeats: boolean
  /** Camps & Resting Places (optional rule): Survival checks for Camp Bonuses in the wilderness. */
  camps: boolean
  /**
   * Keep watch (Rest & Repair): its initiative Edge goes to everyone who kept watch during the rest
   * (false), or only to those whose drawn watch shift covers the hour of the attack (true).
   */
  watchByShift: boolean
  /** Escalation: the optional Escalation Counter is in use. */
  escalationCounter: boolean
}

/** The engine's default readings (BLUEBOX-RULES.md, "Settled readings"). */
export const DEFAULT_OPTIONS: Readonly<BlueBoxOptions> = Object.freeze({
  practicedReroll: 'once',
  platingRounding: 'down',
  platingResistScaling: 'back-footed-only',
  unmaskedSaveDC: 6,
  hiddenAttack: 'edge-and-die',
  restClearsExhaustion: true,
  terrainCostStacking: 'multiply',
  opportunityAttacks: 'within-reach',
  downReacts: true,
  downAndOut: 'instances',
  campBonusRepeats: false,
  camps: true,
  watchByShift: false,
  escalationCounter: false,
})

/** Fill a partial options object (as stored in a campaign) with the defaults. */
export function resolveOptions(partial?: Partial<BlueBoxOptions>): BlueBoxOptions {
  return { ...DEFAULT_OPTIONS, ...partial }
}

const oneOf = <T extends string>(label: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `${label} is ${values.join(' or ')}` }).optional()
const yesNo = (label: string) =>
  z.boolean({ error: `${label} is on (true) or off (false)` }).optional()

/**
 * The table options as a campaign stores them: any of them, each one of its readings; options a
 * newer build adds are kept.
 */
export const BlueBoxOptionsSchema = z.looseObject(
  {
    practicedReroll: oneOf('Practiced reroll', ['once', 'until-not-one']),
    platingRounding: oneOf('Plating rounding', ['down', 'up']),
    platingResistScaling: oneOf('Plating against resistance', ['back-footed-only', 'always']),
    unmaskedSaveDC: z
      .union([z.literal(6), z.literal(8)], { error: 'the Unmasked save DC is 6 or 8' })
      .optional(),
    hiddenAttack: oneOf('a Hidden attack', ['edge-and-die', 'edge-only']),
    restClearsExhaustion: yesNo('rests clearing exhaustion'),
    terrainCostStacking: oneOf('terrain cost stacking', ['multiply', 'add']),
    opportunityAttacks: oneOf('Opportunity Attacks', ['within-reach', 'leaving-reach']),
    downReacts: yesNo('a Down being reacting'),
    downAndOut: oneOf('Down & Out', ['instances', 'death-saves']),
    campBonusRepeats: yesNo('repeated camp bonuses'),
    camps: yesNo('camps'),
    watchByShift: yesNo('the watch counted by shift'),
    escalationCounter: yesNo('the Escalation Counter'),
  },
  { error: 'table options must be an object' },
) satisfies z.ZodType<Partial<BlueBoxOptions>>
