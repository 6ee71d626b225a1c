import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../electron/main/app/settings'
import type { Settings } from '../../../electron/main/app/settings'

let dir = ''
let file = ''

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bluebox-settings-'))
  file = join(dir, 'settings.json')
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('loadSettings', () => {
  it('gives defaults and no problem when the file is missing', () => {
    expect(loadSettings(file)).toEqual({ settings: DEFAULT_SETTINGS, problem: null })
  })

  it('gives a fresh defaults object each time, so callers cannot change the defaults', () => {
    const a = loadSettings(file).settings
    a.projectorDisplayId = 7
    expect(loadSettings(file).settings).toEqual({ projectorDisplayId: null, recent: [] })
    expect(DEFAULT_SETTINGS).toEqual({ projectorDisplayId: null, recent: [] })
  })

  it.each([
    ['truncated JSON', '{"projectorDisplayId": 3'],
    ['an empty file', ''],
    ['not JSON at all', 'projector = 2\n'],
    ['a wrong type', '{"projectorDisplayId": "two"}'],
    ['a fractional id', '{"projectorDisplayId": 2.5}'],
    ['a JSON array', '[1, 2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['binary garbage', '\u0000\u0001\u00ff{'],
  ])(
    '%s gives defaults and a problem naming the file, and leaves the file byte-identical',
    (_what, text) => {
      writeFileSync(file, text)
      const before = readFileSync(file)
      const { settings, problem } = loadSettings(file)
      expect(settings).toEqual(DEFAULT_SETTINGS)
      expect(problem).not.toBeNull()
      expect(problem).toContain(file)
      expect(problem).toContain('using defaults')
      expect(readFileSync(file).equals(before)).toBe(true)
      expect(readdirSync(dir)).toEqual(['settings.json'])
    },
  )

  it('names the bad field in the problem', () => {
    writeFileSync(file, '{"projectorDisplayId": "two"}')
    expect(loadSettings(file).problem).toContain('projectorDisplayId')
  })

  it('keeps unknown keys from a newer build', () => {
    writeFileSync(
      file,
      JSON.stringify({
        projectorDisplayId: 4,
        theme: 'dark',
        recent: [{ dir: '/c/a', name: 'A', openedAt: '2026-01-01T00:00:00.000Z' }],
      }),
    )
    expect(loadSettings(file)).toEqual({
      settings: {
        projectorDisplayId: 4,
        theme: 'dark',
        recent: [{ dir: '/c/a', name: 'A', openedAt: '2026-01-01T00:00:00.000Z' }],
      },
      problem: null,
    })
  })
})

describe('saveSettings', () => {
  it.each<[string, Settings]>([
    ['defaults', { projectorDisplayId: null, recent: [] }],
    ['a display id', { projectorDisplayId: 2779098405, recent: [] }],
    ['a negative id', { projectorDisplayId: -1, recent: [] }],
    [
      'unknown keys',
      { projectorDisplayId: 1, theme: 'dark', nested: { a: [1, 2] }, recent: [] } as Settings,
    ],
  ])('round-trips %s', (_what, settings) => {
    saveSettings(file, settings)
    expect(loadSettings(file)).toEqual({ settings, problem: null })
  })

  it('overwrites an existing (even corrupt) file and leaves no temp file behind', () => {
    writeFileSync(file, '{corrupt')
    saveSettings(file, { projectorDisplayId: 3, recent: [] })
    expect(readdirSync(dir)).toEqual(['settings.json'])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ projectorDisplayId: 3, recent: [] })
    saveSettings(file, { projectorDisplayId: 5, recent: [] })
    expect(loadSettings(file).settings).toEqual({ projectorDisplayId: 5, recent: [] })
    expect(readdirSync(dir)).toEqual(['settings.json'])
  })

  it('keeps unknown keys through load and save', () => {
    writeFileSync(file, JSON.stringify({ projectorDisplayId: 1, theme: 'dark' }))
    const { settings } = loadSettings(file)
    saveSettings(file, { ...settings, projectorDisplayId: 2 })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      projectorDisplayId: 2,
      theme: 'dark',
      recent: [],
    })
  })

  it('throws, and writes nothing, when the folder does not exist', () => {
    const missing = join(dir, 'nope', 'settings.json')
    expect(() => saveSettings(missing, { projectorDisplayId: 1, recent: [] })).toThrow()
    expect(readdirSync(dir)).toEqual([])
  })
})
