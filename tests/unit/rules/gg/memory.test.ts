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

describe('GG-115 … GG-119 the Memory (worked examples)', () => {
  it.each([
    [1, { sb: 3, level: 5 }, 12],
    [2, { sb: 3, level: 5 }, 15],
  ] as const)('Lvl %i, Breaker %o -> HT %i', (lvl, breaker, ht) => {
    expect(memoryStats(lvl, breaker, 'fly').ht).toBe(ht)
  })
  it('GG-116 Ex.: LB Lvl 2, Breaker level 5 -> 82 HP', () => {
    expect(memoryStats(2, { sb: 3, level: 5 }, 'fly').hpMax).toBe(82)
    const o = resolveGgOptions({ memoryHpFormula: '30xLB+10xLvl' })
    expect(memoryStats(2, { sb: 3, level: 5 }, 'fly', o).hpMax).toBe(110)
  })
  it('GG-117 Ex.: Fly as the secondary -> walk 6 m, fly 6 m', () => {
    expect(memoryStats(1, { sb: 2, level: 1 }, 'fly').speeds).toEqual({ walk: 6, fly: 6 })
  })
  it.each([
    [1, 4, 2, 10, 0],
    [3, 6, 4, 15, 12],
  ] as const)(
    'GG-118/119 Ex.: Lvl %i -> %iAP %iRP, Passive Perception %i, Truesight %i',
    (lvl, ap, rp, pp, ts) => {
      const m = memoryStats(lvl, { sb: 2, level: 1 }, 'swim')
      expect([m.ap, m.rp, m.passivePerception, m.truesight, m.drBPS]).toEqual([ap, rp, pp, ts, 1])
    },
  )
  it('GG-118 Ex.: Strike + Teleport + Sweep = 5 AP legal; Strike twice = 6 AP illegal at Lvl 2', () => {
    expect(memoryPlanAp(2, ['meleeStrike', 'teleport', 'meleeSweep'])).toBe(5)
    expect(() => memoryPlanAp(2, ['meleeStrike', 'meleeStrike'])).toThrow(
      'cost 6 AP; the Memory has 5 AP',
    )
  })
  it('GG-015 / GG-Q6: repeats pay the table repeat surcharge (cumulative: +2 then +4)', () => {
    const cumulative = resolveGgOptions({ repeatSurcharge: 'cumulative' })
    expect(memoryPlanAp(3, ['teleport', 'teleport'])).toBe(4)
    expect(() => memoryPlanAp(3, ['teleport', 'teleport', 'teleport'])).toThrow(
      'cost 7 AP; the Memory has 6 AP',
    )
    expect(() => memoryPlanAp(3, ['teleport', 'teleport', 'teleport'], cumulative)).toThrow(
      'cost 9 AP; the Memory has 6 AP',
    )
  })
})

describe('GG-121 … GG-123 auras and passives (worked examples)', () => {
  const aura = { breakerSb: 3, memoryIncapacitated: false }
  const who = { distance: 2, isMemory: false, isBreaker: false, allyOfBreaker: false }
  it.each([
    ['an Orc 2 m away', who, 3],
    ['Bram, an ally 2 m away', { ...who, allyOfBreaker: true }, 3],
    ['Aria, the Breaker', { ...who, isBreaker: true }, 6],
    ['an Orc 4 m away', { ...who, distance: 4 }, 6],
  ])('%s -> speed %i', (_l, w, speed) => {
    expect(speedUnderAura(6, w, aura)).toBe(speed)
  })
  it('no aura while the Memory is Incapacitated; allies spared if the table says so', () => {
    expect(speedUnderAura(6, who, { ...aura, memoryIncapacitated: true })).toBe(6)
    const o = resolveGgOptions({ auraAffectsAllies: false })
    expect(speedUnderAura(6, { ...who, allyOfBreaker: true }, aura, o)).toBe(6)
  })
  it('GG-122 Ex.: Lvl 2, 60/82 -> 67; at 0 HP no regeneration; capped at max', () => {
    expect(memoryHpAfterRegeneration(60, 82, 2)).toBe(67)
    expect(memoryHpAfterRegeneration(0, 82, 2)).toBe(0)
    expect(memoryHpAfterRegeneration(80, 82, 2)).toBe(82)
  })
  it('GG-123 Ex.: the Orc next to a conscious Bram -> Advantage', () => {
    expect(memoryHasTeamwork([{ incapacitated: false }])).toBe(true)
    expect(memoryHasTeamwork([{ incapacitated: true }])).toBe(false)
  })
})

describe('GG-124 … GG-128 the Memory actions (worked examples)', () => {
  it('GG-127 Ex.: 2d8 -> 7, SB 3 -> +10 HP', () => {
    expect(memoryHealingPulse(3, 3, scriptedDice({ 8: [3, 4] }))).toBe(10)
    expect(() => memoryHealingPulse(3, 4, scriptedDice({}))).toThrow(/3 m/)
  })
  it.each([
    [12, false, null],
    [12, true, 'The Memory can only teleport to an empty space.'],
    [13, false, 'The Memory can teleport at most 12 m.'],
  ])('GG-128 Ex.: %i m, occupied %s -> %s', (d, occ, expected) => {
    expect(memoryTeleportRefusal(d, occ)).toBe(expected)
  })
})

describe('GG-114 / GG-Q51 Memory duration', () => {
  it('GG-Q51: the Memory goes at the end of the Encounter or at 0 HP (default); or when the GM says', () => {
    expect(memoryDismissed({ hp: 10, encounterEnded: false })).toBe(false)
    expect(memoryDismissed({ hp: 0, encounterEnded: false })).toBe(true)
    expect(memoryDismissed({ hp: 10, encounterEnded: true })).toBe(true)
    const o = resolveGgOptions({ memoryDuration: 'gmDismisses' })
    expect(memoryDismissed({ hp: 0, encounterEnded: false }, o)).toBe(false)
    expect(memoryDismissed({ hp: 10, encounterEnded: true }, o)).toBe(false)
  })
})
