// Equivalent mutants of shared/rules/zz/attack-rules.ts (entries as stryker.config.mjs explains).
const FILE = 'shared/rules/zz/attack-rules.ts'
const AIM_COST =
  'aimCost charges 1 AP for every roll but a Defend outside its own turn, and aimRefusal singles ' +
  'out only shoves, trip defences and ranged damage: an attack, a ranged attack, an empty roll ' +
  'name, on or off its own turn, all cost 1 AP + 1 Mind Point and meet the same checks'
export default [
  {
    file: FILE,
    mutator: 'EqualityOperator',
    near: 'return attackTotal > defendTotal ? attackTotal - defendTotal : 0',
    replacement: 'attackTotal >= defendTotal',
    why: 'at equal totals both branches give 0 (attackTotal - defendTotal = 0)',
  },
  {
    file: FILE,
    mutator: 'StringLiteral',
    near: "ranged ? 'rangedAttack' : 'attack',",
    why: AIM_COST,
  },
  {
    file: FILE,
    mutator: 'BooleanLiteral',
    near: '      true,',
    replacement: 'false',
    why: AIM_COST,
  },
]
