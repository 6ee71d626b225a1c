import { describe, expect, it } from 'vitest'
import {
  draggingNeedsGrappleCheck,
  fallingDamage,
  hexEntryCost,
  mannerFromConditions,
  movementBudget,
  movementSpeed,
  pathCost,
  quickStepAllowed,
  type EnteredHex,
  type MoveManner,
} from '../../../../shared/rules/bluebox/engine/movement'
import type { ConditionInstance } from '../../../../shared/rules/bluebox/engine/conditions'

const cond = (...ids: ConditionInstance['id'][]): ConditionInstance[] => ids.map((id) => ({ id }))

describe('hexEntryCost (R17)', () => {
  it.each<[string, EnteredHex, MoveManner, number, number]>([
    ['plain ground', {}, {}, 1, 1],
    ['into Difficult Terrain', { difficult: true }, {}, 2, 2],
    ['climbing', { mode: 'climb' }, {}, 2, 2],
    ['swimming', { mode: 'swim' }, {}, 2, 2],
    ['digging', { mode: 'dig' }, {}, 4, 4],
    ['vaulting Cover', { vaultCover: true }, {}, 2, 2],
    ['crawling while Prone', {}, { crawling: true }, 2, 2],
    ['dragging a Grappled being', {}, { dragging: true }, 2, 2],
    ['difficult + climb', { difficult: true, mode: 'climb' }, {}, 4, 3],
    ['difficult + dig', { difficult: true, mode: 'dig' }, {}, 8, 5],
    [
      'vault into difficult, crawling',
      { difficult: true, vaultCover: true },
      { crawling: true },
      8,
      4,
    ],
  ])('%s: multiply %i, add %i', (_n, hex, manner, multiplied, added) => {
    expect(hexEntryCost(hex, manner)).toBe(multiplied)
    expect(hexEntryCost(hex, manner, { terrainCostStacking: 'add' })).toBe(added)
  })
})

describe('pathCost against speed, with Dash', () => {
  const difficult: EnteredHex = { difficult: true }
  it('leaving Difficult Terrain for normal ground costs 1 m (only the entered hex counts)', () => {
    const p = pathCost([difficult, difficult, {}], { speed: 6 })
    expect(p.steps).toEqual([2, 2, 1])
    expect(p).toMatchObject({ total: 5, fits: true, reachable: 3, left: 1 })
  })
  it.each<[string, EnteredHex[], Parameters<typeof pathCost>[1], object]>([
    [
      '6 m of plain ground at speed 6',
      Array(6).fill({}),
      { speed: 6 },
      { fits: true, reachable: 6, left: 0 },
    ],
    [
      '7 m at speed 6 stops after 6',
      Array(7).fill({}),
      { speed: 6 },
      { fits: false, reachable: 6, left: 0 },
    ],
    [
      '7 m at speed 6 with Dash',
      Array(7).fill({}),
      { speed: 6, dashed: true },
      { fits: true, budget: 12, left: 5 },
    ],
    [
      'split movement: 3 m already spent',
      Array(4).fill({}),
      { speed: 6, spent: 3 },
      { fits: false, reachable: 3 },
    ],
    [
      'a climb that cannot be afforded halfway',
      [{}, { mode: 'climb' }, {}],
      { speed: 2 },
      { reachable: 1, left: 1 },
    ],
    [
      'crawling halves the distance',
      Array(3).fill({}),
      { speed: 6, manner: { crawling: true } },
      { total: 6, fits: true },
    ],
  ])('%s', (_n, hexes, budget, expected) => expect(pathCost(hexes, budget)).toMatchObject(expected))

  it('lists the Dangerous Terrain hexes entered', () => {
    const fire = { stat: 'DEX', dc: 10, damageType: 'Fire' } as const
    expect(
      pathCost([{}, { dangerous: fire }, {}, { dangerous: fire }], { speed: 6 }).dangerous,
    ).toEqual([1, 3])
  })
})

describe('movementSpeed and budget', () => {
  it.each<[string, ConditionInstance[], boolean, number]>([
    ['no conditions', [], true, 6],
    ['Down: half', cond('down'), true, 3],
    ['Hamstrung: half', cond('hamstrung'), true, 3],
    ['Down and Hamstrung compound', cond('down', 'hamstrung'), true, 1],
    ['Grappled: no voluntary movement', cond('grappled'), true, 0],
    ['Grappled: can be moved', cond('grappled'), false, 6],
    ['Immobilized: not even moved', cond('immobilized'), false, 0],
    ['Out', cond('out'), true, 0],
    ['Unconscious', cond('unconscious'), true, 0],
    ['Stasis', cond('stasis'), true, 0],
    ['Prone keeps speed (crawling costs per hex)', cond('prone'), true, 6],
  ])('%s', (_n, conditions, voluntary, speed) => {
    expect(movementSpeed(6, conditions, voluntary)).toBe(speed)
  })
  it('rounds a halved odd speed down', () => expect(movementSpeed(5, cond('down'))).toBe(2))
  it('Dash doubles the metres of a turn', () => {
    expect(movementBudget(5)).toBe(5)
    expect(movementBudget(5, true)).toBe(10)
  })
  it('manner from conditions: Prone crawls; a Grappler drags only when moving its target', () => {
    expect(mannerFromConditions(cond('prone'))).toEqual({ crawling: true, dragging: false })
    expect(mannerFromConditions(cond('grappler'), true)).toEqual({
      crawling: false,
      dragging: true,
    })
    expect(mannerFromConditions(cond('grappler'), false)).toEqual({
      crawling: false,
      dragging: false,
    })
  })
})

describe('Quick-step, dragging a larger being, falling', () => {
  it.each<[EnteredHex, MoveManner, boolean]>([
    [{}, {}, true],
    [{ difficult: true }, {}, false],
    [{}, { crawling: true }, false],
  ])('quick-step into %j (%j): %s', (hex, manner, ok) =>
    expect(quickStepAllowed(hex, manner)).toBe(ok),
  )

  it.each([
    ['medium', 'medium', false],
    ['medium', 'large', true],
    ['large', 'small', false],
    ['tiny', 'giant', true],
  ] as const)('%s dragging %s re-rolls the Grapple: %s', (a, b, yes) => {
    expect(draggingNeedsGrappleCheck(a, b)).toBe(yes)
  })

  it.each([
    [2, 0],
    [3, 1],
    [6, 4],
  ])('falling %i m: %i d4 Pure (R16)', (m, n) => {
    expect(fallingDamage(m)).toEqual({ dice: { count: n, die: 4 }, pure: true })
  })
})
