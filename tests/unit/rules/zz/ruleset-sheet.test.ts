import { exportNpcFile, importNpcFile, rulesetById } from '../../../../shared/rules'
import { describe, expect, it } from 'vitest'
import {
  blankZzSheet,
  zzInstanceHooks,
  zzSheet,
} from '../../../../shared/rules/zz/adapter/ruleset-sheet'
import { ZzInstanceSchema } from '../../../../shared/rules/zz/engine/instance'
import { ZzNpcSchema, type ZzSheet } from '../../../../shared/rules/zz/engine/sheet-schema'
import { zzStatblockLines } from '../../../../shared/rules/zz/engine/statblock'
import { ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'

const thurig = ZzNpcSchema.parse({
  id: 'thurig',
  name: 'Thurig',
  level: 2,
  hpMax: 14,
  mindMax: 2,
  str: 3,
  dex: 1,
  baseAttack: 8,
  baseDefense: 6,
  defenseBonus: 2,
  armour: 'Leather',
  move: 5,
  recovery: 12,
  archery: 'basic',
  weapons: [
    { id: 'sword', name: 'Sword', kind: 'melee', range: 1, damage: 'd6' },
    { id: 'axe', name: 'Axe', kind: 'melee', range: 1, damage: 'd8+DEX' },
    { id: 'bow', name: 'Shortbow', kind: 'ranged', range: 6, damage: 'd6', projectileBonus: 1 },
  ],
})

describe('ZZ sheets behind the Ruleset (B.9)', () => {
  it('B.9: New PC is a Hero with an Unarmed weapon; New NPC a hostile monster; both valid', () => {
    const pc = blankZzSheet('pc', 'p1', 'Hero') as ZzSheet
    const npc = blankZzSheet('npc', 'n1', 'Orc') as ZzSheet
    expect(zzSheet.schema.pc.safeParse(pc).success).toBe(true)
    expect(zzSheet.schema.npc.safeParse(npc).success).toBe(true)
    expect(pc.weapons.map((w) => w.name)).toEqual(['Unarmed'])
    expect(npc.disposition).toBe('hostile')
    expect(zzSheet.token?.(pc)).toEqual({ size: 'medium', speed: 5 })
    expect(zzSheet.token?.({ ...pc, move: 3 })).toEqual({ size: 'medium', speed: 3 })
  })

  it('B.9: a fresh instance has full HP and Mind Points', () => {
    expect(zzInstanceHooks.fresh(thurig)).toMatchObject({ hp: 14, mind: 2, statuses: [] })
    expect(zzInstanceHooks.fresh(null)).toBeNull()
  })

  it.each([
    [14, [], {}],
    [13, [], { health: 'hurt' }],
    [7, [], { health: 'badly hurt' }],
    [0, ['down'], { health: 'down', conditions: ['Down'] }],
    [3, ['unconscious'], { health: 'down', conditions: ['Unconscious'] }],
    [3, ['dead'], { health: 'down' }],
    [14, ['tripped', 'onFire', 'confused'], { conditions: ['Tripped', 'On Fire'] }],
  ])('ZZ-49/53: players see HP %i with %j as %j, never a number', (hp, statuses, view) => {
    const inst = ZzInstanceSchema.parse({ ...zzInstanceHooks.fresh(thurig), hp, statuses })
    const seen = zzInstanceHooks.publicView(inst, thurig)
    expect(seen).toEqual(view)
    expect(JSON.stringify(seen)).not.toMatch(/\d/)
  })

  it('B.9: a hand edit above the maxima is refused in words', () => {
    const fresh = ZzInstanceSchema.parse(zzInstanceHooks.fresh(thurig))
    expect(zzInstanceHooks.problem?.({ ...fresh, hp: 15 }, thurig)).toBe(
      'Thurig has at most 14 HP, not 15',
    )
    expect(zzInstanceHooks.problem?.({ ...fresh, mind: 3 }, thurig)).toBe(
      'Thurig has at most 2 Mind Points, not 3',
    )
    expect(zzInstanceHooks.problem?.({ ...fresh, hp: -3 }, thurig)).toBeNull()
  })

  it('B.9: the own player reads HP and Mind Points', () => {
    const inst = { ...ZzInstanceSchema.parse(zzInstanceHooks.fresh(thurig)), hp: 9, mind: 1 }
    expect(zzInstanceHooks.meters?.(inst, thurig)).toEqual([
      { id: 'hp', name: 'HP', value: 9, max: 14 },
      { id: 'mind', name: 'Mind Points', value: 1, max: 2 },
    ])
  })

  it('B.9: monsters round-trip through an export, clashing ids renamed', () => {
    const text = exportNpcFile(rulesetById('zz')!, [thurig])
    const read = importNpcFile(rulesetById('zz')!, text, ['thurig'])
    expect(read?.ok).toBe(true)
    if (read?.ok) {
      expect(read.sheets[0]?.name).toBe('Thurig')
      expect(read.renamed).toEqual([{ index: 0, name: 'Thurig', from: 'thurig', to: 'thurig-2' }])
    }
    const bad = importNpcFile(rulesetById('zz')!, text.replace('"hpMax": 14', '"hpMax": 0'), [])
    expect(bad?.ok).toBe(false)
  })
})

describe('ZZ stat block lines (B.9)', () => {
  const lines = zzStatblockLines(thurig)
  const by = (id: string) => lines.find((l) => l.id === id)

  it('ZZ-36, ZZ-Q17: a melee weapon naming no attribute gets STR; one naming DEX does not', () => {
    expect(by('attack:sword')?.value).toBe('d6+STR(3)')
    expect(by('attack:axe')?.value).toBe('d8+DEX')
    const never = zzStatblockLines(thurig, { ...ZZ_DEFAULT_OPTIONS, meleeWeaponAddsSTR: 'never' })
    expect(never.find((l) => l.id === 'attack:sword')?.value).toBe('d6')
    const always = zzStatblockLines(thurig, { ...ZZ_DEFAULT_OPTIONS, meleeWeaponAddsSTR: 'always' })
    expect(always.find((l) => l.id === 'attack:axe')?.value).toBe('d8+DEX+STR(3)')
  })

  it('ZZ-37, ZZ-43, ZZ-32, ZZ-52: Defend, ranged roll, throwing range and Recovery', () => {
    expect(by('defend')?.value).toBe('d6 + 3')
    expect(by('attack:bow')?.value).toBe('d20 + 4, hits on 10+; damage d6 + 1')
    expect(by('throw')?.value).toBe('8 spaces')
    expect(by('recovery')?.value).toBe('d20 ≥ 12')
  })
})
