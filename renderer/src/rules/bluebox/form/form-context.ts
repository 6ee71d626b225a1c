/**
 * Blue Box's edit-form draft. The form's state (draft, issues by field, which fields show theirs)
 * is the common one (../../common/form/form-context.ts), provided by the form frame.
 */
import type { NpcRecord, PcRecord } from '../../../../../shared/rules/bluebox'
import { useForm as useSheetForm, type FormContext } from '../../common/form/form-context'

/** An NPC draft, or a PC draft with its extras. Number fields may hold '' while being typed. */
export type Draft = NpcRecord &
  Partial<Pick<PcRecord, 'player' | 'background' | 'exhaustion' | 'epCurrent' | 'hpOrigin'>>

/** The Blue Box form around a section. */
export function useForm(): FormContext<Draft> {
  return useSheetForm<Draft>()
}
