/**
 * What an attack costs in a running fight (seed 001 L9–L10: 3AP a Turn, +2AP for each repeat of
 * an action after the first; L14: Mark costs 1AP; F-GG-4: the Attack action 1AP; L57: the extra
 * Light-weapon attack is part of the Attack action), read from `attackCost` directly.
 */
import { describe, expect, it } from 'vitest'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'
import { attackCost } from '../../../../shared/rules/gg/adapter/ruleset-attack-cost'
import { GgActionSchema, GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { ARIA, state } from './fixture'

const SHORTSWORD = GgActionSchema.parse({
  id: 'shortsword',
  name: 'Shortsword',
  damage: '1d6',
  properties: ['light'],
})
const DAGGER = GgActionSchema.parse({
  id: 'dagger',
  name: 'Dagger',
  damage: '1d4',
  properties: ['light'],
})
const LONGSWORD = GgActionSchema.parse({ id: 'longsword', name: 'Longsword', damage: '1d8' })
const FIRE_BOLT = GgActionSchema.parse({
  id: 'bolt',
  name: 'Fire Bolt',
  kind: 'spell',
  trait: 'KNO',
  ap: 2,
  damage: '1d10',
})
const SHEET = GgPcSchema.parse({ ...ARIA, actions: [SHORTSWORD, DAGGER, LONGSWORD, FIRE_BOLT] })

const after = (taken: Record<string, number>): GgInstance =>
  state(SHEET, { turn: { taken, reactions: [] } })
const plain = { opportunity: false, mark: false, offHand: 'none' } as const
const O = GG_DEFAULT_OPTIONS

describe('the extra Light-weapon attack with Mark (L14, L57)', () => {
  it('the extra attack itself is free; its Mark costs 1AP and is counted', () => {
    const c = attackCost(
      'Aria',
      after({ attack: 1, 'light:shortsword': 1 }),
      { ...plain, mark: true, offHand: 'weapon' },
      'weapon',
      DAGGER,
      O,
    )
    expect(c.cost).toEqual({ ap: 1 })
    expect('surcharge' in c).toBe(false)
    expect(c.paid.turn.taken).toEqual({ attack: 1, 'light:shortsword': 1, offHand: 1, mark: 1 })
  })

  it('a second Mark this Turn costs 1 + 2 = 3AP, said in words', () => {
    const c = attackCost(
      'Aria',
      after({ attack: 1, 'light:shortsword': 1, mark: 1 }),
      { ...plain, mark: true, offHand: 'weapon' },
      'weapon',
      DAGGER,
      O,
    )
    expect(c.cost).toEqual({ ap: 3 })
    expect(c.surcharge).toBe('Second Mark this Turn: +2AP (GG-015)')
    expect(c.paid.turn.taken.mark).toBe(2)
  })

  it('two Light Attacks (Shortsword, then Dagger) leave an extra attack the Dagger may make', () => {
    // The Dagger is a different weapon from the Shortsword that made the first Attack.
    const c = attackCost(
      'Aria',
      after({ attack: 2, 'light:shortsword': 1, 'light:dagger': 1 }),
      { ...plain, offHand: 'weapon' },
      'weapon',
      DAGGER,
      O,
    )
    expect(c.paid.turn.taken.offHand).toBe(1)
  })

  it('an Attack with a weapon that is not Light readies no extra attack', () => {
    const first = attackCost('Aria', after({}), plain, 'weapon', LONGSWORD, O)
    expect(first.cost).toEqual({ ap: 1 })
    expect(() =>
      attackCost('Aria', first.paid, { ...plain, offHand: 'weapon' }, 'weapon', DAGGER, O),
    ).toThrow(/has not taken the Attack action with a Light weapon/)
  })
})

describe('repeats and their surcharge (L10)', () => {
  it('a first Attack costs 1AP and says no surcharge', () => {
    const c = attackCost('Aria', after({}), plain, 'weapon', SHORTSWORD, O)
    expect(c.cost).toEqual({ ap: 1 })
    expect('surcharge' in c).toBe(false)
  })

  it('a second Attack with a second Mark: (1 + 2) + (1 + 2) = 6AP, both surcharges said', () => {
    const c = attackCost(
      'Aria',
      after({ attack: 1, mark: 1 }),
      { ...plain, mark: true },
      'weapon',
      LONGSWORD,
      O,
    )
    expect(c.cost).toEqual({ ap: 6 })
    expect(c.surcharge).toBe(
      'Second Attack this Turn: +2AP (GG-015); Second Mark this Turn: +2AP (GG-015)',
    )
    expect(c.paid.turn.taken).toEqual({ attack: 2, mark: 2 })
  })

  it('a spell is its own action: its own 2AP, not a repeat of the Attack before it', () => {
    const c = attackCost('Aria', after({ attack: 1 }), plain, 'spell', FIRE_BOLT, O)
    expect(c.cost).toEqual({ ap: 2 })
    expect('surcharge' in c).toBe(false)
    expect(c.paid.turn.taken).toEqual({ attack: 1, bolt: 1 })
  })

  it('the same spell again this Turn: 2 + 2 = 4AP', () => {
    const c = attackCost('Aria', after({ bolt: 1 }), plain, 'spell', FIRE_BOLT, O)
    expect(c.cost).toEqual({ ap: 4 })
    expect(c.surcharge).toBe('Second Fire Bolt this Turn: +2AP (GG-015)')
  })
})
