import type { Dice } from '../../../../shared/dice'

class TooDeep extends Error {}

export interface Weighted<T> {
  value: T
  p: number
}

/**
 * Brute force: run `fn` once for every sequence of die faces it can draw, each weighted by its exact
 * probability (the product of 1/sides over its draws). Exact whenever `fn` draws a bounded number
 * of dice. "Reroll until not 1" is unbounded, so sequences less likely than `minP` are dropped; the
 * mass lost is what `chanceOf(all, () => true)` falls short of 1.
 */
export function enumerateDice<T>(fn: (dice: Dice) => T, minP = 0): Array<Weighted<T>> {
  const out: Array<Weighted<T>> = []
  const faces: number[] = []
  const sizes: number[] = []
  for (;;) {
    let depth = 0
    let p = 1
    const dice: Dice = {
      roll(sides: number): number {
        if (p / sides < minP) throw new TooDeep()
        if (depth < faces.length) {
          if (sizes[depth] !== sides) throw new Error('enumerateDice: fn is not deterministic')
        } else {
          faces.push(1)
          sizes.push(sides)
        }
        p /= sides
        return faces[depth++] as number
      },
    }
    try {
      out.push({ value: fn(dice), p })
    } catch (e) {
      if (!(e instanceof TooDeep)) throw e
    }
    faces.length = depth
    sizes.length = depth
    let i = depth - 1
    while (i >= 0 && faces[i] === sizes[i]) i--
    if (i < 0) return out
    faces[i] = (faces[i] as number) + 1
    faces.length = i + 1
    sizes.length = i + 1
  }
}

/** Total probability of the outcomes matching `pred`. */
export function chanceOf<T>(outcomes: ReadonlyArray<Weighted<T>>, pred: (v: T) => boolean): number {
  let p = 0
  for (const o of outcomes) if (pred(o.value)) p += o.p
  return p
}
