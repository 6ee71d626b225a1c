import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  aocCellsSquare,
  aocHexes,
  aocReach,
  gridlessLength,
  tomBand,
} from '../../../../shared/rules/gg/engine/area-of-control'
import {
  budgetAfterStep,
  budgetRemaining,
  budgetSwitchMode,
  canEndMoveIn,
  canMoveThrough,
  diagonalCutsCorner,
  draggingSlowedDegrees,
  fliesOrFalls,
  moveBudget,
  pathCost,
  provokesOpportunityAttack,
  rollFallDamage,
  rollGrappleEscape,
  squeezeThrough,
  standUp,
  stepCost,
  type GgStep,
} from '../../../../shared/rules/gg/engine/movement'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'

const orth: GgStep = { kind: 'orthogonal' }
const diag: GgStep = { kind: 'diagonal' }

describe('GG-020 / GG-021 the Movement budget (worked examples)', () => {
  it('GG-020: speed 6, moves 4 -> 2 m left', () => {
    let b = moveBudget({ walk: 6 })
    for (let i = 0; i < 4; i++) b = budgetAfterStep(b, 1, 1)
    expect(budgetRemaining(b)).toBe(2)
  })
  it('GG-021: walk 6 / swim 3; walk 2 then swim -> 1 m; walk 3 then swim -> refused', () => {
    const two = budgetAfterStep(moveBudget({ walk: 6, swim: 3 }), 2, 2)
    expect(budgetRemaining(budgetSwitchMode(two, 'swim'))).toBe(1)
    const three = budgetAfterStep(moveBudget({ walk: 6, swim: 3 }), 3, 3)
    expect(() => budgetSwitchMode(three, 'swim')).toThrow('No swim movement is left')
    expect(() => budgetSwitchMode(three, 'fly')).toThrow('no fly speed')
  })
  it("GG-Q10: 'spent' counts Difficult Terrain costs, 'distance' only metres", () => {
    const b = budgetAfterStep(moveBudget({ walk: 6, swim: 3 }), 1, 2)
    expect(budgetRemaining(budgetSwitchMode(b, 'swim'))).toBe(1)
    const dist = resolveGgOptions({ modeSwitchBasis: 'distance' })
    expect(budgetRemaining(budgetSwitchMode(b, 'swim', dist), dist)).toBe(2)
  })
  it('GG-040 Ex.: with 1 m left a diagonal (1.5) or Difficult square (2) is refused', () => {
    const b = budgetAfterStep(moveBudget({ walk: 6 }), 5, 5)
    expect(() => budgetAfterStep(b, 1, stepCost(diag))).toThrow(
      'That costs 1.5 m of movement; only 1 m is left.',
    )
    expect(() => budgetAfterStep(b, 1, stepCost({ ...orth, difficult: true }))).toThrow(/2 m/)
    const loose = resolveGgOptions({ needFullStepCost: false })
    expect(budgetAfterStep(b, 1, 1.5, loose).spent).toBe(6.5)
  })
})

describe('step costs (worked examples)', () => {
  it.each<[string, GgStep[], number]>([
    [
      'GG-022: 2 m of rubble that is also an ally\u2019s space',
      [
        { ...orth, difficult: true, occupied: true },
        { ...orth, difficult: true, occupied: true },
      ],
      4,
    ],
    ['GG-023: through an ally\u2019s square', [{ ...orth, occupied: true }], 2],
    [
      'GG-028: crawl 2 m',
      [
        { ...orth, crawling: true },
        { ...orth, crawling: true },
      ],
      4,
    ],
    ['GG-028: crawl 1 m through rubble', [{ ...orth, crawling: true, difficult: true }], 3],
    [
      'GG-037: Large ogre squeezes 4 m',
      Array.from({ length: 4 }, () => ({ ...orth, squeezing: true })),
      8,
    ],
    ['GG-040: 3 orthogonal + 2 diagonal', [orth, orth, orth, diag, diag], 6],
    ['hex steps are 1 m', [{ kind: 'hex' }, { kind: 'hex' }], 2],
  ])('%s -> %f m', (_l, steps, cost) => {
    expect(pathCost(steps)).toBe(cost)
  })
  it('GG-024 Ex.: fly 10, climb 3 (6) then dive 4 (2) -> 8 spent, 2 left', () => {
    const up = Array.from({ length: 3 }, (): GgStep => ({ ...orth, altitude: 'up' }))
    const down = Array.from({ length: 4 }, (): GgStep => ({ ...orth, altitude: 'down' }))
    let b = moveBudget({ fly: 10 }, 'fly')
    for (const s of [...up, ...down]) b = budgetAfterStep(b, 1, stepCost(s))
    expect(b.spent).toBe(8)
    expect(budgetRemaining(b)).toBe(2)
  })
  it('GG-Q16 diagonal options', () => {
    const alt = resolveGgOptions({ diagonal: 'alternating-1-2' })
    expect(pathCost([diag, diag, diag], alt)).toBe(4)
    expect(pathCost([diag, diag], resolveGgOptions({ diagonal: '1' }))).toBe(2)
  })
  it('property: a step never costs less than its base, and extra sources never stack beyond one for terrain', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (d, o, c, s) => {
        const cost = stepCost({
          kind: 'orthogonal',
          difficult: d,
          occupied: o,
          crawling: c,
          squeezing: s,
        })
        expect(cost).toBe(1 + (d || o ? 1 : 0) + (c ? 1 : 0) + (s ? 1 : 0))
      }),
    )
  })
})

describe('GG-041 corners', () => {
  const wall = (c: { x: number; y: number }) => c.x === 2 && c.y === 1
  it('Ex.: (1,1) -> (2,2) with a wall at (2,1) is blocked; the way round costs 2 m', () => {
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 2, y: 2 }, wall)).toBe(true)
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 1, y: 2 }, wall)).toBe(false)
    expect(diagonalCutsCorner({ x: 1, y: 2 }, { x: 2, y: 2 }, wall)).toBe(false)
    expect(pathCost([orth, orth])).toBe(2)
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 0, y: 0 }, wall)).toBe(false)
  })
})

describe('flying, prone, standing (worked examples)', () => {
  it.each([
    [{ hover: false, flying: true, flownThisTurn: 0 }, 'falls'],
    [{ hover: false, flying: true, flownThisTurn: 1 }, 'aloft'],
    [{ hover: true, flying: true, flownThisTurn: 0 }, 'aloft'],
  ] as const)('GG-025 %o -> %s', (flier, expected) => {
    expect(fliesOrFalls(flier)).toBe(expected)
  })
  it('GG-Q11: falling 7 m -> 2d6', () => {
    expect(rollFallDamage(7, scriptedDice({ 6: [3, 5] }))).toBe(8)
  })
  it('GG-Q11 gg.fallDamage: 2d4 per 2 m -> falling 5 m is 4d4', () => {
    const o = resolveGgOptions({ fallDamage: { dice: 2, sides: 4, perMetres: 2 } })
    const dice = scriptedDice({ 4: [1, 2, 3, 4] })
    expect(rollFallDamage(5, dice, o)).toBe(10)
    dice.assertDone()
  })
  it('GG-027 Ex.: speed 6 -> stand, 3 m left; 2 m left -> refused; speed 0 -> refused', () => {
    expect(standUp(6, 6)).toEqual({ remaining: 3, provokesOA: true })
    expect(() => standUp(2, 2)).toThrow('Standing up costs 3 m of movement; only 2 m is left.')
    expect(() => standUp(6, 0)).toThrow(/speed 0/)
  })
  it('F-GG-5: leaving reach by own movement and standing up provoke; being pushed does not', () => {
    expect(provokesOpportunityAttack('standUp', { ownMovement: true, seen: true })).toBe(true)
    expect(provokesOpportunityAttack('leaveAoC', { ownMovement: true, seen: true })).toBe(true)
    expect(provokesOpportunityAttack('leaveAoC', { ownMovement: false, seen: true })).toBe(false)
    const o = resolveGgOptions({ oaTrigger: 'standUpOnly' })
    expect(provokesOpportunityAttack('leaveAoC', { ownMovement: true, seen: true }, o)).toBe(false)
  })
})

describe('sizes, spaces and reach (worked examples)', () => {
  it.each([
    ['GG-034: Medium past a hostile Large ogre', { size: 'large', hostile: true }, false],
    ['GG-034: Medium past a hostile Huge giant', { size: 'huge', hostile: true }, true],
    ['GG-034: Medium past an ally', { size: 'medium', hostile: false }, true],
  ] as const)('%s -> %s', (_l, other, expected) => {
    expect(canMoveThrough('medium', other)).toBe(expected)
  })
  it('GG-Q13 exactly2: a Gargantuan hostile (3 sizes) cannot be crossed', () => {
    const o = resolveGgOptions({ passHostileSizeDiff: 'exactly2' })
    expect(canMoveThrough('medium', { size: 'gargantuan', hostile: true }, o)).toBe(false)
    expect(canMoveThrough('medium', { size: 'gargantuan', hostile: true })).toBe(true)
  })
  it('GG-035 Ex.: cannot end in the ally\u2019s square', () => {
    expect(canEndMoveIn(true)).toBe(false)
    expect(canEndMoveIn(false)).toBe(true)
  })
  it.each([
    ['large', 1, 'squeeze'],
    ['large', 2, 'free'],
    ['huge', 1, 'blocked'],
    ['medium', 0.5, 'blocked'],
    ['small', 0.5, 'squeeze'],
  ] as const)('GG-037: %s through %f m -> %s', (size, gap, expected) => {
    expect(squeezeThrough(size, gap)).toBe(expected)
  })
  it.each([
    ['small', 1],
    ['tiny', 0],
    ['medium', 1],
  ] as const)('GG-043 Ex.: Medium dragging %s -> Slowed %i', (target, degrees) => {
    expect(draggingSlowedDegrees('medium', target)).toBe(degrees)
  })
  it('GG-038 Ex.: sword -> 8 adjacent squares; spear (Reach) -> 5×5 minus her own', () => {
    expect(aocCellsSquare({ x: 4, y: 4 }, 1, aocReach({}))).toHaveLength(8)
    const spear = aocCellsSquare({ x: 4, y: 4 }, 1, aocReach({ reachWeapon: true }))
    expect(spear).toHaveLength(24)
    expect(spear).not.toContainEqual({ x: 4, y: 4 })
    expect(spear).toContainEqual({ x: 2, y: 2 })
    expect(aocCellsSquare({ x: 0, y: 0 }, 2, 1)).toHaveLength(12)
  })
  it('F-GG-6 gg.reach: the table sets the default reach and what the Reach property adds', () => {
    const o = resolveGgOptions({ reach: { base: 1.5, reachProperty: 3 } })
    expect([aocReach({}, o), aocReach({ reachWeapon: true }, o)]).toEqual([1.5, 4.5])
    expect(aocReach({ reachWeapon: true, reachOverride: 5 }, o)).toBe(5)
  })
  it('GG-Q18 gg.tomBands: Near ends where the table says', () => {
    expect(tomBand(15, 1, resolveGgOptions({ tomBands: { nearMax: 18 } }))).toBe('near')
  })
  it('GG-038 on hexes: reach 1 -> 6 hexes, reach 2 -> 18', () => {
    expect(aocHexes({ q: 0, r: 0 }, 1)).toHaveLength(6)
    expect(aocHexes({ q: 0, r: 0 }, 2)).toHaveLength(18)
  })
  it('GG-042 Ex.: 6 m is 6 inches (15 cm)', () => {
    expect(gridlessLength(6, 'inch')).toBe(6)
    expect(gridlessLength(6, 'cm')).toBeCloseTo(15)
  })
  it.each([
    [1, 'engaged'],
    [12, 'near'],
    [30, 'atRange'],
  ] as const)('GG-044: %i m -> %s', (m, band) => {
    expect(tomBand(m, 1)).toBe(band)
  })
})

describe('GG-063 escaping a grapple (worked example)', () => {
  const aria = { trait: 3, sb: 2, trained: true, phy: 1, apLeft: 3 }
  const orc = { sb: 2, phy: 3 }
  it('Ex.: Orc grappler -> TG 13; Acrobatics d20 9 + AGI 3 + SB 2 = 14 -> escapes', () => {
    expect(rollGrappleEscape(aria, orc, scriptedDice({ 20: [9] }))).toMatchObject({
      tg: 13,
      die: 9,
      total: 14,
      escapes: true,
    })
  })
  it('rolls the table test die (F-GG-1) and the table Escape Grapple cost (F-GG-4)', () => {
    const o = resolveGgOptions({ testDie: '2d10', cost: { escapeGrapple: 3 } })
    const dice = scriptedDice({ 10: [4, 3] })
    expect(rollGrappleEscape(aria, orc, dice, o)).toMatchObject({
      die: 7,
      total: 12,
      escapes: false,
    })
    dice.assertDone()
    expect(() =>
      rollGrappleEscape(
        aria,
        orc,
        scriptedDice({}),
        resolveGgOptions({ cost: { escapeGrapple: 4 } }),
      ),
    ).toThrow('costs 4 AP; only 3 AP')
  })
  it('GG-014 Ex.: 1AP left -> refused', () => {
    expect(() => rollGrappleEscape({ ...aria, apLeft: 1 }, orc, scriptedDice({}))).toThrow(
      'costs 2 AP; only 1 AP',
    )
  })
  it("GG-Q25 'target': the escaper's own Physique sets the TG", () => {
    const o = resolveGgOptions({ escapeTGPhysique: 'target' })
    expect(rollGrappleEscape(aria, orc, scriptedDice({ 20: [1] }), o).tg).toBe(11)
  })
})
