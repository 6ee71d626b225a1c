import type { Dice } from './dice'
import { PartMarks, type RollPart, type RollPartTag } from './parts'

/** Dice that remember every face they gave (as [sides, face]) until `take` hands them over. */
export interface RecordingDice extends Dice {
  take(): [number, number][]
  /** The parts (markPart) of the faces the last `take` handed over; none when none was marked. */
  parts(): RollPart[]
  part(tag: RollPartTag): void
}

/** Wrap `inner` so the faces drawn can be told apart per log line: `take` after each line. */
export function recordingDice(inner: Dice): RecordingDice {
  let drawn: [number, number][] = []
  const marks = new PartMarks()
  let taken: RollPart[] = []
  return {
    roll(sides: number) {
      const face = inner.roll(sides)
      drawn.push([sides, face])
      return face
    },
    part(tag) {
      marks.mark(tag, drawn.length)
    },
    take() {
      const out = drawn
      drawn = []
      taken = marks.take(out.length)
      return out
    },
    parts() {
      return taken
    },
  }
}
