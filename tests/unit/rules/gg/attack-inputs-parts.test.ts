/**
 * The parts of reading a GG attack request (attack-inputs-parts): the action it is made with and
 * the refusals about it (the common Unarmed Strike, Grapple and Shove, Opportunity Attacks, the
 * extra Light-weapon attack), the range measured on the map, the HT with cover, the cell aimed
 * at, and Advantage's reasons in the GM's words.
 * Aria (PHY 1, AGI 3, SB 2) stands at (5, 5), the Orc (HT 11) next to her at (6, 5).
 */
import { describe, expect, it } from 'vitest'
import { RollRefused } from '../../../../shared/rules/ruleset'
import {
  advantageOf,
  chosenAction,
  coveredHt,
  standsOn,
} from '../../../../shared/rules/gg/adapter/attack-inputs-parts'
import { prepareGgAttack } from '../../../../shared/rules/gg/adapter/attack-inputs'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { GgAttackRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import { GgNpcSchema, GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { ARIA, ORC, attack, ggCampaign, state, token } from './fixture'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'

/** Aria with a Dagger (Light, Thrown), a Knife never given a range, a Sling and a spell. */
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
      id: 'knife',
      name: 'Knife',
      damage: '1d4',
      damageTypes: ['piercing'],
      properties: ['light', 'thrown'],
    },
    { id: 'hatchet', name: 'Hatchet', damage: '1d6', properties: ['light'] },
    { id: 'sling', name: 'Sling', melee: false, damage: '1d4', damageTypes: ['bludgeoning'] },
    {
      // A spell the sheet's author tagged Light by mistake: still no Light weapon.
      id: 'bolt',
      name: 'Fire Bolt',
      kind: 'spell',
      trait: 'KNO',
      melee: false,
      range: 6,
      properties: ['light'],
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

const request = (more: object = {}) => GgAttackRequestSchema.parse(attack(more))
const prep = (c: GgCampaign, more: object = {}) => prepareGgAttack(c, request(more))

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

describe('the common Unarmed Strike (seed 001 L55)', () => {
  it('L55: with none on the sheet, Grapple uses the common one: 1d4, Bludgeoning', () => {
    // "an Unarmed Strike deals Bludgeoning damage equal to 1d4 + the Character's SB + their Physique"
    const o = resolveGgOptions({})
    const { action, melee, kind } = chosenAction(
      ggCampaign().tokens.aria!,
      ARIA,
      ORC,
      request({ use: 'unarmed', actionId: undefined }),
      o,
    )
    expect([action.name, action.damage, action.damageTypes, melee, kind]).toEqual([
      'Unarmed Strike',
      '1d4',
      ['bludgeoning'],
      true,
      'unarmed',
    ])
  })

  it('L55, L59: a Grapple is a melee Unarmed Strike even when her natural weapon is a spit', () => {
    // L55: an Unarmed Strike is made "instead of ... a melee Weapon Attack"; L59 grapples with one.
    const spitter = GgPcSchema.parse({
      ...ARIA,
      actions: [
        { id: 'spit', name: 'Spit', kind: 'unarmed', melee: false, range: 5, damage: '1d4' },
      ],
    })
    const c = ggCampaign()
    c.pcs = { aria: spitter }
    const p = prep(c, { use: 'grapple', actionId: undefined })
    expect([p.action.name, p.melee, p.reach]).toEqual(['Spit', true, 1])
  })
})

describe('which action', () => {
  it('the Attack action needs an action named, and one the sheet has', () => {
    expect(refusal(ggCampaign(), { actionId: undefined })).toBe(
      "Say which of Aria's actions Aria attacks with.",
    )
    expect(refusal(ggCampaign(), { actionId: 'axe' })).toBe('Aria has no action "axe".')
  })

  it('seed 001 L59, L62: a Huge target cannot be Shoved either; an Unarmed Strike still hits it', () => {
    // "The Target must be no more than one Size Category larger": medium → huge is two.
    const ogre = GgNpcSchema.parse({ ...ORC, id: 'ogre', name: 'Ogre', size: 'huge' })
    const c = ggCampaign({}, [ogre])
    c.tokens.orc!.npcId = 'ogre'
    expect(refusal(c, { use: 'shove', actionId: undefined })).toBe(
      'A medium creature cannot Shove a huge one: it is too big.',
    )
    expect(refusal(c, { use: 'grapple', actionId: undefined })).toBe(
      'A medium creature cannot Grapple a huge one: it is too big.',
    )
    expect(prep(c, { use: 'unarmed', actionId: undefined }).attack.kind).toBe('unarmed')
  })

  it('seed 001 L56: an Opportunity Attack is a melee one, never a bow shot', () => {
    expect(refusal(ggCampaign(), { actionId: 'bow', opportunity: true })).toBe(
      'An Opportunity Attack is a melee Weapon Attack or Unarmed Strike; Shortbow is ranged.',
    )
  })
})

describe('the extra Light-weapon attack (seed 001 L57-L58)', () => {
  it('L57: only with a Light Weapon: not a Longsword, not a spell tagged Light, not a fist', () => {
    // "attacks with a Weapon with the Light Weapon Property ... with a different Weapon ... Light"
    expect(refusal(duel(), { offHand: 'weapon' })).toBe(
      "The extra attack is made with a Light weapon in the other hand (GG-060); Longsword is not one on Aria's stat block.",
    )
    expect(refusal(duel(), { actionId: 'bolt', offHand: 'weapon' })).toBe(
      "The extra attack is made with a Light weapon in the other hand (GG-060); Fire Bolt is not one on Aria's stat block.",
    )
    expect(refusal(duel(), { use: 'unarmed', actionId: undefined, offHand: 'weapon' })).toBe(
      "The extra attack is made with a Light weapon in the other hand (GG-060); Unarmed Strike is not one on Aria's stat block.",
    )
    expect(prep(duel(), { actionId: 'hatchet', offHand: 'weapon' }).action.name).toBe('Hatchet')
  })

  it('L57: it is part of the Attack action, so never a reaction, and it has one target', () => {
    expect(refusal(duel(), { actionId: 'dagger', offHand: 'weapon', opportunity: true })).toBe(
      'The extra Light-weapon attack is part of the Attack action, not a reaction.',
    )
    const c = duel()
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 5, r: 6 })
    expect(refusal(c, { actionId: 'dagger', offHand: 'weapon', alsoTargetTokenIds: ['gob'] })).toBe(
      'The extra Light-weapon attack has one target.',
    )
  })

  it('L58: thrown needs the Thrown property and a range to throw it to', () => {
    expect(refusal(duel(), { actionId: 'hatchet', offHand: 'thrown' })).toBe(
      'Hatchet has no Thrown property, so it cannot be thrown (GG-061).',
    )
    expect(refusal(duel(), { actionId: 'knife', offHand: 'thrown' })).toBe(
      "Knife has no range on Aria's stat block; give it one to throw it.",
    )
    // Thrown, the Dagger is a ranged attack: its range, not her 1 m reach.
    const p = prep(duel(), { actionId: 'dagger', offHand: 'thrown' })
    expect([p.melee, p.reach, p.longRange]).toEqual([false, 6, 18])
  })
})

describe('range (seed 001 L50-L51)', () => {
  it('a ranged action the sheet gives no range cannot be aimed', () => {
    expect(refusal(duel(), { actionId: 'sling' })).toBe("Sling has no range on Aria's stat block.")
  })

  it('L51: exactly at Long Range 12 m the bow still shoots, at Disadvantage; at 13 m it cannot', () => {
    // "they cannot be made against Targets beyond the listed Long Range": 12 is not beyond 12.
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 17, r: 5 }
    const p = prep(c, { actionId: 'bow' })
    expect(p.distance).toBe(12)
    expect(p.advantageWhy).toEqual(['beyond Base Range: Disadvantage'])
    c.tokens.orc!.hex = { q: 18, r: 5 }
    expect(refusal(c, { actionId: 'bow' })).toBe(
      "Orc is 13 m away, beyond Shortbow's long range of 12 m.",
    )
  })

  it('L50: a spell with a single Range of 6 m cannot reach 7 m (no "long" range to name)', () => {
    const c = duel()
    c.tokens.orc!.hex = { q: 12, r: 5 }
    expect(refusal(c, { actionId: 'bolt' })).toBe(
      "Orc is 7 m away, beyond Fire Bolt's range of 6 m.",
    )
  })
})

describe('the HT with cover (seed 001 L65, L67)', () => {
  const orc = () => ggCampaign().tokens.orc!

  it('L65: half cover adds 2 to HT 11: 13', () => {
    expect(coveredHt(orc(), ORC, request({ cover: 'half' }))).toEqual({
      value: 13,
      how: 'HT 11 (from the stat block) + half cover 2',
    })
  })

  it('L67: three-quarters cover adds 5 to HT 11: 16', () => {
    expect(coveredHt(orc(), ORC, request({ cover: 'threeQuarters' }))).toEqual({
      value: 16,
      how: 'HT 11 (from the stat block) + three-quarters cover 5',
    })
  })

  it('no cover: the stat block’s HT 11', () => {
    expect(coveredHt(orc(), ORC, request())).toEqual({
      value: 11,
      how: 'HT 11 (from the stat block)',
    })
  })
})

describe('the cell aimed at (seed 001 L47)', () => {
  // A Large being covers its anchor and the next two hexes round from its facing.
  const large = (facing?: number): GgToken => ({
    ...ggCampaign().tokens.orc!,
    size: 'large',
    ...(facing !== undefined ? { facing } : {}),
  })

  it('a Large Orc at (6, 5) facing east covers (6, 5), (7, 5) and (7, 4), nothing else', () => {
    expect(standsOn(large(), { q: 6, r: 5 })).toBe(true)
    expect(standsOn(large(), { q: 7, r: 4 })).toBe(true)
    expect(standsOn(large(), { q: 8, r: 5 })).toBe(false)
    expect(standsOn(large(), { q: 6, r: 4 })).toBe(false)
  })

  it('turned to face west (facing 3) it covers (5, 5) and (5, 6) instead of (7, 5)', () => {
    expect(standsOn(large(3), { q: 5, r: 6 })).toBe(true)
    expect(standsOn(large(3), { q: 7, r: 5 })).toBe(false)
  })

  it('L47: guessing the wrong cell is an automatic miss; the right one is not', () => {
    // "If the Target isn't in the location you Targeted, you automatically miss."
    const wrong = prep(ggCampaign(), { unseenTarget: true, aimedAt: { q: 6, r: 6 } })
    expect(wrong.attack.autoMiss).toBe(true)
    const right = prep(ggCampaign(), { unseenTarget: true, aimedAt: { q: 6, r: 5 } })
    expect(right.attack.autoMiss).toBe(false)
  })
})

describe('Advantage in the GM’s words', () => {
  it('one source is a source, two are sources; none is not listed', () => {
    expect(prep(ggCampaign()).advantageWhy).toEqual([])
    expect(prep(ggCampaign(), { advantages: 1, disadvantages: 1 }).advantageWhy).toEqual([
      '1 Advantage source (GM)',
      '1 Disadvantage source (GM)',
    ])
    expect(prep(ggCampaign(), { advantages: 2, disadvantages: 2 }).advantageWhy).toEqual([
      '2 Advantage sources (GM)',
      '2 Disadvantage sources (GM)',
    ])
  })

  /** Aria's Longsword at the Orc, with Bren beyond it: Flanked under the +2 variant. */
  const flankedSituation = (distance: number) => {
    const options = resolveGgOptions({ flanking: true, flankEffect: 'plus2Hit' })
    const c = ggCampaign({ flanking: true, flankEffect: 'plus2Hit' })
    c.tokens.bren = token('bren', 'Bren', { kind: 'pc', id: 'aria' }, { q: 7, r: 5 })
    return {
      campaign: c,
      attacker: c.tokens.aria!,
      target: c.tokens.orc!,
      mySet: {},
      theirs: state(ORC),
      melee: true,
      distance,
      reach: 1,
      longRange: undefined,
      request: request(),
      options,
    }
  }

  it('seed 001 L36-L37: the Flanked bonus is for a hostile whose reach covers the target', () => {
    // L37 flanks a Character "within the AoC" (reach, L36) of the hostiles: an attacker 2 m away
    // with a 1 m reach is not one of them.
    expect(advantageOf(flankedSituation(1)).mods.bonus).toBe(2)
    expect(advantageOf(flankedSituation(2)).mods.bonus).toBe(0)
    expect(advantageOf(flankedSituation(2)).why).toEqual([])
  })

  it('a hand-made request with half a source is refused in words, not thrown as a crash', () => {
    const s = flankedSituation(1)
    expect(() => advantageOf({ ...s, request: { ...s.request, advantages: 0.5 } })).toThrow(
      new RollRefused('Advantage and Disadvantage are counted in whole numbers, 0 or more.'),
    )
  })
})
