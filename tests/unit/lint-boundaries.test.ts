/** The lint rules that keep shared/ pure and the layers one-way (ARCHITECTURE.md) really fire. */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../../', import.meta.url).pathname
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

const eslint = new ESLint()

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal')
}

describe('shared/ boundary lint', () => {
  it.each([
    ["import { app } from 'electron'", 'no-restricted-imports'],
    ["import { ref } from 'vue'", 'no-restricted-imports'],
    ["import Konva from 'konva'", 'no-restricted-imports'],
    ["import { Low } from 'lowdb'", 'no-restricted-imports'],
    ["import { readFileSync } from 'node:fs'", 'no-restricted-imports'],
    ["import { x } from '@/shared/x'", 'no-restricted-imports'],
    ['export const r = Math.random()', 'no-restricted-properties'],
    ['export const t = Date.now()', 'no-restricted-properties'],
    ['export const d = new Date()', 'no-restricted-syntax'],
  ])(
    'refuses %s in shared/',
    async (code, rule) => {
      expect(await ruleIds(`${code}\nexport {}\n`, 'shared/rules/example.ts')).toContain(rule)
    },
    30_000,
  )

  it('allows the same code outside shared/ and relative imports inside it', async () => {
    expect(
      await ruleIds(
        "import { readFileSync } from 'node:fs'\nexport const f = readFileSync\n",
        'electron/main/example.ts',
      ),
    ).toEqual([])
    expect(
      await ruleIds(
        "import { hexKey } from '../hex'\nexport const k = hexKey\n",
        'shared/rules/example.ts',
      ),
    ).toEqual([])
  }, 30_000)
})

describe('layer lint (ARCHITECTURE.md, Layers)', () => {
  const zone = 'import-x/no-restricted-paths'
  it.each([
    [
      'geometry importing the model',
      "import type { Token } from '../../model'",
      'shared/geometry/hex/example.ts',
    ],
    [
      'the model importing rules',
      "import { rulesetOf } from '../rules'",
      'shared/model/example.ts',
    ],
    ['rules importing the API', "import { CONTRACT } from '../api'", 'shared/rules/example.ts'],
    [
      'shared importing main',
      "import { x } from '../../electron/main/session/session'",
      'shared/api/example.ts',
    ],
    [
      'main importing a ruleset',
      "import { prepareAttack } from '../../../shared/rules/bluebox'",
      'electron/main/commands/example.ts',
    ],
    [
      'the renderer importing a ruleset',
      "import { BLUEBOX_DEFAULT_OPTIONS } from '../../../../shared/rules/bluebox/engine/options'",
      'renderer/src/features/map/example.ts',
    ],
    [
      'projection importing a ruleset',
      "import { conditionDef } from '../rules/bluebox'",
      'shared/projection/example.ts',
    ],
    [
      'another ruleset importing Blue Box',
      "import { powerDie } from '../bluebox'",
      'shared/rules/other/example.ts',
    ],
    [
      "a ruleset's engine importing its adapter",
      "import { blueboxCombat } from '../adapter/ruleset-combat'",
      'shared/rules/bluebox/engine/example.ts',
    ],
    [
      'persistence importing a command',
      "import { x } from '../commands/command'",
      'electron/main/persistence/example.ts',
    ],
    [
      'commands importing the session',
      "import { x } from '../session/session'",
      'electron/main/commands/example.ts',
    ],
    [
      'the board importing a feature',
      "import { x } from '../features/map/view-centre'",
      'renderer/src/board/example.ts',
    ],
  ])(
    'refuses %s',
    async (_what, code, filePath) => {
      expect(await ruleIds(`${code}\nexport {}\n`, filePath)).toContain(zone)
    },
    30_000,
  )

  it.each([
    [
      'rules importing the model',
      "import type { Token } from '../model'",
      'shared/rules/example.ts',
    ],
    [
      'the registry importing Blue Box',
      "import { blueboxRuleset } from './bluebox/adapter/ruleset'",
      'shared/rules/registry.ts',
    ],
    [
      'Blue Box importing its own files',
      "import { powerDie } from './engine/check'",
      'shared/rules/bluebox/example.ts',
    ],
    [
      "Blue Box's adapter importing its engine",
      "import { powerDie } from '../engine/check'",
      'shared/rules/bluebox/adapter/example.ts',
    ],
    [
      'the renderer asking the registry',
      "import { rulesetOf } from '../../../../shared/rules'",
      'renderer/src/features/map/example.ts',
    ],
    [
      'the session importing commands',
      "import { CommandRejected } from '../commands/command'",
      'electron/main/session/example.ts',
    ],
  ])(
    'allows %s',
    async (_what, code, filePath) => {
      expect(await ruleIds(`${code}\nexport {}\n`, filePath)).not.toContain(zone)
    },
    30_000,
  )

  it('refuses Vue in the board', async () => {
    const ids = await ruleIds(
      "import { ref } from 'vue'\nexport const r = ref\n",
      'renderer/src/board/example.ts',
    )
    expect(ids).toContain('no-restricted-imports')
  }, 30_000)
})

describe('cycle check (npm run lint:cycles)', () => {
  const cruise = (dir: string) =>
    spawnSync(process.execPath, [DEPCRUISE, dir, '--config', '.dependency-cruiser.cjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    })

  it('fails on a cycle, type-only imports included, and passes once it is broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycle-'))
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b'\nexport const a = b + 1\n")
      writeFileSync(
        join(dir, 'b.ts'),
        "import type { A } from './c'\nexport const b = 1\nexport type B = A\n",
      )
      writeFileSync(join(dir, 'c.ts'), "import { a } from './a'\nexport type A = typeof a\n")
      const found = cruise(dir)
      expect(found.status).not.toBe(0)
      expect(found.stdout).toContain('no-circular')
      writeFileSync(join(dir, 'c.ts'), 'export type A = number\n')
      const clean = cruise(dir)
      expect(clean.stdout + clean.stderr).not.toContain('no-circular')
      expect(clean.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
