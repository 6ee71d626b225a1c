import { describe, expect, it } from 'vitest'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import {
  zzAttackPreview,
  type ZzAttackPreview,
} from '../../../../shared/rules/zz/adapter/attack-preview'
import { inst, zzCampaign, attackRequest as attack } from './rolls-fixture'

function preview(c: Campaign, req: unknown = attack()): ZzAttackPreview {
  const r = zzAttackPreview(c, req)
  if (!r.ok) throw new Error(r.refused)
  return r.preview
}

/** Thurig north of Mondo (who faces north): a front attack, no re-roll. */
const front = () => zzCampaign({ thurig: { hex: { q: 5, r: 4 } } })

describe('ZZ attack preview odds (seed 003 L35-47)', () => {
  it('L37-45 Unarmed d8 + STR 3 against d4 + DEX 2: the damage worked out over all 32 pairs', () => {
    // Attack 4..11, Defense 3..6, each pair 1/32. Damage k = attack − defense when positive (L45):
    // k = 0 for 6 pairs (4 vs 4,5,6; 5 vs 5,6; 6 vs 6); k = 1..5 for 4 pairs each; k = 6: 3,
    // k = 7: 2, k = 8: 1 (11 vs 3). Expected (4·(1+2+3+4+5) + 3·6 + 2·7 + 8)/32 = 100/32.
    // Mondo has 4 HP and is Down below 0 (L45): damage ≥ 5, 4 + 3 + 2 + 1 = 10 pairs.
    const p = preview(front())
    expect(p.label).toBe('Thurig: Unarmed at Mondo')
    expect(p.rangePenalty).toBe(0)
    expect(p.odds.damage.map(([k]) => k)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(p.odds.damage.map(([, q]) => q * 32)).toEqual(
      [6, 4, 4, 4, 4, 4, 3, 2, 1].map((n) => expect.closeTo(n, 9)),
    )
    expect(p.odds.pHit).toBeCloseTo(26 / 32, 9)
    expect(p.odds.pDamage).toBeCloseTo(26 / 32, 9)
    expect(p.odds.expectedDamage).toBeCloseTo(100 / 32, 9)
    expect(p.odds.pDown).toBeCloseTo(10 / 32, 9)
    expect(p.odds.likelyDamage).toBe(0)
    expect(p.odds.maxDamage).toBe(8)
    expect(p.withReroll).toBeNull()
    expect(p.chain).toBeNull()
  })

  it('L65 unexpected: the d4 counts as 1, so each damage 1..8 is as likely; the smallest is named', () => {
    // d8 + 3 − (1 + 2) = the d8 face: 1..8, each 1/8.
    const p = preview(front(), attack({ unexpected: true }))
    const possible = p.odds.damage.filter(([, q]) => q > 0)
    expect(possible).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((k) => [k, 1 / 8]))
    expect(p.odds.likelyDamage).toBe(1)
    expect(p.odds.maxDamage).toBe(8)
  })

  it('a held Sword is melee: "chance to hit" is the chance of damage', () => {
    const c0 = front()
    const c = {
      ...c0,
      tokens: {
        ...c0.tokens,
        thurig: {
          ...c0.tokens.thurig!,
          instance: {
            ...inst(c0, 'thurig'),
            gear: { ...inst(c0, 'thurig').gear, hands: ['sword', null] },
          },
        },
      },
    } as Campaign
    const p = preview(c, attack({ weapon: 'sword' }))
    expect(p.label).toBe('Thurig: Sword at Mondo')
    expect(p.odds.pHit).toBe(p.odds.pDamage)
    expect(p.odds.pHit).toBeLessThan(1)
  })

  it('L11 Chained Criticals chasing 2 Crits: no Crit 5/6, Crit then blank (bust) 5/36, both 1/36', () => {
    const p = preview(front(), attack({ aim: 2 }))
    expect(p.chain?.pNoCrit).toBeCloseTo(5 / 6, 9)
    expect(p.chain?.pBust).toBeCloseTo(5 / 36, 9)
    expect(p.chain?.pAllCrits).toBeCloseTo(1 / 36, 9)
    expect(p.mind).toBe(1)
    expect(p.cost).toEqual({ ap: 3 })
  })

  it('a request that is not an attack is refused with the reason', () => {
    const r = zzAttackPreview(front(), { kind: 'attack', attackerTokenId: 'thurig' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.refused.startsWith('This attack cannot be made: ')).toBe(true)
    expect(r.refused).not.toBe('This attack cannot be made: not an attack.')
    expect(r.refused.endsWith('.')).toBe(true)
  })
})

describe('ZZ attack preview: the ranged penalty and the re-roll line', () => {
  it('L78 −1 for every space beyond the range: a Shortbow (6) at 9 spaces is −3', () => {
    const c0 = zzCampaign({
      thurig: { hex: { q: 5, r: 9 } },
      mondo: { hex: { q: 5, r: 0 }, heading: 4 },
    })
    const c = {
      ...c0,
      tokens: {
        ...c0.tokens,
        thurig: {
          ...c0.tokens.thurig!,
          instance: {
            ...inst(c0, 'thurig'),
            gear: { ...inst(c0, 'thurig').gear, hands: ['bow', null], loaded: ['bow'] },
          },
        },
      },
    } as Campaign
    const p = preview(c, attack({ weapon: 'bow' }))
    expect([p.distance, p.range, p.rangePenalty]).toEqual([9, 6, -3])
    // A ranged "chance to hit" is the Ranged Attack Roll's: d20 − 3 + Archery 4 ≥ 10 on 9..20.
    expect(p.odds.pHit).toBeCloseTo(12 / 20, 9)
  })

  it('L59 a Back Attack shows the odds with a re-roll as well', () => {
    const p = preview(zzCampaign())
    expect(p.rerolls).toBe(1)
    expect(p.withReroll).not.toBeNull()
  })
})
