// Equivalent mutants of the GG combat hooks (shared/rules/gg/ruleset-combat-*.ts): same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const LIMIT = 'shared/rules/gg/adapter/ruleset-combat-limit.ts'
const TURNS = 'shared/rules/gg/adapter/ruleset-combat-turns.ts'
const NO_GAIN =
  'passiveLp gives 0 or 5, never less; with a gain of 0 lpAfterGain returns ' +
  'max(lp, min(cap, lp + 0)) = lp, so `next === lp` and no change is pushed either way'
const ONE_ROUND_LABEL =
  'ggOneRound reads only `endsAtStartOf` from oneRoundEffect, which is worked out from the ' +
  'user, the turn owner and the option; the id and label spread beside it are never read'
export default [
  {
    file: LIMIT,
    mutator: 'StringLiteral',
    near: "const [level = '', mode = MEMORY_DEFAULT_SECONDARY] = use.slice(LB_USE.length).split(':')",
    replacement: '"Stryker was here!"',
    why:
      'String.prototype.split always returns at least one element, so the first slot is never ' +
      'undefined and its default is never used',
  },
  {
    file: TURNS,
    mutator: 'EqualityOperator',
    near: 'const next = gain > 0 ? lpAfterGain(lp, gain, ce, options).lp : lp',
    replacement: 'gain >= 0',
    why: NO_GAIN,
  },
  {
    file: TURNS,
    mutator: 'ConditionalExpression',
    near: 'const next = gain > 0 ? lpAfterGain(lp, gain, ce, options).lp : lp',
    replacement: 'true',
    why: NO_GAIN,
  },
  {
    file: TURNS,
    mutator: 'ObjectLiteral',
    near: "{ id: 'oneRound', label: '1 Round' },",
    why: ONE_ROUND_LABEL,
  },
  {
    file: TURNS,
    mutator: 'StringLiteral',
    near: "{ id: 'oneRound', label: '1 Round' },",
    why: ONE_ROUND_LABEL,
  },
]
