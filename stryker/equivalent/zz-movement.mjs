// Equivalent mutants of the ZZ movement hooks (ruleset-movement.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const MOVEMENT = 'shared/rules/zz/adapter/ruleset-movement.ts'
const NEVER_ONE =
  'spacesText is only called for a too-far move of a mover that is not Down; such a mover has ' +
  'MOVE >= 1 (MOVE 0 is stuck) and a budget of MOVE + 3 >= 4, so the total it words is at least 5, ' +
  'never 1'
export default [
  {
    file: MOVEMENT,
    mutator: 'ArrayDeclaration',
    near: 'const st = zzInstanceOf(token.instance)?.statuses ?? []',
    replacement: '["Stryker was here"]',
    why:
      'the list is only asked whether it includes dead, unconscious, down or tripped; a list ' +
      'holding only "Stryker was here" answers no to each, as the empty list does',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: 'if (i < 0) continue',
    replacement: 'false',
    why:
      'an occupant square off the map is then stored under index -1, and no lookup ever asks for ' +
      '-1: the goal is checked to be on the map first, footprint cells and path indices are grid ' +
      'indices, and an extra entry only makes blocking non-empty, whose wrapper then answers as ' +
      'the plain cost for every on-map square',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: 'if (n === 1) return cost',
    replacement: 'false',
    why:
      'for side 1 squareFootprintIndices gives [anchor] for every on-map square (x + 1 <= cols), ' +
      'so the loop from k = 1 never runs and the wrapper returns cost(from, to, dir) itself',
  },
  {
    file: MOVEMENT,
    mutator: 'EqualityOperator',
    near: 'for (let k = 1; k < b.length; k++) {',
    replacement: 'k <= b.length',
    why:
      'the extra pass reads a[n*n] and b[n*n] as undefined: terrain[undefined] is not impassable, ' +
      'blocking.has(undefined) is false, and walls[undefined] shifts and masks to 0, so the step ' +
      'reads open and nothing returns Infinity',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: 'if (blocking.size === 0) return plain',
    replacement: 'false',
    why: 'with nobody blocking, blocking.has(to) is always false and the wrapper returns plain(...)',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: "const spacesText = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`",
    replacement: 'false',
    why: NEVER_ONE,
  },
  {
    file: MOVEMENT,
    mutator: 'StringLiteral',
    near: "const spacesText = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`",
    replacement: '""',
    why: `${NEVER_ONE} ('spaces' emptied is caught by the "needs 9 spaces of Move" test)`,
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: 'if (start >= 0) cost[start] = 0',
    replacement: 'true',
    why:
      'the guard only differs when start is -1, and writing index -1 of a Float64Array does ' +
      'nothing (a typed array ignores out-of-range indices), so the field stays all Infinity',
  },
  {
    file: MOVEMENT,
    mutator: 'EqualityOperator',
    near: 'for (let i = 0; i < field.length; i++) {',
    replacement: 'i <= field.length',
    why: 'field[field.length] is undefined and Number.isFinite(undefined) is false: the extra pass writes nothing',
  },
]
