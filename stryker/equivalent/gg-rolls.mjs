// Equivalent mutants of the GG rolls and sheet hooks (shared/rules/gg/ruleset-rolls*.ts,
// ruleset-sheet.ts): same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const BARRIER = 'shared/rules/gg/adapter/ruleset-rolls-barrier.ts'
const SHEET = 'shared/rules/gg/adapter/ruleset-sheet.ts'
export default [
  {
    file: BARRIER,
    mutator: 'EqualityOperator',
    near: "outcome: choice === 'keep' && state.bp > 0 ? 'kept' : 'gained',",
    replacement: 'state.bp >= 0',
    why:
      'the mutant differs only at bp 0 (bp is never negative: the instance schema counts it from ' +
      "0 and a fresh state takes the sheet's, also counted from 0); with bp 0 barrierChoiceNeeded " +
      "returns ask false and choice 'replace', so choice === 'keep' is already false",
  },
  {
    file: SHEET,
    mutator: 'ConditionalExpression',
    near: 'const s = sheet === null ? null : ggSheetOf(sheet)',
    replacement: 'false',
    why:
      'ggSheetOf(null) is null too: neither the PC nor the NPC schema accepts null, so both ' +
      'branches give null for a null sheet',
  },
]
