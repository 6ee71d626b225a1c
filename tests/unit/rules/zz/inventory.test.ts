import { describe, expect, it } from 'vitest'
import {
  zzAmmoCount,
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

const bow: ZzWeapon = {
  id: 'bow',
  name: 'Shortbow',
  kind: 'ranged',
  range: 6,
  damage: '1d6',
  ammo: 'arrow',
}
const inv = (over: Partial<ZzInventory> = {}): ZzInventory => ({
  hands: [null, null],
  stored: [
    { item: 'potion', container: 'belt', count: 1 },
    { item: 'dagger', container: 'scabbard', count: 1 },
    { item: 'arrow', container: 'quiver', count: 2 },
  ],
  loaded: [],
  ...over,
})

describe('zz inventory', () => {
  it('ZZ-10 retrieve a potion from the belt into an open hand', () => {
    const r = zzRetrieve(inv(), 'potion', 'Elf')
    expect(r.hands).toEqual(['potion', null])
    expect(r.stored.some((s) => s.item === 'potion')).toBe(false)
  })

  it('ZZ-10 both hands hold weapons: a plain retrieve is refused, an exchange works', () => {
    const full = inv({ hands: ['sword', 'shield'] })
    expect(() => zzRetrieve(full, 'potion', 'Elf')).toThrow(
      "Both of Elf's hands are full; taking out the potion needs an exchange.",
    )
    const r = zzExchange(full, 0, 'potion', 'Elf')
    expect(r.hands).toEqual(['potion', 'shield'])
    expect(r.stored).toContainEqual({ item: 'sword', container: 'belt', count: 1 })
  })

  it('ZZ-10 store a held item; an empty hand cannot store', () => {
    const r = zzStore(inv({ hands: ['sword', null] }), 0, 'scabbard', 'Elf')
    expect(r.hands).toEqual([null, null])
    expect(r.stored).toContainEqual({ item: 'sword', container: 'scabbard', count: 1 })
    expect(() => zzStore(inv(), 1, 'pack', 'Elf')).toThrow("Elf's right hand is empty.")
  })

  it('ZZ-12/Q43 Load takes one arrow from the quiver; loaded persists until fired; the last arrow empties the quiver', () => {
    let i = zzLoad(inv({ hands: ['bow', null] }), bow, 'Elf')
    expect([i.loaded, zzAmmoCount(i, 'arrow')]).toEqual([['bow'], 1])
    expect(() => zzLoad(i, bow, 'Elf')).toThrow('already loaded')
    i = zzStore(i, 0, 'pack', 'Elf')
    expect(i.loaded).toEqual(['bow'])
    i = zzFire(zzRetrieve(i, 'bow', 'Elf'), bow)
    expect(i.loaded).toEqual([])
    i = zzFire(zzLoad(i, bow, 'Elf'), bow)
    expect(zzAmmoCount(i, 'arrow')).toBe(0)
    expect(() => zzLoad(i, bow, 'Elf')).toThrow('Elf has no arrow left to load the Shortbow.')
    expect(() => zzFire(i, bow)).toThrow('not loaded')
    expect(() => zzLoad(inv(), bow, 'Elf')).toThrow('not holding the Shortbow')
  })

  it('ZZ-16 pick up a key into an open hand, or into a named container when both hands are full', () => {
    expect(zzPickUp(inv(), 'key', 'Elf').hands).toEqual(['key', null])
    const full = inv({ hands: ['sword', 'shield'] })
    expect(() => zzPickUp(full, 'key', 'Elf')).toThrow('say which container')
    expect(zzPickUp(full, 'key', 'Elf', 'pouch').stored).toContainEqual({
      item: 'key',
      container: 'pouch',
      count: 1,
    })
  })

  it('ZZ-16 drop from a hand or from a container', () => {
    const r = zzDrop(inv({ hands: ['bow', null], loaded: ['bow'] }), { hand: 0 }, 'Elf')
    expect(r.item).toBe('bow')
    expect(r.inventory.loaded).toEqual([])
    const s = zzDrop(inv(), { item: 'arrow' }, 'Elf')
    expect(zzAmmoCount(s.inventory, 'arrow')).toBe(1)
    expect(() => zzDrop(inv(), { item: 'rope' }, 'Elf')).toThrow('Elf has no rope.')
  })

  it('ZZ-11 hand a sword to an ally with an open hand; an ally with full hands cannot take it', () => {
    const names = { giver: 'Dwarf', receiver: 'Elf' }
    const r = zzHandOver(inv({ hands: ['sword', null] }), 0, inv({ hands: ['bow', null] }), names)
    expect([r.giver.hands, r.receiver.hands]).toEqual([
      [null, null],
      ['bow', 'sword'],
    ])
    expect(() =>
      zzHandOver(inv({ hands: ['sword', null] }), 0, inv({ hands: ['a', 'b'] }), names),
    ).toThrow("Both of Elf's hands are full.")
  })

  it('ZZ-14 loot an Unconscious goblin: its dagger and its pouch of coins', () => {
    const goblin = inv({
      hands: ['dagger', null],
      stored: [{ item: 'coin', container: 'pouch', count: 7 }],
    })
    const r = zzLoot(goblin, inv({ stored: [] }), ['dagger', 'coin'], 'pack', { target: 'Mondo' })
    expect(r.target).toEqual({ hands: [null, null], stored: [], loaded: [] })
    expect(r.looter.stored).toEqual([
      { item: 'dagger', container: 'pack', count: 1 },
      { item: 'coin', container: 'pack', count: 7 },
    ])
    expect(() => zzLoot(goblin, inv(), ['crown'], 'pack', { target: 'Mondo' })).toThrow(
      'Mondo carries no crown.',
    )
  })
})
