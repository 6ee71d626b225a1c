/**
 * The comfortable camp's re-roll at its edges (seed 000 L723: "all members can re-roll any number
 * of (✦) once when restoring HP"), on the ruleset's own hooks: what a Restore HP keeps to re-roll,
 * and the HP a re-roll gives. Restore HP is 2✦ + FOR + current HP, a negative FOR not counted
 * (L685); ✦ is a d4 at levels 1-3 and a d6 at 4-6 (L144-L145). Demo sheets: Vaka and Orin level
 * 2, HP max 16, FOR 1 and 2; the Rust Sentinel level 5, FOR 3, HP max 24.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, RestReroll } from '../../../../shared/model'
import { RollRefused } from '../../../../shared/rules'
import { demo, editPc, plan, rest, state } from './rest-fixture'

const comfortable = { camp: ['comfortable'] }

/** The re-rollable dice a comfortable rest left, resolving with these faces. */
function kept(c: Campaign, slots: Parameters<typeof plan>[0], faces: Record<number, number[]>) {
  const dice = scriptedDice(faces)
  const members = Object.keys(slots)
  const r = rest.resolve(plan(slots, { ...comfortable, members }), c, dice)
  dice.assertDone()
  return r.rerolls ?? []
}

/** Re-roll the picked faces of group `index` on the campaign as it stands after the rest. */
function reroll(
  after: Campaign,
  groups: readonly RestReroll[],
  index: number,
  pick: number[],
  faces: Record<number, number[]>,
) {
  const dice = scriptedDice(faces)
  const r = rest.reroll!(after, groups, index, pick, dice)
  dice.assertDone()
  return r
}

const hpIn = (r: { changes: readonly { kind: string; instance?: unknown }[] }) =>
  r.changes.map((x) => (x.instance as { hp: number }).hp)

describe('what a comfortable Restore HP keeps to re-roll (L723, L685)', () => {
  it('a level 5 being rolls d6s (L145) and keeps its HP before, HP max and FOR', () => {
    // 4 + 5 + FOR 3 on 10 HP: 22 of 24.
    const c = demo({ 'npc-sentinel': state([], 10) })
    const groups = kept(c, { 'npc-sentinel': [{ activity: 'restore-hp' }] }, { 6: [4, 5] })
    expect(groups).toEqual([
      {
        memberId: 'npc-sentinel',
        tokenId: 'npc-sentinel',
        what: 'Restore HP',
        sides: 6,
        faces: [4, 5],
        data: { hpBefore: 10, hpMax: 24, bonus: 3 },
        spent: false,
      },
    ])
  })

  it('a negative FOR is not counted: the bonus kept is 0, and the line names no FOR', () => {
    // Vaka at FOR -1: 5 + 3 + 2 = 10 HP after the rest; the 2 re-rolled to 4 makes 12.
    const c = editPc(demo({ 'pc-vaka': state([], 5) }), 'vaka', {
      stats: { FOR: -1, DEX: 2, SPI: 0, CHA: 0, KNO: 1 },
    })
    const groups = kept(c, { 'pc-vaka': [{ activity: 'restore-hp' }] }, { 4: [3, 2] })
    expect(groups[0]!.data).toEqual({ hpBefore: 5, hpMax: 16, bonus: 0 })
    const after = editPc(demo({ 'pc-vaka': state([], 10) }), 'vaka', c.pcs.vaka!)
    const r = reroll(after, groups, 0, [1], { 4: [4] })
    expect(r.outcome).toEqual({
      who: 'Vaka',
      what: 'Comfortable camp: Restore HP re-rolled',
      total: 7,
      outcome: 'HP 10 → 12',
      detail: '✦ 3 + 2→4',
    })
    expect(r.faces).toEqual([3, 4])
    expect(hpIn(r)).toEqual([12])
  })
})

describe('the HP a re-roll gives', () => {
  it('the d6s of a level 5 being are re-rolled as d6s; unpicked faces stand', () => {
    // 10 + 4 + 5 + 3 = 22; the 4 re-rolled to 6: 10 + 6 + 5 + 3 = 24, HP max exactly.
    const c = demo({ 'npc-sentinel': state([], 10) })
    const groups = kept(c, { 'npc-sentinel': [{ activity: 'restore-hp' }] }, { 6: [4, 5] })
    const after = demo({ 'npc-sentinel': state([], 22) })
    const r = reroll(after, groups, 0, [0], { 6: [6] })
    expect(r.outcome).toMatchObject({
      total: 14,
      outcome: 'HP 22 → 24',
      detail: '✦ 4→6 + 5 + FOR 3',
    })
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'npc-sentinel', instance: { ...state([], 24) } },
    ])
  })

  it('only the member’s own Restore HP count toward its cap, not an ally’s', () => {
    // Vaka 5 + 3 + 2 + 1 = 11. Orin 10 + 4 + 4 + 2 = 20, capped at 16. Orin's two 4s re-rolled
    // to 1 and 1: 10 + 1 + 1 + 2 = 14, so Orin goes 16 → 14; Vaka's roll plays no part.
    const c = demo({ 'pc-vaka': state([], 5), 'pc-orin': state([], 10) })
    const slots = {
      'pc-vaka': [{ activity: 'restore-hp' }],
      'pc-orin': [{ activity: 'restore-hp' }],
    }
    const groups = kept(c, slots, { 4: [3, 2, 4, 4] })
    expect(groups.map((g) => g.memberId)).toEqual(['pc-vaka', 'pc-orin'])
    const after = demo({ 'pc-vaka': state([], 11), 'pc-orin': state([], 16) })
    const r = reroll(after, groups, 1, [0, 1], { 4: [1, 1] })
    expect(r.outcome).toMatchObject({
      who: 'Orin',
      total: 4,
      outcome: 'HP 16 → 14',
      detail: '✦ 4→1 + 4→1 + FOR 2',
    })
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'pc-orin', instance: { ...state([], 14) } },
    ])
  })

  it('two Restore HP count from the HP before the first; the re-rolled one moves the sum', () => {
    // 5 + (2 + 2 + 1) + (4 + 4 + 1) = 19, capped at 16. The second's 4s re-rolled to 1 and 1:
    // 5 + 5 + 3 = 13.
    const c = demo({ 'pc-vaka': state([], 5) })
    const slots = { 'pc-vaka': [{ activity: 'restore-hp' }, { activity: 'restore-hp' }] }
    const groups = kept(c, slots, { 4: [2, 2, 4, 4] })
    expect(groups.map((g) => g.data.hpBefore)).toEqual([5, 10])
    const r = reroll(demo({ 'pc-vaka': state([], 16) }), groups, 1, [0, 1], { 4: [1, 1] })
    expect(r.outcome.outcome).toBe('HP 16 → 13')
  })

  it('what happened since the rest stays: the re-roll moves the HP as they are now', () => {
    // The rest left Vaka at 11 (5 + 3 + 2 + 1); a hit since brought her to 7. The 3 re-rolled to
    // 1 takes 2 HP off: 5.
    const groups = kept(
      demo({ 'pc-vaka': state([], 5) }),
      { 'pc-vaka': [{ activity: 'restore-hp' }] },
      { 4: [3, 2] },
    )
    const r = reroll(demo({ 'pc-vaka': state(['prone'], 7) }), groups, 0, [0], { 4: [1] })
    expect(r.outcome.outcome).toBe('HP 7 → 5')
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'pc-vaka', instance: { ...state(['prone'], 5) } },
    ])
  })

  it('never below 0 HP, never above HP max', () => {
    const groups = kept(
      demo({ 'pc-vaka': state([], 5) }),
      { 'pc-vaka': [{ activity: 'restore-hp' }] },
      { 4: [4, 4] },
    )
    // The rest gave 5 + 4 + 4 + 1 = 14; both 4s re-rolled to 1 take 6 off. Brought to 2 since, 0.
    const low = reroll(demo({ 'pc-vaka': state([], 2) }), groups, 0, [0, 1], { 4: [1, 1] })
    expect(low.outcome.outcome).toBe('HP 2 → 0')
    expect(hpIn(low)).toEqual([0])
    const few = kept(
      demo({ 'pc-vaka': state([], 5) }),
      { 'pc-vaka': [{ activity: 'restore-hp' }] },
      { 4: [2, 2] },
    )
    // The rest gave 5 + 2 + 2 + 1 = 10, healed to 15 since; a 2 re-rolled to 4 adds 2: 16 at most.
    const high = reroll(demo({ 'pc-vaka': state([], 15) }), few, 0, [0], { 4: [4] })
    expect(high.outcome.outcome).toBe('HP 15 → 16')
  })

  it('a re-roll that changes nothing changes no token', () => {
    // The rest gave 11; the 2 re-rolled comes up 2 again.
    const groups = kept(
      demo({ 'pc-vaka': state([], 5) }),
      { 'pc-vaka': [{ activity: 'restore-hp' }] },
      { 4: [3, 2] },
    )
    const same = reroll(demo({ 'pc-vaka': state([], 11) }), groups, 0, [1], { 4: [2] })
    expect(same.outcome.outcome).toBe('HP 11 → 11')
    expect(same.changes).toEqual([])
    // At HP max with room above the sum the cap hides a rise: 16 stays 16.
    const full = reroll(demo({ 'pc-vaka': state([], 16) }), groups, 0, [1], { 4: [4] })
    expect(full.changes).toEqual([])
  })

  it('a stored group without its numbers counts from the HP now and adds no bonus', () => {
    // No HP before and no HP max: both read as the 9 HP now, so nothing can rise above 9.
    const bare: RestReroll = {
      memberId: 'pc-vaka',
      tokenId: 'pc-vaka',
      what: 'Restore HP',
      sides: 4,
      faces: [3, 2],
      data: {},
      spent: false,
    }
    const r = reroll(demo({ 'pc-vaka': state([], 9) }), [bare], 0, [1], { 4: [4] })
    expect(r.outcome).toMatchObject({ total: 7, outcome: 'HP 9 → 9', detail: '✦ 3 + 2→4' })
    expect(r.changes).toEqual([])
  })
})

describe('refusals', () => {
  const group = (tokenId: string): RestReroll => ({
    memberId: tokenId,
    tokenId,
    what: 'Restore HP',
    sides: 4,
    faces: [3, 2],
    data: { hpBefore: 5, hpMax: 16, bonus: 1 },
    spent: false,
  })

  it.each([
    ['a token no longer in the campaign', 'pc-gone'],
    ['a name every object has', 'toString'],
    ['a token with no state to move', 'pc-mira'],
  ])('%s is refused in words', (_n, tokenId) => {
    const run = () => rest.reroll!(demo(), [group(tokenId)], 0, [0], scriptedDice({}))
    expect(run).toThrow(RollRefused)
    expect(run).toThrow('the token that rested is no longer on any map')
  })
})
