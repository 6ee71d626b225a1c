/**
 * Edges of the ZZ tracker hooks in ruleset-combat-actions.ts, called directly: a token without a
 * ZZ sheet, a Down walker, Run after AP were spent, the full turn after a Recovery Roll, the exact
 * labels the GM reads on the action list, and what Defend / Stand Up / Load change.
 * Seed 003 lines cited as L<n>; OTHER-SYSTEMS.md rules as ZZ-nn.
 */
import { describe, expect, it } from 'vitest'
import type { Combatant } from '../../../../shared/model'
import type {
  ZzCampaign as Campaign,
  ZzToken as Token,
} from '../../../../shared/rules/zz/adapter/types'
import {
  zzActions,
  zzActionTaken,
  zzEconomy,
  zzMoveCost,
} from '../../../../shared/rules/zz/adapter/ruleset-combat-actions'
import { ZzPcSchema } from '../../../../shared/rules/zz/engine/sheet-schema'
import { withState, zzBegun, zzCampaign } from '../../play/combat/zz-fixture'

/** The fight begun, with Thurig's combatant edited (its left/full/flags). */
function withCombatant(c: Campaign, id: string, edit: Partial<Combatant>): Campaign {
  const order = c.combat!.order.map((o) => (o.id === id ? { ...o, ...edit } : o))
  return { ...c, combat: { ...c.combat!, order } }
}

const ghost: Token = {
  id: 'ghost',
  mapId: 'map-1',
  name: 'Ghost',
  kind: 'npc',
  hex: { q: 5, r: 5 },
  size: 'medium',
  speed: -2,
  color: '#000000',
  gmOnly: false,
}

/** The actions after Defend / Run / Stand Up on Thurig's list. */
const REST = ['look', 'talk', 'useItem', 'load:bow']

const ids = (c: Campaign, id = 'thurig') => zzActions(c.tokens[id]!, c).map((a) => a.id)
const action = (c: Campaign, actionId: string, id = 'thurig') =>
  zzActions(c.tokens[id]!, c).find((a) => a.id === actionId)

describe('zzEconomy without a ZZ sheet', () => {
  it('ZZ-01 (L208 "3 Action Points" of a full turn): 3 AP, and MOVE from the token speed, never below 0', () => {
    const c = zzCampaign()
    // speed -2 → max(0, -2) = 0 Move Points
    expect(zzEconomy(ghost, c)).toEqual({ ap: 3, move: 0 })
    // speed 4 → 4; no speed → the default MOVE 5 (B.0)
    expect(zzEconomy({ ...ghost, speed: 4 }, c)).toEqual({ ap: 3, move: 4 })
    const { speed: _s, ...noSpeed } = ghost
    expect(zzEconomy(noSpeed as Token, c)).toEqual({ ap: 3, move: 5 })
  })
})

describe('zzMoveCost', () => {
  it('ZZ-02/03 (L148): Move Points first, each further space 1 AP', () => {
    const c = zzBegun(zzCampaign())
    // 2 Move Points left, walk 2 → exactly the 2 Move Points, no AP
    expect(zzMoveCost({ tokenId: 'thurig', left: { move: 2 } }, 2, c)).toEqual({ move: 2 })
    // walk 4 → 2 Move Points + (4 - 2) = 2 AP
    expect(zzMoveCost({ tokenId: 'thurig', left: { move: 2 } }, 4, c)).toEqual({ move: 2, ap: 2 })
    // a token without a sheet is not Down: 1 Move Point + 2 AP for 3 spaces
    expect(zzMoveCost({ tokenId: 'ghost', left: { move: 1 } }, 3, c)).toEqual({ move: 1, ap: 2 })
  })

  it('ZZ-22 (L208 "can only move 1 Move space"): a Down figure never converts AP', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['down'] })
    // Down: the walk is charged in Move Points only (the tracker refuses it past 1)
    expect(zzMoveCost({ tokenId: 'thurig', left: { move: 1 } }, 3, c)).toEqual({ move: 3 })
  })
})

describe('zzActions: the list the GM sees', () => {
  it('a token without a ZZ sheet, or one that cannot act, has no actions', () => {
    const c = zzBegun(zzCampaign())
    expect(zzActions(ghost, c)).toEqual([])
    const dead = withState(c, 'thurig', { statuses: ['dead'] })
    expect(zzActions(dead.tokens.thurig!, dead)).toEqual([])
  })

  it('the standing list: Defend ×3, Run, Look, Talk, Use Item, Load the Shortbow', () => {
    const c = zzBegun(zzCampaign())
    expect(ids(c)).toEqual([
      'defend1',
      'defend2',
      'defend3',
      'run',
      'look',
      'talk',
      'useItem',
      'load:bow',
    ])
    expect(action(c, 'look')).toEqual({
      id: 'look',
      name: 'Look',
      cost: { ap: 1 },
      summary: 'ZZ-13: look around; Zaldar describes what the figure sees',
    })
    expect(action(c, 'talk')).toEqual({
      id: 'talk',
      name: 'Talk',
      cost: { ap: 1 },
      summary: 'ZZ-18: speak with a figure; Zaldar rates the opening',
    })
    expect(action(c, 'useItem')).toEqual({
      id: 'useItem',
      name: 'Use Item',
      cost: { ap: 1 },
      summary: 'ZZ-17: use a held item (some items cost more: spend by hand)',
    })
    // L164-166: Load costs 1 AP and moves an arrow from the quiver to the bow
    expect(action(c, 'load:bow')).toEqual({
      id: 'load:bow',
      name: 'Load the Shortbow',
      cost: { ap: 1 },
      summary: 'ZZ-12: arrow from a container into the Shortbow',
    })
  })

  it('ZZ-07 (L104-107): Defend for 1, 2 or 3 AP, labelled with its cost and bonus', () => {
    const c = zzBegun(zzCampaign())
    const defends = zzActions(c.tokens.thurig!, c).filter((a) => a.id.startsWith('defend'))
    // Thurig LEVEL 2: 3 AP gives the higher of 3 and LEVEL (ZZ-Q7 default) = max(3, 2) = +3
    expect(defends.map((a) => [a.name, a.cost, a.summary])).toEqual([
      ['Defend (1 AP)', { ap: 1 }, "ZZ-07: +1 to Thurig's next Defense roll, until its next turn"],
      ['Defend (2 AP)', { ap: 2 }, "ZZ-07: +2 to Thurig's next Defense roll, until its next turn"],
      ['Defend (3 AP)', { ap: 3 }, "ZZ-07: +3 to Thurig's next Defense roll, until its next turn"],
    ])
  })

  it('ZZ-12 (L164-166): only a ranged weapon is loaded, even a melee one given ammunition', () => {
    const c = zzBegun(zzCampaign())
    const mira = ZzPcSchema.parse({
      id: 'mira',
      name: 'Mira',
      hpMax: 10,
      dex: 3,
      player: 'Bo',
      weapons: [
        { id: 'spear', name: 'Spear', kind: 'melee', range: 1, damage: 'd6', ammo: 'arrow' },
      ],
      gear: { hands: ['spear', null], stored: [{ item: 'arrow', container: 'quiver', count: 2 }] },
    })
    const armed = { ...c, pcs: { ...c.pcs, mira } } as Campaign
    expect(ids(armed, 'mira')).toEqual([
      'defend1',
      'defend2',
      'defend3',
      'run',
      'look',
      'talk',
      'useItem',
    ])
  })

  it('ZZ-04 Run: its label, and not offered to a tripped figure or one already running', () => {
    const c = zzBegun(zzCampaign())
    // Thurig MOVE 5 (token speed 5): Running doubles MOVE → 5 more; only 1 AP this turn: 1 - 3 = -2
    expect(action(c, 'run')).toEqual({
      id: 'run',
      name: 'Run',
      cost: {},
      gives: { move: 5, ap: -2 },
      flag: 'running',
      summary: 'ZZ-04: Thurig gets 5 more Move but may spend only 1 AP this turn',
    })
    const tripped = withState(c, 'thurig', { statuses: ['tripped'] })
    // (withState's instance carries no gear, so there is no bow in hand to load)
    expect(ids(tripped)).toEqual([
      'defend1',
      'defend2',
      'defend3',
      'standUp',
      'look',
      'talk',
      'useItem',
    ])
    const running = withCombatant(c, 'thurig', { flags: ['running'] })
    expect(ids(running)).toEqual(['defend1', 'defend2', 'defend3', ...REST])
  })

  it('ZZ-04: after 1 AP spent Run is still offered and leaves no AP; after 2 it is not', () => {
    const c = zzBegun(zzCampaign())
    // spent 3 - 2 = 1 AP: the 1 AP a runner may spend is used, so 0 remain: gives 0 - 2 = -2 AP
    const one = withCombatant(c, 'thurig', { full: { ap: 3, move: 5 }, left: { ap: 2, move: 5 } })
    expect(action(one, 'run')?.gives).toEqual({ move: 5, ap: -2 })
    // spent 3 - 1 = 2 AP > 1: too late to Run
    const two = withCombatant(c, 'thurig', { full: { ap: 3, move: 5 }, left: { ap: 1, move: 5 } })
    expect(ids(two)).not.toContain('run')
  })

  it('ZZ-52 (L208): back up after a Recovery Roll, the rest of a full turn', () => {
    const c = zzBegun(zzCampaign())
    // refilled as Down: 1 AP, 1 Move. Full turn 3 AP and MOVE 5 → gives 3 - 1 = 2 AP, 5 - 1 = 4 Move
    const up = withCombatant(c, 'thurig', { full: { ap: 1, move: 1 }, left: { ap: 1, move: 1 } })
    expect(action(up, 'recovered')).toEqual({
      id: 'recovered',
      name: 'Full turn after Recovery',
      cost: {},
      gives: { ap: 2, move: 4 },
      flag: 'recovered',
      summary: 'ZZ-52: Thurig is back on its feet: the rest of its 3 AP and MOVE this turn',
    })
    expect(ids(up)[0]).toBe('recovered')
    // a turn that did not start with 1 AP (here 2) is no Recovery turn
    const two = withCombatant(c, 'thurig', { full: { ap: 2, move: 5 }, left: { ap: 2, move: 5 } })
    expect(ids(two)).toEqual(['defend1', 'defend2', 'defend3', 'run', ...REST])
    // already taken, or still Down: not offered
    const taken = withCombatant(up, 'thurig', { flags: ['recovered'] })
    expect(ids(taken)).not.toContain('recovered')
    const down = withState(up, 'thurig', { statuses: ['down'] })
    expect(ids(down)).not.toContain('recovered')
  })

  it('ZZ-Q27 Stand Up for a tripped figure; ZZ-22 (L208): a Down figure cannot Stand Up', () => {
    const c = zzBegun(zzCampaign())
    const tripped = withState(c, 'thurig', { statuses: ['tripped'] })
    expect(action(tripped, 'standUp')).toEqual({
      id: 'standUp',
      name: 'Stand Up',
      cost: { ap: 1 },
      summary: 'ZZ-Q27: Thurig gets back on its feet',
    })
    const down = withState(c, 'thurig', { statuses: ['down', 'tripped'] })
    expect(ids(down)).not.toContain('standUp')
  })

  it('ZZ-31 (L140 "3 Action Points (AP) + 3 Move Points"): Stop, Drop & Roll when On Fire', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['onFire'] })
    expect(action(c, 'stopDropRoll')).toEqual({
      id: 'stopDropRoll',
      name: 'Stop, Drop & Roll',
      cost: { ap: 3, move: 3 },
      flag: 'stopDropRoll',
      summary:
        'ZZ-31/55: face-down on the floor; at the end of the turn d12 + DEX ≥ 6 puts the fire out',
    })
  })
})

describe('zzActionTaken', () => {
  it('a token without a sheet, or an id that only looks like Defend, changes nothing', () => {
    const c = zzBegun(zzCampaign())
    expect(zzActionTaken(c, 'ghost', 'defend1')).toEqual([])
    expect(zzActionTaken(c, 'thurig', 'xdefend1')).toEqual([])
    expect(zzActionTaken(c, 'thurig', 'defend1x')).toEqual([])
    expect(zzActionTaken(c, 'thurig', 'load:sword')).toEqual([])
  })

  it('ZZ-Q8 defendStack: a second Defend adds to the first (L105-106: +1 then +2 = +3)', () => {
    const c = withState(zzBegun(zzCampaign({ defendStack: true })), 'thurig', { defendBonus: 1 })
    const [change] = zzActionTaken(c, 'thurig', 'defend2')
    // 1 already + 2 for 2 AP = 3
    expect(change).toMatchObject({
      kind: 'instance',
      tokenId: 'thurig',
      instance: { defendBonus: 3 },
    })
  })

  it('ZZ-Q27 Stand Up drops only Tripped and sets the figure upright', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['tripped', 'onFire'] })
    const changes = zzActionTaken(c, 'thurig', 'standUp')
    expect(changes).toHaveLength(2)
    expect(changes[0]).toMatchObject({ kind: 'instance', instance: { statuses: ['onFire'] } })
    expect(changes[1]).toEqual({ kind: 'token', tokenId: 'thurig', orientation: 'upright' })
  })

  it('ZZ-31: Stop, Drop & Roll lays the figure face-down', () => {
    const c = zzBegun(zzCampaign())
    expect(zzActionTaken(c, 'thurig', 'stopDropRoll')).toEqual([
      { kind: 'token', tokenId: 'thurig', orientation: 'face-down' },
    ])
  })
})
