// Equivalent mutants of shared/rules/gg/adapter/ruleset-combat-being.ts (entries as stryker.config.mjs
// explains).
const FILE = 'shared/rules/gg/adapter/ruleset-combat-being.ts'
export default [
  {
    file: FILE,
    mutator: 'ArrayDeclaration',
    near: 'const order = campaign.combat?.order ?? []',
    why:
      'with no fight the order is searched for the token: a string in the list has no tokenId, ' +
      'so it matches no token and the being is hostile, as with the empty list',
  },
  {
    file: FILE,
    mutator: 'EqualityOperator',
    near: "return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0",
    replacement: 'raw > 0',
    why: 'a stored 0 gives 0 either way',
  },
]
