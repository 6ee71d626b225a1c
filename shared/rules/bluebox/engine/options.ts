/**
 * Table options: every settled reading of BLUEBOX-RULES.md that has an alternative, plus the
 * optional rules the seed itself offers. One object per campaign; the defaults are the engine's
 * settled readings.
 *
 * Each option is declared once (shared/kit/options): its reader, its default and how the GM's Table
 * rules dialog lists it, in the dialog's order. Each help line names the reading of
 * BLUEBOX-RULES.md (R2...R25) or the seed section it comes from; the first choice is the engine's
 * default reading.
 */
import { onOff, oneOf, oneOfNumbers, tableOptions } from '../../../kit/options'
import type { TableOptionField } from '../../ruleset'

/** Blue Box's table options, each declared once, for its `Ruleset.options`. */
export const BLUEBOX_TABLE_OPTIONS = tableOptions({
  /** R18: Down & Out by three damage instances ('instances') or the optional Death Saves. */
  downAndOut: oneOf('Down & Out', ['instances', 'death-saves'], 'instances', {
    name: 'Death Saves',
    help: 'Down & Out (R18): a Down being is Out after the third damage it takes, or, with the optional Death Saves, rolls a Death Save at the start of each of its turns.',
    labels: {
      instances: 'Off (Out on the third damage while Down)',
      'death-saves': 'On (a Death Save at the start of each turn)',
    },
  }),
  /** Escalation: the optional Escalation Counter is in use. */
  escalationCounter: onOff('the Escalation Counter', false, {
    name: 'Escalation Counter',
    help: 'Escalation Counter (optional rule): the party’s counter goes up once per turn when a PC spends EP; when full the party may activate it. It persists between fights.',
  }),
  /** R2: Practiced rerolls each 1 once ('once') or until it is not a 1 ('until-not-one'). */
  practicedReroll: oneOf('Practiced reroll', ['once', 'until-not-one'], 'once', {
    name: 'Practiced reroll',
    help: 'Practiced (R2): each 1 on the d12 or an Edge die is rerolled once and the reroll stands, or rerolled until it is not a 1.',
    labels: { once: 'Reroll each 1 once', 'until-not-one': 'Reroll until it is not a 1' },
  }),
  /** R3: Plating halves damage rounding down ('down', min 1) or up ('up'). */
  platingRounding: oneOf('Plating rounding', ['down', 'up'], 'down', {
    name: 'Plating rounding',
    help: 'Plating halving (R3): damage against Plating is halved rounding down (at least 1), or rounding up.',
    labels: { down: 'Round down (at least 1)', up: 'Round up' },
  }),
  /** R6: Plating destroyed vs Resistant/Vulnerable targets changes only when Back-footed, or always. */
  platingResistScaling: oneOf(
    'Plating against resistance',
    ['back-footed-only', 'always'],
    'back-footed-only',
    {
      name: 'Plating against resistance',
      help: 'Plating destroyed against a Resistant or Vulnerable target (R6) is halved or doubled only when the target is Back-footed, or always.',
      labels: { 'back-footed-only': 'Only when Back-footed', always: 'Always' },
    },
  ),
  /** R11: DC of the Unmasked save. */
  unmaskedSaveDC: oneOfNumbers('the Unmasked save DC', [6, 8], 6, {
    name: 'Unmasked save DC',
    help: 'Unmasked save (R11): the Conditions section says DC 6, the Decisive section DC 8.',
    label: (dc) => `DC ${dc}`,
  }),
  /** R12: a Hidden attacker gets Edge and +1 Power Die ('edge-and-die'), or Edge only. */
  hiddenAttack: oneOf('a Hidden attack', ['edge-and-die', 'edge-only'], 'edge-and-die', {
    name: 'Hidden attack',
    help: 'Hidden attack (R12): an attacker who is Hidden gets +1 Edge and +1 Power Die of damage on a hit, or +1 Edge only.',
    labels: { 'edge-and-die': 'Edge and an extra Power Die', 'edge-only': 'Edge only' },
  }),
  /** R14: rests clear exhaustion automatically (long 4, short 2) as well as by the activity. */
  restClearsExhaustion: onOff('rests clearing exhaustion', true, {
    name: 'Rests clear Exhaustion',
    help: 'Exhaustion over rests (R14): a long rest clears 4 levels and a short rest 2 by itself, as well as the rest activity that removes Exhaustion.',
  }),
  /** R17: climb/swim/dig multiply the entered hex's cost ('multiply') or add to it ('add'). */
  terrainCostStacking: oneOf('terrain cost stacking', ['multiply', 'add'], 'multiply', {
    name: 'Terrain costs',
    help: 'Difficult terrain (R17): climbing, swimming and digging multiply the entered hex’s cost (difficult + climb = 4 m), or add to it.',
    labels: { multiply: 'Multiply', add: 'Add' },
  }),
  /**
   * Opportunity Attacks (Combat Actions): an enemy may react once the mover has walked 2 m or more
   * within its reach this turn ('within-reach', as written), or only when a move of 2 m or more
   * leaves its reach ('leaving-reach').
   */
  opportunityAttacks: oneOf(
    'Opportunity Attacks',
    ['within-reach', 'leaving-reach'],
    'within-reach',
    {
      name: 'Opportunity Attacks',
      help: 'Opportunity Attack (Combat Actions): an enemy may react once the mover has walked 2 m or more within its reach this turn, as written; or only when a move of 2 m or more leaves its reach.',
      labels: {
        'within-reach': '2 m moved within reach',
        'leaving-reach': 'Leaving reach after 2 m',
      },
    },
  ),
  /**
   * Down & Out: a Down being may still take Reactions (true, as written: Down's list bars none,
   * while Out says "You cannot take any actions, reactions, or movement"), or takes none (false).
   */
  downReacts: onOff('a Down being reacting', true, {
    name: 'Down beings react',
    help: 'Down & Out: on, a being that is Down may still take Reactions (an Opportunity Attack, a held action), as written: only Out says it cannot; off, a Down being takes none.',
  }),
  /** Camps & Resting Places (optional rule): Survival checks for Camp Bonuses in the wilderness. */
  camps: onOff('camps', true, {
    name: 'Camps',
    help: 'Camps & Resting Places (optional rule): a rest in the wilderness starts with a Survival check DC 10 for each member; each success buys one Camp Bonus.',
  }),
  /** R25: each camp bonus at most once per camp, or repeats allowed. */
  campBonusRepeats: onOff('repeated camp bonuses', false, {
    name: 'Repeated camp bonuses',
    help: 'Camp bonuses (R25): each bonus at most once per camp, or the same bonus may be taken again.',
  }),
  /**
   * Keep watch (Rest & Repair): its initiative Edge goes to everyone who kept watch during the rest
   * (false), or only to those whose drawn watch shift covers the hour of the attack (true).
   */
  watchByShift: onOff('the watch counted by shift', false, {
    name: 'Keep watch by shift',
    help: 'Keep watch (Rest & Repair): off, everyone who kept watch during the rest adds +1 Edge to initiative when it is attacked; on, only those whose drawn watch shift covers the hour of the attack.',
  }),
})

/** Every option with its reading: the campaign's where it set one, else the default. */
export type BlueBoxOptions = ReturnType<typeof BLUEBOX_TABLE_OPTIONS.resolve>

/** The engine's default readings (BLUEBOX-RULES.md, "Settled readings"). */
export const BLUEBOX_DEFAULT_OPTIONS: Readonly<BlueBoxOptions> = BLUEBOX_TABLE_OPTIONS.defaults

/**
 * The table options as a campaign stores them: any of them, each one of its readings; options a
 * newer build adds are kept. Nothing is filled in: the campaign keeps only what the GM set.
 */
export const BlueBoxOptionsSchema = BLUEBOX_TABLE_OPTIONS.schema

/** Blue Box's table options as the GM's Table rules dialog lists them, in its order. */
export const BLUEBOX_OPTION_FIELDS: readonly TableOptionField[] = BLUEBOX_TABLE_OPTIONS.fields

/** Options resolveBlueboxOptions gave back, so reading them again gives them back as they are. */
const alreadyRead = new WeakSet<object>()

/**
 * Options as stored in a campaign (any of them, or a whole BlueBoxOptions) with every default
 * filled in. A reading an option cannot have is refused with an Error naming it, never silently
 * replaced by the default. Stored options are read here, so they come in as whatever was stored.
 */
export function resolveBlueboxOptions(stored?: unknown): BlueBoxOptions {
  // Options already read here come back as they are: the rules hand the campaign's read options
  // down to every helper, and reading them again for each roll of a rest was most of its garbage.
  // (Read options are shared as they are, never changed: campaignOptions keeps one per campaign.)
  if (typeof stored === 'object' && stored !== null && alreadyRead.has(stored))
    return stored as BlueBoxOptions
  const read = BLUEBOX_TABLE_OPTIONS.resolve(stored)
  alreadyRead.add(read)
  return read
}
