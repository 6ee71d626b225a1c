/**
 * The edit form's shared state, provided by SheetForm to its sections and fields: the draft being
 * edited, its validation issues by field (from the zod schema, as you type), and which fields
 * show their own issues, so the form can list the rest instead of hiding them.
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
import type { NpcRecord, PcRecord } from '../../../../../shared/rules/bluebox'
import type { SheetKind } from '../../../features/library/sheets'

/** An NPC draft, or a PC draft with its extras. Number fields may hold '' while being typed. */
export type Draft = NpcRecord &
  Partial<Pick<PcRecord, 'player' | 'background' | 'exhaustion' | 'epCurrent' | 'hpOrigin'>>

export interface FormContext {
  kind: SheetKind
  draft: Draft
  byField: ComputedRef<Map<string, string[]>>
  /** Field keys that have a FieldIssue on screen, with how many. */
  shown: Map<string, number>
}

const KEY: InjectionKey<FormContext> = Symbol('sheet-form')

export function provideForm(
  kind: SheetKind,
  draft: Draft,
  byField: ComputedRef<Map<string, string[]>>,
): FormContext {
  const ctx: FormContext = { kind, draft, byField, shown: reactive(new Map<string, number>()) }
  provide(KEY, ctx)
  return ctx
}

export function useForm(): FormContext {
  const ctx = inject(KEY)
  if (!ctx) throw new Error('a sheet form field outside a SheetForm')
  return ctx
}

/** The messages for one field; while mounted, the field counts as shown. */
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

/** Read a dotted path ("armor.baseAC", "weapons.0.name") from the draft. */
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
