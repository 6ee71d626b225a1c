/**
 * A BW panel's last roll as the dice log has it now: Undo marks a roll's entry undone (main
 * tells the page), and the panel must then stop showing what that roll did, or it reads as if
 * the unit were still destroyed. `shown` is the entry while it stands; `undone` says it was
 * taken back (the panel says so instead of the result).
 */
import { computed, ref } from 'vue'
import type { DiceLogEntry } from '../../../../shared/api/contract/rolls'
import { useSessionStore } from '../../stores/session'

export function useLastRoll() {
  const session = useSessionStore()
  const sent = ref<DiceLogEntry | null>(null)
  /** The entry as the log holds it now (its `undone` follows Undo and Redo). */
  const current = computed(() => {
    const s = sent.value
    return s ? (session.diceLog.find((e) => e.id === s.id) ?? s) : null
  })
  const undone = computed(() => current.value?.undone === true)
  const shown = computed(() => (undone.value ? null : current.value))
  return { sent, shown, undone }
}
