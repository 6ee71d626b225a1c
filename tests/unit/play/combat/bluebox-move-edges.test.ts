/**
 * The edges of a move in a Blue Box fight through the pure tracker: who pays (only the combatant
 * whose turn it is), what an Opportunity Attack's hit gives back (only what the mover paid), when
 * the Dash is taken on the way (L552: only when the metres left are short, never past the GM's
 * override), the Quick-step's refusal and flag (L548), and when a Dangerous terrain save is asked
 * (L611: on the mover's checklist now, or at the end of the turn when moved out of its turn).
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { Campaign } from '../../../../shared/model'
import {
  combatAfterMove,
  stopMover,
  takeTurnAction,
  type MovePath,
} from '../../../../shared/play/combat'
import { at, fight, round2, who } from './bluebox-fixture'

/** `tokenId` walks `hexes` (the first is where it stands), 1 m a hex on open ground. */
function walk(
  c: Campaign,
  tokenId: string,
  hexes: Hex[],
  extra: { quickStep?: boolean; override?: boolean } = {},
) {
  const path: MovePath = { hexes, steps: hexes.slice(1).map(() => 1) }
  const before = at(c, tokenId, hexes[0]!)
  const after = at(before, tokenId, hexes[hexes.length - 1]!)
  return combatAfterMove(before, after, tokenId, path.steps.length, {
    override: extra.override ?? false,
    path,
    ...(extra.quickStep ? { quickStep: true } : {}),
  })
}

// The Scrap Hound stands at 8,7 (Shear Jaws, reach 1 m: its neighbours).
const AROUND = [
  { q: 7, r: 7 },
  { q: 7, r: 8 },
  { q: 8, r: 8 },
  { q: 8, r: 9 },
]
const row = (n: number, r = 3) => Array.from({ length: n + 1 }, (_, q) => ({ q, r }))

describe('who pays for a move', () => {
  it('no one is taking a turn (between turns): the move is free', () => {
    const c = round2()
    const between = { ...c, combat: { ...fight(c), currentId: null } }
    const out = walk(between, 'pc-vaka', row(3))
    expect(who(out.campaign, 'pc-vaka').left.metres).toBe(6)
  })

  it('the Hound moved by the GM during Vaka’s turn pays nothing, and a hit on it gives nothing back', () => {
    // Vaka (twin blades, reach 1 m) stands at 8,7; the Hound walks 3 m around her: its second
    // metre within her reach provokes (L476), and it paid nothing, so the stop refunds nothing.
    const c = at(at(round2(), 'pc-vaka', { q: 8, r: 7 }), 'npc-hound', { q: 7, r: 7 })
    const houndLeft = who(c, 'npc-hound').left
    const out = walk(c, 'npc-hound', AROUND)
    expect(out.opportunities.map((o) => [o.attackerId, o.stopAt])).toEqual([
      ['pc-vaka', { q: 8, r: 8 }],
    ])
    expect(who(out.campaign, 'npc-hound').left).toEqual(houndLeft)
    const stopped = stopMover(out.campaign, 'pc-vaka', 'npc-hound')
    expect(stopped.tokens['npc-hound']!.hex).toMatchObject({ q: 8, r: 8 })
    expect(who(stopped, 'npc-hound').left).toEqual(houndLeft)
    expect(fight(stopped).log.at(-1)!.text).toBe(
      "Scrap Hound stops where Vaka's Opportunity Attack hit it",
    )
  })

  it('a move with no path of its own is one step from where the token stood to where it stands', () => {
    // 7,7 to 8,8 in one 2 m step, begun within the Hound's reach: 2 m within reach (L476).
    const c = at(round2(), 'pc-vaka', { q: 7, r: 7 })
    const out = combatAfterMove(c, at(c, 'pc-vaka', { q: 8, r: 8 }), 'pc-vaka', 2, {
      override: false,
    })
    expect(out.opportunities).toEqual([
      expect.objectContaining({ attackerId: 'npc-hound', stopAt: { q: 8, r: 8 } }),
    ])
  })

  it('a token put on the map (not there before) pays and provokes nothing, and asks no save', () => {
    const c = round2()
    const { 'pc-vaka': vaka, ...rest } = c.tokens
    const before = { ...c, tokens: rest }
    const after = at(c, 'pc-vaka', { q: 7, r: 8 })
    expect(vaka).toBeDefined()
    const out = combatAfterMove(before, after, 'pc-vaka', 0, { override: false })
    expect(out.opportunities).toEqual([])
    expect(fight(out.campaign).items).toEqual(fight(c).items)
  })

  it('an Opportunity Attack owed from an earlier move is still owed after a move that keeps no watch', () => {
    const c = round2()
    const first = walk(c, 'pc-vaka', AROUND.slice(0, 3))
    expect(first.opportunities.map((o) => o.attackerId)).toEqual(['npc-hound'])
    // The table switches to 'leaving-reach' mid-turn; Vaka's next 1 m step keeps no watch.
    const leaving = {
      ...first.campaign,
      tableOptions: { ...first.campaign.tableOptions, opportunityAttacks: 'leaving-reach' },
    }
    const second = walk(leaving, 'pc-vaka', [AROUND[2]!, AROUND[3]!])
    const stopped = stopMover(second.campaign, 'npc-hound', 'pc-vaka')
    expect(stopped.tokens['pc-vaka']!.hex).toMatchObject({ q: 8, r: 8 })
  })
})

describe('the Dash on the way (L552)', () => {
  it('a walk of exactly the 6 m left takes no Dash', () => {
    const out = walk(round2(), 'pc-vaka', row(6))
    expect(who(out.campaign, 'pc-vaka').left).toMatchObject({ metres: 0, ap: 2, dash: 1 })
    expect(fight(out.campaign).log).toEqual(fight(round2()).log)
  })

  it('the GM’s override walks past the metres left without taking the Dash', () => {
    const out = walk(round2(), 'pc-vaka', row(8), { override: true })
    expect(who(out.campaign, 'pc-vaka').left).toMatchObject({ metres: 0, ap: 2, dash: 1 })
  })

  it('short of metres with no AP for the Dash: refused, saying both', () => {
    const c = takeTurnAction(
      takeTurnAction(round2(), 'pc-vaka', 'hide', false),
      'pc-vaka',
      'hunker',
      false,
    )
    expect(who(c, 'pc-vaka').left.ap).toBe(0)
    expect(() => walk(c, 'pc-vaka', row(8))).toThrow(
      'Vaka has only 6 m Move left this turn, not 8 m, and cannot take the Dash action (Vaka has no AP left this turn)',
    )
  })
})

describe('the Quick-step (L548)', () => {
  it('a move sent as a Quick-step past 1 m is refused, with no flag to undo', () => {
    expect(() => walk(round2(), 'pc-vaka', AROUND.slice(0, 3), { quickStep: true })).toThrow(
      /^A Quick-step moves at most 1 m, and this move costs 2 m: drop Vaka on a hex 1 m away$/,
    )
  })

  it('the Quick-step uses up only its own flag: a Disengage taken before it stays', () => {
    let c = takeTurnAction(round2(), 'pc-vaka', 'disengage', false)
    c = takeTurnAction(c, 'pc-vaka', 'quick-step', false)
    const flags = who(c, 'pc-vaka').flags
    expect(flags).toEqual(expect.arrayContaining(['disengaged', 'quick-step']))
    const out = walk(c, 'pc-vaka', AROUND.slice(0, 2))
    expect(who(out.campaign, 'pc-vaka').flags).toEqual(flags.filter((f) => f !== 'quick-step'))
  })
})

describe('Dangerous terrain entered (L611)', () => {
  const spikes = (c: Campaign) => {
    c.maps.causeway!.terrain = {
      '3,5': { kind: 'dangerous', dangerous: { stat: 'DEX', dc: 12, damageType: 'piercing' } },
    }
  }
  const entering = [2, 3].map((q) => ({ q, r: 5 }))

  it('by the combatant taking its turn: on its checklist now (start of its list)', () => {
    const out = walk(round2(spikes), 'pc-vaka', entering)
    expect(fight(out.campaign).items.at(-1)).toMatchObject({
      tokenId: 'pc-vaka',
      at: 'start',
      text: 'entered it: DEX save DC 12',
    })
  })

  it('by one moved out of its turn: at the end of the turn', () => {
    const out = walk(round2(spikes), 'npc-hound', entering)
    expect(fight(out.campaign).items.at(-1)).toMatchObject({
      tokenId: 'npc-hound',
      at: 'end',
      text: 'entered it: DEX save DC 12',
    })
  })
})
