import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBackupIndex, updateBackupIndex } from '../../../electron/main/persistence/backup-index'
import {
  historyMaxBytes,
  listBackups,
  writeBackup,
} from '../../../electron/main/persistence/backups'
import { DEFAULT_HISTORY_MAX_BYTES } from '../../../electron/main/persistence/prune-policy'
import { tempRoot } from './fixtures'

const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h))

describe('writeBackup prunes by the policy', () => {
  it('keeps the newest of each older day, every named snapshot, and their labels', async () => {
    const dir = tempRoot()
    // Three a day on 1 to 3 November, one named on 2 November, then one now (20 November).
    for (const d of [1, 2, 3])
      for (const h of [8, 12, 16])
        await writeBackup(dir, `{"d":${d},"h":${h}}`, 'interval', day(d, h))
    const named = await writeBackup(dir, '{"boss":1}', 'named', day(2, 9), undefined, 'boss')
    await writeBackup(dir, '{"now":1}', 'open', day(20))
    expect(
      listBackups(dir).map((b) => `${b.takenAt.toISOString().slice(5, 13)} ${b.reason}`),
    ).toEqual([
      '11-20T12 open',
      '11-03T16 interval',
      '11-02T16 interval',
      '11-02T09 named',
      '11-01T16 interval',
    ])
    expect(named.name).toMatch(/^2026-11-02T09-00-00-000Z-named\.json$/)
    expect(readBackupIndex(dir).labels).toEqual({ [named.name]: 'boss' })
  })

  it('a count limit (tests only) still keeps named snapshots', async () => {
    const dir = tempRoot()
    await writeBackup(dir, '{}', 'named', day(1), 1, 'first')
    for (const d of [2, 3, 4]) await writeBackup(dir, '{}', 'manual', day(d), 1)
    expect(listBackups(dir).map((b) => b.reason)).toEqual(['manual', 'named'])
  })

  it('prunes to the size the GM set and drops what the index said of removed files', async () => {
    const dir = tempRoot()
    const big = 'x'.repeat(1000)
    for (let i = 0; i < 5; i++)
      await writeBackup(dir, big, 'interval', new Date(Date.UTC(2026, 10, 20, 10, i)))
    const oldest = listBackups(dir).at(-1)!.name
    updateBackupIndex(dir, (index) => {
      index.maxBytes = 3000
      index.checks[oldest] = { bytes: 1000, damaged: null, against: null, summary: null }
    })
    expect(historyMaxBytes(dir)).toBe(3000)
    await writeBackup(dir, big, 'interval', new Date(Date.UTC(2026, 10, 20, 10, 5)))
    expect(listBackups(dir)).toHaveLength(3)
    expect(readBackupIndex(dir).checks[oldest]).toBeUndefined()
  })
})

describe('the backup index', () => {
  it('reads a missing or broken index as empty, with the default size', () => {
    const dir = tempRoot()
    expect(readBackupIndex(dir)).toEqual({ maxBytes: null, labels: {}, checks: {} })
    expect(historyMaxBytes(dir)).toBe(DEFAULT_HISTORY_MAX_BYTES)
    mkdirSync(join(dir, 'backups'))
    writeFileSync(join(dir, 'backups', 'index.json'), '[1, 2')
    expect(readBackupIndex(dir)).toEqual({ maxBytes: null, labels: {}, checks: {} })
  })

  it('keeps what it can read of a damaged one', () => {
    const dir = tempRoot()
    mkdirSync(join(dir, 'backups'))
    writeFileSync(
      join(dir, 'backups', 'index.json'),
      JSON.stringify({
        maxBytes: 'lots',
        labels: { 'a-named.json': 'kept', 'b-named.json': 42 },
        checks: { 'a-named.json': { bytes: 'x' } },
      }),
    )
    expect(readBackupIndex(dir)).toEqual({
      maxBytes: null,
      labels: { 'a-named.json': 'kept' },
      checks: {},
    })
    updateBackupIndex(dir, (index) => void (index.maxBytes = 20_000_000))
    expect(JSON.parse(readFileSync(join(dir, 'backups', 'index.json'), 'utf8')).maxBytes).toBe(
      20_000_000,
    )
  })
})
