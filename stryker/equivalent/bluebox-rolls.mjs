// Equivalent mutants of Blue Box's prepared rolls, turn economy and damage text: same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const PREPARED = 'shared/rules/bluebox/engine/prepared-rolls.ts'
const ACTIONS = 'shared/rules/bluebox/engine/actions.ts'
const TEXT = 'shared/rules/bluebox/engine/damage-text.ts'

export default [
  {
    file: PREPARED,
    mutator: 'ConditionalExpression',
    near: "c.id === 'weapon-destroyed' && attacker.weaponBroken === true",
    replacement: 'true',
    why:
      "with `c.id === 'weapon-destroyed'` made true, the broken weapon's id is put on every one of " +
      "the attacker's conditions, but only Weapon Destroyed's roll matcher (sameWeapon) reads a " +
      "condition's weaponId, and the list itself is not returned; the mutant dropping the " +
      'weaponBroken test is caught (a mark on another weapon gives no Flaw)',
  },
  {
    file: ACTIONS,
    mutator: 'ConditionalExpression',
    near: "...(actionId === 'held-action' && heldId !== undefined",
    replacement: 'true',
    why:
      'with `heldId !== undefined` made true: canTakeAction refuses a Held Action with no action ' +
      'named ("name the action to hold") before takeAction builds the turn, so a Held Action taken ' +
      'always has its heldId; the mutant making `actionId === ...` true is caught (an attack with ' +
      'a held action named holds nothing)',
  },
  {
    file: TEXT,
    mutator: 'EqualityOperator',
    near: "const mod = modifier === 0 ? '' : modifier > 0 ? `+${modifier}` : `-${-modifier}`",
    replacement: 'modifier >= 0',
    why: 'a modifier of 0 is answered by the first test, so here it is never 0 and > and >= agree',
  },
  {
    file: TEXT,
    mutator: 'EqualityOperator',
    near: "const modText = mod === 0 ? '' : `, ${mod > 0 ? '+' : '-'}${Math.abs(mod)}`",
    replacement: 'mod >= 0',
    why: 'a modifier of 0 is answered by the first test, so here it is never 0 and > and >= agree',
  },
  {
    file: TEXT,
    mutator: 'StringLiteral',
    near: "const type = attack.damageType ?? ''",
    why:
      'the fallback is never shown: the type is named only for Immunity, Resistance or ' +
      'Vulnerability, and damageProfile gives none of those to untyped damage',
  },
]
