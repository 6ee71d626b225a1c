/** GG NPC files: export then import gives the same NPCs; a bad file is refused whole, by path. */
import { describe, expect, it } from 'vitest'
import { importNpcFile, exportNpcFile, rulesetById } from '../../../../shared/rules'
import { ggRuleset } from '../../../../shared/rules/gg/adapter/ruleset'
import { blankGgSheet } from '../../../../shared/rules/gg/adapter/ruleset-sheet'
import { GG_NPC_EXPORT_FORMAT } from '../../../../shared/rules/gg/adapter/npc-io'
import { GgNpcSchema, type GgNpc } from '../../../../shared/rules/gg/engine/sheet-schema'

function orc(id = 'orc'): GgNpc {
  return GgNpcSchema.parse({
    ...blankGgSheet('npc', id, 'Orc Raider'),
    level: 2,
    traits: { PHY: 3, AGI: 1, END: 2, KNO: -1, INT: 0, DET: 1 },
    hpMax: 30,
    bp: 4,
    tags: ['orc'],
    resistances: { fire: 1 },
    actions: [
      {
        id: 'axe',
        name: 'Greataxe',
        ap: 2,
        damage: '1d12',
        damageTypes: ['slashing'],
        properties: ['twoHanded'],
      },
    ],
  })
}

describe('GG NPC export and import', () => {
  it('round-trips: what Export writes, Import reads back unchanged', () => {
    const npcs = [orc('orc'), orc('orc-chief')]
    const text = exportNpcFile(rulesetById('gg')!, npcs)
    expect(JSON.parse(text)).toMatchObject({ format: GG_NPC_EXPORT_FORMAT, version: 1 })
    const back = importNpcFile(rulesetById('gg')!, text, [])
    expect(back).toEqual({ ok: true, sheets: npcs, renamed: [] })
  })

  it('gives a clashing id the next free suffix and says so', () => {
    const text = exportNpcFile(rulesetById('gg')!, [orc('orc'), orc('orc')])
    const back = importNpcFile(rulesetById('gg')!, text, ['orc', 'orc-2'])
    expect(back.ok).toBe(true)
    if (!back.ok) return
    expect(back.sheets.map((s) => (s as GgNpc).id)).toEqual(['orc-3', 'orc-4'])
    expect(back.renamed).toEqual([
      { index: 0, name: orc('orc').name, from: 'orc', to: 'orc-3' },
      { index: 1, name: orc('orc').name, from: 'orc', to: 'orc-4' },
    ])
  })

  it('refuses the whole file when one NPC is wrong, naming each field by its path in words', () => {
    const good = orc()
    const bad = { ...orc('b'), hpMax: -3, actions: [{ ...good.actions[0], damage: 'lots' }] }
    const back = importNpcFile(
      rulesetById('gg')!,
      JSON.stringify({ format: 'gg-npcs', version: 1, npcs: [good, bad] }),
      [],
    )
    expect(back.ok).toBe(false)
    if (back.ok) return
    expect(back.errors).toContainEqual({
      path: '$.npcs[1].hpMax',
      message: 'HP max must be at least 1, not -3',
    })
    expect(back.errors.find((e) => e.path === '$.npcs[1].actions[0].damage')?.message).toMatch(
      /^"lots" is not a dice expression/,
    )
  })

  it.each([
    ['not json', '$', /^not JSON/],
    ['[1, 2]', '$', /^not a GG NPC export: expected \{ "format": "gg-npcs", \.\.\. \}$/],
    [
      JSON.stringify({ format: 'odd', version: 1, npcs: [] }),
      '$.format',
      /^not a GG NPC export: format must be "gg-npcs", got "odd"$/,
    ],
    [JSON.stringify({ format: 'bluebox-npcs', version: 1, npcs: [] }), '$.format', /Blue Box NPCs/],
    [JSON.stringify({ format: 'gg-npcs', version: 9, npcs: [] }), '$.version', /newer app/],
    [JSON.stringify({ format: 'gg-npcs', version: 1, npcs: {} }), '$.npcs', /list of NPCs/],
  ])('refuses %s at %s', (text, path, message) => {
    const back = importNpcFile(rulesetById('gg')!, text, [])
    expect(back.ok).toBe(false)
    if (back.ok) return
    expect(back.errors[0]?.path).toBe(path)
    expect(back.errors[0]?.message).toMatch(message)
  })

  it('is what the GG ruleset imports with, so main reads the same files', () => {
    expect(ggRuleset.sheet.npcFile?.format).toBe('gg-npcs')
    const text = exportNpcFile(ggRuleset, [orc()])
    expect(importNpcFile(ggRuleset, text, ['orc'])).toMatchObject({
      ok: true,
      renamed: [{ from: 'orc', to: 'orc-2' }],
    })
  })
})
