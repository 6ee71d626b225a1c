// Equivalent mutants of a being's damage pipeline and its stat block: same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell the
// mutant from the code).
const BEING = 'shared/rules/bluebox/adapter/combat-being.ts'
const STATBLOCK = 'shared/rules/bluebox/engine/statblock.ts'
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
  {
    file: BEING,
    mutator: 'ConditionalExpression',
    near: "else if (options.downAndOut === 'death-saves' && u.track.failures > track.failures)",
    replacement: 'true',
    why: 'without Death Saves a track never counts failures, so the count never grows and the rule test adds nothing',
  },
  {
    file: BEING,
    mutator: 'ConditionalExpression',
    near: "const keep = new Set(nextTrack.state === 'up' ? [] : ['down', 'out'])",
    replacement: 'false',
    why: 'a being healed up has had Down and Out taken off by withTrack already, so keeping them keeps nothing',
  },
  {
    file: BEING,
    mutator: 'ArrayDeclaration',
    near: "const keep = new Set(nextTrack.state === 'up' ? [] : ['down', 'out'])",
    replacement: '["Stryker was here"]',
    why: 'the stand-in is no condition id, so keeping it keeps nothing, as the empty set does',
  },
  {
    file: 'shared/rules/bluebox/engine/sheet-schema.ts',
    mutator: 'ArrayDeclaration',
    near: 'const items = Array.isArray(practiced[key]) ? (practiced[key] as unknown[]) : []',
    why: 'a stand-in list of one entry holds nothing twice, as the empty list does',
  },
  {
    file: 'shared/rules/bluebox/engine/sheet-schema.ts',
    mutator: 'ArrayDeclaration',
    near: 'const weapons = Array.isArray(v.weapons)',
    why: 'the ids of a stand-in list of one string are [undefined]: nothing used twice, as with no weapons',
  },
  {
    file: STATBLOCK,
    mutator: 'ConditionalExpression',
    near: 'if (stat !== undefined && allowed.includes(stat)) return stat',
    replacement: 'true',
    why: 'for `stat !== undefined` -> true: no ability lists undefined among its stats, so includes() refuses it anyway',
  },
  {
    file: BEING,
    mutator: 'StringLiteral',
    near: "const keep = new Set(nextTrack.state === 'up' ? [] : ['down', 'out'])",
    replacement: '""',
    why:
      "for 'up' -> '': as the `false` mutant above, keeping Down and Out on a being healed up keeps " +
      "nothing (the 'down' and 'out' -> '' mutants of this line are killed by the healing tests)",
  },
]
