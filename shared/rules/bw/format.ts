/** How BW shows inches to the GM: rounded to the nearest ½", written with a ½ (e.g. 6½"). */
export function formatInches(inches: number): string {
  const halves = Math.round(inches * 2)
  const sign = halves < 0 ? '−' : ''
  const whole = Math.floor(Math.abs(halves) / 2)
  const half = Math.abs(halves) % 2 === 1
  if (whole === 0 && half) return `${sign}½"`
  return `${sign}${whole}${half ? '½' : ''}"`
}

/** A signed modifier for a GM's line: +2, −1, 0. */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`
  if (n < 0) return `−${-n}`
  return '0'
}
