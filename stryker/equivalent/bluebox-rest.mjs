// Equivalent mutants of Blue Box's rest hooks (resolve, re-roll, crafting): same
// entries as stryker.config.mjs explains (file, mutator, near, optional replacement, why no input
// can tell the mutant from the code).
const RESOLVE = 'shared/rules/bluebox/adapter/ruleset-rest-resolve.ts'
const REROLL = 'shared/rules/bluebox/adapter/ruleset-rest-reroll.ts'
const CRAFT = 'shared/rules/bluebox/adapter/ruleset-rest-craft.ts'

export default [
  {
    file: REROLL,
    mutator: 'ConditionalExpression',
    near: 'const token = Object.hasOwn(campaign.tokens, r.tokenId) ? campaign.tokens[r.tokenId] : undefined',
    replacement: 'true',
    why: 'a name only the prototype has (toString, __proto__) gives a function or Object.prototype, neither with an `instance`, so the same refusal follows',
  },
  {
    file: CRAFT,
    mutator: 'ConditionalExpression',
    near: 'const ok = c.rolled.roll !== null && craftingSucceeds(item.id, c.rolled.roll)',
    replacement: 'true',
    why: 'a Crafting check is never failed without a roll: the only automatic failure of checks (Blinded) is for checks that need sight, and a rest’s Crafting check does not',
  },
  {
    file: RESOLVE,
    mutator: 'MethodExpression',
    near: 'const camp = w.plan.camp.filter(isCamp)',
    replacement: 'w.plan.camp',
    why: 'an unknown bonus id is neither the alarm restStart looks for nor the comfortable camp counted',
  },
  {
    file: RESOLVE,
    mutator: 'MethodExpression',
    near: "CONDITIONS[id as ConditionId].endsOn.some((e) => e.on === 'plating-regained')",
    replacement: "CONDITIONS[id as ConditionId].endsOn.every(e => e.on === 'plating-regained')",
    why: 'every known condition has at least one way to end, and the one Plating regained ends (Shattered) has no other, so some and every agree on each',
  },
  {
    file: CRAFT,
    mutator: 'ConditionalExpression',
    near: 'if (slot.item === undefined || !isCraftable(slot.item))',
    replacement: 'false',
    why: "with no item, isCraftable looks up the key 'undefined', which no craftable has, so the same early return follows",
  },
  {
    file: RESOLVE,
    mutator: 'StringLiteral',
    near: "`✦ ${r.rolls.join(' + ')} + SPI",
    replacement: '""',
    why: 'Restore EP rolls a single ✦ (L686) and a 1 is re-rolled in place, so the list joined always has one face and the separator never shows',
  },
  {
    file: RESOLVE,
    mutator: 'ArrayDeclaration',
    near: 'const ids = inst?.conditions ?? []',
    why: 'the fallback is used only with no state, where the ids feed only the Exhaustion level read by conditionsOfBeing, which drops ids no condition has',
  },
]
