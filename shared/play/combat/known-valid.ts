/**
 * Checking a record a ruleset changed (a sheet, a token's state) without reading again the parts
 * it did not change. A ruleset's change copies the record and replaces a few fields, so the rest
 * are the very objects checked before. A value a schema read back as itself (nothing defaulted,
 * nothing dropped, the same keys in the same order) is remembered as good for that schema, and
 * passes as it is the next time: objects by identity (records are never edited in place), small
 * numbers, strings and booleans by value. Objects and lists are read part by part, so one changed
 * weapon in a list is the only one read; each object's and list's own checks (a bonus capped by
 * the level, a record's size, a list's length) still run on the whole. Anything that does not
 * pass is parsed again in full, so a refusal reads exactly as the schema words it. What comes
 * back keeps the objects it was given wherever the schema left them as they were, so the
 * history's diff of it is only what changed.
 */
import { z } from 'zod'

type Parsed<T> = { success: true; data: T } | { success: false }

const FAIL = { success: false } as const

/** Per schema: objects it read back as themselves. */
const knownObjects = new WeakMap<z.ZodType, WeakSet<object>>()
/** Per schema: primitives it read back as themselves (a few hundred at most). */
const knownValues = new WeakMap<z.ZodType, Set<unknown>>()
const KNOWN_VALUES_MAX = 512
const KNOWN_STRING_MAX = 200

/** How a schema is read part by part, worked out once per schema. */
type Plan =
  | { kind: 'whole' }
  /** An optional or defaulted field: a value that is there is its inner schema's to read. */
  | { kind: 'inner'; inner: z.ZodType }
  | { kind: 'array'; element: z.ZodType; checks: z.ZodType }
  | { kind: 'object'; shape: Record<string, z.ZodType>; checks: z.ZodType }
const plans = new WeakMap<z.ZodType, Plan>()

interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  element?: z.ZodType
  innerType?: z.ZodType
  checks?: unknown[]
}

type Checks = Parameters<z.ZodUnknown['check']>

/** The schema's own checks alone, run on a value whose parts are read: z.unknown() copies nothing. */
const checksOf = (def: Def): z.ZodType =>
  def.checks?.length ? z.unknown().check(...(def.checks as Checks)) : z.unknown()

function planOf(schema: z.ZodType): Plan {
  let plan = plans.get(schema)
  if (plan) return plan
  const def = schema.def as unknown as Def
  const noChecks = !def.checks?.length
  if ((def.type === 'optional' || def.type === 'default') && def.innerType && noChecks)
    plan = { kind: 'inner', inner: def.innerType }
  else if (def.type === 'array' && def.element)
    plan = { kind: 'array', element: def.element, checks: checksOf(def) }
  else if (
    // Loose objects of string keys; a strict or stripping one is left to zod.
    def.type === 'object' &&
    def.shape !== undefined &&
    Object.getOwnPropertySymbols(def.shape).length === 0 &&
    !Object.hasOwn(def.shape, '__proto__') &&
    (def.catchall?.def as { type?: string } | undefined)?.type === 'unknown'
  )
    plan = { kind: 'object', shape: def.shape, checks: checksOf(def) }
  else plan = { kind: 'whole' }
  plans.set(schema, plan)
  return plan
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null
const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (!isObject(v) || Array.isArray(v)) return false
  const proto = Object.getPrototypeOf(v) as unknown
  return proto === Object.prototype || proto === null
}
const cacheable = (v: unknown): boolean =>
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  (typeof v === 'string' && v.length <= KNOWN_STRING_MAX)

function isKnown(schema: z.ZodType, v: unknown): boolean {
  if (isObject(v)) return knownObjects.get(schema)?.has(v) === true
  return cacheable(v) && knownValues.get(schema)?.has(v) === true
}

function remember(schema: z.ZodType, v: unknown): void {
  if (isObject(v)) {
    let set = knownObjects.get(schema)
    if (!set) knownObjects.set(schema, (set = new WeakSet()))
    set.add(v)
  } else if (cacheable(v)) {
    let set = knownValues.get(schema)
    if (!set) knownValues.set(schema, (set = new Set()))
    if (set.size < KNOWN_VALUES_MAX) set.add(v)
  }
}

/** Equal as JSON text would be: the same values, and the same keys in the same order. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (!isObject(a) || !isObject(b)) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!
    if (k !== kb[i] || !sameJson(ra[k], rb[k])) return false
  }
  return true
}

/** The same own keys in the same order. */
function sameKeys(a: object, b: object): boolean {
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return false
  return true
}

/** zod's own reading of the whole value; remembered when it gave the value back as it was. */
function whole(schema: z.ZodType, v: unknown): Parsed<unknown> {
  const r = schema.safeParse(v)
  if (!r.success) return FAIL
  if (r.data === v || sameJson(r.data, v)) {
    remember(schema, v)
    return { success: true, data: v }
  }
  return { success: true, data: r.data }
}

function read(schema: z.ZodType, v: unknown): Parsed<unknown> {
  if (isKnown(schema, v)) return { success: true, data: v }
  const plan = planOf(schema)
  if (plan.kind === 'inner') {
    if (v === undefined) return whole(schema, v)
    const r = read(plan.inner, v)
    // A default stands in for what its inner schema made nothing of: zod's to say.
    return r.success && r.data === undefined ? whole(schema, v) : r
  }
  if (plan.kind === 'array' && Array.isArray(v)) return readArray(schema, plan, v)
  if (plan.kind === 'object' && isPlain(v)) return readObject(schema, plan, v)
  return whole(schema, v)
}

function readArray(
  schema: z.ZodType,
  plan: Extract<Plan, { kind: 'array' }>,
  list: unknown[],
): Parsed<unknown> {
  let out: unknown[] | null = null
  for (let i = 0; i < list.length; i++) {
    // A hole reads as undefined to zod; leave such a list to it.
    if (!(i in list)) return whole(schema, list)
    const r = read(plan.element, list[i])
    if (!r.success) return whole(schema, list)
    if (r.data !== list[i]) {
      out ??= list.slice(0, i)
    }
    if (out) out.push(r.data)
  }
  const data = out ?? list
  if (!plan.checks.safeParse(data).success) return whole(schema, list)
  if (data === list) remember(schema, list)
  return { success: true, data }
}

function readObject(
  schema: z.ZodType,
  plan: Extract<Plan, { kind: 'object' }>,
  record: Record<string, unknown>,
): Parsed<unknown> {
  const shape = plan.shape
  const out: Record<string, unknown> = {}
  let same = true
  for (const key in shape) {
    const field = shape[key]!
    const present = Object.hasOwn(record, key)
    // zod reads a key with `in`, so an inherited one counts: leave that to zod.
    if (!present && key in record) return whole(schema, record)
    if (!present) {
      const { optin, optout } = (field as { _zod: { optin?: string; optout?: string } })._zod
      // A key the schema requires: zod's own words. A plain optional one stays absent.
      if (optin === undefined) return whole(schema, record)
      if (optin === 'optional' && optout === 'optional') continue
      const r = field.safeParse(undefined)
      if (!r.success) return whole(schema, record)
      // A default of nothing is odd enough to leave to zod.
      if (r.data === undefined) {
        if (optin === 'defaulted' && optout !== 'optional') return whole(schema, record)
        continue
      }
      out[key] = r.data
      same = false
      continue
    }
    const v = record[key]
    const r = read(field, v)
    if (!r.success) return whole(schema, record)
    if (r.data !== v) same = false
    out[key] = r.data
  }
  // Keys the schema does not name are kept as they are (a loose object), after its own.
  for (const key in record) {
    if (!Object.hasOwn(record, key) || Object.hasOwn(shape, key) || key === '__proto__') continue
    out[key] = record[key]
  }
  if (!plan.checks.safeParse(out).success) return whole(schema, record)
  if (same && sameKeys(out, record)) {
    remember(schema, record)
    return { success: true, data: record }
  }
  return { success: true, data: out }
}

/**
 * `schema.safeParse(value)`: the same answer and the same data (key for key), reading only the
 * parts not read before; where in doubt it is exactly that call.
 */
export function parseKnown<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  return read(schema, value) as Parsed<z.output<S>>
}
