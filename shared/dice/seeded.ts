import { assertSides, type Dice } from './dice'

/**
 * Seeded dice for the app: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from
 * PractRand; 128-bit state, period >= 2^32, passes PractRand and BigCrush; the counter word means even an all-zero state cycles) seeded through
 * splitmix32 from a number, or from a string hashed with cyrb128. Faces are drawn without
 * modulo bias by rejection: a 32-bit draw at or above the largest multiple of `sides` is redrawn.
 */
export interface SeededDice extends Dice {
  /** The next raw 32-bit unsigned draw. */
  nextUint32(): number
  /** The generator state, to store with a campaign and resume with `seededDiceFromState`. */
  state(): [number, number, number, number]
}

const TWO_32 = 4294967296

/** cyrb128: a small, well-mixed 128-bit string hash (public domain, bryc). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/** splitmix32 expands one 32-bit number into four well-spread state words. */
function splitmix32x4(seed: number): [number, number, number, number] {
  let s = seed >>> 0
  const out: [number, number, number, number] = [0, 0, 0, 0]
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
    out[i] = (z ^ (z >>> 15)) >>> 0
  }
  return out
}

/** Seeded dice (sfc32) from a number or a string; the same seed always rolls the same faces. */
export function seededDice(seed: number | string): SeededDice {
  const words = typeof seed === 'string' ? cyrb128(seed) : splitmix32x4(Math.trunc(seed) % TWO_32)
  const dice = seededDiceFromState(words)
  // sfc32's authors discard the first draws so weak seeds mix in.
  for (let i = 0; i < 12; i++) dice.nextUint32()
  return dice
}

/** Seeded dice resumed from a stored `state()`. */
export function seededDiceFromState(state: readonly number[]): SeededDice {
  let a = (state[0] ?? 0) >>> 0
  let b = (state[1] ?? 0) >>> 0
  let c = (state[2] ?? 0) >>> 0
  let d = (state[3] ?? 0) >>> 0

  function nextUint32(): number {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }

  return {
    nextUint32,
    roll(sides: number): number {
      assertSides(sides)
      const limit = TWO_32 - (TWO_32 % sides)
      let u = nextUint32()
      while (u >= limit) u = nextUint32()
      return (u % sides) + 1
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  }
}
