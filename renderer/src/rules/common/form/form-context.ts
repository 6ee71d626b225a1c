/**
 * An edit form's shared state, provided by the form to its sections and fields (any ruleset's):
 * the draft being edited, its validation issues by field path (the same zod schema main uses, as
 * you type), and which fields show their own issues, so the form can list the rest instead of
 * hiding them. Ruleset-neutral: a ruleset's form wraps it with its own draft type.
 */
import {
  computed,
  inject,
  provide,
  reactive,
  watchEffect,
  type ComputedRef,
  type InjectionKey,
} from 'vue'
import type { SheetKind } from '../../../features/library/sheets'

/** A sheet being edited: number fields may hold '' while being typed. */
export type AnyDraft = Record<string, unknown>

export interface FormContext<D extends object = AnyDraft> {
  kind: SheetKind
  draft: D
  byField: ComputedRef<Map<string, string[]>>
  /** Field keys that have an issue line on screen, with how many. */
  shown: Map<string, number>
}

const KEY: InjectionKey<FormContext<object>> = Symbol('sheet-form')

export function provideForm<D extends object>(ctx: Omit<FormContext<D>, 'shown'>): FormContext<D> {
  const full: FormContext<D> = { ...ctx, shown: reactive(new Map<string, number>()) }
  provide(KEY, full)
  return full
}

/** The form around a field or section; the ruleset names the draft's type. */
export function useForm<D extends object = AnyDraft>(): FormContext<D> {
  const ctx = inject(KEY, null)
  if (!ctx) throw new Error('a sheet form field outside a sheet form')
  return ctx as FormContext<D>
}

/** The messages for one field path; while mounted, the field counts as shown. */
export function useFieldIssues(at: () => string): ComputedRef<string[]> {
  const ctx = useForm()
  watchEffect((onCleanup) => {
    const k = at()
    ctx.shown.set(k, (ctx.shown.get(k) ?? 0) + 1)
    onCleanup(() => {
      const n = (ctx.shown.get(k) ?? 1) - 1
      if (n > 0) ctx.shown.set(k, n)
      else ctx.shown.delete(k)
    })
  })
  return computed(() => ctx.byField.value.get(at()) ?? [])
}

type Bag = Record<string, unknown>

/** Read a dotted path ("speed.walk", "weapons.0.name") from the draft. */
export function getPath(root: object, path: string): unknown {
  let cur: unknown = root
  for (const p of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Bag)[p]
  }
  return cur
}

/** Write a dotted path; `undefined` removes the key (an optional field left empty). */
export function setPath(root: object, path: string, value: unknown): void {
  const parts = path.split('.')
  const last = parts.pop() as string
  let cur = root as Bag
  for (const p of parts) {
    if (cur[p] === null || typeof cur[p] !== 'object') cur[p] = {}
    cur = cur[p] as Bag
  }
  if (value === undefined) delete cur[last]
  else cur[last] = value
}

/** A comma-separated line as a list, empty items dropped ("Orc, brute" → ["Orc", "brute"]). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** What the form checks its draft with: the ruleset's zod sheet schema (the one main uses). */
export interface DraftSchema {
  safeParse(value: unknown):
    | { success: true; data: unknown }
    | {
        success: false
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
      }
}
