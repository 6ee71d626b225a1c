// The inventory's bookkeeping at its edges: stacks that grow and shrink by one (seed 003 L136,
// "retrieve it from your inventory ... Exchanging ... Placing a currently-held item into
// inventory"), ammunition counted across containers (OTHER-SYSTEMS.md ZZ-Q43: "arrows are tracked
// in the quiver"), and a loaded weapon's state following the weapon wherever it goes (ZZ-Q43:
// "Loaded state persists until fired").
import { describe, expect, it } from 'vitest'
import {
  zzDrop,
  zzExchange,
  zzFire,
  zzHandOver,
  zzLoad,
  zzLoot,
  zzPickUp,
  zzRetrieve,
  zzStore,
} from '../../../../shared/rules/zz/engine/inventory'
import type { ZzInventory, ZzWeapon } from '../../../../shared/rules/zz/engine/model'

const sling: Pick<ZzWeapon, 'id' | 'name' | 'ammo'> = { id: 'sling', name: 'Sling', ammo: 'rock' }
const inv = (over: Partial<ZzInventory> = {}): ZzInventory => ({
  hands: [null, null],
  stored: [],
  loaded: [],
  ...over,
})

describe('ZZ inventory stacks (seed 003 L136)', () => {
  it('storing a second of an item in the same container makes one stack of 2, not two stacks', () => {
    // A belt holding 1 potion; the held potion goes onto it: 1 + 1 = 2 in one entry.
    const r = zzStore(
      inv({ hands: ['potion', null], stored: [{ item: 'potion', container: 'belt', count: 1 }] }),
      0,
      'belt',
      'Elf',
    )
    expect(r.stored).toEqual([{ item: 'potion', container: 'belt', count: 2 }])
  })

  it('the same item in another container is its own stack; the one named grows, the other stays', () => {
    // Potions on the belt (1) and in the pack (3); one more goes into the pack: belt 1, pack 4.
    const r = zzStore(
      inv({
        hands: [null, 'potion'],
        stored: [
          { item: 'potion', container: 'belt', count: 1 },
          { item: 'potion', container: 'pack', count: 3 },
        ],
      }),
      1,
      'pack',
      'Elf',
    )
    expect(r.stored).toEqual([
      { item: 'potion', container: 'belt', count: 1 },
      { item: 'potion', container: 'pack', count: 4 },
    ])
    expect(r.hands).toEqual([null, null])
  })

  it('another item already in the container does not take the new one into its stack', () => {
    const r = zzStore(
      inv({ hands: ['rope', null], stored: [{ item: 'torch', container: 'pack', count: 2 }] }),
      0,
      'pack',
      'Elf',
    )
    expect(r.stored).toEqual([
      { item: 'torch', container: 'pack', count: 2 },
      { item: 'rope', container: 'pack', count: 1 },
    ])
  })

  it('retrieving one of a stack of 3 leaves 2; the next stack of another item is untouched', () => {
    const r = zzRetrieve(
      inv({
        stored: [
          { item: 'torch', container: 'pack', count: 2 },
          { item: 'potion', container: 'pack', count: 3 },
        ],
      }),
      'potion',
      'Elf',
    )
    expect(r.stored).toEqual([
      { item: 'torch', container: 'pack', count: 2 },
      { item: 'potion', container: 'pack', count: 2 },
    ])
    expect(r.hands).toEqual(['potion', null])
  })

  it('the left hand full, a retrieve goes to the right hand', () => {
    const r = zzRetrieve(
      inv({ hands: ['sword', null], stored: [{ item: 'potion', container: 'belt', count: 1 }] }),
      'potion',
      'Elf',
    )
    expect(r.hands).toEqual(['sword', 'potion'])
  })

  it('a named container is searched alone: the pack holds none though the belt does', () => {
    const stored = [{ item: 'potion', container: 'belt' as const, count: 1 }]
    expect(() => zzRetrieve(inv({ stored }), 'potion', 'Elf', 'pack')).toThrow(
      'Elf has no potion in the pack.',
    )
    // Named right, it comes from the belt.
    expect(zzRetrieve(inv({ stored }), 'potion', 'Elf', 'belt').hands).toEqual(['potion', null])
  })

  it('with no container named, the first stack holding the item is the one taken', () => {
    // Belt 1, pack 2: the belt's comes first, so the belt empties and the pack keeps 2.
    const r = zzRetrieve(
      inv({
        stored: [
          { item: 'potion', container: 'belt', count: 1 },
          { item: 'potion', container: 'pack', count: 2 },
        ],
      }),
      'potion',
      'Elf',
    )
    expect(r.stored).toEqual([{ item: 'potion', container: 'pack', count: 2 }])
  })

  it('an empty stack (count 0) is passed over, and alone it counts as none', () => {
    const empty = { item: 'potion', container: 'belt' as const, count: 0 }
    expect(() => zzRetrieve(inv({ stored: [empty] }), 'potion', 'Elf')).toThrow(
      'Elf has no potion.',
    )
    const r = zzRetrieve(
      inv({ stored: [empty, { item: 'potion', container: 'pack', count: 1 }] }),
      'potion',
      'Elf',
    )
    // The pack's potion is the one taken (taking from the empty entry would leave the pack's 1);
    // with it gone nothing is left, and an emptied entry is not kept.
    expect(r.hands).toEqual(['potion', null])
    expect(r.stored).toEqual([])
  })

  it('an exchange puts the held item where the taken one came from, or where the GM says', () => {
    const start = inv({
      hands: ['sword', null],
      stored: [{ item: 'dagger', container: 'scabbard', count: 1 }],
    })
    expect(zzExchange(start, 0, 'dagger', 'Elf').stored).toEqual([
      { item: 'sword', container: 'scabbard', count: 1 },
    ])
    expect(zzExchange(start, 0, 'dagger', 'Elf', 'pack').stored).toEqual([
      { item: 'sword', container: 'pack', count: 1 },
    ])
    expect(() => zzExchange(start, 1, 'dagger', 'Elf')).toThrow("Elf's right hand is empty.")
  })
})

describe('ZZ ammunition and loaded weapons (ZZ-12, ZZ-Q43)', () => {
  it('Load refuses a weapon not in hand, and names it', () => {
    expect(() =>
      zzLoad(inv({ stored: [{ item: 'rock', container: 'pouch', count: 1 }] }), sling, 'Pip'),
    ).toThrow('Pip is not holding the Sling.')
  })

  it('Load with only an empty stack of rocks is refused with the ammunition named', () => {
    expect(() =>
      zzLoad(
        inv({ hands: ['sling', null], stored: [{ item: 'rock', container: 'pouch', count: 0 }] }),
        sling,
        'Pip',
      ),
    ).toThrow('Pip has no rock left to load the Sling.')
  })

  it('firing unloads only the weapon fired; another loaded weapon stays loaded', () => {
    const r = zzFire(inv({ loaded: ['sling', 'bow'] }), { id: 'sling', name: 'Sling' })
    expect(r.loaded).toEqual(['bow'])
  })
})

describe('ZZ drop, pick up, hand over and loot keep the loaded state with the weapon (ZZ-Q43)', () => {
  it('dropping from a hand unloads only that weapon', () => {
    const r = zzDrop(inv({ hands: ['sling', 'bow'], loaded: ['sling', 'bow'] }), { hand: 0 }, 'Pip')
    expect(r.item).toBe('sling')
    expect(r.inventory.hands).toEqual([null, 'bow'])
    expect(r.inventory.loaded).toEqual(['bow'])
  })

  it('dropping from a named container takes one from that stack', () => {
    const r = zzDrop(
      inv({
        stored: [
          { item: 'rock', container: 'pouch', count: 2 },
          { item: 'rock', container: 'pack', count: 1 },
        ],
      }),
      { item: 'rock', container: 'pack' },
      'Pip',
    )
    expect(r.item).toBe('rock')
    expect(r.inventory.stored).toEqual([{ item: 'rock', container: 'pouch', count: 2 }])
  })

  it('picking up into a container named joins the stack there', () => {
    const r = zzPickUp(
      inv({ stored: [{ item: 'rock', container: 'pouch', count: 2 }] }),
      'rock',
      'Pip',
      'pouch',
    )
    expect(r.stored).toEqual([{ item: 'rock', container: 'pouch', count: 3 }])
    expect(r.hands).toEqual([null, null])
  })

  it('handing over a loaded sling: the giver no longer has it loaded, the taker does', () => {
    const r = zzHandOver(
      inv({ hands: ['sling', 'bow'], loaded: ['sling', 'bow'] }),
      0,
      inv({ hands: ['club', null], loaded: ['crossbow'] }),
      { giver: 'Pip', receiver: 'Mondo' },
    )
    expect(r.giver.hands).toEqual([null, 'bow'])
    expect(r.giver.loaded).toEqual(['bow'])
    expect(r.receiver.hands).toEqual(['club', 'sling'])
    expect(r.receiver.loaded).toEqual(['crossbow', 'sling'])
  })

  it("handing over an unloaded weapon leaves the taker's loaded list as it was", () => {
    const r = zzHandOver(
      inv({ hands: [null, 'sling'], loaded: ['bow'] }),
      1,
      inv({ loaded: ['crossbow'] }),
      { giver: 'Pip', receiver: 'Mondo' },
    )
    expect(r.receiver.loaded).toEqual(['crossbow'])
    expect(r.giver.loaded).toEqual(['bow'])
  })

  it("looting a loaded weapon from the right hand: still loaded in the looter's pack (ZZ-14)", () => {
    const r = zzLoot(
      inv({ hands: ['club', 'sling'], loaded: ['sling', 'bow'] }),
      inv({ loaded: ['crossbow'] }),
      ['sling'],
      'pack',
      { target: 'Goblin' },
    )
    expect(r.target.hands).toEqual(['club', null])
    expect(r.target.loaded).toEqual(['bow'])
    expect(r.looter.loaded).toEqual(['crossbow', 'sling'])
    expect(r.looter.stored).toEqual([{ item: 'sling', container: 'pack', count: 1 }])
  })

  it("looting an unloaded held weapon adds nothing to the looter's loaded list", () => {
    const r = zzLoot(inv({ hands: ['club', null] }), inv(), ['club'], 'pack', { target: 'Goblin' })
    expect(r.looter.loaded).toEqual([])
    expect(r.target.hands).toEqual([null, null])
  })

  it('looting a stored item takes every stack of it whole; other items stay with the target', () => {
    // Rocks: pouch 2 + pack 3 = 5 in one stack in the looter's pouch, joining the 1 there: 6.
    const r = zzLoot(
      inv({
        stored: [
          { item: 'rock', container: 'pouch', count: 2 },
          { item: 'torch', container: 'pack', count: 1 },
          { item: 'rock', container: 'pack', count: 3 },
        ],
      }),
      inv({ stored: [{ item: 'rock', container: 'pouch', count: 1 }] }),
      ['rock'],
      'pouch',
      { target: 'Goblin' },
    )
    expect(r.target.stored).toEqual([{ item: 'torch', container: 'pack', count: 1 }])
    expect(r.looter.stored).toEqual([{ item: 'rock', container: 'pouch', count: 6 }])
  })

  it('looting something the target does not carry is refused by name', () => {
    expect(() => zzLoot(inv(), inv(), ['gem'], 'pack', { target: 'Goblin' })).toThrow(
      'Goblin carries no gem.',
    )
  })
})
