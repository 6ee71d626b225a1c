/**
 * Crafting and weapon practice in a rest, at their edges: "Spend time crafting items from the
 * Simple Craftables list equal to (1) + KNO" (seed 000 L693), a failed roll losing no components
 * (L740), the Crafting DCs (Rope 6, L760); "Doing this twice will make you Practiced" (L696).
 * Demo sheets: Vaka KNO 1 (2 items), Crafting d12 + KNO; the Rust Sentinel an NPC with KNO 1.
 */
import { describe, expect, it } from 'vitest'
import type { PcRecord } from '../../../../shared/rules/bluebox'
import {
  SLING,
  demo,
  editPc,
  pcOf,
  plan,
  state,
  outcomeLines as lines,
  resolveWith as resolve,
} from './rest-fixture'

const vakaCrafts = (slot: object) => plan({ 'pc-vaka': [{ activity: 'craft', ...slot }] })

describe('what is crafted (L693)', () => {
  it.each([
    ['no item', {}],
    ['an item not on the Simple Craftables list', { item: 'sword' }],
    ['a name every object has', { item: 'toString' }],
  ])('%s: nothing is rolled or made', (_n, slot) => {
    const r = resolve(vakaCrafts(slot), demo())
    expect(lines(r)[0]).toBe('Vaka: Craft Simple Craftables: nothing: no craftable chosen')
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('KNO -1 makes 1 + KNO = 0 items: no check is rolled', () => {
    const c = editPc(demo(), 'vaka', { stats: { FOR: 1, DEX: 2, SPI: 0, CHA: 0, KNO: -1 } })
    const r = resolve(vakaCrafts({ item: 'rope' }), c)
    expect(r.outcomes[0]).toMatchObject({
      what: 'Craft Simple Craftables: Rope',
      total: null,
      outcome: 'nothing made',
      detail: '1 + KNO is 0',
    })
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('asking for more than 1 + KNO rolls only 1 + KNO checks', () => {
    // KNO 1: 2 Ropes at most, whatever the slot asks; 6 + 1 and 9 + 1 both meet DC 6.
    const r = resolve(vakaCrafts({ item: 'rope', count: 5 }), demo(), { 12: [6, 9] })
    expect(lines(r).slice(0, 3)).toEqual([
      'Vaka: Crafting check DC 6: Rope 1 of 2: made',
      'Vaka: Crafting check DC 6: Rope 2 of 2: made',
      'Vaka: Inventory: Rope × 0 → 2',
    ])
    expect(pcOf(r.changes, 'vaka')!.inventory).toEqual([{ name: 'Rope', count: 2 }])
  })

  it('one below the DC fails; the inventory line counts only what was made', () => {
    // 4 + 1 = 5 < 6 fails, 5 + 1 = 6 makes one.
    const r = resolve(vakaCrafts({ item: 'rope' }), demo(), { 12: [4, 5] })
    expect(r.outcomes.map((o) => [o.total, o.outcome])).toEqual([
      [5, 'failed (no components lost)'],
      [6, 'made'],
      [1, 'Rope × 0 → 1'],
    ])
  })

  it("an NPC companion's two made items are logged by count", () => {
    // The Sentinel (KNO 1) makes 2 Ropes: 7 + 1 and 8 + 1 against DC 6.
    const p = plan(
      { 'npc-sentinel': [{ activity: 'craft', item: 'rope' }] },
      {
        members: ['npc-sentinel'],
      },
    )
    const r = resolve(p, demo({ 'npc-sentinel': state([], 24) }), { 12: [7, 8] })
    expect(r.outcomes[2]).toEqual({
      who: 'Rust Sentinel',
      what: 'Inventory',
      total: 2,
      outcome: '2 × Rope made: note it by hand',
      detail: 'an NPC sheet is shared by all its tokens',
    })
  })
})

describe('the inventory the crafted items go to', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Thing ${i}`, count: 1 }))

  it('a full inventory takes no new line: the items are noted by hand', () => {
    // The sheet holds at most 200 lines; one Rope made (7 + 1 against DC 6) finds no room.
    const c = editPc(demo(), 'vaka', { inventory: many(200) })
    const r = resolve(vakaCrafts({ item: 'rope', count: 1 }), c, { 12: [7] })
    expect(lines(r)[1]).toBe(
      'Vaka: Inventory: 1 × Rope made: the inventory is full, note it by hand',
    )
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('a full inventory that already holds the item adds to its line', () => {
    const c = editPc(demo(), 'vaka', { inventory: [...many(199), { name: 'Rope', count: 1 }] })
    const r = resolve(vakaCrafts({ item: 'rope', count: 1 }), c, { 12: [7] })
    expect(lines(r)[1]).toBe('Vaka: Inventory: Rope × 1 → 2')
    expect(pcOf(r.changes, 'vaka')!.inventory!.at(-1)).toEqual({ name: 'Rope', count: 2 })
  })

  it('a full inventory whose first line is the item adds to that line', () => {
    const c = editPc(demo(), 'vaka', { inventory: [{ name: 'Rope', count: 1 }, ...many(199)] })
    const r = resolve(vakaCrafts({ item: 'rope', count: 1 }), c, { 12: [7] })
    expect(lines(r)[1]).toBe('Vaka: Inventory: Rope × 1 → 2')
  })

  it('one line short of full still takes the new item', () => {
    const c = editPc(demo(), 'vaka', { inventory: many(199) })
    const r = resolve(vakaCrafts({ item: 'rope', count: 1 }), c, { 12: [7] })
    expect(pcOf(r.changes, 'vaka')!.inventory).toHaveLength(200)
    expect(pcOf(r.changes, 'vaka')!.inventory!.at(-1)).toEqual({ name: 'Rope', count: 1 })
  })

  it('a line keeps its other items in place and stops at the sheet’s count of 999', () => {
    const c = editPc(demo(), 'vaka', {
      inventory: [
        { name: 'Rope', count: 998 },
        { name: 'Lamp', count: 1 },
      ],
    })
    const r = resolve(vakaCrafts({ item: 'rope' }), c, { 12: [7, 7] })
    expect(lines(r)[2]).toBe('Vaka: Inventory: Rope × 998 → 999')
    expect(pcOf(r.changes, 'vaka')!.inventory).toEqual([
      { name: 'Rope', count: 999 },
      { name: 'Lamp', count: 1 },
    ])
  })
})

describe('practice with a weapon (L696)', () => {
  const practise = (slot: object) => plan({ 'pc-vaka': [{ activity: 'practice-weapon', ...slot }] })

  it('no weapon named, or one not on the sheet: nothing changes', () => {
    const none = resolve(practise({}), demo())
    expect(lines(none)[0]).toBe('Vaka: Practice with a weapon: no weapon chosen: no such weapon')
    const axe = resolve(practise({ weapon: 'axe' }), demo())
    expect(lines(axe)[0]).toBe('Vaka: Practice with a weapon: axe: no such weapon')
    expect(pcOf(axe.changes, 'vaka')).toBeUndefined()
  })

  it('a weapon already Practiced gains nothing', () => {
    const r = resolve(practise({ weapon: 'twin-blades' }), demo())
    expect(lines(r)[0]).toBe('Vaka: Practice with a weapon: Twin blades: already Practiced')
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('the practised weapon changes; the others on the sheet stay as they were', () => {
    const c = editPc(demo(), 'vaka', { weapons: [twinBlades(), SLING] })
    const r = resolve(practise({ weapon: 'sling' }), c)
    const weapons = pcOf(r.changes, 'vaka')!.weapons
    expect(weapons[0]).toEqual(twinBlades())
    expect(weapons[1]).toEqual({ ...SLING, practice: 1 })
    expect(r.outcomes[0]).toMatchObject({ total: 1 })
  })

  it("an NPC companion's practice is logged by the weapon's name", () => {
    const p = plan(
      { 'npc-sentinel': [{ activity: 'practice-weapon', weapon: 'piston-maul' }] },
      { members: ['npc-sentinel'] },
    )
    const r = resolve(p, demo({ 'npc-sentinel': state([], 24) }))
    expect(r.outcomes[0]).toEqual({
      who: 'Rust Sentinel',
      what: 'Practice with a weapon: Piston Maul',
      total: null,
      outcome: 'practised: note it by hand',
      detail: 'an NPC sheet is shared by all its tokens',
    })
  })
})

/** Vaka's own Twin blades, as the demo sheet has them. */
function twinBlades() {
  return (demo().pcs.vaka as PcRecord).weapons[0]!
}
