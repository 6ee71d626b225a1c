// Equivalent mutants of the ZZ rolls of one figure (ruleset-rolls-*.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const EXIT = 'shared/rules/zz/ruleset-rolls-exit.ts'
const EXIT_NAMED =
  'zzExitHero refuses a Hero not on an exit before this line, so exit is defined here, and an ' +
  'exit always has a name (ExitSchema: name min 1): neither `?.` nor the fallback word is ever used'
export default [
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
