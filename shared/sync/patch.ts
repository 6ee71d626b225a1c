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

/** The ops that turn `from` into `to`. Both must be JSON-like trees. */
export function diffState(from: unknown, to: unknown, path: PathSegment[] = []): PatchOp[] {
  if (from === to) return []
  if (!isPlainObject(from) || !isPlainObject(to)) {
    return jsonEqual(from, to) ? [] : [{ op: 'set', path, value: to }]
  }
  const ops: PatchOp[] = []
  for (const key of Object.keys(from)) {
    if (!Object.hasOwn(to, key)) ops.push({ op: 'del', path: [...path, key] })
  }
  for (const key of Object.keys(to)) {
    if (!Object.hasOwn(from, key)) ops.push({ op: 'set', path: [...path, key], value: to[key] })
    else ops.push(...diffState(from[key], to[key], [...path, key]))
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
