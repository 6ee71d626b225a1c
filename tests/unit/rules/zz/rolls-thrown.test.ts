import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { resolveZzRoll } from './rolls-fixture'
import { zzAttackPreview } from '../../../../shared/rules/zz/adapter/attack-preview'
import { ZzPcSchema } from '../../../../shared/rules/zz/engine/sheet-schema'
import { applied, inst, THURIG_SHEET, zzCampaign } from './rolls-fixture'

// Thurig (STR 3) holds a hand axe whose sheet says range 2: seed 003 L276 ("5 spaces plus your
// STR") makes his throwing range 5 + 3 = 8, whatever the sheet lists.
const AXE = { id: 'axe', name: 'Hand axe', kind: 'thrown', range: 2, damage: 'd6' } as const

function thrower(mondoAt: { q: number; r: number }, options: Record<string, unknown> = {}) {
  // Mondo faces south (heading 4), towards Thurig: a front attack, no re-roll to wait for.
  const c = zzCampaign({
    mondo: { hex: mondoAt, heading: 4 },
    thurig: { hex: { q: 5, r: 9 } },
    options,
  })
  const sheet = ZzPcSchema.parse({ ...THURIG_SHEET, weapons: [...THURIG_SHEET.weapons, AXE] })
  const i = inst(c, 'thurig')
  const t = c.tokens.thurig!
  return {
    ...c,
    pcs: { thurig: sheet },
    tokens: {
      ...c.tokens,
      thurig: { ...t, instance: { ...i, gear: { ...i.gear, hands: ['axe', null] } } },
    },
  } as Campaign
}

const throwAxe = {
  kind: 'attack',
  attackerTokenId: 'thurig',
  targetTokenId: 'mondo',
  weapon: 'axe',
}

describe('ZZ-32 attacking with a thrown weapon (seed 003 L272-279)', () => {
  it('within 5 + STR spaces: no range penalty, 1 AP, and one Direction Die roll from the target', () => {
    // Thurig (5,9) -> Mondo (5,3): 6 spaces, within 8, so no −1s (the sheet's range 2 would give −4).
    // Ranged Attack Roll (ZZ-43): d20 [6] + Archery Basic 4 = 10 ≥ 10: hit.
    // Damage: d6 [4] + 0 = 4 vs Mondo d4 [1] + DEX 2 = 3: 1 damage, 4 → 3 HP.
    // L279: the Direction Die lands it; d8 face 5 = S, one square south of Mondo: (5,4).
    const c = thrower({ q: 5, r: 3 })
    const r = resolveZzRoll(throwAxe, c, scriptedDice({ 20: [6], 6: [4], 4: [1], 8: [5] }))
    expect(r.cost).toEqual({ ap: 1 })
    expect(r.outcome.detail).toContain('Range 8, 6 away; Direction Die: S; it lands on 5,4')
    const after = applied(c, r)
    expect(inst(after, 'mondo').hp).toBe(3)
    expect(inst(after, 'thurig').gear.hands).toEqual([null, null])
    const m = after.maps.m
    expect(m?.kind === 'square' && m.items?.['5,4']).toEqual([{ id: 'axe', name: 'Hand axe' }])
    expect(m?.kind === 'square' && m.items?.['5,3']).toBeUndefined()
  })

  it('beyond range: −1 per space on the roll, one Direction Die roll per space from the last square in range', () => {
    // Thurig (5,9) -> Mondo (5,0): 9 spaces, 1 beyond 8. d20 [15] + 4 − 1 = 18: hit.
    // d6 [4] vs d4 [1] + 2 = 3: 1 damage. Scatter (ZZ-Q30 lastInRange): the 8th square on the
    // line north is (5,1); one roll, face 3 = E → (6,1).
    const c = thrower({ q: 5, r: 0 })
    const r = resolveZzRoll(throwAxe, c, scriptedDice({ 20: [15], 6: [4], 4: [1], 8: [3] }))
    expect(r.outcome.detail).toContain(
      'Range 8, 9 away (1 beyond range); Direction Die: E; it lands on 6,1',
    )
    const m = applied(c, r).maps.m
    expect(m?.kind === 'square' && m.items?.['6,1']).toEqual([{ id: 'axe', name: 'Hand axe' }])
  })

  it('a miss still lands by the Direction Die (L279 "whether it does damage or is blocked")', () => {
    // d20 [3] + 4 = 7 < 10: miss, no damage roll; d8 face 1 = N: one north of Mondo (5,3) → (5,2).
    const c = thrower({ q: 5, r: 3 })
    const r = resolveZzRoll(throwAxe, c, scriptedDice({ 20: [3], 8: [1] }))
    const after = applied(c, r)
    expect(inst(after, 'mondo').hp).toBe(4)
    const m = after.maps.m
    expect(m?.kind === 'square' && m.items?.['5,2']).toEqual([{ id: 'axe', name: 'Hand axe' }])
  })

  it('the table option thrownAttackCost "attack" charges an Attack’s 2 AP (ZZ-05)', () => {
    const c = thrower({ q: 5, r: 3 }, { thrownAttackCost: 'attack' })
    const r = resolveZzRoll(throwAxe, c, scriptedDice({ 20: [3], 8: [1] }))
    expect(r.cost).toEqual({ ap: 2 })
  })

  it('the preview names the throwing range 5 + STR and 1 AP', () => {
    const p = zzAttackPreview(thrower({ q: 5, r: 0 }), throwAxe)
    expect(p.ok && [p.preview.range, p.preview.rangePenalty, p.preview.cost.ap]).toEqual([8, -1, 1])
  })
})
