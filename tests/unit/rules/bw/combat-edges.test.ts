/**
 * BW on the combat tracker, edge by edge (shared/rules/bw/adapter/ruleset-combat.ts): a turn's Move and
 * action for a unit standing up, carrying, out of action or without a sheet; Extra Effort offered
 * as turn actions (seed 004 L84-91); conditions set and read; the GM's vitals line; harm and who is
 * out of the fight (OTHER-SYSTEMS.md C.5.1).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { rulesetById } from '../../../../shared/rules'
import { blankBwState, type BwState } from '../../../../shared/rules/bw/engine/model'
import { bwTable, HUT, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const combat = bw.combat!

/** A campaign with one Trooper (Move 5", Power 1) in `state`, and the hut. */
function table(state: Partial<BwState> = {}, speed?: number): Campaign {
  const units: Placing[] = [
    { id: 'blue', x: 10, y: 10, state },
    { id: 'hut', npc: HUT, x: 30, y: 30, kind: 'object' },
  ]
  const c = bwTable(units)
  if (speed !== undefined) c.tokens.blue!.speed = speed
  return c
}
const tok = (c: Campaign, id = 'blue') => c.tokens[id]!

/** The Trooper's token with its sheet gone from the campaign (not a BW unit). */
function sheetless(speed: number | undefined): Campaign {
  const c = table()
  delete c.npcs.trooper
  if (speed === undefined) delete c.tokens.blue!.speed
  else c.tokens.blue!.speed = speed
  return c
}

describe('BW turn economy', () => {
  it.each<[string, Partial<BwState>, number]>([
    ['on open ground: Move 5" (F-BW-4)', {}, 5],
    ['Prone, it stands up first: seed 004 L104-106, −1"', { statuses: ['prone'] }, 4],
    ['carrying 1 blox, at least its Power 1: seed 004 L168-170, −1"', { carryingBlox: 1 }, 4],
    ['carrying 2 blox, Power × 2: seed 004 L172-174, −2"', { carryingBlox: 2 }, 3],
  ])('%s', (_name, state, move) => {
    const c = table(state)
    expect(combat.economy(tok(c), c)).toEqual({ move, action: 1 })
  })

  it('its Move is the token speed the GM set (7"), not the sheet Move', () => {
    const c = table({}, 7)
    expect(combat.economy(tok(c), c)).toEqual({ move: 7, action: 1 })
  })

  it.each<[string, Partial<BwState>]>([
    ['destroyed', { destroyed: true }],
    ['Unconscious (seed 004 L90-91)', { statuses: ['unconscious'] }],
    ['Stunned (seed 004 L87-88)', { statuses: ['stunned'] }],
  ])('a %s unit neither moves nor acts', (_name, state) => {
    const c = table(state)
    expect(combat.economy(tok(c), c)).toEqual({ move: 0, action: 0 })
  })

  it.each<[number | undefined, number]>([
    [4, 4],
    [undefined, 5],
    [-3, 0],
  ])('a token without a BW sheet moves its speed %s as %i" and acts once', (speed, move) => {
    const c = sheetless(speed)
    expect(combat.economy(tok(c), c)).toEqual({ move, action: 1 })
  })
})

describe('BW Extra Effort as turn actions', () => {
  it('seed 004 L84-86: +5" of Move, or +1 Power, each with its end-of-turn roll', () => {
    const c = table()
    const actions = combat.actions(tok(c), c)
    expect(actions.map((a) => [a.id, a.name, a.gives])).toEqual([
      ['effortMove', 'Extra Effort: +5" Move', { move: 5 }],
      ['effortPower', 'Extra Effort: +1 Power', undefined],
    ])
    for (const a of actions) expect(a.summary).toContain('roll 1d6 at the end of the turn')
    expect(actions[0]!.summary).toContain('blue gets 5" more Move')
    expect(actions[1]!.summary).toContain('blue gets +1 Power')
  })

  it('seed 004 L88-89: an exhausted unit acts as if not exhausted: its full Move and an action', () => {
    const c = table({ statuses: ['stunned', 'exhausted'] })
    const actions = combat.actions(tok(c), c)
    expect(actions).toHaveLength(1)
    expect(actions[0]).toMatchObject({
      id: 'effortRally',
      name: 'Extra Effort: act despite exhaustion',
      gives: { move: 5, action: 1 },
    })
    expect(actions[0]!.summary).toContain('needs a 6 or falls Unconscious')
  })

  it('seed 004 L88-89 with L104-106: rallying does not stand a Prone unit up, which still costs 1"', () => {
    const c = table({ statuses: ['stunned', 'exhausted', 'prone'] })
    expect(combat.actions(tok(c), c)[0]!.gives).toEqual({ move: 4, action: 1 })
  })

  it('seed 004 L84: a hut is no living creature: nothing offered; nor to a token without a sheet', () => {
    const c = table()
    expect(combat.actions(tok(c, 'hut'), c)).toEqual([])
    const s = sheetless(5)
    expect(combat.actions(tok(s), s)).toEqual([])
  })

  it('the action taken marks which Extra Effort it was', () => {
    const c = table()
    expect(combat.actionTaken!(c, 'blue', 'effortPower')).toEqual([
      { kind: 'instance', tokenId: 'blue', instance: { ...blankBwState(), extraEffort: 'power' } },
    ])
    expect(combat.actionTaken!(c, 'blue', 'effortMove')).toEqual([
      { kind: 'instance', tokenId: 'blue', instance: { ...blankBwState(), extraEffort: 'move' } },
    ])
    expect(combat.actionTaken!(c, 'ghost', 'effortMove')).toEqual([])
  })
})

describe('BW conditions (C.5.1)', () => {
  const st = (s: Partial<BwState>) => ({ ...blankBwState(), ...s })

  it('reads its flags, and On Fire while it burns', () => {
    expect(combat.conditionsOf!(st({ statuses: ['prone'], burnLevel: 2 }))).toEqual([
      'prone',
      'onFire',
    ])
    expect(combat.conditionsOf!(st({ statuses: ['prone'] }))).toEqual(['prone'])
  })

  it('seed 004 L26: On Fire set is Burn Level 1; cleared is 0; already so, the same state', () => {
    const cold = st({})
    expect(combat.withCondition!(cold, 'onFire', true)).toEqual(st({ burnLevel: 1 }))
    expect(combat.withCondition!(cold, 'onFire', false)).toBe(cold)
    const hot = st({ burnLevel: 2 })
    expect(combat.withCondition!(hot, 'onFire', false)).toEqual(st({ burnLevel: 0 }))
    expect(combat.withCondition!(hot, 'onFire', true)).toBe(hot)
  })

  it('a flag is set or cleared once; an unknown id is left alone', () => {
    const s = st({ statuses: ['prone'] })
    expect(combat.withCondition!(s, 'stunned', true)).toEqual(
      st({ statuses: ['stunned', 'prone'] }),
    )
    expect(combat.withCondition!(s, 'prone', false)).toEqual(st({ statuses: [] }))
    expect(combat.withCondition!(s, 'prone', true)).toBe(s)
    expect(combat.withCondition!(s, 'stunned', false)).toBe(s)
    expect(combat.withCondition!(s, 'blessed', true)).toBe(s)
  })
})

describe('BW vitals, harm and out of the fight', () => {
  it("the GM's line: Armor, Skill, Move, last turn's move, Burn Level, Extra Effort, statuses", () => {
    const c = table(
      { movedLastTurnIn: 3, burnLevel: 2, extraEffort: 'move', statuses: ['prone'] },
      7,
    )
    expect(combat.vitals!(tok(c), c)).toEqual({
      lines: [
        'Armor d6',
        'Skill d6',
        'Move 7"',
        'Moved 3" last turn',
        'On Fire (Burn Level 2)',
        'Extra Effort',
        'Prone',
      ],
    })
  })

  it('a fresh unit shows only its stats; Unconscious and destroyed look down', () => {
    const c = table()
    expect(combat.vitals!(tok(c), c)).toEqual({ lines: ['Armor d6', 'Skill d6', 'Move 5"'] })
    const u = table({ statuses: ['unconscious'] })
    expect(combat.vitals!(tok(u), u)).toEqual({
      lines: ['Armor d6', 'Skill d6', 'Move 5"', 'Unconscious'],
      health: 'down',
    })
    const d = table({ destroyed: true })
    expect(combat.vitals!(tok(d), d)).toEqual({ lines: ['Destroyed'], health: 'down' })
    const s = sheetless(5)
    expect(combat.vitals!(tok(s), s)).toEqual({ lines: [] })
  })

  it('a unit destroyed by a change is one harm; anything else none', () => {
    const fresh = blankBwState()
    const gone = { ...fresh, destroyed: true }
    expect(combat.harm!(fresh, gone)).toBe(1)
    expect(combat.harm!(gone, gone)).toBe(0)
    expect(combat.harm!(gone, fresh)).toBe(0)
    expect(combat.harm!(fresh, fresh)).toBe(0)
    expect(combat.harm!(undefined, gone)).toBe(0)
    expect(combat.harm!(fresh, undefined)).toBe(0)
  })

  it.each<[string, Partial<BwState>, boolean]>([
    ['destroyed', { destroyed: true }, true],
    ['Unconscious', { statuses: ['unconscious'] }, true],
    ['Stunned (it still passes its turn)', { statuses: ['stunned'] }, false],
    ['fresh', {}, false],
  ])('a %s unit is out of the fight: %s', (_n, state, out) => {
    const c = table(state)
    expect(combat.outOfFight!(tok(c), c)).toBe(out)
  })

  it('a token without a BW sheet is not out of the fight', () => {
    const s = sheetless(5)
    expect(combat.outOfFight!(tok(s), s)).toBe(false)
  })
})
