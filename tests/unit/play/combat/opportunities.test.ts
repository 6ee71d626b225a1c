/**
 * The Opportunity Attacks a move provokes and the hit that stops the mover
 * (shared/play/combat/opportunities.ts), through provokedBy, combatAfterMove and stopMover.
 * Blue Box as written (Combat Actions: Opportunity Attack, L476: "If a being voluntarily moves at
 * 2m (or more) within your reach/range, React! ... On a successful hit your target cannot continue
 * moving, stopping in the hex they were in when you reacted"), its 'leaving-reach' table option,
 * and GG, whose trigger is leaving an Area of Control (F-GG-5, GG-038: AoC 1 m by default).
 * Distances are counted by hand on axial hexes: (|dq| + |dr| + |dq + dr|) / 2 hexes apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hex } from '../../../../shared/geometry/hex'
import type { Campaign, MoveWatch } from '../../../../shared/model'
import { combatAfterMove, nextTurn, stopMover, type MovePath } from '../../../../shared/play/combat'
import { provokedBy } from '../../../../shared/play/combat/opportunities'
import { registerRuleset, unregisterRuleset, type Ruleset } from '../../../../shared/rules'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'
import { trailRuleset } from '../../../support/test-ruleset'
import { openDemoCampaign } from '../../support/open-demo'
import { ariaLeaves, withState } from '../../rules/gg/ruleset-combat-fixture'
import { at, fight, noSight, round2, who } from './bluebox-fixture'
import { started } from './fixture'

const pathOf = (hexes: Hex[], per = 1): MovePath => ({
  hexes,
  steps: hexes.slice(1).map(() => per),
})
/** `tokenId` walks `hexes` (the first is where it stands), `per` metres a hex. */
function move(c: Campaign, tokenId: string, hexes: Hex[], per = 1) {
  const path = pathOf(hexes, per)
  const before = at(c, tokenId, hexes[0]!)
  const after = at(before, tokenId, hexes[hexes.length - 1]!)
  const metres = path.steps.reduce((a, b) => a + b, 0)
  return combatAfterMove(before, after, tokenId, metres, { override: false, path })
}
const walk = (c: Campaign, hexes: Hex[]) => move(c, 'pc-vaka', hexes)
const offersBy = (out: { opportunities: { attackerId: string }[] }) =>
  out.opportunities.map((o) => o.attackerId)
const watchOf = (c: Campaign): MoveWatch => fight(c).moveWatch as MoveWatch
const turns = (c: Campaign, n: number) => {
  let out = c
  for (let i = 0; i < n; i++) out = nextTurn(out, noSight).campaign
  return out
}
const lastLog = (c: Campaign) => fight(c).log.at(-1)!.text

// The Scrap Hound stands at 8,7, its Shear Jaws reach 1 m (its six neighbours, on the causeway's
// 1 m hexes). AROUND: 7,7, 7,8 and 8,8 are 1 hex from 8,7; 8,9 and 8,10 are 2 and 3 away.
const AROUND: Hex[] = [
  { q: 7, r: 7 },
  { q: 7, r: 8 },
  { q: 8, r: 8 },
  { q: 8, r: 9 },
  { q: 8, r: 10 },
]

describe('Blue Box as written: metres walked within reach (L476)', () => {
  it('the watch keeps the metres within each reach and the step and refund of each offer', () => {
    const out = walk(round2(), AROUND)
    // Steps from 7,7, 7,8 and 8,8 start in reach: 3 m within. The second one (i = 1) reaches
    // 2 m, so the stop is hexes[2] = 8,8, step 2; the move cost 4 m, 2 spent: 2 m come back.
    // The Sentinel waits at 16,1, never in reach: no entry for it, not even 0.
    expect(watchOf(out.campaign)).toEqual({
      moverId: 'pc-vaka',
      round: 2,
      turnOf: 'pc-vaka',
      within: { 'npc-hound': 3 },
      offers: [
        {
          attackerId: 'npc-hound',
          stopAt: { q: 8, r: 8 },
          refund: { metres: 2 },
          step: 2,
        },
      ],
    })
  })

  it('an offer made on the last step gives nothing back, and its hit says so', () => {
    // The Sentinel (Piston Maul, reach 2 m) at 9,9: 8,8 (dq -1, dr -1: 2) and 8,9 (1) are in reach,
    // 7,8 (3) is not; its second metre is the step 8,9 -> 8,10, the last: step 4, 4 - 4 = 0 m left.
    const c = round2((camp) => {
      camp.tokens['npc-sentinel']!.hex = { q: 9, r: 9 }
    })
    const out = walk(c, AROUND)
    expect(watchOf(out.campaign).offers[1]).toEqual({
      attackerId: 'npc-sentinel',
      stopAt: { q: 8, r: 10 },
      refund: {},
      step: 4,
    })
    expect(watchOf(out.campaign).within).toEqual({ 'npc-hound': 3, 'npc-sentinel': 2 })
    const hit = stopMover(out.campaign, 'npc-sentinel', 'pc-vaka')
    expect(lastLog(hit)).toBe("Vaka stops where Rust Sentinel's Opportunity Attack hit it")
    // Nothing came back: 6 m less the 4 walked.
    expect(who(hit, 'pc-vaka').left.metres).toBe(2)
  })

  it('a move nobody paid for (paidFor null) offers a stop with nothing to give back', () => {
    const c = at(round2(), 'pc-vaka', AROUND[4]!)
    const out = provokedBy(c, who(c, 'pc-vaka'), pathOf(AROUND), 4, 1, null)
    // Same stop as above (8,8 at step 2), but no resource paid, so no refund.
    expect(out.watch!.offers).toEqual([
      { attackerId: 'npc-hound', stopAt: { q: 8, r: 8 }, refund: {}, step: 2 },
    ])
  })

  it('a move paid in a counted resource gives the rest back as a count, not as metres', () => {
    const c = at(round2(), 'pc-vaka', AROUND[4]!)
    const out = provokedBy(c, who(c, 'pc-vaka'), pathOf(AROUND), 4, 1, 'ap')
    const watched = { ...c, combat: { ...fight(c), moveWatch: out.watch! } }
    const hit = stopMover(watched, 'npc-hound', 'pc-vaka')
    // 4 - 2 spent = 2 AP; AP shows as pips, so the line counts it.
    expect(lastLog(hit)).toBe(
      "Vaka stops where Scrap Hound's Opportunity Attack hit it (2 AP given back)",
    )
  })

  it('on 2 m hexes each step is 2 m, and reach is counted in metres, not hexes', () => {
    // The Sentinel (reach 2 m) at 12,3, far from the Hound; the causeway made of 2 m hexes.
    const c = round2((camp) => {
      camp.maps.causeway!.metresPerHex = 2
      camp.tokens['npc-sentinel']!.hex = { q: 12, r: 3 }
    })
    // 12,5, 13,4 and 14,3 are each 2 hexes (4 m) from 12,3: a walk among them is out of reach.
    const ring = [
      { q: 12, r: 5 },
      { q: 13, r: 4 },
      { q: 14, r: 3 },
    ]
    expect(move(c, 'pc-vaka', ring, 2).opportunities).toEqual([])
    // 12,4 is 1 hex (2 m) away, in reach: one 2 m step from it is 2 m within reach.
    const close = move(
      c,
      'pc-vaka',
      [
        { q: 12, r: 4 },
        { q: 13, r: 3 },
      ],
      2,
    )
    expect(offersBy(close)).toEqual(['npc-sentinel'])
  })

  it('the metres within reach are counted per turn: last round and another turn start afresh', () => {
    // L476 counts "moves at 2m"; the tracker counts them over the mover's turn (the module's
    // reading: a move is what a being does on one turn). 1 m within the Hound's reach
    // (7,7 -> 7,8), then 1 m more (7,8 -> 8,8) later, then 1 m more again (8,8 -> 8,9).
    const first = walk(round2(), AROUND.slice(0, 2))
    expect(first.opportunities).toEqual([])
    // Round 3, Vaka's turn again: the Hound's Reaction is back, but the 1 m was last round's.
    const round3 = turns(first.campaign, 3)
    expect(fight(round3)).toMatchObject({ round: 3, currentId: 'pc-vaka' })
    const again = walk(round3, AROUND.slice(1, 3))
    expect(again.opportunities).toEqual([])
    // The Hound can react: this turn's second metre within reach provokes it.
    expect(offersBy(walk(again.campaign, AROUND.slice(2, 4)))).toEqual(['npc-hound'])
    // The Hound's turn, same round: Vaka pushed 1 m more is 1 m of this turn only.
    const houndsTurn = turns(first.campaign, 1)
    expect(fight(houndsTurn).currentId).toBe('npc-hound')
    const pushed = walk(houndsTurn, AROUND.slice(1, 3))
    expect(pushed.opportunities).toEqual([])
    expect(offersBy(walk(pushed.campaign, AROUND.slice(2, 4)))).toEqual(['npc-hound'])
  })

  it("each mover's metres are its own: the Sentinel's 1 m near Vaka does not add to the Hound's", () => {
    // Vaka at 7,7. The Sentinel dragged 6,7 -> 6,8 (6,7 is 1 hex from her), then the Hound
    // 8,7 -> 8,6 (8,7 is 1 hex from her): 1 m within her reach each, 2 m never by one mover.
    const c = at(round2(), 'pc-vaka', AROUND[0]!)
    const sentinel = move(c, 'npc-sentinel', [
      { q: 6, r: 7 },
      { q: 6, r: 8 },
    ])
    expect(watchOf(sentinel.campaign).within).toEqual({ 'pc-vaka': 1 })
    const hound = move(sentinel.campaign, 'npc-hound', [
      { q: 8, r: 7 },
      { q: 8, r: 6 },
    ])
    expect(hound.opportunities).toEqual([])
    // Vaka can react: the Hound's own second metre within her reach (from 8,6, 1 hex off) does.
    const further = move(hound.campaign, 'npc-hound', [
      { q: 8, r: 6 },
      { q: 7, r: 6 },
    ])
    expect(offersBy(further)).toEqual(['pc-vaka'])
  })

  it('an ally does not react: the Hound walking around the Sentinel provokes nothing', () => {
    // The Hound's turn; the Sentinel (its own side, reach 2 m) at 9,9; Vaka far off at 1,1.
    const c = turns(
      round2((camp) => {
        camp.tokens['npc-sentinel']!.hex = { q: 9, r: 9 }
        camp.tokens['pc-vaka']!.hex = { q: 1, r: 1 }
      }),
      1,
    )
    // 8,8 (2) -> 8,9 (1) -> 8,10 (1 from 9,9): 2 m within the Sentinel's reach.
    const out = move(c, 'npc-hound', AROUND.slice(2))
    expect(out.opportunities).toEqual([])
    expect(watchOf(out.campaign).within).toEqual({})
  })

  it('a token never reacts to its own move, whichever side its combatant stands on', () => {
    const c = at(round2(), 'npc-hound', { q: 8, r: 8 })
    // A party-side combatant on the Hound's token: the Hound's own entry is on the other side,
    // and its token stood in its own reach all along, yet it is the mover.
    const turned = { ...who(c, 'npc-hound'), id: 'turned', side: 'party' }
    const out = provokedBy(c, turned, pathOf(AROUND.slice(2)), 2, 1, null)
    expect(out.opportunities).toEqual([])
  })

  it('an enemy whose token is gone, or on another map, does not react', () => {
    const gone = round2()
    delete gone.tokens['npc-hound']
    expect(walk(gone, AROUND).opportunities).toEqual([])
    // Moved off the fight's map after the fight began.
    const away = round2()
    away.tokens['npc-hound']!.mapId = 'elsewhere'
    expect(walk(away, AROUND).opportunities).toEqual([])
  })

  it('a mover whose token is gone provokes nothing', () => {
    const c = round2()
    delete c.tokens['pc-vaka']
    const out = provokedBy(c, who(c, 'pc-vaka'), pathOf(AROUND), 4, 1, 'metres')
    expect(out.opportunities).toEqual([])
    expect(out.watch!.within).toEqual({})
  })
})

describe('the hit that stops the mover (L476: "stopping in the hex they were in when you reacted")', () => {
  it('two hits: the second gives back only the metres between the stops', () => {
    // AROUND and one hex more, 8,11: 5 m. Sentinel at 9,9: 8,10 is 1 hex from it, so its second
    // metre is the step 8,9 -> 8,10 (step 4, 1 m left); the Hound's at step 2 (3 m left).
    const c = round2((camp) => {
      camp.tokens['npc-sentinel']!.hex = { q: 9, r: 9 }
    })
    const out = walk(c, [...AROUND, { q: 8, r: 11 }])
    expect(who(out.campaign, 'pc-vaka').left.metres).toBe(1)
    const sentinel = stopMover(out.campaign, 'npc-sentinel', 'pc-vaka')
    expect(who(sentinel, 'pc-vaka').left.metres).toBe(2)
    // The Sentinel's offer is used up; the Hound's is still open.
    expect(watchOf(sentinel).offers.map((o) => o.attackerId)).toEqual(['npc-hound'])
    expect(watchOf(sentinel).stopped).toEqual({ step: 4, refund: { metres: 1 } })
    const hound = stopMover(sentinel, 'npc-hound', 'pc-vaka')
    expect(hound.tokens['pc-vaka']!.hex).toMatchObject({ q: 8, r: 8 })
    // 3 m after the Hound's stop, 1 already given back: 2 more, 4 in all.
    expect(who(hound, 'pc-vaka').left.metres).toBe(4)
    expect(lastLog(hound)).toBe(
      "Vaka stops where Scrap Hound's Opportunity Attack hit it (2 m of Move given back)",
    )
  })

  it('two enemies reacting at the same step: the second hit changes nothing', () => {
    // Sentinel at 6,9: 7,7 (dq 1, dr -2: 2) and 7,8 (1) are in its 2 m reach, so its second
    // metre is the step 7,8 -> 8,8, like the Hound's: both stop Vaka at 8,8, step 2.
    const c = round2((camp) => {
      camp.tokens['npc-sentinel']!.hex = { q: 6, r: 9 }
    })
    const out = walk(c, AROUND)
    expect(watchOf(out.campaign).offers.map((o) => [o.attackerId, o.step])).toEqual([
      ['npc-hound', 2],
      ['npc-sentinel', 2],
    ])
    const hound = stopMover(out.campaign, 'npc-hound', 'pc-vaka')
    expect(stopMover(hound, 'npc-sentinel', 'pc-vaka')).toBe(hound)
  })

  it('stops an enemy mover too: Vaka reacts to the Hound walking around her', () => {
    // The Hound's turn; Vaka at 7,7 (reach 1 m). 8,7 and 8,6 are 1 hex from her, 7,6 is 1,
    // 6,6 is 2: its second metre within is the step 8,6 -> 7,6 (step 2), 3 m walked, 1 m left.
    const c = turns(at(round2(), 'pc-vaka', AROUND[0]!), 1)
    const out = move(c, 'npc-hound', [
      { q: 8, r: 7 },
      { q: 8, r: 6 },
      { q: 7, r: 6 },
      { q: 6, r: 6 },
    ])
    expect(offersBy(out)).toEqual(['pc-vaka'])
    const hit = stopMover(out.campaign, 'pc-vaka', 'npc-hound')
    expect(hit.tokens['npc-hound']!.hex).toMatchObject({ q: 7, r: 6 })
    expect(lastLog(hit)).toBe(
      "Scrap Hound stops where Vaka's Opportunity Attack hit it (1 m of Move given back)",
    )
  })

  it('changes nothing without a fight, before any move, or for a move of another turn', () => {
    const demo = openDemoCampaign()
    expect(stopMover(demo, 'npc-hound', 'pc-vaka')).toBe(demo)
    const fresh = round2()
    expect(stopMover(fresh, 'npc-hound', 'pc-vaka')).toBe(fresh)
    const moved = walk(round2(), AROUND).campaign
    // The Hound's turn (the move was Vaka's), and round 3's Vaka turn (the move was round 2's).
    const houndsTurn = turns(moved, 1)
    expect(stopMover(houndsTurn, 'npc-hound', 'pc-vaka')).toBe(houndsTurn)
    const round3 = turns(moved, 3)
    expect(fight(round3)).toMatchObject({ round: 3, currentId: 'pc-vaka' })
    expect(stopMover(round3, 'npc-hound', 'pc-vaka')).toBe(round3)
  })

  it('a hit on any token but the mover stops nothing', () => {
    const moved = walk(round2(), AROUND).campaign
    expect(stopMover(moved, 'npc-hound', 'npc-sentinel')).toBe(moved)
  })
})

describe("Blue Box's 'leaving-reach' option: a move of 2 m or more that leaves reach", () => {
  const leaving = (setUp: (c: Campaign) => void = () => {}) =>
    round2((camp) => {
      camp.tableOptions = { opportunityAttacks: 'leaving-reach' }
      setUp(camp)
    })

  it('1 m out of reach is short of the 2 m; exactly 2 m provokes', () => {
    // 7,7 is 1 hex from the Hound (in its 1 m reach), 6,7 two (out), 5,7 three.
    expect(walk(leaving(), [AROUND[0]!, { q: 6, r: 7 }]).opportunities).toEqual([])
    const two = walk(leaving(), [AROUND[0]!, { q: 6, r: 7 }, { q: 5, r: 7 }])
    expect(two.opportunities).toEqual([
      { attackerId: 'npc-hound', attackerName: 'Scrap Hound', targetId: 'pc-vaka' },
    ])
    // No watch is kept under this option.
    expect(fight(two.campaign).moveWatch).toBeUndefined()
  })

  it('a path with no hexes provokes nothing', () => {
    const c = leaving()
    expect(provokedBy(c, who(c, 'pc-vaka'), { hexes: [], steps: [] }, 3, 1, null)).toEqual({
      opportunities: [],
      watch: undefined,
    })
  })

  it('on 2 m hexes reach is in metres: the Sentinel (2 m) reaches 1 hex, not 2', () => {
    const c = leaving((camp) => {
      camp.maps.causeway!.metresPerHex = 2
      camp.tokens['npc-sentinel']!.hex = { q: 12, r: 3 }
    })
    // 12,4 is 1 hex (2 m: in reach) from 12,3, 12,5 is 2 (4 m: out): leaves reach, 2 m moved.
    const out = move(
      c,
      'pc-vaka',
      [
        { q: 12, r: 4 },
        { q: 12, r: 5 },
      ],
      2,
    )
    expect(offersBy(out)).toEqual(['npc-sentinel'])
    // 12,5 (4 m) -> 12,6 (6 m): never in reach, nothing to leave.
    expect(
      move(
        c,
        'pc-vaka',
        [
          { q: 12, r: 5 },
          { q: 12, r: 6 },
        ],
        2,
      ).opportunities,
    ).toEqual([])
  })
})

describe('GG: leaving an Area of Control (F-GG-5, GG-038, GG-059)', () => {
  /** Aria at 2,2 beside the Wolf (3,2; AoC 1 m), Orc (no OA) at 1,2; she moves `metres` to 2,6. */
  const leaving = (wolf?: (c: GgCampaign) => Campaign, metres = 4) =>
    ariaLeaves(wolf, undefined, metres)

  it('the Wolf, able to react, is offered one when Aria leaves its AoC (control)', () => {
    // 2,2 is 1 hex from 3,2 (in its 1 m AoC); 2,6 is 4 away (dq -1, dr 4).
    expect(leaving().map((o) => o.attackerId)).toEqual(['wolf'])
  })

  it('a Wolf knocked out of the fight does not react, RP or not', () => {
    const out = (c: GgCampaign) =>
      withState(c, 'wolf', (s) => ({ ...s, dying: { ...s.dying, outOfFight: true } }))
    expect(leaving(out)).toEqual([])
  })

  it('a drop that spends no metres is not the mover "using its own movement"', () => {
    expect(leaving(undefined, 0)).toEqual([])
  })
})

describe('rulesets without every hook', () => {
  // Trail (tests/support): reach 1 m, no trigger named (so: leaving reach), 2 m or more.
  const { outOfFight, reach, ...bare } = trailRuleset.combat!
  void outOfFight
  void reach
  const noOut: Ruleset = { ...trailRuleset, id: 'trail-no-out', combat: { ...bare, reach } }
  const noReach: Ruleset = { ...trailRuleset, id: 'trail-no-reach', combat: bare }
  beforeAll(() => {
    registerRuleset(noOut)
    registerRuleset(noReach)
  })
  // Nothing else lists them.
  afterAll(() => {
    unregisterRuleset(noOut.id)
    unregisterRuleset(noReach.id)
  })
  /** Ash steps 7,2 -> 6,2 -> 5,2: from beside the Rat (8,2) to 3 hexes off; the Mouse (8,4) is 3 from 7,2. */
  const ashLeaves = (rulesetId: string) => {
    const trail = started()
    const c = at({ ...trail, rulesetId }, 'ash', { q: 5, r: 2 })
    const ash = fight(c).order.find((x) => x.id === 'ash')!
    const path = pathOf([
      { q: 7, r: 2 },
      { q: 6, r: 2 },
      { q: 5, r: 2 },
    ])
    return provokedBy(c, ash, path, 2, 1, null).opportunities.map((o) => o.attackerId)
  }

  it('no outOfFight hook: every enemy is in the fight, the Rat reacts', () => {
    expect(ashLeaves('trail-no-out')).toEqual(['rat'])
  })

  it('no reach hook: no Opportunity Attacks at all', () => {
    expect(ashLeaves('trail-no-reach')).toEqual([])
  })
})
