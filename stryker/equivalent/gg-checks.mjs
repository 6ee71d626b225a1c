// Equivalent mutants of the GG Trait Test and condition rules (shared/rules/gg/engine/conditions.ts,
// test.ts, dice-expr.ts, ruleset-check.ts, condition-catalogue.ts): same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const CONDITIONS = 'shared/rules/gg/engine/conditions.ts'
const DICE = 'shared/rules/gg/engine/dice-expr.ts'
const CHECK = 'shared/rules/gg/adapter/ruleset-check.ts'
const TEST = 'shared/rules/gg/engine/test.ts'
const LOWEST_ONLY_WITH_SETS =
  'past the Advantage line, sets > 1 means keep lowest, and advantagePlan keeps the lowest only ' +
  'with two or more sets (netCount, net < 0) or 5e Disadvantage (2 sets): the two tests always agree'
export default [
  {
    file: CONDITIONS,
    mutator: 'ConditionalExpression',
    near: '.filter((v) => v.x !== 0 || v.y !== 0)',
    replacement: 'true',
    why:
      'a hostile on the defender’s centre gives the vector (0, 0), whose hypot is 0, so any pair ' +
      'with it has cos = 0 / 0 = NaN and `NaN <= minCos + 1e-9` is false: keeping the zero vector ' +
      'never makes a pair flank, exactly as dropping it',
  },
  {
    file: CONDITIONS,
    mutator: 'MethodExpression',
    near: 'const vectors = hostilesInReach',
    why:
      'dropping the filter keeps zero vectors, which (cos = 0 / 0 = NaN, and NaN compares false) ' +
      'never make a pair flank: the same answer for every input',
  },
  {
    file: CONDITIONS,
    mutator: 'EqualityOperator',
    near: 'for (let i = 0; i < vectors.length; i++) {',
    replacement: 'i <= vectors.length',
    why:
      'the extra pass has i = vectors.length, so the inner loop starts at j = length + 1 and runs ' +
      'no pass: nothing is read or returned',
  },
  {
    file: CONDITIONS,
    mutator: 'EqualityOperator',
    near: "if (options.cond.slowed === 'default' && slowed > 0)",
    replacement: 'slowed >= 0',
    why:
      'the only extra case is slowed = 0, where it returns Math.max(0, speed - 0) = speed (speed ' +
      'was checked to be >= 0 just above), the same as falling through',
  },
  {
    file: DICE,
    mutator: 'Regex',
    near: "const src = text.replace(/\\s+/g, '').toLowerCase()",
    replacement: '/\\s/g',
    why: 'a global replace of each blank one by one removes the same blanks as of each run',
  },
  {
    file: DICE,
    mutator: 'Regex',
    near: "let body = part.replace(/^[+-]/, '')",
    replacement: '/[+-]/',
    why: 'a part matched /[+-]?[^+-]+/, so its only sign, if any, is its first character',
  },
  {
    file: CHECK,
    mutator: 'EqualityOperator',
    near: "const advantageWord = adv > dis ? 'Advantage' : 'Disadvantage'",
    replacement: 'adv >= dis',
    why:
      'the word is printed only beside two or more dice or a flat bonus; with adv = dis every ' +
      'advMode rolls one die with no bonus (5e: both or neither; netCount and bonus2: net 0), ' +
      'so the word chosen for a tie is never shown',
  },
  {
    file: TEST,
    mutator: 'StringLiteral',
    near: "if (advantage === undefined || advantage === 'normal') return",
    replacement: '""',
    why:
      "'normal' then falls to the count branch, where 'normal'.advantage and .disadvantage are " +
      'undefined, so it still returns { advantage: 0, disadvantage: 0 }',
  },
  {
    file: TEST,
    mutator: 'LogicalOperator',
    near: "if (plan.bonus < 0 || (plan.sets > 1 && plan.keep === 'lowest')) return",
    replacement: "plan.sets > 1 || plan.keep === 'lowest'",
    why: LOWEST_ONLY_WITH_SETS,
  },
  {
    file: TEST,
    mutator: 'EqualityOperator',
    near: "if (plan.bonus < 0 || (plan.sets > 1 && plan.keep === 'lowest')) return",
    replacement: 'plan.sets >= 1',
    why: LOWEST_ONLY_WITH_SETS,
  },
  {
    file: TEST,
    mutator: 'CallExpression',
    near: 'assertSides(sides)',
    why: 'the sides come from the constant DIE_SHAPE table (20, 10, 6), which always pass',
  },
]
