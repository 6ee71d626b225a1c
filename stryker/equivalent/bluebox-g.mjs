// Equivalent mutants of a being's damage pipeline and its stat block: same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell the
// mutant from the code).
const BEING = 'shared/rules/bluebox/combat-being.ts'
const STATBLOCK = 'shared/rules/bluebox/statblock.ts'
const SENTINEL_TYPE =
  "a token with no sheet meets no damage type; Stryker's stand-in list holds only the phrase " +
  "'Stryker was here', which is no damage type of the rules (L279-L287 name types such as fire, " +
  'acid, psychic), so no hit is resisted, doubled or negated either way'

export default [
  {
    file: BEING,
    mutator: 'ArrayDeclaration',
    near: 'inst?.conditions ?? []',
    why: 'conditionsOfBeing drops ids the condition table does not have, so a stand-in id reads as no condition, as [] does',
  },
  {
    file: BEING,
    mutator: 'ConditionalExpression',
    near: 'return dc === undefined && since === undefined',
    replacement: 'false',
    why: 'with neither detail the spread copies the condition with nothing added: an equal object',
  },
  {
    file: BEING,
    mutator: 'ArrayDeclaration',
    near: 'resist: sheet?.resistances ?? []',
    why: SENTINEL_TYPE,
  },
  {
    file: BEING,
    mutator: 'ArrayDeclaration',
    near: 'vulnerable: sheet?.vulnerabilities ?? []',
    replacement: '["Stryker was here"]',
    why: SENTINEL_TYPE,
  },
  {
    file: BEING,
    mutator: 'ArrayDeclaration',
    near: 'immune: sheet?.immunities ?? []',
    replacement: '["Stryker was here"]',
    why: SENTINEL_TYPE,
  },
  {
    file: BEING,
    mutator: 'ConditionalExpression',
    near: '...(hit.type !== undefined ? { type: hit.type } : {})',
    replacement: 'true',
    why: 'damageProfile reads a type of undefined as untyped damage, the same as no type at all',
  },
  {
    file: STATBLOCK,
    mutator: 'StringLiteral',
    near: "mode: BlueBoxOptions['practicedReroll'] = 'once'",
    why: "reroll tests only for 'until-not-one'; any other word, '' too, re-rolls a 1 once as 'once' does",
  },
]
