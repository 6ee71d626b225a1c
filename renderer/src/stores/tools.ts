/** UI-only state of the map tools: which tool, which brush. Nothing here reaches main. */
import { defineStore } from 'pinia'
import { ref } from 'vue'
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
  /**
   * Fitting the grid to the background: three clicks on hex centres in a row, or dragging the
   * picture under the grid. Overrides the tool while set; Esc leaves it.
   */
  const fitMode = ref<'clicks' | 'drag' | null>(null)
  const showMove = ref(true)
  const showAttack = ref(true)
  const attack = ref({
    weaponId: '',
    kind: 'ranged' as 'melee' | 'ranged',
    range: 8,
    critical: null as { min: number; max: number } | null,
  })

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
    fitMode,
    showMove,
    showAttack,
    attack,
    terrainCell,
  }
})
