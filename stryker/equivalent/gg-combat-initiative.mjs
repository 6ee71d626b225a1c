// Equivalent mutants of shared/rules/gg/adapter/ruleset-combat-initiative.ts (entries as
// stryker.config.mjs explains).
const FILE = 'shared/rules/gg/adapter/ruleset-combat-initiative.ts'
const ONE_OR_NONE =
  'only a shortcut: with one NPC the Trait values are one, so no Trait line is said, and the ' +
  'reroll-off of one returns it as it is; with none both give an empty list'
const NON_EMPTY = 'the list holds two or more beings here (a tie), so its first is never undefined'
export default [
  {
    file: FILE,
    mutator: 'ConditionalExpression',
    near: 'if (npcs.length <= 1) return [...npcs]',
    replacement: 'false',
    why: ONE_OR_NONE,
  },
  {
    file: FILE,
    mutator: 'EqualityOperator',
    near: 'if (npcs.length <= 1) return [...npcs]',
    replacement: 'npcs.length < 1',
    why: ONE_OR_NONE,
  },
  {
    file: FILE,
    mutator: 'OptionalChaining',
    near: 'tie on ${npcs[0]?.initiative}',
    why: NON_EMPTY,
  },
  {
    file: FILE,
    mutator: 'OptionalChaining',
    near: 'same Trait (${tied[0]?.traitValue})',
    why: NON_EMPTY,
  },
]
