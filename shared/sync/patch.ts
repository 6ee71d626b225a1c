/**
 * JSON patches between two states. Plain objects are diffed key by key; arrays and primitives
 * are replaced whole. `applyOps` copies only the objects on a changed path, so unchanged
 * subtrees keep their identity (cheap diffs, cheap re-renders).
 */
export type PathSegment = string
export type PatchOp =
  { op: 'set'; path: PathSegment[]; value: unknown } | { op: 'del'; path: PathSegment[] }

// Assigning "__proto__" would replace an object's prototype; every other key is set as an own
// property and read back with Object.hasOwn, so "constructor" or "prototype" are plain ids.
const FORBIDDEN = new Set(['__proto__'])

type Obj = Record<string, unknown>

function isPlainObject(v: unknown): v is Obj {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false
  const proto = Object.getPrototypeOf(v) as unknown
  return proto === Object.prototype || proto === null
}

/** Deep structural equality of JSON-like values. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  // Plain loops, not every(): the History summary compares whole 5 MB campaigns with this.
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false
    return true
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  for (const k of ka) if (!Object.hasOwn(b, k) || !jsonEqual(a[k], b[k])) return false
  return true
}

/**
 * The ops that turn `from` into `to`. Both must be JSON-like trees. Subtrees the two share (the
 * same object) are skipped, and the walk allocates little besides the ops: a path is copied when
 * an op is made, never for a key that turns out unchanged.
 */
export function diffState(from: unknown, to: unknown, path: PathSegment[] = []): PatchOp[] {
  const ops: PatchOp[] = []
  diffInto(from, to, [...path], ops)
  return ops
}

/** `path` is a stack the walk pushes and pops; each op gets its own copy. */
function diffInto(from: unknown, to: unknown, path: PathSegment[], ops: PatchOp[]): void {
  if (from === to) return
  if (!isPlainObject(from) || !isPlainObject(to)) {
    if (!jsonEqual(from, to)) ops.push({ op: 'set', path: path.slice(), value: to })
    return
  }
  // Key lists, not for-in: a fog record of 250,000 hexes is walked faster from its list.
  const fromKeys = Object.keys(from)
  for (let i = 0; i < fromKeys.length; i++) {
    const key = fromKeys[i] as string
    if (!Object.hasOwn(to, key)) ops.push({ op: 'del', path: [...path, key] })
  }
  const toKeys = Object.keys(to)
  for (let i = 0; i < toKeys.length; i++) {
    const key = toKeys[i] as string
    if (!Object.hasOwn(from, key)) {
      ops.push({ op: 'set', path: [...path, key], value: to[key] })
      continue
    }
    const a = from[key]
    const b = to[key]
    if (a === b) continue
    path.push(key)
    diffInto(a, b, path, ops)
    path.pop()
  }
}

/**
 * The ops that undo `forward`, a diff from `from`: for each path it touches, what `from` held
 * there, or its removal where `from` had nothing. A diff's paths never nest, so each inverse op
 * stands alone; they come last first. Paths are shared with `forward` (ops are never edited).
 */
export function inverseOps(from: unknown, forward: readonly PatchOp[]): PatchOp[] {
  const ops: PatchOp[] = new Array<PatchOp>(forward.length)
  for (let i = 0; i < forward.length; i++) {
    const path = (forward[i] as PatchOp).path
    let node: unknown = from
    const last = path.length - 1
    for (let d = 0; d < last; d++) {
      const key = path[d] as string
      if (!isPlainObject(node) || !Object.hasOwn(node, key))
        throw new PatchError(`patch path ${path.join('.')} is not in the state it was made from`)
      node = node[key]
    }
    const key = path[last]
    let op: PatchOp
    if (key === undefined) op = { op: 'set', path, value: from }
    else if (!isPlainObject(node))
      throw new PatchError(`patch path ${path.join('.')} is not in the state it was made from`)
    else op = Object.hasOwn(node, key) ? { op: 'set', path, value: node[key] } : { op: 'del', path }
    ops[forward.length - 1 - i] = op
  }
  return ops
}

export class PatchError extends Error {
  override name = 'PatchError'
}

function checkPath(path: readonly unknown[]): asserts path is PathSegment[] {
  if (!Array.isArray(path) || path.length === 0)
    throw new PatchError('patch path must be a non-empty list')
  for (const seg of path) {
    if (typeof seg !== 'string')
      throw new PatchError(`patch path segment ${JSON.stringify(seg)} is not a string`)
    if (FORBIDDEN.has(seg)) throw new PatchError(`patch path segment "${seg}" is not allowed`)
  }
}

/**
 * `owned`: objects this applyOps call copied itself, which nothing else can see yet, so a later op
 * changes them in place: a step of 250,000 ops (a big fog fill's undo) copies each object once,
 * not once per op.
 */
function applyOne(root: unknown, op: PatchOp, owned: WeakSet<object>): unknown {
  checkPath(op.path)
  const rec = (node: unknown, depth: number): unknown => {
    const key = op.path[depth] as string
    if (!isPlainObject(node)) {
      throw new PatchError(`patch path ${op.path.join('.')} goes through a non-object at "${key}"`)
    }
    const last = depth === op.path.length - 1
    const copy: Obj = owned.has(node) ? node : { ...node }
    owned.add(copy)
    if (last) {
      if (op.op === 'del') delete copy[key]
      else copy[key] = op.value
    } else {
      if (!Object.hasOwn(node, key))
        throw new PatchError(`patch path ${op.path.join('.')} is missing "${key}"`)
      copy[key] = rec(node[key], depth + 1)
    }
    return copy
  }
  return rec(root, 0)
}

/** Apply ops without mutating `state`. Throws PatchError on a path that does not fit. */
export function applyOps<T>(state: T, ops: readonly PatchOp[]): T {
  let next: unknown = state
  const owned = new WeakSet<object>()
  for (const op of ops) {
    if (op.op === 'set' && op.path.length === 0) next = op.value
    else next = applyOne(next, op, owned)
  }
  return next as T
}
