/** The change summary's fog, fights, rests and summary.ts's worked example (./history-summary.test.ts has the rest). */
import { describe, it, expect } from 'vitest'
import type { Campaign, MapDef } from '../../../shared/model'
import { summarizeChanges } from '../../../shared/sync'
import {
  demo,
  fight,
  gridlessMap,
  hexMap,
  restPlan,
  revealed,
  squareMap,
  token,
} from '../support/history-fixtures'

describe('summarizeChanges: fog', () => {
  it('counts hexes revealed and hidden on a hex map', () => {
    const a = demo()
    ;(a.maps.causeway as MapDef).fog = { enabled: true, revealed: revealed('0,0', '1,0') }
    const b = structuredClone(a)
    ;(b.maps.causeway as MapDef).fog = { enabled: true, revealed: revealed('1,0', '2,0', '3,0') }
    expect(summarizeChanges(a, b)).toEqual({
      items: [
        {
          kind: 'fog',
          change: 'revealed',
          id: 'causeway',
          name: 'Shattered Causeway',
          mapName: 'Shattered Causeway',
          count: 2,
        },
        {
          kind: 'fog',
          change: 'hidden',
          id: 'causeway',
          name: 'Shattered Causeway',
          mapName: 'Shattered Causeway',
          count: 1,
        },
      ],
      line: 'Fog on Shattered Causeway revealed 2 hexes and hid 1 hex',
    })
  })

  it('says squares on a square map and spots on a gridless one', () => {
    const a = demo()
    a.maps.cellar = { ...squareMap('cellar', 'Cellar'), fog: { enabled: true, revealed: {} } }
    a.maps.field = {
      ...gridlessMap('field', 'Field'),
      fog: { enabled: true, revealed: revealed('5,5') },
    }
    const b = structuredClone(a)
    ;(b.maps.cellar as MapDef).fog = { enabled: true, revealed: revealed('0,0') }
    ;(b.maps.field as MapDef).fog = { enabled: true, revealed: revealed('1,1', '1,2', '1,3') }
    expect(summarizeChanges(a, b).line).toBe(
      'Fog on Cellar revealed 1 square, fog on Field revealed 3 spots and hid 1 spot',
    )
  })

  it('names three maps and counts the rest', () => {
    const a = demo()
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      a.maps[name] = { ...hexMap(name, `Map ${name}`), fog: { enabled: true, revealed: {} } }
    const b = structuredClone(a)
    for (const name of ['E', 'D', 'C', 'B', 'A'])
      (b.maps[name] as MapDef).fog = { enabled: true, revealed: revealed('0,0', '0,1') }
    expect(summarizeChanges(a, b).line).toBe(
      'Fog on Map A revealed 2 hexes, fog on Map B revealed 2 hexes, fog on Map C revealed 2 hexes, fog on 2 more maps changed',
    )
  })
})

describe('summarizeChanges: combat and rest', () => {
  it('lists a fight started, changed and ended on its map', () => {
    const a = demo()
    const b = { ...a, combat: fight('fight-1', 'causeway') }
    expect(summarizeChanges(a, b)).toEqual({
      items: [
        {
          kind: 'combat',
          change: 'added',
          id: 'fight-1',
          name: 'Fight on Shattered Causeway',
          mapName: 'Shattered Causeway',
        },
      ],
      line: 'Fight on Shattered Causeway started',
    })
    const c = { ...b, combat: { ...fight('fight-1', 'causeway'), round: 2 } }
    expect(summarizeChanges(b, c).line).toBe('Fight on Shattered Causeway changed')
    expect(summarizeChanges(c, { ...c, combat: null }).line).toBe(
      'Fight on Shattered Causeway ended',
    )
  })

  it('reads a fight ended before the next one started', () => {
    const a = { ...demo(), combat: fight('fight-1', 'causeway') }
    const b = { ...a, combat: fight('fight-2', 'causeway') }
    expect(summarizeChanges(a, b).line).toBe(
      'Fight on Shattered Causeway ended, fight on Shattered Causeway started',
    )
  })

  it('lists rest planning started, changed and ended', () => {
    const a = demo()
    const b = { ...a, rest: restPlan() }
    expect(summarizeChanges(a, b)).toEqual({
      items: [{ kind: 'rest', change: 'added', name: 'Rest' }],
      line: 'Rest planning started',
    })
    const c = { ...b, rest: { ...restPlan(), hours: 8 } }
    expect(summarizeChanges(b, c).line).toBe('Rest plan changed')
    expect(summarizeChanges(c, a).line).toBe('Rest planning ended')
  })
})

describe('summarizeChanges: the worked example', () => {
  it('reads "2 maps edited, 14 tokens moved, 1 NPC added, fog on Warehouse revealed 40 hexes"', () => {
    const a = demo()
    a.maps.warehouse = { ...hexMap('warehouse', 'Warehouse'), fog: { enabled: true, revealed: {} } }
    for (let i = 0; i < 14; i++) {
      a.tokens[`t${i}`] = {
        ...token(a, 'obj-crate'),
        id: `t${i}`,
        name: `Crate ${i}`,
        mapId: 'warehouse',
        hex: { q: i, r: 0 },
      }
    }
    const b = structuredClone(a)
    ;(b.maps.causeway as MapDef).name = 'Causeway'
    ;(b.maps.warehouse as MapDef).edges = { '0,0,0': 'wall' }
    ;(b.maps.warehouse as MapDef).fog = {
      enabled: true,
      revealed: revealed(
        ...Array.from({ length: 40 }, (_, i) => `${i % 10},${Math.floor(i / 10)}`),
      ),
    }
    for (let i = 0; i < 14; i++) token(b, `t${i}`).hex = { q: i, r: 1 }
    b.npcs.boss = {
      ...a.npcs['sample-rust-sentinel'],
      id: 'boss',
      name: 'Boss',
    } as Campaign['npcs'][string]
    const summary = summarizeChanges(a, b)
    expect(summary.line).toBe(
      '2 maps edited, 14 tokens moved, 1 NPC added, fog on Warehouse revealed 40 hexes',
    )
    expect(summary.items).toHaveLength(2 + 14 + 1 + 1)
    // Stable order: kind, then name ("Crate 10" sorts before "Crate 2" by code unit).
    expect(summary.items.slice(0, 5).map((i) => i.name)).toEqual([
      'Causeway',
      'Warehouse',
      'Crate 0',
      'Crate 1',
      'Crate 10',
    ])
    // The older and newer states are left as they were.
    expect(Object.keys(a.npcs)).not.toContain('boss')
  })
})
