// Equivalent mutants of the zz area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const ROLLS_ATTACK = 'shared/rules/zz/adapter/ruleset-rolls-attack.ts'
const EARLY_NULL =
  'only a shortcut: the shape check after it rejects undefined and null as well, so the answer ' +
  'is null either way'
const DUNGEON = 'shared/rules/zz/adapter/ruleset-rolls-dungeon.ts'
const ATTACK = 'shared/rules/zz/engine/attack.ts'
const RULES = 'shared/rules/zz/engine/attack-rules.ts'
const PREVIEW = 'shared/rules/zz/adapter/attack-preview.ts'
const AIM_AP =
  'aimCost gives 1 AP for every roll but a Defend off its own turn, so the roll named (or an ' +
  'empty one) and the own-turn flag change nothing here'
const AIM_MIND = 'aimCost always asks 1 Mind Point, whatever the roll and the turn'
export default [
  {
    file: ATTACK,
    mutator: 'ConditionalExpression',
    near: 'if (!ids) IDS.set(prefix, (ids = []))',
    replacement: 'true',
    why: 'a cache of id strings: starting a fresh list builds the same "prefix:i" strings',
  },
  {
    file: ATTACK,
    mutator: 'ArithmeticOperator',
    near: "apSpent: zzAttackAp(w, options) + aims * aimCost('attack', true).ap",
    replacement: "aims / aimCost('attack', true).ap",
    why: 'the Aim AP of an attack is always 1, and aims × 1 = aims / 1',
  },
  {
    file: ATTACK,
    mutator: 'StringLiteral',
    near: "apSpent: zzAttackAp(w, options) + aims * aimCost('attack', true).ap",
    why: AIM_AP,
  },
  {
    file: ATTACK,
    mutator: 'BooleanLiteral',
    near: "apSpent: zzAttackAp(w, options) + aims * aimCost('attack', true).ap",
    why: AIM_AP,
  },
  {
    file: ATTACK,
    mutator: 'StringLiteral',
    near: "targetMindSpent: input.defenseAim !== undefined ? aimCost('defend', false).mind : 0",
    why: AIM_MIND,
  },
  {
    file: ATTACK,
    mutator: 'BooleanLiteral',
    near: "targetMindSpent: input.defenseAim !== undefined ? aimCost('defend', false).mind : 0",
    why: AIM_MIND,
  },
  {
    file: RULES,
    mutator: 'StringLiteral',
    near: "ranged ? 'rangedAttack' : 'attack',",
    why: 'aimRefusal singles out only Shove, Trip defence, ranged damage and Defend; an attack, a ranged attack and an empty name are priced alike',
  },
  {
    file: RULES,
    mutator: 'BooleanLiteral',
    near: '      true,',
    why: 'the own-turn flag of aimRefusal only changes the price of a Defend roll, and this is the attacker’s attack roll',
  },
  {
    file: RULES,
    mutator: 'BooleanLiteral',
    near: "const why = aimRefusal({ name: who, apLeft, mind: mind - spent }, 'rangedDamage', true, options)",
    why: 'the own-turn flag of aimRefusal only changes the price of a Defend roll, and this is the ranged damage roll',
  },
  {
    file: PREVIEW,
    mutator: 'OptionalChaining',
    near: "refused: `This attack cannot be made: ${parsed.error.issues[0]?.message ?? 'not an attack'}.`",
    why: 'a failed zod parse always carries at least one issue',
  },
  {
    file: PREVIEW,
    mutator: 'StringLiteral',
    near: "refused: `This attack cannot be made: ${parsed.error.issues[0]?.message ?? 'not an attack'}.`",
    replacement: '""',
    why: 'a failed zod parse always carries at least one issue with a message, so the fallback is never shown',
  },
  {
    file: DUNGEON,
    mutator: 'ConditionalExpression',
    near: 'const next = refused(() => zzDropAction(ledger, d, d === 0 || !occupied))',
    replacement: 'false',
    why: 'zzDropAction reads "blank" only at distance 1, so what it is told beneath the figure (d 0) never matters',
  },
  {
    file: DUNGEON,
    mutator: 'StringLiteral',
    near: "const base = res.item.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40) || 'item'",
    replacement: '""',
    why: 'a drop request names an item of at least 1 character (itemId), and the replace leaves at least 1, so the fallback is never reached',
  },
  {
    file: ROLLS_ATTACK,
    mutator: 'ConditionalExpression',
    near: 'if (raw === undefined || raw === null) return null',
    why: EARLY_NULL,
  },
  {
    file: ROLLS_ATTACK,
    mutator: 'LogicalOperator',
    near: 'if (raw === undefined || raw === null) return null',
    why: EARLY_NULL,
  },
  {
    file: ROLLS_ATTACK,
    mutator: 'ConditionalExpression',
    near: ".filter((d) => d.owner === 'attacker' && !d.fixed)",
    replacement: 'true',
    why: 'only the defender’s die of an unexpected attack is fixed (attack.ts rollDefense), so no attacker die is',
  },
  {
    file: ROLLS_ATTACK,
    mutator: 'MethodExpression',
    near: 'const statuses = [...inst.statuses, ...hp.gained.filter((s) => !inst.statuses.includes(s))]',
    why: 'zzHpOutcome is given inst.statuses and already leaves out what the target has, so the filter drops nothing',
  },
  {
    file: ROLLS_ATTACK,
    mutator: 'ObjectLiteral',
    near: "const landing = { words: '' }",
    why: 'an empty words and a missing one are both falsy where they are read; a throw sets them before',
  },
  {
    file: ROLLS_ATTACK,
    mutator: 'ConditionalExpression',
    near: "`This attack has ${left(p)} re-roll${left(p) === 1 ? '' : 's'} left, not ${request.dice.length}.`",
    replacement: 'true',
    why: 'a request holds at most 2 dice (ZzRerollRequestSchema) and a waiting attack has 1 or 2 left, so "more than left" happens only with exactly 1 left',
  },
]
