/**
 * Moving in a Blue Box fight through the pure tracker: Opportunity Attacks counted within reach
 * (L476), only from enemies that can react (L910, L918, L1012, L1022, Out), the hit that stops the
 * mover; Quick-step (L548); Dash by dropping in its band and by its pip (L552); Dangerous terrain
 * on entering (L611). The demo campaign on open ground; Vaka (twin blades) for the party, the
 * Scrap Hound (Shear Jaws, reach 1 m) and the Rust Sentinel against her.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Hex } from '../../../../shared/geometry/hex'
import type { Campaign } from '../../../../shared/model'
import {
  combatAfterMove,
  spendResource,
  stopMover,
  takeTurnAction,
  type MovePath,
} from '../../../../shared/play/combat'
import { at, begun, bluebox, fight, round2, who } from './bluebox-fixture'

/** Vaka walks `hexes` (the first is where she stands), 1 m a hex on open ground. */
function walk(c: Campaign, hexes: Hex[], extra: { quickStep?: boolean } = {}) {
  const path: MovePath = { hexes, steps: hexes.slice(1).map(() => 1) }
  const before = at(c, 'pc-vaka', hexes[0]!)
  const after = at(before, 'pc-vaka', hexes[hexes.length - 1]!)
  return combatAfterMove(before, after, 'pc-vaka', path.steps.length, {
    override: false,
    path,
    ...extra,
  })
}
const offersBy = (out: ReturnType<typeof walk>) => out.opportunities.map((o) => o.attackerId)

// The Scrap Hound stands at 8,7; its Shear Jaws reach 1 m (its neighbours). West of it: 7,7.
const W = { q: 7, r: 7 }
const AROUND = [W, { q: 7, r: 8 }, { q: 8, r: 8 }, { q: 8, r: 9 }, { q: 8, r: 10 }]
const AWAY = [W, { q: 6, r: 7 }, { q: 5, r: 7 }, { q: 4, r: 7 }]

describe('Opportunity Attacks: 2 m or more moved within reach (L476)', () => {
  it('walking 2 m around the Hound within its reach provokes; the hit stops Vaka where it reacted', () => {
    const c = round2()
    const out = walk(c, AROUND)
    expect(out.opportunities).toEqual([
      {
        attackerId: 'npc-hound',
        attackerName: 'Scrap Hound',
        targetId: 'pc-vaka',
        stopAt: { q: 8, r: 8 },
      },
    ])
    // 6 m less the 4 walked; the Hound reacted after the second metre within reach, at 8,8.
    expect(who(out.campaign, 'pc-vaka').left.metres).toBe(2)
    const stopped = stopMover(out.campaign, 'npc-hound', 'pc-vaka')
    expect(stopped.tokens['pc-vaka']!.hex).toMatchObject({ q: 8, r: 8 })
    // The two metres after the stop are given back: 2 + 2.
    expect(who(stopped, 'pc-vaka').left.metres).toBe(4)
    expect(fight(stopped).log.at(-1)!.text).toBe(
      "Vaka stops where Scrap Hound's Opportunity Attack hit it (2 m of Move given back)",
    )
    // The move is cut once: a second hit by the same enemy changes nothing.
    expect(stopMover(stopped, 'npc-hound', 'pc-vaka').tokens['pc-vaka']!.hex).toMatchObject({
      q: 8,
      r: 8,
    })
  })

  it('two enemies hit: the mover stands at the earlier stop, whichever hit is rolled first', () => {
    // The Sentinel (Piston Maul, reach 2 m) at 9,9: 8,8 and 8,9 are within its reach, so its
    // second metre within reach is the step to 8,10, the walk's end; the Hound's was at 8,8.
    const c = round2((camp) => {
      camp.tokens['npc-sentinel']!.hex = { q: 9, r: 9 }
    })
    const out = walk(c, AROUND)
    expect(out.opportunities.map((o) => [o.attackerId, o.stopAt])).toEqual([
      ['npc-hound', { q: 8, r: 8 }],
      ['npc-sentinel', { q: 8, r: 10 }],
    ])
    const sentinelFirst = stopMover(out.campaign, 'npc-sentinel', 'pc-vaka')
    expect(sentinelFirst.tokens['pc-vaka']!.hex).toMatchObject({ q: 8, r: 10 })
    expect(who(sentinelFirst, 'pc-vaka').left.metres).toBe(2)
    const thenHound = stopMover(sentinelFirst, 'npc-hound', 'pc-vaka')
    expect(thenHound.tokens['pc-vaka']!.hex).toMatchObject({ q: 8, r: 8 })
    expect(who(thenHound, 'pc-vaka').left.metres).toBe(4)
    const houndFirst = stopMover(out.campaign, 'npc-hound', 'pc-vaka')
    const thenSentinel = stopMover(houndFirst, 'npc-sentinel', 'pc-vaka')
    expect(thenSentinel.tokens['pc-vaka']!.hex).toMatchObject({ q: 8, r: 8 })
    expect(who(thenSentinel, 'pc-vaka').left.metres).toBe(4)
  })

  it('stepping straight out of reach is 1 m within it: no Opportunity Attack, however far the walk', () => {
    expect(walk(round2(), AWAY).opportunities).toEqual([])
  })

  it('the metres within reach add up over the turn: two 1 m moves provoke on the second', () => {
    const first = walk(round2(), AROUND.slice(0, 2))
    expect(first.opportunities).toEqual([])
    const second = walk(first.campaign, AROUND.slice(1, 3))
    expect(offersBy(second)).toEqual(['npc-hound'])
    // Offered once a turn: more walking within reach offers nothing new.
    expect(walk(second.campaign, [AROUND[2]!, { q: 9, r: 8 }]).opportunities).toEqual([])
  })

  it('a hit by an Opportunity Attack tells the tracker to stop the mover; a miss does not', () => {
    const c = walk(round2(), AROUND).campaign
    const roll = (d12: number) =>
      bluebox.rolls.resolve(
        {
          kind: 'attack',
          attackerId: 'npc-hound',
          weaponId: 'shear-jaws',
          targetId: 'pc-vaka',
          situation: { action: 'opportunity', decisiveOption: 'heavy-strike' },
        },
        c,
        scriptedDice({ 12: [d12], 4: [1, 1, 1], 6: [1, 1, 1], 8: [1, 1, 1] }),
      )
    // L457: a natural 12 is a Decisive Hit; a natural 2 misses any AC above 2 + the Hound's mods.
    expect(roll(12)).toMatchObject({ cost: { reaction: 1 }, stopsMove: 'pc-vaka' })
    expect(roll(2).stopsMove).toBeUndefined()
  })

  it.each([
    ['Grappled (L910)', ['grappled']],
    ['a Grappler (L918)', ['grappler']],
    ['in Stasis (L1012)', ['stasis']],
    ['Unconscious (L1022)', ['unconscious']],
    ['Out (L845)', ['down', 'out']],
  ])('an enemy %s cannot react: no offer', (_name, conditions) => {
    const c = round2()
    const inst = c.tokens['npc-hound']!.instance as Record<string, unknown>
    c.tokens['npc-hound'] = { ...c.tokens['npc-hound']!, instance: { ...inst, conditions } }
    expect(walk(c, AROUND).opportunities).toEqual([])
  })

  it('a Down enemy still reacts as written (L840-L845: only Out bars Reactions); the table option downReacts off bars it', () => {
    const c = round2()
    const inst = c.tokens['npc-hound']!.instance as Record<string, unknown>
    c.tokens['npc-hound'] = {
      ...c.tokens['npc-hound']!,
      instance: { ...inst, conditions: ['down'] },
    }
    expect(walk(c, AROUND).opportunities.map((o) => o.attackerId)).toEqual(['npc-hound'])
    const strict = { ...c, tableOptions: { ...c.tableOptions, downReacts: false } }
    expect(walk(strict, AROUND).opportunities).toEqual([])
  })

  it('an enemy whose Reaction is spent this round, or not yet gained, makes none (L443)', () => {
    const spent = spendResource(round2(), 'npc-hound', 'reaction', 1, false)
    expect(walk(spent, AROUND).opportunities).toEqual([])
    // Round 1: the Hound's first turn has not started, so it has no Reaction yet.
    expect(walk(begun(), AROUND).opportunities).toEqual([])
  })

  it("the table option 'leaving-reach' offers one only when a move of 2 m or more leaves reach", () => {
    const leaving = round2((camp) => {
      camp.tableOptions = { opportunityAttacks: 'leaving-reach' }
    })
    // 2 m around the Hound, ending beside it: provokes as written, not under the option.
    expect(offersBy(walk(round2(), AROUND.slice(0, 3)))).toEqual(['npc-hound'])
    expect(walk(leaving, AROUND.slice(0, 3)).opportunities).toEqual([])
    // 3 m straight away: leaves reach, so the option offers one; as written it does not.
    expect(offersBy(walk(leaving, AWAY))).toEqual(['npc-hound'])
  })

  it('after a Disengage the walk provokes nothing (L556)', () => {
    const c = takeTurnAction(round2(), 'pc-vaka', 'disengage', false)
    expect(walk(c, AROUND).opportunities).toEqual([])
  })
})

describe('Quick-step: 1/round, up to 1 m, provoking nothing (L548)', () => {
  it('after the Quick-step action the next move is at most 1 m and provokes nothing', () => {
    const c = takeTurnAction(round2(), 'pc-vaka', 'quick-step', false)
    expect(() => walk(c, AROUND.slice(0, 3))).toThrow(
      'A Quick-step moves at most 1 m, and this move costs 2 m: drop Vaka on a hex 1 m away, or undo the Quick-step to move it normally',
    )
    const stepped = walk(c, AROUND.slice(0, 2))
    expect(stepped.opportunities).toEqual([])
    expect(who(stepped.campaign, 'pc-vaka').flags).not.toContain('quick-step')
    // The 1 m within reach was a Quick-step: it does not count toward the 2 m.
    expect(walk(stepped.campaign, AROUND.slice(1, 3)).opportunities).toEqual([])
    expect(() => takeTurnAction(stepped.campaign, 'pc-vaka', 'quick-step', false)).toThrow(
      'Vaka has no Quick-step left this turn',
    )
  })

  it('a move sent as a Quick-step pays the Quick-step itself, once a round', () => {
    const out = walk(round2(), AROUND.slice(0, 2), { quickStep: true })
    expect(who(out.campaign, 'pc-vaka').left.quickStep).toBe(0)
    expect(() => walk(out.campaign, AROUND.slice(1, 2 + 1), { quickStep: true })).toThrow(
      'Vaka has no Quick-step left this turn',
    )
  })
})

describe('Dash (L552): a second Move Action for 1 AP, once a round', () => {
  it('a drop needing more than the metres left takes the Dash on the way', () => {
    const c = round2()
    const eight = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((q) => ({ q, r: 3 }))
    const out = walk(c, eight)
    // 6 m + the Dash's 6 m, less 8 walked; 2 AP less the Dash's 1.
    expect(who(out.campaign, 'pc-vaka').left).toMatchObject({ metres: 4, ap: 1, dash: 0 })
    expect(fight(out.campaign).log.at(-1)!.text).toBe('Vaka: Dash (moved into its band)')
  })

  it('clicking the Dash pip takes the Dash: its metres come with it', () => {
    const c = spendResource(round2(), 'pc-vaka', 'dash', 1, false)
    expect(who(c, 'pc-vaka').left).toMatchObject({ metres: 12, ap: 1, dash: 0 })
  })
})

describe('Dangerous terrain asks its save on first entering it (L611)', () => {
  const spikes = (c: Campaign) => {
    c.maps.causeway!.terrain = {
      '3,5': { kind: 'dangerous', dangerous: { stat: 'DEX', dc: 12, damageType: 'piercing' } },
    }
  }

  it('walking into it puts the save on the checklist; walking on from inside it does not', () => {
    const c = round2(spikes)
    const items = fight(c).items.length
    const into = walk(
      c,
      [1, 2, 3, 4].map((q) => ({ q, r: 5 })),
    )
    const added = fight(into.campaign).items.slice(items)
    expect(added).toEqual([
      expect.objectContaining({
        tokenId: 'pc-vaka',
        source: 'Dangerous terrain',
        text: 'entered it: DEX save DC 12',
        during: true,
      }),
    ])
    const out = walk(
      c,
      [3, 4, 5].map((q) => ({ q, r: 5 })),
    )
    expect(fight(out.campaign).items.length).toBe(items)
  })
})
