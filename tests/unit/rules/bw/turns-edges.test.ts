/**
 * BW turns on the combat tracker, edge by edge (shared/rules/bw/adapter/ruleset-combat-turns.ts): the
 * players' side first (F-BW-3), Opportunity Fire coming back as a side's turn opens (seed 004
 * L69-71, BW-Q8), the end of a unit's turn (movement history, exhaustion passing, seed 004
 * L86-91, C.5.1) and the Extra Effort roll asked of the GM.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { blankBwState, type BwState } from '../../../../shared/rules/bw/engine/model'
import {
  bwAtTurnEnd,
  bwAtTurnStart,
  bwResolvePrompt,
  bwRollInitiative,
  bwSettleInitiative,
  bwTurnPrompts,
} from '../../../../shared/rules/bw/adapter/ruleset-combat-turns'
import type { BwCampaign } from '../../../../shared/rules/bw/adapter/types'
import { RollRefused, type StateChange } from '../../../../shared/rules/ruleset'
import { beginBwFight, bwTable, type Placing } from '../../support/bw-fixture'

/** The fixture's table as BW's hooks receive a campaign: its sheets and states checked as BW's. */
const table = (units: readonly Placing[]) => bwTable(units) as BwCampaign

/** Blue (players) and Red, two units a side, in a begun fight: blue1, blue2, then red1, red2. */
function fight(states: Record<string, Partial<BwState>> = {}, options = {}): BwCampaign {
  const units: Placing[] = [
    { id: 'red1', x: 60, y: 10 },
    { id: 'blue1', x: 10, y: 10, kind: 'pc' },
    { id: 'red2', x: 60, y: 14 },
    { id: 'blue2', x: 10, y: 14, kind: 'pc' },
  ].map((u) => ({ ...u, state: states[u.id] ?? {} }) as Placing)
  const begun = beginBwFight(bwTable(units, { options }))
  // The fight's own start hooks ran; put back the states the test asked for.
  for (const [id, s] of Object.entries(states)) {
    begun.tokens[id] = { ...begun.tokens[id]!, instance: { ...blankBwState(), ...s } }
  }
  return begun as BwCampaign
}

const changed = (changes: readonly StateChange[]) =>
  changes.map((ch) => ('tokenId' in ch ? ch.tokenId : undefined))

describe('BW initiative (F-BW-3)', () => {
  it("the players' units roll 2, the others 1", () => {
    const c = table([
      { id: 'b', x: 1, y: 1, kind: 'pc' },
      { id: 'r', x: 5, y: 1 },
    ])
    expect(bwRollInitiative(c.tokens.b!)).toEqual({
      total: 2,
      detail: "Players' units move first (F-BW-3)",
    })
    expect(bwRollInitiative(c.tokens.r!)).toEqual({
      total: 1,
      detail: 'Moves after the players (F-BW-3)',
    })
  })

  it('the players first; only a side of two or more takes its turn together', () => {
    const s = bwSettleInitiative([
      { id: 'r1', tokenId: 'r1', initiative: 1, side: 'red' },
      { id: 'b1', tokenId: 'b1', initiative: 2, side: 'blue' },
      { id: 'r2', tokenId: 'r2', initiative: 1, side: 'red' },
    ])
    expect(s.order).toEqual(['b1', 'r1', 'r2'])
    expect(s.together).toEqual([['r1', 'r2']])
    expect(s.ties).toEqual([])
    expect(s.lines).toHaveLength(1)
    expect(s.lines[0]).toContain('F-BW-3')
  })
})

describe('BW Opportunity Fire coming back (seed 004 L69-71, BW-Q8)', () => {
  const used = { oppFireUsed: true }
  const all = { red1: used, red2: used, blue1: used, blue2: used }

  it("as the round opens with the players' turn, the other side may fire out of turn again", () => {
    const c = fight(all)
    expect(changed(bwAtTurnStart(c, 'blue1'))).toEqual(['red1', 'red2'])
    for (const ch of bwAtTurnStart(c, 'blue1')) {
      expect((ch as { instance: BwState }).instance.oppFireUsed).toBe(false)
    }
  })

  it('under oncePerRound the round opening still brings it back', () => {
    const c = fight(all, { oppFire: 'oncePerRound' })
    expect(changed(bwAtTurnStart(c, 'blue1'))).toEqual(['red1', 'red2'])
  })

  it('a token outside the order opens a round for everyone', () => {
    expect(changed(bwAtTurnStart(fight(all), 'ghost'))).toEqual(['blue1', 'blue2', 'red1', 'red2'])
  })

  it('combatants whose sheet is gone are passed over', () => {
    const c = fight(all)
    c.npcs = {}
    expect(bwAtTurnStart(c, 'blue1')).toEqual([])
    expect(bwTurnPrompts(c, 'blue1', 'end')).toEqual([])
  })

  it("the second unit of a side's turn opens nothing", () => {
    expect(bwAtTurnStart(fight(all), 'blue2')).toEqual([])
  })

  it('as an enemy turn opens: again by default, not under oncePerRound', () => {
    expect(changed(bwAtTurnStart(fight(all), 'red1'))).toEqual(['blue1', 'blue2'])
    expect(bwAtTurnStart(fight(all, { oppFire: 'oncePerRound' }), 'red1')).toEqual([])
  })

  it('units that have not fired out of turn are left as they are', () => {
    expect(changed(bwAtTurnStart(fight({ red2: used }), 'blue1'))).toEqual(['red2'])
  })

  it('outside a fight the unit opens the round', () => {
    const c = table([
      { id: 'a', x: 1, y: 1, kind: 'pc' },
      { id: 'b', x: 5, y: 1, state: used },
    ])
    expect(bwAtTurnStart(c, 'a')).toEqual([])
  })
})

describe("BW end of a unit's turn on the tracker", () => {
  const end = (c: BwCampaign, id: string) =>
    (bwAtTurnEnd(c, id)[0] as { instance: BwState } | undefined)?.instance

  it("BW-18/21: this turn's move becomes last turn's; the turn's marks clear", () => {
    const c = fight({
      blue1: { movedThisTurnIn: 4, actedThisTurn: true, changedPosition: true, movedLastTurnIn: 9 },
    })
    expect(end(c, 'blue1')).toEqual({ ...blankBwState(), movedLastTurnIn: 4 })
  })

  it('C.5.1: an exhausted unit that spent its turn Stunned recovers (oneTurn)', () => {
    const c = fight({ blue1: { statuses: ['stunned', 'exhausted', 'prone'] } })
    expect(end(c, 'blue1')!.statuses).toEqual(['prone'])
  })

  it('seed 004 L88-91: one that put forth Extra Effort keeps it for its roll', () => {
    const c = fight({ blue1: { statuses: ['stunned', 'exhausted'], extraEffort: 'move' } })
    expect(end(c, 'blue1')).toMatchObject({
      statuses: ['stunned', 'exhausted'],
      extraEffort: 'move',
    })
  })

  it('under bw.exhaustionRecovery manual it stays exhausted', () => {
    const c = fight(
      { blue1: { statuses: ['stunned', 'exhausted'] } },
      { exhaustionRecovery: 'manual' },
    )
    expect(end(c, 'blue1')!.statuses).toEqual(['stunned', 'exhausted'])
  })

  it('a token that is gone changes nothing', () => {
    expect(bwAtTurnEnd(fight(), 'ghost')).toEqual([])
  })
})

describe('BW turn prompts', () => {
  it('seed 004 L86-87: after Extra Effort the end of the turn asks for 1d6', () => {
    const c = fight({ blue1: { extraEffort: 'power' } })
    expect(bwTurnPrompts(c, 'blue1', 'end')).toEqual([
      {
        source: 'Extra Effort',
        text: 'blue1 put forth Extra Effort: roll 1d6 (4 or less: Stunned from exhaustion)',
        data: { kind: 'effort' },
      },
    ])
    expect(bwTurnPrompts(c, 'blue2', 'end')).toEqual([])
    expect(bwTurnPrompts(c, 'ghost', 'end')).toEqual([])
  })

  it("seed 004 L26-27: the fire burns as a side's turn opens, not at its second unit", () => {
    const c = fight({ red2: { burnLevel: 2 } })
    expect(bwTurnPrompts(c, 'blue1', 'start').map((p) => p.data)).toEqual([
      { kind: 'fire', tokenId: 'red2' },
    ])
    expect(bwTurnPrompts(c, 'blue2', 'start')).toEqual([])
  })

  it('seed 004 L26-27: outside a fight a unit opens its own turn, so every fire on its map burns', () => {
    const c = table([
      { id: 'a', x: 1, y: 1 },
      { id: 'b', x: 9, y: 1, state: { burnLevel: 1 } },
    ])
    expect(bwTurnPrompts(c, 'a', 'start').map((p) => p.data)).toEqual([
      { kind: 'fire', tokenId: 'b' },
    ])
  })

  it("the fires that burn are those on the fight's map, wherever the unit opening the turn is", () => {
    const c = fight({ red2: { burnLevel: 1 } })
    c.maps['map-2'] = { ...c.maps['map-1']!, id: 'map-2' }
    c.tokens.blue1 = { ...c.tokens.blue1!, mapId: 'map-2' }
    expect(bwTurnPrompts(c, 'blue1', 'start').map((p) => p.data)).toEqual([
      { kind: 'fire', tokenId: 'red2' },
    ])
  })

  it.each([
    [4, 'Stunned from exhaustion'],
    [5, 'fine'],
  ])('seed 004 L86-88: the Extra Effort roll of %i: %s', (face, words) => {
    const c = fight({ blue1: { extraEffort: 'move', movedLastTurnIn: 3 } })
    const r = bwResolvePrompt(c, 'blue1', { kind: 'effort' }, scriptedDice({ 6: [face] }))
    expect(r.outcome).toMatchObject({
      who: 'blue1',
      what: 'Extra Effort roll',
      total: face,
      outcome: words,
      detail: `1d6: ${face}; moved 3" this turn`,
    })
    expect(r.changes).toHaveLength(1)
  })

  it.each([
    [6, 'still exhausted, but conscious'],
    [5, 'falls Unconscious'],
  ])('seed 004 L88-91: exhausted, the roll of %i: %s', (face, words) => {
    const c = fight({ blue1: { extraEffort: 'move', statuses: ['stunned', 'exhausted'] } })
    const r = bwResolvePrompt(c, 'blue1', { kind: 'effort' }, scriptedDice({ 6: [face] }))
    expect(r.outcome.outcome).toBe(words)
  })

  it('with nothing to roll the line says so; exhausted without Extra Effort recovers', () => {
    const r = bwResolvePrompt(fight(), 'blue1', { kind: 'effort' }, scriptedDice({}))
    expect(r.outcome).toMatchObject({ total: null, outcome: 'nothing to roll' })
    expect(r.outcome.detail).toBe('1d6: -; moved 0" this turn')
    const e = fight({ blue1: { statuses: ['stunned', 'exhausted'] } })
    const back = bwResolvePrompt(e, 'blue1', { kind: 'effort' }, scriptedDice({}))
    expect(back.outcome.outcome).toBe('recovers from exhaustion')
  })

  it('a fire prompt burns that unit; anything else is refused in words', () => {
    const c = fight({ red2: { burnLevel: 1 } })
    const r = bwResolvePrompt(
      c,
      'blue1',
      { kind: 'fire', tokenId: 'red2' },
      scriptedDice({ 6: [3, 1] }),
    )
    expect(r.outcome.what).toBe('Fire (Burn Level 1)')
    for (const bad of [null, { kind: 'fire' }, { kind: 'fire', tokenId: 3 }, { kind: 'other' }]) {
      expect(() => bwResolvePrompt(c, 'blue1', bad, scriptedDice({}))).toThrow(RollRefused)
      expect(() => bwResolvePrompt(c, 'blue1', bad, scriptedDice({}))).toThrow(
        'This turn item is not one BrikWars knows.',
      )
    }
  })
})
