/**
 * Areas around a hex: every hex within n steps (a filled hexagon), the ring exactly n steps out,
 * and a spiral (rings from the centre outwards). Reach, range bands, radius templates and the
 * ruler's halo use them. Re-derived from Red Blob Games' hex range and ring methods.
 */
import { HEX_DIRECTIONS, type Hex } from './hex'

function checkRadius(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what}: radius must be an integer >= 0`)
}

/**
 * Every hex within `n` steps of `center`, centre included: 3n(n+1) + 1 hexes, ordered by q then
 * r. For each q in [-n, n] the r that keep the third cube coordinate within n form one run.
 */
export function hexRange(center: Hex, n: number): Hex[] {
  checkRadius(n, 'hexRange')
  const out: Hex[] = []
  for (let dq = -n; dq <= n; dq++) {
    const lo = Math.max(-n, -dq - n)
    const hi = Math.min(n, -dq + n)
    for (let dr = lo; dr <= hi; dr++) out.push({ q: center.q + dq, r: center.r + dr })
  }
  return out
}

/**
 * The hexes exactly `n` steps from `center`: 6n of them for n >= 1, [center] for n = 0. Starts at
 * the corner n steps along HEX_DIRECTIONS[4] and walks the six sides, n steps along each
 * direction in turn, so neighbouring entries are adjacent and the last is adjacent to the first.
 */
export function hexRing(center: Hex, n: number): Hex[] {
  checkRadius(n, 'hexRing')
  if (n === 0) return [{ q: center.q, r: center.r }]
  const corner = HEX_DIRECTIONS[4] as Hex
  let q = center.q + corner.q * n
  let r = center.r + corner.r * n
  const out: Hex[] = []
  for (let side = 0; side < 6; side++) {
    const d = HEX_DIRECTIONS[side] as Hex
    for (let step = 0; step < n; step++) {
      out.push({ q, r })
      q += d.q
      r += d.r
    }
  }
  return out
}

/**
 * Every hex within `n` steps of `center`, nearest first: the centre, then ring 1, ring 2 ... ring
 * n (3n(n+1) + 1 hexes). Useful where work should stop at the first hit, such as finding the
 * nearest free hex for a dropped token.
 */
export function hexSpiral(center: Hex, n: number): Hex[] {
  checkRadius(n, 'hexSpiral')
  const out: Hex[] = []
  for (let k = 0; k <= n; k++) out.push(...hexRing(center, k))
  return out
}
