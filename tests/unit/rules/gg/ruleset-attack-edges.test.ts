/**
 * A GG attack through the ruleset's roll, at its edges: what the GM's log says for Grapple and
 * Shove (seed 001 L59, L62), an action with no damage, Mark (L14), several targets (L77) and the
 * words of a plain hit. Aria (PHY 1, SB 2) attacks the Orc (HT 11, END 4 → Damage Reduction 2).
 */
import { describe, expect, it } from 'vitest'
import { recordingDice, scriptedDice } from '../../../../shared/dice'
import { GgNpcSchema, GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  ARIA,
  GOBLIN,
  ORC,
  applied,
  attack,
  gg,
  ggCampaign,
  instanceIn,
  parsed,
  roll,
  state,
  token,
} from './fixture'

/** The Orc immune to being Grappled and knocked Prone. */
const SLIPPERY = GgNpcSchema.parse({ ...ORC, conditionImmunities: ['grappled', 'prone'] })

/** Aria with a Net (no damage dice, a rider) and Thunder Clap (three targets). */
const CASTER = GgPcSchema.parse({
  ...ARIA,
  actions: [
    ...ARIA.actions,
    { id: 'net', name: 'Net', riders: 'the target is Restrained' },
    {
      id: 'clap',
      name: 'Thunder Clap',
      kind: 'spell',
      trait: 'KNO',
      reach: 1,
      targets: 3,
      damage: '2d6',
      damageTypes: ['cold'],
    },
  ],
})

function caster() {
  const c = ggCampaign()
  c.pcs = { aria: CASTER }
  return c
}

describe('the log of a hit', () => {
  it('a Longsword hit: roll, damage, END and HP in one line', () => {
    // d20 10 + PHY 1 + SB 2 = 13 ≥ 11; 1d8 [6] + PHY 1 = 7; END 4 → DR 2: 5; HP 40 → 35.
    const out = roll(ggCampaign(), attack(), { 20: [10], 8: [6] })
    expect(out.outcome.detail).toBe(
      'd20 10 + 3 (PHY 1 + SB 2) = 13 vs HT 11 (from the stat block); damage 1d8 [6] + 1 = 7 Slashing; Endurance 4: Damage Reduction 2: 7 → 5; HP 40 → 35 (5 HP lost)',
    )
  })
})

describe('the reasons for Advantage, in one note', () => {
  it('two GM sources and a target that cannot see her (L48) are listed together', () => {
    // Advantage: two d20s, the higher kept: 15 + 3 = 18 ≥ 11, margin 7: an Overwhelming Blow,
    // so the d8 is not rolled.
    const out = roll(ggCampaign(), attack({ advantages: 2, unseenAttacker: true }), {
      20: [4, 15],
    })
    expect(
      out.outcome.detail.endsWith(
        '; 2 Advantage sources (GM), the target cannot see the attacker: Advantage',
      ),
    ).toBe(true)
  })
})

describe('riders', () => {
  it('are read for the action chosen, not for an Unarmed Strike made as the common action', () => {
    const tail = GgPcSchema.parse({
      ...ARIA,
      actions: [{ id: 'tail', name: 'Tail', kind: 'unarmed', damage: '1d4', riders: 'trips' }],
    })
    const c = ggCampaign()
    c.pcs = { aria: tail }
    // Unarmed: d20 10 + PHY 1 + SB 2 = 13 ≥ 11, 1d4 [2] + SB 2 + PHY 1 = 5.
    const common = roll(c, attack({ use: 'unarmed', actionId: undefined }), { 20: [10], 4: [2] })
    expect(common.outcome.detail).not.toContain('riders')
    const chosen = roll(c, attack({ actionId: 'tail' }), { 20: [10], 4: [2] })
    expect(chosen.outcome.detail).toContain('; riders: trips')
  })
})

describe('magical damage (L82)', () => {
  it('a magic Longsword’s Slashing skips END’s reduction when the table says so: 7 on HP 40 → 33', () => {
    // d20 10 + 3 = 13 ≥ 11; 1d8 [6] + PHY 1 = 7, no DR 2 from END 4 against magical damage.
    const sword = { ...ARIA.actions[0]!, magical: true }
    const c = ggCampaign({ endDRvsMagical: false })
    c.pcs = { aria: GgPcSchema.parse({ ...ARIA, actions: [sword] }) }
    const out = roll(c, attack(), { 20: [10], 8: [6] })
    expect(instanceIn(out.changes, 'orc')?.hp).toBe(33)
  })
})

describe('Grapple and Shove (L59, L62)', () => {
  it('a Grapple that hits says so; on a target immune to it, that it cannot be', () => {
    const out = roll(ggCampaign(), attack({ use: 'grapple' }), { 20: [10] })
    expect(out.outcome.detail).toContain('; Orc is Grappled (speed 0; escape: 2AP, GG-063)')
    const immune = ggCampaign({}, [GgNpcSchema.parse({ ...SLIPPERY, id: 'eel' })])
    immune.tokens.orc!.npcId = 'eel'
    const none = roll(immune, attack({ use: 'grapple' }), { 20: [10] })
    expect(none.outcome.detail).toContain('; Orc cannot be Grappled')
    expect(instanceIn(none.changes, 'orc')).toBeUndefined()
  })

  it('a Shove with no choice knocks Prone; an immune target cannot be; sideways is said', () => {
    const prone = roll(ggCampaign(), attack({ use: 'shove' }), { 20: [10] })
    expect(instanceIn(prone.changes, 'orc')?.conditions).toEqual(['prone'])
    expect(prone.outcome.detail).toContain('; Orc is knocked Prone')
    const immune = ggCampaign({}, [GgNpcSchema.parse({ ...SLIPPERY, id: 'eel' })])
    immune.tokens.orc!.npcId = 'eel'
    const none = roll(immune, attack({ use: 'shove' }), { 20: [10] })
    expect(none.outcome.detail).toContain('; Orc cannot be knocked Prone')
    expect(instanceIn(none.changes, 'orc')).toBeUndefined()
    const side = roll(ggCampaign(), attack({ use: 'shove', shove: 'sideways1m' }), { 20: [10] })
    expect(side.outcome.detail).toContain('; move Orc 1 m to the side on the map')
  })
})

describe('an action with no damage dice', () => {
  it('a hit deals none and the GM reads its riders; a miss reads none', () => {
    // d20 10 + 3 = 13 ≥ 11: a hit. d20 2 + 3 = 5: a miss.
    const hit = roll(caster(), attack({ actionId: 'net' }), { 20: [10] })
    expect(hit.outcome.detail).toContain(
      '; Net deals no damage; read its riders; riders: the target is Restrained',
    )
    const miss = roll(caster(), attack({ actionId: 'net' }), { 20: [2] })
    expect(miss.outcome.detail).not.toContain('riders')
  })
})

describe('Mark (L14)', () => {
  it('a missed Mark says it missed', () => {
    const out = roll(ggCampaign(), attack({ mark: true }), { 20: [2] })
    expect(out.outcome.detail).toContain('; the Mark misses with the attack')
  })

  it('Marking the target again keeps one Mark; another token loses Aria’s, keeping Bren’s', () => {
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, { markedBy: ['Aria'], conditions: ['marked'] })
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 1, r: 1 })
    c.tokens.gob.instance = state(GOBLIN, { markedBy: ['Aria', 'Bren'], conditions: ['marked'] })
    // A token with no state yet is left alone.
    c.tokens.gob2 = token('gob2', 'Goblin 2', { kind: 'npc', id: 'goblin' }, { q: 1, r: 3 })
    const out = roll(c, attack({ mark: true }), { 20: [10], 8: [6] })
    applied(c, out.changes)
    expect(c.tokens.orc!.instance).toMatchObject({ markedBy: ['Aria'], conditions: ['marked'] })
    expect(c.tokens.gob.instance).toMatchObject({ markedBy: ['Bren'], conditions: ['marked'] })
    expect(c.tokens.gob2.instance).toBeUndefined()
    expect(out.changes.map((ch) => (ch as { tokenId?: string }).tokenId)).toEqual(['orc', 'gob'])
  })

  it('a token whose only Mark was Aria’s loses the Marked condition, not its others', () => {
    const c = ggCampaign()
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 1, r: 1 })
    c.tokens.gob.instance = state(GOBLIN, { markedBy: ['Aria'], conditions: ['marked', 'prone'] })
    applied(c, roll(c, attack({ mark: true }), { 20: [10], 8: [6] }).changes)
    expect(c.tokens.gob.instance).toMatchObject({ markedBy: [], conditions: ['prone'] })
  })
})

describe('several targets (L77)', () => {
  function three() {
    const c = caster()
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 4, r: 5 })
    c.tokens.gob2 = token('gob2', 'Goblin 2', { kind: 'npc', id: 'goblin' }, { q: 5, r: 4 })
    return c
  }

  it('a one-target action at two is refused, counting its targets in words', () => {
    expect(() => roll(three(), attack({ alsoTargetTokenIds: ['gob'] }), {})).toThrow(
      "Longsword has 1 target on Aria's stat block, not 2.",
    )
  })

  it('Thunder Clap has 3 targets, so not 4; a sweeping Unarmed Strike is still one target', () => {
    const c = three()
    c.tokens.gob3 = token('gob3', 'Goblin 3', { kind: 'npc', id: 'goblin' }, { q: 6, r: 4 })
    expect(() =>
      roll(c, attack({ actionId: 'clap', alsoTargetTokenIds: ['gob', 'gob2', 'gob3'] }), {}),
    ).toThrow("Thunder Clap has 3 targets on Aria's stat block, not 4.")
    const sweeper = GgPcSchema.parse({
      ...CASTER,
      actions: [{ id: 'tail', name: 'Tail', kind: 'unarmed', damage: '1d6', targets: 2 }],
    })
    c.pcs = { aria: sweeper }
    expect(() =>
      roll(c, attack({ use: 'unarmed', actionId: undefined, alsoTargetTokenIds: ['gob'] }), {}),
    ).toThrow('An Unarmed Strike, Grapple or Shove has one target.')
  })

  it('Thunder Clap reaches all of its 3 targets, but not as an Opportunity Attack or with Mark', () => {
    const clap = (more: object) =>
      attack({ actionId: 'clap', alsoTargetTokenIds: ['gob', 'gob2'], ...more })
    // Three Attack Rolls (KNO 1 + SB 2: 10 + 3 = 13 hits HT 11 and HT 10), one 2d6 [3, 4] = 7.
    const out = roll(three(), clap({}), { 20: [10, 10, 10], 6: [3, 4] })
    expect(out.outcome.outcome).toBe('3 of 3 hit')
    expect(() => roll(three(), clap({ opportunity: true }), {})).toThrow(
      'An Opportunity Attack has one target.',
    )
    expect(() => roll(three(), clap({ mark: true }), {})).toThrow(
      'Mark one target at a time: untick Mark.',
    )
  })
})

describe('several targets: what the GM and the table read', () => {
  it('one line per target, the shared Damage Roll first in the notes, and the label', () => {
    const c = caster()
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 4, r: 5 })
    const out = roll(c, attack({ actionId: 'clap', alsoTargetTokenIds: ['gob'] }), {
      20: [10, 2],
      6: [3, 4],
    })
    // KNO 1 + SB 2 = +3: 13 hits the Orc (HT 11); 5 misses the Goblin (HT 10). 2d6 [3, 4] = 7
    // Cold, no END reduction against Cold: Orc HP 40 → 33.
    expect(out.outcome.what).toBe('Thunder Clap at Orc, Goblin')
    expect(out.label).toBe('Aria attacks Orc, Goblin')
    expect(out.outcome.outcome).toBe('1 of 2 hit')
    expect(out.outcome.detail).toBe(
      'Orc: hit, d20 10 + 3 (KNO 1 + SB 2) = 13 vs HT 11 (from the stat block); damage 2d6 [3, 4] = 7 Cold; HP 40 → 33 (7 HP lost)' +
        ' | Goblin: miss, d20 2 + 3 (KNO 1 + SB 2) = 5 vs HT 10 (from the stat block)' +
        '; one Damage Roll for every target (GG-072): 2d6 [3, 4] = 7',
    )
  })

  it('each Attack Roll is its own part of the roll, named for its target, then the Damage', () => {
    const c = caster()
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 4, r: 5 })
    const dice = recordingDice(scriptedDice({ 20: [10, 10], 6: [3, 4] }))
    gg.rolls.resolve(parsed(attack({ actionId: 'clap', alsoTargetTokenIds: ['gob'] })), c, dice)
    dice.take()
    expect(dice.parts().map((p) => p.label)).toEqual(['To hit: Orc', 'To hit: Goblin', 'Damage'])
    const one = recordingDice(scriptedDice({ 20: [10], 8: [6] }))
    gg.rolls.resolve(parsed(attack()), ggCampaign(), one)
    one.take()
    expect(one.parts().map((p) => p.label)).toEqual(['To hit', 'Damage'])
  })
})

describe('the extra Light-weapon attack’s note (L57)', () => {
  const DUAL = GgPcSchema.parse({
    ...ARIA,
    actions: [
      { id: 'sword', name: 'Shortsword', damage: '1d6', properties: ['light'] },
      { id: 'dagger', name: 'Dagger', damage: '1d4', properties: ['light'] },
      {
        id: 'xbow',
        name: 'Hand crossbow',
        melee: false,
        range: 6,
        longRange: 24,
        damage: '1d6',
        properties: ['light'],
      },
    ],
  })
  function afterSword() {
    const c = ggCampaign()
    c.pcs = { aria: DUAL }
    c.tokens.aria!.instance = state(DUAL, {
      turn: { taken: { attack: 1, 'light:sword': 1 }, reactions: [] },
    })
    c.tokens.orc!.hex = { q: 9, r: 5 }
    return c
  }
  const NOTE = 'the extra attack of the Attack action: neither Trait nor SB on its damage (GG-060)'

  it('a melee off-hand weapon: the note alone', () => {
    const c = afterSword()
    c.tokens.orc!.hex = { q: 6, r: 5 }
    const out = roll(c, attack({ actionId: 'dagger', offHand: 'weapon' }), { 20: [2] })
    expect(out.outcome.detail.endsWith(`; ${NOTE}`)).toBe(true)
  })

  it('a ranged off-hand weapon the GM says is Loaded (L57): the note says so', () => {
    // The Orc 4 m away, within the crossbow's 6 m Base Range.
    const out = roll(
      afterSword(),
      attack({ actionId: 'xbow', offHand: 'weapon', offHandLoaded: true }),
      { 20: [2] },
    )
    expect(out.outcome.detail.endsWith(`; ${NOTE}; Loaded, as a ranged weapon must be`)).toBe(true)
  })
})

describe('GG-Q55 npcDeath named dieAt0: a PC target follows the dying track, an NPC dies', () => {
  const options = { npcDeath: { named: 'dieAt0', minions: 'dieAt0' }, scarOfferWhen: 'never' }

  it('the Orc at 5 HP dies of Aria’s 7 − 2 = 5, even on a token also linked to a PC', () => {
    for (const pcId of [undefined, 'aria']) {
      const c = ggCampaign(options)
      if (pcId) c.tokens.orc!.pcId = pcId
      c.tokens.orc!.instance = state(ORC, { hp: 5 })
      const out = roll(c, attack(), { 20: [10], 8: [6] })
      expect(instanceIn(out.changes, 'orc')!.dying.dead).toBe(true)
    }
  })

  it('Aria at 5 HP falls Dying from the Orc’s 15 − 1 = 14, not dead', () => {
    // d20 10 + PHY 3 + SB 2 = 15 ≥ HT 13; 1d12 [12] + 3 = 15; Aria's END 2 → DR 1: 14.
    const c = ggCampaign(options)
    c.tokens.aria!.instance = state(ARIA, { hp: 5 })
    const out = roll(
      c,
      attack({ attackerTokenId: 'orc', targetTokenId: 'aria', actionId: 'greataxe' }),
      { 20: [10], 12: [12] },
    )
    expect(instanceIn(out.changes, 'aria')!.dying).toMatchObject({ dying: true, dead: false })
  })
})
