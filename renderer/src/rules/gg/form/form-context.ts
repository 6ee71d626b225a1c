/**
 * The GG edit form's shared state, provided by GgSheetForm to its sections and fields: the draft
 * being edited, its validation issues by field path (the same zod schema main uses, as you type),
 * which fields show their own issues (the form lists the rest instead of hiding them), and the
 * table's damage types for the pickers.
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

/** A sheet being edited: any JSON; number fields may hold '' while being typed. */
export type GgDraft = Record<string, unknown>

export interface GgFormContext {
  kind: SheetKind
  draft: GgDraft
  byField: ComputedRef<Map<string, string[]>>
  /** Field keys that have an issue line on screen, with how many. */
  shown: Map<string, number>
  /** The table's damage type ids, for the type pickers (F-GG-7). */
  damageTypes: ComputedRef<string[]>
}

const KEY: InjectionKey<GgFormContext> = Symbol('gg-sheet-form')

export function provideGgForm(ctx: Omit<GgFormContext, 'shown'>): GgFormContext {
  const full: GgFormContext = { ...ctx, shown: reactive(new Map<string, number>()) }
  provide(KEY, full)
  return full
}

export function useGgForm(): GgFormContext {
  const ctx = inject(KEY)
  if (!ctx) throw new Error('a GG sheet form field outside a GG sheet form')
  return ctx
}

/** The messages for one field path; while mounted, the field counts as shown. */
export function useGgFieldIssues(at: () => string): ComputedRef<string[]> {
  const ctx = useGgForm()
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

/** Read a dotted path ("speed.walk", "actions.0.name") from the draft. */
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
