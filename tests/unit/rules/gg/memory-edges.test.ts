import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  memoryDismissed,
  memoryHasTeamwork,
  memoryHealingPulse,
  memoryHpAfterRegeneration,
  memoryPlanAp,
  memoryStats,
  memoryTeleportRefusal,
  speedUnderAura,
} from '../../../../shared/rules/gg/engine/memory'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

describe('the Memory stat block at each LB Level (GG-115 … GG-120; seed 001 L122–L137)', () => {
  it('GG-116 / seed 001 L123 (literal, GG-Q45): Lvl 1, Breaker level 1 -> 30 + 1 + 10 = 41 HP', () => {
    expect(memoryStats(1, { sb: 2, level: 1 }, 'fly').hpMax).toBe(41)
    // Lvl 3, level 4: 30 + 3 + 40 = 73
    expect(memoryStats(3, { sb: 2, level: 4 }, 'fly').hpMax).toBe(73)
  })
  it('GG-Q45 the "×" reading: Lvl 3, level 4 -> 30 × 3 + 40 = 130 HP', () => {
    const o = resolveGgOptions({ memoryHpFormula: '30xLB+10xLvl' })
    expect(memoryStats(3, { sb: 2, level: 4 }, 'fly', o).hpMax).toBe(130)
  })
  it('GG-115 / seed 001 L122: HT 12 at Lvl 1, 12 + SB at Lvl 2 and at Lvl 3', () => {
    // SB 4: Lvl 1 -> 12; Lvl 2 -> 16; Lvl 3 -> 16
    expect(memoryStats(1, { sb: 4, level: 3 }, 'climb').ht).toBe(12)
    expect(memoryStats(2, { sb: 4, level: 3 }, 'climb').ht).toBe(16)
    expect(memoryStats(3, { sb: 4, level: 3 }, 'climb').ht).toBe(16)
  })
  it('GG-119 / seed 001 L127–L131: Traits, SB = the Breaker’s, senses; GG-120 Opportunity Attacks', () => {
    const m = memoryStats(2, { sb: 5, level: 3 }, 'swim')
    expect(m.traits).toEqual({ PHY: 3, AGI: 1, END: 2, KNO: 0, INT: 2, DET: 3 })
    expect(m.sb).toBe(5)
    expect(m.lbLevel).toBe(2)
    expect(m.nightvision).toBe(12)
    // below Lvl 3: no Truesight, Passive Perception 10
    expect([m.truesight, m.passivePerception]).toEqual([0, 10])
    expect(m.opportunityAttacks).toBe(true)
    // GG-119: END 2 -> DR half END = 1 (at least 1)
    expect(m.drBPS).toBe(1)
    // GG-118: 3 + 2 = 5 AP, 1 + 2 = 3 RP
    expect([m.ap, m.rp]).toEqual([5, 3])
    expect(m.speeds).toEqual({ walk: 6, swim: 6 })
  })
})

describe('GG-118 the Memory’s AP plan (seed 001 L137–L142)', () => {
  it('a plan costing exactly its AP is legal: Lvl 1 has 3 + 1 = 4 AP, Strike + Sweep = 2 + 2 = 4', () => {
    expect(memoryPlanAp(1, ['meleeStrike', 'meleeSweep'])).toBe(4)
  })
  it('one AP over is refused in words: Lvl 1, Strike + Sweep + Teleport = 5 > 4', () => {
    expect(() => memoryPlanAp(1, ['meleeStrike', 'meleeSweep', 'teleport'])).toThrow(
      'These actions cost 5 AP; the Memory has 4 AP this Turn.',
    )
  })
  it('each action pays its own AP: Ranged Strike 2 + Healing Pulse 2 + Teleport 1 = 5 at Lvl 2', () => {
    expect(memoryPlanAp(2, ['rangedStrike', 'healingPulse', 'teleport'])).toBe(5)
  })
  it('an empty plan costs 0', () => {
    expect(memoryPlanAp(1, [])).toBe(0)
  })
  it('GG-015 repeats counted per action: Teleport, Strike, Teleport at Lvl 3 = 1 + 2 + (1 + 2) = 6', () => {
    // the second Teleport is its first repeat (+2 under the default flat surcharge)
    expect(memoryPlanAp(3, ['teleport', 'meleeStrike', 'teleport'])).toBe(6)
  })
  it('GG-015 cumulative: the third Teleport pays +4 (2 × its repeat count) -> 1 + 3 + 5 = 9', () => {
    const cumulative = resolveGgOptions({ repeatSurcharge: 'cumulative' })
    expect(() => memoryPlanAp(3, ['teleport', 'teleport', 'teleport'], cumulative)).toThrow(
      'These actions cost 9 AP; the Memory has 6 AP this Turn.',
    )
  })
})

describe('GG-121 Obstructing Aura edges (seed 001 L134)', () => {
  const aura = { breakerSb: 3, memoryIncapacitated: false }
  const foe = { distance: 3, isMemory: false, isBreaker: false, allyOfBreaker: false }
  it('"within SB m" includes exactly SB m: 3 m from an SB 3 aura -> 7 halved, rounded down, to 3', () => {
    // 7 / 2 = 3.5 -> 3
    expect(speedUnderAura(7, foe, aura)).toBe(3)
  })
  it('one metre beyond SB is untouched', () => {
    expect(speedUnderAura(7, { ...foe, distance: 4 }, aura)).toBe(7)
  })
  it('the Memory itself is exempt', () => {
    expect(speedUnderAura(6, { ...foe, distance: 0, isMemory: true }, aura)).toBe(6)
  })
  it('GG-Q48 default: allies are halved too; off, only non-allies are', () => {
    const ally = { ...foe, allyOfBreaker: true }
    expect(speedUnderAura(6, ally, aura)).toBe(3)
    const off = resolveGgOptions({ auraAffectsAllies: false })
    expect(speedUnderAura(6, ally, aura, off)).toBe(6)
    expect(speedUnderAura(6, foe, aura, off)).toBe(3)
  })
})

describe('GG-122 Regeneration edges (seed 001 L135)', () => {
  it('at exactly 1 HP it regenerates: Lvl 1 -> 1 + 5 + 1 = 7', () => {
    expect(memoryHpAfterRegeneration(1, 41, 1)).toBe(7)
  })
  it('Lvl 3 regains 5 + 3 = 8: 40/73 -> 48', () => {
    expect(memoryHpAfterRegeneration(40, 73, 3)).toBe(48)
  })
  it('below 1 HP nothing changes (even a negative count)', () => {
    expect(memoryHpAfterRegeneration(-2, 73, 3)).toBe(-2)
  })
})

describe('GG-114 / GG-Q51 dismissal edges', () => {
  it('a Memory below 0 HP is dismissed too (default)', () => {
    expect(memoryDismissed({ hp: -3, encounterEnded: false })).toBe(true)
  })
  it('at 1 HP during the Encounter it stays', () => {
    expect(memoryDismissed({ hp: 1, encounterEnded: false })).toBe(false)
  })
})

describe('GG-123 Teamwork edges (seed 001 L136)', () => {
  it('no ally reaching the target -> no Advantage', () => {
    expect(memoryHasTeamwork([])).toBe(false)
  })
  it('one conscious ally among Incapacitated ones is enough', () => {
    expect(memoryHasTeamwork([{ incapacitated: true }, { incapacitated: false }])).toBe(true)
    expect(memoryHasTeamwork([{ incapacitated: true }, { incapacitated: true }])).toBe(false)
  })
})

describe('GG-127 / GG-128 action edges (seed 001 L141–L142)', () => {
  it('Healing Pulse at 2 m: 2d8 -> 8 + 1 = 9, SB 2 -> 11', () => {
    expect(memoryHealingPulse(2, 2, scriptedDice({ 8: [8, 1] }))).toBe(11)
  })
  it('Healing Pulse at 4 m is refused in words', () => {
    expect(() => memoryHealingPulse(2, 4, scriptedDice({}))).toThrow(
      'That creature is 4 m away; Healing Pulse reaches 3 m.',
    )
  })
  it('Teleport within range to an empty space is allowed; 13 m is refused even when empty', () => {
    expect(memoryTeleportRefusal(0, false)).toBe(null)
    expect(memoryTeleportRefusal(11, false)).toBe(null)
    expect(memoryTeleportRefusal(13, true)).toBe('The Memory can teleport at most 12 m.')
  })
})
