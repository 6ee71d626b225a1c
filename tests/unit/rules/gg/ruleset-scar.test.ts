/**
 * The Scar Concept offer at the table (GG-087; seed 001 L91–93): a hit that would drop its target
 * holds its damage; the GM's answer (a Scar or none) lands it. Defaults (GG-Q33): Mild / Moderate /
 * Severe prevent up to ¼ / ½ / ¾ of the HP Maximum, rounded down; one of each Severity at a time.
 */
import { describe, expect, it } from 'vitest'
import { ARIA, applied, attack, ggCampaign, instanceIn, roll, state } from './fixture'

/** The Orc's Greataxe at Aria: d20 10 + PHY 3 + SB 2 = 15 ≥ HT 13, a hit (margin 2, no OB). */
const orcHits = (more: object = {}) =>
  attack({ attackerTokenId: 'orc', targetTokenId: 'aria', actionId: 'greataxe', ...more })
/** 1d12 [12] + PHY 3 = 15 Slashing; Aria's END 2 gives DR 1 (GG-080) → 14 reaches her. */
const FACES = { 20: [10], 12: [12] }

const answer = (choice: string) => ({ kind: 'check', scarFor: 'aria', choice })

function ariaAt(hp: number, more: object = {}, options: object = {}) {
  const c = ggCampaign(options)
  c.tokens.aria!.instance = state(ARIA, { hp, ...more })
  return c
}

describe('a Scar Concept offered when damage would drop a Character (GG-087, L91–93)', () => {
  it('holds the damage that would drop her and says what each Severity would prevent', () => {
    const c = ariaAt(10)
    const out = roll(c, orcHits(), FACES)
    const aria = instanceIn(out.changes, 'aria')!
    // "before reducing their HP": HP stays 10 until the answer.
    expect(aria.hp).toBe(10)
    expect(aria.scarOffer).toMatchObject({ damage: 14, crit: false, from: 'Orc' })
    // HP Max 30: Mild ⌊30/4⌋ = 7, Moderate ⌊30/2⌋ = 15, Severe ⌊30·3/4⌋ = 22.
    expect(out.outcome.detail).toContain('14 damage would drop Aria to 0 HP')
    expect(out.outcome.detail).toContain('Mild up to 7, Moderate up to 15, Severe up to 22')
    expect(out.outcome.public).toEqual({ what: 'Greataxe', total: 15, outcome: 'hit' })
  })

  it('a Mild Scar accepted: 14 − 7 = 7 lands, HP 10 → 3, the Scar held (A.4 GG-087 example)', () => {
    const c = applied(ariaAt(10), roll(ariaAt(10), orcHits(), FACES).changes)
    const out = roll(c, answer('mild'), {})
    const aria = instanceIn(out.changes, 'aria')!
    expect(aria.hp).toBe(3)
    expect(aria.scars).toEqual(['mild'])
    expect(aria.scarOffer).toBeUndefined()
    // HP 3 of 30: 2·3 ≤ 30 Bloodied, 4·3 = 12 ≤ 30 Desperation (GG-096/097).
    expect(aria.conditions).toEqual(expect.arrayContaining(['bloodied', 'desperation']))
    expect(out.outcome).toMatchObject({ who: 'Aria', outcome: 'Mild Scar taken' })
    expect(out.outcome.detail).toContain('mild Scar Concept prevents 7: 14 → 7')
    expect(out.outcome.detail).toContain('HP 10 → 3')
    expect(out.outcome.public).toEqual({
      what: 'Scar Concept',
      total: null,
      outcome: 'Mild Scar taken',
    })
    expect(out.actor).toBe('orc')
  })

  it('declined: all 14 lands, HP 10 → 0 with 4 left over (< 30): Unconscious and Dying', () => {
    const c = applied(ariaAt(10), roll(ariaAt(10), orcHits(), FACES).changes)
    const out = roll(c, answer('decline'), {})
    const aria = instanceIn(out.changes, 'aria')!
    expect(aria.hp).toBe(0)
    expect(aria.scars).toEqual([])
    expect(aria.dying).toMatchObject({ unconscious: true, dying: true })
    expect(out.outcome.outcome).toBe('Scar declined')
  })

  it('one Scar of each Severity: a held Mild cannot be taken again, Moderate can', () => {
    const start = () => ariaAt(10, { scars: ['mild'] })
    const c = applied(start(), roll(start(), orcHits(), FACES).changes)
    // Mild is not offered: Moderate 15 and Severe 22 are.
    expect(instanceIn(roll(start(), orcHits(), FACES).changes, 'aria')!.scarOffer).toBeDefined()
    expect(() => roll(c, answer('mild'), {})).toThrow(/already has a Mild Scar/)
    // Moderate prevents min(14, 15) = 14: HP stays 10.
    const out = roll(c, answer('moderate'), {})
    expect(instanceIn(out.changes, 'aria')).toMatchObject({ hp: 10, scars: ['mild', 'moderate'] })
  })

  it('the target cannot be attacked again until the offer is answered', () => {
    const c = applied(ariaAt(10), roll(ariaAt(10), orcHits(), FACES).changes)
    expect(() => roll(c, orcHits(), {})).toThrow(/Scar Concept offered.*accept or decline/)
    expect(() => roll(ariaAt(10), answer('mild'), {})).toThrow(/no Scar Concept offered/)
  })

  it('no offer when the hit would not drop her (default), on every hit under everyHit', () => {
    // HP 30 − 14 = 16: not dropped, so the damage lands at once.
    const landed = roll(ariaAt(30), orcHits(), FACES)
    expect(instanceIn(landed.changes, 'aria')).toMatchObject({ hp: 16 })
    expect(instanceIn(landed.changes, 'aria')!.scarOffer).toBeUndefined()
    const every = roll(ariaAt(30, {}, { scarOfferWhen: 'everyHit' }), orcHits(), FACES)
    expect(instanceIn(every.changes, 'aria')).toMatchObject({ hp: 30 })
    expect(every.outcome.detail).toContain('14 damage would take Aria to 16 HP')
    const never = roll(ariaAt(10, {}, { scarOfferWhen: 'never' }), orcHits(), FACES)
    expect(instanceIn(never.changes, 'aria')).toMatchObject({ hp: 0 })
  })

  it('no offer once every Severity is held', () => {
    const out = roll(ariaAt(10, { scars: ['mild', 'moderate', 'severe'] }), orcHits(), FACES)
    expect(instanceIn(out.changes, 'aria')).toMatchObject({ hp: 0 })
  })
})
