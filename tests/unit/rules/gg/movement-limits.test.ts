/**
 * GG movement at its edges (GG-020 … GG-043, GG-063): the budget when it runs out exactly, mode
 * switches by either basis, step costs under each table option, corners, fliers, falls, standing
 * up, passing and squeezing, dragging and escaping a grapple.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  budgetAfterStep,
  budgetRemaining,
  budgetSwitchMode,
  canMoveThrough,
  diagonalCutsCorner,
  draggingSlowedDegrees,
  fliesOrFalls,
  GG_DROP_PRONE_COST,
  GG_STAND_UP_COST,
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
const distance = resolveGgOptions({ modeSwitchBasis: 'distance' })
const loose = resolveGgOptions({ needFullStepCost: false })

describe('GG-020 the Movement budget', () => {
  // seed 001 L15: "they can move a distance equal to their Movement speed".
  it('a fresh Movement action walks by default, with nothing used yet', () => {
    expect(moveBudget({ walk: 6 })).toEqual({
      speeds: { walk: 6 },
      mode: 'walk',
      spent: 0,
      travelled: 0,
    })
    expect(budgetRemaining(moveBudget({ walk: 6 }))).toBe(6)
  })
  it('a being with no speed in its mode has nothing left', () => {
    expect(budgetRemaining(moveBudget({ walk: 6 }, 'swim'))).toBe(0)
  })
  it('never reads below 0, even when more was spent than the speed (e.g. after a loose step)', () => {
    const b = budgetAfterStep(budgetAfterStep(moveBudget({ walk: 2 }), 1, 1), 1, 2, loose)
    expect(b.spent).toBe(3)
    expect(budgetRemaining(b)).toBe(0)
  })
  it('the last metre can be spent exactly: 6 m of speed, 5 spent, a 1 m step leaves 0', () => {
    let b = moveBudget({ walk: 6 })
    for (let i = 0; i < 6; i++) b = budgetAfterStep(b, 1, 1)
    expect(budgetRemaining(b)).toBe(0)
    expect(() => budgetAfterStep(b, 1, 1)).toThrow('That costs 1 m of movement; only 0 m is left.')
  })
  it('a step records its cost as spent and its metres as travelled', () => {
    // GG-022 (seed 001 L18): a metre of Difficult Terrain costs 2 m but moves the being 1 m.
    const b = budgetAfterStep(budgetAfterStep(moveBudget({ walk: 6 }), 1, 2), 1, 1)
    expect(b).toMatchObject({ spent: 3, travelled: 2 })
  })
  it('rounding in fractional speeds never refuses a step that fits: 0.3 m less 0.1 m pays 0.2 m', () => {
    // 0.3 − 0.1 is 0.19999999999999998 in floating point; a GM means 0.2.
    const b = budgetAfterStep(moveBudget({ walk: 0.3 }), 0.1, 0.1)
    expect(budgetAfterStep(b, 0.2, 0.2).spent).toBeCloseTo(0.3, 9)
  })
  it('the rounding allowance is a billionth of a metre, inclusive; a hundred-millionth more is refused', () => {
    const oneLeft = budgetAfterStep(moveBudget({ walk: 6 }), 5, 5)
    expect(budgetAfterStep(oneLeft, 1, 1 + 1e-9).travelled).toBe(6)
    expect(() => budgetAfterStep(oneLeft, 1, 1 + 1e-8)).toThrow('only 1 m is left')
  })
  it('GG-Q16 off (1 square left is enough): a 1.5 m diagonal with 1 m left is allowed, with 0.5 m left it is not', () => {
    // seed 001 L148: "To enter a square/hex, you must have at least 1 square/hex of movement left."
    const oneLeft = budgetAfterStep(moveBudget({ walk: 3 }), 2, 2)
    expect(budgetAfterStep(oneLeft, 1, 1.5, loose).spent).toBe(3.5)
    const halfLeft = budgetAfterStep(moveBudget({ walk: 3 }), 2, 2.5)
    expect(() => budgetAfterStep(halfLeft, 1, 1.5, loose)).toThrow(
      'That costs 1.5 m of movement; only 0.5 m is left.',
    )
  })
})

describe('GG-021 switching modes', () => {
  // seed 001 L16: "subtract the distance travelled with their initial speed from this new speed
  // ... If the result would be 0 or less, then they cannot use the new speed".
  it('walk 6 / climb 4: 1 m walked through rubble (2 m spent) leaves 2 m of climbing by default', () => {
    const b = budgetAfterStep(moveBudget({ walk: 6, climb: 4 }), 1, 2)
    const climbing = budgetSwitchMode(b, 'climb')
    expect(climbing.mode).toBe('climb')
    expect(budgetRemaining(climbing)).toBe(2)
  })
  it("by 'distance' the same switch leaves 3 m, and keeps what was spent and travelled", () => {
    const b = budgetAfterStep(moveBudget({ walk: 6, climb: 4 }), 1, 2)
    const climbing = budgetSwitchMode(b, 'climb', distance)
    expect(climbing).toMatchObject({ mode: 'climb', spent: 2, travelled: 1 })
    expect(budgetRemaining(climbing, distance)).toBe(3)
  })
  it('exactly nothing left refuses the new mode and says what was subtracted', () => {
    const b = budgetAfterStep(moveBudget({ walk: 6, swim: 3 }), 2, 3)
    expect(() => budgetSwitchMode(b, 'swim')).toThrow(
      'No swim movement is left in this Movement action: 3 m less the 3 m already used is nothing.',
    )
  })
  it("by 'distance' the message names the metres travelled, not the movement spent", () => {
    const b = budgetAfterStep(moveBudget({ walk: 6, swim: 2 }), 2, 4)
    expect(() => budgetSwitchMode(b, 'swim', distance)).toThrow(
      'No swim movement is left in this Movement action: 2 m less the 2 m already used is nothing.',
    )
  })
  it('a mode with no speed at all is refused by name', () => {
    expect(() => budgetSwitchMode(moveBudget({ walk: 6 }), 'burrow')).toThrow(
      'This character has no burrow speed.',
    )
  })
  it('a speed of 0 is a speed the being has, but nothing can be done with it', () => {
    expect(() => budgetSwitchMode(moveBudget({ walk: 6, swim: 0 }), 'swim')).toThrow(
      'No swim movement is left',
    )
  })
})

describe('step costs under each option', () => {
  // GG-Q16 gives the table three diagonal rules; '1.5' is the seed's own (L148).
  it('GG-040 (seed 001 L148 "diagonally ... 1.5m per square"): one diagonal is 1.5 m', () => {
    expect(stepCost(diag)).toBe(1.5)
    expect(stepCost({ kind: 'hex' })).toBe(1)
  })
  it("GG-Q16 '1': a diagonal is 1 m, Difficult 2 m", () => {
    const o = resolveGgOptions({ diagonal: '1' })
    expect(stepCost(diag, o)).toBe(1)
    expect(stepCost({ ...diag, difficult: true }, o)).toBe(2)
  })
  it("GG-Q16 'alternating-1-2': the 1st, 3rd, … diagonal is 1 m, the 2nd, 4th, … 2 m", () => {
    const o = resolveGgOptions({ diagonal: 'alternating-1-2' })
    expect(stepCost(diag, o)).toBe(1)
    expect([0, 1, 2, 3].map((n) => stepCost({ ...diag, priorDiagonals: n }, o))).toEqual([
      1, 2, 1, 2,
    ])
    // The count is of diagonals: orthogonal steps in between do not turn the next one into 2 m.
    expect(pathCost([orth, diag, orth, diag, orth, diag], o)).toBe(3 + 1 + 2 + 1)
    // An orthogonal step costs 1 m whatever count it is handed.
    expect(stepCost({ ...orth, priorDiagonals: 1 }, o)).toBe(1)
  })
  it('GG-024 (seed 001 L20 "diving ... costs them 0.5m"): a diving diagonal costs half of 1.5', () => {
    expect(stepCost({ ...diag, altitude: 'down' })).toBe(0.75)
    expect(
      pathCost([
        { ...orth, altitude: 'down' },
        { ...diag, altitude: 'down' },
      ]),
    ).toBe(1.25)
  })
  it('GG-024 + GG-022: climbing in the air through Difficult Terrain still pays one extra metre', () => {
    // seed 001 L18: "true even if multiple sources in a space count as Difficult Terrain".
    expect(stepCost({ ...orth, altitude: 'up', difficult: true })).toBe(2)
    expect(stepCost({ ...orth, altitude: 'up', occupied: true })).toBe(2)
  })
  it('GG-028 + GG-022 on a diagonal: crawling through rubble is 1.5 × 3 = 4.5 m', () => {
    // seed 001 L24: "crawling 1 metre in Difficult Terrain will cost 3m of movement".
    expect(stepCost({ ...diag, crawling: true, difficult: true })).toBe(4.5)
  })
  it('GG-037 squeezing through Difficult Terrain: 3 m by default, 2 m with squeezeStacks off', () => {
    // seed 001 L35: "an additional 1m of movement for evey 1m they travel".
    const step: GgStep = { ...orth, squeezing: true, difficult: true }
    expect(stepCost(step)).toBe(3)
    expect(stepCost(step, { diagonal: '1.5' })).toBe(3)
    const off = resolveGgOptions({ squeezeStacks: false })
    expect(stepCost(step, off)).toBe(2)
    expect(stepCost({ ...orth, squeezing: true, occupied: true }, off)).toBe(2)
    // Off, squeezing on open ground still costs its extra metre.
    expect(stepCost({ ...orth, squeezing: true }, off)).toBe(2)
  })
  it('an empty path costs nothing', () => {
    expect(pathCost([])).toBe(0)
  })
})

describe('GG-041 corners (seed 001 L149)', () => {
  const everywhere = () => true
  it('a wall at either corner cell blocks the diagonal: (1,1) -> (2,2) past (1,2)', () => {
    const wall = (c: { x: number; y: number }) => c.x === 1 && c.y === 2
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 2, y: 2 }, wall)).toBe(true)
    expect(diagonalCutsCorner({ x: 2, y: 2 }, { x: 1, y: 1 }, wall)).toBe(true)
  })
  it('with no wall at either corner the diagonal is open', () => {
    const wall = (c: { x: number; y: number }) => c.x === 2 && c.y === 2
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 2, y: 2 }, wall)).toBe(false)
  })
  it('orthogonal steps cut no corner, whatever is beside them', () => {
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 2, y: 1 }, everywhere)).toBe(false)
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 1, y: 0 }, everywhere)).toBe(false)
  })
  it('only a one-cell diagonal is judged here: a two-cell jump or a knight’s move is not', () => {
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 3, y: 3 }, everywhere)).toBe(false)
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 3, y: 2 }, everywhere)).toBe(false)
    expect(diagonalCutsCorner({ x: 1, y: 1 }, { x: 2, y: 3 }, everywhere)).toBe(false)
  })
  it('a diagonal the other way, (3,1) -> (2,0), looks at (2,1) and (3,0)', () => {
    const seen: string[] = []
    diagonalCutsCorner({ x: 3, y: 1 }, { x: 2, y: 0 }, (c) => {
      seen.push(`${c.x},${c.y}`)
      return false
    })
    expect(seen.sort()).toEqual(['2,1', '3,0'])
  })
})

describe('GG-025 fliers without Hover (seed 001 L21 "at least 1m ... to avoid Falling")', () => {
  it.each([
    [{ hover: false, flying: true, flownThisTurn: 0.5 }, 'falls'],
    [{ hover: false, flying: true, flownThisTurn: 3 }, 'aloft'],
    [{ hover: false, flying: false, flownThisTurn: 0 }, 'aloft'],
    [{ hover: true, flying: false, flownThisTurn: 0 }, 'aloft'],
  ] as const)('%o -> %s', (flier, expected) => {
    expect(fliesOrFalls(flier)).toBe(expected)
  })
})

describe('GG-Q11 falling damage: 1d6 per full 3 m', () => {
  // seed 001 L21 says a flier "must move ... to avoid Falling" but gives no damage; GG-Q11's
  // default is 1d6 per full 3 m (5e converted), so a part of 3 m rolls nothing.
  it('a 2.9 m fall rolls nothing; 3 m rolls 1d6; 6 m 2d6', () => {
    const none = scriptedDice({})
    expect(rollFallDamage(2.9, none)).toBe(0)
    none.assertDone()
    expect(rollFallDamage(3, scriptedDice({ 6: [4] }))).toBe(4)
    const two = scriptedDice({ 6: [6, 1] })
    expect(rollFallDamage(6, two)).toBe(7)
    two.assertDone()
  })
})

describe('GG-026 / GG-027 Prone and standing up', () => {
  // seed 001 L22: "You can drop Prone without using any of your Movement speed."
  // seed 001 L23: "Standing up ... costs 3m ... can't stand up if you don't have enough movement
  // left, or if your speed is 0m ... will allow for others to make an Opportunity Attack".
  it('dropping Prone is free; standing costs 3 m', () => {
    expect(GG_DROP_PRONE_COST).toBe(0)
    expect(GG_STAND_UP_COST).toBe(3)
  })
  it('exactly 3 m left is enough: 0 m remain', () => {
    expect(standUp(3, 6)).toEqual({ remaining: 0, provokesOA: true })
  })
  it('speed 0 refuses even with movement somehow left, and says why', () => {
    expect(() => standUp(3, 0)).toThrow('A character with speed 0 cannot stand up.')
  })
})

describe('F-GG-5 Opportunity Attacks', () => {
  // seed 001 L56: a strike at "an enemy who is fleeing or passing by", from "everyone ...
  // constantly watching": F-GG-5 reads it as a hostile that can see the mover.
  it('a hostile who cannot see the mover gets no OA, whatever the event', () => {
    expect(provokesOpportunityAttack('standUp', { ownMovement: true, seen: false })).toBe(false)
    expect(provokesOpportunityAttack('leaveAoC', { ownMovement: true, seen: false })).toBe(false)
  })
  it("standing up provokes under 'standUpOnly' too (seed 001 L23), even when not by own movement", () => {
    const o = resolveGgOptions({ oaTrigger: 'standUpOnly' })
    expect(provokesOpportunityAttack('standUp', { ownMovement: false, seen: true }, o)).toBe(true)
  })
})

describe('GG-034 moving through hostiles (seed 001 L31 "two Size Categories smaller or larger")', () => {
  it.each([
    ['a Medium past a hostile Tiny (two smaller)', 'medium', 'tiny', true],
    ['a Medium past a hostile Small (one smaller)', 'medium', 'small', false],
    ['a Medium past a hostile Medium', 'medium', 'medium', false],
    ['a Tiny past a hostile Gargantuan (five larger)', 'tiny', 'gargantuan', true],
  ] as const)('%s -> %s', (_l, mover, size, expected) => {
    expect(canMoveThrough(mover, { size, hostile: true })).toBe(expected)
  })
  it("GG-Q13 'exactly2': two apart still passes, three does not", () => {
    const o = resolveGgOptions({ passHostileSizeDiff: 'exactly2' })
    expect(canMoveThrough('medium', { size: 'huge', hostile: true }, o)).toBe(true)
    expect(canMoveThrough('large', { size: 'small', hostile: true }, o)).toBe(true)
    expect(canMoveThrough('large', { size: 'tiny', hostile: true }, o)).toBe(false)
    expect(canMoveThrough('medium', { size: 'large', hostile: true }, o)).toBe(false)
  })
  it('a non-hostile of any size can be crossed', () => {
    expect(canMoveThrough('tiny', { size: 'gargantuan', hostile: false })).toBe(true)
  })
})

describe('GG-037 squeezing (seed 001 L35 "one Size Category smaller")', () => {
  it.each([
    ['a Huge being (3 m) through 2 m', 'huge', 2, 'squeeze'],
    ['a Huge being through 3 m', 'huge', 3, 'free'],
    ['a Gargantuan being (4 m) through 2.9 m', 'gargantuan', 2.9, 'blocked'],
    ['a Tiny being (0.5 m) through 0.4 m: nothing is smaller', 'tiny', 0.4, 'blocked'],
    ['a Tiny being through 0.5 m', 'tiny', 0.5, 'free'],
    ['a Medium being (1 m) through 1 m', 'medium', 1, 'free'],
  ] as const)('%s -> %s', (_l, size, gap, expected) => {
    expect(squeezeThrough(size, gap)).toBe(expected)
  })
  it('the table’s own sizes decide (gg.sizeTable): a 1.5 m Medium squeezes where a 0.8 m Small fits', () => {
    const o = resolveGgOptions({ sizeTable: { small: 0.8, medium: 1.5 } })
    expect(squeezeThrough('medium', 1, o)).toBe('squeeze')
    expect(squeezeThrough('medium', 0.7, o)).toBe('blocked')
    expect(squeezeThrough('small', 0.8, o)).toBe('free')
  })
})

describe('GG-043 dragging a grappled target (seed 001 L61 "two or more Size Categories smaller")', () => {
  it.each([
    ['Large dragging Small (two smaller)', 'large', 'small', 0],
    ['Gargantuan dragging Tiny (five smaller)', 'gargantuan', 'tiny', 0],
    ['Large dragging Medium', 'large', 'medium', 1],
    ['Medium dragging Medium', 'medium', 'medium', 1],
    ['Small dragging Medium (one larger)', 'small', 'medium', 1],
  ] as const)('%s -> Slowed %i', (_l, mover, target, degrees) => {
    expect(draggingSlowedDegrees(mover, target)).toBe(degrees)
  })
})

describe('GG-063 escaping a grapple (seed 001 L60)', () => {
  // "spend 2AP ... a Physique (Athletics) or Agility (Acrobatics) Test with a TG equal to 8 + the
  // Grappler's SB + their Physique" (GG-Q25 default: the Grappler's Physique).
  const grappler = { sb: 1, phy: 2 }
  it('exactly 2 AP left is enough; TG 8 + 1 + 2 = 11; d20 6 + PHY 2 + SB 3 (Trained) = 11 escapes', () => {
    const r = rollGrappleEscape(
      { trait: 2, sb: 3, trained: true, phy: 2, apLeft: 2 },
      grappler,
      scriptedDice({ 20: [6] }),
    )
    expect(r).toMatchObject({ tg: 11, die: 6, total: 11, escapes: true })
    expect(r.test.success).toBe(true)
  })
  it('untrained, SB is not added: d20 6 + PHY 2 = 8 fails TG 11', () => {
    const r = rollGrappleEscape(
      { trait: 2, sb: 3, trained: false, phy: 2, apLeft: 2 },
      grappler,
      scriptedDice({ 20: [6] }),
    )
    expect(r).toMatchObject({ tg: 11, total: 8, escapes: false })
  })
  it('a modifier counts: d20 6 + AGI 2 − 1 = 7', () => {
    const r = rollGrappleEscape(
      { trait: 2, sb: 0, trained: false, phy: 0, apLeft: 3, modifier: -1 },
      grappler,
      scriptedDice({ 20: [6] }),
    )
    expect(r.total).toBe(7)
  })
  it('Disadvantage (e.g. Restrained) rolls twice and keeps the lower: d20 15 and 4 -> 4 + 2 = 6', () => {
    const dice = scriptedDice({ 20: [15, 4] })
    const r = rollGrappleEscape(
      { trait: 2, sb: 0, trained: false, phy: 0, apLeft: 3, advantage: { disadvantage: 1 } },
      grappler,
      dice,
    )
    expect(r).toMatchObject({ die: 4, total: 6, escapes: false })
    dice.assertDone()
  })
  it('without an Advantage entry one die is rolled', () => {
    const dice = scriptedDice({ 20: [10] })
    rollGrappleEscape({ trait: 0, sb: 0, trained: false, phy: 0, apLeft: 2 }, grappler, dice)
    dice.assertDone()
  })
})
