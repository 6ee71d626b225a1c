// Equivalent mutants of the ZZ sheet files (dice-expr.ts, ruleset-sheet.ts, statblock.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const DICE = 'shared/rules/zz/engine/dice-expr.ts'
const SHEET = 'shared/rules/zz/adapter/ruleset-sheet.ts'
const BLOCK = 'shared/rules/zz/engine/statblock.ts'
export default [
  {
    file: DICE,
    mutator: 'EqualityOperator',
    near: 'if (sign < 0 || count < 1 || count > 20 || sides < 1 || sides > 100) {',
    replacement: 'sign <= 0',
    why:
      'sign is typed and built as 1 | -1 two lines above (raw starts with "-" or not), never 0, ' +
      'so `sign <= 0` and `sign < 0` agree for every formula',
  },
  {
    file: SHEET,
    mutator: 'ConditionalExpression',
    near: 'const s = sheet === null ? null : zzSheetOf(sheet)',
    replacement: 'false',
    why:
      'the null check only short-cuts: zzSheetOf(null) is null too, since neither the PC nor the ' +
      'NPC schema (zod objects) accepts null, so s is null either way (publicView, problem, fresh)',
  },
  {
    file: BLOCK,
    mutator: 'StringLiteral',
    near: "kind: 'melee',",
    replacement: '""',
    why:
      'the stand-in Unarmed weapon is built and read only inside zzStatblockLines, which asks ' +
      'only whether its kind is "ranged": "melee" and "" both take the melee line',
  },
  {
    file: DICE,
    mutator: 'Regex',
    near: "const parts = text.replace(/\\s+/g, '').split(/(?=[+-])/)",
    replacement: '/\\s/g',
    why:
      'every whitespace character is removed either way: deleting each one (/\\s/g) or each run ' +
      'of them (/\\s+/g) leaves the same string',
  },
  {
    file: DICE,
    mutator: 'Regex',
    near: "const term = raw.replace(/^[+-]/, '')",
    replacement: '/[+-]/',
    why:
      'the parts come from a split before every + and -, so a part holds a sign only as its first ' +
      'character: the first sign anywhere is the sign at the start, or there is none',
  },
]
