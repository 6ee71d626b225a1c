/**
 * shared/geometry is the bottom layer (ARCHITECTURE.md, "Layers"): it imports nothing of ours
 * from above it (no model, no rules, no ruleset) and no package, so any ruleset can use it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../../../..')
const geometry = join(root, 'shared/geometry')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  )
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g

describe('shared/geometry imports only itself', () => {
  const files = sources(geometry)

  it('has the hex files to check', () => {
    expect(files.map((f) => relative(geometry, f))).toContain(join('hex', 'pathfind.ts'))
  })

  it.each(files.map((f) => [relative(root, f), f]))('%s', (_name, file) => {
    const outside = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((m) => m[1] as string)
      .filter((spec) => !spec.startsWith('.') || !resolve(dirname(file), spec).startsWith(geometry))
    expect(outside).toEqual([])
  })
})
