import type { Dice } from './dice'

/** Dice that remember every face they gave (as [sides, face]) until `take` hands them over. */
export interface RecordingDice extends Dice {
  take(): [number, number][]
}

/** Wrap `inner` so the faces drawn can be told apart per log line: `take` after each line. */
export function recordingDice(inner: Dice): RecordingDice {
  let drawn: [number, number][] = []
  return {
    roll(sides: number) {
      const face = inner.roll(sides)
      drawn.push([sides, face])
      return face
    },
    take() {
      const out = drawn
      drawn = []
      return out
    },
  }
}
