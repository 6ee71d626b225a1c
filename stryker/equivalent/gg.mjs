// Equivalent mutants of the gg area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const ATTACK = 'shared/rules/gg/engine/attack.ts'
const RULES = 'shared/rules/gg/engine/attack-rules.ts'
const ODDS = 'shared/rules/gg/engine/attack-odds.ts'
const LAND = 'shared/rules/gg/adapter/ruleset-attack-land.ts'
const DMG = 'shared/rules/gg/adapter/ruleset-attack-damage.ts'
const MAP = 'shared/rules/gg/adapter/ruleset-attack-map.ts'
const RA = 'shared/rules/gg/adapter/ruleset-attack.ts'
const HP_LOST =
  'hpBefore is only read as `hpBefore > 0`, and it is 0 only for a target already at 0 HP, which ' +
  'loses no HP, so `d.hpLost === 0` has already returned []'
const SCAR = 'shared/rules/gg/adapter/ruleset-attack-scar.ts'
const PC_LINKED =
  'the `pcId !== undefined` → true mutant: a token linked to neither a PC nor an NPC has no ' +
  'stat block and is refused before this line (ggSheetOfToken), so with npcId unset pcId is ' +
  'set; the line’s other `true` mutants change who counts as a PC and are caught'
const MIRROR =
  'every centre (the target’s, the attacker’s, the ally’s) is mirrored the same way, and a ' +
  'mirror keeps the angle between two vectors, the only thing isFlanked reads'
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
  {
    file: LAND,
    mutator: 'MethodExpression',
    near: 'const hpBefore = Math.min(t.state.hp, t.sheet.hpMax)',
    why: HP_LOST + ' (min and max of HP and HP max ≥ 1 are both positive otherwise)',
  },
  {
    file: LAND,
    mutator: 'EqualityOperator',
    near: "if (when === 'whenDropped' && !(hpBefore > 0 && d.hp === 0)) return []",
    replacement: 'hpBefore >= 0',
    why: HP_LOST,
  },
  {
    file: LAND,
    mutator: 'ConditionalExpression',
    near: "if (when === 'whenDropped' && !(hpBefore > 0 && d.hp === 0)) return []",
    replacement: 'true',
    why:
      HP_LOST +
      ' (this is the `hpBefore > 0` → true mutant; the other three `true` mutants of the line ' +
      'change which hits are offered a Scar and are caught)',
  },
  {
    file: DMG,
    mutator: 'ConditionalExpression',
    near: 'unarmedBase === undefined || t.base === false ? t : { ...t, base: unarmedBase },',
    replacement: 'false',
    why:
      'the `unarmedBase === undefined` → false mutant: for a non-Unarmed action it copies a base ' +
      'die as { ...t, base: undefined }, and a die with base undefined is a base die exactly as ' +
      'before (the roll reads `base !== false`); the other `false` mutants of the line are caught',
  },
  {
    file: MAP,
    mutator: 'AssignmentOperator',
    near: 'x += p.x',
    why: MIRROR,
  },
  {
    file: MAP,
    mutator: 'AssignmentOperator',
    near: 'y += p.y',
    why: MIRROR,
  },
  {
    file: MAP,
    mutator: 'ConditionalExpression',
    near: 'if (!options.flanking) return false',
    replacement: 'false',
    why: 'isFlanked itself answers false when the table does not use Flanking',
  },
  {
    file: MAP,
    mutator: 'ConditionalExpression',
    near: 'if (around.length === 0) return false',
    replacement: 'false',
    why: '`some` over an empty list is false',
  },
  {
    file: MAP,
    mutator: 'ConditionalExpression',
    near: 'if (t.npcId === undefined && t.pcId === undefined) continue',
    replacement: 'false',
    why:
      'ggSheetOfToken refuses a token linked to no sheet, and the catch just below skips it the ' +
      'same way',
  },
  {
    file: MAP,
    mutator: 'StringLiteral',
    near: "sheet = ggSheetOfToken(campaign, t, 'it threatens no one')",
    why: 'the refusal carrying these words is caught and dropped just below',
  },
  {
    file: MAP,
    mutator: 'ArrayDeclaration',
    near: 'const around = threats(campaign, target.mapId, [target.id, attacker.id], options)',
    replacement: '[]',
    why:
      'left in, the attacker stands at its own centre (0° from itself, no Flanking) and the ' +
      'target is either on the other side (filtered out) or at the centre itself (a zero vector ' +
      'isFlanked drops)',
  },
  {
    file: MAP,
    mutator: 'ArrayDeclaration',
    near: 'return threats(campaign, attacker.mapId, [attacker.id], options)',
    replacement: '[]',
    why: 'left in, the attacker is on its own side, which the filter just below drops',
  },
  {
    file: RA,
    mutator: 'ConditionalExpression',
    near: 'if (hits[i]) damages[i] = replayDamage(p.attack.damage, shared!, modeOf(i))',
    replacement: 'true',
    why: 'a missed target’s replayed damage is never read: onTarget reads the damage only on a hit',
  },
  {
    file: RA,
    mutator: 'ConditionalExpression',
    near: 'isPc: target.pcId !== undefined && target.npcId === undefined,',
    replacement: 'true',
    why: PC_LINKED,
  },
  {
    file: SCAR,
    mutator: 'ConditionalExpression',
    near: 'isPc: token.pcId !== undefined && token.npcId === undefined,',
    replacement: 'true',
    why: PC_LINKED,
  },
]
