// Equivalent mutants of the gg area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const ATTACK = 'shared/rules/gg/attack.ts'
const RULES = 'shared/rules/gg/attack-rules.ts'
const ODDS = 'shared/rules/gg/attack-odds.ts'
const ZERO_WEIGHT =
  'an entry of chance 0 adds 0 to every sum; at most it lengthens rawDamage with zero entries, ' +
  'which the pipeline loop skips (`if (pa === 0) continue`)'
const CACHE_KEY =
  'the key only has to tell apart each outcome with and without maximised base dice, and the ' +
  'mutated key still gives those four or five cases distinct strings'
const CACHE =
  'the cache only saves time: the distribution is a pure function of the key’s outcome and mode, ' +
  'so computing it again gives the same numbers'
export default [
  {
    file: ATTACK,
    mutator: 'LogicalOperator',
    near: 'autoMiss: !seesTarget && (s.targetAtChosenLocation ?? true) === false,',
    replacement: 's.targetAtChosenLocation && true',
    why:
      '`x && true` is x for undefined, true and false, and only `=== false` is read: undefined, ' +
      'like the default true, is not false',
  },
  {
    file: ATTACK,
    mutator: 'StringLiteral',
    near: "kind: AttackKind = 'weapon',",
    replacement: '""',
    why: "the kind is only compared with 'spell', which neither 'weapon' nor '' is",
  },
  {
    file: RULES,
    mutator: 'ConditionalExpression',
    near: "if (longRange !== undefined && distance <= longRange) return 'disadvantage'",
    replacement: 'true',
    why: '`distance <= undefined` is false, so testing longRange for undefined first changes nothing',
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'if (pi === 0) continue',
    replacement: 'false',
    why: ZERO_WEIGHT,
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'if (p === 0) continue',
    replacement: 'false',
    why: ZERO_WEIGHT + '; a natural that cannot come up only fills the cache with a pure result',
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'if (pa === 0) continue',
    replacement: 'false',
    why:
      'an amount of chance 0 adds 0 to damage, hpLoss, expectedDamage and dropChance; it could ' +
      'only lengthen damage or hpLoss, but rawDamage ends on an amount of positive chance ' +
      '(addInto skips zero entries) and applyDamage never gives a smaller amount more damage or ' +
      'HP loss',
  },
  {
    file: ODDS,
    mutator: 'EqualityOperator',
    near: "const key = `${outcome}${mode.maximiseBase === true ? '+max' : ''}`",
    replacement: 'mode.maximiseBase !== true',
    why: CACHE_KEY,
  },
  {
    file: ODDS,
    mutator: 'BooleanLiteral',
    near: "const key = `${outcome}${mode.maximiseBase === true ? '+max' : ''}`",
    replacement: 'false',
    why: CACHE_KEY + ' (true and undefined give "", false gives "+max")',
  },
  {
    file: ODDS,
    mutator: 'StringLiteral',
    near: "const key = `${outcome}${mode.maximiseBase === true ? '+max' : ''}`",
    replacement: '"Stryker was here!"',
    why: CACHE_KEY,
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'if (d === undefined) {',
    replacement: 'true',
    why: CACHE,
  },
  {
    file: ODDS,
    mutator: 'CallExpression',
    near: 'cache.set(key, d)',
    why: CACHE,
  },
]
