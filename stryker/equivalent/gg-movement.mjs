// Equivalent mutants of GG movement, jumps, underwater and the square search's state heap: same
// entries as stryker.config.mjs explains (file, mutator, near, optional replacement, why no input
// can tell the mutant from the code).
const MOVEMENT = 'shared/rules/gg/engine/movement.ts'
const UNDERWATER = 'shared/rules/gg/engine/underwater.ts'
const HEAP = 'shared/rules/gg/engine/state-heap.ts'

export default [
  {
    file: MOVEMENT,
    mutator: 'EqualityOperator',
    near: "if (i > 0 && gapWidth >= t[GG_SIZES[i - 1]!]) return 'squeeze'",
    replacement: 'i >= 0',
    why:
      'the only extra case is i = 0 (Tiny): GG_SIZES[-1] is undefined, the size table has no ' +
      '"undefined" key, and `gapWidth >= undefined` is false, so Tiny is still blocked',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: '...(escaper.advantage === undefined ? {} : { advantage: escaper.advantage }),',
    replacement: 'false',
    why:
      'with no advantage given the mutant passes `advantage: undefined`, and advantagePlan reads ' +
      '`count?.advantage ?? 0` and `count?.disadvantage ?? 0`, the same as a missing key',
  },
  {
    file: UNDERWATER,
    mutator: 'Regex',
    near: 'const words = attack.weapon.toLowerCase().split(/[^a-z]+/)',
    replacement: '/[^a-z]/',
    why:
      'splitting on each non-letter instead of each run of them gives the same words plus empty ' +
      'strings between adjacent separators, and the list is only asked whether it includes a ' +
      'named weapon, none of which is empty',
  },
  {
    file: UNDERWATER,
    mutator: 'ConditionalExpression',
    near: 'if (attack.distance !== undefined && attack.baseRange !== undefined) {',
    replacement: 'true',
    why:
      'the guard only skips the comparison when the distance or the Base Range is missing, and ' +
      'then `distance > baseRange` compares with undefined, which is false: the attack falls ' +
      'through to Disadvantage either way (the `false` mutant, which never misses, is caught)',
  },
  {
    file: UNDERWATER,
    mutator: 'LogicalOperator',
    near: 'if (attack.distance !== undefined && attack.baseRange !== undefined) {',
    replacement: 'attack.distance !== undefined || attack.baseRange !== undefined',
    why:
      'the extra cases have one side undefined, and a comparison with undefined is false, so ' +
      'the attack still falls through to Disadvantage',
  },
  {
    file: HEAP,
    mutator: 'CallExpression',
    near: 'keys.push(key)',
    replacement: ';',
    why:
      'the first write after it (`keys[i] = keys[p]` or `keys[i] = key`) is to index i = the old ' +
      'length, which grows the array by one exactly as the push did, and nothing reads index i ' +
      'before that write',
  },
  {
    file: HEAP,
    mutator: 'CallExpression',
    near: 'states.push(state)',
    replacement: ';',
    why:
      'as for keys: the first write to states is at index i = the old length, which grows the ' +
      'array by one as the push did, and nothing reads that index before it',
  },
  {
    file: HEAP,
    mutator: 'EqualityOperator',
    near: 'const c = r < n && (keys[r] as number) < (keys[l] as number) ? r : l',
    replacement: 'r <= n',
    why:
      'r = l + 1 and l < n, so the only extra case is r = n: keys has just been popped to length ' +
      'n, keys[n] is undefined, and `undefined < keys[l]` is false, so the left child is taken ' +
      'as before',
  },
]
