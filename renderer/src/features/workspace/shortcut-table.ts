/**
 * Every keyboard shortcut of the GM page, in one table: the key handlers match keys through it and
 * the Keyboard shortcuts sheet lists it, so a key the sheet names is a key that works, and a new
 * shortcut shows on the sheet the moment it works.
 *
 * Order matters: the workspace runs the first entry that matches (Alt+R before R).
 */
import { TOOL_KEYS, type Tool } from '../../stores/tools'

export type ShortcutGroup = 'Edit' | 'Map' | 'Tokens' | 'Fight and rest' | 'Windows'

/** Who handles a key: the workspace (most), or a part of the page that owns the state. */
export type ShortcutOwner = 'workspace' | 'legend' | 'map'

export interface Shortcut {
  id: string
  group: ShortcutGroup
  /** The keys as the sheet shows them. */
  keys: string[]
  /** What it does, for the sheet. */
  does: string
  /** 'edits': off in a read-only campaign; 'undoes': also works while a snapshot is shown. */
  needs?: 'edits' | 'undoes'
  owner: ShortcutOwner
  /** Electron's Edit menu owns the key in the desktop app (it names the step it undoes). */
  browserOnly?: boolean
  match(e: KeyboardEvent): boolean
}

const mod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey
const plain = (e: KeyboardEvent) => !mod(e) && !e.altKey
const key = (e: KeyboardEvent) => e.key.toLowerCase()

const TOOL_NAMES: Record<Tool, string> = {
  select: 'Select tool',
  terrain: 'Terrain tool',
  walls: 'Walls tool',
  fog: 'Fog tool',
  measure: 'Measure tool (ruler and templates)',
}

const toolShortcuts: Shortcut[] = Object.entries(TOOL_KEYS).map(([k, tool]) => ({
  id: `tool:${tool}`,
  group: 'Map',
  keys: [k.toUpperCase()],
  does: TOOL_NAMES[tool],
  owner: 'workspace',
  match: (e) => plain(e) && key(e) === k,
}))

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'undo',
    group: 'Edit',
    keys: ['Ctrl+Z'],
    does: 'Undo',
    needs: 'undoes',
    owner: 'workspace',
    browserOnly: true,
    match: (e) => mod(e) && key(e) === 'z' && !e.shiftKey,
  },
  {
    id: 'redo',
    group: 'Edit',
    keys: ['Ctrl+Y', 'Ctrl+Shift+Z'],
    does: 'Redo',
    needs: 'undoes',
    owner: 'workspace',
    browserOnly: true,
    match: (e) => mod(e) && (key(e) === 'y' || (key(e) === 'z' && e.shiftKey)),
  },
  {
    id: 'escape',
    group: 'Edit',
    keys: ['Esc'],
    does: 'Cancel a pick on the map; else clear the selection and the ruler; Back to now',
    owner: 'workspace',
    match: (e) => !mod(e) && e.key === 'Escape',
  },
  {
    id: 'remove',
    group: 'Tokens',
    keys: ['Delete', 'Backspace'],
    does: 'Remove the selected token (or the selected dungeon feature)',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => !mod(e) && (e.key === 'Delete' || e.key === 'Backspace'),
  },
  {
    id: 'rotateTable',
    group: 'Windows',
    keys: ['Alt+R'],
    does: 'Turn the table display a quarter clockwise',
    needs: 'edits',
    owner: 'workspace',
    // e.code too: on a Mac, Option+R types "®".
    match: (e) => !mod(e) && e.altKey && (key(e) === 'r' || e.code === 'KeyR'),
  },
  {
    id: 'rotate',
    group: 'Tokens',
    keys: ['R', 'Shift+R'],
    does: 'Turn the selected token (Shift: the other way)',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && key(e) === 'r',
  },
  {
    id: 'turnFigure',
    group: 'Tokens',
    keys: ['[', ']'],
    does: 'Square board: turn the selected figure a facing anticlockwise ([) or clockwise (])',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => !mod(e) && (e.key === '[' || e.key === ']'),
  },
  {
    id: 'showToPlayers',
    group: 'Windows',
    keys: ['Shift+P'],
    does: 'Show this map to the players',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && e.shiftKey && key(e) === 'p',
  },
  {
    id: 'turn',
    group: 'Fight and rest',
    keys: ['N', 'Shift+N'],
    does: 'Next turn of the fight (Shift: back a turn)',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && key(e) === 'n',
  },
  {
    id: 'startCombat',
    group: 'Fight and rest',
    keys: ['Shift+C'],
    does: 'Start combat…',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && e.shiftKey && key(e) === 'c',
  },
  {
    id: 'tableRules',
    group: 'Windows',
    keys: ['Shift+O'],
    does: 'Table rules… (the options of the campaign’s ruleset)',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && e.shiftKey && key(e) === 'o',
  },
  {
    id: 'rest',
    group: 'Fight and rest',
    keys: ['Shift+E'],
    does: 'Open or close the Rest view',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && e.shiftKey && key(e) === 'e',
  },
  {
    id: 'curtain',
    group: 'Windows',
    keys: ['B'],
    does: 'Lower or raise the table display’s curtain',
    needs: 'edits',
    owner: 'workspace',
    match: (e) => plain(e) && !e.shiftKey && key(e) === 'b',
  },
  {
    id: 'history',
    group: 'Windows',
    keys: ['Shift+H'],
    does: 'History… (the campaign’s snapshots)',
    owner: 'workspace',
    match: (e) => plain(e) && e.shiftKey && key(e) === 'h',
  },
  {
    id: 'library',
    group: 'Windows',
    keys: ['L'],
    does: 'Open or close the Library',
    owner: 'workspace',
    match: (e) => plain(e) && key(e) === 'l',
  },
  {
    id: 'shortcuts',
    group: 'Windows',
    keys: ['?'],
    does: 'This list of keyboard shortcuts',
    owner: 'workspace',
    match: (e) => !mod(e) && e.key === '?',
  },
  ...toolShortcuts,
  {
    id: 'zoomIn',
    group: 'Map',
    keys: ['+'],
    does: 'Zoom in',
    owner: 'workspace',
    match: (e) => !mod(e) && (e.key === '+' || e.key === '='),
  },
  {
    id: 'zoomOut',
    group: 'Map',
    keys: ['−'],
    does: 'Zoom out',
    owner: 'workspace',
    match: (e) => !mod(e) && (e.key === '-' || e.key === '_'),
  },
  {
    id: 'fit',
    group: 'Map',
    keys: ['0'],
    does: 'Fit the map to the window',
    owner: 'workspace',
    match: (e) => !mod(e) && e.key === '0',
  },
  {
    id: 'pan',
    group: 'Map',
    keys: ['Space + drag'],
    does: 'Pan the map while a tool is drawing (with Select, a drag on the floor pans)',
    owner: 'map',
    match: (e) => e.code === 'Space',
  },
  {
    id: 'legend',
    group: 'Map',
    keys: ['G'],
    does: 'Show or hide the map’s colour legend',
    owner: 'legend',
    match: (e) => plain(e) && key(e) === 'g',
  },
]

export function shortcutById(id: string): Shortcut {
  const found = SHORTCUTS.find((s) => s.id === id)
  if (!found) throw new Error(`no shortcut ${id}`)
  return found
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  'Edit',
  'Map',
  'Tokens',
  'Fight and rest',
  'Windows',
]

/**
 * The sheet's groups, each with its shortcuts in table order. Undo and Redo are listed in the
 * desktop app too: its Edit menu answers the same keys.
 */
export function shortcutSheet(): { group: ShortcutGroup; items: Shortcut[] }[] {
  return SHORTCUT_GROUPS.map((group) => ({
    group,
    items: SHORTCUTS.filter((s) => s.group === group),
  })).filter((g) => g.items.length > 0)
}
