/**
 * A sheet's weapon and state as the engine's attack and defender inputs, at their edges: Beyond
 * Range and the Critical Area from the distance (or the GM's word over it), the fields an attack
 * carries only when chosen, and Edge/Flaw given beside labelled sources (seed 000: Beyond Range
 * L486-488; Crits!; Armor & Plating; Edge & Flaw).
 */
import { describe, expect, it } from 'vitest'
import {
  attackInputFor,
  checkInputFor,
  defenderFrom,
  HARBOUR_SMUGGLER,
  RUST_SENTINEL,
} from '../../../../shared/rules/bluebox'

const weapon = (npc: typeof RUST_SENTINEL, id: string) => npc.weapons.find((w) => w.id === id)!
// The Harbour Smuggler's Disk Sling: ranged, 10 m, Critical Area 6-8 m, no damage type.
const sling = weapon(HARBOUR_SMUGGLER, 'disk-sling')

describe('distance on an attack', () => {
  it('past its range, up to twice it, a ranged attack is Beyond Range: 1 Flaw (L488)', () => {
    // 15 m with a 10 m sling: past 10, within 20.
    expect(attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 15 }).flaw).toBe(1)
    expect(attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 10 }).flaw).toBe(0)
  })

  it("the GM's word overrides the distance; no distance means neither Beyond Range nor Critical", () => {
    expect(
      attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 15, beyondRange: false }).flaw,
    ).toBe(0)
    const none = attackInputFor(HARBOUR_SMUGGLER, sling, {})
    expect(none).toMatchObject({ flaw: 0, critical: false })
  })

  it('inside the Critical Area the attack is Critical, unless the GM says not (Crits!)', () => {
    expect(attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 7 }).critical).toBe(true)
    expect(attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 9 }).critical).toBe(false)
    expect(
      attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 7, critical: false }).critical,
    ).toBe(false)
  })
})

describe('what an attack carries only when chosen', () => {
  it('a damage type only for a weapon that has one', () => {
    expect('damageType' in attackInputFor(HARBOUR_SMUGGLER, sling)).toBe(false)
    expect(attackInputFor(RUST_SENTINEL, weapon(RUST_SENTINEL, 'piston-maul')).damageType).toBe(
      'iron',
    )
  })

  it('a sacrifice of Power Dice and a Decisive option only when the attacker chose them', () => {
    const plain = attackInputFor(HARBOUR_SMUGGLER, sling)
    expect('sacrifice' in plain || 'decisiveOption' in plain).toBe(false)
    const chosen = attackInputFor(HARBOUR_SMUGGLER, sling, {
      sacrifice: 1,
      decisiveOption: 'shatter',
    })
    expect(chosen).toMatchObject({ sacrifice: 1, decisiveOption: 'shatter' })
  })
})

describe('Edge and Flaw beside their sources', () => {
  it('the GM-given dice add to the labelled ones', () => {
    const source = { label: 'Frightened', edge: 0, flaw: 1, rule: 'Frightened' }
    const edgeSource = { label: 'Kept watch', edge: 1, flaw: 0, rule: 'Kept watch' }
    // One Flaw from Frightened and two from the GM: 3; one Edge from the watch and one given: 2.
    const input = checkInputFor(HARBOUR_SMUGGLER, 'deception', {
      flaw: 2,
      edge: 1,
      sources: [source, edgeSource],
    })
    expect(input).toMatchObject({ flaw: 3, edge: 2 })
  })
})

describe('the defender', () => {
  it('is submerged only when its state says so', () => {
    expect(defenderFrom(HARBOUR_SMUGGLER, { hp: 5 }).submerged).toBe(false)
    expect(defenderFrom(HARBOUR_SMUGGLER, { hp: 5, submerged: true }).submerged).toBe(true)
  })
})
