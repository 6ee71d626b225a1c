/**
 * Blue Box's table options as the GM's Table rules dialog lists them: one field per option of
 * `BlueBoxOptionsSchema`, named and explained in the GM's words. Each help line names the reading
 * of BLUEBOX-RULES.md (R2...R25) or the seed section it comes from; the first choice is the
 * engine's default reading.
 */
import type { TableOptionField } from '../ruleset'
import type { BlueBoxOptions } from './options'

type Field = TableOptionField & { key: keyof BlueBoxOptions }

export const BLUEBOX_OPTION_FIELDS: readonly Field[] = Object.freeze([
  {
    key: 'downAndOut',
    name: 'Death Saves',
    help: 'Down & Out (R18): a Down being is Out after the third damage it takes, or, with the optional Death Saves, rolls a Death Save at the start of each of its turns.',
    kind: 'choice',
    choices: [
      { value: 'instances', label: 'Off (Out on the third damage while Down)' },
      { value: 'death-saves', label: 'On (a Death Save at the start of each turn)' },
    ],
  },
  {
    key: 'escalationCounter',
    name: 'Escalation Counter',
    help: 'Escalation Counter (optional rule): the party’s counter goes up once per turn when a PC spends EP; when full the party may activate it. It persists between fights.',
    kind: 'boolean',
  },
  {
    key: 'practicedReroll',
    name: 'Practiced reroll',
    help: 'Practiced (R2): each 1 on the d12 or an Edge die is rerolled once and the reroll stands, or rerolled until it is not a 1.',
    kind: 'choice',
    choices: [
      { value: 'once', label: 'Reroll each 1 once' },
      { value: 'until-not-one', label: 'Reroll until it is not a 1' },
    ],
  },
  {
    key: 'platingRounding',
    name: 'Plating rounding',
    help: 'Plating halving (R3): damage against Plating is halved rounding down (at least 1), or rounding up.',
    kind: 'choice',
    choices: [
      { value: 'down', label: 'Round down (at least 1)' },
      { value: 'up', label: 'Round up' },
    ],
  },
  {
    key: 'platingResistScaling',
    name: 'Plating against resistance',
    help: 'Plating destroyed against a Resistant or Vulnerable target (R6) is halved or doubled only when the target is Back-footed, or always.',
    kind: 'choice',
    choices: [
      { value: 'back-footed-only', label: 'Only when Back-footed' },
      { value: 'always', label: 'Always' },
    ],
  },
  {
    key: 'unmaskedSaveDC',
    name: 'Unmasked save DC',
    help: 'Unmasked save (R11): the Conditions section says DC 6, the Decisive section DC 8.',
    kind: 'choice',
    choices: [
      { value: 6, label: 'DC 6' },
      { value: 8, label: 'DC 8' },
    ],
  },
  {
    key: 'hiddenAttack',
    name: 'Hidden attack',
    help: 'Hidden attack (R12): an attacker who is Hidden gets +1 Edge and +1 Power Die of damage on a hit, or +1 Edge only.',
    kind: 'choice',
    choices: [
      { value: 'edge-and-die', label: 'Edge and an extra Power Die' },
      { value: 'edge-only', label: 'Edge only' },
    ],
  },
  {
    key: 'restClearsExhaustion',
    name: 'Rests clear Exhaustion',
    help: 'Exhaustion over rests (R14): a long rest clears 4 levels and a short rest 2 by itself, as well as the rest activity that removes Exhaustion.',
    kind: 'boolean',
  },
  {
    key: 'terrainCostStacking',
    name: 'Terrain costs',
    help: 'Difficult terrain (R17): climbing, swimming and digging multiply the entered hex’s cost (difficult + climb = 4 m), or add to it.',
    kind: 'choice',
    choices: [
      { value: 'multiply', label: 'Multiply' },
      { value: 'add', label: 'Add' },
    ],
  },
  {
    key: 'opportunityAttacks',
    name: 'Opportunity Attacks',
    help: 'Opportunity Attack (Combat Actions): an enemy may react once the mover has walked 2 m or more within its reach this turn, as written; or only when a move of 2 m or more leaves its reach.',
    kind: 'choice',
    choices: [
      { value: 'within-reach', label: '2 m moved within reach' },
      { value: 'leaving-reach', label: 'Leaving reach after 2 m' },
    ],
  },
  {
    key: 'downReacts',
    name: 'Down beings react',
    help: 'Down & Out: on, a being that is Down may still take Reactions (an Opportunity Attack, a held action), as written: only Out says it cannot; off, a Down being takes none.',
    kind: 'boolean',
  },
  {
    key: 'camps',
    name: 'Camps',
    help: 'Camps & Resting Places (optional rule): a rest in the wilderness starts with a Survival check DC 10 for each member; each success buys one Camp Bonus.',
    kind: 'boolean',
  },
  {
    key: 'campBonusRepeats',
    name: 'Repeated camp bonuses',
    help: 'Camp bonuses (R25): each bonus at most once per camp, or the same bonus may be taken again.',
    kind: 'boolean',
  },
  {
    key: 'watchByShift',
    name: 'Keep watch by shift',
    help: 'Keep watch (Rest & Repair): off, everyone who kept watch during the rest adds +1 Edge to initiative when it is attacked; on, only those whose drawn watch shift covers the hour of the attack.',
    kind: 'boolean',
  },
] satisfies Field[])
