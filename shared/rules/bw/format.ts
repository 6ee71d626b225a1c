import { inchesText } from '../../geometry/gridless'

/** How BW shows inches to the GM: the board's ½" rounding (6½"), with a true minus sign. */
export function formatInches(inches: number): string {
  return inchesText(inches).replace('-', '−')
}

/** A signed modifier for a GM's line: +2, −1, 0. */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`
  if (n < 0) return `−${-n}`
  return '0'
}
