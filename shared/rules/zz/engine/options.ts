/**
 * Zealots of Zaldar table options: every foundation default (F-ZZ-1..7) and every ambiguity
 * option (ZZ-Q*) of OTHER-SYSTEMS.md Part B, with the option registry's defaults (D.4). Each is
 * declared once (shared/kit/options), in the order the GM's Table rules dialog lists them: turn and
 * dice, the board, attacks, harm. Each help names the F-ZZ / ZZ-Q entry it settles; numbers are
 * offered as a few readings, and the Crit die and the archery tiers, which are stored as objects,
 * are offered by preset name. A campaign stores only what the GM set; `resolveZzOptions` fills the
 * rest and refuses readings the engine does not know, in words a GM understands.
 */
import { z } from 'zod'
import {
  onOff,
  oneOf,
  oneOfNumbers,
  own,
  tableOptions,
  whole,
  wholeNumber,
} from '../../../kit/options'
import { campaignOptions } from '../../define'
import { distanceText } from '../../ruleset'

/**
 * Named readings of the two options that are objects, so the GM's Table rules dialog can offer
 * them as choices: a stored name is read as its object (ZZ-Q4 Crit die, ZZ-Q18 archery tiers).
 */
export const ZZ_CRIT_DIE_PRESETS = {
  d6one: { faces: 6, critFaces: 1 },
  d6two: { faces: 6, critFaces: 2 },
  d6three: { faces: 6, critFaces: 3 },
} as const
export const ZZ_ARCHERY_PRESETS = {
  standard: { untrained: -5, basic: 4, intermediate: 6, advanced: 8, expert: 10 },
  advancedSix: { untrained: -5, basic: 4, intermediate: 6, advanced: 6, expert: 10 },
} as const
const preset =
  (table: Readonly<Record<string, object>>) =>
  (v: unknown): unknown =>
    typeof v === 'string' && Object.hasOwn(table, v) ? { ...table[v] } : v
/** A preset option's dialog choices: each preset by name in the GM's words, the default first. */
const byName = <K extends string>(labels: Record<K, string>) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }))

/** A part of a stored object left out takes the d6 with one Crit face. */
const critDie = z
  .object({
    faces: wholeNumber('the Critical Hit die', 2, 100).default(6),
    critFaces: wholeNumber('the Critical Hit faces', 1, 99).default(1),
  })
  .refine((d) => d.critFaces < d.faces, {
    error: 'the Critical Hit die needs at least one blank face',
  })

/** A tier left out of a stored object takes the standard reading. */
const archeryTiers = z.object({
  untrained: wholeNumber('untrained archery', -20, 0).default(-5),
  basic: wholeNumber('Archery Basic', 0, 30).default(4),
  intermediate: wholeNumber('Archery Intermediate', 0, 30).default(6),
  advanced: wholeNumber('Archery Advanced', 0, 30).default(8),
  expert: wholeNumber('Archery Expert', 0, 30).default(10),
})

const spaces = (n: number) => distanceText(n, 'spaces')
const move = (n: number) => `${n} Move`
const orMore = (n: number) => `${n} or more`

const ZZ = tableOptions({
  // Turn, dice and Critical Hits.
  turnOrder: oneOf(
    'the turn order',
    ['heroesThenZaldar', 'alternate', 'd20Initiative'],
    'heroesThenZaldar',
    {
      name: 'Turn order',
      help: 'F-ZZ-1 / ZZ-Q1: who acts when in a round.',
      labels: {
        heroesThenZaldar: 'Heroes in seat order, then Zaldar with every monster',
        alternate: 'A Hero, then a monster, in turn',
        d20Initiative: 'Everyone rolls a d20 (ties: higher DEX)',
      },
    },
  ),
  critDie: own(z.preprocess(preset(ZZ_CRIT_DIE_PRESETS), critDie), ZZ_CRIT_DIE_PRESETS.d6one, {
    name: 'Critical Hit die',
    help: 'F-ZZ-2 / ZZ-Q4: how many faces of the d6 Crit die show the Crit image.',
    kind: 'choice',
    choices: byName<keyof typeof ZZ_CRIT_DIE_PRESETS>({
      d6one: 'A d6 with 1 Crit face',
      d6two: 'A d6 with 2 Crit faces',
      d6three: 'A d6 with 3 Crit faces',
    }),
  }),
  doubleScope: oneOf('what a Critical Hit doubles', ['fullTotal', 'dieOnly'], 'fullTotal', {
    name: 'What a Critical Hit doubles',
    help: 'ZZ-Q6: the whole attack total, or only the die.',
    labels: { fullTotal: 'The full total', dieOnly: 'Only the die' },
  }),
  chainFailKeepsFirst: onOff('keeping the first doubling after a blank', false, {
    name: 'A blank keeps the first doubling',
    help: 'ZZ-Q5: when a Critical chain ends on a blank, the first doubling still counts. Off: the chain busts back to the undoubled total.',
  }),
  rerollKeep: oneOf('a re-roll', ['new', 'best'], 'new', {
    name: 'A re-rolled die keeps',
    help: 'F-ZZ-6 / ZZ-Q13: the new result, or the better of the two.',
    labels: { new: 'The new result', best: 'The better of the two' },
  }),
  rerollChain: oneOf('a re-roll in a Critical chain', ['anyThrow', 'lastThrow'], 'anyThrow', {
    name: 'Re-roll in a Critical chain',
    help: 'ZZ-Q13: a re-roll of the Crit die may pick any throw of the chain, or only the last.',
    labels: { anyThrow: 'Any throw', lastThrow: 'Only the last throw' },
  }),
  rerollSameDieTwice: onOff('re-rolling one die twice', false, {
    name: 'Re-roll one die twice',
    help: 'ZZ-Q14: the two re-rolls of a Flanked Back Attack may fall on the same die.',
  }),
  mpRefresh: oneOf('Mind Point refresh', ['rest', 'perEncounter'], 'rest', {
    name: 'Mind Points come back',
    help: 'F-ZZ-7 / ZZ-Q3: with a rest, or at the start of every encounter.',
    labels: { rest: 'With a rest', perEncounter: 'At every encounter' },
  }),

  // The board: distances, diagonals, facing.
  metric: oneOf('the distance metric', ['manhattan', 'chebyshev'], 'manhattan', {
    name: 'Counting range',
    help: "F-ZZ-5 / ZZ-Q10: ranges count orthogonal steps, or king's moves (a diagonal counts 1).",
    labels: { manhattan: 'Orthogonal steps', chebyshev: "King's moves" },
  }),
  /**
   * Seed 003, Range: a range-1 target is "in a space directly adjacent to the attacker", and a
   * diagonal neighbour is directly adjacent: a melee attack counts king's moves whatever `metric`
   * says (off: melee counts as `metric` does). Moving diagonally still costs `diagonalStep`.
   */
  meleeDiagonal: onOff('a diagonal neighbour in melee reach', true, {
    name: 'Diagonal neighbours in melee reach',
    help: 'On (the default): a diagonal neighbour is "directly adjacent", so a Dagger or a fist reaches it; a melee attack counts king’s moves. Off: melee counts range as ranges do. A diagonal step still costs what the table says.',
  }),
  /** 1 plays like a king's move. */
  diagonalStep: whole('a diagonal step', { min: 1, max: 3 }, 2, {
    name: 'A diagonal step costs',
    help: 'ZZ-23: the Move Points one diagonal step costs.',
    offer: [1, 3],
    label: move,
  }),
  directionDie: oneOf('the Direction Die', ['d8compass', 'd4orthogonal'], 'd8compass', {
    name: 'Direction Die',
    help: 'F-ZZ-3: where a scattered object goes: eight compass points or four.',
    labels: { d8compass: 'Eight compass points (d8)', d4orthogonal: 'Four directions (d4)' },
  }),
  facings: oneOfNumbers('facings', [4, 8], 8, {
    name: 'Facings',
    help: 'ZZ-Q12: how many ways a figure can face.',
    label: (n) => (n === 8 ? 'Eight (diagonals too)' : 'Four'),
  }),
  backArc: oneOf('the back arc', ['rear3', 'rearHalfPlane', 'directlyBehind'], 'rearHalfPlane', {
    name: "A figure's back",
    help: 'ZZ-Q12: which squares count as behind a figure for a Back Attack.',
    labels: {
      rearHalfPlane: 'Everything behind its shoulders',
      rear3: 'The three squares behind it',
      directlyBehind: 'Only the square directly behind',
    },
  }),
  flankNeedsOther: onOff('a flank needing another attacker', true, {
    name: 'A flank needs another attacker',
    help: 'ZZ-Q11: a figure is Flanked only when someone other than this attacker has attacked it since its last turn.',
  }),
  trippedExposesBack: onOff('Tripped exposing the back', false, {
    name: 'Tripped shows its back',
    help: 'ZZ-Q27: every side of a Tripped figure counts as its back.',
  }),
  dodgeMoveCost: whole('a Dodge', { min: 1, max: 10 }, 2, {
    name: 'A Dodge costs',
    help: 'ZZ-Q28: the Move Points a Dodge costs per occupied square passed (plus 1 AP).',
    offer: [1, 3, 4],
    label: move,
  }),
  dodgeTie: oneOf('a tied Dodge', ['mover', 'occupant'], 'mover', {
    name: 'A tied Dodge',
    help: 'ZZ-Q28: who wins a tied Dodge contest.',
    labels: { mover: 'The one dodging', occupant: 'The one in the way' },
  }),
  standUpCost: whole('standing up', { min: 0, max: 3 }, 1, {
    name: 'Standing up costs',
    help: 'ZZ-Q27: the AP a Tripped figure spends to stand up.',
    offer: [0, 2, 3],
    label: (n) => `${n} AP`,
  }),
  earshot: whole('earshot', { min: 1, max: 100 }, 8, {
    name: 'Earshot',
    help: 'ZZ-Q31: how far a noise carries (Move Silently).',
    offer: [4, 6, 10, 12],
    label: spaces,
  }),

  // Attacks and defence.
  meleeWeaponAddsSTR: oneOf('STR on melee weapons', ['ifMissing', 'always', 'never'], 'ifMissing', {
    name: 'STR on melee weapons',
    help: "ZZ-Q17: a melee weapon's formula gets STR added.",
    labels: { ifMissing: 'When it names no attribute', always: 'Always', never: 'Never' },
  }),
  archeryTiers: own(
    z.preprocess(preset(ZZ_ARCHERY_PRESETS), archeryTiers),
    ZZ_ARCHERY_PRESETS.standard,
    {
      name: 'Archery bonuses',
      help: 'ZZ-Q18: the printed tiers list "Advanced" twice.',
      kind: 'choice',
      choices: byName<keyof typeof ZZ_ARCHERY_PRESETS>({
        standard: 'Untrained −5, Basic +4, Intermediate +6, Advanced +8, Expert +10',
        advancedSix: 'Untrained −5, Basic +4, Intermediate +6, Advanced +6, Expert +10',
      }),
    },
  ),
  rangedHitTarget: whole('the ranged hit target', { min: 1, max: 40 }, 10, {
    name: 'A ranged hit needs',
    help: 'ZZ-44: the Ranged Attack Roll total that hits.',
    offer: [8, 12, 15],
    label: orMore,
  }),
  rangedMaxMultiple: oneOf('the maximum range', ['none', '3xRange'], 'none', {
    name: 'Longest shot',
    help: "ZZ-Q19: no limit, or three times the weapon's range.",
    labels: { none: 'No limit', '3xRange': "Three times the weapon's range" },
  }),
  aimOnRangedDamage: onOff('Aim/Focus on ranged damage', false, {
    name: 'Aim on ranged damage',
    help: 'ZZ-Q21: a second Aim / Focus may be bought for the Ranged Damage Roll.',
  }),
  defend3: oneOf('the 3 AP Defend bonus', ['max', '3', 'level'], 'max', {
    name: 'A 3 AP Defend gives',
    help: 'ZZ-Q7: the bonus of a Defend bought with 3 AP.',
    labels: { max: '3 or the LEVEL, whichever is more', '3': '+3', level: 'The LEVEL' },
  }),
  defendBonusUses: oneOf('a Defend bonus', ['1', 'untilTurn'], '1', {
    name: 'A Defend bonus lasts',
    help: "ZZ-Q8: for one Defense roll, or until the figure's next turn.",
    labels: { '1': 'One Defense roll', untilTurn: 'Until its next turn' },
  }),
  defendStack: onOff('stacking Defend bonuses', false, {
    name: 'Defend bonuses add up',
    help: 'ZZ-Q8: several Defends in one turn add their bonuses. Off: one Defend a turn.',
  }),
  shoveDefenseDie: oneOf('the Shove defence die', ['baseDefense', 'baseAttack'], 'baseDefense', {
    name: 'A Shove is resisted with',
    help: 'ZZ-Q22: the die the shoved figure rolls.',
    labels: {
      baseDefense: 'Its Base Defense die',
      baseAttack: 'Its Base Attack die (as printed)',
    },
  }),
  shoveBlocked: oneOf('a blocked Shove', ['noMove', 'collisionDamage'], 'noMove', {
    name: 'A Shove into a wall',
    help: 'ZZ-Q25: into a wall or an occupied square.',
    labels: { noMove: 'Nothing moves', collisionDamage: 'Collision damage' },
  }),
  throwScatterOrigin: oneOf('where scatter starts', ['lastInRange', 'target'], 'lastInRange', {
    name: 'An overlong throw scatters from',
    help: 'ZZ-Q30: the last square in range, or the target.',
    labels: { lastInRange: 'The last square in range', target: 'The target' },
  }),
  thrownAttackCost: oneOf('a thrown attack', ['throw', 'attack'], 'throw', {
    name: 'Attacking with a thrown weapon costs',
    help: 'ZZ-05 vs ZZ-32: the Throw action (1 AP, the default) or an Attack (2 AP).',
    labels: { throw: '1 AP, as a Throw', attack: '2 AP, as an Attack' },
  }),

  // Harm, fire and leaving.
  /**
   * ZZ-Q9: Down only below 0, as the Actions chapter says ("If a target's HP drops below 0, they
   * are immediately DOWN") and its example keeps Mondo up at 0; or at 0 HP or below, as the
   * website's Statuses page words it.
   */
  downAt: oneOf('when a character is Down', ['le0', 'lt0'], 'lt0', {
    name: 'Down at',
    help: 'A character is Down only below 0 HP (the default: the rules text, whose example keeps Mondo up at 0), or at 0 HP or below (the website’s Statuses page).',
    labels: { lt0: 'Below 0 HP', le0: '0 HP or below' },
  }),
  deathAtNegMax: onOff('death at minus maximum HP', false, {
    name: 'Death at minus maximum HP',
    help: 'ZZ-Q36: a character dies when its HP reach minus its maximum.',
  }),
  /** Any dice a hand-edited file writes; the dialog offers a few. */
  onFireDamage: own(
    z
      .string({ error: 'fire damage must be dice like 1d4' })
      .regex(/^\d{1,2}d\d{1,3}([+-]\d{1,3})?$/, { error: 'fire damage must be dice like 1d4' }),
    '1d4',
    {
      name: 'Fire damage',
      help: 'ZZ-Q29: what a burning figure takes at the start of its turn.',
      kind: 'choice',
      choices: ['1d4', '1d6', '1d8', '2d4'].map((dice) => ({ value: dice, label: dice })),
    },
  ),
  sdrDifficulty: whole('the Stop, Drop & Roll Difficulty', { min: 1, max: 30 }, 6, {
    name: 'Stop, Drop & Roll needs',
    help: 'ZZ-Q29: the d12 + DEX total that puts the fire out.',
    offer: [4, 8, 10],
    label: orMore,
  }),
  unconsciousWake: oneOf(
    'waking from Unconscious',
    ['endOfEncounter', 'zaldar'],
    'endOfEncounter',
    {
      name: 'Unconscious figures wake',
      help: 'ZZ-Q35: at the end of the encounter (with 1 HP), or when Zaldar says.',
      labels: { endOfEncounter: 'At the end of the encounter', zaldar: 'When Zaldar says' },
    },
  ),
  talkRatingUse: oneOf('the Talk rating', ['modifier', 'narrative'], 'modifier', {
    name: 'The Talk rating',
    help: "ZZ-Q32: Zaldar's −5..+5 rating of an opening is a modifier to the conversation's rolls, or only a guide.",
    labels: { modifier: 'A modifier to the rolls', narrative: 'Only a guide' },
  }),
  exitGiveTurn: oneOf('giving a turn on exit', ['extraTurn', 'remainingAP'], 'extraTurn', {
    name: 'A Hero leaving by an exit gives',
    help: 'ZZ-Q38: another Hero an extra full turn, or its own AP left.',
    labels: { extraTurn: 'An extra full turn', remainingAP: 'Its AP left' },
  }),
})

/** The ZZ table options as a campaign stores them: any of them, each checked, none filled in. */
export const ZzOptionsSchema = ZZ.schema

/** The ZZ table options with every default filled in. */
export type ZzOptions = ReturnType<typeof ZZ.resolve>

/** The D.4 defaults. */
export const ZZ_DEFAULT_OPTIONS: Readonly<ZzOptions> = ZZ.defaults

/** Every ZZ table option as the GM's Table rules dialog lists it, in order. */
export const ZZ_OPTION_FIELDS = ZZ.fields

/**
 * Fill stored options with the D.4 defaults; throw a GM-readable message naming the first option
 * that is not one of its readings.
 */
export function resolveZzOptions(input?: unknown): ZzOptions {
  return ZZ.resolve(input)
}

/**
 * The campaign's ZZ table options, defaults filled in (read once per stored object); a stored
 * option the engine does not know is a RollRefused naming it.
 */
export const zzOptionsOf = campaignOptions(resolveZzOptions)
