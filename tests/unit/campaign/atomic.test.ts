import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isTempOf,
  writeFileAtomic,
  writeFileAtomicSync,
} from '../../../electron/main/persistence/atomic'
import { faults, resetFaults } from './fault-fs'

vi.mock('node:fs', async (real) => (await import('./fault-fs')).wrapFs(await real()))
vi.mock('node:fs/promises', async (real) =>
  (await import('./fault-fs')).wrapFsPromises(await real()),
)

const OLD = '{"old": true}\n'

/** A folder holding campaign.json with OLD in it; returns the file's path. */
function target(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bb-atomic-')), 'campaign.json')
  writeFileSync(file, OLD)
  return file
}

const folderOf = (file: string) => join(file, '..')

/** n chunks whose concatenation spells out their indices: easy to check whole and in order. */
function chunks(n: number): Buffer[] {
  return Array.from({ length: n }, (_, i) => Buffer.from(`${i};`))
}
const spelled = (n: number) => Array.from({ length: n }, (_, i) => `${i};`).join('')

beforeEach(resetFaults)

type Write = (file: string, data: string | Uint8Array | readonly Buffer[]) => unknown
const BOTH: [string, Write][] = [
  ['sync', writeFileAtomicSync],
  ['async', writeFileAtomic],
]

describe('writing', () => {
  it.each(BOTH)('%s: replaces the file with a string, bytes or chunks', async (_, write) => {
    const file = target()
    await write(file, 'text é')
    expect(readFileSync(file, 'utf8')).toBe('text é')
    await write(file, new Uint8Array([104, 105]))
    expect(readFileSync(file, 'utf8')).toBe('hi')
    await write(file, [Buffer.from('a'), Buffer.from(''), Buffer.from('bc')])
    expect(readFileSync(file, 'utf8')).toBe('abc')
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
  })

  it.each([1, 511, 512, 513, 1024, 1300])('sync: %i chunks all arrive, in order', (n) => {
    const file = target()
    writeFileAtomicSync(file, chunks(n))
    expect(readFileSync(file, 'utf8')).toBe(spelled(n))
    // writev takes at most 512 buffers a call (IOV_MAX is 1024 on Linux; 512 leaves room).
    const calls = faults.log.filter((l) => l.startsWith('buffers ')).map((l) => Number(l.slice(8)))
    expect(calls).toEqual([
      ...Array<number>(Math.floor(n / 512)).fill(512),
      ...(n % 512 ? [n % 512] : []),
    ])
  })

  it('async: 2000 chunks go out in one vectored write, whole and in order', async () => {
    const file = target()
    await writeFileAtomic(file, chunks(2000))
    expect(readFileSync(file, 'utf8')).toBe(spelled(2000))
    expect(faults.log.filter((l) => l.startsWith('buffers '))).toEqual(['buffers 2000'])
  })

  it('sync: temp file, write, fsync, close, rename, then the folder is fsynced', () => {
    const file = target()
    writeFileAtomicSync(file, [Buffer.from('x')])
    expect(faults.log).toEqual([
      'openSync tmp',
      'writevSync tmp',
      'buffers 1',
      'fsyncSync tmp',
      'closeSync tmp',
      'renameSync tmp',
      'openSync dir',
      'fsyncSync dir',
      'closeSync dir',
    ])
    expect(faults.open.size).toBe(0)
  })

  it('async: temp file, write, fsync, close, rename, then the folder is fsynced', async () => {
    const file = target()
    await writeFileAtomic(file, 'x')
    expect(faults.log).toEqual([
      'open tmp',
      'handle.writeFile tmp',
      'handle.sync tmp',
      'handle.close tmp',
      'rename tmp',
      'open dir',
      'handle.sync dir',
      'handle.close dir',
    ])
    expect(faults.open.size).toBe(0)
  })

  it('writes beside the target under a name its cleanup recognises, a new one each time', async () => {
    const file = target()
    const seen: string[] = []
    const record = () =>
      seen.push(...readdirSync(folderOf(file)).filter((f) => f !== 'campaign.json'))
    // Two writes at once: each has its own temp file, and the file ends whole as one of them.
    const a = writeFileAtomic(file, 'A'.repeat(1000))
    const b = writeFileAtomic(file, 'B'.repeat(1000))
    record()
    await Promise.all([a, b])
    expect(['A'.repeat(1000), 'B'.repeat(1000)]).toContain(readFileSync(file, 'utf8'))
    expect(new Set(seen).size).toBe(seen.length)
    for (const name of seen) {
      expect(name).toMatch(new RegExp(`^\\.campaign\\.json\\.${process.pid}\\.\\d+\\.tmp$`))
      expect(isTempOf(file, name)).toBe(true)
    }
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
  })
})

describe('temp file names', () => {
  it('every write, sync or async, has its own temp name, of the pattern cleanup recognises', async () => {
    const file = target()
    for (let i = 0; i < 60; i++) {
      writeFileAtomicSync(file, `sync ${i}`)
      await writeFileAtomic(file, `async ${i}`)
    }
    const temps = faults.opened.filter((p) => p.endsWith('.tmp')).map((p) => basename(p))
    expect(temps).toHaveLength(120)
    expect(new Set(temps).size).toBe(120)
    for (const name of temps) {
      expect(name).toMatch(new RegExp(`^\\.campaign\\.json\\.${process.pid}\\.\\d{1,6}\\.tmp$`))
      expect(isTempOf(file, name)).toBe(true)
    }
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
  })
})

describe('isTempOf', () => {
  it.each([
    ['.campaign.json.12.3.tmp', true],
    ['.campaign.json.x.tmp', true],
    ['campaign.json.12.3.tmp', false],
    ['.campaign.json.12.3.tmp~', false],
    ['.campaign.jsonx.tmp', false],
    ['.undo.json.1.2.tmp', false],
    ['notes.tmp', false],
  ])('%s -> %s', (name, expected) => {
    expect(isTempOf('/c/campaign.json', name)).toBe(expected)
  })
})

describe('a failing call leaves the old file whole and no temp file', () => {
  const SYNC_FAULTS = [
    'openSync tmp',
    'writevSync tmp',
    'fsyncSync tmp',
    'closeSync tmp',
    'renameSync tmp',
  ]
  it.each(SYNC_FAULTS)('sync: %s fails', (call) => {
    const file = target()
    faults.fail = call
    expect(() => writeFileAtomicSync(file, [Buffer.from('new')])).toThrow(
      `injected fault in ${call}`,
    )
    expect(readFileSync(file, 'utf8')).toBe(OLD)
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
    // Every descriptor opened was closed, once (a second close would have thrown EBADF instead).
    expect(faults.open.size).toBe(0)
  })

  it('sync: writeFileSync fails for a string', () => {
    const file = target()
    faults.fail = 'writeFileSync tmp'
    expect(() => writeFileAtomicSync(file, 'new')).toThrow('injected fault')
    expect(readFileSync(file, 'utf8')).toBe(OLD)
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
    expect(faults.open.size).toBe(0)
  })

  const ASYNC_FAULTS = [
    'open tmp',
    'handle.writev tmp',
    'handle.sync tmp',
    'handle.close tmp',
    'rename tmp',
  ]
  it.each(ASYNC_FAULTS)('async: %s fails', async (call) => {
    const file = target()
    faults.fail = call
    await expect(writeFileAtomic(file, [Buffer.from('new')])).rejects.toThrow(
      `injected fault in ${call}`,
    )
    expect(readFileSync(file, 'utf8')).toBe(OLD)
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
    expect(faults.open.size).toBe(0)
  })

  it('async: handle.writeFile fails for a string', async () => {
    const file = target()
    faults.fail = 'handle.writeFile tmp'
    await expect(writeFileAtomic(file, 'new')).rejects.toThrow('injected fault')
    expect(readFileSync(file, 'utf8')).toBe(OLD)
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
    expect(faults.open.size).toBe(0)
  })

  it.each(BOTH)('%s: a short write is an error, not a truncated file', async (_, write) => {
    const file = target()
    faults.shortBy = 1
    await expect(async () => write(file, chunks(3))).rejects.toThrow('short write: 5 of 6 bytes')
    expect(readFileSync(file, 'utf8')).toBe(OLD)
    expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
  })

  it.each([
    ['sync', writeFileAtomicSync, 'fsyncSync dir'],
    ['async', writeFileAtomic, 'handle.sync dir'],
  ] as const)(
    "%s: the folder's fsync fails after the rename: the new file is whole, the error is told",
    async (_, write, call) => {
      const file = target()
      faults.fail = call
      await expect(async () => write(file, 'new')).rejects.toThrow(`injected fault in ${call}`)
      expect(readFileSync(file, 'utf8')).toBe('new')
      expect(readdirSync(folderOf(file))).toEqual(['campaign.json'])
      expect(faults.open.size).toBe(0)
    },
  )
})

describe('on Windows', () => {
  const platform = Object.getOwnPropertyDescriptor(process, 'platform')!
  afterEach(() => Object.defineProperty(process, 'platform', platform))

  it.each([
    ['sync', writeFileAtomicSync, ['openSync tmp', 'renameSync tmp']],
    ['async', writeFileAtomic, ['open tmp', 'rename tmp']],
  ] as const)(
    '%s: the folder is not opened to fsync it (Windows cannot)',
    async (_, write, calls) => {
      Object.defineProperty(process, 'platform', { ...platform, value: 'win32' })
      const file = target()
      await write(file, 'new')
      expect(readFileSync(file, 'utf8')).toBe('new')
      expect(faults.log.filter((l) => l.startsWith('open') || l.startsWith('rename'))).toEqual(
        calls,
      )
      expect(faults.log.some((l) => l.endsWith(' dir'))).toBe(false)
    },
  )
})
