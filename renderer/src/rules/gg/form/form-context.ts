/**
 * GG's edit-form draft and what its form adds to the common form state
 * (../../common/form/form-context.ts): the table's damage types for the pickers (F-GG-7).
 */
import { inject, provide, type ComputedRef, type InjectionKey } from 'vue'
import { useForm, type FormContext } from '../../common/form/form-context'

/** A sheet being edited: any JSON; number fields may hold '' while being typed. */
export type GgDraft = Record<string, unknown>

export interface GgFormContext extends FormContext<GgDraft> {
  /** The table's damage type ids, for the type pickers (F-GG-7). */
  damageTypes: ComputedRef<string[]>
}

const TYPES: InjectionKey<ComputedRef<string[]>> = Symbol('gg-damage-types')

/** Offer these damage types to the GG form's pickers below. */
export function provideGgDamageTypes(list: ComputedRef<string[]>): void {
  provide(TYPES, list)
}

/** The GG form around a section: the common state and the damage types. */
export function useGgForm(): GgFormContext {
  const ctx = useForm<GgDraft>()
  const damageTypes = inject(TYPES, null)
  if (!damageTypes) throw new Error('a GG sheet form section outside a GG sheet form')
  return { ...ctx, damageTypes }
}
