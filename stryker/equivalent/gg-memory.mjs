// Equivalent mutants of the GG Memory (shared/rules/gg/memory*.ts): same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const MEMORY = 'shared/rules/gg/engine/memory.ts'
const SHEET = 'shared/rules/gg/engine/memory-sheet.ts'
const CLIP =
  'export const clip = (s: string, n: number): string => (s.length <= n ? s : s.slice(0, n))'
const CLIP_WHY =
  's.slice(0, n) of a string of at most n characters is the string itself, so slicing it ' +
  'always, or also at exactly n, returns the same text'
const MOD = "const mod = extra === 0 ? '' : extra > 0 ? `+${extra}` : `${extra}`"
const MOD_WHY =
  'extra = LB Lvl (1..3) + SB (0..20 by the sheet schema, which parses the Breaker SB first) ' +
  'less a damage bonus of at most SB (KNO 0, plus SB only when the table adds it), so extra >= 1: ' +
  'the zero and negative branches are never taken'
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
  {
    file: SHEET,
    mutator: 'ConditionalExpression',
    near: CLIP,
    replacement: 'false',
    why: CLIP_WHY,
  },
  {
    file: SHEET,
    mutator: 'EqualityOperator',
    near: CLIP,
    replacement: 's.length < n',
    why: CLIP_WHY,
  },
  { file: SHEET, mutator: 'EqualityOperator', near: MOD, replacement: 'extra >= 0', why: MOD_WHY },
  {
    file: SHEET,
    mutator: 'StringLiteral',
    near: MOD,
    replacement: '"Stryker was here!"',
    why: MOD_WHY,
  },
]
