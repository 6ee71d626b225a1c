import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import {
  zzAttackPreview,
  type ZzAttackPreview,
} from '../../../../shared/rules/zz/adapter/attack-preview'
import { resolveZzRoll } from './rolls-fixture'
import { applied, hero, inst, zzCampaign, attackRequest as attack } from './rolls-fixture'

function preview(c: Campaign, req: unknown): ZzAttackPreview {
  const r = zzAttackPreview(c, req)
  if (!r.ok) throw new Error(r.refused)
  return r.preview
}

/** Every Crit-die sequence a "stop after k Crits" plan can throw, with its probability (face 1 is the Crit). */
function chains(k: number): { faces: number[]; p: number }[] {
  if (k === 0) return [{ faces: [], p: 1 }]
  const out: { faces: number[]; p: number }[] = []
  for (let j = 0; j < k; j++)
    for (let blank = 2; blank <= 6; blank++)
      out.push({ faces: [...Array<number>(j).fill(1), blank], p: 6 ** -(j + 1) })
  out.push({ faces: Array<number>(k).fill(1), p: 6 ** -k })
  return out
}

/** Brute force through the whole roll: every face of every die, weighted, resolved by zzRolls. */
function bruteForce(c: Campaign, req: Record<string, unknown>, aim: number, ranged: boolean) {
  let expected = 0
  let pDown = 0
  let pDamage = 0
  const d20s = ranged ? [...Array(20).keys()].map((i) => i + 1) : [0]
  const attackDie = ranged ? 6 : 8
  for (const d20 of d20s)
    for (let a = 1; a <= attackDie; a++)
      for (const ch of chains(aim))
        for (let d = 1; d <= 4; d++) {
          const p = (ranged ? 1 / 20 : 1) * (1 / attackDie) * ch.p * (1 / 4)
          const faces: Record<number, number[]> = { 4: [d], 6: ch.faces, 8: [] }
          if (ranged) {
            faces[20] = [d20]
            faces[6] = [a]
          } else faces[8] = [a]
          const r = resolveZzRoll(req, c, scriptedDice(faces))
          const after = applied(c, r)
          const dmg = r.outcome.total ?? 0
          expected += p * dmg
          if (dmg > 0) pDamage += p
          if (inst(after, 'mondo').statuses.includes('down')) pDown += p
        }
  return { expected, pDown, pDamage }
}

describe('ZZ attack preview', () => {
  it.each([0, 1, 2])(
    'ZZ-35..58 the preview agrees with every roll, brute force (Aim %i)',
    (aim) => {
      const c = zzCampaign({ thurig: { hex: { q: 5, r: 4 } } })
      const req = attack({ aim })
      const p = preview(c, req)
      const b = bruteForce(c, req, aim, false)
      expect(p.odds.expectedDamage).toBeCloseTo(b.expected, 10)
      expect(p.odds.pDown).toBeCloseTo(b.pDown, 10)
      expect(p.odds.pDamage).toBeCloseTo(b.pDamage, 10)
      expect(p.cost).toEqual({ ap: aim ? 3 : 2 })
      expect(p.chain === null).toBe(aim === 0)
    },
  )

  it('ZZ-43/44 a ranged preview agrees with brute force, with its range penalty', () => {
    const base = zzCampaign({
      thurig: { hex: { q: 5, r: 9 } },
      mondo: { hex: { q: 5, r: 0 }, heading: 4 },
    })
    const ti = inst(base, 'thurig')
    const c = {
      ...base,
      tokens: {
        ...base.tokens,
        thurig: {
          ...base.tokens.thurig!,
          instance: { ...ti, gear: { ...ti.gear, hands: ['bow', null], loaded: ['bow'] } },
        },
      },
    } as Campaign
    const req = attack({ weapon: 'bow' })
    const p = preview(c, req)
    expect(p.rangePenalty).toBe(-3)
    // d20 − 3 + 4 ≥ 10: faces 9..20.
    expect(p.odds.pHit).toBeCloseTo(12 / 20, 12)
    const b = bruteForce(c, req, 0, true)
    expect(p.odds.expectedDamage).toBeCloseTo(b.expected, 10)
    expect(p.odds.pDown).toBeCloseTo(b.pDown, 10)
  })

  it('ZZ-39..41 says how many re-rolls and why, with the re-roll policy odds', () => {
    const p = preview(zzCampaign(), attack())
    expect(p.rerolls).toBe(1)
    expect(p.why).toEqual(['Back Attack: from behind Mondo'])
    expect(p.withReroll?.expectedDamage).toBeGreaterThan(p.odds.expectedDamage)
    expect(preview(zzCampaign({ thurig: { hex: { q: 5, r: 4 } } }), attack()).withReroll).toBeNull()
  })

  it('ZZ-34 a request that cannot be made previews as its refusal in words', () => {
    const r = zzAttackPreview(zzCampaign({ mondo: { hex: { q: 5, r: 0 } } }), attack())
    expect(r).toEqual({
      ok: false,
      refused: 'Mondo is 6 spaces away; an Unarmed Attack reaches 1.',
    })
    expect(zzAttackPreview(zzCampaign(), { kind: 'attack' }).ok).toBe(false)
  })

  it('odds laws: damage sums to 1, never negative, Down never likelier than damage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (x, y, heading, aim, friend) => {
          fc.pre(!(x === 5 && y === 5))
          const extra = friend ? [hero('aria', 'Aria', 6, 5)] : []
          const c = zzCampaign({
            thurig: { hex: { q: x, r: y } },
            mondo: { heading },
            extra,
          })
          const r = zzAttackPreview(c, attack({ aim }))
          if (!r.ok) return
          const o = r.preview.odds
          expect(o.damage.reduce((a, [, p]) => a + p, 0)).toBeCloseTo(1, 12)
          expect(o.damage.every(([d, p]) => d >= 0 && p >= 0)).toBe(true)
          expect(o.pDown).toBeLessThanOrEqual(o.pDamage + 1e-12)
        },
      ),
      { numRuns: 60 },
    )
  })
})
