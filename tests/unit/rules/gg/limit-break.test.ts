import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  damageAfterScar,
  eventLp,
  ggLimitBreakOptionsSchema,
  lbLevelAvailable,
  lpAfterGain,
  lpAfterLimitBreak,
  marksAfterAttack,
  memoryDismissed,
  memoryHasTeamwork,
  memoryHealingPulse,
  memoryHpAfterRegeneration,
  memoryPlanAp,
  memoryStats,
  memoryStrike,
  memorySweep,
  memoryTeleportRefusal,
  passiveLp,
  scarsAfterLongRest,
  speedUnderAura,
} from '../../../../shared/rules/gg/limit-break'

describe('GG-110 … GG-114 Limit Potential (worked examples)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [230, 2],
    [300, 3],
  ])('pool %i -> Level %i', (lp, level) => {
    expect(lbLevelAvailable(lp)).toBe(level)
  })
  it('GG-111 Ex.: outside a Critical Engagement the pool stops at 200; inside it reaches 300', () => {
    expect(lpAfterGain(190, 20, false)).toEqual({ lp: 200, wasted: 10 })
    expect(lpAfterGain(290, 20, true)).toEqual({ lp: 300, wasted: 10 })
    const o = ggLimitBreakOptionsSchema.parse({ lbCapOutsideCE: 299 })
    expect(lpAfterGain(290, 20, false, o).lp).toBe(299)
  })
  it('GG-112 Ex.: 4 PCs make 20 LP a round -> Level 1 after 5 rounds', () => {
    let lp = 0
    let rounds = 0
    while (lbLevelAvailable(lp) < 1) {
      for (let pc = 0; pc < 4; pc++) lp = lpAfterGain(lp, passiveLp('pc'), false).lp
      rounds++
    }
    expect(rounds).toBe(5)
    expect(passiveLp('hostile')).toBe(0)
    expect(passiveLp('ally')).toBe(0)
    expect(passiveLp('ally', ggLimitBreakOptionsSchema.parse({ lpGenerators: 'allAllies' }))).toBe(
      5,
    )
  })
  it('GG-113: event LP come from the table', () => {
    const o = ggLimitBreakOptionsSchema.parse({ lpEvents: { crit: 10 } })
    expect(eventLp('crit', o)).toBe(10)
    expect(eventLp('crit')).toBe(0)
  })
  it('GG-114 Ex.: pool 230 at Level 2 spends 200; a Level not reached is refused', () => {
    expect(lpAfterLimitBreak(230, 2)).toBe(30)
    expect(lpAfterLimitBreak(230, 1, ggLimitBreakOptionsSchema.parse({ lbSpend: 'all' }))).toBe(0)
    expect(() => lpAfterLimitBreak(230, 3)).toThrow('only reached Limit Break Level 2')
    expect(() => lpAfterLimitBreak(40, 1)).toThrow(/needs 100 Limit Potential/)
  })
  it('property: the pool never exceeds its cap nor shrinks on a gain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        (lp, g, ce) => {
          const start = Math.min(lp, ce ? 300 : 200)
          const r = lpAfterGain(start, g, ce)
          expect(r.lp).toBeLessThanOrEqual(ce ? 300 : 200)
          expect(r.lp).toBeGreaterThanOrEqual(start)
          expect(r.lp - start + r.wasted).toBe(g)
        },
      ),
    )
  })
})

describe('GG-115 … GG-119 the Memory (worked examples)', () => {
  it.each([
    [1, { sb: 3, level: 5 }, 12],
    [2, { sb: 3, level: 5 }, 15],
  ] as const)('Lvl %i, Breaker %o -> HT %i', (lvl, breaker, ht) => {
    expect(memoryStats(lvl, breaker, 'fly').ht).toBe(ht)
  })
  it('GG-116 Ex.: LB Lvl 2, Breaker level 5 -> 82 HP', () => {
    expect(memoryStats(2, { sb: 3, level: 5 }, 'fly').hpMax).toBe(82)
    const o = ggLimitBreakOptionsSchema.parse({ memoryHpFormula: '30xLB+10xlvl' })
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
    const o = ggLimitBreakOptionsSchema.parse({ auraAffectsAllies: false })
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
  it('GG-124 Ex.: Lvl 2, SB 3, d20 9 -> 16 vs HT 13 hits; d8 4 -> 9 Limit, no healing', () => {
    const dice = scriptedDice({ 20: [9], 8: [4] })
    expect(memoryStrike('meleeStrike', 2, 3, { ht: 13, distance: 3 }, dice)).toEqual({
      d20: 9,
      total: 16,
      hit: true,
      damage: 9,
      noHealingUntilMemoryTurn: true,
    })
    dice.assertDone()
  })
  it('GG-126 Ex.: Lvl 1, SB 2, d6 5 -> 8 Limit; 31 m is out of range', () => {
    const dice = scriptedDice({ 20: [15], 6: [5] })
    expect(memoryStrike('rangedStrike', 1, 2, { ht: 13, distance: 30 }, dice).damage).toBe(8)
    expect(() =>
      memoryStrike('rangedStrike', 1, 2, { ht: 13, distance: 31 }, scriptedDice({})),
    ).toThrow(/30 m/)
  })
  it('a miss rolls no damage', () => {
    const dice = scriptedDice({ 20: [1] })
    expect(memoryStrike('meleeStrike', 1, 0, { ht: 13, distance: 1 }, dice)).toMatchObject({
      hit: false,
      damage: 0,
    })
    dice.assertDone()
  })
  it('GG-125 Ex.: three Orcs HT 11, +7: 10 hit, 8 hit, 2 miss -> two damaged, chain ends', () => {
    const orcs = ['a', 'b', 'c'].map((id) => ({ id, ht: 11, distance: 2, hostile: true }))
    const dice = scriptedDice({ 20: [10, 8, 2], 4: [1, 4] })
    const r = memorySweep(2, 3, orcs, dice)
    expect(r.map((x) => x.hit)).toEqual([true, true, false])
    expect(r.map((x) => x.damage)).toEqual([6, 9, 0])
    dice.assertDone()
  })
  it('GG-125: a creature swept twice or an ally is refused', () => {
    const orc = { id: 'a', ht: 11, distance: 1, hostile: true }
    expect(() => memorySweep(1, 1, [orc, orc], scriptedDice({}))).toThrow(/only once/)
    expect(() => memorySweep(1, 1, [{ ...orc, hostile: false }], scriptedDice({}))).toThrow(
      /enemies/,
    )
  })
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

describe('GG-018 Mark and GG-087 Scars', () => {
  it('GG-018 Ex.: a hit Marks the Orc [Aria]; Marking another moves her Mark; a miss changes nothing', () => {
    const m1 = marksAfterAttack({}, 'aria', 'orc', true)
    expect(m1).toEqual({ orc: 'aria' })
    expect(marksAfterAttack(m1, 'aria', 'wolf', true)).toEqual({ wolf: 'aria' })
    expect(marksAfterAttack(m1, 'bram', 'wolf', true)).toEqual({ orc: 'aria', wolf: 'bram' })
    expect(marksAfterAttack(m1, 'aria', 'wolf', false)).toBe(m1)
  })
  it('GG-087 Ex.: HP max 30 takes 14, Mild Scar -> 7 damage; a second Mild is refused', () => {
    expect(damageAfterScar(14, 'mild', { hpMax: 30, scars: {} })).toEqual({
      damage: 7,
      reducedBy: 7,
    })
    expect(() =>
      damageAfterScar(14, 'mild', { hpMax: 30, scars: { mild: 'blood in the eyes' } }),
    ).toThrow('already has a Mild Scar')
    expect(damageAfterScar(14, 'severe', { hpMax: 30, scars: { mild: 'x' } })).toEqual({
      damage: 0,
      reducedBy: 14,
    })
  })
  it('property: a Scar never makes damage negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 200 }), (d, max) => {
        expect(
          damageAfterScar(d, 'severe', { hpMax: max, scars: {} }).damage,
        ).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('GG-Q51 Memory duration and GG-Q33 Scar recovery', () => {
  it('the Memory goes at the end of the Encounter or at 0 HP (default)', () => {
    expect(memoryDismissed({ hp: 10, encounterEnded: false })).toBe(false)
    expect(memoryDismissed({ hp: 0, encounterEnded: false })).toBe(true)
    expect(memoryDismissed({ hp: 10, encounterEnded: true })).toBe(true)
    const o = ggLimitBreakOptionsSchema.parse({ memoryDuration: 'untilEncounterEnd' })
    expect(memoryDismissed({ hp: 0, encounterEnded: false }, o)).toBe(false)
  })
  it('Scars stay after a Long Rest unless the table says they heal', () => {
    const scars = { mild: 'blood in the eyes' }
    expect(scarsAfterLongRest(scars)).toBe(scars)
    expect(
      scarsAfterLongRest(scars, ggLimitBreakOptionsSchema.parse({ scarRecovery: 'longRest' })),
    ).toEqual({})
  })
})
