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
      const end = stringEnd(text, i, to)
      if (end < 0) return false
      i = end - 1
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
  const spans = recordSpans(text)
  if (!spans) return null
  return new Map(
    [...spans].map(([name, records]) => [
      name,
      new Map([...records].map(([id, s]) => [id, s.line])),
    ]),
  )
}

/** A record's line (without its key) and where it starts in the file's text. */
interface Span {
  line: string
  at: number
}

/** recordLines, each line with where it starts: a changed record is walked in the file's text. */
function recordSpans(text: string): Map<string, Map<string, Span>> | null {
  const lines = new Map<string, Map<string, Span>>()
  let pos = text.indexOf('\n')
  if (pos < 0 || text.slice(0, pos).trim() !== '{') return null
  pos++
  let open: Map<string, Span> | null = null
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
        open.set(k.key, { line: text.slice(k.value, last), at: k.value })
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

/** How deep a changed record is split into its fields: a map's, then its fog's. */
const FIELD_DEPTH = 2
/**
 * A field is split into its own fields only when it has at most this many: a map's fog (a few
 * settings and the revealed cells) is, its terrain (a field per cell) is not, as walking thousands
 * of cells' texts costs more than comparing them.
 */
const NESTED_FIELDS = 16
/**
 * A changed record is split into its fields only when its line is at least this long: a token or
 * an NPC compares faster parsed, a map with its terrain and fog does not.
 */
const SPLIT_CHARS = 2048

function isWhite(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09
}

function skipWhite(text: string, i: number, to: number): number {
  while (i < to && isWhite(text.charCodeAt(i))) i++
  return i
}

/** Where the string whose opening quote is at `from` ends: after its closing quote; -1 if never. */
function stringEnd(text: string, from: number, to: number): number {
  for (let i = from + 1; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) return i + 1
    if (c === 0x5c) i++
  }
  return -1
}

/** Where the JSON value starting at `from` ends; -1 if it does not end whole. */
function valueEnd(text: string, from: number, to: number): number {
  const first = text.charCodeAt(from)
  if (first === 0x22) return stringEnd(text, from, to)
  if (first !== 0x7b && first !== 0x5b) {
    let i = from
    for (; i < to; i++) {
      const c = text.charCodeAt(i)
      if (c === 0x2c || c === 0x7d || c === 0x5d || isWhite(c)) break
    }
    return i > from ? i : -1
  }
  // A character loop, strings stepped through: a 60 x 60 map's line is walked faster than its
  // parsed terrain is compared, and its fog's cells counted, key by key.
  let depth = 0
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      const end = stringEnd(text, i, to)
      i = end < 0 ? to : end - 1
    } else if (c === 0x7b || c === 0x5b) depth++
    else if (c === 0x7d || c === 0x5d) {
      if (--depth === 0) return i + 1
      if (depth < 0) return -1
    }
  }
  return -1
}

/** Where a field's value lies in the text it was read from. */
interface Field {
  from: number
  to: number
}

/**
 * The fields of the JSON object text text[from, to) (which JSON.parse has read): key → where its
 * value lies. Null when it is not an object, repeats a key (JSON.parse keeps the last; not worth
 * telling) or has more than `most` fields. Walked in place: a slice of a big text reads a
 * character at a time slower than the text itself.
 */
function fieldsAt(text: string, from: number, to: number, most: number): Map<string, Field> | null {
  let i = skipWhite(text, from, to)
  if (text.charCodeAt(i) !== 0x7b) return null
  const fields = new Map<string, Field>()
  i = skipWhite(text, i + 1, to)
  if (text.charCodeAt(i) === 0x7d) return skipWhite(text, i + 1, to) === to ? fields : null
  for (;;) {
    if (i >= to || text.charCodeAt(i) !== 0x22) return null
    const q = stringEnd(text, i, to)
    if (q < 0) return null
    const raw = text.slice(i, q)
    let key: string
    try {
      key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1)
    } catch {
      return null
    }
    i = skipWhite(text, q, to)
    if (text.charCodeAt(i) !== 0x3a) return null
    const start = skipWhite(text, i + 1, to)
    const end = start < to ? valueEnd(text, start, to) : -1
    if (end < 0 || fields.has(key) || fields.size >= most) return null
    fields.set(key, { from: start, to: end })
    i = skipWhite(text, end, to)
    const c = i < to ? text.charCodeAt(i) : -1
    if (c === 0x7d) return skipWhite(text, i + 1, to) === to ? fields : null
    if (c !== 0x2c) return null
    i = skipWhite(text, i + 1, to)
  }
}

/** The fields of the JSON object text `text`: key → the value's text (see fieldsAt). */
export function fieldsOf(text: string, most = Infinity): Map<string, string> | null {
  const fields = fieldsAt(text, 0, text.length, most)
  if (!fields) return null
  return new Map([...fields].map(([key, f]) => [key, text.slice(f.from, f.to)]))
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Objects known to be another plus keys written after its own: the other, and how many are new. */
const appended = new WeakMap<object, { before: object; gained: number }>()

/**
 * How many keys `after` has that `before` lacks, and the other way round, when shareSameRecords
 * found `after`'s text to be `before`'s with fields added at its end (fog revealed, a cell at a
 * time, is written so); undefined when it did not.
 */
export function appendedKeys(
  before: object,
  after: object,
): { gained: number; lost: number } | undefined {
  const known = appended.get(after)
  return known && known.before === before ? { gained: known.gained, lost: 0 } : undefined
}

/**
 * Notes `after` (read from textB[fromB, toB)) as `before` (from textA[fromA, toA)) with fields
 * added when its text is `before`'s up to the closing brace, then a comma and more fields: every
 * key of `before` is then in `after`, and the new ones are the added fields' keys it lacks. The
 * texts are compared natively, never walked.
 */
function noteAppended(
  textA: string,
  fromA: number,
  toA: number,
  before: Record<string, unknown>,
  textB: string,
  fromB: number,
  toB: number,
  after: Record<string, unknown>,
): void {
  const body = toA - 1 - fromA
  if (body < 2 || toB - fromB <= body + 2 || textA.charCodeAt(toA - 1) !== 0x7d) return
  if (textA.charCodeAt(fromA) !== 0x7b || textB.charCodeAt(fromB + body) !== 0x2c) return
  if (!textB.startsWith(textA.slice(fromA, toA - 1), fromB)) return
  // An empty `before` ("{}" or "{ }") has no last field to follow.
  if (textA.slice(fromA + 1, toA - 1).trim() === '') return
  let added: unknown
  try {
    added = JSON.parse(`{${textB.slice(fromB + body + 1, toB)}`)
  } catch {
    return
  }
  if (!isRecord(added)) return
  let gained = 0
  for (const key of Object.keys(added)) if (!Object.hasOwn(before, key)) gained++
  appended.set(after, { before, gained })
}

/**
 * `after` (parsed from textB[fromB, toB)) with each field whose text is the same in
 * textA[fromA, toA) taken from `before` (parsed from that), fields of fields too down to `depth`;
 * `after` itself when none is, or when either text cannot be split. Equal text parses to equal
 * values, so the result equals `after`; a comparison that checks identity first then skips the
 * fields that did not change (a map's terrain when only its fog did).
 */
function shareSameFields(
  textA: string,
  fromA: number,
  toA: number,
  before: unknown,
  textB: string,
  fromB: number,
  toB: number,
  after: unknown,
  depth: number,
  most = Infinity,
): unknown {
  if (!isRecord(before) || !isRecord(after)) return after
  noteAppended(textA, fromA, toA, before, textB, fromB, toB, after)
  if (depth <= 0) return after
  const fa = fieldsAt(textA, fromA, toA, most)
  const fb = fa && fieldsAt(textB, fromB, toB, most)
  if (!fa || !fb) return after
  // Every field a key, every key a field: the texts are the records'.
  if (fa.size !== Object.keys(before).length || fb.size !== Object.keys(after).length) return after
  let out: Record<string, unknown> | null = null
  for (const [key, b] of fb) {
    // An own "__proto__" cannot be set by assignment; left as it is.
    if (key === '__proto__' || !Object.hasOwn(after, key)) return after
    const a = fa.get(key)
    if (a === undefined || !Object.hasOwn(before, key)) continue
    const same =
      a.to - a.from === b.to - b.from && textA.slice(a.from, a.to) === textB.slice(b.from, b.to)
    const value = same
      ? before[key]
      : shareSameFields(
          textA,
          a.from,
          a.to,
          before[key],
          textB,
          b.from,
          b.to,
          after[key],
          depth - 1,
          NESTED_FIELDS,
        )
    if (value !== after[key]) {
      out ??= { ...after }
      out[key] = value
    }
  }
  return out ?? after
}

/**
 * `newer` with every record whose line is the same in both texts taken from `older` (the two are
 * equal: equal text reads as equal values), and a collection whose every record is the same taken
 * whole, so a comparison that checks identity first skips them. A record whose line changed keeps
 * from `older` its fields (and their fields) whose text did not. Each collection is taken on only
 * when its lines account for exactly its records; otherwise it stays as it is.
 */
export function shareSameRecords<T extends object>(
  olderText: string,
  older: T,
  newerText: string,
  newer: T,
): T {
  const a = recordSpans(olderText)
  const b = a && recordSpans(newerText)
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
      const spanB = linesB.get(id) as Span
      const spanA = Object.hasOwn(recsA, id) ? linesA.get(id) : undefined
      if (spanA?.line === spanB.line) shared[id] = recsA[id]
      else {
        shared[id] =
          spanA === undefined || spanB.line.length < SPLIT_CHARS
            ? recsB[id]
            : shareSameFields(
                olderText,
                spanA.at,
                spanA.at + spanA.line.length,
                recsA[id],
                newerText,
                spanB.at,
                spanB.at + spanB.line.length,
                recsB[id],
                FIELD_DEPTH,
              )
        all = false
      }
    }
    out[name] = all ? recsA : shared
  }
  return out as unknown as T
}
