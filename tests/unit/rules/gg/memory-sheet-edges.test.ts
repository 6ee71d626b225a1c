import { describe, expect, it } from 'vitest'
import {
  MEMORY_DEFAULT_SECONDARY,
  MEMORY_TAG,
  clip,
  memoryLinkOf,
  memorySheet,
} from '../../../../shared/rules/gg/engine/memory-sheet'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import type { GgNpc } from '../../../../shared/rules/gg/engine/sheet-schema'

const defaults = resolveGgOptions({})
const bram = { tokenId: 'bram', name: 'Bram', sb: 4, level: 6 }

describe('the Memory’s sheet (GG-115 … GG-128; seed 001 L122–L142)', () => {
  it('GG-115 … GG-119 at LB Lvl 3: HT 12 + 4 = 16, HP 30 + 3 + 60 = 93, 6 AP, 4 RP, Truesight 12, PP 15', () => {
    const s = memorySheet('m3', 3, bram, 'climb', defaults)
    expect(s).toMatchObject({
      id: 'm3',
      name: 'Memory of Bram',
      tags: [MEMORY_TAG],
      size: 'medium',
      level: 6,
      sb: 4,
      ht: 16,
      hpMax: 93,
      perTurn: { ap: 6, rp: 4 },
      reach: 3,
      rank: 'minion',
      opportunityAttack: true,
      memory: { breakerTokenId: 'bram', lbLevel: 3 },
    })
    expect(s.traits).toEqual({ PHY: 3, AGI: 1, END: 2, KNO: 0, INT: 2, DET: 3 })
    expect(s.speed).toEqual({ walk: 6, climb: 6, hover: false })
    expect(s.senses).toMatchObject({ nightvision: 12, truesight: 12, passivePerception: 15 })
    // GG-117: no Initiative ("–"); it acts after its Breaker (GG-Q46)
    expect(s.initiative).toMatchObject({ modifier: 0, none: true, winsTies: false })
    expect(s.reactions).toEqual([
      expect.objectContaining({
        id: 'oa',
        name: 'Opportunity Attack',
        rp: 1,
        trigger: 'A hostile leaves its reach',
      }),
    ])
  })

  it('GG-124 … GG-126: Strikes at +(3 × 2) = +6, trained, KNO, Limit damage 1d8/1d4/1d6 + 3 + 4 = +7', () => {
    const s = memorySheet('m3', 3, bram, 'fly', defaults)
    const strikes = s.actions.slice(0, 3)
    expect(strikes.map((a) => [a.id, a.name, a.ap, a.attackBonus, a.damage])).toEqual([
      ['meleeStrike', 'Melee Strike', 2, 6, '1d8+7'],
      ['meleeSweep', 'Melee Sweep', 2, 6, '1d4+7'],
      ['rangedStrike', 'Ranged Strike', 2, 6, '1d6+7'],
    ])
    for (const a of strikes) {
      expect(a).toMatchObject({
        kind: 'weapon',
        trait: 'KNO',
        trained: true,
        damageTypes: ['limit'],
      })
    }
    // Reach 3 m / 2 m melee; Range 30 m ranged (its reach is the default 1)
    expect(strikes.map((a) => [a.melee, a.reach, a.range])).toEqual([
      [true, 3, undefined],
      [true, 2, undefined],
      [false, 1, 30],
    ])
    expect(strikes[0]!.riders).toBe(
      'On a hit the target cannot regain HP until the start of the Memory’s next turn.',
    )
    expect(strikes[1]!.riders).toBe(
      'After each hit, attack another enemy in reach; each once; stops at the first miss.',
    )
    expect(strikes[2]!.riders).toBe('')
  })

  it('GG-Q47 off: the Strikes are not Weapon attacks, and the dice still carry LB Lvl + SB (1 + 4 = +5)', () => {
    const o = resolveGgOptions({ memoryStrikeIsWeapon: false })
    const s = memorySheet('m1', 1, bram, 'fly', o)
    expect(s.actions.slice(0, 3).map((a) => [a.kind, a.damage])).toEqual([
      ['spell', '1d8+5'],
      ['spell', '1d4+5'],
      ['spell', '1d6+5'],
    ])
  })

  it('GG-124 with the table adding SB to weapon damage: the sheet adds SB 4, the dice the LB Lvl 3', () => {
    // 1d8 + LB Lvl 3 + SB 4 in all; the sheet's damage bonus already adds SB 4, so the dice say +3
    const addsSb = resolveGgOptions({ weaponDamageAddsSB: true })
    expect(memorySheet('m3', 3, bram, 'fly', addsSb).actions[0]!.damage).toBe('1d8+3')
  })

  it('with SB 0 at Lvl 1 the dice add 0 + 1 = +1', () => {
    const s = memorySheet('m', 1, { ...bram, sb: 0 }, 'fly', defaults)
    expect(s.actions[0]!.damage).toBe('1d8+1')
  })

  it('GG-127 / GG-128: Healing Pulse (2 AP) and Teleport (1 AP) are read by the GM', () => {
    const s = memorySheet('m', 2, bram, 'fly', defaults)
    expect(s.actions.slice(3)).toEqual([
      expect.objectContaining({
        id: 'healingPulse',
        name: 'Healing Pulse',
        ap: 2,
        kind: 'other',
        trained: false,
        riders: 'One being within 3 m regains 2d8 + 4 HP.',
      }),
      expect.objectContaining({
        id: 'teleport',
        name: 'Teleport',
        ap: 1,
        kind: 'other',
        trained: false,
        riders: 'Teleport to an empty space within 12 m.',
      }),
    ])
  })

  it('GG-121 … GG-123 features and the notes name the Breaker and the numbers (Regeneration 5 + 2 = 7)', () => {
    const s = memorySheet('m', 2, bram, 'fly', defaults)
    expect(s.features).toEqual([
      {
        name: 'Obstructing Aura',
        text: 'While it is not Incapacitated, any other being (not Bram) that starts its turn within 4 m of it has its speeds halved until the start of its next turn.',
      },
      {
        name: 'Regeneration',
        text: 'At the start of its turn, with at least 1 HP, it regains 7 HP.',
      },
      {
        name: 'Teamwork',
        text: 'Advantage on attacks against a target inside the reach of an ally that is not Incapacitated.',
      },
    ])
    expect(s.notes).toBe(
      "Summoned by Bram's Limit Break Level 2. It has no Initiative and acts right after Bram.",
    )
  })

  it('the sheet level stays within the schema’s 0 … 30 whatever the Breaker’s level', () => {
    // HP still uses the Breaker's level: 30 + 1 + 10 × 35 = 381
    const high = memorySheet('m', 1, { ...bram, level: 35 }, 'fly', defaults)
    expect([high.level, high.hpMax]).toEqual([30, 381])
    const zero = memorySheet('m', 1, { ...bram, level: 0 }, 'fly', defaults)
    expect(zero.level).toBe(0)
  })

  it('a long Breaker name is cut to the 80 characters a name holds', () => {
    const name = 'B'.repeat(80)
    const s = memorySheet('m', 1, { ...bram, name }, 'fly', defaults)
    expect(s.name).toBe(`Memory of ${'B'.repeat(70)}`)
    expect(s.name).toHaveLength(80)
  })
})

describe('clip, the link and the defaults', () => {
  it('clip keeps a string of exactly n, cuts one longer', () => {
    expect(clip('abc', 3)).toBe('abc')
    expect(clip('abcd', 3)).toBe('abc')
    expect(clip('ab', 3)).toBe('ab')
  })
  it('memoryLinkOf reads the link back, null for no sheet or a sheet without one', () => {
    const s = memorySheet('m', 2, bram, 'fly', defaults)
    expect(memoryLinkOf(s)).toEqual({ breakerTokenId: 'bram', lbLevel: 2 })
    expect(memoryLinkOf(null)).toBe(null)
    const { memory: _m, ...plain } = s
    expect(memoryLinkOf(plain as GgNpc)).toBe(null)
  })
  it('GG-117: fly is the secondary mode when the GM names none', () => {
    expect(MEMORY_DEFAULT_SECONDARY).toBe('fly')
  })
})
