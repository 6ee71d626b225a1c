// Equivalent mutants of the GG movement adapter (ruleset-movement.ts, -plan.ts, -after.ts):
// same entries as stryker.config.mjs explains (file, mutator, near, optional replacement, why no
// input can tell the mutant from the code).
const MOVE = 'shared/rules/gg/adapter/ruleset-movement.ts'
const PLAN = 'shared/rules/gg/adapter/ruleset-movement-plan.ts'
const AFTER = 'shared/rules/gg/adapter/ruleset-movement-after.ts'

export default [
  {
    file: MOVE,
    mutator: 'ConditionalExpression',
    near: 'return u < 0 || (((grid.walls[u] as number) >> d) & 1) === 0',
    replacement: 'false',
    why:
      'a cell off the map has index -1, and grid.walls is a typed array, so walls[-1] is ' +
      'undefined and (undefined >> d) & 1 is 0: the wall test alone already reads it as open ' +
      '(the other `false` on this line, the wall test itself, closes every line and is caught)',
  },
  {
    file: MOVE,
    mutator: 'ConditionalExpression',
    near: 'const budgetMetres = speed > 0 ? bands[1] : 0',
    replacement: 'true',
    why:
      'speed is never negative (speedWithConditions throws below 0 and floors at 0; the ' +
      'Obstructing Aura halves it rounding down), and at speed 0 bands[1] is ' +
      'max(0, 0 - spent) + 0 = 0, the same budget as the else branch',
  },
  {
    file: MOVE,
    mutator: 'EqualityOperator',
    near: 'const budgetMetres = speed > 0 ? bands[1] : 0',
    replacement: 'speed >= 0',
    why: 'as above: only speed 0 differs, and there bands[1] is 0 too',
  },
  {
    file: MOVE,
    mutator: 'ArithmeticOperator',
    near: 'budgetMetres: Math.max(0, budgetMetres - mover.riseCost),',
    replacement: 'budgetMetres + mover.riseCost',
    why:
      'the budget only cuts the search short; every cell is then checked against the full ' +
      'budget with the climb added (`n > budgetMetres`). A cell the wider search adds costs more ' +
      'than budget − climb, so the need it gives a neighbour (its cost + at least 1 m, ' +
      'neededField) plus the climb is over the budget and refused all the same, and the cells ' +
      'within budget − climb have the same least costs either way',
  },
  {
    file: MOVE,
    mutator: 'EqualityOperator',
    near: 'for (let i = 0; i < need.length; i++) {',
    replacement: 'i <= need.length',
    why:
      'the extra pass reads need[need.length] (undefined, so n is NaN) and writes a typed ' +
      'array past its end, which is ignored: the returned costs are the same',
  },
  {
    file: MOVE,
    mutator: 'ObjectLiteral',
    near: 'return ggStepCostOf(grid, mover ?? { crawling: false }, o)',
    replacement: '{}',
    why:
      'without a token the step cost reads only `crawling` (stepCost tests `crawling === true`) ' +
      'and `mode ?? "walk"`: undefined and false price every step alike',
  },
  {
    file: MOVE,
    mutator: 'ObjectLiteral',
    near: 'return ggSquareStepMetres(grid, token ? ggMover(token, o) : { crawling: false }, o)',
    replacement: '{}',
    why:
      'the square step cost reads only `crawling` (passed to stepCost, which tests ' +
      '`crawling === true`), `squeezing = false` and `mode ?? "walk"`: {} prices every step ' +
      'as { crawling: false } does',
  },
  {
    file: PLAN,
    mutator: 'ConditionalExpression',
    near: 'if (mover.riseCost > 0 && steps.length > 0) steps[0] = (steps[0] as number) + mover.riseCost',
    replacement: 'true',
    why:
      'the `riseCost > 0` → true mutant adds a rise cost of 0 to the first step: the same steps. ' +
      "The line's other `true` mutants (the whole test, `steps.length > 0`) give [NaN] for a " +
      'plan of no steps and are caught (ruleset-movement-plan-climb.test.ts)',
  },
  {
    file: PLAN,
    mutator: 'EqualityOperator',
    near: 'if (mover.riseCost > 0 && steps.length > 0) steps[0] = (steps[0] as number) + mover.riseCost',
    replacement: 'mover.riseCost >= 0',
    why: 'riseCost is |rise| × a positive rate, never below 0; at 0 it adds 0 to the first step',
  },
  {
    file: AFTER,
    mutator: 'ConditionalExpression',
    near: 't.id !== targetId &&',
    replacement: 'true',
    why:
      'the `t.id !== targetId` → true mutant: the dragged being on the trail cell has already ' +
      'returned [] the line before, so it never stands there when `taken` is searched (tokens ' +
      "are keyed by their id). The line's wider `true` mutants (an object or a being on " +
      'another map counted as in the way) are caught (ruleset-movement-after-fly-drag.test.ts)',
  },
]
