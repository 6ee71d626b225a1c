import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import { planMove } from '../../../shared/rules/bluebox/engine/move-plan'
import type { MapToken } from '../../../renderer/src/features/map/TokenNode.vue'
import { hexEntryMetres, hoverCard } from '../../../renderer/src/board/hover-card'
import { useMapHover } from '../../../renderer/src/features/map/use-map-hover'

const map = {
  orientation: 'pointy' as const,
  cols: 6,
  rows: 6,
  terrain: {
    '2,1': { kind: 'difficult' as const },
    '3,1': { kind: 'impassable' as const },
    '1,2': { kind: 'water' as const, elevation: 2 },
  },
  edges: {
    // (4,3) walled in on every side.
    '4,3,0': 'wall' as const,
    '4,3,1': 'wall' as const,
    '4,3,2': 'wall' as const,
    '3,3,0': 'wall' as const,
    '3,4,1': 'wall' as const,
    '4,4,2': 'wall' as const,
  },
  fog: { enabled: true, revealed: { '2,1': 1 as const, '1,1': 1 as const } },
}

const sentinel: MapToken = {
  id: 'npc-sentinel',
  name: 'Rust Sentinel',
  kind: 'npc',
  hex: { q: 1, r: 1 },
  size: 'large',
  color: '#c24a2c',
  instance: { conditions: ['prone', 'hidden'] },
  vitals: { hp: 5, hpMax: 24, thp: 2, plating: 1, platingMax: 11 },
  health: 'badly hurt',
  conditions: ['prone'],
}

describe('hover card', () => {
  it('the GM reads the token numbers, its conditions by name, and the hex and its cost', () => {
    const card = hoverCard({ mode: 'gm', map, token: sentinel, hex: { q: 2, r: 1 } })
    expect(card).toEqual([
      {
        kind: 'token',
        heading: 'Rust Sentinel',
        lines: ['HP 5/24 · THP 2 · Plating 1/11', 'Prone, Hidden'],
      },
      { kind: 'hex', heading: 'Difficult (2, 1)', lines: ['2 m of movement to enter'] },
    ])
  })

  it.each([
    [{ q: 2, r: 1 }, 'Difficult'],
    [{ q: 1, r: 2 }, 'Water'],
    [{ q: 0, r: 0 }, 'Open ground'],
  ])('the cost of entering %j (%s) is what a one-step move there costs', (hex, _what) => {
    const from = { q: hex.q, r: hex.r + 1 }
    expect(hexEntryMetres(map, hex)).toBe(planMove(map, from, hex, 100).total)
  })

  it('says when a hex cannot be entered, and when the players cannot see it', () => {
    const wall = hoverCard({ mode: 'gm', map, token: null, hex: { q: 4, r: 3 } })
    expect(wall[0]?.lines).toEqual([
      'Walled off: cannot be entered',
      'Under fog: the players do not see it',
    ])
    const rock = hoverCard({ mode: 'gm', map, token: null, hex: { q: 3, r: 1 } })
    expect(rock[0]?.lines[0]).toBe('Cannot be entered')
    const raised = hoverCard({ mode: 'gm', map, token: null, hex: { q: 1, r: 2 } })
    expect(raised[0]?.lines[0]).toBe('Elevation +2 m')
  })

  it('a campaign whose ruleset this build does not know prices no hex, rather than wall it off', () => {
    const card = hoverCard({ mode: 'gm', map, token: null, hex: { q: 4, r: 3 }, ruleset: null })
    expect(card[0]?.lines).toEqual(['Under fog: the players do not see it'])
    expect(hexEntryMetres(map, { q: 2, r: 1 }, null)).toBeNull()
  })

  it('players read a name, how hurt it looks and its visible conditions, never numbers', () => {
    const card = hoverCard({ mode: 'projector', map, token: sentinel, hex: { q: 2, r: 1 } })
    expect(card).toEqual([
      { kind: 'token', heading: 'Rust Sentinel', lines: ['Badly hurt', 'Prone'] },
      { kind: 'hex', heading: 'Difficult', lines: [] },
    ])
    expect(JSON.stringify(card)).not.toMatch(/HP|Hidden|\d/)
  })

  it('players learn nothing about a hex under fog', () => {
    expect(hoverCard({ mode: 'projector', map, token: null, hex: { q: 3, r: 1 } })).toEqual([])
    expect(hoverCard({ mode: 'projector', map, token: null, hex: { q: 40, r: 1 } })).toEqual([])
  })
})

describe('hover timing', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  function harness() {
    const state = { pointer: { x: 10, y: 10 } as { x: number; y: number } | null, busy: false }
    const read = vi.fn(() => [{ kind: 'hex' as const, heading: 'Open ground', lines: [] }])
    let api!: ReturnType<typeof useMapHover>
    mount(
      defineComponent({
        setup() {
          api = useMapHover({ pointer: () => state.pointer, busy: () => state.busy, read })
          return () => h('div')
        },
      }),
    )
    return { state, read, api }
  }

  it('reads what is under the pointer once it rests, not on every move', () => {
    const { state, read, api } = harness()
    for (let i = 0; i < 20; i++) {
      state.pointer = { x: 10 + i, y: 10 }
      api.moved()
      vi.advanceTimersByTime(16)
    }
    expect(read).not.toHaveBeenCalled()
    expect(api.shown.value).toBeNull()
    vi.advanceTimersByTime(300)
    expect(read).toHaveBeenCalledTimes(1)
    expect(api.shown.value).toMatchObject({ x: 29, y: 10 })
    // Moving on hides it at once.
    state.pointer = { x: 60, y: 10 }
    api.moved()
    expect(api.shown.value).toBeNull()
  })

  it('shows nothing while a drag, pan or gesture owns the pointer', () => {
    const { state, read, api } = harness()
    state.busy = true
    api.moved()
    vi.advanceTimersByTime(1000)
    expect(read).not.toHaveBeenCalled()
    expect(api.shown.value).toBeNull()
  })
})
