// Equivalent mutants of the bw area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const SKILL = 'shared/rules/bw/skill.ts'
const DICE = 'shared/rules/bw/dice-expr.ts'
const ABSENT =
  'an absent distance gives a 0 penalty (undefined >= 6 and undefined >= 15 are false), and a 0 ' +
  'modifier adds no line, so testing for undefined first changes nothing'
export default [
  {
    file: SKILL,
    mutator: 'ConditionalExpression',
    near: 'if (s.targetMovedIn !== undefined) {',
    replacement: 'true',
    why: ABSENT,
  },
  {
    file: SKILL,
    mutator: 'ConditionalExpression',
    near: 'if (s.attackerMovedIn !== undefined) {',
    replacement: 'true',
    why: ABSENT,
  },
  {
    file: SKILL,
    mutator: 'ConditionalExpression',
    near: 'if (!s.closeCombat && s.rangeIn !== undefined) {',
    replacement: 'true',
    why: ABSENT,
  },
  {
    file: SKILL,
    mutator: 'EqualityOperator',
    near: 'const worst = sta.reduce((a, b) => (STA[b].value < STA[a].value ? b : a))',
    replacement: 'STA[b].value <= STA[a].value',
    why: 'the classes are de-duplicated first and each has its own value, so two never tie',
  },
  {
    file: DICE,
    mutator: 'Regex',
    near: "const src = text.replace(/\\s+/g, '').toLowerCase()",
    why: 'a global replace of each blank one by one removes the same blanks as of each run',
  },
  {
    file: DICE,
    mutator: 'Regex',
    near: "const body = part.replace(/^[+-]/, '')",
    why: 'a part is [+-]?[^+-]+, so its only sign, if any, is its first character',
  },
  {
    file: DICE,
    mutator: 'EqualityOperator',
    near: 'if (sign < 0) throw new Error',
    replacement: 'sign <= 0',
    why: 'sign is 1 or -1, never 0',
  },
  {
    file: DICE,
    mutator: 'ArrayDeclaration',
    near: "for (const part of src.match(/[+-]?[^+-]+/g) ?? []) {",
    why: 'the text passed the pattern, so it holds a number or a die and match never gives null',
  },
  {
    file: DICE,
    mutator: 'EqualityOperator',
    near: "return `${dice}${expr.bonus > 0 ? '+' : '-'}${Math.abs(expr.bonus)}`",
    replacement: 'expr.bonus >= 0',
    why: 'a bonus of 0 returned on the line before',
  },
  {
    file: 'shared/rules/bw/ruleset-rolls-simple.ts',
    mutator: 'ConditionalExpression',
    near: 'if (err instanceof RollRefused) throw err',
    replacement: 'false',
    why: 'wrapping a RollRefused in a new RollRefused of the same message gives the same refusal',
  },
  {
    file: 'shared/rules/bw/ruleset-rolls-attack.ts',
    mutator: 'ConditionalExpression',
    near: 'if (!aim.closeCombat) s.rangeIn = aim.rangeIn',
    replacement: 'true',
    why: 'skillModifiers takes no range penalty in Close Combat, so a range given there is never read',
  },
  {
    file: 'shared/rules/bw/ruleset-rolls-attack.ts',
    mutator: 'ConditionalExpression',
    near: '} else if (aim.target) {',
    replacement: 'true',
    why: 'an attack has no target only when fired at a point, which only an explosive weapon may be, and an explosive hit takes the branch before',
  },
  {
    file: 'shared/rules/bw/ruleset-rolls-attack.ts',
    mutator: 'OptionalChaining',
    near: 'const missed = aim.target?.token.id',
    why: 'a miss without a target is at a point, so explosive, and explodes in the branch before; here aim.target is always set',
  },
  {
    file: 'shared/rules/bw/ruleset-rolls-attack.ts',
    mutator: 'EqualityOperator',
    near: 'pointToBase(land.at, u.placed) <= 1e-9',
    why: 'a landing point is on the half-inch lattice, so its distance to a base is 0 (inside) or far above 1e-9, never exactly 1e-9',
  },
  {
    file: 'shared/rules/bw/ruleset-sheet.ts',
    mutator: 'ConditionalExpression',
    near: 'if (known !== undefined) return known',
    replacement: 'false',
    why: 'a cache: parsing the same stored object again gives the same state',
  },
  {
    file: 'shared/rules/bw/ruleset-sheet.ts',
    mutator: 'BlockStatement',
    near: 'if (known !== undefined) return known',
    why: 'a cache: parsing the same stored object again gives the same state',
  },
  {
    file: 'shared/rules/bw/ruleset-sheet.ts',
    mutator: 'CallExpression',
    near: 'read.set(raw, state)',
    why: 'a cache: not remembering a parse only means parsing again, to the same state',
  },
  {
    file: 'shared/rules/bw/ruleset-being.ts',
    mutator: 'ConditionalExpression',
    near: 'const state = (token.instance !== undefined ? bwStateOf(token.instance) : null) ?? blankBwState()',
    replacement: 'true',
    why: 'bwStateOf(undefined) is null, the same as the other branch',
  },
]
