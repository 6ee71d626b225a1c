import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  airBladderShare,
  bambooDiskThrow,
  CRAFTABLE_IDS,
  CRAFTABLES,
  craftingAttempts,
  craftingHours,
  craftingSucceeds,
  craftItemsPerActivity,
  sanaSphereHealing,
  type CraftableId,
} from '../../../../shared/rules/bluebox/engine/craftables'

describe('Simple Craftables: DCs and times', () => {
  it.each<[CraftableId, number, number]>([
    ['sana-sphere', 8, 4],
    ['payload-canister', 10, 4],
    ['lightstone-holster', 6, 2],
    ['rope', 6, 3],
    ['air-bladder', 8, 3],
    ['bamboo-disk', 5, 3],
  ])('%s: DC %i, %i hours each', (id, dc, hours) => {
    expect(CRAFTABLE_IDS).toContain(id)
    expect(CRAFTABLES[id]).toMatchObject({ dc, hours })
    expect(craftingSucceeds(id, { total: dc })).toBe(true)
    expect(craftingSucceeds(id, { total: dc - 1 })).toBe(false)
    expect(craftingHours(id, 3)).toBe(3 * hours)
  })

  it('a natural 12 always crafts', () => {
    expect(craftingSucceeds('payload-canister', { total: 3, decisive: true })).toBe(true)
  })

  it('attempts count what was made; failures cost nothing', () => {
    expect(craftingAttempts('rope', [{ total: 6 }, { total: 2 }, { total: 11 }])).toEqual({
      made: 2,
      failed: 1,
    })
  })

  it.each([
    [-2, 0],
    [-1, 0],
    [0, 1],
    [3, 4],
  ])('the crafting Rest Activity with KNO %i makes %i items', (kno, items) => {
    expect(craftItemsPerActivity(kno)).toBe(items)
  })
})

describe('using craftables', () => {
  it.each([
    ['level 2 user, KNO 2', 2, 2, { 4: [3] }, 5],
    ['level 5 user rolls d6', 5, 0, { 6: [6] }, 6],
    ['negative KNO never heals below 0', 1, -3, { 4: [1] }, 0],
  ])('Sana Sphere: %s', (_n, level, kno, faces, healing) => {
    const dice = scriptedDice(faces)
    expect(sanaSphereHealing({ level }, { kno }, dice).healing).toBe(healing)
    dice.assertDone()
  })

  it.each([
    [0, false, false],
    [1, true, false],
    [10, true, true],
    [12, true, false],
    [13, false, false],
  ])('Bamboo Disk at %i m: in range %s, Crit %s', (m, inRange, critical) => {
    expect(bambooDiskThrow(m)).toEqual({ inRange, critical })
  })

  it.each([
    [1, 1, 1],
    [1, 4, 0.25],
    [0.5, 2, 0.25],
    [1, 0, 0],
  ])('Air Bladder: %f hours among %i -> %f each', (hours, n, each) => {
    expect(airBladderShare(hours, n)).toBe(each)
  })

  it('item data: Rope is 18 m, Payload Canister is single-use and Grenade-only, the Disk is a 1AP DEX throw', () => {
    expect(CRAFTABLES.rope.use.lengthMetres).toBe(18)
    expect(CRAFTABLES['payload-canister']).toMatchObject({
      singleUse: true,
      use: { grenadeOnly: true },
    })
    expect(CRAFTABLES['bamboo-disk'].use).toMatchObject({ ap: 1, stat: 'DEX', pickUpAp: 1 })
    expect(CRAFTABLES['sana-sphere'].use.ap).toBe(1)
  })
})
