/** The party's clock: day 1 onwards, hour 0-23, moved on by rests and by the GM. */
import { CLOCK_DAY_MAX, type Campaign, type Clock } from '../../model'
import { RestRefused } from './types'

/** Hours the GM may move the clock in one step: a year. */
export const CLOCK_STEP_MAX = 24 * 366

/** The campaign's clock, day 1 hour 8 when it has none yet. */
export function clockOf(campaign: Campaign): Clock {
  return campaign.clock ?? { day: 1, hour: 8 }
}

/** `clock` moved on by `hours`. */
export function clockPlus(clock: Clock, hours: number): Clock {
  const total = clock.hour + hours
  return { day: Math.min(CLOCK_DAY_MAX, clock.day + Math.floor(total / 24)), hour: total % 24 }
}

/** Move the party's clock on by whole hours (never back: undo does that). */
export function advanceClock(campaign: Campaign, hours: number): Campaign {
  if (!Number.isInteger(hours) || hours < 0)
    throw new RestRefused('the clock moves on by a whole number of hours, 0 or more')
  if (hours > CLOCK_STEP_MAX) throw new RestRefused('the clock moves on by at most a year at once')
  return { ...campaign, clock: clockPlus(clockOf(campaign), hours) }
}
