import { assertSides, type Dice } from './dice'

/** Faces queued per die size: `{ 12: [1, 7], 4: [3] }`. */
export type ScriptedFaces = Readonly<Record<number, readonly number[]>>

export interface ScriptedDice extends Dice {
  /** Faces not yet rolled, per die size (sizes with none left are omitted). */
  remaining(): Record<number, number[]>
  /** Every face rolled so far, in order, as `[sides, face]`. */
  log(): Array<[number, number]>
  /** Throw unless every queued face was rolled (a test that scripted too much is wrong too). */
  assertDone(): void
}

/** Scripted dice for tests: a d`n` roll takes the next face queued for n; running out throws naming the die. */
export function scriptedDice(faces: ScriptedFaces): ScriptedDice {
  // Faces outside 1..sides are rejected here, so a typo fails where it was written.
  const queues = new Map<number, number[]>()
  const cursor = new Map<number, number>()
  const rolled: Array<[number, number]> = []
  for (const [key, list] of Object.entries(faces)) {
    const sides = Number(key)
    assertSides(sides)
    for (const face of list) {
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new RangeError(
          `scriptedDice: face ${String(face)} is not a face of a d${sides} (1..${sides})`,
        )
      }
    }
    queues.set(sides, [...list])
    cursor.set(sides, 0)
  }

  function remaining(): Record<number, number[]> {
    const out: Record<number, number[]> = {}
    for (const [sides, queue] of queues) {
      const rest = queue.slice(cursor.get(sides) ?? 0)
      if (rest.length > 0) out[sides] = rest
    }
    return out
  }

  return {
    roll(sides: number): number {
      assertSides(sides)
      const queue = queues.get(sides)
      const at = cursor.get(sides) ?? 0
      if (queue === undefined || at >= queue.length) {
        const used =
          queue === undefined
            ? 'none were scripted'
            : `all ${queue.length} used: ${queue.join(', ')}`
        throw new Error(`scriptedDice: ran out of d${sides} faces (${used})`)
      }
      cursor.set(sides, at + 1)
      const face = queue[at] as number
      rolled.push([sides, face])
      return face
    },
    remaining,
    log: () => rolled.map(([s, f]) => [s, f]),
    assertDone() {
      const rest = remaining()
      const sizes = Object.keys(rest)
      if (sizes.length > 0) {
        const what = sizes.map((s) => `d${s}: ${(rest[Number(s)] ?? []).join(', ')}`).join('; ')
        throw new Error(`scriptedDice: faces left unrolled (${what})`)
      }
    },
  }
}
