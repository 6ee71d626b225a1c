/**
 * Zealots of Zaldar statuses (OTHER-SYSTEMS.md B.4/B.5, ZZ-49..55, ZZ-Q9, ZZ-Q27, ZZ-Q35, ZZ-Q36;
 * seed 003, "Attack" step 5 and the Finish, Recovery, Trip and Stop-Drop-Roll actions): what each
 * status means, HP reaching the Down line, and how the figurine lies. Confused, Dehydrated and
 * Diseased come from zaldar.com [EXT] and have no effect the engine applies: the GM marks them.
 */
import type { ZzOrientation, ZzState, ZzStatus } from './model'
import type { ZzOptions } from './options'

/** A status as the GM reads it. */
export interface ZzStatusInfo {
  label: string
  rule: string
  /** What the engine does with it, in a few words. */
  effect: string
  /** The engine applies no effect: Zaldar rules on it. */
  manual: boolean
}

/** ZZ-49..55 and the [EXT] statuses. */
export const ZZ_STATUS_INFO: Readonly<Record<ZzStatus, ZzStatusInfo>> = {
  down: {
    label: 'Down',
    rule: 'ZZ-49, ZZ-51, ZZ-22',
    effect: 'On its back (counts as Tripped); 1 AP and 1 space; Recovery Roll at turn start',
    manual: false,
  },
  unconscious: {
    label: 'Unconscious',
    rule: 'ZZ-53, ZZ-Q35',
    effect: 'No actions, no Recovery Roll; can be looted; wakes with 1 HP',
    manual: false,
  },
  dead: { label: 'Dead', rule: 'ZZ-53', effect: 'Out of play; can be looted', manual: false },
  tripped: {
    label: 'Tripped',
    rule: 'ZZ-54, ZZ-Q27',
    effect: 'On its back; Stand Up before walking normally',
    manual: false,
  },
  onFire: {
    label: 'On Fire',
    rule: 'ZZ-55, ZZ-Q29',
    effect: 'Burns at the start of its turn until Stop, Drop & Roll puts it out',
    manual: false,
  },
  confused: { label: 'Confused', rule: '[EXT]', effect: 'Zaldar rules on it', manual: true },
  dehydrated: { label: 'Dehydrated', rule: '[EXT]', effect: 'Zaldar rules on it', manual: true },
  diseased: { label: 'Diseased', rule: '[EXT]', effect: 'Zaldar rules on it', manual: true },
}

/** Add a status (no duplicates). */
export function zzWithStatus(statuses: readonly ZzStatus[], status: ZzStatus): ZzStatus[] {
  return statuses.includes(status) ? [...statuses] : [...statuses, status]
}

/** Remove a status. */
export function zzWithoutStatus(statuses: readonly ZzStatus[], status: ZzStatus): ZzStatus[] {
  return statuses.filter((s) => s !== status)
}

/** ZZ-51: a Down figure also counts as Tripped. */
export function zzIsTripped(statuses: readonly ZzStatus[]): boolean {
  return statuses.includes('tripped') || statuses.includes('down')
}

/** ZZ-53, ZZ-Q35: Unconscious and dead figures take no actions. */
export function zzCanAct(statuses: readonly ZzStatus[]): boolean {
  return !statuses.includes('unconscious') && !statuses.includes('dead')
}

/** ZZ-49, ZZ-Q9 (`downAt`): the HP at which a figure is Down. */
export function zzIsDownHp(hp: number, options: Pick<ZzOptions, 'downAt'>): boolean {
  return options.downAt === 'le0' ? hp <= 0 : hp < 0
}

/**
 * ZZ-49, ZZ-Q9, ZZ-Q36 (`deathAtNegMax`): set a figure's HP; crossing the Down line makes it Down
 * (and on its back), and at minus its maximum it dies when the table plays that option. Healing
 * does not lift Down: only the Recovery Roll does (ZZ-52).
 */
export function zzSetHp(
  state: ZzState,
  hp: number,
  options: Pick<ZzOptions, 'downAt' | 'deathAtNegMax'>,
): { state: ZzState; became: 'down' | 'dead' | null } {
  let statuses = [...state.statuses]
  let became: 'down' | 'dead' | null = null
  if (options.deathAtNegMax && hp <= -state.hpMax && !statuses.includes('dead')) {
    statuses = zzWithStatus(zzWithoutStatus(statuses, 'down'), 'dead')
    became = 'dead'
  } else if (zzIsDownHp(hp, options) && zzCanAct(statuses) && !statuses.includes('down')) {
    statuses = zzWithStatus(statuses, 'down')
    became = 'down'
  }
  return { state: { ...state, hp, statuses }, became }
}

/** What changes how a figurine lies (B.8). */
export type ZzPostureEvent = 'tripped' | 'down' | 'stopDropRoll' | 'standUp' | 'recovered'

/** ZZ-31/51/54, ZZ-Q27: Tripped and Down → on its back; Stop, Drop & Roll → face-down; standing or recovering → upright. */
export function zzOrientationAfter(event: ZzPostureEvent): ZzOrientation {
  if (event === 'stopDropRoll') return 'face-down'
  if (event === 'standUp' || event === 'recovered') return 'upright'
  return 'back'
}

/** B.8: how a figure with these statuses lies when nothing else says (dead and Unconscious lie on their backs). */
export function zzOrientationFor(statuses: readonly ZzStatus[]): ZzOrientation {
  return zzIsTripped(statuses) || !zzCanAct(statuses) ? 'back' : 'upright'
}

/** ZZ-46/54: a successful Trip: the target gains Tripped and lies on its back. */
export function zzTripped(state: ZzState): { state: ZzState; orientation: ZzOrientation } {
  return {
    state: { ...state, statuses: zzWithStatus(state.statuses, 'tripped') },
    orientation: zzOrientationAfter('tripped'),
  }
}
