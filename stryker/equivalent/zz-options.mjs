// Equivalent mutants of the ZZ table option fields (option-fields.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const FIELDS = 'shared/rules/zz/option-fields.ts'
const OPTIONS = 'shared/rules/zz/options.ts'
const NO_DEFAULT_AMONG_OTHERS =
  'numbers() is only called from the module table, and none of its calls lists the default among ' +
  'the other readings (diagonalStep 2 / 1,3; dodgeMoveCost 2 / 1,3,4; standUpCost 1 / 0,2,3; ' +
  'rangedHitTarget 10 / 8,12,15; earshot 8 / 4,6,10,12; sdrDifficulty 6 / 4,8,10), so filtering ' +
  'the default out of `others` removes nothing and the offered list is the same without it'
const NO_ONE_SPACE =
  'spaces() only labels the earshot readings 8, 4, 6, 10 and 12 (the only call, in the module ' +
  'table), so n is never 1 and the singular "1 space" branch is never taken'
export default [
  {
    file: OPTIONS,
    mutator: 'ObjectLiteral',
    near: ".regex(/^\\d{1,2}d\\d{1,3}([+-]\\d{1,3})?$/, { error: 'fire damage must be dice like 1d4' })",
    replacement: '{}',
    why:
      'zod reports a check without its own error with the error of the schema it sits on, and ' +
      'the z.string above it carries the same words ("fire damage must be dice like 1d4"), so a ' +
      'string that is not dice is refused with the same message either way',
  },
  {
    file: FIELDS,
    mutator: 'MethodExpression',
    near: '[def, ...others.filter((n) => n !== def)]',
    why: NO_DEFAULT_AMONG_OTHERS,
  },
  {
    file: FIELDS,
    mutator: 'ConditionalExpression',
    near: '[def, ...others.filter((n) => n !== def)]',
    replacement: 'true',
    why: NO_DEFAULT_AMONG_OTHERS,
  },
  {
    file: FIELDS,
    mutator: 'ConditionalExpression',
    near: "const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`",
    replacement: 'false',
    why: NO_ONE_SPACE,
  },
  {
    file: FIELDS,
    mutator: 'StringLiteral',
    near: "const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`",
    replacement: '""',
    why: NO_ONE_SPACE,
  },
]
