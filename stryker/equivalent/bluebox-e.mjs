// Equivalent mutants of Blue Box's combat hooks (economy, views, moves, Escalation Points): same
// entries as stryker.config.mjs explains (file, mutator, near, optional replacement, why no input
// can tell the mutant from the code).
const VIEWS = 'shared/rules/bluebox/adapter/ruleset-combat-views.ts'
const EP = 'shared/rules/bluebox/adapter/ruleset-ep.ts'
const COMBAT = 'shared/rules/bluebox/adapter/ruleset-combat.ts'
const MOVES = 'shared/rules/bluebox/adapter/ruleset-combat-moves.ts'

export default [
  {
    file: VIEWS,
    mutator: 'ArrayDeclaration',
    near: 'const weapons = sheetRecord(campaign, token)?.weapons ?? []',
    why: "a list holding one string has no weapon of kind 'melee', so the reach stays the 1 m start",
  },
  {
    file: VIEWS,
    mutator: 'EqualityOperator',
    near: "(m, w) => (w.kind === 'melee' && w.reachOrRange > m ? w.reachOrRange : m)",
    replacement: 'w.reachOrRange >= m',
    why: 'at a tie both branches give the same number',
  },
  {
    file: EP,
    mutator: 'ConditionalExpression',
    near: 'return token.pcId !== undefined ? pcRecord(campaign, token.pcId) : undefined',
    replacement: 'true',
    why: 'pcRecord of an undefined id finds no PC (the schema keys PCs by their non-empty ids), so both give undefined',
  },
  {
    file: EP,
    mutator: 'ConditionalExpression',
    near: 'if (!(err instanceof RollRefused)) throw err',
    replacement: 'false',
    why: "the counter's tick refuses only with RollRefused, so no other error reaches the catch",
  },
  {
    file: COMBAT,
    mutator: 'StringLiteral',
    near: "const flaw = r.flawDice.length ? ` − Flaw ${r.flawDice.join(' + ')}` : ''",
    why: 'initiative has no Flaw source in Blue Box (initiativeEdgeFlaw adds Edge only), so flawDice is always empty',
  },
  {
    file: MOVES,
    mutator: 'ConditionalExpression',
    near: 'if (p) out.push({ ...p, text: `entered it: ${p.text}` })',
    replacement: 'true',
    why: 'promptOf has an item for every Dangerous terrain save effect, so p is never null here',
  },
]
