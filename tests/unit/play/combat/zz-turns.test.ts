import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  combatAfterMove,
  endCombat,
  resolveItem,
  takeTurnAction,
} from '../../../../shared/play/combat'
import { zzRuleset } from '../../../../shared/rules/zz/adapter/ruleset'
import type { ZzCampaign } from '../../../../shared/rules/zz/adapter/types'
import {
  asZz,
  left,
  logOf,
  next,
  stateOf,
  withState,
  zzBegun,
  zzCampaign,
  zzStarted,
} from './zz-fixture'

const combat = zzRuleset.combat!

/** Move a token by the ZZ plan, charging the tracker like main does. */
function walk(c: ZzCampaign, tokenId: string, to: { q: number; r: number }): ZzCampaign {
  const token = c.tokens[tokenId]!
  const map = c.maps['map-1']!
  const plan = zzRuleset.movement!.planMove(map, token, to, c.tableOptions, Object.values(c.tokens))
  if (plan.reason) throw new Error(plan.reason)
  const moved = { ...c, tokens: { ...c.tokens, [tokenId]: { ...token, hex: to } } }
  return asZz(combatAfterMove(c, moved, tokenId, plan.total, { override: false }).campaign)
}

const items = (c: Campaign) => c.combat?.items ?? []
const actionIds = (c: Campaign, id: string) => combat.actions(c.tokens[id]!, c).map((a) => a.id)

describe('ZZ on the combat tracker', () => {
  it("F-ZZ-1: Heroes in seat order, then every monster together on Zaldar's turn", () => {
    const c = zzStarted(zzCampaign(), ['mondo', 'mira', 'orc', 'thurig'])
    const order = c.combat!.order
    expect(order.map((o) => o.id)).toEqual(['thurig', 'mira', 'mondo', 'orc'])
    const zaldar = order.filter((o) => o.side === 'zaldar')
    expect(zaldar[0]!.groupId).toBeDefined()
    expect(zaldar[0]!.groupId).toBe(zaldar[1]!.groupId)
    expect(order[0]!.groupId).toBeUndefined()
    expect(logOf(c)).toContain("Zaldar's figures act together, after the Heroes")
  })

  it('ZZ-Q1 d20Initiative: highest first, a tie to the higher DEX, then a re-roll', () => {
    const c = zzStarted(
      zzCampaign({ turnOrder: 'd20Initiative' }),
      ['thurig', 'mira', 'mondo', 'orc'],
      [12, 12, 9, 9],
    )
    // Thurig and Mira tie on 12: Mira has DEX 3. Mondo (DEX 2) and the Orc (DEX 1) tie on 9.
    expect(c.combat!.order.map((o) => o.id)).toEqual(['mira', 'thurig', 'mondo', 'orc'])
    const tiedDex = zzStarted(
      zzCampaign({ turnOrder: 'd20Initiative' }),
      ['thurig', 'orc'],
      [7, 7, 4, 17],
    )
    // Both DEX 1: re-rolled, the Orc's 17 beats Thurig's 4.
    expect(tiedDex.combat!.order.map((o) => o.id)).toEqual(['orc', 'thurig'])
    expect(logOf(tiedDex)).toContain('Re-roll: Thurig 4, Orc 17')
  })

  it('ZZ-Q1 alternate: a Hero, a monster, a Hero, a monster', () => {
    const c = zzStarted(zzCampaign({ turnOrder: 'alternate' }), ['mondo', 'mira', 'orc', 'thurig'])
    expect(c.combat!.order.map((o) => o.id)).toEqual(['thurig', 'mondo', 'mira', 'orc'])
  })

  it('ZZ-01/02/03: Thurig (MOVE 5) walks 7: his 5 Move Points, then 2 AP as Move', () => {
    let c = zzBegun(zzCampaign())
    expect(c.combat!.currentId).toBe('thurig')
    expect(left(c, 'thurig')).toEqual({ ap: 3, move: 5 })
    c = walk(c, 'thurig', { q: 8, r: 1 })
    expect(left(c, 'thurig')).toMatchObject({ ap: 1, move: 0 })
    // One more space converts his last AP; a second is refused.
    c = walk(c, 'thurig', { q: 8, r: 2 })
    expect(left(c, 'thurig')).toMatchObject({ ap: 0, move: 0 })
    expect(() => walk(c, 'thurig', { q: 7, r: 2 })).toThrow(/Thurig has no AP left/)
  })

  it('ZZ-04: Running doubles MOVE and caps the turn at 1 AP', () => {
    let c = zzBegun(zzCampaign())
    expect(actionIds(c, 'thurig')).toContain('run')
    c = asZz(takeTurnAction(c, 'thurig', 'run', false))
    expect(left(c, 'thurig')).toMatchObject({ ap: 1, move: 10 })
    expect(actionIds(c, 'thurig')).not.toContain('run')
    // Having spent 2 AP first, he may no longer run.
    let d = zzBegun(zzCampaign())
    d = asZz(takeTurnAction(d, 'thurig', 'defend2', false))
    expect(actionIds(d, 'thurig')).not.toContain('run')
  })

  it('ZZ-22: a Down figure has 1 AP and moves 1 space', () => {
    const c = zzBegun(withState(zzCampaign(), 'thurig', { hp: 0, statuses: ['down'] }))
    expect(left(c, 'thurig')).toMatchObject({ ap: 1, move: 1 })
    const moved = walk(c, 'thurig', { q: 2, r: 1 })
    expect(left(moved, 'thurig')).toMatchObject({ ap: 1, move: 0 })
    expect(actionIds(c, 'thurig')).not.toContain('run')
  })

  it("ZZ-07/08: Defend (2 AP) gives +2 until Thurig's next turn; one Defend a turn", () => {
    let c = zzBegun(zzCampaign())
    c = asZz(takeTurnAction(c, 'thurig', 'defend2', false))
    expect(stateOf(c, 'thurig').defendBonus).toBe(2)
    expect(left(c, 'thurig').ap).toBe(1)
    expect(actionIds(c, 'thurig').filter((a) => a.startsWith('defend'))).toEqual([])
    // Mira, then Zaldar's turn, then Thurig again: the bonus expires.
    c = next(c, 3)
    expect(c.combat!.currentId).toBe('thurig')
    expect(stateOf(c, 'thurig').defendBonus).toBe(0)
    expect(actionIds(c, 'thurig')).toContain('defend3')
  })

  it('ZZ-Q7: a 3 AP Defend gives max(3, LEVEL)', () => {
    const defend3 = combat
      .actions(zzCampaign().tokens.thurig!, zzCampaign())
      .find((a) => a.id === 'defend3')
    expect(defend3?.summary).toMatch(/\+3/)
  })

  it('ZZ-52: a Down figure rolls for Recovery at its turn start: 15 against 12 gets up with 1 HP', () => {
    const c = zzBegun(withState(zzCampaign(), 'thurig', { hp: -2, statuses: ['down'] }))
    const item = items(c).find((i) => i.source === 'Recovery')!
    expect(item.text).toMatch(/d20 ≥ 12/)
    const up = resolveItem(c, item.id, scriptedDice({ 20: [15] })).campaign
    expect(stateOf(up, 'thurig')).toMatchObject({ hp: 1, statuses: [] })
    expect(up.tokens.thurig!.orientation).toBe('upright')
    // Refilled as Down before the roll: the full turn is given back once.
    expect(left(up, 'thurig')).toMatchObject({ ap: 1, move: 1 })
    const full = takeTurnAction(up, 'thurig', 'recovered', false)
    expect(left(full, 'thurig')).toMatchObject({ ap: 3, move: 5 })
    expect(actionIds(full, 'thurig')).not.toContain('recovered')
    expect(actionIds(c, 'thurig')).not.toContain('recovered')
    const still = resolveItem(c, item.id, scriptedDice({ 20: [3] })).campaign
    expect(stateOf(still, 'thurig')).toMatchObject({ hp: -2, statuses: ['down'] })
    expect(logOf(still).at(-1)).toMatch(/Recovery: still Down/)
  })

  it('ZZ-55, ZZ-Q29: On Fire burns 1d4 at the turn start, and can put a figure Down', () => {
    const c = zzBegun(withState(zzCampaign(), 'thurig', { hp: 2, statuses: ['onFire'] }))
    const item = items(c).find((i) => i.source === 'On Fire')!
    expect(items(c).some((i) => i.source === 'Recovery')).toBe(false)
    const burnt = resolveItem(c, item.id, scriptedDice({ 4: [3] })).campaign
    expect(stateOf(burnt, 'thurig')).toMatchObject({ hp: -1, statuses: ['onFire', 'down'] })
    expect(burnt.tokens.thurig!.orientation).toBe('back')
    expect(combat.vitals(burnt.tokens.thurig!, burnt)).toEqual({
      lines: ['HP -1/14', 'Mind 2/2', 'On Fire', 'Down'],
      health: 'down',
    })
  })

  it('ZZ-31: Stop, Drop & Roll: 3 AP and 3 Move, face-down, the check at the turn end', () => {
    let c = zzBegun(withState(zzCampaign(), 'thurig', { statuses: ['onFire'] }))
    const fire = items(c).find((i) => i.source === 'On Fire')!
    c = asZz(resolveItem(c, fire.id, scriptedDice({ 4: [1] })).campaign)
    c = asZz(takeTurnAction(c, 'thurig', 'stopDropRoll', false))
    expect(left(c, 'thurig')).toMatchObject({ ap: 0, move: 2 })
    expect(c.tokens.thurig!.orientation).toBe('face-down')
    c = next(c)
    const check = items(c).find((i) => i.source === 'Stop, Drop & Roll')!
    // d12 5 + DEX 1 = 6 against 6: out.
    const out = resolveItem(c, check.id, scriptedDice({ 12: [5] })).campaign
    expect(stateOf(out, 'thurig').statuses).toEqual([])
  })

  it("ZZ-Q27: Stand Up costs the table's AP and stands the figure upright", () => {
    let c = zzBegun(withState(zzCampaign({ standUpCost: 2 }), 'thurig', { statuses: ['tripped'] }))
    c = asZz(takeTurnAction(c, 'thurig', 'standUp', false))
    expect(left(c, 'thurig').ap).toBe(1)
    expect(stateOf(c, 'thurig').statuses).toEqual([])
    expect(c.tokens.thurig!.orientation).toBe('upright')
  })

  it('ZZ-12: Load takes an arrow from the quiver into the held bow (1 AP)', () => {
    let c = zzBegun(zzCampaign())
    c = asZz(takeTurnAction(c, 'thurig', 'load:bow', false))
    expect(stateOf(c, 'thurig').gear.loaded).toEqual(['bow'])
    expect(stateOf(c, 'thurig').gear.stored).toEqual([
      { item: 'arrow', container: 'quiver', count: 1 },
    ])
    expect(actionIds(c, 'thurig')).not.toContain('load:bow')
  })

  it('ZZ-53, ZZ-Q35: Unconscious figures take no turns and wake with 1 HP as the fight ends', () => {
    const c = zzBegun(withState(zzCampaign(), 'mira', { hp: -3, statuses: ['unconscious'] }))
    expect(combat.outOfFight!(c.tokens.mira!, c)).toBe(true)
    expect(combat.economy(c.tokens.mira!, c)).toMatchObject({ ap: 0, move: 0 })
    const ended = endCombat(c).campaign
    expect(stateOf(ended, 'mira')).toMatchObject({ hp: 1, statuses: [] })
    const zaldarSays = endCombat(
      zzBegun(
        withState(zzCampaign({ unconsciousWake: 'zaldar' }), 'mira', { statuses: ['unconscious'] }),
      ),
    ).campaign
    expect(stateOf(zaldarSays, 'mira').statuses).toEqual(['unconscious'])
  })

  it('ZZ-49: harm counts HP lost, never negative', () => {
    const a = stateOf(zzCampaign(), 'thurig')
    expect(combat.harm(a, { ...a, hp: a.hp - 4 })).toBe(4)
    expect(combat.harm(a, { ...a, hp: a.hp + 4 })).toBe(0)
  })
})
