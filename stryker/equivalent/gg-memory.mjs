// Equivalent mutants of the GG Memory (shared/rules/gg/memory*.ts): same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const MEMORY = 'shared/rules/gg/memory.ts'
export default [
  {
    file: MEMORY,
    mutator: 'MethodExpression',
    near: 'drBPS: Math.max(1, Math.floor(END / 2)),',
    replacement: 'Math.min(1, Math.floor(END / 2))',
    why:
      'END is the constant 2 (GG-119), so Math.floor(END / 2) is always 1 and both ' +
      'Math.max(1, 1) and Math.min(1, 1) are 1',
  },
  {
    file: MEMORY,
    mutator: 'ObjectLiteral',
    near: 'total += apCost + repeatSurcharge({ key: a, name: a, apCost }, before, options)',
    replacement: '{}',
    why:
      'repeatSurcharge reads only apCost (returns 0 when <= 0) and movement (0 when a movement ' +
      'that the table spares); with {} apCost is undefined, so `undefined <= 0` is false, and ' +
      'movement is undefined as in the real object, so it returns the same surcharge; every ' +
      'Memory action costs at least 1 AP and none is a movement, so no plan differs',
  },
]
