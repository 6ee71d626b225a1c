// Equivalent mutants of the bluebox area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const ROLLS = 'shared/rules/bluebox/engine/condition-rolls.ts'
const STEP = 'shared/rules/bluebox/engine/step-cost.ts'
const PLAN = 'shared/rules/bluebox/engine/move-plan.ts'
const ODDS = 'shared/rules/bluebox/engine/odds.ts'
const REST = 'shared/rules/bluebox/engine/rest.ts'
const ODDS_CACHE =
  'the sum cache only saves work: a miss or an unsaved entry recomputes the same distribution'
const NO_ATTACK_AUTO_FAIL =
  'no condition in the table fails an attack roll outright (auto-fail matchers are checks needing ' +
  'sight and saves), so the attacker modifiers filtered here never hold an auto-fail and the list ' +
  'is empty whatever the filter or the map returns'
export default [
  {
    file: ROLLS,
    mutator: 'ConditionalExpression',
    near: 'if (m.stats && (roll.stat === undefined || !m.stats.includes(roll.stat))) return false',
    replacement: 'false',
    why:
      'for `roll.stat === undefined` -> false: with no stat, `!m.stats.includes(undefined)` is true, ' +
      'so the roll is still refused (the other `false` mutants of this line are killed by tests)',
  },
  {
    file: ROLLS,
    mutator: 'ConditionalExpression',
    near: 'if (m.abilities && (roll.ability === undefined || !m.abilities.includes(roll.ability)))',
    replacement: 'false',
    why:
      'for `roll.ability === undefined` -> false: with no ability, `!m.abilities.includes(undefined)` ' +
      'is true, so the roll is still refused (the other `false` mutants of this line are killed)',
  },
  {
    file: ROLLS,
    mutator: 'ConditionalExpression',
    near: "if (e.effect === 'exhaustion' && amount <= 0) continue",
    replacement: 'true',
    why:
      "for `e.effect === 'exhaustion'` -> true: every other roll effect in the table has an amount " +
      'of 1 or none (read as 1), so `amount <= 0` only ever holds for Exhaustion (the whole-condition ' +
      '`true` mutant is killed by the Exhaustion level 2 test)',
  },
  {
    file: ROLLS,
    mutator: 'StringLiteral',
    near: "autoFail: uniq(mine.filter((m) => m.effect === 'auto-fail')",
    why: NO_ATTACK_AUTO_FAIL,
  },
  {
    file: ROLLS,
    mutator: 'ArrowFunction',
    near: "autoFail: uniq(mine.filter((m) => m.effect === 'auto-fail')",
    replacement: '() => undefined',
    why: NO_ATTACK_AUTO_FAIL,
  },
  {
    file: ROLLS,
    mutator: 'ConditionalExpression',
    near: "autoFail: uniq(mine.filter((m) => m.effect === 'auto-fail')",
    replacement: 'false',
    why: NO_ATTACK_AUTO_FAIL,
  },
  {
    file: STEP,
    mutator: 'EqualityOperator',
    near: 'if (climbing && MOVE_MODE_FACTOR.climb > MOVE_MODE_FACTOR[mode]) mode',
    why:
      'the cost table keeps only the price, and `>=` differs from `>` only where the terrain mode ' +
      'is as dear as climbing (swim, climb: both x2), so the tabulated cost is the same',
  },
  {
    file: STEP,
    mutator: 'StringLiteral',
    near: "const key = table.join(',')",
    why:
      'the key only tells cost tables apart: the reachable tables (crawling or dragging x2, ' +
      'multiply or add stacking) are six, and they join to six different strings without a ' +
      'separator too (their first four costs already differ), so the same tables share a function either way',
  },
  {
    file: PLAN,
    mutator: 'StringLiteral',
    near: "const dirs = footprintDirections(mover?.size ?? 'medium'",
    why:
      'a size of "" has no hex count, so footprintDirections makes an array of NaN length: no ' +
      "directions, the same as 'medium' (one hex)",
  },
  {
    file: PLAN,
    mutator: 'EqualityOperator',
    near: 'for (let s = 1; s < anchors.length; s++)',
    replacement: 's <= anchors.length',
    why:
      'the extra pass reads anchors[length], undefined: its covered "hexes" are undefined and ' +
      'NaN-indexed neighbours, whose terrain is undefined, never Dangerous, so nothing is added',
  },
  {
    file: PLAN,
    mutator: 'EqualityOperator',
    near: 'const budgetMetres = speed > 0 ? 2 * speed : 0',
    replacement: 'speed >= 0',
    why: 'at speed 0 both branches give a budget of 0 m',
  },
  { file: ODDS, mutator: 'ConditionalExpression', near: 'if (d === undefined) {', why: ODDS_CACHE },
  { file: ODDS, mutator: 'CallExpression', near: 'sumCache.set(key, d)', why: ODDS_CACHE },
  {
    file: ODDS,
    mutator: 'EqualityOperator',
    near: 'return net >= 0 ? sumDist(net, 4, variant, 1)',
    replacement: 'net > 0',
    why: 'at net 0 both branches ask for zero dice, the sure total 0',
  },
  {
    file: ODDS,
    mutator: 'EqualityOperator',
    near: 'return p > 1 ? 1 : p',
    replacement: 'p >= 1',
    why: 'at p = 1 both give 1',
  },
  {
    file: ODDS,
    mutator: 'EqualityOperator',
    near: 'const platingBefore = defender.plating > 0 ? defender.plating : 0',
    replacement: 'defender.plating >= 0',
    why: 'at Plating 0 both give 0',
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'defender.thp !== undefined && defender.thp > 0',
    replacement: 'true',
    why:
      'for `defender.thp !== undefined` -> true: an undefined THP then fails `> 0` and counts 0 ' +
      'the same (the other mutants of this line are killed by the THP tests)',
  },
  {
    file: ODDS,
    mutator: 'EqualityOperator',
    near: 'defender.thp !== undefined && defender.thp > 0',
    replacement: 'defender.thp >= 0',
    why: 'at THP 0 both add 0',
  },
  {
    file: REST,
    mutator: 'ConditionalExpression',
    near: "if (a.activity === 'gift' && a.target !== undefined && a.target !== b.beingId)",
    replacement: 'true',
    why:
      'for `a.target !== undefined` -> true: a Gift to nobody is then counted under the key ' +
      'undefined, which no being id (a string) ever reads (the other `true` mutants are killed)',
  },
  {
    file: REST,
    mutator: 'EqualityOperator',
    near: '.filter((i) => (rolls[i] as number) < (sides + 1) / 2)',
    replacement: 'rolls[i] as number <= (sides + 1) / 2',
    why: "Power Dice are d4, d6 or d8, so the average (2.5, 3.5, 4.5) is never a die's face",
  },
  {
    file: REST,
    mutator: 'ArrayDeclaration',
    near: 'campBonuses: readonly CampBonusId[] = [],',
    why: 'the default is only asked whether it includes the alarm, which a one-string list does not',
  },
  {
    file: REST,
    mutator: 'ConditionalExpression',
    near: "if (e.kind === 'boon' && e.during === 'until-next-rest')",
    replacement: 'true',
    why:
      "for `e.kind === 'boon'` -> true: only boons have a `during`, so any other effect fails the " +
      'second test anyway (the other `true` mutants are killed by the watch-ends test)',
  },
]
