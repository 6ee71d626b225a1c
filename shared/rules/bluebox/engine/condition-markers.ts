import type { ConditionDef, ConditionId, RollEffect } from './condition-types'

/** Empty effect lists, spread into each condition entry. */
export const NONE = {
  rolls: [],
  against: [],
  cannot: [],
  onApply: [],
  turnStart: [],
  turnEnd: [],
  onMove: [],
  endsOn: [],
} as const

/** The seed section most conditions come from. */
export const CS = 'Conditions & Statuses'
/** One Flaw die on the matched rolls. */
export const flaw = (on: RollEffect['on']): RollEffect => ({ on, effect: 'flaw', amount: 1 })
/** One Edge die on the matched rolls. */
export const edge = (on: RollEffect['on']): RollEffect => ({ on, effect: 'edge', amount: 1 })
/** Every attack roll. */
export const ATTACKS = { kinds: ['attack'] } as const
/** Markers beyond Conditions & Statuses: Decisive-hit results, action stances, rest and camp boons (sections per entry). */
export const MARKER_CONDITIONS = {
  hamstrung: {
    ...NONE,
    id: 'hamstrung',
    name: 'Hamstrung',
    section: 'Decisive Rolls & Hits',
    backFooted: false,
    speedMultiplier: 0.5,
    endsOn: [{ on: 'rest-start' }],
  },
  'weapon-destroyed': {
    ...NONE,
    id: 'weapon-destroyed',
    name: 'Weapon Destroyed',
    section: 'Decisive Rolls & Hits',
    backFooted: false,
    rolls: [flaw({ kinds: ['attack'], sameWeapon: true })],
    endsOn: [{ on: 'weapon-repaired', note: 'its Modules are unusable until then' }],
  },
  'defensive-stance': {
    ...NONE,
    id: 'defensive-stance',
    name: 'Defensive Stance',
    section: 'Combat Actions',
    backFooted: false,
    armorBonus: { ac: 2, bac: 2 },
    rolls: [edge({ kinds: ['attack'], asReaction: true })],
    endsOn: [{ on: 'source-ends', note: 'at the start of its next turn' }],
  },
  hunkered: {
    ...NONE,
    id: 'hunkered',
    name: 'Hunkered',
    section: 'Combat Actions',
    backFooted: false,
    endsOn: [{ on: 'left-cover' }],
  },
  meditated: {
    ...NONE,
    id: 'meditated',
    name: 'Meditated',
    section: 'Rest & Repair',
    backFooted: false,
    rolls: [edge({ kinds: ['check'], abilities: ['focus'] })],
    endsOn: [{ on: 'rest-start' }],
  },
  'studied-maps': {
    ...NONE,
    id: 'studied-maps',
    name: 'Studied maps',
    section: 'Rest & Repair',
    backFooted: false,
    rolls: [edge({ kinds: ['check'], abilities: ['navigation'] })],
    endsOn: [{ on: 'rest-start' }],
  },
  'kept-watch': {
    ...NONE,
    id: 'kept-watch',
    name: 'Kept watch',
    section: 'Rest & Repair',
    backFooted: false,
    rolls: [
      edge({ kinds: ['check'], abilities: ['perception'], detectingApproach: true }),
      edge({ kinds: ['initiative'], detectingApproach: true }),
    ],
    endsOn: [{ on: 'rest-end' }],
  },
  'camp-alarm': {
    ...NONE,
    id: 'camp-alarm',
    name: 'Camp alarm',
    section: 'Camps & Resting Places',
    backFooted: false,
    rolls: [edge({ kinds: ['initiative'], alarmTriggered: true })],
    endsOn: [{ on: 'rest-end' }],
  },
} as const satisfies Readonly<Partial<Record<ConditionId, ConditionDef>>>
