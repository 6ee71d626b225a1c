// Equivalent mutants of Blue Box's tracker-hook files (turn prompts, their resolution, Escalation
// Points): same entries as stryker.config.mjs explains (file, mutator, near, optional replacement,
// why no input can tell the mutant from the code).
const RESOLVE = 'shared/rules/bluebox/ruleset-turn-resolve.ts'

export default [
  {
    file: RESOLVE,
    mutator: 'ConditionalExpression',
    near: '...(o.damageType !== undefined ? { type: o.damageType } : {}),',
    replacement: 'true',
    why:
      'with no damage type it passes `type: undefined`, and hurtBeing forwards a type only when ' +
      'it is not undefined, so the damage is the same untyped damage',
  },
  {
    file: RESOLVE,
    mutator: 'StringLiteral',
    near: "kind: 'check',",
    why: "resolveCheck drops the request's kind unread (it is called for checks only)",
  },
  {
    file: RESOLVE,
    mutator: 'ConditionalExpression',
    near: '...(dc !== undefined ? { dc } : {}),',
    replacement: 'true',
    why: 'resolveCheck tests `dc !== undefined`, so `dc: undefined` reads the same as no dc',
  },
]
