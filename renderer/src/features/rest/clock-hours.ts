/** The clock's typed advance, checked in words before anything is sent. */

/** Hours the clock moves in one step at most (a year, as main allows). */
export const CLOCK_TYPED_MAX = 24 * 366

/** The typed hours as a whole number, or what is wrong with them in the GM's words. */
export function parseClockHours(text: string): { hours: number } | { problem: string } {
  const s = text.trim()
  if (s === '') return { problem: 'Type how many hours to move the clock on.' }
  if (!/^[+-]?\d*\.?\d+$/.test(s)) return { problem: `"${s}" is not a number of hours.` }
  const n = Number(s)
  if (n < 0) return { problem: 'The clock cannot move back: a negative hour. Use Undo instead.' }
  if (!Number.isInteger(n))
    return { problem: `${s} is not a whole hour: the clock moves by whole hours.` }
  if (n === 0) return { problem: 'Moving the clock by 0 hours changes nothing.' }
  if (n > CLOCK_TYPED_MAX)
    return { problem: 'The clock moves on by at most a year (8784 hours) at once.' }
  return { hours: n }
}
