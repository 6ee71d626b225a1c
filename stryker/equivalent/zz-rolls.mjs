// Equivalent mutants of the ZZ rolls of one figure (ruleset-rolls-*.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const EXIT = 'shared/rules/zz/adapter/ruleset-rolls-exit.ts'
const EXIT_NAMED =
  'zzExitHero refuses a Hero not on an exit before this line, so exit is defined here, and an ' +
  'exit always has a name (ExitSchema: name min 1): neither `?.` nor the fallback word is ever used'
const CHECKS = 'shared/rules/zz/adapter/ruleset-rolls-checks.ts'
const SKILL_NAMED =
  'a skill name on the sheet is a string, so with no skill asked for (r.skill undefined) no ' +
  'name.toLowerCase() equals r.skill?.toLowerCase() and find gives undefined, as the shortcut does'
const PREPARE = 'shared/rules/zz/adapter/ruleset-rolls-prepare.ts'
const CHEBYSHEV =
  "spaces() reads only `options.metric === 'manhattan'`; any other metric, an empty one or none " +
  'is the king-move count, so the object given here only has to be not Manhattan'
const TEXT = 'shared/rules/zz/adapter/ruleset-rolls-text.ts'
const RANGED_SET = 'rangedText is called only under `if (r.ranged)`, so p is never null there'
const AIM_ERROR =
  "zod 4 falls back to the schema's own error (z.number({ error }) on Aim) for a check without " +
  'one, and it is the same words'
export default [
  {
    file: 'shared/rules/zz/engine/roll-requests.ts',
    mutator: 'ObjectLiteral',
    near: ".min(0, { error: 'Aim must be a number of Crits from 0 to 5' })",
    why: AIM_ERROR,
  },
  {
    file: 'shared/rules/zz/engine/roll-requests.ts',
    mutator: 'ObjectLiteral',
    near: ".max(5, { error: 'Aim must be a number of Crits from 0 to 5' })",
    why: AIM_ERROR,
  },
  {
    file: CHECKS,
    mutator: 'ConditionalExpression',
    near: 'r.skill === undefined',
    replacement: 'false',
    why: SKILL_NAMED,
  },
  {
    file: CHECKS,
    mutator: 'OptionalChaining',
    near: 'actor.sheet.skills.find((s) => s.name.toLowerCase() === r.skill?.toLowerCase())',
    why: 'this branch runs only when r.skill is defined (the line above tests it)',
  },
  {
    file: PREPARE,
    mutator: 'BlockStatement',
    near: '} catch {',
    why:
      'the catch returns undefined instead of null: its only reader, opponentsOf, skips a figure ' +
      'on `!a`, which treats both alike',
  },
  {
    file: PREPARE,
    mutator: 'ObjectLiteral',
    near: "? zzNearest(attacker, target, { metric: 'chebyshev' }).spaces",
    why: CHEBYSHEV,
  },
  {
    file: PREPARE,
    mutator: 'StringLiteral',
    near: "? zzNearest(attacker, target, { metric: 'chebyshev' }).spaces",
    why: CHEBYSHEV,
  },
  {
    file: TEXT,
    mutator: 'ArithmeticOperator',
    near: 'const v = { STR: a.str, DEX: a.dex, INT: a.int, CHA: a.cha }[x.attribute] * x.sign',
    why: 'x.sign is 1 or −1 (parseZzFormula), and v × 1 = v / 1, v × −1 = v / −1',
  },
  {
    file: TEXT,
    mutator: 'ConditionalExpression',
    near: "if (!p) return ''",
    replacement: 'false',
    why: RANGED_SET,
  },
  {
    file: TEXT,
    mutator: 'StringLiteral',
    near: "if (!p) return ''",
    why: RANGED_SET,
  },
  {
    file: TEXT,
    mutator: 'StringLiteral',
    near: ".join(' + ')",
    replacement: '""',
    why:
      'for the ranged d20 and the Defend die only (the attack dice, also joined so, are told ' +
      "apart by a two-dice weapon): build rolls one die of role 'ranged' (ranged:0) and one of " +
      "role 'defense' (defense:0), so those joins never put a separator",
  },
  {
    file: TEXT,
    mutator: 'LogicalOperator',
    near: 'if (r.attack && r.defense) {',
    why: 'build rolls the Defend roll exactly when there is an attack (or damage) roll, so both are set or neither is',
  },
  {
    file: TEXT,
    mutator: 'OptionalChaining',
    near: 'total: r.ranged?.total ?? r.attack?.total ?? null,',
    why:
      'r.attack is read only when r.ranged is null, a melee or Unarmed attack, and build always ' +
      'sets its attack roll',
  },

  {
    file: EXIT,
    mutator: 'ConditionalExpression',
    near: 'if (actor.token.npcId !== undefined || id === undefined || !Object.hasOwn(campaign.pcs, id))',
    replacement: 'false',
    why:
      'for its last two tests only (the first, npcId, is told apart by a Hero token linked to a ' +
      'monster sheet): when npcId is undefined the actor was read from campaign.pcs[pcId] ' +
      '(zzSheetOfToken refuses otherwise), so pcId is defined and an own key of campaign.pcs',
  },
  {
    file: EXIT,
    mutator: 'OptionalChaining',
    near: 'const exit = Object.hasOwn(map.exits ?? {}, key) ? map.exits?.[key] : undefined',
    why: 'read only when Object.hasOwn(map.exits ?? {}, key) holds, so map.exits is defined',
  },
  {
    file: EXIT,
    mutator: 'OptionalChaining',
    near: "const what = `Leave by the ${exit?.name ?? 'exit'}`",
    why: EXIT_NAMED,
  },
  {
    file: EXIT,
    mutator: 'StringLiteral',
    near: "const what = `Leave by the ${exit?.name ?? 'exit'}`",
    replacement: '""',
    why: EXIT_NAMED,
  },
  {
    file: EXIT,
    mutator: 'OptionalChaining',
    near: "detail: `${name} leaves by the ${exit?.name ?? 'exit'}; another Hero",
    why: EXIT_NAMED,
  },
  {
    file: EXIT,
    mutator: 'StringLiteral',
    near: "detail: `${name} leaves by the ${exit?.name ?? 'exit'}; another Hero",
    replacement: '""',
    why: EXIT_NAMED,
  },
]
