// Equivalent mutants of shared/rules/gg/engine/initiative.ts (entries as stryker.config.mjs explains).
const FILE = 'shared/rules/gg/engine/initiative.ts'
const KEYS_ONLY =
  'the loop walks the keys the map was just filled with, so the lookup always finds a list and ' +
  'the fallback after `??` is never used'
export default [
  {
    file: FILE,
    mutator: 'ArrayDeclaration',
    near: 'out.push(...rerollOff(dice, byTrait.get(value) ?? [], testDie))',
    why: KEYS_ONLY,
  },
  {
    file: FILE,
    mutator: 'ArrayDeclaration',
    near: 'out.push(...rerollOff(dice, byRoll.get(roll) ?? [], testDie))',
    why: KEYS_ONLY,
  },
]
