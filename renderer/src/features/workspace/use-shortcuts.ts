/**
 * The GM page's keyboard shortcuts, matched through the one table the shortcuts sheet lists
 * (shortcut-table.ts). Typing in a field is not a shortcut; a ticked checkbox or a pressed button
 * keeps them working. Inside Electron the Edit menu owns undo and redo.
 */
import { onBeforeUnmount, onMounted } from 'vue'
import { TOOL_KEYS, type Tool } from '../../stores/tools'
import { SHORTCUTS } from './shortcut-table'

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
  /** ?: open the sheet of keyboard shortcuts. */
  shortcuts?(): void
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

/** What each workspace shortcut of the table runs; false: not here (the entry is passed over). */
function runners(a: ShortcutActions): Record<string, (e: KeyboardEvent) => boolean | void> {
  type Optional =
    'rotateTable' | 'startCombat' | 'tableRules' | 'rest' | 'curtain' | 'history' | 'shortcuts'
  // Read when the key is pressed: the page may give an action after the keys are set up.
  const optional = (name: Optional) => () => {
    const f = a[name]
    return f ? f() : false
  }
  const tools = Object.fromEntries(
    Object.values(TOOL_KEYS).map((tool) => [`tool:${tool}`, () => a.tool(tool)]),
  )
  return {
    ...tools,
    undo: () => a.undo(),
    redo: () => a.redo(),
    escape: () => a.escape(),
    remove: (e) => {
      if (a.removeSelected()) e.preventDefault()
    },
    rotateTable: optional('rotateTable'),
    rotate: (e) => a.rotateSelected(e.shiftKey),
    turnFigure: (e) => (a.turnSelected ? a.turnSelected(e.key === '[') : false),
    showToPlayers: () => a.showToPlayers(),
    turn: (e) => (a.turn ? a.turn(e.shiftKey) : false),
    // Each of these opens a dialog that focuses a field at once: the key must not reach it.
    startCombat: optional('startCombat'),
    tableRules: optional('tableRules'),
    rest: optional('rest'),
    curtain: optional('curtain'),
    history: optional('history'),
    library: () => a.toggleLibrary(),
    shortcuts: optional('shortcuts'),
    zoomIn: () => a.zoomBy(1.2),
    zoomOut: () => a.zoomBy(1 / 1.2),
    fit: () => a.fit(),
  }
}

/** Keys whose default the page must not see once the shortcut ran (a dialog or a browser key). */
const PREVENTS = new Set([
  'undo',
  'redo',
  'rotateTable',
  'turnFigure',
  'turn',
  'startCombat',
  'tableRules',
  'rest',
  'history',
  'shortcuts',
])

export function useShortcuts(a: ShortcutActions, inElectron: boolean) {
  const run = runners(a)
  function onKey(e: KeyboardEvent): void {
    if (isTyping(e.target)) return
    const edits = !a.readOnly()
    const undoes = edits || (a.undoable?.() ?? false)
    for (const s of SHORTCUTS) {
      if (s.owner !== 'workspace' || (inElectron && s.browserOnly)) continue
      if ((s.needs === 'edits' && !edits) || (s.needs === 'undoes' && !undoes)) continue
      if (!s.match(e)) continue
      const runner = run[s.id]
      if (!runner || runner(e) === false) continue
      if (PREVENTS.has(s.id)) e.preventDefault()
      return
    }
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
