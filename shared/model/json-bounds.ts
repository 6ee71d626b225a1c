/**
 * Bounds on untrusted JSON, checked before anything recursive (JSON.stringify, structuredClone,
 * a diff, a schema) touches it: a value 5,000 levels deep overflows the stack of every one of
 * them, and a few kilobytes of brackets are enough to build one. Both checks here walk with an
 * explicit stack of at most `maxDepth` frames, so they are safe on any input, and they stop at
 * the first problem, naming where it is.
 */

/** How deep a record's own fields may nest (an NPC, a PC, a token...): keys a newer build adds included. */
export const LOOSE_DEPTH_MAX = 32
/** How deep a whole campaign may nest: a record sits three levels down (`npcs.<id>.…`). */
export const CAMPAIGN_DEPTH_MAX = LOOSE_DEPTH_MAX + 8
/** One library record (an NPC or PC), measured as JSON text. A long stat block is a few KB. */
export const RECORD_SIZE_MAX = 512 * 1024

export interface JsonLimits {
  /** Containers (objects and arrays) nested deeper than this are refused; the root is level 1. */
  maxDepth: number
  /** Refused above this many characters of JSON text (measured, never built). */
  maxSize?: number
  /**
   * Refuse a key named `__proto__`: a schema drops it without a word (it would set a prototype),
   * so whatever it held would vanish on the next save.
   */
  noProtoKey?: boolean
}

export interface JsonBoundsIssue {
  kind: 'depth' | 'size' | 'key'
  /** Where: keys and indices from the root, cut after the first few (the rest repeat). */
  path: (string | number)[]
  message: string
}

/** Paths are cut after this many segments: enough to name the field, short enough to read. */
const PATH_SHOWN = 6
/** Without a size limit, a walk still stops here (a value shared many times over is big). */
const DEFAULT_SIZE_MAX = 256 * 1024 * 1024

function tooDeep(maxDepth: number): string {
  return `nested more than ${maxDepth} levels deep`
}

function tooBig(size: number, maxSize: number): string {
  return `too big (more than ${sizeInWords(maxSize)}${size > maxSize ? `, at least ${sizeInWords(size)}` : ''})`
}

/** A byte count as a GM reads it: `900 KB`, `1.5 MB`. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
}

/** A path as `$.npcs.goblin.lore[0]`, with `…` when it was cut short. */
export function jsonPathInWords(path: readonly (string | number)[]): string {
  const shown = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')
  return `$${shown}${path.length >= PATH_SHOWN ? '…' : ''}`
}

/** Characters a primitive takes as JSON (strings without their escapes; close enough for a bound). */
function primitiveSize(v: unknown): number {
  switch (typeof v) {
    case 'string':
      return v.length + 2
    case 'number':
      return String(v).length
    case 'boolean':
      return v ? 4 : 5
    default:
      return 4
  }
}

/** The quick checks recurse, one call per level: only for depths far below the stack's limit. */
const FAST_DEPTH_MAX = 256

/**
 * True when `value` is certainly within `limits`: the same sizes added up in the same order as
 * the walk below, checked at the same points, so true here means that walk finds nothing. A cycle
 * or anything else deeper than the limit answers false.
 */
function withinBounds(value: unknown, limits: JsonLimits): boolean {
  const maxSize = limits.maxSize ?? DEFAULT_SIZE_MAX
  const maxDepth = limits.maxDepth
  const noProto = limits.noProtoKey === true
  let size = 0
  const visit = (v: unknown, depth: number): boolean => {
    if (v === null || typeof v !== 'object') {
      size += primitiveSize(v)
      return size <= maxSize
    }
    if (depth >= maxDepth) return false
    size += 2
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (i > 0) size += 1
        if (!visit(v[i], depth + 1)) return false
      }
      return true
    }
    // for...in visits the own keys in Object.keys' order, then any inherited enumerable ones:
    // those only add to the sizes, so a doubtful answer is the worst they can cause.
    let first = true
    for (const key in v) {
      if (noProto && key === '__proto__') return false
      size += (first ? 0 : 1) + key.length + 3
      first = false
      if (!visit((v as Record<string, unknown>)[key], depth + 1)) return false
    }
    return true
  }
  return visit(value, 0)
}

interface Frame {
  value: object
  /** Keys of an object; null for an array. */
  keys: string[] | null
  next: number
  /** This container's key or index in its parent (null for the root). */
  at: string | number | null
}

/**
 * The first bound a value breaks, or null. Depth first, without recursion; a cycle counts as too
 * deep. Non-JSON values (functions, symbols) count as small: a schema refuses them afterwards.
 */
export function jsonValueBoundsIssue(value: unknown, limits: JsonLimits): JsonBoundsIssue | null {
  // Nearly every value is within bounds: a quick check says so without building frames or paths,
  // and only a value it doubts is walked again below to name the problem.
  if (limits.maxDepth <= FAST_DEPTH_MAX && withinBounds(value, limits)) return null
  const maxSize = limits.maxSize ?? DEFAULT_SIZE_MAX
  let size = 0
  const stack: Frame[] = []
  const pathOf = (extra: string | number | null): (string | number)[] => {
    const path: (string | number)[] = []
    for (const f of stack) {
      if (f.at !== null) path.push(f.at)
      if (path.length >= PATH_SHOWN) return path
    }
    if (extra !== null) path.push(extra)
    return path
  }
  const enter = (v: unknown, at: string | number | null): JsonBoundsIssue | null => {
    if (v === null || typeof v !== 'object') {
      size += primitiveSize(v)
      return size > maxSize
        ? { kind: 'size', path: pathOf(at), message: tooBig(size, maxSize) }
        : null
    }
    if (stack.length >= limits.maxDepth)
      return { kind: 'depth', path: pathOf(at), message: tooDeep(limits.maxDepth) }
    const keys = Array.isArray(v) ? null : Object.keys(v)
    size += 2
    stack.push({ value: v, keys, next: 0, at })
    return null
  }
  const first = enter(value, null)
  if (first) return first
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame
    const count = top.keys ? top.keys.length : (top.value as unknown[]).length
    if (top.next >= count) {
      stack.pop()
      continue
    }
    const i = top.next++
    if (i > 0) size += 1
    let child: unknown
    let at: string | number
    if (top.keys) {
      at = top.keys[i] as string
      if (at === '__proto__' && limits.noProtoKey)
        return {
          kind: 'key',
          path: pathOf(at),
          message: 'has a field named "__proto__", which is not allowed',
        }
      size += at.length + 3
      child = (top.value as Record<string, unknown>)[at]
    } else {
      at = i
      child = (top.value as unknown[])[i]
    }
    const issue = enter(child, at)
    if (issue) return issue
  }
  return null
}

/**
 * The first bound JSON text breaks, or null: a single pass that counts brackets outside strings
 * and remembers the keys on the way down, so a refusal names the field as well as the line. It
 * does not check the syntax (JSON.parse does, after this has made it safe to call).
 */
export function jsonTextBoundsIssue(
  text: string,
  limits: JsonLimits,
): (JsonBoundsIssue & { line: number; column: number }) | null {
  if (limits.maxSize !== undefined && text.length > limits.maxSize) {
    const message = tooBig(text.length, limits.maxSize)
    return { kind: 'size', path: [], message, line: 1, column: 1 }
  }
  // Depth alone first, with nothing remembered on the way: a file within bounds (nearly all of
  // them) is done here, and only one too deep is scanned again to say where.
  return textDepthWithin(text, limits.maxDepth) ? null : textDepthIssue(text, limits.maxDepth)
}

/** Whether no container in `text` nests deeper than `maxDepth` (outside strings, as below). */
function textDepthWithin(text: string, maxDepth: number): boolean {
  let depth = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // To the closing quote: one after an odd run of backslashes is escaped, and the string goes on.
      for (;;) {
        const q = text.indexOf('"', i + 1)
        if (q < 0) return true
        let b = q - 1
        while (text.charCodeAt(b) === 0x5c) b--
        i = q
        if ((q - 1 - b) % 2 === 0) break
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return false
    } else if ((c === 0x7d || c === 0x5d) && depth > 0) {
      depth--
    }
  }
  return true
}

/** Where `text` first nests deeper than `maxDepth`, with the keys that lead there. */
function textDepthIssue(
  text: string,
  maxDepth: number,
): (JsonBoundsIssue & { line: number; column: number }) | null {
  // One frame per open container: where it sits in its parent, and where its next child goes.
  const frames: { at: string | number | null; array: boolean; index: number; key: string }[] = []
  let line = 1
  let lineStart = 0
  let inString = false
  let stringStart = 0
  let expectKey = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      // Strings are most of a campaign's bytes (notes, descriptions): jump to the next quote
      // natively instead of stepping through them. A quote after an odd run of backslashes is
      // escaped, and the string goes on.
      const q = text.indexOf('"', i)
      if (q < 0) break
      let b = q - 1
      while (b >= i && text.charCodeAt(b) === 0x5c) b--
      i = q
      if ((q - 1 - b) % 2 === 1) continue
      inString = false
      const top = frames[frames.length - 1]
      if (expectKey && top) top.key = text.slice(stringStart, Math.min(i, stringStart + 100))
      expectKey = false
      continue
    }
    if (c === 0x0a) {
      line++
      lineStart = i + 1
    } else if (c === 0x22) {
      inString = true
      stringStart = i + 1
    } else if (c === 0x7b || c === 0x5b) {
      const parent = frames[frames.length - 1]
      const at = parent ? (parent.array ? parent.index : parent.key) : null
      if (frames.length >= maxDepth) {
        const path: (string | number)[] = []
        for (const p of [...frames.map((f) => f.at), at])
          if (p !== null && path.length < PATH_SHOWN) path.push(p)
        const column = i - lineStart + 1
        return { kind: 'depth', path, message: tooDeep(maxDepth), line, column }
      }
      frames.push({ at, array: c === 0x5b, index: 0, key: '' })
      expectKey = c === 0x7b
    } else if (c === 0x7d || c === 0x5d) {
      frames.pop()
      expectKey = false
    } else if (c === 0x2c) {
      const top = frames[frames.length - 1]
      if (top?.array) top.index++
      expectKey = !!top && !top.array
    }
  }
  return null
}

/**
 * UTF-8 bytes of `text` once written as a JSON string (quotes and escapes included), counted
 * without building it: what a message carrying it weighs on the wire.
 */
export function jsonStringBytes(text: string): number {
  let n = 2
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22 || c === 0x5c) n += 2
    else if (c < 0x20)
      n += c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 2 : 6
    else if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4
        i++
      } else n += 6
    } else if (c >= 0xd800 && c <= 0xdfff) n += 6
    else n += 3
  }
  return n
}

/** A zod issue as the refinement below adds it (kept structural: this file imports no zod). */
interface IssueSink {
  addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void
}

/**
 * A zod refinement that refuses a value out of bounds, naming the top-level field that holds the
 * problem (the rest of a 5,000-level path says nothing more).
 */
export function jsonBoundsRefinement(limits: JsonLimits): (value: unknown, ctx: IssueSink) => void {
  return (value, ctx) => {
    const issue = jsonValueBoundsIssue(value, limits)
    if (!issue) return
    const field = issue.path[0]
    const deep = issue.kind === 'depth'
    const message =
      field === undefined
        ? `it is ${issue.message}`
        : deep
          ? `the field "${field}" is ${issue.message}`
          : `it is ${issue.message}; the field "${field}" takes it over the limit`
    ctx.addIssue({ code: 'custom', path: field === undefined ? [] : [field], message })
  }
}
