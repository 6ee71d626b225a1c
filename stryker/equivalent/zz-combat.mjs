// Equivalent mutants of the ZZ combat hooks (ruleset-combat-actions.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const ACTIONS = 'shared/rules/zz/adapter/ruleset-combat-actions.ts'
const LOAD_ONLY =
  'every id `load:${x.id}` starts with "load:", so an action id that does not finds no weapon ' +
  'and returns [] here, as the last line of zzActionTaken does'
export default [
  {
    file: ACTIONS,
    mutator: 'StringLiteral',
    near: "summary: `ZZ-12: ${w.ammo ?? 'ammunition'} from a container into the ${w.name}`",
    replacement: '""',
    why:
      'unreachable fallback: zzLoad just above throws "needs no loading" for a weapon without ' +
      '(or with empty) ammo and the loop continues, so w.ammo is a non-empty string here',
  },
  {
    file: ACTIONS,
    mutator: 'StringLiteral',
    near: "if (actionId.startsWith('load:')) {",
    replacement: '""',
    why: LOAD_ONLY,
  },
  {
    file: ACTIONS,
    mutator: 'ConditionalExpression',
    near: "if (actionId.startsWith('load:')) {",
    replacement: 'true',
    why: LOAD_ONLY,
  },
]
