/**
 * BW on the combat tracker (shared/rules/bw/ruleset-combat*.ts): sides take turns, the players'
 * units first (F-BW-3); a turn's Move in inches is spent by walking; Extra Effort gives +5" and
 * its end-of-turn roll (BW-01/02); every burning unit burns as a side's turn opens (BW-03,
 * BW-Q16); movement history is kept for the attack modifiers (BW-18..21).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  combatAfterMove,
  nextTurn,
  resolveItem,
  takeTurnAction,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import { rulesetById } from '../../../../shared/rules'
import type { BwState } from '../../../../shared/rules/bw/engine/model'
import { beginBwFight, bwTable, HUT, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const noSight: TurnContextSource = { inEnemySight: () => false }
const UNITS: Placing[] = [
  { id: 'red1', x: 60, y: 10 },
  { id: 'blue1', x: 10, y: 10, kind: 'pc' },
  { id: 'red2', x: 60, y: 14 },
  { id: 'blue2', x: 10, y: 14, kind: 'pc' },
  { id: 'hut', npc: HUT, x: 30, y: 30, kind: 'object' },
]

const begun = beginBwFight

const left = (c: Campaign, id: string) => c.combat!.order.find((o) => o.id === id)!.left
const state = (c: Campaign, id: string) => c.tokens[id]!.instance as unknown as BwState

function walk(c: Campaign, id: string, to: { x: number; y: number }): Campaign {
  const token = c.tokens[id]!
  const hex = { q: to.x * 2, r: to.y * 2 }
  const plan = bw.movement!.planMove(c.maps['map-1']!, token, hex, c.tableOptions)
  if (plan.reason) throw new Error(plan.reason)
  const moved = { ...c, tokens: { ...c.tokens, [id]: { ...token, hex } } }
  return combatAfterMove(c, moved, id, plan.total, { override: false }).campaign
}

describe('BW on the combat tracker', () => {
  it("F-BW-3 the players' units take one turn together, then the others", () => {
    const c = begun(bwTable(UNITS))
    const order = c.combat!.order
    expect(order.map((o) => o.id)).toEqual(['blue1', 'blue2', 'red1', 'red2'])
    expect(order[0]!.groupId).toBeDefined()
    expect(order[0]!.groupId).toBe(order[1]!.groupId)
    expect(order[2]!.groupId).toBe(order[3]!.groupId)
    expect(order[0]!.groupId).not.toBe(order[2]!.groupId)
  })

  it('F-BW-4 / BW-01/02 5" of Move; Extra Effort +5"; its roll of 3 leaves the unit Stunned from exhaustion; the move is remembered', () => {
    let c = begun(bwTable(UNITS))
    expect(left(c, 'blue1')).toEqual({ move: 5, action: 1 })
    c = walk(c, 'blue1', { x: 14, y: 10 })
    expect(left(c, 'blue1').move).toBe(1)
    expect(bw.combat!.actions(c.tokens.blue1!, c).map((a) => a.id)).toEqual([
      'effortMove',
      'effortPower',
    ])
    c = takeTurnAction(c, 'blue1', 'effortMove', false)
    expect(left(c, 'blue1').move).toBe(6)
    expect(state(c, 'blue1').extraEffort).toBe('move')
    expect(bw.combat!.actions(c.tokens.blue1!, c)).toEqual([])
    c = walk(c, 'blue1', { x: 18, y: 10 })
    // The side's turn ends (both Blue units): Blue 1's Extra Effort roll waits for the GM.
    c = nextTurn(c, noSight).campaign
    expect(state(c, 'blue1').movedLastTurnIn).toBe(8)
    expect(state(c, 'blue2').movedLastTurnIn).toBe(0)
    const item = c.combat!.items.find((i) => i.tokenId === 'blue1' && i.source === 'Extra Effort')!
    expect(item.text).toContain('roll 1d6')
    c = resolveItem(c, item.id, scriptedDice({ 6: [3] })).campaign
    expect(state(c, 'blue1')).toMatchObject({
      statuses: ['stunned', 'exhausted'],
      extraEffort: null,
    })
    // Stunned: no Move and no action on its next turn (BW-02).
    expect(bw.combat!.economy(c.tokens.blue1!, c)).toEqual({ move: 0, action: 0 })
  })

  it.each([
    ['everyPlayerTurn', 2],
    ['everyRound', 1],
  ] as const)(
    'BW-03 / BW-Q16 (%s): the burning hut burns as a side turn opens (%i times a round)',
    (fireTick, times) => {
      let c = bwTable(
        UNITS.map((u) => (u.id === 'hut' ? { ...u, state: { burnLevel: 1 } } : u)),
        { options: { fireTick } },
      )
      c = begun(c)
      const fireItems = (x: Campaign) => x.combat!.items.filter((i) => i.source === 'On Fire')
      expect(fireItems(c)).toHaveLength(1)
      expect(fireItems(c)[0]!.text).toBe(
        'hut burns at Burn Level 1: roll 1d6 for it and what stands near it',
      )
      // Rolled: 4 damage against its fixed Armor 12, Burn Level unchanged.
      c = resolveItem(c, fireItems(c)[0]!.id, scriptedDice({ 6: [4] })).campaign
      expect(state(c, 'hut').burnLevel).toBe(1)
      c = nextTurn(c, noSight).campaign
      expect(fireItems(c)).toHaveLength(times - 1)
    },
  )

  it('the tracker words a refused walk in inches', () => {
    const c = begun(bwTable(UNITS))
    const token = c.tokens.blue1!
    const moved = { ...c, tokens: { ...c.tokens, blue1: { ...token, hex: { q: 33, r: 20 } } } }
    expect(() => combatAfterMove(c, moved, 'blue1', 6.5, { override: false })).toThrow(
      'blue1 has only 5" Move left this turn, not 6½"',
    )
  })

  it('BW-20/21 an attack reads the Move the attacker spent this turn from the tracker', () => {
    let c = begun(
      bwTable([
        { id: 'blue1', x: 10, y: 10, kind: 'pc' },
        { id: 'red1', x: 22, y: 10 },
        { id: 'red2', x: 60, y: 14 },
        { id: 'blue2', x: 10, y: 14, kind: 'pc' },
      ]),
    )
    c = takeTurnAction(c, 'blue1', 'effortMove', false)
    c = walk(c, 'blue1', { x: 16, y: 10 })
    const out = bw.rolls.resolve(
      {
        kind: 'attack',
        attackerTokenId: 'blue1',
        targetTokenId: 'red1',
        weapon: 0,
        sta: [],
        opportunityFire: false,
        modifier: 0,
      },
      c,
      scriptedDice({ 6: [6, 1, 6] }),
    )
    expect(out.outcome.detail).toContain('Attacker moved 6" −1')
  })
})
