/**
 * The GM page's keyboard shortcuts. Typing in a field is not a shortcut; a ticked checkbox or a
 * pressed button keeps them working. Inside Electron the Edit menu owns undo and redo.
 */
import { onBeforeUnmount, onMounted } from 'vue'
import { TOOL_KEYS, type Tool } from '../../stores/tools'

export interface ShortcutActions {
  undo(): void
  redo(): void
  /** Esc: a pick on the map in progress is cancelled first; else the selection and ruler clear. */
  escape(): void
  removeSelected(): boolean
  rotateSelected(back: boolean): void
  /** On a square board: turn the selected figure a facing clockwise, or back anticlockwise. */
  turnSelected?(back: boolean): void
  showToPlayers(): void
  toggleLibrary(): void
  tool(tool: Tool): void
  zoomBy(factor: number): void
  fit(): void
  /** N / Shift+N: the next or previous turn of the fight (nothing when there is none). */
  turn?(back: boolean): void
  /** Shift+C: open Start combat. */
  startCombat?(): void
  /** Shift+O: open Table rules (the options of the campaign's ruleset). */
  tableRules?(): void
  /** Shift+E: open or close the Rest view. */
  rest?(): void
  /** B: lower or raise the table display's curtain. */
  curtain?(): void
  /** Alt+R: turn the table display a quarter clockwise (R alone turns the selected token). */
  rotateTable?(): void
  /** Shift+H: open the campaign's History (its snapshots); works in a read-only campaign too. */
  history?(): void
  /** Undo and redo work though edits are off (a snapshot is shown; the live campaign undoes). */
  undoable?(): boolean
  /** Edits are off (a read-only campaign): only viewing keys work. */
  readOnly(): boolean
}

export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return el instanceof HTMLInputElement
    ? !['checkbox', 'radio', 'button', 'submit', 'color', 'range'].includes(el.type)
    : !!el && (['TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable)
}

export function useShortcuts(a: ShortcutActions, inElectron: boolean) {
  function onKey(e: KeyboardEvent): void {
    if (isTyping(e.target)) return
    const mod = e.ctrlKey || e.metaKey
    const key = e.key.toLowerCase()
    const edits = !a.readOnly()
    const undoes = edits || (a.undoable?.() ?? false)
    if (mod && !inElectron && undoes && key === 'z' && !e.shiftKey) {
      e.preventDefault()
      a.undo()
    } else if (mod && !inElectron && undoes && (key === 'y' || (key === 'z' && e.shiftKey))) {
      e.preventDefault()
      a.redo()
    } else if (mod) {
      return
    } else if (e.key === 'Escape') {
      a.escape()
    } else if (edits && (e.key === 'Delete' || e.key === 'Backspace')) {
      if (a.removeSelected()) e.preventDefault()
    } else if (edits && e.altKey && (key === 'r' || e.code === 'KeyR')) {
      // e.code too: on a Mac, Option+R types "®".
      if (a.rotateTable) {
        e.preventDefault()
        a.rotateTable()
      }
    } else if (edits && key === 'r') {
      a.rotateSelected(e.shiftKey)
    } else if (edits && (e.key === '[' || e.key === ']') && a.turnSelected) {
      e.preventDefault()
      a.turnSelected(e.key === '[')
    } else if (edits && e.shiftKey && key === 'p') {
      a.showToPlayers()
    } else if (edits && key === 'n' && !e.altKey && a.turn) {
      e.preventDefault()
      a.turn(e.shiftKey)
    } else if (edits && e.shiftKey && key === 'c' && a.startCombat) {
      // The dialog focuses its first field at once: the C must not reach it.
      e.preventDefault()
      a.startCombat()
    } else if (edits && e.shiftKey && key === 'o' && a.tableRules) {
      // The dialog focuses its first field at once: the O must not reach it (a select would jump
      // to its option starting with O).
      e.preventDefault()
      a.tableRules()
    } else if (edits && e.shiftKey && key === 'e' && a.rest) {
      e.preventDefault()
      a.rest()
    } else if (edits && key === 'b' && !e.shiftKey && !e.altKey && a.curtain) {
      a.curtain()
    } else if (e.shiftKey && key === 'h' && a.history) {
      // The dialog focuses its list at once: the H must not reach anything.
      e.preventDefault()
      a.history()
    } else if (key === 'l') {
      a.toggleLibrary()
    } else if (!e.altKey && TOOL_KEYS[key]) {
      a.tool(TOOL_KEYS[key]!)
    } else if (e.key === '+' || e.key === '=') {
      a.zoomBy(1.2)
    } else if (e.key === '-' || e.key === '_') {
      a.zoomBy(1 / 1.2)
    } else if (e.key === '0') {
      a.fit()
    }
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
