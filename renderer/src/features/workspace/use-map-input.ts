/**
 * The GM's input on the map: the gesture the map runs, where a click on a token or on the board
 * goes, and Esc. A mode on the map tools' stack (stores/tools.ts) has them first; with none on, a
 * token clicked is selected and the board is the plain tool's.
 */
import { computed, ref } from 'vue'
import { useSessionStore } from '../../stores/session'
import { useToolStore } from '../../stores/tools'
import type { Gesture } from '../map/use-map-gestures'

export function useMapInput(o: { background: () => unknown; clearRuler: () => void }) {
  const session = useSessionStore()
  const tools = useToolStore()
  const selectedId = ref<string | null>(null)

  /** A token clicked on the map or in a list (null: the empty map): a mode's, or the selection. */
  function select(id: string | null): void {
    const cell = id ? (session.tokens.find((t) => t.id === id)?.hex ?? null) : null
    if (!tools.tokenClick(id, cell)) selectedId.value = id
  }

  const gesture = computed<Gesture>(() => {
    if (session.readOnly) return null
    const own = tools.topMode?.gesture
    if (own && o.background()) return own
    switch (tools.tool) {
      case 'terrain':
        return 'brush'
      case 'walls':
        return 'edges'
      case 'fog':
        return tools.fogBrush
      case 'measure':
        return 'measure'
      default:
        return null
    }
  })

  /** Esc: a mode's first; then a snapshot's Back to now; else the selection and the ruler clear. */
  function escape(): void {
    if (tools.escape() === 'used') return
    if (session.previewing) return session.setPreview(null)
    selectedId.value = null
    o.clearRuler()
  }

  return { selectedId, select, gesture, escape }
}
