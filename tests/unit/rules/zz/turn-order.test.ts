import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import { zzTurnOrder, type ZzTurnEntrant } from '../../../../shared/rules/zz/engine/turn-order'
import { opts } from './turn-fixture'

const e = (id: string, side: 'hero' | 'zaldar', seat: number, dex = 1): ZzTurnEntrant => ({
  id,
  name: id,
  side,
  seat,
  dex,
})
const table = [
  e('Orc1', 'zaldar', 0),
  e('Elf', 'hero', 2),
  e('Dwarf', 'hero', 1),
  e('Gob1', 'zaldar', 1),
]

describe('zz turn order', () => {
  it('F-ZZ-1 heroesThenZaldar: Heroes in seat order, then Zaldar with all his figures as one turn', () => {
    const r = zzTurnOrder(table, opts(), scriptedDice({}))
    expect(r.slots).toEqual([
      { label: 'Dwarf', side: 'hero', ids: ['Dwarf'] },
      { label: 'Elf', side: 'hero', ids: ['Elf'] },
      { label: 'Zaldar', side: 'zaldar', ids: ['Orc1', 'Gob1'] },
    ])
  })

  it("ZZ-Q1 alternate: a Hero, then one of Zaldar's figures, in turn; leftovers at the end", () => {
    const r = zzTurnOrder(
      [...table, e('Gob2', 'zaldar', 2)],
      opts({ turnOrder: 'alternate' }),
      scriptedDice({}),
    )
    expect(r.slots.map((s) => s.label)).toEqual(['Dwarf', 'Orc1', 'Elf', 'Gob1', 'Gob2'])
  })

  it('ZZ-Q1 d20Initiative: highest first; a tie goes to the higher DEX, then a re-roll', () => {
    // Seat order rolls: Orc1 (seat 0) 15, Dwarf (1) 9, Gob1 (1) 15, Elf (2) 9.
    const entrants = [
      e('Orc1', 'zaldar', 0, 2),
      e('Dwarf', 'hero', 1, 3),
      e('Gob1', 'zaldar', 1, 2),
      e('Elf', 'hero', 2, 1),
    ]
    const dice = scriptedDice({ 20: [15, 9, 15, 9, 4, 11] })
    const r = zzTurnOrder(entrants, opts({ turnOrder: 'd20Initiative' }), dice)
    dice.assertDone()
    // Orc1 and Gob1 tie at 15 and on DEX 2: re-roll 4 vs 11 → Gob1 first. Dwarf beats Elf on DEX.
    expect(r.slots.map((s) => s.label)).toEqual(['Gob1', 'Orc1', 'Dwarf', 'Elf'])
    expect(r.rolls).toEqual({ Orc1: [15, 4], Dwarf: [9], Gob1: [15, 11], Elf: [9] })
  })

  it('ZZ-Q1 property: every reading puts every figure in the round exactly once', () => {
    const entrant = fc.record({
      side: fc.constantFrom('hero' as const, 'zaldar' as const),
      seat: fc.integer({ min: 0, max: 6 }),
      dex: fc.integer({ min: 0, max: 3 }),
    })
    fc.assert(
      fc.property(
        fc.array(entrant, { maxLength: 10 }),
        fc.constantFrom(
          'heroesThenZaldar' as const,
          'alternate' as const,
          'd20Initiative' as const,
        ),
        fc.integer({ min: 1, max: 1e9 }),
        (list, turnOrder, seed) => {
          const entrants = list.map((x, i) => ({ ...x, id: `f${i}`, name: `f${i}` }))
          const r = zzTurnOrder(entrants, opts({ turnOrder }), seededDice(seed))
          const ids = r.slots.flatMap((s) => s.ids).sort()
          expect(ids).toEqual(entrants.map((x) => x.id).sort())
        },
      ),
    )
  })
})
