import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'
import {
  buildInitiativeOrder,
  declareSurprised,
  rollInitiative,
  roundsToSeconds,
  slotMembers,
  type InitiativeEntrant,
  type InitiativeOrder,
  type InitiativeResult,
} from '../../../../shared/rules/gg/engine/initiative'
import { joinLate, nextTurn, swapBeforeCombat } from '../../../../shared/rules/gg/engine/turn-order'

const opts = GG_DEFAULT_OPTIONS

function result(
  id: string,
  side: 'pc' | 'npc',
  total: number,
  extra: Partial<InitiativeResult> = {},
): InitiativeResult {
  return {
    id,
    name: id,
    side,
    total,
    traitValue: 0,
    winsTies: false,
    members: [id],
    surprised: false,
    source: 'Agility',
    ...extra,
  }
}
const names = (order: InitiativeOrder) => order.slots.map((s) => slotMembers(s).join('+'))
const noDice = () => scriptedDice({})

const aria: InitiativeEntrant = {
  id: 'aria',
  name: 'Aria',
  side: 'pc',
  trait: 'AGI',
  traitValue: 3,
}

describe('GG initiative (A.1)', () => {
  it('GG-001 Ex.: Aria chooses Agility (3), d20 11 -> 14; Intuition (2) would give 13', () => {
    expect(rollInitiative(scriptedDice({ 20: [11] }), aria, opts)).toMatchObject({
      total: 14,
      source: 'Agility',
    })
    const intuition = rollInitiative(
      scriptedDice({ 20: [11] }),
      { ...aria, trait: 'INT', traitValue: 2 },
      opts,
    )
    expect(intuition).toMatchObject({ total: 13, source: 'Intuition', traitValue: 2 })
  })

  it('GG-002 Ex.: a GG-approved Spell Attack Roll of 17 is her Initiative, no die rolled', () => {
    const dice = noDice()
    const r = rollInitiative(
      dice,
      { ...aria, approvedSource: { label: 'Spell Attack Roll', total: 17, traitValue: 2 } },
      opts,
    )
    expect(r).toMatchObject({ total: 17, source: 'Spell Attack Roll' })
    expect(dice.log()).toEqual([])
  })

  it('GG-003 Ex.: four goblins roll once, 12 -> one slot at 12 where all four act', () => {
    const goblins: InitiativeEntrant = {
      id: 'goblins',
      name: 'Goblins',
      side: 'npc',
      trait: 'AGI',
      traitValue: 0,
      members: ['g1', 'g2', 'g3', 'g4'],
    }
    const dice = scriptedDice({ 20: [12] })
    const r = rollInitiative(dice, goblins, opts)
    dice.assertDone()
    const order = buildInitiativeOrder(noDice(), [r], opts)
    expect(order.slots).toHaveLength(1)
    expect(order.slots[0]).toMatchObject({ initiative: 12, kind: 'group' })
    expect(slotMembers(order.slots[0]!)).toEqual(['g1', 'g2', 'g3', 'g4'])
    expect(() => rollInitiative(dice, { ...aria, members: ['a', 'b'] }, opts)).toThrow(
      'Only NPCs roll Initiative as a group.',
    )
  })

  it('GG-004 Ex.: ambushed guards are Surprised when they roll', () => {
    const guard: InitiativeEntrant = {
      id: 'guard',
      name: 'Guard',
      side: 'npc',
      trait: 'AGI',
      traitValue: 1,
    }
    const [marked, party] = declareSurprised([guard, aria], ['guard'])
    expect(rollInitiative(scriptedDice({ 20: [5] }), marked!, opts).surprised).toBe(true)
    expect(rollInitiative(scriptedDice({ 20: [5] }), party!, opts).surprised).toBe(false)
    expect(() => declareSurprised([guard], ['ghost'])).toThrow(/Only someone in the Encounter/)
  })

  it('GG-005 Ex.: Aria 18, Orc 14, Wolf 9 -> Aria, Orc, Wolf every Round', () => {
    let order = buildInitiativeOrder(
      noDice(),
      [result('orc', 'npc', 14), result('wolf', 'npc', 9), result('aria', 'pc', 18)],
      opts,
    )
    expect(names(order)).toEqual(['aria', 'orc', 'wolf'])
    const seen: string[] = []
    for (let i = 0; i < 6; i++) {
      order = nextTurn(order)
      seen.push(`${order.round}:${slotMembers(order.slots[order.current]!).join('+')}`)
    }
    expect(seen).toEqual(['1:aria', '1:orc', '1:wolf', '2:aria', '2:orc', '2:wolf'])
  })

  it('GG-006 Ex.: Aria 14 ties the Orc 14 -> Aria first; an Orc that wins ties goes first', () => {
    expect(
      names(
        buildInitiativeOrder(noDice(), [result('orc', 'npc', 14), result('aria', 'pc', 14)], opts),
      ),
    ).toEqual(['aria', 'orc'])
    expect(
      names(
        buildInitiativeOrder(
          noDice(),
          [result('aria', 'pc', 14), result('orc', 'npc', 14, { winsTies: true })],
          opts,
        ),
      ),
    ).toEqual(['orc', 'aria'])
  })

  it('GG-007 Ex.: Orc (AGI 1) and Wolf (AGI 3) at 13 -> Wolf first; both AGI 2 -> reroll-off Orc 7, Wolf 15 -> Wolf', () => {
    expect(
      names(
        buildInitiativeOrder(
          noDice(),
          [
            result('orc', 'npc', 13, { traitValue: 1 }),
            result('wolf', 'npc', 13, { traitValue: 3 }),
          ],
          opts,
        ),
      ),
    ).toEqual(['wolf', 'orc'])
    const dice = scriptedDice({ 20: [7, 15] })
    const order = buildInitiativeOrder(
      dice,
      [result('orc', 'npc', 13, { traitValue: 2 }), result('wolf', 'npc', 13, { traitValue: 2 })],
      opts,
    )
    expect(names(order)).toEqual(['wolf', 'orc'])
    dice.assertDone()
  })

  it('GG-007: a reroll-off that ties again rerolls among those still tied', () => {
    const dice = scriptedDice({ 20: [4, 9, 9, 3, 12] })
    const tied = ['a', 'b', 'c'].map((id) => result(id, 'npc', 10, { traitValue: 1 }))
    expect(names(buildInitiativeOrder(dice, tied, opts))).toEqual(['c', 'b', 'a'])
    dice.assertDone()
  })

  it('GG-008 Ex.: Aria and Bram both 12 -> one shared slot "12: Aria+Bram"', () => {
    const order = buildInitiativeOrder(
      noDice(),
      [result('aria', 'pc', 12), result('orc', 'npc', 12), result('bram', 'pc', 12)],
      opts,
    )
    expect(order.slots[0]).toMatchObject({ initiative: 12, kind: 'sharedPCs' })
    expect(names(order)).toEqual(['aria+bram', 'orc'])
  })

  it('GG-009 Ex.: Aria 18 and Bram 9 agree to swap -> Bram acts at 18, Aria at 9', () => {
    const order = buildInitiativeOrder(
      noDice(),
      [result('aria', 'pc', 18), result('orc', 'npc', 14), result('bram', 'pc', 9)],
      opts,
    )
    const swapped = swapBeforeCombat(order, 'aria', 'bram', { a: true, b: true })
    expect(swapped.slots.map((s) => `${s.initiative}:${slotMembers(s).join('+')}`)).toEqual([
      '18:bram',
      '14:orc',
      '9:aria',
    ])
    expect(() => swapBeforeCombat(order, 'aria', 'bram', { a: true, b: false })).toThrow(
      'bram is not willing to swap',
    )
    expect(() => swapBeforeCombat(nextTurn(order), 'aria', 'bram', { a: true, b: true })).toThrow(
      /before anyone has acted/,
    )
    const shared = buildInitiativeOrder(
      noDice(),
      [result('aria', 'pc', 12), result('bram', 'pc', 12), result('orc', 'npc', 8)],
      opts,
    )
    expect(() => swapBeforeCombat(shared, 'bram', 'orc', { a: true, b: true })).toThrow(
      'orc cannot take a place in a shared Player Character Turn; only another Player Character can.',
    )
    const cara = buildInitiativeOrder(
      noDice(),
      [result('aria', 'pc', 12), result('bram', 'pc', 12), result('cara', 'pc', 8)],
      opts,
    )
    expect(names(swapBeforeCombat(cara, 'bram', 'cara', { a: true, b: true }))).toEqual([
      'aria+cara',
      'bram',
    ])
  })

  it('GG-010 Ex.: a 5-Round fight is 30 s of game time', () => {
    expect(roundsToSeconds(5)).toBe(30)
  })

  describe('GG-012 late entry Ex.: Aria 18, Orc 15, Wolf 9, during the Orc\u2019s Turn', () => {
    const start = () =>
      nextTurn(
        nextTurn(
          buildInitiativeOrder(
            noDice(),
            [result('aria', 'pc', 18), result('orc', 'npc', 15), result('wolf', 'npc', 9)],
            opts,
          ),
        ),
      )
    const turnsFrom = (order: InitiativeOrder, n: number) => {
      const out: string[] = []
      let o = order
      for (let i = 0; i < n; i++) {
        o = nextTurn(o)
        out.push(`${o.round}:${slotMembers(o.slots[o.current]!).join('+')}`)
      }
      return out
    }

    it('Bandit 17 -> between Aria and the Orc; first acts next Round', () => {
      const entry = joinLate(start(), result('bandit', 'npc', 17), opts)
      expect(names(entry.order)).toEqual(['aria', 'bandit', 'orc', 'wolf'])
      expect(entry.firstRound).toBe(2)
      expect(slotMembers(entry.order.slots[entry.order.current]!)).toEqual(['orc'])
      expect(turnsFrom(entry.order, 3)).toEqual(['1:wolf', '2:aria', '2:bandit'])
    })

    it('Bandit 15 -> after the Orc, acts this Round right after it', () => {
      const entry = joinLate(start(), result('bandit', 'npc', 15), opts)
      expect(names(entry.order)).toEqual(['aria', 'orc', 'bandit', 'wolf'])
      expect(entry.firstRound).toBe(1)
      expect(turnsFrom(entry.order, 2)).toEqual(['1:bandit', '1:wolf'])
    })

    it('Bandit 15 with gg.lateJoinEqual = nextRound waits for Round 2', () => {
      const entry = joinLate(start(), result('bandit', 'npc', 15), { lateJoinEqual: 'nextRound' })
      expect(entry.firstRound).toBe(2)
      expect(turnsFrom(entry.order, 4)).toEqual(['1:wolf', '2:aria', '2:orc', '2:bandit'])
    })

    it('Bandit 10 -> acts this Round, before the Wolf', () => {
      const entry = joinLate(start(), result('bandit', 'npc', 10), opts)
      expect(turnsFrom(entry.order, 2)).toEqual(['1:bandit', '1:wolf'])
    })

    it('refuses someone already in the order', () => {
      expect(() => joinLate(start(), result('orc', 'npc', 3), opts)).toThrow(
        'orc is already in the order.',
      )
    })
  })

  it('the order is always highest first, and everyone appears exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            pc: fc.boolean(),
            total: fc.integer({ min: 0, max: 6 }),
            trait: fc.integer({ min: 0, max: 2 }),
            wins: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        fc.integer(),
        (specs, seed) => {
          const results = specs.map((s, i) =>
            result(`c${i}`, s.pc ? 'pc' : 'npc', s.total, {
              traitValue: s.trait,
              winsTies: s.wins,
            }),
          )
          const order = buildInitiativeOrder(seededDice(seed), results, opts)
          const inits = order.slots.map((s) => s.initiative)
          expect(inits).toEqual([...inits].sort((a, b) => b - a))
          expect(order.slots.flatMap(slotMembers).sort()).toEqual(results.map((r) => r.id).sort())
          for (const s of order.slots)
            if (s.kind === 'sharedPCs') expect(s.entries.every((e) => e.side === 'pc')).toBe(true)
        },
      ),
    )
  })
})

describe('GG initiative at its edges', () => {
  const orcs: InitiativeEntrant = {
    id: 'orcs',
    name: 'Orcs',
    side: 'npc',
    trait: 'AGI',
    traitValue: 1,
  }

  it('L2 a group with no one in it rolls nothing, and says so', () => {
    expect(() => rollInitiative(noDice(), { ...orcs, members: [] }, opts)).toThrow(
      'Orcs is a group with no one in it.',
    )
  })

  it("adds the stat block's modifier and keeps whether it wins ties", () => {
    // d20 10 + AGI 1 + modifier 2 = 13.
    const r = rollInitiative(
      scriptedDice({ 20: [10] }),
      { ...orcs, modifier: 2, winsTies: true },
      opts,
    )
    expect([r.total, r.winsTies]).toEqual([13, true])
    expect(rollInitiative(scriptedDice({ 20: [10] }), orcs, opts).winsTies).toBe(false)
  })

  it('L2 a group rolled once takes a group slot; a single NPC a single one', () => {
    const one = buildInitiativeOrder(noDice(), [result('orc', 'npc', 12)], opts)
    expect(one.slots.map((s) => s.kind)).toEqual(['single'])
    const group = buildInitiativeOrder(
      noDice(),
      [result('orcs', 'npc', 12, { members: ['orc1', 'orc2'] })],
      opts,
    )
    expect(group.slots.map((s) => s.kind)).toEqual(['group'])
  })

  it('refuses a being placed twice, by name', () => {
    expect(() =>
      buildInitiativeOrder(
        noDice(),
        [result('orc', 'npc', 12), result('orcs', 'npc', 9, { members: ['orc', 'orc2'] })],
        opts,
      ),
    ).toThrow('orcs is in the order twice.')
  })

  it('L4 winning ties is against PCs: with no PC on the total, NPCs still go by the Trait used', () => {
    // Goblin (wins ties, AGI 1) and Wolf (AGI 3) both on 12 and no PC there: the higher Trait
    // goes first, so the Wolf, then the Goblin; no reroll is needed.
    const order = buildInitiativeOrder(
      noDice(),
      [
        result('goblin', 'npc', 12, { winsTies: true, traitValue: 1 }),
        result('wolf', 'npc', 12, { traitValue: 3 }),
      ],
      opts,
    )
    expect(names(order)).toEqual(['wolf', 'goblin'])
  })
})

describe('GG turn order at its edges (L5-L7)', () => {
  // Aria 18, Orc 15, Wolf 9 (the GG-012 example's order).
  const base = () =>
    buildInitiativeOrder(
      noDice(),
      [result('aria', 'pc', 18), result('orc', 'npc', 15), result('wolf', 'npc', 9)],
      opts,
    )
  const at = (current: number, round: number): InitiativeOrder => ({ ...base(), current, round })
  const both = { a: true, b: true }

  it('L5 a swap is only before anyone acts: not once a Round or a Turn has begun', () => {
    const msg = 'Places can only be swapped before anyone has acted.'
    expect(() => swapBeforeCombat(at(0, 1), 'aria', 'orc', both)).toThrow(msg)
    expect(() => swapBeforeCombat(at(-1, 1), 'aria', 'orc', both)).toThrow(msg)
    expect(() => swapBeforeCombat(at(0, 0), 'aria', 'orc', both)).toThrow(msg)
  })

  it('L5 both must be in the order, and both willing: the unwilling one is named', () => {
    const msg = 'Both Characters must be in the order to swap.'
    expect(() => swapBeforeCombat(base(), 'bram', 'orc', both)).toThrow(msg)
    expect(() => swapBeforeCombat(base(), 'aria', 'bram', both)).toThrow(msg)
    expect(() => swapBeforeCombat(base(), 'aria', 'orc', { a: false, b: true })).toThrow(
      'aria is not willing to swap, so the places stay as they are.',
    )
    expect(() => swapBeforeCombat(base(), 'aria', 'orc', { a: true, b: false })).toThrow(
      'orc is not willing to swap, so the places stay as they are.',
    )
  })

  it('L5 a group taking a single place makes that slot a group, and the other a single', () => {
    const order = buildInitiativeOrder(
      noDice(),
      [result('aria', 'pc', 18), result('orcs', 'npc', 15, { members: ['orc1', 'orc2'] })],
      opts,
    )
    const swapped = swapBeforeCombat(order, 'aria', 'orcs', both)
    expect(swapped.slots.map((s) => [s.initiative, s.kind, slotMembers(s).join('+')])).toEqual([
      [18, 'group', 'orc1+orc2'],
      [15, 'single', 'aria'],
    ])
  })

  it('L6 next Turn: none in an empty order; a slot first acting three Rounds on is still reached', () => {
    expect(() => nextTurn({ slots: [], round: 0, current: -1 })).toThrow(
      'No one is in the order yet.',
    )
    const late = { ...base(), slots: [{ ...base().slots[0]!, fromRound: 4 }] }
    // Round 1, 2 and 3 pass with no one able to act; Round 4 is its first Turn.
    expect(nextTurn(late)).toMatchObject({ round: 4, current: 0 })
    const never = { ...base(), slots: [{ ...base().slots[0]!, fromRound: 9 }] }
    expect(() => nextTurn(never)).toThrow('No one in the order can act.')
  })

  it('L7 a newcomer already in the order is refused by name', () => {
    expect(() => joinLate(base(), result('orc', 'npc', 12), opts)).toThrow(
      'orc is already in the order.',
    )
  })

  it('L7 before the first Turn a newcomer takes its place and acts in Round 1', () => {
    // Bandit 20 is above everyone: slot 0. Bandit 15 ties the Orc: after it, slot 2, and with no
    // Turn under way no one is "current", so even the nextRound reading lets it act in Round 1.
    const top = joinLate(base(), result('bandit', 'npc', 20), opts)
    expect([top.slot, top.firstRound, top.order.current]).toEqual([0, 1, -1])
    const nextRound = { ...opts, lateJoinEqual: 'nextRound' as const }
    const tie = joinLate(base(), result('bandit', 'npc', 15), nextRound)
    expect([tie.slot, tie.firstRound, tie.order.slots[2]?.fromRound]).toEqual([2, 1, undefined])
  })

  it("L7 on Aria's Turn (slot 0), Bandit 20 goes above her and first acts next Round", () => {
    const r = joinLate(at(0, 1), result('bandit', 'npc', 20), opts)
    expect([r.slot, r.firstRound, r.order.current, r.order.slots[0]?.fromRound]).toEqual([
      0,
      2,
      1,
      undefined,
    ])
  })

  it("L7 on the Orc's Turn: 17 waits for Round 2; 10 acts this Round; neither is held back", () => {
    const high = joinLate(at(1, 1), result('bandit', 'npc', 17), opts)
    // Placed before the current Turn, so the Round's end reaches it next: no fromRound needed.
    expect([high.slot, high.firstRound, high.order.slots[1]?.fromRound]).toEqual([1, 2, undefined])
    const low = joinLate(at(1, 1), result('bandit', 'npc', 10), opts)
    expect([low.slot, low.firstRound, low.order.slots[2]?.fromRound]).toEqual([2, 1, undefined])
  })
})
