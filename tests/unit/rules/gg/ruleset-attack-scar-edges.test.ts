/**
 * The GM's answer to a Scar Concept offer (seed 001 L91–L93), with the offer set up by hand: what
 * the log says, and how the held damage lands (L100–L102 Unconscious or Dying, L112 a non-lethal
 * knockout; GG-Q55 `npcDeath` reads PCs apart from NPCs).
 */
import { describe, expect, it } from 'vitest'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { ARIA, ORC, ggCampaign, instanceIn, roll, state, token } from './fixture'

/** 14 Slashing held from the Orc's hit (after Aria's END), as the attack left it. */
const OFFER = {
  damage: 14,
  types: ['slashing'],
  crit: false,
  nonlethal: false,
  from: 'Orc',
  fromTokenId: 'orc',
}
const answer = (scarFor: string, choice: string) => ({ kind: 'check', scarFor, choice })

function offered(options: object = {}, more: Partial<GgInstance['scarOffer']> = {}) {
  const c = ggCampaign(options)
  c.tokens.aria!.instance = state(ARIA, { hp: 10, scarOffer: { ...OFFER, ...more } })
  return c
}

describe('the answer to a Scar offer', () => {
  it('says what was held, the Scar, and HP, under the hit it answers', () => {
    // Mild prevents ⌊30/4⌋ = 7: 14 − 7 = 7; HP 10 → 3.
    const out = roll(offered(), answer('aria', 'mild'), {})
    expect(out.outcome.what).toBe("Scar Concept against Orc's hit")
    expect(out.outcome.detail).toBe(
      '14 damage held; mild Scar Concept prevents 7: 14 → 7; HP 10 → 3 (7 HP lost)',
    )
    expect(out.label).toBe('Aria: Mild Scar taken')
    expect(out.actor).toBe('orc')
  })

  it.each([
    // GG-Q33 default: Moderate prevents up to ½ of HP Max 30 = 15, all of the 14 held: HP stays 10;
    // Severe up to ¾ of 30 = 22, all of it too. The log names the Severity the GM chose.
    ['moderate', 'Aria: Moderate Scar taken', 'moderate Scar Concept prevents 14'],
    ['severe', 'Aria: Severe Scar taken', 'severe Scar Concept prevents 14'],
  ])('a %s Scar is named in the log, and takes the whole hit', (scar, label, prevents) => {
    const out = roll(offered(), answer('aria', scar), {})
    expect(out.label).toBe(label)
    expect(out.outcome.detail).toContain(prevents)
    expect(instanceIn(out.changes, 'aria')!.hp).toBe(10)
  })

  it('L112: a held non-lethal melee hit still knocks out rather than leaving her Dying', () => {
    // Declined: 14 on HP 10 → 0, 4 left over (< 30): Unconscious, not Dying.
    const out = roll(offered({}, { nonlethal: true }), answer('aria', 'decline'), {})
    expect(instanceIn(out.changes, 'aria')!.dying).toMatchObject({
      unconscious: true,
      nonlethal: true,
      dying: false,
    })
    expect(out.outcome.detail).toContain(
      'Aria is knocked out (non-lethal): Unconscious, not Dying (GG-109)',
    )
  })

  it('the harm counts to no one when the attacker’s token is gone', () => {
    const c = offered()
    delete c.tokens.orc
    expect(roll(c, answer('aria', 'decline'), {}).actor).toBeUndefined()
  })

  it('a token with no stat block holds no offer, said in plain words', () => {
    const c = offered()
    c.tokens.barrel = token('barrel', 'Barrel', { kind: 'npc', id: 'x' }, { q: 1, r: 1 })
    delete c.tokens.barrel.npcId
    expect(() => roll(c, answer('barrel', 'decline'), {})).toThrow(
      'Barrel has no stat block, so it holds no Scar offer.',
    )
  })
})

describe('GG-Q55 npcDeath: the held damage drops a PC and an NPC apart', () => {
  const dieAt0 = { npcDeath: { named: 'dieAt0', minions: 'dieAt0' } }

  it('a PC follows the dying track: Unconscious and Dying, not dead (L100–L103)', () => {
    const out = roll(offered(dieAt0), answer('aria', 'decline'), {})
    expect(instanceIn(out.changes, 'aria')!.dying).toMatchObject({ dying: true, dead: false })
  })

  it('a named NPC dies at 0 HP under dieAt0, even on a token also linked to a PC', () => {
    for (const pcId of [undefined, 'aria']) {
      const c = ggCampaign(dieAt0)
      const orc = c.tokens.orc!
      if (pcId) orc.pcId = pcId
      orc.instance = state(ORC, {
        hp: 10,
        scarOffer: { ...OFFER, from: 'Aria', fromTokenId: 'aria' },
      })
      const out = roll(c, answer('orc', 'decline'), {})
      expect(instanceIn(out.changes, 'orc')!.dying.dead).toBe(true)
      expect(out.outcome.detail).toContain('Orc dies')
    }
  })
})
