// Equivalent mutants of the ZZ turn economy (economy.ts, move-actions.ts, recovery.ts), entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why).
const MOVES = 'shared/rules/zz/engine/move-actions.ts'
const RECOVERY = 'shared/rules/zz/engine/recovery.ts'
export default [
  {
    file: MOVES,
    mutator: 'ArithmeticOperator',
    near: "if (steps[i - 1]?.jump) throw new Error('A Jump clears only one square.')",
    replacement: 'i + 1',
    why:
      'the path is refused exactly when two jumped squares are next to each other: looking at the ' +
      'square before each jump or the one after it finds the same pairs and throws the same words, ' +
      'and the plan built up to the throw is local and never returned',
  },
  {
    file: MOVES,
    mutator: 'EqualityOperator',
    near: "${modifier > 0 ? '+' : '−'}",
    replacement: 'modifier >= 0',
    why:
      'the sign is chosen only inside `modifier ? … : ""`, so modifier is non-zero there (0 and NaN ' +
      'are falsy), and for a non-zero number > 0 and >= 0 agree',
  },
  {
    file: RECOVERY,
    mutator: 'StringLiteral',
    near: "if (next.statuses.includes('down') && !wasDown) orientation = zzOrientationAfter('down')",
    replacement: '""',
    why:
      "zzOrientationAfter (status.ts) answers 'back' for every event but stopDropRoll, standUp " +
      "and recovered, so 'down' and an empty event both give 'back'; the includes('down') on the " +
      'same line is caught by the turn-start tests',
  },
]
