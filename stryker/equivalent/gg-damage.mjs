// Equivalent mutants of the GG damage files (damage.ts, damage-types.ts): file, mutator, near (the
// line's text), optional replacement, and why no input can tell the mutant from the code.
const DMG = 'shared/rules/gg/engine/damage.ts'
const TYPES = 'shared/rules/gg/engine/damage-types.ts'
const NO_ROUNDING =
  "the default only meets `rounding === 'ceil'` and `rounding === 'nearest'`; '' is neither, " +
  "so it falls through to Math.floor exactly like 'floor'"
const SAME_VALUE =
  'when the two values are equal the assignment writes the value already held, so taking it on ' +
  'equality changes nothing'
export default [
  {
    file: DMG,
    mutator: 'StringLiteral',
    near: "export function halve(n: number, rounding: GgDamageOptions['rounding'] = 'floor'): number {",
    replacement: '""',
    why: NO_ROUNDING,
  },
  {
    file: DMG,
    mutator: 'StringLiteral',
    near: "rounding: GgDamageOptions['rounding'] = 'floor',",
    replacement: '""',
    why: `enduranceReduction passes it straight to halve: ${NO_ROUNDING}`,
  },
  {
    file: DMG,
    mutator: 'ConditionalExpression',
    near: 'packet.magical === undefined',
    replacement: 'false',
    why:
      'the share then carries `magical: undefined` instead of no key; modifyDamage reads it only ' +
      'as `packet.magical !== true` and, one type per share, never recurses, so both are unset',
  },
  {
    file: DMG,
    mutator: 'EqualityOperator',
    near: 'const extraResist = resistCount > 1 ? resistCount - 1 : 0',
    replacement: 'resistCount >= 1',
    why: 'at resistCount 1 both branches give 0 (1 − 1 and the literal 0)',
  },
  {
    file: DMG,
    mutator: 'EqualityOperator',
    near: 'const extraVuln = vulnCount > 1 ? vulnCount - 1 : 0',
    replacement: 'vulnCount >= 1',
    why: 'at vulnCount 1 both branches give 0 (1 − 1 and the literal 0)',
  },
  {
    file: DMG,
    mutator: 'ConditionalExpression',
    near: 'if (scar !== undefined) assertCanTakeScar(target.scars ?? [], scar)',
    replacement: 'true',
    why:
      'with no Scar offered it calls assertCanTakeScar(held, undefined), which throws only when ' +
      'held includes the Severity; held lists Severities, never undefined',
  },
  {
    file: DMG,
    mutator: 'ArrayDeclaration',
    near: 'if (scar !== undefined) assertCanTakeScar(target.scars ?? [], scar)',
    replacement: '["Stryker was here"]',
    why:
      'a target with no Scars is then checked against ["Stryker was here"], which holds no ' +
      'Severity, so an offered Scar is accepted exactly as against []',
  },
  {
    file: DMG,
    mutator: 'EqualityOperator',
    near: "const scarFirst = order.indexOf('scarOffer') < order.indexOf('barrierPoints')",
    replacement: "order.indexOf('scarOffer') <= order.indexOf('barrierPoints')",
    why:
      'the two indexes are equal only if both steps are missing, and every pipelineOrder lists ' +
      'each step once (resolveGgOptions refuses any other, GG-Q32), so they always differ',
  },
  {
    file: TYPES,
    mutator: 'EqualityOperator',
    near: 'if (v !== undefined && (!found || v > best)) {',
    replacement: 'v >= best',
    why: `${SAME_VALUE}; found is already true there (with found false, \`!found\` decides)`,
  },
  {
    file: TYPES,
    mutator: 'EqualityOperator',
    near: 'if (v > best) best = v',
    replacement: 'v >= best',
    why: SAME_VALUE,
  },
  {
    file: TYPES,
    mutator: 'EqualityOperator',
    near: 'if (v < all) all = v',
    replacement: 'v <= all',
    why: SAME_VALUE,
  },
]
