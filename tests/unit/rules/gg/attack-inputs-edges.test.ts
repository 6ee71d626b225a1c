/**
 * What a GG attack request means before any die is thrown (prepareGgAttack), at its edges: the
 * refusals a GM reads when the attack cannot be made at all, the names the log and the table
 * give the attack (Grapple, Shove, an Opportunity Attack, the extra Light-weapon attack), the
 * Attack Roll's bonus with the GM's modifier and Flanking's +2, and what the roll hands the
 * engine (kind, magical damage, no damage for Grapple and Shove, the Long Range).
 * Aria (PHY 1, AGI 3, SB 2) stands next to the Orc (HT 11) on a 1 m hex map.
 */
import { describe, expect, it } from 'vitest'
import { RollRefused } from '../../../../shared/rules/ruleset'
import { prepareGgAttack } from '../../../../shared/rules/gg/adapter/attack-inputs'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'
import { GgAttackRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import { GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { ARIA, ORC, attack, ggCampaign, state, token } from './fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

/** Aria with a Dagger (Light, Thrown), a magic Longsword, a Claw and a spell. */
const DUELLIST = GgPcSchema.parse({
  ...ARIA,
  actions: [
    ...ARIA.actions,
    {
      id: 'dagger',
      name: 'Dagger',
      damage: '1d4',
      damageTypes: ['piercing'],
      properties: ['light', 'thrown'],
      range: 6,
      longRange: 18,
    },
    {
      id: 'flame',
      name: 'Flame Blade',
      damage: '1d8',
      damageTypes: ['slashing'],
      magical: true,
    },
    { id: 'claw', name: 'Claw', kind: 'unarmed', damage: '1d6', damageTypes: ['slashing'] },
    {
      id: 'bolt',
      name: 'Fire Bolt',
      kind: 'spell',
      trait: 'KNO',
      melee: false,
      range: 6,
      damage: '1d10',
      damageTypes: ['fire'],
    },
  ],
})

function duel(options: object = {}): GgCampaign {
  const c = ggCampaign(options)
  c.pcs = { aria: DUELLIST }
  return c
}

const prep = (c: GgCampaign, more: object = {}) =>
  prepareGgAttack(c, GgAttackRequestSchema.parse(attack(more)))

/** The refusal an attack request gets, as the GM reads it (a RollRefused, not a crash). */
function refusal(c: GgCampaign, more: object = {}): string {
  try {
    prep(c, more)
  } catch (err) {
    expect(err).toBeInstanceOf(RollRefused)
    return (err as Error).message
  }
  throw new Error('the attack was not refused')
}

describe('an attack that cannot be made at all', () => {
  it('a token attacking itself, or a target on another map', () => {
    expect(refusal(ggCampaign(), { targetTokenId: 'aria' })).toBe('Aria cannot attack itself.')
    const c = ggCampaign()
    c.tokens.orc!.mapId = 'map-2'
    expect(refusal(c)).toBe('Aria and Orc are on different maps.')
  })

  it('a token with no stat block: the attacker has no attacks, the target no HT or HP', () => {
    const c = ggCampaign()
    c.tokens.aria!.pcId = 'nobody'
    expect(refusal(c)).toBe(
      'Aria has no stat block, so it has no attacks to make. Link it to an NPC or PC from the library first.',
    )
    const d = ggCampaign()
    d.tokens.orc!.npcId = 'nobody'
    expect(refusal(d)).toBe(
      'Orc has no stat block, so its HT and HP are unknown. Link it to an NPC or PC from the library first.',
    )
  })

  it('seed 001 L100-L102: an attacker dead, out of the fight, Unconscious or Incapacitated', () => {
    // L100: "at 0 HP, they either are Knocked Out of the Fight or fall Unconscious"; neither
    // state acts, and the GM reads which one stops her.
    const as = (more: object) => {
      const c = ggCampaign()
      c.tokens.aria!.instance = state(ARIA, more)
      return refusal(c)
    }
    expect(as({ dying: { ...GG_UP, dead: true } })).toBe('Aria is dead and cannot attack.')
    expect(as({ dying: { ...GG_UP, outOfFight: true } })).toBe(
      'Aria is out of the fight and cannot attack.',
    )
    expect(as({ dying: { ...GG_UP, unconscious: true, dying: true } })).toBe(
      'Aria is Unconscious and cannot attack.',
    )
    expect(as({ conditions: ['incapacitated'] })).toBe('Aria is Incapacitated and cannot attack.')
  })

  it('seed 001 L101: a target Knocked Out of the Fight has left the Encounter', () => {
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, { hp: 0, dying: { ...GG_UP, outOfFight: true } })
    expect(refusal(c)).toBe('Orc is out of the fight (removed from the Encounter).')
  })

  it('seed 001 L91: a Scar Concept the last hit offered is answered before the next attack', () => {
    // L91: the Scar is taken "before reducing their HP", so the held damage waits on the answer.
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, {
      scarOffer: { damage: 6, types: ['slashing'], crit: false, nonlethal: false, from: 'Aria' },
    })
    expect(refusal(c)).toBe(
      'Orc has a Scar Concept offered by the last hit: accept or decline it first.',
    )
  })
})

describe('what the attack is called in the log and on the table', () => {
  it('a plain attack: "Aria attacks Orc" with her Longsword', () => {
    const p = prep(ggCampaign())
    expect([p.label, p.what, p.publicWhat]).toEqual([
      'Aria attacks Orc',
      'Longsword at Orc',
      'Longsword',
    ])
  })

  it('seed 001 L59, L62: a Grapple and a Shove are named as such, not as the Unarmed Strike', () => {
    const g = prep(ggCampaign(), { use: 'grapple', actionId: undefined })
    expect([g.label, g.what, g.publicWhat]).toEqual([
      'Aria tries to Grapple Orc',
      'Grapple at Orc',
      'Grapple',
    ])
    const s = prep(ggCampaign(), { use: 'shove', actionId: undefined })
    expect([s.label, s.what, s.publicWhat]).toEqual([
      'Aria tries to Shove Orc',
      'Shove at Orc',
      'Shove',
    ])
  })

  it('seed 001 L56: an Opportunity Attack says so; the table’s name leaves the target out', () => {
    const p = prep(ggCampaign(), { opportunity: true })
    expect([p.label, p.what, p.publicWhat]).toEqual([
      'Aria makes an Opportunity Attack at Orc',
      'Opportunity Attack with Longsword at Orc',
      'Opportunity Attack with Longsword',
    ])
  })

  it('seed 001 L14: an attack with Mark names the Mark', () => {
    expect(prep(ggCampaign(), { mark: true }).what).toBe('Longsword with Mark at Orc')
  })

  it('seed 001 L57-L58: the extra Light-weapon attack, in the other hand or thrown', () => {
    const held = prep(duel(), { actionId: 'dagger', offHand: 'weapon' })
    expect([held.what, held.publicWhat]).toEqual([
      'Dagger (extra attack) at Orc',
      'Dagger (extra attack)',
    ])
    const thrown = prep(duel(), { actionId: 'dagger', offHand: 'thrown' })
    expect([thrown.what, thrown.publicWhat]).toEqual([
      'Dagger thrown (extra attack) at Orc',
      'Dagger thrown (extra attack)',
    ])
  })
})

describe('the Attack Roll’s bonus', () => {
  it('the GM’s −1 is shown as a term and reaches the roll: PHY 1 + SB 2 − 1 = 2', () => {
    // seed 001 L42: a melee Weapon Attack rolls PHY and adds SB when Trained (Aria is).
    const p = prep(ggCampaign(), { modifier: -1 })
    expect(p.bonus).toEqual({ value: 2, how: 'PHY 1 + SB 2 − 1 (GM)' })
    // The engine adds PHY and SB itself; the modifier it reads is the rest: −1.
    expect(p.attack.modifier).toBe(-1)
  })

  it('seed 001 L37: a Flanked Orc under the +2 variant: PHY 1 + SB 2 + 3 (GM) + 2 = 8', () => {
    // Bren stands on the far side of the Orc from Aria (180° apart, L37's "at least 90").
    const c = ggCampaign({ flanking: true, flankEffect: 'plus2Hit' })
    c.tokens.bren = token('bren', 'Bren', { kind: 'pc', id: 'aria' }, { q: 7, r: 5 })
    const p = prep(c, { modifier: 3 })
    expect(p.bonus).toEqual({ value: 8, how: 'PHY 1 + SB 2 + 3 (GM) + 2 (Flanked)' })
    expect(p.attack.modifier).toBe(5)
    expect(p.advantageWhy).toEqual(['target is Flanked: +2 to hit'])
  })

  it('seed 001 L37: with no second hostile across the Orc, no Flanked bonus', () => {
    const c = ggCampaign({ flanking: true, flankEffect: 'plus2Hit' })
    const p = prep(c)
    expect(p.bonus).toEqual({ value: 3, how: 'PHY 1 + SB 2' })
    expect(p.attack.modifier).toBe(0)
    expect(p.advantageWhy).toEqual([])
  })
})

describe('what the roll hands the engine', () => {
  it('seed 001 L59, L62: a Grapple or Shove deals no damage; the engine is told which', () => {
    // "instead of dealing damage they can choose to Grapple the Target"
    const g = prep(ggCampaign(), { use: 'grapple', actionId: undefined })
    expect(g.damageText).toBeNull()
    expect(g.attack.instead).toBe('grapple')
    // No dice and no modifier: nothing a hit could deal.
    expect(g.attack.damage).toEqual({ terms: [], modifier: 0 })
    const s = prep(ggCampaign(), { use: 'shove', actionId: undefined })
    expect(s.damageText).toBeNull()
    expect(s.attack.instead).toBe('shove')
    const plain = prep(ggCampaign())
    expect(plain.damageText).not.toBeNull()
    expect('instead' in plain.attack).toBe(false)
  })

  it('seed 001 L82: a magic blade’s Slashing is magical; a plain one’s is not said to be', () => {
    const magic = prep(duel(), { actionId: 'flame' })
    expect(magic.magical).toBe(true)
    expect(magic.attack.magical).toBe(true)
    const plain = prep(duel())
    expect(plain.magical).toBe(false)
    expect('magical' in plain.attack).toBe(false)
  })

  it('seed 001 L51: a bow carries its Long Range; a sword has none', () => {
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 9, r: 5 }
    const bow = prep(c, { actionId: 'bow' })
    expect([bow.melee, bow.distance, bow.reach, bow.longRange]).toEqual([false, 4, 6, 12])
    const sword = prep(ggCampaign())
    expect('longRange' in sword).toBe(false)
    expect([sword.melee, sword.distance, sword.reach]).toEqual([true, 1, 1])
  })

  it('seed 001 L42-L43, L55: an Unarmed Strike, a Claw, a Weapon and a spell, each its kind', () => {
    // L55: "Attacks with Natural Weapons are considered Unarmed Strikes", so a Claw is one.
    const kindOf = (more: object) => prep(duel(), more).attack.kind
    expect(kindOf({ use: 'unarmed', actionId: undefined })).toBe('unarmed')
    expect(kindOf({ actionId: 'claw' })).toBe('unarmed')
    expect(kindOf({ actionId: 'longsword' })).toBe('weapon')
    expect(kindOf({ actionId: 'bolt' })).toBe('spell')
  })
})
