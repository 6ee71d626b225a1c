/**
 * The dice log, ruleset-neutral: main's dice (seeded, so a session can be replayed in tests), a
 * recording wrapper that keeps every face drawn, the log entries the GM's views show, and which
 * history step applied which roll, so an entry follows its effect through undo and redo.
 */
import { randomBytes } from 'node:crypto'
import {
  PartMarks,
  seededDice,
  type Dice,
  type RollPart,
  type RollPartTag,
} from '../../../shared/dice'
import type { DiceLogEntry } from '../../../shared/api'

export type { DiceLogEntry }

/**
 * Dice that remember every face they gave, as [sides, face], and the parts a resolver marked
 * (markPart: "To hit", "Damage"), read once with `parts` when the roll is logged.
 */
export function recordingDice(inner: Dice): Dice & {
  drawn: [number, number][]
  part: (tag: RollPartTag) => void
  parts: () => RollPart[]
} {
  const drawn: [number, number][] = []
  const marks = new PartMarks()
  return {
    drawn,
    roll(sides: number) {
      const face = inner.roll(sides)
      drawn.push([sides, face])
      return face
    },
    part: (tag) => marks.mark(tag, drawn.length),
    parts: () => marks.take(drawn.length),
  }
}

export class DiceLog {
  readonly entries: DiceLogEntry[] = []
  /**
   * History step id -> the entries of the rolls whose effects that step applied, oldest first;
   * those before `from` have left the log (a rest's resolve logs ~90 lines to one step, and
   * copying the list for each line that leaves was most of what logging cost).
   */
  private readonly steps = new Map<number, { ids: number[]; from: number }>()
  /** Entry id -> the history steps that applied it, so dropping the oldest entry touches only those. */
  private readonly stepsOf = new Map<number, number[]>()
  private next = 1
  constructor(
    readonly dice: Dice = seededDice(randomBytes(4).readUInt32LE()),
    private readonly now: () => Date = () => new Date(),
    private readonly limit = 500,
  ) {}

  add(e: Omit<DiceLogEntry, 'id' | 'at'>): DiceLogEntry {
    const entry = { ...e, id: this.next++, at: this.now().toISOString() }
    this.entries.push(entry)
    if (this.entries.length > this.limit) {
      const gone = this.entries.shift()!
      // A rest's resolve logs a line per activity: scanning every step per line made it slow.
      for (const step of this.stepsOf.get(gone.id) ?? []) {
        const rolls = this.steps.get(step)
        if (!rolls) continue
        if (rolls.ids[rolls.from] === gone.id) rolls.from++
        else {
          rolls.ids = rolls.ids.slice(rolls.from).filter((id) => id !== gone.id)
          rolls.from = 0
        }
        if (rolls.from >= rolls.ids.length) this.steps.delete(step)
      }
      this.stepsOf.delete(gone.id)
    }
    return entry
  }

  /**
   * Another campaign is open: its log starts empty. Numbering goes on, so a roll panel left open
   * from the previous campaign never names a roll of this one.
   */
  clear(): void {
    this.entries.length = 0
    this.steps.clear()
    this.stepsOf.clear()
  }

  /**
   * The roll `entryId` changed the campaign in history step `stepId` (one step may apply several:
   * a Next Turn's hooks, every item resolved at once).
   */
  appliedBy(entryId: number, stepId: number): void {
    const rolls = this.steps.get(stepId)
    if (rolls) rolls.ids.push(entryId)
    else this.steps.set(stepId, { ids: [entryId], from: 0 })
    const of = this.stepsOf.get(entryId)
    if (of) of.push(stepId)
    else this.stepsOf.set(entryId, [stepId])
  }

  /**
   * History step `stepId` was undone or redone: the rolls whose effect it was are marked undone
   * (or live again), replaced in the log, and returned; none when the step applied no roll.
   */
  stepMoved(stepId: number, undone: boolean): DiceLogEntry[] {
    const moved: DiceLogEntry[] = []
    const rolls = this.steps.get(stepId)
    if (!rolls) return moved
    const first = this.entries[0]?.id ?? 0
    for (let k = rolls.from; k < rolls.ids.length; k++) {
      const id = rolls.ids[k]!
      // Entries are numbered in the order they are kept, so an id says where it is.
      let i = id - first
      if (this.entries[i]?.id !== id) i = this.entries.findIndex((e) => e.id === id)
      const old = this.entries[i]
      if (!old || !!old.undone === undone) continue
      let entry: DiceLogEntry
      if (undone) entry = { ...old, undone: true }
      else {
        const { undone: _was, ...rest } = old
        entry = rest
      }
      this.entries[i] = entry
      moved.push(entry)
    }
    return moved
  }
}
