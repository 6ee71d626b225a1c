// Equivalent mutants of shared/rules/zz/engine/attack-rules.ts besides those in zz.mjs (entries as
// stryker.config.mjs explains).
export default [
  {
    file: 'shared/rules/zz/engine/attack-rules.ts',
    mutator: 'EqualityOperator',
    near: 'return attackTotal > defendTotal ? attackTotal - defendTotal : 0',
    replacement: 'attackTotal >= defendTotal',
    why: 'at equal totals both branches give 0 (attackTotal - defendTotal = 0)',
  },
]
