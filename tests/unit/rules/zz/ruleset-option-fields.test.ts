import { describe, expect, it } from 'vitest'
import { presetName } from '../../../../shared/rules/zz/engine/option-fields'
import {
  resolveZzOptions,
  ZZ_ARCHERY_PRESETS,
  ZZ_CRIT_DIE_PRESETS,
  ZZ_DEFAULT_OPTIONS,
  ZZ_OPTION_FIELDS,
  ZzOptionsSchema,
} from '../../../../shared/rules/zz/engine/options'

const keys = Object.keys(ZzOptionsSchema.shape)
const shown = (key: string, v: unknown) =>
  presetName(
    v,
    key === 'critDie' ? ZZ_CRIT_DIE_PRESETS : key === 'archeryTiers' ? ZZ_ARCHERY_PRESETS : {},
  )

describe('ZZ table option fields (D.4 zz:)', () => {
  it('every option of the schema has exactly one field, and no field names another', () => {
    const fieldKeys = ZZ_OPTION_FIELDS.map((f) => f.key)
    expect([...fieldKeys].sort()).toEqual([...keys].sort())
    expect(new Set(fieldKeys).size).toBe(fieldKeys.length)
  })

  it.each(ZZ_OPTION_FIELDS.map((f) => [f.key, f] as const))(
    'the %s field: its default comes first and every reading is one the table accepts',
    (key, field) => {
      const def = shown(key, (ZZ_DEFAULT_OPTIONS as Record<string, unknown>)[key])
      if (field.kind === 'boolean') {
        expect(typeof def).toBe('boolean')
        return
      }
      expect(field.choices[0]?.value).toEqual(def)
      for (const c of field.choices) {
        const resolved = resolveZzOptions({ [key]: c.value }) as Record<string, unknown>
        expect(shown(key, resolved[key])).toEqual(c.value)
        expect(c.label.length).toBeGreaterThan(0)
      }
    },
  )

  it('ZZ-Q4 / ZZ-Q18: a preset name is read as its object', () => {
    expect(resolveZzOptions({ critDie: 'd6two' }).critDie).toEqual({ faces: 6, critFaces: 2 })
    expect(resolveZzOptions({ archeryTiers: 'advancedSix' }).archeryTiers.advanced).toBe(6)
    expect(() => resolveZzOptions({ critDie: 'd9' })).toThrow(/Table option not understood/)
  })
})
