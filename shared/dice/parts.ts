/**
 * A roll in parts: the faces a roll draws, split into what each was for ("To hit", "Damage", or
 * one combatant's initiative), so the table can say who rolled what. A resolver marks where a part
 * begins; dice that keep no record of their faces ignore the mark.
 */
import type { Dice } from './dice'

/** What a part of a roll is: its words, or the figure it is for (named for the players later). */
export interface RollPartTag {
  label?: string
  tokenId?: string
  /** This part carries the roll's public total (the attack roll's, beside its die). */
  total?: true
}

/** A part: its tag and how many of the roll's faces, in order, are its. */
export interface RollPart extends RollPartTag {
  count: number
}

interface PartedDice extends Dice {
  part(tag: RollPartTag): void
}

/** The faces drawn from now on belong to a part tagged `tag` (until the next mark). */
export function markPart(dice: Dice, tag: RollPartTag): void {
  const parted = dice as Partial<PartedDice>
  if (typeof parted.part === 'function') parted.part(tag)
}

/** The most parts one roll keeps (a fight's initiative has one per combatant). */
export const ROLL_PARTS_MAX = 64

/** Keeps the marks made while faces are drawn, and splits them into parts. */
export class PartMarks {
  private marks: { tag: RollPartTag; at: number }[] = []

  mark(tag: RollPartTag, at: number): void {
    if (this.marks.length < ROLL_PARTS_MAX) this.marks.push({ tag: { ...tag }, at })
  }

  /** The parts of `drawn` faces (none when nothing was marked); the marks are then forgotten. */
  take(drawn: number): RollPart[] {
    const marks = this.marks
    this.marks = []
    if (marks.length === 0) return []
    const parts: RollPart[] = []
    if (marks[0]!.at > 0) parts.push({ count: marks[0]!.at })
    marks.forEach((m, i) => {
      const end = i + 1 < marks.length ? marks[i + 1]!.at : drawn
      if (end > m.at) parts.push({ ...m.tag, count: end - m.at })
    })
    return parts
  }
}
