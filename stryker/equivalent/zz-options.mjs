// Equivalent mutants of the ZZ table options (options.ts), entries as stryker.config.mjs
// explains (file, mutator, near, optional replacement, why).
const OPTIONS = 'shared/rules/zz/engine/options.ts'
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
]
