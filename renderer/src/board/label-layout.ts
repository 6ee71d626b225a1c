/**
 * Where each token's name label goes so that no label covers another label or another token's
 * disc. A label tries its natural place (centred below the disc), then above, beside, and the
 * corners; then a shorter text (the first word) in the same places; then stacked a line further
 * out; and if none of those is free it is left out (the disc still shows the initials, the hover
 * card the name). Pure and deterministic: the same tokens give the same layout, whatever order
 * they come in. Neighbours are found through a grid of buckets, so three hundred tokens take a
 * few milliseconds; the map lays labels out when tokens or the labels' zoom change, never per frame.
 */

export interface LabelItem {
  id: string
  /** The disc's centre, map units. */
  x: number
  y: number
  /** The disc's radius; a rectangular base gives its half extents (axis-aligned) instead. */
  r: number
  halfWidth?: number
  halfHeight?: number
  /**
   * How far above the centre the token draws (its HP bar or health chip), if past the disc, and
   * how wide that is: no other label covers it, and this token's label goes above it.
   */
  top?: number
  topHalfWidth?: number
  /** Condition badges hang off the disc's right side: no label there. */
  badges?: boolean
  /** The label's text; null: the token draws no label, but its disc is still in the way. */
  label: string | null
  /** Lower goes first and gets its first choice (the selected token 0, the current turn 1). */
  priority?: number
  /** The label's natural place is centred on the point (a board shape's name), not below it. */
  centred?: boolean
}

export interface LabelPlace {
  /** The label box's top-left corner from the disc's centre, map units. */
  dx: number
  dy: number
  width: number
  height: number
  text: string
  /** The place as a string: equal keys draw the same label (for sprite caching). */
  key: string
}

export interface LayoutOptions {
  /** The label box's width for a text (text plus padding), map units. */
  boxWidth: (text: string) => number
  boxHeight: number
  /** Space between a disc and its label, map units. */
  gap: number
}

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** The texts a label may show, longest first: the whole name, then its first word. */
export function labelTexts(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const out = [text]
  const first = words[0]
  if (words.length > 1 && first) out.push(`${first}…`)
  // A long single word: its first letters, so a name still reads as the start of itself.
  const base = first ?? text
  if (Array.from(base).length > 7) out.push(`${Array.from(base).slice(0, 5).join('')}…`)
  return out
}

/** Bounding boxes in a grid of square buckets: what might overlap a box is found near it. */
class Buckets {
  private readonly cells = new Map<number, number[]>()
  readonly boxes: Box[] = []
  /** The query each box was last visited by, so a box in several buckets is tested once. */
  private seen: number[] = []
  private query = 0
  constructor(private readonly size: number) {}
  add(b: Box): void {
    const i = this.boxes.push(b) - 1
    this.seen.push(0)
    const s = this.size
    for (let gx = Math.floor(b.x0 / s); gx <= Math.floor(b.x1 / s); gx++)
      for (let gy = Math.floor(b.y0 / s); gy <= Math.floor(b.y1 / s); gy++) {
        const k = gx * 131_071 + gy
        const list = this.cells.get(k)
        if (list) list.push(i)
        else this.cells.set(k, [i])
      }
  }
  /** Whether `hit` holds for some box that may touch `b` (each tested once). */
  some(b: Box, hit: (i: number) => boolean): boolean {
    const q = ++this.query
    const s = this.size
    for (let gx = Math.floor(b.x0 / s); gx <= Math.floor(b.x1 / s); gx++)
      for (let gy = Math.floor(b.y0 / s); gy <= Math.floor(b.y1 / s); gy++) {
        const list = this.cells.get(gx * 131_071 + gy)
        if (!list) continue
        for (const i of list) {
          if (this.seen[i] === q) continue
          this.seen[i] = q
          if (hit(i)) return true
        }
      }
    return false
  }
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

/** Whether a box touches a token's disc (a circle, or a rectangle's axis-aligned box). */
function touchesDisc(b: Box, d: LabelItem): boolean {
  if (d.halfWidth !== undefined && d.halfHeight !== undefined) return overlaps(b, discBox(d))
  const cx = Math.max(b.x0, Math.min(d.x, b.x1))
  const cy = Math.max(b.y0, Math.min(d.y, b.y1))
  return (cx - d.x) ** 2 + (cy - d.y) ** 2 < d.r * d.r
}

function discBox(d: LabelItem): Box {
  const hw = d.halfWidth ?? d.r
  const hh = d.halfHeight ?? d.r
  return { x0: d.x - hw, y0: d.y - hh, x1: d.x + hw, y1: d.y + hh }
}

/** Where a label of this size may go round its disc, best first (top-left corners). */
function candidates(t: LabelItem, w: number, h: number, gap: number): [number, number][] {
  const below = Math.max(t.r, t.halfHeight ?? 0) + gap
  const above = -Math.max(t.r, t.halfHeight ?? 0, t.top ?? 0) - gap - h
  const side = Math.max(t.r, t.halfWidth ?? 0) + gap
  const out: [number, number][] = t.centred ? [[-w / 2, -h / 2]] : []
  out.push([-w / 2, below], [-w / 2, above])
  if (!t.badges) out.push([side, -h / 2])
  out.push([-side - w, -h / 2])
  // The corners: the label starts (or ends) under the disc's middle.
  out.push([0, below], [-w, below])
  if (!t.badges) out.push([0, above])
  out.push([-w, above])
  return out
}

/** Stacked a line or two further out, below then above: the last places tried before none. */
function stacked(t: LabelItem, w: number, h: number, gap: number): [number, number][] {
  const below = Math.max(t.r, t.halfHeight ?? 0) + gap
  const above = -Math.max(t.r, t.halfHeight ?? 0, t.top ?? 0) - gap - h
  const out: [number, number][] = []
  for (let k = 1; k <= 2; k++)
    out.push([-w / 2, below + k * (h + gap)], [-w / 2, above - k * (h + gap)])
  return out
}

const order = (a: LabelItem, b: LabelItem) =>
  (a.priority ?? 2) - (b.priority ?? 2) ||
  a.y - b.y ||
  a.x - b.x ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * Each labelled token's place, by token id; a token whose label fits nowhere is left out (as is
 * one with no label).
 */
export function layoutLabels(
  items: readonly LabelItem[],
  o: LayoutOptions,
): Map<string, LabelPlace> {
  const out = new Map<string, LabelPlace>()
  if (items.length === 0) return out
  let widest = 0
  for (const t of items) widest = Math.max(widest, t.r, t.halfWidth ?? 0, t.halfHeight ?? 0)
  const buckets = new Buckets(Math.max(8, widest * 2, o.boxHeight * 2))
  /** Bucket entries: a disc or what is drawn over it (its token's index in `sorted`), or a label (-1). */
  const owner: number[] = []
  const disc: boolean[] = []
  const sorted = [...items].sort(order)
  sorted.forEach((t, i) => {
    buckets.add(discBox(t))
    owner.push(i)
    disc.push(true)
    if (t.top !== undefined && t.top > t.r && t.topHalfWidth) {
      buckets.add({
        x0: t.x - t.topHalfWidth,
        y0: t.y - t.top,
        x1: t.x + t.topHalfWidth,
        y1: t.y - t.r,
      })
      owner.push(i)
      disc.push(false)
    }
  })
  const free = (b: Box, self: number): boolean =>
    !buckets.some(b, (j) => {
      const who = owner[j] as number
      if (who === self) return false
      return who < 0
        ? overlaps(b, buckets.boxes[j] as Box)
        : touchesDisc(b, sorted[who] as LabelItem)
    })
  sorted.forEach((t, i) => {
    if (t.label === null || t.label === '') return
    const h = o.boxHeight
    for (const text of labelTexts(t.label)) {
      const w = o.boxWidth(text)
      const tries = candidates(t, w, h, o.gap)
      const place = tries.find(([dx, dy]) =>
        free({ x0: t.x + dx, y0: t.y + dy, x1: t.x + dx + w, y1: t.y + dy + h }, i),
      )
      if (!place) continue
      put(t, text, place, w)
      return
    }
    // Stacked, whole name or first word, before leaving the label out.
    for (const text of labelTexts(t.label)) {
      const w = o.boxWidth(text)
      const place = stacked(t, w, h, o.gap).find(([dx, dy]) =>
        free({ x0: t.x + dx, y0: t.y + dy, x1: t.x + dx + w, y1: t.y + dy + h }, i),
      )
      if (place) return put(t, text, place, w)
    }
  })
  function put(t: LabelItem, text: string, [dx, dy]: [number, number], w: number): void {
    const h = o.boxHeight
    buckets.add({ x0: t.x + dx, y0: t.y + dy, x1: t.x + dx + w, y1: t.y + dy + h })
    owner.push(-1)
    disc.push(false)
    out.set(t.id, {
      dx,
      dy,
      width: w,
      height: h,
      text,
      key: `${dx.toFixed(2)},${dy.toFixed(2)},${w.toFixed(2)},${text}`,
    })
  }
  return out
}
