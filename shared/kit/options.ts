/**
 * Table options declared once: each option's reader (with the refusal a GM reads), its default and
 * how the Table rules dialog lists it come from one declaration, so the schema and the dialog
 * cannot drift apart. A ruleset writes `tableOptions({ key: oneOf(...), ... })` and hands the
 * result to its `Ruleset.options`.
 *
 * The stored schema keeps what the campaign holds (the options the GM set, each checked); `resolve`
 * fills the rest with the defaults. A campaign therefore keeps only the GM's choices, and a later
 * build's better default reaches every option the GM never touched.
 */
import { z } from 'zod'

/**
 * One table option as the GM's Table rules dialog shows it: its key in `tableOptions`, its name and
 * a line of help in the GM's words, and either on/off or one of a few readings.
 */
export type TableOptionField =
  | { key: string; name: string; help: string; kind: 'boolean' }
  | {
      key: string
      name: string
      help: string
      kind: 'choice'
      choices: readonly { value: string | number; label: string }[]
    }

/**
 * Stored table options filled with a ruleset's defaults by its schema, or an Error naming the
 * first option that is not one of its readings, in words for the GM.
 */
export function resolveTableOptions<T>(schema: z.ZodType<T>, stored: unknown): T {
  const result = schema.safeParse(stored ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new Error(`Table option not understood: ${issue?.message ?? 'unknown option value'}.`)
}

/** How the dialog lists an option: its name, one line of help, and for a choice the labels. */
export interface Shown {
  name: string
  help: string
}

/** One option: its reader without a default, its default, and its dialog entry (absent: file only). */
export interface OptionDecl<T> {
  schema: z.ZodType<T, unknown>
  default: T
  field?: DistributiveOmit<TableOptionField, 'key'>
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** "a", "a or b", "a, b or c": the readings a refusal lists. */
export function orList(values: readonly (string | number)[]): string {
  const words = values.map(String)
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

/** The default first (the dialog's first choice is the default), then the others in their order. */
function defaultFirst<T>(values: readonly T[], def: T): T[] {
  return [def, ...values.filter((v) => v !== def)]
}

/**
 * The dialog's entry for a choice among `values`, the default first, each labelled by `label`;
 * none when the option is kept in the campaign file only.
 */
function choiceField<T extends string | number>(
  shown: Shown | undefined,
  values: readonly T[],
  def: T,
  label: (v: T) => string,
): Pick<OptionDecl<T>, 'field'> {
  if (!shown) return {}
  const choices = defaultFirst(values, def).map((v) => ({ value: v, label: label(v) }))
  return { field: { name: shown.name, help: shown.help, kind: 'choice', choices } }
}

/** An option that is on or off. */
export function onOff(what: string, def: boolean, shown?: Shown): OptionDecl<boolean> {
  return {
    schema: z.boolean({ error: `${what} must be on or off` }),
    default: def,
    ...(shown && { field: { ...shown, kind: 'boolean' as const } }),
  }
}

/**
 * An option that is one of a few named readings. The dialog lists every reading, the default first
 * and the others in `values` order; `labels` names each in the GM's words, and a reading without
 * one shows as it is stored ("d6").
 */
export function oneOf<const T extends string>(
  what: string,
  values: readonly [T, ...T[]],
  def: NoInfer<T>,
  shown?: Shown & { labels?: Partial<Record<T, string>> },
): OptionDecl<T> {
  return {
    schema: z.enum(values, { error: `${what} must be ${orList(values)}` }) as z.ZodType<T, unknown>,
    default: def,
    ...choiceField(shown, values, def, (v) => shown?.labels?.[v] ?? v),
  }
}

/** An option that is one of a few numbers (a DC of 6 or 8). */
export function oneOfNumbers<const T extends number>(
  what: string,
  values: readonly [T, T, ...T[]],
  def: NoInfer<T>,
  shown?: Shown & { label?: (n: T) => string },
): OptionDecl<T> {
  const [a, b, ...rest] = values.map((v) => z.literal(v))
  return {
    schema: z.union([a!, b!, ...rest], { error: `${what} must be ${orList(values)}` }) as z.ZodType<
      T,
      unknown
    >,
    default: def,
    ...choiceField(shown, values, def, (v) => (shown?.label ? shown.label(v) : String(v))),
  }
}

/** A whole number from `min` to `max`, in words for each way it can be wrong. */
export function wholeNumber(what: string, min: number, max: number) {
  return z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` })
}

/**
 * A whole number from `min` to `max`. The dialog, when it lists it, offers the default and the
 * `offer`ed others as choices ("Burn Level 3"); a hand-edited file may hold any number in range.
 */
export function whole(
  what: string,
  range: { min: number; max: number },
  def: number,
  shown?: Shown & { offer: readonly number[]; label: (n: number) => string },
): OptionDecl<number> {
  return {
    schema: wholeNumber(what, range.min, range.max),
    default: def,
    ...choiceField(shown, [def, ...(shown?.offer ?? [])], def, (n) => shown?.label(n) ?? String(n)),
  }
}

/**
 * An option read by a schema of the ruleset's own (a list, a nested table, a preset by name), with
 * its default; listed in the dialog only with `field`.
 */
export function own<T>(
  schema: z.ZodType<T, unknown>,
  def: T,
  field?: OptionDecl<T>['field'],
): OptionDecl<T> {
  return { schema, default: def, ...(field && { field }) }
}

type Decls = Record<string, OptionDecl<unknown>>

/** The resolved options a set of declarations gives: every key with its value or default. */
export type OptionsOf<D extends Decls> = {
  [K in keyof D]: D[K] extends OptionDecl<infer T> ? T : never
}

/** What a ruleset's `options` needs, with the resolved type kept for the ruleset's own use. */
export interface TableOptions<T> {
  /** What a campaign stores: any of the options, each checked; keys a newer build adds are kept. */
  schema: z.ZodObject<Record<keyof T, z.ZodType>, z.core.$loose>
  defaults: Readonly<T>
  fields: readonly TableOptionField[]
  /** Stored options with every default filled in; an Error naming the first wrong one. */
  resolve(stored: unknown): T
}

/**
 * A default as a value of its own, so a nested default is never shared between two resolutions.
 * Defaults are plain data (lists, records, numbers, text), so a plain copy does, at a fraction of
 * structuredClone's cost on a path that resolves options per roll.
 */
function fresh<T>(v: T): T {
  if (Array.isArray(v)) return v.map(fresh) as T
  if (typeof v !== 'object' || v === null) return v
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(v)) out[k] = fresh(x)
  return out as T
}

const NOT_AN_OBJECT = 'table options must be an object'

/**
 * The table options of a ruleset from their declarations. The dialog lists the declared fields in
 * declaration order.
 */
export function tableOptions<const D extends Decls>(decls: D): TableOptions<OptionsOf<D>> {
  const entries = Object.entries(decls)
  const stored = z.looseObject(
    Object.fromEntries(entries.map(([k, d]) => [k, d.schema.optional()])),
    { error: NOT_AN_OBJECT },
  )
  const filled = z.looseObject(
    Object.fromEntries(entries.map(([k, d]) => [k, d.schema.default(() => fresh(d.default))])),
    { error: NOT_AN_OBJECT },
  )
  const defaults = Object.freeze(filled.parse({})) as OptionsOf<D>
  const fields = Object.freeze(
    entries.flatMap(([key, d]) => (d.field ? [{ key, ...d.field } as TableOptionField] : [])),
  )
  return {
    schema: stored as z.ZodObject<Record<keyof D, z.ZodType>, z.core.$loose>,
    defaults,
    fields,
    resolve: (input) => resolveTableOptions(filled, input) as OptionsOf<D>,
  }
}
