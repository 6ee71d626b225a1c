/**
 * One GG being as the combat hooks read it: who counts as a PC, whose side it fights on for Limit
 * Potential (OTHER-SYSTEMS.md GG-Q42), the party's pool as stored, and the conditions the rules
 * see (A.5.1: an Unconscious being also lies Prone unless the table applies it by hand).
 */
import { describe, expect, it } from 'vitest'
import type { Token } from '../../../../shared/model'
import { RollRefused } from '../../../../shared/rules/ruleset'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'
import { ggInstanceOf, type GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  conditionSet,
  ggOptionsOf,
  isPc,
  limitPotential,
  LP_KEY,
  lpSide,
} from '../../../../shared/rules/gg/adapter/ruleset-combat-being'
import { ggBegun, ggCampaign } from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const tok = (over: Partial<Token>): Token => ({ ...ggCampaign().tokens.orc!, ...over })

describe('isPc: a token stands for a player character', () => {
  it.each([
    ['a PC token', { kind: 'pc', pcId: 'aria', npcId: undefined }, true],
    [
      'a token tied to a PC sheet only, whatever its kind',
      { kind: 'npc', pcId: 'aria', npcId: undefined },
      true,
    ],
    ['an NPC token', { kind: 'npc', npcId: 'orc', pcId: undefined }, false],
    [
      'a token tied to both: the NPC sheet wins',
      { kind: 'npc', npcId: 'orc', pcId: 'aria' },
      false,
    ],
    ['a token tied to no sheet', { kind: 'npc', npcId: undefined, pcId: undefined }, false],
  ] as const)('%s', (_n, over, pc) => {
    expect(isPc(tok(over as Partial<Token>))).toBe(pc)
  })
})

describe('GG-Q42 whose side a being fights on', () => {
  // Aria and Bram fight for 'party'; the Orc and the Wolf for 'enemies' (the fixture's sides).
  const c = ggBegun(ggCampaign(), ['aria', 'orc', 'wolf'], [15, 10, 5])

  it('a PC is a PC, in a fight or not', () => {
    expect(lpSide(c, c.tokens.aria!)).toBe('pc')
    expect(lpSide(ggCampaign(), ggCampaign().tokens.bram!)).toBe('pc')
  })

  it('an NPC on a side a PC fights for is an ally; on another side, a hostile', () => {
    const order = c.combat!.order.map((e) => (e.tokenId === 'wolf' ? { ...e, side: 'party' } : e))
    const allied: GgCampaign = { ...c, combat: { ...c.combat!, order } }
    expect(lpSide(allied, allied.tokens.wolf!)).toBe('ally')
    expect(lpSide(allied, allied.tokens.orc!)).toBe('hostile')
  })

  it('an NPC not in the fight is hostile', () => {
    // Bram is not in this fight, so 'party' is Aria's side only; the Wolf is, on 'enemies'.
    const outside = ggCampaign()
    expect(lpSide(outside, outside.tokens.orc!)).toBe('hostile')
    const noWolf: GgCampaign = {
      ...c,
      combat: { ...c.combat!, order: c.combat!.order.filter((e) => e.tokenId !== 'wolf') },
    }
    expect(lpSide(noWolf, noWolf.tokens.wolf!)).toBe('hostile')
  })
})

describe('GG-110 the party pool as stored', () => {
  const withLp = (value: unknown): GgCampaign => ({
    ...ggCampaign(),
    rulesetState: { [LP_KEY]: value },
  })

  it('reads a whole number of at least 0; anything else is an empty pool', () => {
    expect(limitPotential(withLp(150))).toBe(150)
    expect(limitPotential(withLp(0))).toBe(0)
    expect(limitPotential(withLp(2.5))).toBe(0)
    expect(limitPotential(withLp(-5))).toBe(0)
    expect(limitPotential(withLp('150'))).toBe(0)
    expect(limitPotential(ggCampaign())).toBe(0)
  })
})

describe('the table options', () => {
  it('a value edited by hand that the table does not know is refused in words', () => {
    const c: GgCampaign = { ...ggCampaign(), tableOptions: { hoverCheck: 'sometimes' } }
    expect(() => ggOptionsOf(c)).toThrow(RollRefused)
    expect(() => ggOptionsOf(c)).toThrow(/^Table option not understood: /)
  })
})

describe('A.5.1 the conditions the rules see', () => {
  // A being at 10 HP with every other part of its state at its default.
  const inst = (over: Partial<GgInstance>): GgInstance => ({
    ...(ggInstanceOf({ hp: 10 }) as GgInstance),
    ...over,
  })

  it('Slowed appears with its Degrees only when it has some', () => {
    expect(conditionSet(inst({}))).toStrictEqual({})
    expect(conditionSet(inst({ slowed: 2, conditions: ['marked'] }))).toStrictEqual({
      marked: true,
      slowed: 2,
    })
  })

  it('Unconscious lies Prone too, unless the table applies Unconscious by hand', () => {
    const down = inst({ dying: { ...GG_UP, unconscious: true, dying: true } })
    expect(conditionSet(down)).toStrictEqual({ unconscious: true, prone: true })
    const manual = resolveGgOptions({ cond: { unconscious: 'manual' } })
    expect(conditionSet(down, manual)).toStrictEqual({ unconscious: true })
  })

  it('a being Knocked Out of the Fight reads as knocked out', () => {
    const out = inst({ dying: { ...GG_UP, outOfFight: true } })
    expect(conditionSet(out)).toStrictEqual({ knockedOut: true })
  })
})
