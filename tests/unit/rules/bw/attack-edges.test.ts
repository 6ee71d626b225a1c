/**
 * A BW attack on the board, edge by edge (shared/rules/bw/adapter/ruleset-rolls-attack.ts): refusals in
 * words, range to the inch, Close Combat, a declared aim, the GM's modifier, an incendiary hit,
 * and where a miss lands. Worked from seed 004 "A.3.1 Skill Modifiers" (L36-77), "NearMiss
 * Calculation" (L2-12) and "Fire" (L24-35), with OTHER-SYSTEMS.md F-BW-1/2 and BW-Q10/Q17.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type Dice } from '../../../../shared/dice'
import { PartMarks, type RollPart, type RollPartTag } from '../../../../shared/dice/parts'
import type { Campaign } from '../../../../shared/model'
import { rulesetById } from '../../../../shared/rules'
import type { BwNpc } from '../../../../shared/rules/bw/engine/library'
import type { BwWeapon } from '../../../../shared/rules/bw/engine/model'
import { RollRefused } from '../../../../shared/rules/ruleset'
import { bwTable, HUT, stateAfter, TROOPER, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!

/** Scripted dice that mark each part of the roll as the adapter tags it. */
function partedDice(faces: Parameters<typeof scriptedDice>[0]) {
  const inner = scriptedDice(faces)
  const marks = new PartMarks()
  let drawn = 0
  const parted = {
    roll: (sides: number) => {
      drawn++
      return inner.roll(sides)
    },
    part: (tag: RollPartTag) => marks.mark(tag, drawn),
  }
  return { inner, parted, parts: () => marks.take(drawn) }
}

// A weapon like the Trooper's rifle but for what the test gives.
const weapon = (w: Partial<BwWeapon> & { name: string }): BwWeapon => ({
  ...TROOPER.weapons[0]!,
  ...w,
})

/** A trooper with a rifle (0), a bazooka (1), a sword (2), a flamer (3) and a spear (4). */
const SOLDIER: BwNpc = {
  ...TROOPER,
  id: 'soldier',
  name: 'Soldier',
  weapons: [
    weapon({ name: 'Rifle' }),
    weapon({ name: 'Bazooka', rangeIn: 20, damage: [{ n: 2, die: 10 }], nearMiss: 'launcher' }),
    weapon({ name: 'Sword', ur: 3, rangeIn: 0, closeCombat: true }),
    weapon({ name: 'Flamer', rangeIn: 6, incendiary: true }),
    weapon({ name: 'Spear', ur: 3, rangeIn: 3, closeCombat: true }),
  ],
}
/** A flammable scarecrow that no d6 of damage destroys (fixed Armor 12). */
const SCARECROW: BwNpc = {
  ...TROOPER,
  id: 'scarecrow',
  name: 'Scarecrow',
  armor: '12',
  flammable: true,
}
/** A trooper with a fixed Armor 12: hit, it stands. */
const TOUGH: BwNpc = { ...TROOPER, id: 'tough', name: 'Tough', armor: '12' }

const at = (id: string, x: number, y: number, extra: Partial<Placing> = {}): Placing => ({
  id,
  npc: SOLDIER,
  x,
  y,
  ...extra,
})

function attack(
  c: Campaign,
  req: Record<string, unknown>,
  faces: Record<number, number[]>,
  dice?: Dice,
) {
  const d = scriptedDice(faces)
  const out = bw.rolls.resolve(
    bw.rolls.schema.parse({ kind: 'attack', attackerTokenId: 'a', ...req }),
    c,
    dice ?? d,
  )
  if (!dice) d.assertDone()
  return out
}
const refused = (c: Campaign, req: Record<string, unknown>) => {
  try {
    attack(c, req, {})
  } catch (err) {
    expect(err).toBeInstanceOf(RollRefused)
    return (err as Error).message
  }
  throw new Error('not refused')
}

describe('BW attack refusals, in words', () => {
  const two = [at('a', 10, 10), at('b', 15, 10)]

  it.each<[string, Placing[], Record<string, unknown>, string]>([
    ['no such weapon', two, { targetTokenId: 'b', weapon: 9 }, 'a has no weapon number 10.'],
    ['itself', two, { targetTokenId: 'a' }, 'a cannot attack itself.'],
    [
      'a destroyed target',
      [at('a', 10, 10), at('b', 15, 10, { state: { destroyed: true } })],
      { targetTokenId: 'b' },
      'b is already destroyed.',
    ],
    [
      'a destroyed attacker',
      [at('a', 10, 10, { state: { destroyed: true } }), at('b', 15, 10)],
      { targetTokenId: 'b' },
      'a is destroyed.',
    ],
    [
      'a Stunned attacker (seed 004 L87-88)',
      [at('a', 10, 10, { state: { statuses: ['stunned', 'exhausted'] } }), at('b', 15, 10)],
      { targetTokenId: 'b' },
      'a is Stunned and cannot attack.',
    ],
    [
      'an Unconscious attacker (seed 004 L90-91)',
      [at('a', 10, 10, { state: { statuses: ['unconscious'] } }), at('b', 15, 10)],
      { targetTokenId: 'b' },
      'a is Unconscious and cannot attack.',
    ],
    [
      'a rifle at the ground (seed 004 L16-17: only d10/d20 damage explodes)',
      two,
      { at: { x: 12, y: 10 } },
      'Only an explosive weapon is fired at the ground; Rifle is not.',
    ],
    [
      'a sword at a unit it does not touch',
      two,
      { targetTokenId: 'b', weapon: 2 },
      'Sword is a close combat weapon: a must touch b.',
    ],
    [
      'a bazooka at a point out of its 20"',
      two,
      { at: { x: 40, y: 10 }, weapon: 1 },
      'that point is 29½" away; Bazooka reaches 20".',
    ],
    [
      'Opportunity Fire after its action (BW-Q8)',
      [at('a', 10, 10, { state: { actedThisTurn: true } }), at('b', 15, 10)],
      { targetTokenId: 'b', opportunityFire: true },
      'a has already used its action',
    ],
  ])('%s', (_name, units, req, message) => {
    expect(refused(bwTable(units), req)).toBe(message)
  })

  it('a target on another map', () => {
    const c = bwTable([at('a', 10, 10), at('b', 15, 10)])
    c.maps['map-2'] = { ...c.maps['map-1']!, id: 'map-2' }
    c.tokens.b = { ...c.tokens.b!, mapId: 'map-2' }
    expect(refused(c, { targetTokenId: 'b' })).toBe('b is on another map.')
  })
})

describe('BW attack: range, Close Combat and the modifiers the board gives', () => {
  it('seed 004 L72-74: a target exactly at the rifle\'s 10" is in range (no range penalty under 15")', () => {
    // Bases 1" across, centres 11" apart: 10" edge to edge. 4 + 1 (stationary) = 5 ≥ UR 4: a hit.
    const c = bwTable([at('a', 10, 10), at('b', 21, 10, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [4, 3] })
    expect(out.outcome.outcome).toBe('hit')
    expect(out.outcome.detail).not.toContain('Range')
    expect(refused(bwTable([at('a', 10, 10), at('b', 21.5, 10)]), { targetTokenId: 'b' })).toBe(
      'b is 10½" away; Rifle reaches 10".',
    )
  })

  it('seed 004 L72-74: a bazooka at 16" is −1 for range', () => {
    const c = bwTable([at('a', 10, 10), at('b', 27, 10, { npc: TOUGH })])
    // 6 + 1 (stationary) − 1 (range) = 6 ≥ 4: a hit; the bazooka explodes on b (2d10).
    const out = attack(c, { targetTokenId: 'b', weapon: 1 }, { 6: [6], 10: [2, 3] })
    expect(out.outcome.detail).toContain('Range 16" −1')
    expect(out.outcome.detail).toContain('6 vs UR 4')
    expect(out.outcome.detail).toContain('explodes: 2, 3')
  })

  it('seed 004 L54-56: a sword on a touching, stationary target is +5, with no range', () => {
    const c = bwTable([at('a', 10, 10), at('b', 11, 10, { npc: TOUGH })])
    // 1 + 5 = 6 ≥ UR 3: a hit; 4 against Armor 12 leaves it standing.
    const out = attack(c, { targetTokenId: 'b', weapon: 2 }, { 6: [1, 4] })
    expect(out.outcome.detail).toContain('Stationary target, Close Combat +5')
    expect(out.outcome.detail).not.toContain('Range')
    expect(out.outcome.outcome).toBe('hit')
    // Not destroyed: only the attacker's state changes.
    expect(out.changes.map((ch) => (ch as { tokenId: string }).tokenId)).toEqual(['a'])
  })

  it('seed 004 L75-77: against the second Close Combat attacker, −2; a CC miss lands nowhere', () => {
    const c = bwTable([at('a', 10, 10), at('b', 11, 10, { state: { movedLastTurnIn: 3 } })])
    // 1 − 2 = −1 against UR 3: missed by 4; no NearMiss in Close Combat (no more dice).
    const out = attack(c, { targetTokenId: 'b', weapon: 2, ccAttackerIndex: 2 }, { 6: [1] })
    expect(out.outcome.detail).toContain('Defending against Close Combat attacker 2 −2')
    expect(out.outcome.outcome).toBe('miss by 4')
    expect(out.outcome.detail).not.toContain('NearMiss')
  })

  it('a spear (Close Combat and thrown) at a unit 2" away is a ranged attack: +1, not +5', () => {
    const c = bwTable([at('a', 10, 10), at('b', 13, 10, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b', weapon: 4 }, { 6: [3, 2] })
    expect(out.outcome.detail).toContain('Stationary target +1')
    expect(out.outcome.detail).not.toContain('Close Combat')
  })

  it('seed 004 L60-62: a target moving in this turn (7") is −1 and not stationary', () => {
    const c = bwTable([
      at('a', 10, 10),
      at('b', 15, 10, { npc: TOUGH, state: { movedThisTurnIn: 7 } }),
    ])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [6, 1] })
    expect(out.outcome.detail).toContain('Target moved 7" −1')
    expect(out.outcome.detail).not.toContain('Stationary')
  })

  it('seed 004 L41-43: a declared aim at the target, without moving last turn, is +2', () => {
    const c = bwTable([
      at('a', 10, 10, { state: { aimingAt: 'b' } }),
      at('b', 15, 10, { npc: TOUGH }),
    ])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [1, 1] })
    expect(out.outcome.detail).toContain('Aimed for one full turn +2')
    // 1 + 2 + 1 = 4 ≥ UR 4: a hit; the aim is spent.
    expect(out.outcome.outcome).toBe('hit')
    expect(stateAfter(c, out.changes, 'a').aimingAt).toBeNull()
    const told = attack(c, { targetTokenId: 'b', aimed: false }, { 6: [1], 360: [1], 5: [1] })
    expect(told.outcome.detail).not.toContain('Aimed')
  })

  it('at a point: no aim or cover unless the GM says so', () => {
    const c = bwTable([at('a', 10, 10)])
    const plain = attack(c, { at: { x: 25, y: 10 }, weapon: 1 }, { 6: [4], 10: [1, 1] })
    expect(plain.outcome.detail).not.toContain('Aimed')
    expect(plain.outcome.detail).not.toContain('hidden')
    expect(plain.outcome.what).toBe('Bazooka at 25", 10"')
    const told = attack(
      c,
      { at: { x: 25, y: 10 }, weapon: 1, aimed: true, hidden: true },
      { 6: [6], 360: [1], 3: [1], 10: [1, 1] },
    )
    expect(told.outcome.detail).toContain('Aimed for one full turn +2')
    expect(told.outcome.detail).toContain('Target completely hidden −5')
  })
})

describe("BW attack: the GM's modifier and MissedBy", () => {
  it('seed 004 L5-8: +2 from the GM and a hand (−3): 2 + 1 + 2 − 3 = 2 misses UR 4, but without the STA 5 hits: MissedBy 1', () => {
    const c = bwTable([at('a', 10, 10), at('b', 15, 10)])
    const out = attack(
      c,
      { targetTokenId: 'b', modifier: 2, sta: ['hand'] },
      { 6: [2], 360: [90], 3: [1] },
    )
    expect(out.outcome.detail).toContain('GM modifier +2')
    expect(out.outcome.total).toBe(2)
    expect(out.outcome.outcome).toBe('miss by 1')
  })

  it('seed 004 L5: −2 from the GM: 4 + 1 − 2 = 3 misses UR 4 by 1', () => {
    const c = bwTable([at('a', 10, 10), at('b', 15, 10)])
    const out = attack(c, { targetTokenId: 'b', modifier: -2 }, { 6: [4], 360: [90], 3: [1] })
    expect(out.outcome.detail).toContain('GM modifier −2')
    expect(out.outcome.total).toBe(3)
    expect(out.outcome.outcome).toBe('miss by 1')
  })
})

describe('BW attack: what a hit does', () => {
  it('seed 004 L26 with BW-Q17: a flamer hit sets a flammable target alight at Burn Level 1', () => {
    const c = bwTable([at('a', 10, 10), at('b', 14, 10, { npc: SCARECROW })])
    const out = attack(c, { targetTokenId: 'b', weapon: 3 }, { 6: [4, 6] })
    expect(out.outcome.detail).toContain('b catches fire')
    expect(stateAfter(c, out.changes, 'b').burnLevel).toBe(1)
  })

  it('BW-Q17: one already burning keeps its Burn Level; a Trooper that cannot burn does not catch', () => {
    const c = bwTable([
      at('a', 10, 10),
      at('b', 14, 10, { npc: SCARECROW, state: { burnLevel: 2 } }),
      at('t', 10, 14, { npc: TOUGH }),
    ])
    const hot = attack(c, { targetTokenId: 'b', weapon: 3 }, { 6: [4, 6] })
    expect(hot.outcome.detail).not.toContain('catches fire')
    expect(hot.changes).toHaveLength(1)
    const cold = attack(c, { targetTokenId: 't', weapon: 3 }, { 6: [4, 6] })
    expect(cold.outcome.detail).not.toContain('catches fire')
  })

  it('F-BW-2: a flamer that destroys its target does not set the wreck alight', () => {
    const paper = { ...SCARECROW, id: 'paper', armor: '1' }
    const c = bwTable([at('a', 10, 10), at('b', 14, 10, { npc: paper })])
    const out = attack(c, { targetTokenId: 'b', weapon: 3 }, { 6: [4, 6] })
    expect(out.outcome.outcome).toBe('destroyed')
    expect(stateAfter(c, out.changes, 'b')).toMatchObject({ destroyed: true, burnLevel: 0 })
  })

  it('the log line, the public line, the label and the cost of an action', () => {
    const c = bwTable([at('a', 10, 10), at('b', 15, 10, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [4, 3] })
    expect(out.outcome.detail).toBe(
      'Skill d6: 4; Stationary target +1; 5 vs UR 4; damage 3 = 3 vs Armor 12',
    )
    expect(out.outcome.public).toEqual({ what: 'Attack with Rifle', total: 5, outcome: 'hit' })
    expect(out.label).toBe('a attacks b with Rifle: hit')
    expect(out.cost).toEqual({ action: 1 })
    expect(stateAfter(c, out.changes, 'a').actedThisTurn).toBe(true)
  })

  it('BW-Q8: fired out of turn: no action spent, its Opportunity Fire used', () => {
    const c = bwTable([at('a', 10, 10), at('b', 15, 10, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b', opportunityFire: true }, { 6: [6, 3] })
    expect(out.cost).toBeUndefined()
    expect(stateAfter(c, out.changes, 'a')).toMatchObject({
      oppFireUsed: true,
      actedThisTurn: false,
    })
  })

  it('the roll is told in parts: to hit, damage, Armor', () => {
    // 4 + 1 = 5 hits; damage 3 against an Armor roll of 5 (d6): it stands (F-BW-2).
    const c = bwTable([at('a', 10, 10), at('b', 15, 10)])
    const { inner, parted, parts: takeParts } = partedDice({ 6: [4, 3, 5] })
    const out = attack(c, { targetTokenId: 'b' }, {}, parted)
    inner.assertDone()
    expect(out.outcome.outcome).toBe('hit')
    const parts: RollPart[] = takeParts()
    expect(parts).toEqual([
      { label: 'To hit', total: true, count: 1 },
      { label: 'Damage', count: 1 },
      { label: 'Armor', count: 1 },
    ])
  })
})

describe('BW attack: more of what a hit does', () => {
  it('C.5.1: a Prone unit may still attack', () => {
    const c = bwTable([
      at('a', 10, 10, { state: { statuses: ['prone'] } }),
      at('b', 15, 10, { npc: TOUGH }),
    ])
    expect(attack(c, { targetTokenId: 'b' }, { 6: [6, 2] }).outcome.outcome).toBe('hit')
  })

  it('a 2d6 weapon lists both damage dice', () => {
    const club: BwNpc = {
      ...SOLDIER,
      id: 'club',
      weapons: [weapon({ name: 'Club', damage: [{ n: 2, die: 6 }] })],
    }
    const c = bwTable([at('a', 10, 10, { npc: club }), at('b', 15, 10, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [6, 3, 4] })
    expect(out.outcome.detail).toContain('damage 3 + 4 = 7 vs Armor 12')
  })

  it('seed 004 L17-18: a bazooka hit next to the shooter catches the shooter too, and destroys its target', () => {
    // 6 + 1 = 7 hits; 2d10 (9, 8) = 17 at the target; the shooter 1" from the centre takes it
    // too: its Armor 6 survives nothing (17 > 6), the target's Armor 12 neither.
    const c = bwTable([at('a', 10, 10), at('b', 11.5, 10, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b', weapon: 1 }, { 6: [6, 6], 10: [9, 8] })
    expect(out.outcome.detail).toContain(
      'explodes: 9, 8; a at 1": 9 + 8 = 17 vs Armor 6: destroyed',
    )
    expect(stateAfter(c, out.changes, 'b').destroyed).toBe(true)
    expect(stateAfter(c, out.changes, 'a')).toMatchObject({ destroyed: true, actedThisTurn: true })
  })

  it('a bazooka miss is told in parts: to hit, where it lands, the explosion', () => {
    const c = bwTable([at('a', 10, 10), at('b', 20, 10, { npc: TOUGH })])
    const { inner, parted, parts: takeParts } = partedDice({ 6: [1], 360: [1], 5: [1], 10: [9, 8] })
    const out = attack(c, { targetTokenId: 'b', weapon: 1 }, {}, parted)
    inner.assertDone()
    expect(takeParts()).toEqual([
      { label: 'To hit', total: true, count: 1 },
      { label: 'Where it lands', count: 2 },
      { label: 'Explosion', count: 2 },
    ])
    // It lands on b (the aim): 17 against its Armor 12 destroys it.
    expect(stateAfter(c, out.changes, 'b').destroyed).toBe(true)
  })

  it('a bazooka hit is told in parts: to hit, the explosion', () => {
    const c = bwTable([at('a', 10, 10), at('b', 20, 10, { npc: TOUGH })])
    const { inner, parted, parts: takeParts } = partedDice({ 6: [6], 10: [1, 2] })
    attack(c, { targetTokenId: 'b', weapon: 1 }, {}, parted)
    inner.assertDone()
    expect(takeParts()).toEqual([
      { label: 'To hit', total: true, count: 1 },
      { label: 'Explosion', count: 2 },
    ])
  })
})

describe('BW attack: where a miss lands (seed 004 L8-12, BW-Q10)', () => {
  it('a rifle miss that lands back on the shooter strikes nobody', () => {
    // 1 + 1 = 2 against UR 4: MissedBy 2, up to 2" (×1", L9-10); d360 180 turns it back towards
    // the shooter, d5 of 5 is the full 2": it lands on the shooter's own centre.
    const c = bwTable([at('a', 10, 10), at('b', 12, 10)])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [1], 360: [180], 5: [5] })
    expect(out.outcome.detail).toContain('lands 2" from the aim at 10", 10"')
    expect(out.outcome.detail).not.toContain('strikes')
    expect(out.changes).toHaveLength(1)
  })

  it('one that strikes a bystander who stands it leaves its state alone', () => {
    const c = bwTable([at('a', 10, 10), at('b', 17, 10), at('c', 17, 11.5, { npc: TOUGH })])
    const out = attack(c, { targetTokenId: 'b' }, { 6: [1, 5], 360: [90], 5: [4] })
    expect(out.outcome.detail).toContain('it strikes c; damage 5 = 5 vs Armor 12')
    expect(out.changes).toHaveLength(1)
  })

  it('BW-Q10 defenderChooses: the defender places it within the radius; no die is rolled', () => {
    const c = bwTable([at('a', 10, 10), at('b', 15, 10)], {
      options: { nearMissPlacement: 'defenderChooses' },
    })
    const out = attack(c, { targetTokenId: 'b' }, { 6: [1] })
    expect(out.outcome.detail).toContain(
      'NearMiss up to 2"; the defender places where it lands, within 2" of the aim',
    )
  })

  it('a bazooka miss explodes where it lands', () => {
    const c = bwTable([at('a', 10, 10), at('b', 20, 10, { npc: HUT })])
    // 1 + 1 = 2: MissedBy 2, up to 2" (launcher ×1"); it lands on the aim; 2d10 of 5, 4.
    const out = attack(
      c,
      { targetTokenId: 'b', weapon: 1 },
      { 6: [1], 360: [1], 5: [1], 10: [5, 4] },
    )
    expect(out.outcome.detail).toContain('explodes: 5, 4')
  })
})
