// Equivalent mutants of Blue Box's tracker-hook files (turn prompts, their resolution, Escalation
// Points): same entries as stryker.config.mjs explains (file, mutator, near, optional replacement,
// why no input can tell the mutant from the code).
const RESOLVE = 'shared/rules/bluebox/adapter/ruleset-turn-resolve.ts'
const PROMPTS = 'shared/rules/bluebox/adapter/ruleset-turn-prompts.ts'
const NO_NULL =
  'every turn boundary effect is of a kind promptOf has an item for (boundaryEffects makes only ' +
  'damage, save, death-save, delay-turn and remove-condition), so nothing is null to filter out'

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
  {
    file: PROMPTS,
    mutator: 'ConditionalExpression',
    near: "return t && t.until.kind === 'save' ? t.until.dc : null",
    replacement: 'true',
    why: 'the find above only returns a timer whose until is a save (the test is for the type only)',
  },
  {
    file: PROMPTS,
    mutator: 'ConditionalExpression',
    near: "const dangerous = at === 'start' ? dangerousUnder(campaign, token) : undefined",
    replacement: 'true',
    why: 'turn-end effects never read dangerousTerrain (boundaryEffects reads it at turn-start only)',
  },
  {
    file: PROMPTS,
    mutator: 'ConditionalExpression',
    near: '...(context?.clockSeconds !== undefined ? { nowSeconds: context.clockSeconds } : {}),',
    replacement: 'true',
    why: 'nowSeconds: undefined reads as no time given (Unmasked tests `ctx.nowSeconds === undefined`)',
  },
  {
    file: PROMPTS,
    mutator: 'MethodExpression',
    near: 'const out = effects',
    why: NO_NULL,
  },
  {
    file: PROMPTS,
    mutator: 'ConditionalExpression',
    near: '.filter((p): p is TurnPrompt => p !== null)',
    replacement: 'true',
    why: NO_NULL,
  },
  {
    file: PROMPTS,
    mutator: 'ConditionalExpression',
    near: "const sleeping = conditions.some((c) => c.id === 'unconscious' && c.cause === 'exhaustion')",
    replacement: 'true',
    why:
      "for the id test alone: only Exhaustion 7's Unconscious carries a cause " +
      '(conditionsWithExhaustion), so the cause test decides',
  },
]
