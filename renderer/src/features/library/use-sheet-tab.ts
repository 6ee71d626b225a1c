/** What the NPC and PC tabs share: the selected sheet, and the form open on a new or existing one. */
import { computed, ref } from 'vue'
import { newId, sheetOf, useCampaign, type Sheet, type SheetKind } from './sheets'

export interface Editing<S extends Sheet = Sheet> {
  initial: S
  isNew: boolean
}

export function useSheetTab<S extends Sheet>(kind: SheetKind, blank: (id: string) => S) {
  const campaign = useCampaign()
  const selectedId = ref<string | null>(null)
  const editing = ref<Editing<S> | null>(null)
  const selected = computed(
    () =>
      (selectedId.value
        ? sheetOf(campaign.value, { kind, id: selectedId.value })
        : null) as S | null,
  )

  /** Show a sheet (or none), closing the form. */
  function select(id: string | null): void {
    selectedId.value = id
    editing.value = null
  }
  function startNew(): void {
    editing.value = { initial: blank(newId(kind)), isNew: true }
  }
  function startEdit(): void {
    if (selected.value) editing.value = { initial: selected.value, isNew: false }
  }
  /** The form saved: show what it saved. */
  function onSaved(id: string): void {
    editing.value = null
    selectedId.value = id
  }

  return { campaign, selectedId, selected, editing, select, startNew, startEdit, onSaved }
}
