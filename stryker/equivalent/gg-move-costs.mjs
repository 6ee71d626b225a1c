// Equivalent mutants of the GG movement costs and jumps on the board (file, mutator, near,
// optional replacement, why no input can tell the mutant from the code); see gg.mjs.
const COSTS = 'shared/rules/gg/adapter/ruleset-movement-costs.ts'
const JUMP = 'shared/rules/gg/adapter/ruleset-movement-jump.ts'
const STEP_KIND =
  "stepCost and pathCost read a step's kind only as `kind === 'diagonal'`, so a hex or " +
  'orthogonal step and a step of any other (or no) kind cost the same'
const NEED_SKIP =
  'a neighbour off the board (p = -1) has field[-1] undefined, which is not finite, and a ' +
  'neighbour that is not reached has field Infinity: without the `continue`, the first gives ' +
  'need NaN and the second need Infinity, and neither is `< out[v]`, so out is unchanged'
export default [
  {
    file: COSTS,
    mutator: 'StringLiteral',
    near: "stepCost({ kind: 'hex', crawling, squeezing }, o),",
    why: STEP_KIND,
  },
  {
    file: COSTS,
    mutator: 'StringLiteral',
    near: "stepCost({ kind: 'hex', difficult: true, crawling, squeezing }, o),",
    why: STEP_KIND,
  },
  {
    file: JUMP,
    mutator: 'ObjectLiteral',
    near: "...Array.from({ length: orthogonal }, () => ({ kind: 'orthogonal' as const })),",
    why: STEP_KIND,
  },
  {
    file: COSTS,
    mutator: 'ArrayDeclaration',
    near: 'const conditions: readonly string[] = inst?.conditions ?? []',
    why:
      'the parsed instance always has a conditions list (default []), so the fallback is used ' +
      'only with no instance, and the list is only asked whether it includes grappled, slowed, ' +
      'prone or squeezing, which ["Stryker was here"] does not',
  },
  {
    file: COSTS,
    mutator: 'OptionalChaining',
    near: "if (speed < conditioned) why.push(`${inst?.obstructedBy}'s Obstructing Aura`)",
    why:
      'speed is less than conditioned only when `inst?.obstructedBy` is set (the line before), ' +
      'so inst is an instance whenever this is read',
  },
  {
    file: COSTS,
    mutator: 'OptionalChaining',
    near: "const rise = mode === 'fly' && choice?.flyTo !== undefined ? choice.flyTo - altitude : 0",
    why: "mode is 'fly' only when it comes from a move choice (else it is 'walk'), so choice is set",
  },
  {
    file: COSTS,
    mutator: 'EqualityOperator',
    near: "stepCost({ kind: 'orthogonal', altitude: rise > 0 ? 'up' : 'down' }, o)",
    replacement: 'rise >= 0',
    why:
      'the two differ only at rise 0, where riseCost is 0 × the per-metre cost (2 m or 0.5 m) = ' +
      '0 either way',
  },
  {
    file: COSTS,
    mutator: 'EqualityOperator',
    near: 'if (conditioned < baseSpeed && slowed > 0 && !why.length) why.push(`Slowed ${slowed}`)',
    replacement: 'slowed >= 0',
    why:
      'with Slowed 0 the speed is less than the token’s only because of a Grapple under its ' +
      'default, and then the line before has already pushed "Grappled", so `!why.length` is false',
  },
  {
    file: COSTS,
    mutator: 'EqualityOperator',
    near: 'm.rise > 0 ? `up ${m.rise} m (${m.riseCost} m)`',
    replacement: 'm.rise >= 0',
    why: 'rise 0 has returned two lines above, so here rise is never 0',
  },
  {
    file: COSTS,
    mutator: 'ConditionalExpression',
    near: 'if (i >= 0) occ[i] = Math.max(occ[i] as number, pass ? CROSS : NO_CROSS)',
    replacement: 'true',
    why:
      'gridIndexOf gives -1 only for a hex off the board, and writing to index -1 of a ' +
      'Uint8Array does nothing (it is not an array index), so no cell changes',
  },
  {
    file: COSTS,
    mutator: 'ArrayDeclaration',
    near: 'for (const h of goal ?? []) {',
    why:
      'gridIndexOf of a string reads q and r as undefined and gives NaN, which `i >= 0` ' +
      'rejects, so no cell changes',
  },
  {
    file: COSTS,
    mutator: 'EqualityOperator',
    near: 'for (let v = 0; v < grid.size; v++) {',
    replacement: 'v <= grid.size',
    why:
      'at v = grid.size every neighbour read is past the table (undefined), field[undefined] is ' +
      'not finite, so the extra pass only continues',
  },
  {
    file: COSTS,
    mutator: 'ConditionalExpression',
    near: 'if (v === start) continue',
    replacement: 'false',
    why:
      'out[start] is 0 and every need is field[p] + min(c, 1) with field ≥ 0 and c ≥ 1, so no ' +
      'need is < 0 and the start stays 0',
  },
  {
    file: COSTS,
    mutator: 'ConditionalExpression',
    near: 'if (p < 0 || !Number.isFinite(field[p] as number)) continue',
    replacement: 'false',
    why: NEED_SKIP,
  },
  {
    file: COSTS,
    mutator: 'LogicalOperator',
    near: 'if (p < 0 || !Number.isFinite(field[p] as number)) continue',
    why: NEED_SKIP,
  },
  {
    file: COSTS,
    mutator: 'EqualityOperator',
    near: 'if (need < (out[v] as number)) out[v] = need',
    replacement: 'need <= (out[v] as number)',
    why: 'on a tie it stores the value already there',
  },
]
