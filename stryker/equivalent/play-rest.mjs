// Equivalent mutants of the play-rest area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const RESOLVE = 'shared/play/rest/resolve.ts'

export default [
  {
    file: RESOLVE,
    mutator: 'EqualityOperator',
    near: 'end.hour >= now.hour',
    replacement: 'end.hour > now.hour',
    why: 'on the same day and hour the rest end and the party clock are the same clock, so which is kept never shows',
  },
]
