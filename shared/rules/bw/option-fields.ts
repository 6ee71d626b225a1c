/**
 * The BW table options as the GM's Table rules dialog lists them: one field per option of
 * `BwOptionsSchema`, in the GM's words, each naming its F-BW / BW-Q entry of OTHER-SYSTEMS.md
 * Part C. The first choice is D.4's default.
 */
import type { TableOptionField } from '../ruleset'
import { BW_DICE } from './options'

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
const diceFrom = (def: string): Choice[] =>
  [def, ...BW_DICE.filter((d) => d !== def)].map((d) => ({ value: d, label: d }))

/** Hitting and damage. */
const ATTACKS: TableOptionField[] = [
  choice(
    'skillDie',
    'Skill die',
    'F-BW-1: the die a standard minifig rolls against the Usage Rating.',
    diceFrom('d6'),
  ),
  onOff(
    'hitOnEqual',
    'A tie hits',
    'F-BW-1: a Skill roll equal to the Usage Rating hits. Off: it must beat it.',
  ),
  choice(
    'damageBeatsArmor',
    'Damage destroys when',
    'F-BW-2: how the Damage must compare with the Armor roll.',
    [
      { value: 'gt', label: 'It beats the Armor roll (a tie survives)' },
      { value: 'ge', label: 'It equals or beats the Armor roll' },
    ],
  ),
  choice(
    'aimRequires',
    'Aiming needs',
    'BW-Q2: what a unit must give up for a full turn to get the +2 for aiming.',
    [
      { value: 'noMoveNoAct', label: 'No moving and no action' },
      { value: 'noAct', label: 'Only no action' },
    ],
  ),
  choice(
    'stationaryWindow',
    'Stationary means',
    'BW-Q3: a target is stationary when it did not move on its most recent turn.',
    [{ value: 'lastTurn', label: 'Did not move on its last turn' }],
  ),
  choice(
    'moveMeasure',
    'Movement counts',
    'BW-Q4: the inches a unit moved, for the moving-target and moving-shooter penalties.',
    [
      { value: 'path', label: 'Along the path it took' },
      { value: 'displacement', label: 'Straight from start to end' },
    ],
  ),
  choice(
    'staStack',
    'Small targets',
    'BW-Q6: when several Small Target Area penalties fit, use the worst one or add them.',
    [
      { value: 'max', label: 'The worst penalty only' },
      { value: 'sum', label: 'Add them all' },
    ],
  ),
  choice(
    'multiCC',
    'Ganging up in Close Combat',
    'BW-Q7: the defender is at −2 against each attacker after the first, or −2 more for each.',
    [
      { value: 'flat', label: '−2 against each extra attacker' },
      { value: 'cumulative', label: '−2, −4, −6 … against each extra attacker' },
    ],
  ),
  choice(
    'oppFire',
    'Opportunity Fire',
    "BW-Q8: how often a unit that kept its action may fire during an enemy's turn.",
    [
      { value: 'oncePerEnemyTurn', label: "Once in each enemy's turn" },
      { value: 'oncePerRound', label: 'Once a round' },
    ],
  ),
  choice(
    'missedByMin',
    'Smallest miss',
    'BW-Q9: the least MissedBy a missed shot has, so a miss always lands somewhere off target.',
    numbers(1, [0, 2], (n) => `MissedBy ${n}`),
  ),
  choice('nearMissPlacement', 'Where a near miss lands', 'BW-Q10: the spot a missed shot hits.', [
    { value: 'randomDisk', label: 'A random spot within the miss distance' },
    { value: 'd12clockFullRadius', label: 'A d12 clock direction, the full miss distance' },
    { value: 'defenderChooses', label: 'The defender picks a spot within it' },
  ]),
]

/** Explosions. */
const EXPLOSIONS: TableOptionField[] = [
  choice(
    'measure',
    'Blast distance to',
    'BW-Q12: explosion and fire distances run to the nearest point of a model, or its centre.',
    [
      { value: 'nearestPoint', label: 'The nearest point of the model' },
      { value: 'centre', label: 'The centre of the model' },
    ],
  ),
  choice(
    'dropOrder',
    'Farther out, drop',
    'BW-Q13: each band of an explosion loses a die: the highest roll first, or the lowest.',
    [
      { value: 'largest', label: 'The highest die first' },
      { value: 'smallest', label: 'The lowest die first' },
    ],
  ),
  choice(
    'explosionRoll',
    'Explosion roll',
    'BW-Q15: one roll at the centre shared by every target, or a roll for each target.',
    [
      { value: 'once', label: 'One roll for the whole blast' },
      { value: 'perTarget', label: 'A roll for each target' },
    ],
  ),
  onOff(
    'knockbackProne',
    'Knocked back lands Prone',
    'BW-Q14: a unit thrown back by a blast lands lying down and must stand up next move (−1").',
  ),
]

/** Fire. */
const FIRE: TableOptionField[] = [
  choice('fireTick', 'Fire burns', 'BW-Q16: how often a burning object takes its fire damage.', [
    { value: 'everyPlayerTurn', label: "At the start of every player's turn" },
    { value: 'everyRound', label: 'Once a round' },
  ]),
  choice('fireDie', 'Fire die', 'BW-Q18: the die a fire rolls per Burn Level.', diceFrom('d6')),
  choice(
    'defaultMaxBurn',
    'Highest Burn Level',
    'BW-Q17: how big a fire can grow on an object whose sheet does not say.',
    numbers(3, [2, 4, 5, 6], (n) => `Burn Level ${n}`),
  ),
  choice(
    'fireNeighbourRoll',
    'Fire roll for neighbours',
    'BW-Q19: things near a fire take the same roll as the burning object, or roll their own.',
    [
      { value: 'shared', label: 'The same roll' },
      { value: 'separate', label: 'A roll of their own' },
    ],
  ),
  choice(
    'fireBand',
    'Fire reach',
    'BW-Q21: something 1½" from a fire loses 2 dice (rounded up) or 1 (rounded down).',
    [
      { value: 'ceil', label: 'Round the distance up' },
      { value: 'floor', label: 'Round the distance down' },
    ],
  ),
  onOff(
    'fireSpreads',
    'Fire spreads',
    'BW-Q20: a flammable thing hit by at least one fire die catches fire at Burn Level 1.',
  ),
]

/** Movement and carrying. */
const MOVEMENT: TableOptionField[] = [
  choice(
    'brixPerInch',
    'Brix per inch',
    'F-BW-5: how many bricks of height make an inch.',
    numbers(3, [2, 4], (n) => `${n} brix`),
  ),
  choice(
    'extraEffortOrder',
    'Extra Effort and half speed',
    'Extra Effort’s +5" comes after half speed (the default: it is extra Movement put forth on top of what the terrain allows, so wading with Extra Effort gives 2½" + 5"), or before it (liquid and ladders halve the effort too: (5" + 5") ÷ 2).',
    [
      { value: 'halveThenAdd', label: 'Halve, then add 5"' },
      { value: 'addThenHalve', label: 'Add 5", then halve' },
    ],
  ),
  onOff(
    'halfSpeedStacks',
    'Half speed stacks',
    'F-BW-6 / BW-Q27: wading and climbing in one turn halves the move twice. Off: halve once.',
  ),
  choice(
    'obstaclePrecedence',
    'Low obstacles',
    'BW-Q24: a wall up to 3 brix is a free hop, or always a −2" climb from 2 brix.',
    [
      { value: 'jumpFirst', label: 'Up to 3 brix is a free jump' },
      { value: 'climbAlways', label: '2 to 5 brix always costs −2"' },
    ],
  ),
  choice(
    'partialTerrain',
    'Terrain under part of a move',
    'BW-Q26: a road, slope or river on part of the path counts if any of it, most of it, or in proportion.',
    [
      { value: 'any', label: 'If any of the move is on it' },
      { value: 'majority', label: 'If most of the move is on it' },
      { value: 'proportional', label: 'In proportion to the inches on it' },
    ],
  ),
  choice(
    'carryPenaltyMode',
    'Carrying penalty',
    'BW-Q28: carrying something heavy costs inches every turn, or only once.',
    [
      { value: 'continuous', label: 'Every turn' },
      { value: 'oneOff', label: 'Only once' },
    ],
  ),
  choice('maxLift', 'Heaviest lift', 'BW-Q29: the most a single unit can pick up.', [
    { value: '2xPower', label: 'Twice its Power in blox' },
    { value: 'none', label: 'No limit' },
  ]),
  choice(
    'massFormula',
    'Mass of big objects',
    'BW-Q33: use the area formula from 10 dots up, or whichever formula gives more.',
    [
      { value: 'text', label: 'As printed' },
      { value: 'maxOfBoth', label: 'The larger of the two' },
    ],
  ),
]

/** Extra Effort and exhaustion. */
const EFFORT: TableOptionField[] = [
  choice('extraEffortEligible', 'Extra Effort for', 'BW-Q35: who may push for +5" or +1 Power.', [
    { value: 'living', label: 'Living creatures only' },
    { value: 'all', label: 'Every unit' },
  ]),
  choice(
    'exhaustionRecovery',
    'Exhaustion ends',
    'BW-Q31: after one full turn Stunned, or when the GM clears it.',
    [
      { value: 'oneTurn', label: 'After one full turn Stunned' },
      { value: 'manual', label: 'When the GM says' },
    ],
  ),
]

/** Every BW table option, grouped: attacks, explosions, fire, movement, effort. */
export const BW_OPTION_FIELDS: readonly TableOptionField[] = Object.freeze([
  ...ATTACKS,
  ...EXPLOSIONS,
  ...FIRE,
  ...MOVEMENT,
  ...EFFORT,
])
