/**
 * A hit landing on its target (seed 001 L91 Scar Concepts "before reducing their HP", L98
 * Bloodied, L101 massive damage, L114 BP first), read from `scarChoices`, `hitLands` and
 * `damageLands` directly. Aria: HP max 30, END 2 (Damage Reduction ⌊2/2⌋ = 1 against Slashing).
 */
import { describe, expect, it } from 'vitest'
import { absorbDamage, applyDamage } from '../../../../shared/rules/gg/engine/damage'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { damageTargetOf } from '../../../../shared/rules/gg/adapter/ruleset-attack-damage'
import {
  damageLands,
  hitLands,
  scarChoices,
  type GgHitTarget,
} from '../../../../shared/rules/gg/adapter/ruleset-attack-land'
import {
  GgNpcSchema,
  GgPcSchema,
  type GgSheet,
} from '../../../../shared/rules/gg/engine/sheet-schema'
import { ARIA, GOBLIN, ggCampaign, state } from './fixture'

function hitOn(
  sheet: GgSheet,
  isPc: boolean,
  more: Partial<GgInstance>,
  options: object = {},
): GgHitTarget {
  return {
    campaign: ggCampaign(options),
    name: sheet.name,
    isPc,
    sheet,
    state: state(sheet, more),
    options: resolveGgOptions(options),
  }
}

const byOrc = { crit: false, nonlethal: false, from: 'Orc' }
const slash = (amount: number) => ({ amount, types: ['slashing'] })
const damageOn = (t: GgHitTarget, amount: number) =>
  applyDamage(slash(amount), damageTargetOf(t.sheet, t.state), undefined, t.options)

describe('the Scar Concept offer (L91–L93)', () => {
  it('holds the damage after END and BP would drop her, and says only her own modifiers', () => {
    // 14 Slashing − DR 1 = 13; BP 3 soak 3, 10 reaches HP 10 → 0: a drop, so an offer.
    // HP max 30: Mild ⌊30/4⌋ = 7, Moderate ⌊30/2⌋ = 15, Severe ⌊90/4⌋ = 22.
    const t = hitOn(ARIA, true, { hp: 10, bp: 3 })
    const out = hitLands(t, slash(14), byOrc)
    expect(out.held).toBe(true)
    expect(out.notes).toEqual([
      'Endurance 2: Damage Reduction 1: 14 → 13',
      '13 damage would drop Aria to 0 HP: a Scar Concept is offered (Mild up to 7, Moderate up to 15, Severe up to 22); the damage waits for the answer (GG-087)',
    ])
    // HP and BP wait for the answer; the offer keeps the types and no attacker token it was not given.
    expect([out.state.hp, out.state.bp]).toEqual([10, 3])
    expect(out.state.scarOffer).toStrictEqual({
      damage: 13,
      types: ['slashing'],
      crit: false,
      nonlethal: false,
      from: 'Orc',
    })
  })

  it('a hit that does not drop her lands at once (default: offered only when dropped)', () => {
    // 7 − 1 = 6: HP 30 → 24, above half (15): no Bloodied, and no Prone without Unconscious.
    const out = hitLands(hitOn(ARIA, true, { hp: 30 }), slash(7), byOrc)
    expect(out.held).toBe(false)
    expect(out.state.hp).toBe(24)
    expect(out.state.conditions).toEqual([])
  })

  it('never offered when the table says never, nor when BP soak everything (nothing reaches HP)', () => {
    const never = hitOn(ARIA, true, { hp: 10 }, { scarOfferWhen: 'never' })
    expect(scarChoices(never, damageOn(never, 14))).toEqual([])
    // 5 − 1 = 4, all of it into 10 BP.
    const soaked = hitOn(ARIA, true, { hp: 10, bp: 10 }, { scarOfferWhen: 'everyHit' })
    expect(scarChoices(soaked, damageOn(soaked, 5))).toEqual([])
  })

  it('a named NPC is offered one too; a PC is, whatever rank its sheet carries', () => {
    // The Goblin (END 0, HP 5): 6 Slashing drops it. Mild ⌊5/4⌋ = 1, Moderate ⌊5/2⌋ = 2, Severe ⌊15/4⌋ = 3.
    const goblin = hitOn(GOBLIN, false, { hp: 5 })
    expect(scarChoices(goblin, damageOn(goblin, 6))).toEqual(['mild', 'moderate', 'severe'])
    const pc = hitOn(GgPcSchema.parse({ ...ARIA, rank: 'minion' }), true, { hp: 10 })
    expect(scarChoices(pc, damageOn(pc, 14))).toEqual(['mild', 'moderate', 'severe'])
  })

  it('a Severity that would prevent nothing is not offered: HP max 3 has no Mild (⌊3/4⌋ = 0)', () => {
    // Moderate ⌊3/2⌋ = 1, Severe ⌊9/4⌋ = 2.
    const tiny = hitOn(GgNpcSchema.parse({ ...GOBLIN, hpMax: 3 }), false, { hp: 3 })
    expect(scarChoices(tiny, damageOn(tiny, 4))).toEqual(['moderate', 'severe'])
  })
})

describe('the damage landing (L98, L101, L114)', () => {
  it('a Mild Scar takes 7 off 44: 37 lands on HP 10, 27 left over (< 30): Unconscious, not knocked out', () => {
    const t = hitOn(ARIA, true, { hp: 10 })
    const d = absorbDamage(44, ['slashing'], damageTargetOf(t.sheet, t.state), 'mild', t.options)
    const out = damageLands(t, d, byOrc)
    expect(out.state.hp).toBe(0)
    expect(out.state.scars).toEqual(['mild'])
    expect(out.notes).toEqual(['Aria falls Unconscious and Prone', 'Aria is Dying'])
  })

  it('HP that does not drop brings no Bloodied, even at 10 of 30', () => {
    // 5 − 1 = 4, all into 10 BP: HP stays 10; Bloodied comes when HP drops to half (L98).
    const t = hitOn(ARIA, true, { hp: 10, bp: 10 })
    const out = damageLands(t, damageOn(t, 5), byOrc)
    expect([out.state.hp, out.state.bp]).toEqual([10, 6])
    expect(out.state.conditions).toEqual([])
  })

  it('L101/L106: massive damage outside a Critical Engagement kills when the table says Wounded 5 kills there', () => {
    // 44 Slashing held (after END) on HP 10: 34 left over ≥ HP max 30 → Knocked Out of the Fight,
    // which ends as Wounded 5 does in this (other) kind of encounter: here, death.
    const t = hitOn(
      ARIA,
      true,
      { hp: 10 },
      { wounded5: { criticalEngagement: 'dies', other: 'dies' } },
    )
    const d = absorbDamage(44, ['slashing'], damageTargetOf(t.sheet, t.state), undefined, t.options)
    const out = damageLands(t, d, byOrc)
    expect(out.state.dying.dead).toBe(true)
  })
})
