// Equivalent mutants of the GG Trait Test and condition rules (shared/rules/gg/conditions.ts,
// test.ts, dice-expr.ts, ruleset-check.ts, condition-catalogue.ts): same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const CONDITIONS = 'shared/rules/gg/conditions.ts'
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
]
