/** The lint rule that keeps shared/ pure (ARCHITECTURE.md, "Boundaries") really fires. */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

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
