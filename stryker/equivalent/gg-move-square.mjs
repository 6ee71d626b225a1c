// Equivalent mutants of the GG square-board movement (shared/rules/gg/adapter/ruleset-movement-square.ts):
// same entries as stryker.config.mjs explains (file, mutator, near, optional replacement, why no
// input can tell the mutant from the code). Where another mutant of the same line has the same
// replacement, it is named in `why`: it is killed by the tests, so the entry hides nothing.
const SQ = 'shared/rules/gg/adapter/ruleset-movement-square.ts'
const OFF_MAP_INDEX =
  'an index off the map is -1, and reading or writing [-1] of a typed array is undefined / a ' +
  'no-op'
const MIN_STEP =
  'every finite step costs at least 1 m (Q quarter metres): an orthogonal step is 1 m and more, a ' +
  'diagonal 1, 1.5 or 2 m and more (movement.ts stepCost; a dive is never a square step)'

export default [
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (i >= 0) occ[i] = Math.max(occ[i] as number, pass ? CROSS : NO_CROSS)',
    replacement: 'true',
    why:
      `the \`i >= 0\` → true mutant: ${OFF_MAP_INDEX}, so a footprint square off the map marks ` +
      'nothing either way (the line’s other mutants are killed: an ally on (0,0) stays out of ' +
      'reach, a hostile blocks a corridor)',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (goal !== undefined && goal >= 0 && occ[goal] === NO_CROSS) occ[goal] = CROSS',
    replacement: 'true',
    why:
      'a plan always passes a goal on the map (off-map goals are refused before), so ' +
      '`goal !== undefined` and `goal >= 0` are true there; reach passes none, and with either ' +
      'operand true the other is still false for undefined, and `occ[undefined]` is never ' +
      'NO_CROSS anyway (the `occ[goal] === NO_CROSS` → true mutant is killed: every goal would ' +
      'cost Difficult rates)',
  },
  {
    file: SQ,
    mutator: 'LogicalOperator',
    near: 'if (goal !== undefined && goal >= 0 && occ[goal] === NO_CROSS) occ[goal] = CROSS',
    replacement: 'goal !== undefined || goal >= 0',
    why:
      'in a plan both operands are true (the goal is on the map); in reach both are false ' +
      '(goal undefined), so `||` and `&&` agree',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: '(a >= 0 && grid.terrain[a] === CODE.impassable) ||',
    replacement: 'true',
    why: `the \`a >= 0\` → true mutant: ${OFF_MAP_INDEX}, and undefined is not the impassable code (the line's other true mutants block every diagonal and are killed)`,
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: '(b >= 0 && grid.terrain[b] === CODE.impassable)',
    replacement: 'true',
    why: `the \`b >= 0\` → true mutant: ${OFF_MAP_INDEX}, and undefined is not the impassable code (the line's other true mutants block every diagonal and are killed)`,
  },
  {
    file: SQ,
    mutator: 'StringLiteral',
    near: "kind: diagonal ? 'diagonal' : 'orthogonal',",
    replacement: '""',
    why:
      "the 'orthogonal' → '' mutant: stepCost reads `kind` only as `=== 'diagonal'`, so any " +
      "other kind is an orthogonal 1 m (the 'diagonal' → '' mutant is killed: diagonals at 1 m)",
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (side === 1) return step',
    replacement: 'false',
    why:
      'for a one-square being the footprint of u and v are [u] and [v] (never null on the map), ' +
      'so the wrapper returns max(0, step(u, v)) = step(u, v)',
  },
  {
    file: SQ,
    mutator: 'EqualityOperator',
    near: 'for (let k = 0; k < b.length; k++) {',
    replacement: 'k <= b.length',
    why:
      'the extra pass steps from undefined to undefined: no wall, corner, terrain, being or rise ' +
      'is read there, so it costs the plain step of that direction and parity, which no square of ' +
      'the footprint costs less than; the max is unchanged',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (worst === Infinity) return worst',
    replacement: 'false',
    why: 'a shortcut only: Math.max keeps Infinity for the rest of the loop',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (!scratch || scratch.dist.length < n)',
    replacement: 'true',
    why:
      'a cache only: fresh arrays or the reused ones, both are filled with Infinity / -1 over ' +
      'the first n entries before use, and only those are read',
  },
  {
    file: SQ,
    mutator: 'EqualityOperator',
    near: 'if (!scratch || scratch.dist.length < n)',
    replacement: 'scratch.dist.length <= n',
    why: 'a cache only: making new arrays when the old are exactly long enough reads the same',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (d > (dist[s] as number)) continue',
    replacement: 'false',
    why:
      'a stale heap entry has d above the state’s settled cost, which was popped and relaxed ' +
      'first; relaxing again from the larger d improves nothing',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (v < 0) continue',
    replacement: 'false',
    why:
      'with v = -1 the state index t is negative, `dist[t]` of a typed array is undefined and ' +
      '`nd < undefined` is false: nothing is written',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (c === Infinity) continue',
    replacement: 'false',
    why:
      'then nd is Infinity: `Infinity > budget` skips it when the budget is finite, and ' +
      '`Infinity < dist[t]` is false when it is not',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (nd > budget) continue',
    replacement: 'false',
    why:
      'only reach passes a finite budget, and it keeps a square only when what it needs is within ' +
      'bands[1] (its budget): states searched past it cost more than the budget and lower no ' +
      'square that is kept',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (fullCost || here === 0) return here',
    replacement: 'false',
    why:
      'the `here === 0` → false mutant: only the start costs 0 (every step costs at least 1 m), ' +
      'and neither caller asks about the start (reach skips it, a plan to it returns early); the ' +
      'line’s other false mutants price a diagonal at 1 m under needFullStepCost and are killed',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (dp === Infinity) continue',
    replacement: 'false',
    why: 'Infinity + anything is Infinity, which never lowers `best`',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'const c = cost(p, v, dir, odd === 1)',
    why:
      `c is read only as \`c !== Infinity\` and \`Math.min(c, Q)\`: ${MIN_STEP}, so the min is Q ` +
      'whatever the parity, and whether a step is blocked does not depend on it',
  },
  {
    file: SQ,
    mutator: 'EqualityOperator',
    near: 'const c = cost(p, v, dir, odd === 1)',
    replacement: 'odd !== 1',
    why: `as the line's ConditionalExpression mutants: ${MIN_STEP}, and parity never blocks a step`,
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (dir >= 0 && u >= 0 && v >= 0 && !squareStepOpen(grid, u, v, dir)) return false',
    replacement: 'true',
    why:
      'the guards `dir >= 0`, `u >= 0`, `v >= 0` (and their &&) are always true: a jump starts and ' +
      'ends on the map (both are checked before), the line between two centres stays in their ' +
      'bounding box, and its consecutive squares are different neighbours, so each step has a ' +
      'direction (the if → true mutant of the line is killed: it stops every jump)',
  },
  {
    file: SQ,
    mutator: 'LogicalOperator',
    near: 'if (dir >= 0 && u >= 0 && v >= 0 && !squareStepOpen(grid, u, v, dir)) return false',
    replacement: 'dir >= 0 && u >= 0 || v >= 0',
    why: 'the three guards are always true (see the line’s `true` entry), so `||` and `&&` agree',
  },
  {
    file: SQ,
    mutator: 'LogicalOperator',
    near: 'if (dir >= 0 && u >= 0 && v >= 0 && !squareStepOpen(grid, u, v, dir)) return false',
    replacement: 'dir >= 0 || u >= 0',
    why: 'the three guards are always true (see the line’s `true` entry), so `||` and `&&` agree',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (start < 0) return { grid: rg, cost: out, bands }',
    replacement: 'false',
    why:
      'with start = -1 the writes to out[-1] and dist[-2] are no-ops, and the search pops state ' +
      '-2 first, whose square -1 is the default stopAt, so it stops at once: every square stays ' +
      'unreached and Infinity, as the early return gives',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (speed <= 0) return { grid: rg, cost: out, bands }',
    replacement: 'false',
    why:
      'at speed 0 the bands are [0, 0] (after a switch too: max(0, 0 − spent)), the budget is 0 ' +
      'and every other square needs at least 1 m, so the search keeps none of them',
  },
  {
    file: SQ,
    mutator: 'EqualityOperator',
    near: 'if (speed <= 0) return { grid: rg, cost: out, bands }',
    replacement: 'speed < 0',
    why: 'as the line’s false mutant: at speed 0 every other square needs more than bands[1] = 0',
  },
  {
    file: SQ,
    mutator: 'ArithmeticOperator',
    near: 'const budget = Math.max(0, bands[1] - mover.riseCost) * Q',
    replacement: 'bands[1] + mover.riseCost',
    why:
      'a larger budget only searches further: a square is kept when what it needs plus the climb ' +
      'is within bands[1], and states past the right budget cannot lower such a square',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: "const found = search(grid, start, cost, o.diagonal === 'alternating-1-2', budget + slack)",
    replacement: 'true',
    why:
      'tracking the diagonals’ parity under the 1.5 m or 1 m options splits each square into two ' +
      'states with the same costs (stepCost reads priorDiagonals only when alternating), and ' +
      'reach reads the least of the two',
  },
  {
    file: SQ,
    mutator: 'EqualityOperator',
    near: 'for (let v = 0; v < grid.size; v++) {',
    replacement: 'v <= grid.size',
    why:
      'index grid.size is row `rows`, below the map: its footprint is null, so it is skipped ' +
      '(and a write to out[size] would be a no-op)',
  },
  {
    file: SQ,
    mutator: 'ConditionalExpression',
    near: 'if (found.dist[v * 2] === Infinity && found.dist[v * 2 + 1] === Infinity) continue',
    replacement: 'false',
    why:
      'a square the search did not reach within budget + slack needs more than the budget: its ' +
      'cheapest neighbour is dearer than budget + slack − the step, and the slack (8 m) is at ' +
      'least the dearest step less 1 m, so that neighbour + 1 m is past the budget',
  },
]
