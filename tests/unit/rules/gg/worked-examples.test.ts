/**
 * Worked examples of OTHER-SYSTEMS.md Part A that no module's own tests named: Dropping Prone
 * (GG-026), crowding (GG-036), the Critical Hit cases (GG-051), OA permission (GG-059/120), a
 * thrown extra attack (GG-061), Three-quarters Cover (GG-067), BP never adding (GG-091) and
 * underwater combat (GG-130). GG-129 has no testable value (the Companion is missing).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  attackOutcome,
  canEndMoveIn,
  coverBonus,
  GG_DEFAULT_OPTIONS,
  GG_DROP_PRONE_COST,
  gainBarrierPoints,
  memoryStats,
  parseDiceExpr,
  resolveAttack,
  resolveGgOptions,
  thrownExtraAttack,
  underwaterAttack,
  underwaterResistances,
  withUnderwater,
} from '../../../../shared/rules/gg'
import { GgNpcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'

describe('Part A worked examples not named elsewhere', () => {
  it('GG-026: Aria drops Prone and still has 6 m of movement', () => {
    expect(6 - GG_DROP_PRONE_COST).toBe(6)
  })

  it('GG-036: a ninth Medium orc finds no free space within 1 m of Medium Aria', () => {
    // On 1 m hexes Aria has six neighbours; on squares eight. Either way the footprints decide:
    // a being may not end its move in an occupied space (GG-035).
    const neighboursOnSquares = 8
    const occupied = Array.from({ length: neighboursOnSquares }, () => true)
    expect(occupied.some((o) => canEndMoveIn(o))).toBe(false)
    expect(canEndMoveIn(false)).toBe(true)
  })

  it('GG-051: sword TTV 23 vs HT 13 is a Crit; a spell needs the natural 20', () => {
    expect(attackOutcome(23, 13, 'weapon', false)).toBe('critical')
    expect(attackOutcome(23, 13, 'spell', false)).toBe('hit')
    expect(attackOutcome(23, 13, 'spell', true)).toBe('critical')
    // An Inspired Event hits even below the HT (GG-Q21 default).
    const nat20 = resolveAttack(
      { kind: 'spell', trait: 0, sb: 0, trained: true, ht: 40, damage: parseDiceExpr('1d6') },
      scriptedDice({ 20: [20], 6: [3] }),
    )
    expect(nat20.outcome).toBe('critical')
  })

  it('GG-059 / GG-120: an NPC makes OAs only when its stat block says so; the Memory can', () => {
    const orc = GgNpcSchema.parse({
      id: 'orc',
      name: 'Orc',
      traits: { PHY: 3, AGI: 1, END: 4, KNO: 0, INT: 0, DET: 0 },
      hpMax: 40,
      opportunityAttack: false,
    })
    expect(orc.opportunityAttack).toBe(false)
    expect(memoryStats(1, { sb: 2, level: 3 }, 'fly').opportunityAttacks).toBe(true)
  })

  it('GG-061: a thrown dagger as the extra attack is ranged and adds no Trait or SB', () => {
    const dagger = { name: 'Dagger', light: true, thrown: true }
    expect(thrownExtraAttack(dagger)).toEqual({ ranged: true, damageAddsTraitOrSB: false })
    expect(() => thrownExtraAttack({ ...dagger, name: 'Sickle', thrown: false })).toThrow(
      'Sickle is not a Thrown weapon',
    )
  })

  it('GG-067: Three-quarters Cover raises HT 13 to 18', () => {
    expect(13 + coverBonus('threeQuarters')).toBe(18)
    expect(13 + coverBonus('half')).toBe(15)
  })

  it('GG-091: 5 BP offered 8 replaces to 8, never 13', () => {
    expect(gainBarrierPoints(5, 8, 'replace')).toBe(8)
    expect(gainBarrierPoints(5, 8, 'keep')).toBe(5)
  })

  it('GG-130: a longsword underwater is at Disadvantage; a spear is not', () => {
    expect(underwaterAttack({ melee: true, weapon: 'Longsword' })).toMatchObject({
      disadvantage: true,
      autoMiss: false,
    })
    expect(underwaterAttack({ melee: true, weapon: 'Boar spear' }).disadvantage).toBe(false)
    expect(withUnderwater('advantage', true)).toBe('normal')
    expect(withUnderwater('normal', true)).toBe('disadvantage')
  })

  it('GG-130: a ranged Weapon attack beyond Base Range misses; within it, Disadvantage', () => {
    const bow = { melee: false, weapon: 'Shortbow', baseRange: 24 }
    expect(underwaterAttack({ ...bow, distance: 30 }).autoMiss).toBe(true)
    expect(underwaterAttack({ ...bow, distance: 10 })).toMatchObject({
      disadvantage: true,
      autoMiss: false,
    })
  })

  it('GG-130: underwater a being resists fire; with the option off nothing changes', () => {
    expect(underwaterResistances({ cold: 1 })).toEqual({ cold: 1, fire: 1 })
    const off = resolveGgOptions({ underwater: 'none' })
    expect(underwaterResistances({ cold: 1 }, off)).toEqual({ cold: 1 })
    expect(underwaterAttack({ melee: true, weapon: 'Longsword' }, off).disadvantage).toBe(false)
    expect(GG_DEFAULT_OPTIONS.underwater).toBe('5e')
  })
})
