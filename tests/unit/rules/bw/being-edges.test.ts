/**
 * How the BW adapter reads a unit (shared/rules/bw/adapter/ruleset-being.ts, ruleset-sheet.ts): its base,
 * its state read leniently, the board it stands on, which units a blast sees, what the players see
 * and which hand edits cannot stand (OTHER-SYSTEMS.md C.5.1, C.8; seed 004 L26-31 for fire).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { rulesetById } from '../../../../shared/rules'
import type { BwNpc } from '../../../../shared/rules/bw/engine/library'
import { blankBwState, type BwState } from '../../../../shared/rules/bw/engine/model'
import { baseOf, sheetBase } from '../../../../shared/rules/bw/adapter/ruleset-being'
import { RollRefused } from '../../../../shared/rules/ruleset'
import { bwTable, HUT, TROOPER, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const inst = bw.instance!
const seen = (raw: unknown) => inst.publicView(raw, TROOPER)
const st = (s: Partial<BwState> = {}) => ({ ...blankBwState(), ...s })

/** A 3d10 blast at (20, 20) through the roll interface; each unit caught rolls a d6 Armor. */
function blast(c: Campaign, armour: number[] = []) {
  const faces: Record<number, number[]> = { 10: [5, 4, 3] }
  if (armour.length) faces[6] = armour
  const dice = scriptedDice(faces)
  const out = bw.rolls.resolve(
    bw.rolls.schema.parse({ kind: 'explosion', at: { x: 20, y: 20 }, damage: '3d10' }),
    c,
    dice,
  )
  dice.assertDone()
  return out
}

describe('BW bases', () => {
  it("a token's own base first, else its sheet's, else a round 1\" base", () => {
    const own = { shape: 'round' as const, diameter: 3 }
    expect(baseOf({ base: own }, TROOPER)).toBe(own)
    expect(baseOf({}, TROOPER)).toEqual({ shape: 'round', diameter: 1 })
    expect(baseOf({}, HUT)).toEqual({ shape: 'rect', width: 4, depth: 4, angle: 0 })
    expect(baseOf({}, null)).toEqual({ shape: 'round', diameter: 1 })
    expect(sheetBase({ shape: 'rect', widthIn: 2, depthIn: 3 })).toEqual({
      shape: 'rect',
      width: 2,
      depth: 3,
      angle: 0,
    })
  })

  it('seed 004 L17-19: a blast measures to the edge of the base a token stands on', () => {
    // Centre 4" from the blast: a 5" base reaches within 1½" (full 3d10), a 1" one is at 3½".
    const c = bwTable([{ id: 'big', x: 24, y: 20 }])
    c.tokens.big!.base = { shape: 'round', diameter: 5 }
    expect(blast(c, [6]).outcome.detail).toContain('big at 1½": 5 + 4 + 3')
  })
})

describe('BW units on the board', () => {
  it('a blast passes over the destroyed, units on another map and tokens with no BW sheet', () => {
    const units: Placing[] = [
      { id: 'wreck', x: 21, y: 20, state: { destroyed: true } },
      { id: 'away', x: 20, y: 21 },
      { id: 'prop', x: 19, y: 20 },
    ]
    const c = bwTable(units)
    c.maps['map-2'] = { ...c.maps['map-1']!, id: 'map-2' }
    c.tokens.away = { ...c.tokens.away!, mapId: 'map-2' }
    c.tokens.prop = { ...c.tokens.prop!, npcId: 'nobody' }
    const out = blast(c)
    expect(out.outcome.outcome).toBe('nobody caught')
    expect(out.changes).toEqual([])
  })

  it('a unit whose token has no state yet is read as a fresh one', () => {
    const c = bwTable([{ id: 'new', x: 21, y: 20 }])
    delete c.tokens.new!.instance
    // ½" from the blast, the full 12 against its Armor roll of 6: destroyed (F-BW-2).
    const out = blast(c, [6])
    expect(out.outcome.detail).toContain('new at ½": 5 + 4 + 3 = 12 vs Armor 6: destroyed')
  })

  it.each<[string, (c: Campaign) => void, string]>([
    [
      'a token with no BW sheet',
      (c) => (c.tokens.hut!.npcId = 'nobody'),
      'hut has no BrikWars sheet.',
    ],
    [
      'a token on a map that is gone',
      (c) => (c.tokens.hut!.mapId = 'gone'),
      'hut is not on a gridless battlefield.',
    ],
    [
      'a token on a hex map',
      (c) => {
        c.maps['map-2'] = { ...c.maps['map-1']!, id: 'map-2', kind: 'hex' } as never
        c.tokens.hut!.mapId = 'map-2'
      },
      'hut is not on a gridless battlefield.',
    ],
    [
      'a table option that is not one of its readings',
      (c) => (c.tableOptions = { measure: 'by eye' }),
      'measure',
    ],
  ])('seed 004 L26-27: a fire tick is refused in words for %s', (_n, spoil, message) => {
    const c = bwTable([
      { id: 'hut', npc: HUT, x: 30, y: 30, kind: 'object', state: { burnLevel: 1 } },
    ])
    spoil(c)
    const tick = () =>
      bw.rolls.resolve(
        bw.rolls.schema.parse({ kind: 'fire', action: 'tick', tokenId: 'hut' }),
        c,
        scriptedDice({ 6: [3] }),
      )
    expect(tick).toThrow(RollRefused)
    expect(tick).toThrow(message)
  })
})

describe('BW token state as the table sees it', () => {
  it('C.5.1: what anyone at the table sees', () => {
    expect(seen(st())).toEqual({})
    expect(seen(st({ destroyed: true, burnLevel: 2 }))).toEqual({
      health: 'down',
      conditions: ['Destroyed'],
    })
    expect(seen(st({ burnLevel: 2, statuses: ['stunned', 'exhausted', 'prone'] }))).toEqual({
      conditions: ['On Fire (Burn Level 2)', 'Stunned', 'Prone'],
    })
    expect(seen(st({ statuses: ['unconscious'] }))).toEqual({
      health: 'down',
      conditions: ['Unconscious'],
    })
  })

  it("a unit's own meter: inches moved this turn against its Move", () => {
    expect(inst.meters!(st({ movedThisTurnIn: 3 }), TROOPER)).toEqual([
      { id: 'moved', name: 'Moved this turn (")', value: 3, max: 5 },
    ])
    expect(inst.meters!(st({ movedThisTurnIn: 3 }), null)).toEqual([])
  })
})

describe('BW hand edits that cannot stand', () => {
  const torch: BwNpc = { ...TROOPER, id: 'torch', flammable: true, maxBurnLevel: 3 }
  it.each<[string, Partial<BwState>, BwNpc, string | null]>([
    ['a fresh Trooper', {}, TROOPER, null],
    [
      'a burning Trooper (not flammable)',
      { burnLevel: 1 },
      TROOPER,
      'Trooper cannot burn: its sheet is not flammable',
    ],
    ['seed 004 L30-31: Burn Level 3 of at most 3', { burnLevel: 3 }, torch, null],
    ['Burn Level 1 of at most 3', { burnLevel: 1 }, torch, null],
    [
      'seed 004 L30-31: Burn Level 4 of at most 3',
      { burnLevel: 4 },
      torch,
      'Trooper burns at most at Burn Level 3, not 4',
    ],
    ['a hut at Burn Level 9 (no maximum on its sheet)', { burnLevel: 9 }, HUT, null],
    [
      'seed 004 L87-88: exhausted but not Stunned',
      { statuses: ['exhausted'] },
      TROOPER,
      'Trooper is Exhausted, so it is Stunned too',
    ],
    ['exhausted and Stunned', { statuses: ['stunned', 'exhausted'] }, TROOPER, null],
  ])('%s', (_n, state, sheet, problem) => {
    expect(inst.problem!(st(state), sheet)).toBe(problem)
  })

  it('a token with no sheet has no say', () => {
    expect(inst.problem!(st({ burnLevel: 1 }), null)).toBeNull()
  })
})

describe('BW sheets as tokens and fresh states', () => {
  it('F-BW-4: a token moves its whole inches of Move', () => {
    expect(bw.sheet.token!({ ...TROOPER, moveIn: 5.5 })).toEqual({ size: 'medium', speed: 5 })
  })

  it("a fresh state carries what movement reads of the sheet, a vehicle's treads too", () => {
    const tank: BwNpc = {
      ...TROOPER,
      id: 'tank',
      type: 'vehicle',
      living: false,
      power: 4,
      propulsion: { kind: 'treads', heightIn: 1 },
    }
    expect(inst.fresh!(tank)).toEqual({
      ...blankBwState(),
      mover: { type: 'vehicle', power: 4, propulsion: { kind: 'treads', heightIn: 1 } },
    })
    expect(inst.fresh!(TROOPER)).toEqual({
      ...blankBwState(),
      mover: { type: 'minifig', power: 1 },
    })
    expect(inst.fresh!(null)).toBeNull()
  })
})
