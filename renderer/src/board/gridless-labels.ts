/**
 * Names of a gridless table's obstacles and areas ("Farmhouse · 15 brix"), laid out together so
 * that two shapes close by do not print their names over each other: each name sits on its
 * shape's middle if that is free, else just beside it, shortened if need be (label-layout.ts).
 */
import { labelWidth } from './geometry'
import { layoutLabels } from './label-layout'

export interface BoardLabelSpot {
  id: string
  /** The shape's label point, map units. */
  x: number
  y: number
  text: string
}

/** A name as painted: its text and its box's centre and size, map units. */
export interface BoardLabel {
  id: string
  text: string
  x: number
  y: number
  width: number
  height: number
}

/** The box a painted name takes at this text size (its dark outline included). */
export function boardLabelBox(text: string, size: number): { width: number; height: number } {
  return { width: labelWidth(text, size) + size * 0.5, height: size * 1.3 }
}

/** Where each name is painted; a name that fits nowhere is left out. */
export function layoutBoardLabels(spots: readonly BoardLabelSpot[], size: number): BoardLabel[] {
  const places = layoutLabels(
    spots.map((s) => ({ id: s.id, x: s.x, y: s.y, r: 0, label: s.text, centred: true })),
    {
      boxWidth: (text) => boardLabelBox(text, size).width,
      boxHeight: boardLabelBox('', size).height,
      gap: size * 0.15,
    },
  )
  return spots.flatMap((s) => {
    const p = places.get(s.id)
    return p
      ? [
          {
            id: s.id,
            text: p.text,
            x: s.x + p.dx + p.width / 2,
            y: s.y + p.dy + p.height / 2,
            width: p.width,
            height: p.height,
          },
        ]
      : []
  })
}
