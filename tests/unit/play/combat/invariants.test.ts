/**
 * Any sequence of Next Turn, delay, remove and group keeps the tracker's invariants: the current
 * combatant is in the order and has not acted, `acted` is a subset of the order without repeats,
 * nobody's turn ends twice in a round, and a round only ends once everyone has had a turn.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import {
  CombatRefused,
  delayCombatant,
  groupCombatants,
  nextTurn,
  removeCombatant,
  roundSequence,
} from '../../../../shared/play/combat'
import { begun, fight, noSight } from './fixture'

type Op =
  | { kind: 'next' }
  | { kind: 'delay'; who: number; after: number | null }
  | { kind: 'remove'; who: number }
  | { kind: 'group'; a: number; b: number; on: boolean }

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'next' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('delay' as const),
      who: fc.nat(3),
      after: fc.option(fc.nat(3), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), who: fc.nat(3) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('group' as const),
      a: fc.nat(3),
      b: fc.nat(3),
      on: fc.boolean(),
    }),
  },
)

/** Those taking the current turn: the current combatant and its group's members not yet done. */
function inTurn(c: Campaign): Set<string> {
  const f = fight(c)
  const lead = f.order.find((o) => o.id === f.currentId)
  if (!lead) return new Set()
  const deferred = new Set(f.deferred.map((d) => d.id))
  return new Set(
    f.order
      .filter(
        (o) =>
          o.id === lead.id ||
          (lead.groupId !== undefined &&
            o.groupId === lead.groupId &&
            !f.acted.includes(o.id) &&
            !deferred.has(o.id)),
      )
      .map((o) => o.id),
  )
}

function apply(c: Campaign, o: Op): Campaign {
  const ids = fight(c).order.map((x) => x.id)
  const pick = (i: number) => ids[i % ids.length] as string
  switch (o.kind) {
    case 'next':
      return nextTurn(c, noSight).campaign
    case 'delay':
      return delayCombatant(c, pick(o.who), o.after === null ? null : pick(o.after), noSight)
    case 'remove':
      return ids.length > 1 ? removeCombatant(c, pick(o.who)) : c
    case 'group':
      return groupCombatants(c, [...new Set([pick(o.a), pick(o.b)])], o.on, 'g')
  }
}

describe('tracker invariants', () => {
  it('hold for any sequence of next, delay, remove and group', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let c = begun()
        const ended = new Map<number, string[]>()
        for (const o of ops) {
          const before = c
          const beforeCombat = structuredClone(fight(before))
          try {
            c = apply(c, o)
          } catch (e) {
            if (!(e instanceof CombatRefused)) throw e
            expect(fight(before)).toEqual(beforeCombat)
            continue
          }
          const f = fight(c)
          const ids = new Set(f.order.map((x) => x.id))
          // acted: a subset of the order, no repeats; the current one is in the order, not done.
          expect(new Set(f.acted).size).toBe(f.acted.length)
          for (const id of f.acted) expect(ids.has(id)).toBe(true)
          if (f.currentId !== null) {
            expect(ids.has(f.currentId)).toBe(true)
            expect(f.acted).not.toContain(f.currentId)
          } else expect(o.kind === 'remove' || fight(before).currentId === null).toBe(true)
          // The sequence holds everyone once.
          expect(
            roundSequence(f)
              .map((x) => x.id)
              .sort(),
          ).toEqual([...ids].sort())
          if (o.kind === 'next') {
            const b = fight(before)
            const done = inTurn(before)
            const list = ended.get(b.round) ?? []
            for (const id of done) {
              // Nobody's turn ends twice in one round.
              expect(list).not.toContain(id)
              list.push(id)
            }
            ended.set(b.round, list)
            if (f.round > b.round) {
              // A round ends only once everyone has had their turn.
              for (const x of b.order) expect(b.acted.includes(x.id) || done.has(x.id)).toBe(true)
            }
          }
        }
      }),
      { numRuns: 200 },
    )
  })
})
