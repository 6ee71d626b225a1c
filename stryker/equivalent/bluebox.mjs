// Equivalent mutants of the bluebox area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const ROLLS = 'shared/rules/bluebox/condition-rolls.ts'
const STEP = 'shared/rules/bluebox/step-cost.ts'
const PLAN = 'shared/rules/bluebox/move-plan.ts'
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
]
