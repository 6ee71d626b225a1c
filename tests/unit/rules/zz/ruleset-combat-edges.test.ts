import { describe, expect, it } from 'vitest'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { zzCombat, zzVitals } from '../../../../shared/rules/zz/adapter/ruleset-combat'
import { inst, zzCampaign, withInst as patch } from './rolls-fixture'

describe('B.9 what the GM’s combat list shows of a ZZ figure', () => {
  it('a fresh Hero: HP and Mind Points, no health look while unhurt', () => {
    const c = zzCampaign()
    expect(zzVitals(c.tokens.thurig!, c)).toEqual({ lines: ['HP 10/10', 'Mind 2/2'] })
  })

  it('a monster with no Mind Points shows none; a pending Defend bonus and the statuses are listed', () => {
    // Mondo: 4 HP, no Mind Points. 1 HP left: 1 × 2 ≤ 4, badly hurt.
    const c = patch(zzCampaign(), 'mondo', {
      hp: 1,
      defendBonus: 2,
      statuses: ['tripped', 'onFire'],
    })
    expect(zzVitals(c.tokens.mondo!, c)).toEqual({
      lines: ['HP 1/4', 'Defend +2', 'Tripped', 'On Fire'],
      health: 'badly hurt',
    })
  })

  it('nothing for a token with no ZZ sheet', () => {
    const c = { ...zzCampaign(), npcs: {} } as Campaign
    expect(zzVitals(c.tokens.mondo!, c)).toEqual({ lines: [] })
  })
})

describe('the ZZ combat hooks', () => {
  const c = zzCampaign()
  const mondo = inst(c, 'mondo')

  it('statuses on and off: added once, removed, an unknown one or a non-ZZ state left alone', () => {
    const tripped = zzCombat.withCondition!(mondo, 'tripped', true) as typeof mondo
    expect(tripped.statuses).toEqual(['tripped'])
    expect(zzCombat.withCondition!(tripped, 'tripped', true)).toBe(tripped)
    expect((zzCombat.withCondition!(tripped, 'tripped', false) as typeof mondo).statuses).toEqual(
      [],
    )
    expect(zzCombat.withCondition!(mondo, 'tripped', false)).toBe(mondo)
    expect(zzCombat.withCondition!(mondo, 'blessed', true)).toBe(mondo)
    expect(zzCombat.conditionsOf!(tripped)).toEqual(['tripped'])
  })

  it('harm is the HP lost, never negative, 0 for what is not a ZZ state', () => {
    expect(zzCombat.harm!(mondo, { ...mondo, hp: 1 })).toBe(3)
    expect(zzCombat.harm!({ ...mondo, hp: 1 }, mondo)).toBe(0)
    expect(zzCombat.harm!(undefined, mondo)).toBe(0)
    expect(zzCombat.harm!(mondo, undefined)).toBe(0)
  })

  it('ZZ-53 / ZZ-Q35: Unconscious and dead figures sit out; Down ones still act (ZZ-22)', () => {
    expect(zzCombat.outOfFight!(c.tokens.mondo!, c)).toBe(false)
    for (const [s, out] of [
      ['down', false],
      ['unconscious', true],
      ['dead', true],
    ] as const) {
      const d = patch(c, 'mondo', { statuses: [s] })
      expect(zzCombat.outOfFight!(d.tokens.mondo!, d)).toBe(out)
    }
    const lost = { ...c, npcs: {} } as Campaign
    expect(zzCombat.outOfFight!(lost.tokens.mondo!, lost)).toBe(false)
  })

  it('F-ZZ-1 Zaldar’s figures share one place; nothing happens at a turn’s end', () => {
    expect(zzCombat.groupSharesInitiative).toBe(true)
    expect(zzCombat.atTurnEnd(c, 'thurig')).toEqual([])
  })
})
