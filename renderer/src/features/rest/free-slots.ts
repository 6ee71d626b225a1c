/**
 * Members who would resolve a rest with activities left unplanned: a slot left free is lost when
 * the rest resolves, so Resolve asks once, naming them.
 */
import type { Clock, RestPlan } from '../../../../shared/model'
import { clockPlus } from '../../../../shared/play/rest'

export interface FreeSlots {
  name: string
  free: number
}

export function freeSlotsOf(
  members: readonly { name: string; slots: readonly unknown[]; max: number }[],
): FreeSlots[] {
  return members
    .filter((m) => m.slots.length < m.max)
    .map((m) => ({ name: m.name, free: m.max - m.slots.length }))
}

/** "Vaka (3 free) and Mira (1 free)". */
export function freeSlotsWords(list: readonly FreeSlots[]): string {
  const each = list.map((m) => `${m.name} (${m.free} free)`)
  return each.length < 2 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`
}

/**
 * Where the rest ends on the clock and how long it lasts: an interrupted rest ends at the hour
 * initiative was rolled, as the clock does when it resolves, not at its planned end.
 */
export function restSpan(plan: Pick<RestPlan, 'start' | 'hours' | 'interruptedAt'>): {
  end: Clock
  hours: number
  cut: boolean
} {
  const cut = plan.interruptedAt !== undefined
  const hours = plan.interruptedAt ?? plan.hours
  return { end: clockPlus(plan.start, hours), hours, cut }
}
