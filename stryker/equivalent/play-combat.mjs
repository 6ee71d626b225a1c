// Equivalent mutants of the play-combat area: same entries as stryker.config.mjs explains (file, mutator,
// near, optional replacement, why no input can tell the mutant from the code).
const ITEMS = 'shared/play/combat/items.ts'
const JOINING = 'shared/play/combat/joining.ts'
const INITIATIVE = 'shared/play/combat/initiative.ts'

export default [
  {
    file: ITEMS,
    mutator: 'BooleanLiteral',
    near: 'let success = false',
    why: 'success is read only with timerId !== null, and on that path the save sets it before',
  },
  {
    file: JOINING,
    mutator: 'BlockStatement',
    near: 'roll: () => {',
    why: 'the entry types initiative 0, so combatantFor never rolls these dice',
  },
  {
    file: JOINING,
    mutator: 'StringLiteral',
    near: "throw new Error('a combatant placed after another rolls no initiative')",
    why: 'the entry types initiative 0, so combatantFor never rolls these dice',
  },
  {
    file: INITIATIVE,
    mutator: 'OptionalChaining',
    near: '.filter((c) => input.surprised?.includes(c.tokenId))',
    why: 'the filter runs only when input.surprised?.length is truthy, so surprised is defined there',
  },
  {
    file: 'shared/play/combat/end.ts',
    mutator: 'ConditionalExpression',
    near: 'return tokens === campaign.tokens ? campaign : { ...campaign, tokens }',
    why: 'with no token changed the copy holds the same tokens; only its identity differs, and the caller copies it again',
  },
  {
    file: 'shared/play/combat/held.ts',
    mutator: 'BooleanLiteral',
    near: 'paid(ruleset, hooks, reacted, back, true)',
    why: 'paid reads override only for an amount above 0, and giving back a cost is every amount 0 or below',
  },
  {
    file: INITIATIVE,
    mutator: 'ConditionalExpression',
    near: 'for (const id of run) if (byId.has(id)) groupOf.set(',
    replacement: 'true',
    why: 'groupOf is read only for the ids of the settled order, all of which byId holds',
  },
  {
    file: JOINING,
    mutator: 'ConditionalExpression',
    near: 'combat.currentId === null ? -1 : order.findIndex((o) => o.id === combat.currentId)',
    replacement: 'false',
    why: 'with no current id, finding an id equal to null finds none: -1 either way',
  },
  {
    file: JOINING,
    mutator: 'ConditionalExpression',
    near: 'const current = currentAt >= 0 ? order[currentAt] : undefined',
    replacement: 'true',
    why: 'order[-1] is undefined',
  },
  {
    file: JOINING,
    mutator: 'EqualityOperator',
    near: 'const waits = at < currentAt',
    replacement: 'at <= currentAt',
    why: 'the newcomer sits at `at` and is not the current combatant, so at never equals currentAt',
  },
  {
    file: JOINING,
    mutator: 'ObjectLiteral',
    near: 'const noDice: Dice = {',
    why: 'the entry types initiative 0, so combatantFor never rolls these dice',
  },
  {
    file: JOINING,
    mutator: 'ObjectLiteral',
    near: '{ coordinated: [] }, noDice)',
    why: 'coordination adds to a roll, and a combatant placed after another rolls nothing',
  },
  {
    file: JOINING,
    mutator: 'ArrayDeclaration',
    near: '{ coordinated: [] }, noDice)',
    why: 'coordination adds to a roll, and a combatant placed after another rolls nothing',
  },
]
