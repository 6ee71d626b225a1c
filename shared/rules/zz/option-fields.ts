/**
 * The ZZ table options as the GM's Table rules dialog lists them: one field per option of
 * `ZzOptionsSchema`, in the GM's words, each naming its F-ZZ / ZZ-Q entry of OTHER-SYSTEMS.md
 * Part B. The first choice is D.4's default. Numbers are offered as a few readings; the Crit die
 * and the archery tiers, which are stored as objects, are offered by name (./options presets).
 */
import type { TableOptionField } from '../ruleset'

type Choice = { value: string | number; label: string }
const choice = (key: string, name: string, help: string, choices: Choice[]): TableOptionField => ({
  key,
  name,
  help,
  kind: 'choice',
  choices,
})
const onOff = (key: string, name: string, help: string): TableOptionField => ({
  key,
  name,
  help,
  kind: 'boolean',
})
/** The default first (the dialog's first choice is the default), then the other readings. */
const numbers = (def: number, others: number[], unit: (n: number) => string): Choice[] =>
  [def, ...others].map((n) => ({ value: n, label: unit(n) }))
const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`

/** Turn, dice and Critical Hits. */
const TURN_AND_DICE: TableOptionField[] = [
  choice('turnOrder', 'Turn order', 'F-ZZ-1 / ZZ-Q1: who acts when in a round.', [
    { value: 'heroesThenZaldar', label: 'Heroes in seat order, then Zaldar with every monster' },
    { value: 'alternate', label: 'A Hero, then a monster, in turn' },
    { value: 'd20Initiative', label: 'Everyone rolls a d20 (ties: higher DEX)' },
  ]),
  choice(
    'critDie',
    'Critical Hit die',
    'F-ZZ-2 / ZZ-Q4: how many faces of the d6 Crit die show the Crit image.',
    [
      { value: 'd6one', label: 'A d6 with 1 Crit face' },
      { value: 'd6two', label: 'A d6 with 2 Crit faces' },
      { value: 'd6three', label: 'A d6 with 3 Crit faces' },
    ],
  ),
  choice(
    'doubleScope',
    'What a Critical Hit doubles',
    'ZZ-Q6: the whole attack total, or only the die.',
    [
      { value: 'fullTotal', label: 'The full total' },
      { value: 'dieOnly', label: 'Only the die' },
    ],
  ),
  onOff(
    'chainFailKeepsFirst',
    'A blank keeps the first doubling',
    'ZZ-Q5: when a Critical chain ends on a blank, the first doubling still counts. Off: the chain busts back to the undoubled total.',
  ),
  choice(
    'rerollKeep',
    'A re-rolled die keeps',
    'F-ZZ-6 / ZZ-Q13: the new result, or the better of the two.',
    [
      { value: 'new', label: 'The new result' },
      { value: 'best', label: 'The better of the two' },
    ],
  ),
  choice(
    'rerollChain',
    'Re-roll in a Critical chain',
    'ZZ-Q13: a re-roll of the Crit die may pick any throw of the chain, or only the last.',
    [
      { value: 'anyThrow', label: 'Any throw' },
      { value: 'lastThrow', label: 'Only the last throw' },
    ],
  ),
  onOff(
    'rerollSameDieTwice',
    'Re-roll one die twice',
    'ZZ-Q14: the two re-rolls of a Flanked Back Attack may fall on the same die.',
  ),
  choice(
    'mpRefresh',
    'Mind Points come back',
    'F-ZZ-7 / ZZ-Q3: with a rest, or at the start of every encounter.',
    [
      { value: 'rest', label: 'With a rest' },
      { value: 'perEncounter', label: 'At every encounter' },
    ],
  ),
]

/** The board: distances, diagonals, facing. */
const BOARD: TableOptionField[] = [
  choice(
    'metric',
    'Counting range',
    "F-ZZ-5 / ZZ-Q10: ranges count orthogonal steps, or king's moves (a diagonal counts 1).",
    [
      { value: 'manhattan', label: 'Orthogonal steps' },
      { value: 'chebyshev', label: "King's moves" },
    ],
  ),
  onOff(
    'meleeDiagonal',
    'Diagonal neighbours in melee reach',
    'On (the default): a diagonal neighbour is "directly adjacent", so a Dagger or a fist reaches it; a melee attack counts king’s moves. Off: melee counts range as ranges do. A diagonal step still costs what the table says.',
  ),
  choice(
    'diagonalStep',
    'A diagonal step costs',
    'ZZ-23: the Move Points one diagonal step costs.',
    numbers(2, [1, 3], (n) => `${n} Move`),
  ),
  choice(
    'directionDie',
    'Direction Die',
    'F-ZZ-3: where a scattered object goes: eight compass points or four.',
    [
      { value: 'd8compass', label: 'Eight compass points (d8)' },
      { value: 'd4orthogonal', label: 'Four directions (d4)' },
    ],
  ),
  choice('facings', 'Facings', 'ZZ-Q12: how many ways a figure can face.', [
    { value: 8, label: 'Eight (diagonals too)' },
    { value: 4, label: 'Four' },
  ]),
  choice(
    'backArc',
    "A figure's back",
    'ZZ-Q12: which squares count as behind a figure for a Back Attack.',
    [
      { value: 'rearHalfPlane', label: 'Everything behind its shoulders' },
      { value: 'rear3', label: 'The three squares behind it' },
      { value: 'directlyBehind', label: 'Only the square directly behind' },
    ],
  ),
  onOff(
    'flankNeedsOther',
    'A flank needs another attacker',
    'ZZ-Q11: a figure is Flanked only when someone other than this attacker has attacked it since its last turn.',
  ),
  onOff(
    'trippedExposesBack',
    'Tripped shows its back',
    'ZZ-Q27: every side of a Tripped figure counts as its back.',
  ),
  choice(
    'dodgeMoveCost',
    'A Dodge costs',
    'ZZ-Q28: the Move Points a Dodge costs per occupied square passed (plus 1 AP).',
    numbers(2, [1, 3, 4], (n) => `${n} Move`),
  ),
  choice('dodgeTie', 'A tied Dodge', 'ZZ-Q28: who wins a tied Dodge contest.', [
    { value: 'mover', label: 'The one dodging' },
    { value: 'occupant', label: 'The one in the way' },
  ]),
  choice(
    'standUpCost',
    'Standing up costs',
    'ZZ-Q27: the AP a Tripped figure spends to stand up.',
    numbers(1, [0, 2, 3], (n) => `${n} AP`),
  ),
  choice(
    'earshot',
    'Earshot',
    'ZZ-Q31: how far a noise carries (Move Silently).',
    numbers(8, [4, 6, 10, 12], spaces),
  ),
]

/** Attacks and defence. */
const ATTACKS: TableOptionField[] = [
  choice(
    'meleeWeaponAddsSTR',
    'STR on melee weapons',
    "ZZ-Q17: a melee weapon's formula gets STR added.",
    [
      { value: 'ifMissing', label: 'When it names no attribute' },
      { value: 'always', label: 'Always' },
      { value: 'never', label: 'Never' },
    ],
  ),
  choice('archeryTiers', 'Archery bonuses', 'ZZ-Q18: the printed tiers list "Advanced" twice.', [
    {
      value: 'standard',
      label: 'Untrained −5, Basic +4, Intermediate +6, Advanced +8, Expert +10',
    },
    {
      value: 'advancedSix',
      label: 'Untrained −5, Basic +4, Intermediate +6, Advanced +6, Expert +10',
    },
  ]),
  choice(
    'rangedHitTarget',
    'A ranged hit needs',
    'ZZ-44: the Ranged Attack Roll total that hits.',
    numbers(10, [8, 12, 15], (n) => `${n} or more`),
  ),
  choice(
    'rangedMaxMultiple',
    'Longest shot',
    "ZZ-Q19: no limit, or three times the weapon's range.",
    [
      { value: 'none', label: 'No limit' },
      { value: '3xRange', label: "Three times the weapon's range" },
    ],
  ),
  onOff(
    'aimOnRangedDamage',
    'Aim on ranged damage',
    'ZZ-Q21: a second Aim / Focus may be bought for the Ranged Damage Roll.',
  ),
  choice('defend3', 'A 3 AP Defend gives', 'ZZ-Q7: the bonus of a Defend bought with 3 AP.', [
    { value: 'max', label: '3 or the LEVEL, whichever is more' },
    { value: '3', label: '+3' },
    { value: 'level', label: 'The LEVEL' },
  ]),
  choice(
    'defendBonusUses',
    'A Defend bonus lasts',
    "ZZ-Q8: for one Defense roll, or until the figure's next turn.",
    [
      { value: '1', label: 'One Defense roll' },
      { value: 'untilTurn', label: 'Until its next turn' },
    ],
  ),
  onOff(
    'defendStack',
    'Defend bonuses add up',
    'ZZ-Q8: several Defends in one turn add their bonuses. Off: one Defend a turn.',
  ),
  choice(
    'shoveDefenseDie',
    'A Shove is resisted with',
    'ZZ-Q22: the die the shoved figure rolls.',
    [
      { value: 'baseDefense', label: 'Its Base Defense die' },
      { value: 'baseAttack', label: 'Its Base Attack die (as printed)' },
    ],
  ),
  choice('shoveBlocked', 'A Shove into a wall', 'ZZ-Q25: into a wall or an occupied square.', [
    { value: 'noMove', label: 'Nothing moves' },
    { value: 'collisionDamage', label: 'Collision damage' },
  ]),
  choice(
    'throwScatterOrigin',
    'An overlong throw scatters from',
    'ZZ-Q30: the last square in range, or the target.',
    [
      { value: 'lastInRange', label: 'The last square in range' },
      { value: 'target', label: 'The target' },
    ],
  ),
  choice(
    'thrownAttackCost',
    'Attacking with a thrown weapon costs',
    'ZZ-05 vs ZZ-32: the Throw action (1 AP, the default) or an Attack (2 AP).',
    [
      { value: 'throw', label: '1 AP, as a Throw' },
      { value: 'attack', label: '2 AP, as an Attack' },
    ],
  ),
]

/** Harm, fire and leaving. */
const HARM: TableOptionField[] = [
  choice(
    'downAt',
    'Down at',
    'A character is Down only below 0 HP (the default: the rules text, whose example keeps Mondo up at 0), or at 0 HP or below (the website’s Statuses page).',
    [
      { value: 'lt0', label: 'Below 0 HP' },
      { value: 'le0', label: '0 HP or below' },
    ],
  ),
  onOff(
    'deathAtNegMax',
    'Death at minus maximum HP',
    'ZZ-Q36: a character dies when its HP reach minus its maximum.',
  ),
  choice(
    'onFireDamage',
    'Fire damage',
    'ZZ-Q29: what a burning figure takes at the start of its turn.',
    [
      { value: '1d4', label: '1d4' },
      { value: '1d6', label: '1d6' },
      { value: '1d8', label: '1d8' },
      { value: '2d4', label: '2d4' },
    ],
  ),
  choice(
    'sdrDifficulty',
    'Stop, Drop & Roll needs',
    'ZZ-Q29: the d12 + DEX total that puts the fire out.',
    numbers(6, [4, 8, 10], (n) => `${n} or more`),
  ),
  choice(
    'unconsciousWake',
    'Unconscious figures wake',
    'ZZ-Q35: at the end of the encounter (with 1 HP), or when Zaldar says.',
    [
      { value: 'endOfEncounter', label: 'At the end of the encounter' },
      { value: 'zaldar', label: 'When Zaldar says' },
    ],
  ),
  choice(
    'talkRatingUse',
    'The Talk rating',
    "ZZ-Q32: Zaldar's −5..+5 rating of an opening is a modifier to the conversation's rolls, or only a guide.",
    [
      { value: 'modifier', label: 'A modifier to the rolls' },
      { value: 'narrative', label: 'Only a guide' },
    ],
  ),
  choice(
    'exitGiveTurn',
    'A Hero leaving by an exit gives',
    'ZZ-Q38: another Hero an extra full turn, or its own AP left.',
    [
      { value: 'extraTurn', label: 'An extra full turn' },
      { value: 'remainingAP', label: 'Its AP left' },
    ],
  ),
]

/** Every ZZ table option, grouped: turn and dice, the board, attacks, harm. */
export const ZZ_OPTION_FIELDS: readonly TableOptionField[] = Object.freeze([
  ...TURN_AND_DICE,
  ...BOARD,
  ...ATTACKS,
  ...HARM,
])

/** The value a stored object option shows as in the dialog: its preset's name when it is one. */
export function presetName(
  value: unknown,
  presets: Readonly<Record<string, Readonly<Record<string, number>>>>,
): unknown {
  if (typeof value !== 'object' || value === null) return value
  for (const [name, p] of Object.entries(presets)) {
    const v = value as Record<string, unknown>
    const keys = Object.keys(p)
    if (keys.length === Object.keys(v).length && keys.every((k) => v[k] === p[k])) return name
  }
  return value
}
