/**
 * campaign.json as the serializer lays it out (serialize.ts): one top-level field per line, and in
 * the big collections one record per line. Two snapshots share most of those lines byte for byte,
 * so a comparison can skip every record whose line did not change instead of walking it. The
 * layout is checked line by line, never assumed: a file laid out any other way (edited by hand,
 * pretty-printed) reads as having no record lines, and is compared in full.
 */

/** The collections written one record per line (serialize.ts's COLLECTIONS). */
const COLLECTIONS = new Set(['maps', 'tokens', 'npcs', 'pcs', 'notes', 'encounters', 'assets'])

/** Where the key string starting at `from` (an opening quote) ends: its closing quote; -1 if none. */
function keyEnd(text: string, from: number, limit: number): number {
  let i = from + 1
  for (;;) {
    const q = text.indexOf('"', i)
    if (q < 0 || q >= limit) return -1
    let b = q - 1
    while (text.charCodeAt(b) === 0x5c) b--
    if ((q - 1 - b) % 2 === 0) return q
    i = q + 1
  }
}

/** Whether text[from, to) closes every bracket it opens, in order (strings skipped). */
function balanced(text: string, from: number, to: number): boolean {
  let depth = 0
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // Most strings here are short (keys, ids): stepped through, an escape skipping its next.
      for (i++; i < to; i++) {
        const d = text.charCodeAt(i)
        if (d === 0x22) break
        if (d === 0x5c) i++
      }
      if (i >= to) return false
    } else if (c === 0x7b || c === 0x5b) depth++
    else if (c === 0x7d || c === 0x5d) {
      if (--depth < 0) return false
    }
  }
  return depth === 0
}

/** The key of the `"key": value` line at [start, end), and where its value starts; null if none. */
function keyOf(text: string, start: number, end: number): { key: string; value: number } | null {
  if (text.charCodeAt(start) !== 0x22) return null
  const q = keyEnd(text, start, end)
  if (q < 0 || text.charCodeAt(q + 1) !== 0x3a) return null
  const raw = text.slice(start, q + 1)
  let key: string
  try {
    key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1)
  } catch {
    return null
  }
  return { key, value: q + 2 }
}

/**
 * The record lines of `text` (which JSON.parse has read): collection → record id → the record's
 * text. Null when the text is not laid out one record per line; a collection may then be absent.
 */
export function recordLines(text: string): Map<string, Map<string, string>> | null {
  const lines = new Map<string, Map<string, string>>()
  let pos = text.indexOf('\n')
  if (pos < 0 || text.slice(0, pos).trim() !== '{') return null
  pos++
  let open: Map<string, string> | null = null
  while (pos < text.length) {
    let end = text.indexOf('\n', pos)
    if (end < 0) end = text.length
    // The line without its trailing comma.
    const last = end > pos && text.charCodeAt(end - 1) === 0x2c ? end - 1 : end
    if (open) {
      if (last - pos === 1 && text.charCodeAt(pos) === 0x7d) open = null
      else {
        // Not checked to be whole here: shareSameRecords takes a collection on only when its
        // lines and records match one to one, and a record split over lines would add a line.
        const k = keyOf(text, pos, last)
        if (!k || open.has(k.key)) return null
        open.set(k.key, text.slice(k.value, last))
      }
    } else if (last - pos === 1 && text.charCodeAt(pos) === 0x7d) {
      return end >= text.length - 1 ? lines : null
    } else {
      const k = keyOf(text, pos, last)
      if (!k) return null
      const header = text.slice(k.value, last).trim()
      if (COLLECTIONS.has(k.key) && header === '{') {
        if (lines.has(k.key)) return null
        open = new Map()
        lines.set(k.key, open)
      } else if (!balanced(text, k.value, last)) return null
    }
    pos = end + 1
  }
  return null
}

type Collections = Record<string, Record<string, unknown> | undefined>

/**
 * `newer` with every record whose line is the same in both texts taken from `older` (the two are
 * equal: equal text reads as equal values), and a collection whose every record is the same taken
 * whole, so a comparison that checks identity first skips them. Each collection is taken on only
 * when its lines account for exactly its records; otherwise it stays as it is.
 */
export function shareSameRecords<T extends object>(
  olderText: string,
  older: T,
  newerText: string,
  newer: T,
): T {
  const a = recordLines(olderText)
  const b = a && recordLines(newerText)
  if (!a || !b) return newer
  const olderOf = older as unknown as Collections
  const newerOf = newer as unknown as Collections
  const out: Collections = { ...newerOf }
  for (const [name, linesB] of b) {
    const linesA = a.get(name)
    const recsA = olderOf[name]
    const recsB = newerOf[name]
    if (!linesA || !recsA || !recsB) continue
    // Every line a record, every record a line: no line can stand for part of a record.
    const idsA = Object.keys(recsA)
    const idsB = Object.keys(recsB)
    if (idsA.length !== linesA.size || idsB.length !== linesB.size) continue
    if (!idsA.every((id) => linesA.has(id)) || !idsB.every((id) => linesB.has(id))) continue
    const shared: Record<string, unknown> = {}
    let all = idsA.length === idsB.length
    for (const id of idsB) {
      const line = linesB.get(id)
      if (Object.hasOwn(recsA, id) && linesA.get(id) === line) shared[id] = recsA[id]
      else {
        shared[id] = recsB[id]
        all = false
      }
    }
    out[name] = all ? recsA : shared
  }
  return out as unknown as T
}
