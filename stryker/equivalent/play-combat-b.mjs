// Equivalent mutants of the play area's combat files from movement.ts on: same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
export default []
