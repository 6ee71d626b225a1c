import { describe, expect, it } from 'vitest'
import {
  GG_DEFAULT_OPTIONS,
  GG_OPTION_FIELDS,
  GgOptionsSchema,
} from '../../../../shared/rules/gg/engine/options'
import { gg } from './fixture'

/** The readings a top-level option's schema allows (an enum's values, a union of literals). */
function readings(key: string): readonly unknown[] | null {
  const field = (GgOptionsSchema.shape as Record<string, { unwrap?: () => unknown }>)[key]
  const inner = field?.unwrap?.() as
    { options?: readonly unknown[]; def?: { options?: readonly { value?: unknown }[] } } | undefined
  if (Array.isArray(inner?.options) && inner.options.every((o) => typeof o !== 'object'))
    return inner.options
  const union = (inner as { def?: { options?: readonly { value?: unknown }[] } })?.def?.options
  return union ? union.map((o) => o.value) : null
}

describe('the GG table rules dialog fields', () => {
  it('lists every top-level on/off or one-of option, once, and nothing else', () => {
    const expected = Object.entries(GG_DEFAULT_OPTIONS)
      .filter(([k, v]) => typeof v === 'boolean' || typeof v === 'string' || k === 'lbCapOutsideCE')
      .map(([k]) => k)
      .sort()
    const keys = GG_OPTION_FIELDS.map((f) => f.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort()).toEqual(expected)
    expect(gg.options.fields).toBe(GG_OPTION_FIELDS)
  })

  it('offers every reading of a choice, the D.4 default first, each one accepted', () => {
    for (const f of GG_OPTION_FIELDS) {
      const def = GG_DEFAULT_OPTIONS[f.key]
      if (f.kind === 'boolean') {
        expect(typeof def, f.key).toBe('boolean')
        continue
      }
      expect(f.choices[0]!.value, f.key).toBe(def)
      expect(f.choices.map((c) => c.value).sort(), f.key).toEqual([...readings(f.key)!].sort())
      for (const c of f.choices)
        expect(GgOptionsSchema.safeParse({ [f.key]: c.value }).success, `${f.key}=${c.value}`).toBe(
          true,
        )
    }
  })

  it('names its rule in every help line, in words a GM reads', () => {
    for (const f of GG_OPTION_FIELDS) {
      expect(f.help, f.key).toMatch(/\b(F-GG-\d|GG-Q\d+)\b/)
      expect(f.name.length, f.key).toBeGreaterThan(2)
      expect(f.help, f.key).not.toMatch(/gg\.|[a-z][A-Z]\w*:/)
    }
  })
})
