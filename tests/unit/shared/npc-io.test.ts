import { importNpcFile, exportNpcFile, rulesetById } from '../../../shared/rules'
import { describe, expect, it } from 'vitest'
import { SHEET_FILE_MAX } from '../../../shared/rules/sheet-file'
import { SAMPLE_NPCS, SCRAP_HOUND } from '../../../shared/rules/bluebox/engine/sample-npcs'

const wrap = (npcs: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'bluebox-npcs', version: 1, npcs, ...extra })

describe('exportNpcs / importNpcs', () => {
  it('round-trips the samples, unknown keys included', () => {
    const withExtra = SAMPLE_NPCS.map((n, i) => (i === 0 ? { ...n, portrait: 'abc' } : n))
    const text = exportNpcFile(rulesetById('bluebox')!, withExtra)
    expect(JSON.parse(text)).toMatchObject({ format: 'bluebox-npcs', version: 1 })
    const r = importNpcFile(rulesetById('bluebox')!, text, [])
    expect(r).toEqual({ ok: true, sheets: withExtra, renamed: [] })
  })

  it('fills defaults of a hand-written NPC', () => {
    const r = importNpcFile(
      rulesetById('bluebox')!,
      wrap([
        {
          id: 'x',
          name: 'Dock Rat',
          level: 1,
          stats: { FOR: 0, DEX: 1, SPI: 0, CHA: 0, KNO: 0 },
          armor: { weight: 'none', baseAC: 8, baseBAC: 6, basePlating: 0 },
          hpMax: 5,
        },
      ]),
      [],
    )
    expect(r.ok && r.sheets[0]).toMatchObject({ tags: [], weapons: [], speed: 6, notes: '' })
  })

  it.each([
    ['{ "format": ', '$', /^not JSON: /],
    ['[]', '$', /^not an NPC export/],
    ['null', '$', /^not an NPC export/],
    [
      JSON.stringify({ format: 'bluebox-campaign', version: 1, npcs: [] }),
      '$.format',
      /"bluebox-npcs", got "bluebox-campaign"/,
    ],
    [JSON.stringify({ npcs: [] }), '$.format', /got none/],
    [
      JSON.stringify({ format: 'gg-npcs', version: 1, npcs: [] }),
      '$.format',
      /got "gg-npcs" \(this file holds Trait-Test \(GG\) NPCs, not Blue Box NPCs\)$/,
    ],
    [wrap([], { version: 2 }), '$.version', /newer app/],
    [wrap([], { version: '1' }), '$.version', /must be 1, got "1"/],
    [wrap({ a: 1 }), '$.npcs', /list of NPCs/],
  ])('refuses %s', (text, path, message) => {
    const r = importNpcFile(rulesetById('bluebox')!, text, [])
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]?.path).toBe(path)
    expect(r.errors[0]?.message).toMatch(message)
  })

  it('refuses more NPCs than one import takes', () => {
    // Tiny entries: the file stays under the size limit, so the count is what refuses it.
    const r = importNpcFile(
      rulesetById('bluebox')!,
      wrap(new Array(SHEET_FILE_MAX + 1).fill({})),
      [],
    )
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(['$.npcs'])
  })

  it('one bad record refuses the whole import, with every problem by JSON path', () => {
    const bad = {
      ...SCRAP_HOUND,
      id: 'bad',
      hpMax: -2,
      abilityBonuses: { perception: 5 },
      weapons: [{ ...SCRAP_HOUND.weapons[0], damageType: 'lava' }],
    }
    const r = importNpcFile(rulesetById('bluebox')!, wrap([SAMPLE_NPCS[0], bad, 'not an npc']), [])
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.map((e) => [e.path, e.message])).toEqual([
      ['$.npcs[1].hpMax', 'HP max must be at least 1, not -2'],
      ['$.npcs[1].weapons[0].damageType', expect.stringMatching(/^"lava" is not a damage type/)],
      ['$.npcs[1].abilityBonuses.perception', 'Perception bonus 5 is above level 2'],
      ['$.npcs[2]', 'an NPC must be an object'],
    ])
  })

  it('gives clashing ids a deterministic suffix and reports each rename', () => {
    const a = { ...SCRAP_HOUND, id: 'hound' }
    const text = wrap([a, { ...a, name: 'Second Hound' }, { ...a, id: 'fresh' }])
    const r = importNpcFile(rulesetById('bluebox')!, text, new Set(['hound', 'hound-2']))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.sheets.map((n) => n.id)).toEqual(['hound-3', 'hound-4', 'fresh'])
    expect(r.renamed).toEqual([
      { index: 0, name: 'Scrap Hound', from: 'hound', to: 'hound-3' },
      { index: 1, name: 'Second Hound', from: 'hound', to: 'hound-4' },
    ])
    expect(importNpcFile(rulesetById('bluebox')!, text, ['hound', 'hound-2'])).toEqual(r)
  })

  it('keeps a renamed id within the 100-character limit', () => {
    const long = 'n'.repeat(100)
    const r = importNpcFile(rulesetById('bluebox')!, wrap([{ ...SCRAP_HOUND, id: long }]), [long])
    expect(r.ok && r.sheets[0]?.id).toBe('n'.repeat(98) + '-2')
  })
})
