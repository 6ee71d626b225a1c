// Equivalent mutants of the play-rest area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const RESOLVE = 'shared/play/rest/resolve.ts'
const WORDS = 'shared/play/rest/words.ts'
const UNTIL = 'shared/play/rest/until-rest.ts'
const REROLL = 'shared/play/rest/reroll.ts'
const STRYKER_ARRAY = '["Stryker was here"]'

export default [
  {
    file: RESOLVE,
    mutator: 'EqualityOperator',
    near: 'end.hour >= now.hour',
    replacement: 'end.hour > now.hour',
    why: 'on the same day and hour the rest end and the party clock are the same clock, so which is kept never shows',
  },
  {
    file: WORDS,
    mutator: 'ArrayDeclaration',
    near: 'const weapons = memberId !== undefined',
    replacement: STRYKER_ARRAY,
    why: 'the list is only searched for an object whose id is the slot weapon; a string in it has no id, so it is never found and the id is written as before',
  },
  {
    file: UNTIL,
    mutator: 'ArrayDeclaration',
    near: 'hooks.conditionsOf(token.instance) : []',
    replacement: STRYKER_ARRAY,
    why: 'the held set is only intersected with the conditions remembered until a rest, which are condition ids a ruleset names; none is that sentence',
  },
  {
    file: REROLL,
    mutator: 'ArrayDeclaration',
    near: 'const log = campaign.restLog ?? []',
    replacement: STRYKER_ARRAY,
    why: 'with no log the entry becomes a string, which has no rerolls, so the same refusal (no dice to re-roll) follows before anything else reads it',
  },
]
