/**
 * UI-only state of the map tools: which tool, which brush, and the stack of modes that own the
 * map's next click. Nothing here reaches main.
 */
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { EdgeKind, TerrainCell, TerrainKind } from '../../../shared/model'
import type { TemplateShape } from '../board/zones'

export type Tool = 'select' | 'terrain' | 'walls' | 'fog' | 'measure'
export type FogBrush = 'brush' | 'rect' | 'room'
export type MeasureShape = 'ruler' | TemplateShape

export const TOOL_KEYS: Record<string, Tool> = {
  v: 'select',
  t: 'terrain',
  w: 'walls',
  f: 'fog',
  m: 'measure',
}

export const TERRAIN_KINDS: { kind: TerrainKind; label: string }[] = [
  { kind: 'normal', label: 'Normal' },
  { kind: 'difficult', label: 'Difficult' },
  { kind: 'dangerous', label: 'Dangerous' },
  { kind: 'water', label: 'Water (swim)' },
  { kind: 'climb', label: 'Climb' },
  { kind: 'dig', label: 'Dig' },
  { kind: 'impassable', label: 'Impassable' },
]

/** A cell of the board: a hex, a square, or a gridless table's half-inch lattice point. */
export type MapCell = { q: number; r: number }

/**
 * What Esc does to a mode it reaches. 'ends' (the default): the mode ends and Esc goes on to the
 * page's own use of it (a snapshot's Back to now, or clearing the selection and the ruler).
 * 'ends-alone': the mode ends and Esc does nothing else (a pick: the selection the GM picks for
 * stays). 'ignored': the mode stays on and Esc passes to the mode under it. A function is the
 * mode's own use of Esc; true when it used Esc up, false to pass it on like 'ignored'.
 */
export type ModeEscape = 'ends' | 'ends-alone' | 'ignored' | (() => boolean)

/**
 * Something that, while on, owns the map's input instead of the plain tool: the Dungeon panel
 * placing, a gridless table's shape being drawn, a pick on the map, fitting the background, a
 * ruleset's panel waiting for a point. Whoever starts it pushes it; it ends by ending itself
 * (`endMode(id)`), or by Esc. Only the mode on top hears clicks.
 */
export interface MapMode {
  /** Pushing a mode with an id already on the stack ends that one first. */
  id: string
  /** A plain click on the board (not on a token); a square board also says its nearest side. */
  click?(cell: MapCell, edgeKey: string | null): void
  /**
   * A token clicked (null: the empty map, before its `click`), with the cell it stands on. True
   * when the mode took it, so the selection stays as it was.
   */
  token?(tokenId: string | null, cell: MapCell | null): boolean
  /** The map's gesture while on top, over the plain tool's (fitting the background). */
  gesture?: 'fit-clicks' | 'fit-drag'
  escape?: ModeEscape
  /** Told once when the mode ends, however it ends, so its owner's own state follows. */
  ended?(): void
}

const FIT_MODE = 'fit-background'

export const useToolStore = defineStore('tools', () => {
  const tool = ref<Tool>('select')
  const terrain = ref<TerrainKind>('difficult')
  const dangerous = ref({
    /** One of the campaign's ruleset's saves; the tool panel picks its first until the GM picks. */
    stat: '',
    dc: 8,
    damageType: 'Fire',
  })
  /** Paint elevation instead of terrain kind. */
  const paintElevation = ref(false)
  const elevation = ref(1)
  const edgeKind = ref<EdgeKind | 'erase'>('wall')
  const fogReveal = ref(true)
  const fogBrush = ref<FogBrush>('brush')
  /** Brush radius in hexes (0 = one hex). */
  const radius = ref(0)
  /** Measure: a ruler, or an AoE template of `templateSize` metres. */
  const measureShape = ref<MeasureShape>('ruler')
  const templateSize = ref(3)
  /** Measure: the ruler or template also goes to the players' map while this is on. */
  const showMeasure = ref(false)
  /**
   * Around the selected token: its movement (speed and Dash bands) and what it can hit with the
   * chosen weapon (reach or range, Beyond Range, the Critical Area). `weaponId` '' is a custom
   * attack set by kind and range.
   */
  const showMove = ref(true)
  const showAttack = ref(true)
  const attack = ref({
    weaponId: '',
    kind: 'ranged' as 'melee' | 'ranged',
    range: 8,
    critical: null as { min: number; max: number } | null,
  })

  /** The modes on, oldest first; the last one owns the map's input. */
  const modes = shallowRef<readonly MapMode[]>([])
  const topMode = computed(() => modes.value.at(-1) ?? null)

  function hasMode(id: string): boolean {
    return modes.value.some((m) => m.id === id)
  }

  /** Put `mode` on top (ending one of the same id first, wherever it stands). */
  function pushMode(mode: MapMode): void {
    endMode(mode.id)
    modes.value = [...modes.value, mode]
  }

  /** End mode `id` wherever it stands (nothing when it is not on). */
  function endMode(id: string): void {
    const mode = modes.value.find((m) => m.id === id)
    if (!mode) return
    // Off the stack before it hears of it, so an owner that ends it again changes nothing.
    modes.value = modes.value.filter((m) => m !== mode)
    mode.ended?.()
  }

  /** A plain click on the board: the top mode's. False: no mode took it (the plain tool's). */
  function mapClick(cell: MapCell, edgeKey: string | null): boolean {
    const top = topMode.value
    if (!top) return false
    top.click?.(cell, edgeKey)
    return true
  }

  /** A token clicked on the map or in a list (null: the empty map): true when the top mode took it. */
  function tokenClick(tokenId: string | null, cell: MapCell | null): boolean {
    return topMode.value?.token?.(tokenId, cell) ?? false
  }

  /**
   * Esc goes down the stack to the first mode that does not ignore it. 'used': a mode took Esc
   * whole; 'ended': a mode ended and Esc goes on to the page; null: no mode wanted it.
   */
  function escape(): 'used' | 'ended' | null {
    for (const mode of [...modes.value].reverse()) {
      const esc = mode.escape ?? 'ends'
      if (esc === 'ignored') continue
      if (typeof esc === 'function') {
        if (esc()) return 'used'
        continue
      }
      endMode(mode.id)
      return esc === 'ends-alone' ? 'used' : 'ended'
    }
    return null
  }

  /**
   * Fitting the grid to the background: three clicks on hex centres in a row, or dragging the
   * picture under the grid. Its gesture overrides the tool while it is on top; Esc leaves it.
   */
  const fitMode = computed(() => {
    const fit = modes.value.find((m) => m.id === FIT_MODE)
    if (!fit) return null
    return fit.gesture === 'fit-clicks' ? 'clicks' : 'drag'
  })
  function fit(how: 'clicks' | 'drag' | null): void {
    if (how === null) endMode(FIT_MODE)
    else pushMode({ id: FIT_MODE, gesture: how === 'clicks' ? 'fit-clicks' : 'fit-drag' })
  }

  /** The terrain cell the brush paints, or null for normal ground. */
  function terrainCell(): TerrainCell | null {
    if (terrain.value === 'normal') return null
    if (terrain.value === 'dangerous')
      return { kind: 'dangerous', dangerous: { ...dangerous.value } }
    return { kind: terrain.value }
  }

  return {
    tool,
    terrain,
    dangerous,
    paintElevation,
    elevation,
    edgeKind,
    fogReveal,
    fogBrush,
    radius,
    measureShape,
    templateSize,
    showMeasure,
    showMove,
    showAttack,
    attack,
    terrainCell,
    modes,
    topMode,
    hasMode,
    pushMode,
    endMode,
    mapClick,
    tokenClick,
    escape,
    fitMode,
    fit,
  }
})
