/** How the History dialog words a snapshot and a change, against fixed clocks. */
import { describe, expect, it } from 'vitest'
import {
  changeWords,
  mbToBytes,
  sizeWords,
  snapshotWhy,
  timeAgo,
} from '../../../renderer/src/features/history/history-words'

describe('snapshotWhy', () => {
  it.each([
    ['open', null, 'Opened'],
    ['interval', null, 'Every 10 minutes'],
    ['migration', null, 'Before a migration'],
    ['restore', null, 'Before a restore'],
    ['manual', null, 'Saved by hand'],
    ['named', 'before the boss fight', 'Named: “before the boss fight”'],
  ] as const)('%s (%s) reads "%s"', (reason, label, words) => {
    expect(snapshotWhy({ reason, label })).toBe(words)
  })
})

describe('timeAgo', () => {
  const now = Date.parse('2026-12-02T12:00:00Z')
  it.each([
    ['2026-12-02T11:59:30Z', 'just now'],
    ['2026-12-02T11:59:00Z', '1 minute ago'],
    ['2026-12-02T11:15:00Z', '45 minutes ago'],
    ['2026-12-02T10:00:00Z', '2 hours ago'],
    ['2026-12-01T11:00:00Z', '1 day ago'],
    ['2026-11-02T12:00:00Z', '30 days ago'],
    ['2026-06-02T12:00:00Z', '6 months ago'],
    ['not a time', ''],
  ])('%s is "%s" at noon on 2 Dec', (iso, words) => {
    expect(timeAgo(iso, now)).toBe(words)
  })
})

describe('sizeWords', () => {
  it.each([
    [812, '812 bytes'],
    [1024, '1 KB'],
    [14 * 1024 + 300, '14.3 KB'],
    [3.4 * 1024 * 1024, '3.4 MB'],
    [200 * 1024 * 1024, '200 MB'],
    [1.25 * 1024 * 1024 * 1024, '1.3 GB'],
  ])('%d bytes read "%s"', (bytes, words) => {
    expect(sizeWords(bytes)).toBe(words)
  })
})

describe('changeWords', () => {
  it('names the thing, where it is, and what happened since the snapshot', () => {
    expect(changeWords({ kind: 'map', change: 'removed', id: 'm1', name: 'Warehouse' })).toBe(
      'Map “Warehouse” removed since',
    )
    expect(
      changeWords({ kind: 'token', change: 'moved', id: 't', name: 'Vaka', mapName: 'Causeway' }),
    ).toBe('Token “Vaka” on Causeway moved since')
    expect(
      changeWords({
        ...{ kind: 'token', change: 'moved', id: 't', name: 'Vaka', mapName: 'Causeway' },
        ...{ from: 'hex 1,2', to: 'hex 4,2' },
      }),
    ).toBe('Token “Vaka” on Causeway moved since: from hex 1,2 to hex 4,2')
    expect(changeWords({ kind: 'npc', change: 'added', id: 'n', name: 'Rat King' })).toBe(
      'NPC “Rat King” added since',
    )
    expect(changeWords({ kind: 'campaign', change: 'edited', name: 'The Causeway' })).toBe(
      'Campaign edited since',
    )
  })
  it('counts fog in hexes, one or many', () => {
    const fog = { kind: 'fog', change: 'revealed', id: 'm1', name: 'Warehouse' } as const
    expect(changeWords({ ...fog, mapName: 'Warehouse', count: 40 })).toBe(
      'Fog on Warehouse: 40 hexes revealed since',
    )
    expect(changeWords({ ...fog, change: 'hidden', count: 1 })).toBe(
      'Fog on Warehouse: 1 hex hidden since',
    )
  })
})

describe('mbToBytes', () => {
  it('reads what a GM types, and refuses what is not a size', () => {
    expect(mbToBytes('200')).toBe(200 * 1024 * 1024)
    expect(mbToBytes(' 0,5 ')).toBe(512 * 1024)
    expect(mbToBytes('')).toBeNull()
    expect(mbToBytes('-3')).toBeNull()
    expect(mbToBytes('lots')).toBeNull()
  })
})
