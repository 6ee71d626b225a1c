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
]
