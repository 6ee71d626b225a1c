/**
 * The whole action table against Combat Actions (seed 000 L453-L555) and the conditions' own
 * actions (Prone L992, Grappled L912, Grappler L922, Bleeding L815, Down & Out L843): what each
 * costs, whom it reaches, what it rolls and what it does, each read off the seed line cited.
 */
import { describe, expect, it } from 'vitest'
import { ACTIONS, type ActionId } from '../../../../shared/rules/bluebox/engine/actions'

const CA = 'Combat Actions'
const ap = (n: number) => ({ kind: 'ap', ap: n })
const metres = (n: number) => ({ kind: 'metres', metres: n })
const self = { kind: 'self' }
// ⚔ ➹: a melee or a ranged weapon's reach or range.
const weapon = { kind: 'weapon', ranges: ['melee', 'ranged'] }
const attackRoll = { kind: 'attack' }
const power = { kind: 'damage', dice: 'power' }
const plain = { attacks: false, movement: false, requires: [] }
const until = (at: string, of: string, next?: true) => ({ at, of, ...(next ? { next } : {}) })
const give = (condition: string, to: string, u?: object) => ({
  kind: 'apply-condition',
  condition,
  to,
  ...(u ? { until: u } : {}),
})
const take = (condition: string, from: string) => ({ kind: 'remove-condition', condition, from })

const SEED: [ActionId, string, object][] = [
  // L453: 1AP, ⚔ ➹, an attack roll; a hit deals the weapon's Power Dice.
  [
    'attack',
    'L453',
    {
      ...plain,
      name: 'Attack',
      section: CA,
      cost: ap(1),
      reach: weapon,
      roll: attackRoll,
      effects: [power],
      attacks: true,
    },
  ],
  // L470: 1AP within 1m; pushed 1m and Back-footed until the start of your next turn; no damage.
  [
    'shove',
    'L470',
    {
      ...plain,
      name: 'Shove',
      section: CA,
      cost: ap(1),
      reach: metres(1),
      roll: attackRoll,
      attacks: true,
      effects: [
        { kind: 'push', metres: 1 },
        give('back-footed', 'target', until('turn-start', 'actor')),
      ],
    },
  ],
  // L474: a Reaction, ⚔ Melee, when provoked; a hit stops the mover.
  [
    'opportunity-attack',
    'L474',
    {
      ...plain,
      name: 'Opportunity Attack',
      section: CA,
      cost: { kind: 'reaction' },
      reach: { kind: 'weapon', ranges: ['melee'] },
      roll: attackRoll,
      attacks: true,
      requires: ['provoked'],
      effects: [power, { kind: 'stop-movement' }],
    },
  ],
  // L478: 1AP within 1m; DEX or FOR, your choice, for the attack and damage.
  [
    'unarmed-attack',
    'L478',
    {
      ...plain,
      name: 'Unarmed/Improvised Attack',
      section: CA,
      cost: ap(1),
      reach: metres(1),
      roll: { kind: 'attack', stats: ['DEX', 'FOR'] },
      effects: [power],
      attacks: true,
    },
  ],
  // L482: ➹ in line of sight and range; no damage, Back-footed until the end of your next turn.
  [
    'flash-shot',
    'L482',
    {
      ...plain,
      name: 'Flash Shot',
      section: CA,
      cost: ap(1),
      reach: { kind: 'weapon', ranges: ['ranged'], lineOfSight: true },
      roll: attackRoll,
      attacks: true,
      effects: [give('back-footed', 'target', until('turn-end', 'actor', true))],
    },
  ],
  // L486: ➹ up to twice the weapon's range, with 1 Flaw.
  [
    'beyond-range',
    'L486',
    {
      ...plain,
      name: 'Beyond Range',
      section: CA,
      cost: ap(1),
      reach: { kind: 'weapon', ranges: ['ranged'], rangeMultiple: 2 },
      roll: { kind: 'attack', flaw: 1 },
      effects: [power],
      attacks: true,
    },
  ],
  // L492: within 1m, a Grapple check against AC (BAC if Back-footed); Grappled and Grappler.
  [
    'grapple',
    'L492',
    {
      ...plain,
      name: 'Grapple',
      section: CA,
      cost: ap(1),
      reach: metres(1),
      roll: { kind: 'check', abilities: ['grapple'], vs: 'ac-or-bac' },
      effects: [give('grappled', 'target'), give('grappler', 'self')],
    },
  ],
  // L496: ⚔ ➹ an attack roll; the target falls Prone; no damage.
  [
    'trip',
    'L496',
    {
      ...plain,
      name: 'Trip',
      section: CA,
      cost: ap(1),
      reach: weapon,
      roll: attackRoll,
      attacks: true,
      effects: [give('prone', 'target')],
    },
  ],
  // L500-L502: Self, until the start of your next turn.
  [
    'defensive-stance',
    'L500',
    {
      ...plain,
      name: 'Defensive Stance',
      section: CA,
      cost: ap(1),
      reach: self,
      effects: [give('defensive-stance', 'self', until('turn-start', 'actor'))],
    },
  ],
  // L504-L506: only in Cover.
  [
    'hunker',
    'L504',
    {
      ...plain,
      name: 'Hunker',
      section: CA,
      cost: ap(1),
      reach: self,
      requires: ['in-cover'],
      effects: [give('hunkered', 'self')],
    },
  ],
  // L510: only while not seen.
  [
    'hide',
    'L510',
    {
      ...plain,
      name: 'Hide',
      section: CA,
      cost: ap(1),
      reach: self,
      requires: ['unseen'],
      effects: [give('hidden', 'self')],
    },
  ],
  // L516: contested Perception vs Stealth against Hidden beings whose place you know.
  [
    'search',
    'L516',
    {
      ...plain,
      name: 'Search',
      section: CA,
      cost: ap(1),
      reach: { kind: 'known-location' },
      roll: { kind: 'contested', mine: 'perception', theirs: 'stealth' },
      effects: [take('hidden', 'target')],
    },
  ],
  // L520, L524: 1AP, and 1AP or more at the GM's word.
  [
    'swap-equipment',
    'L520',
    {
      ...plain,
      name: 'Kanohi/Weapon Swapping',
      section: CA,
      cost: ap(1),
      reach: self,
      effects: [{ kind: 'interact' }],
    },
  ],
  [
    'object-interaction',
    'L524',
    {
      ...plain,
      name: 'Object Interaction',
      section: CA,
      cost: { kind: 'ap', ap: 1, variable: true },
      reach: { kind: 'none' },
      effects: [{ kind: 'interact' }],
    },
  ],
  // L530: the held action's AP, held until the start of your next turn.
  [
    'held-action',
    'L530',
    {
      ...plain,
      name: 'Held Action',
      section: CA,
      cost: { kind: 'held' },
      reach: { kind: 'none' },
      effects: [{ kind: 'hold-until-next-turn' }],
    },
  ],
  // L542: the Move Action, up to your speed.
  [
    'move',
    'L542',
    {
      ...plain,
      name: 'General Movement',
      section: CA,
      cost: { kind: 'move-action' },
      reach: self,
      movement: true,
      effects: [{ kind: 'move', metres: 'speed', provokes: true }],
    },
  ],
  // L546-L548: 1/round, the Move Action, up to 1m without provoking.
  [
    'quick-step',
    'L546',
    {
      ...plain,
      name: 'Quick-step',
      section: CA,
      cost: { kind: 'move-action' },
      perRound: 1,
      reach: self,
      movement: true,
      effects: [{ kind: 'move', metres: 1, provokes: false }],
    },
  ],
  // L550-L552: 1/round, 1AP, a second Move Action.
  [
    'dash',
    'L550',
    {
      ...plain,
      name: 'Dash',
      section: CA,
      cost: ap(1),
      perRound: 1,
      reach: self,
      movement: true,
      effects: [{ kind: 'grant-move-action' }],
    },
  ],
  // L554-L555: no provoking this turn, and no attack rolls or forced saves.
  [
    'disengage',
    'L554',
    {
      ...plain,
      name: 'Disengage',
      section: CA,
      cost: ap(1),
      reach: self,
      effects: [
        { kind: 'no-provoking-this-turn' },
        { kind: 'no-attacks-or-forced-saves-this-turn' },
      ],
    },
  ],
  // L992: 1AP or the Move Action, ending Prone.
  [
    'stand-up',
    'L992',
    {
      ...plain,
      name: 'Stand up',
      section: 'Prone',
      cost: ap(1),
      altCost: { kind: 'move-action' },
      reach: self,
      requires: ['prone'],
      effects: [take('prone', 'self')],
    },
  ],
  // L912: a 1AP Strength or Acrobatics check against the Grappler's Save DC.
  [
    'escape-grapple',
    'L912',
    {
      ...plain,
      name: 'Escape Grapple',
      section: 'Grappled',
      cost: ap(1),
      reach: self,
      requires: ['grappled'],
      roll: { kind: 'check', abilities: ['strength', 'acrobatics'], vs: 'grappler-dc' },
      effects: [take('grappled', 'self')],
    },
  ],
  // L922: a Free Action on your turn.
  [
    'release-grapple',
    'L922',
    {
      ...plain,
      name: 'Release Grapple',
      section: 'Grappler',
      cost: { kind: 'free' },
      reach: self,
      requires: ['grappler'],
      effects: [take('grappler', 'self')],
    },
  ],
  // L815 and L843: a 1AP Medicine check DC 6 by an adjacent being ends Bleeding, and heals a
  // Down or Out being for a Power Die.
  [
    'medicine-check',
    'L815',
    {
      ...plain,
      name: 'Medicine check',
      section: 'Bleeding; Down & Out',
      cost: ap(1),
      reach: metres(1),
      roll: { kind: 'check', abilities: ['medicine'], vs: 6 },
      effects: [
        take('bleeding', 'target'),
        { kind: 'heal', dice: { count: 1, die: 'power' }, when: 'down-or-out' },
      ],
    },
  ],
]

describe('the action table, whole, against the seed', () => {
  it.each(SEED)('%s (%s)', (id, _line, def) => {
    expect(ACTIONS[id]).toEqual({ id, ...def })
  })

  it('has exactly these actions', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(SEED.map(([id]) => id).sort())
  })
})
